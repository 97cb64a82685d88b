import { featureListSchema } from '../contract';
import { adminToken, startBenchServer } from './benchServer';
import { largeProject } from './largeProject';
import { median } from './stats';

/*
 * Figure 5: how long the service takes to start on a store of 10,000 flags, and how long
 * `GET /api/admin/projects/:p/features` (what the Flags page loads) takes for that project,
 * measured from this process over HTTP: the time until the whole body has arrived.
 */

export interface ServiceStartFigures {
  startMs: number[];
  /** The first list request after a start, then the later ones. */
  firstListMs: number;
  listMs: number[];
  listBytes: number;
  flags: number;
}

async function timeList(url: string): Promise<{ ms: number; bytes: number; flags: number }> {
  const started = performance.now();
  const response = await fetch(`${url}/api/admin/projects/${largeProject.id}/features`, { headers: { authorization: adminToken } });
  const body = await response.text();
  const ms = performance.now() - started;
  if (!response.ok) throw new Error(`GET …/features answered ${response.status}: ${body.slice(0, 200)}`);
  return { ms, bytes: Buffer.byteLength(body), flags: featureListSchema.parse(JSON.parse(body)).features.length };
}

export async function measureServiceStart(dataDir: string, { starts = 3, lists = 10 } = {}): Promise<ServiceStartFigures> {
  const startMs: number[] = [];
  for (let i = 0; i < starts - 1; i++) {
    const server = await startBenchServer({ DATA_DIR: dataDir });
    startMs.push(server.startMs);
    await server.stop();
  }
  const server = await startBenchServer({ DATA_DIR: dataDir });
  startMs.push(server.startMs);
  try {
    const first = await timeList(server.url);
    const listMs: number[] = [];
    for (let i = 0; i < lists; i++) listMs.push((await timeList(server.url)).ms);
    return { startMs, firstListMs: first.ms, listMs, listBytes: first.bytes, flags: first.flags };
  } finally {
    await server.stop();
  }
}

export function describeServiceStart(figures: ServiceStartFigures): string[] {
  const mib = (figures.listBytes / 1024 / 1024).toFixed(1);
  return [
    `service start with ${figures.flags.toLocaleString('en')} flags: ${Math.round(median(figures.startMs))} ms (median of ${figures.startMs.length} starts, process spawn to listening)`,
    `GET /api/admin/projects/${largeProject.id}/features (${figures.flags.toLocaleString('en')} flags × ${largeProject.environments.length} environments, ${mib} MiB): `
      + `${Math.round(median(figures.listMs))} ms (median of ${figures.listMs.length}; first after start ${Math.round(figures.firstListMs)} ms)`,
  ];
}
