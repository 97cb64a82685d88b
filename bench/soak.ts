/**
 * The soak: `/api/frontend` under a steady, bounded load for a long while (an hour unless told),
 * and the server's resident memory at the start, after the warm-up and at the end: memory that
 * still grows after the warm-up is a leak. Every request a new context, the traffic that allocates
 * most (no answer is ever served twice), at a fixed overall rate over loopback.
 * `npm run bench -- soak` runs it (a plain `npm run bench` does not: it takes the hour);
 * `npx tsx bench/soak.ts --minutes 10 --warmup 2` a shorter one.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { benchQuery } from './benchFlags';
import { runAutocannon, startFrontendApiServer, targets, uniqueContextQuery } from './frontendApi';
import { rssBytes } from './processStats';

export interface SoakFigures {
  flags: number;
  requestsPerSecond: number;
  minutes: number;
  warmupMinutes: number;
  requests: number;
  failed: number;
  /** Resident memory once the server answered its first request, after the warm-up, at the end; undefined off Linux. */
  rss: { start: number | undefined; afterWarmup: number | undefined; end: number | undefined };
}

export const soakDefaults = { flags: targets.uncachedFlags, minutes: 60, warmupMinutes: 5, requestsPerSecond: 500 } as const;

export async function measureSoak({
  flags = soakDefaults.flags, minutes = soakDefaults.minutes, warmupMinutes = soakDefaults.warmupMinutes, requestsPerSecond = soakDefaults.requestsPerSecond,
}: Partial<Omit<SoakFigures, 'requests' | 'failed' | 'rss'>> = {}): Promise<SoakFigures> {
  if (!(warmupMinutes < minutes)) throw new Error(`the warm-up (${warmupMinutes} min) must be shorter than the soak (${minutes} min)`);
  const { server, token, stop } = await startFrontendApiServer(flags);
  try {
    const probe = await fetch(`${server.url}/api/frontend?${benchQuery(1)}`, { headers: { authorization: token } });
    if (!probe.ok) throw new Error(`GET /api/frontend answered ${probe.status}: ${await probe.text()}`);
    const start = rssBytes(server.pid);
    const load = (seconds: number) => runAutocannon([
      '--json', '--connections', '10', '--overallRate', String(requestsPerSecond), '--duration', String(seconds),
      '--idReplacement', '--headers', `authorization=${token}`, `${server.url}/api/frontend?${uniqueContextQuery()}`,
    ]);
    const warmup = await load(warmupMinutes * 60);
    const afterWarmup = rssBytes(server.pid);
    const rest = await load((minutes - warmupMinutes) * 60);
    const end = rssBytes(server.pid);
    const failed = (report: typeof warmup) => report.errors + report.timeouts + report.non2xx;
    return {
      flags, requestsPerSecond, minutes, warmupMinutes,
      requests: warmup.requests.total + rest.requests.total,
      failed: failed(warmup) + failed(rest),
      rss: { start, afterWarmup, end },
    };
  } finally {
    await stop();
  }
}

const mib = (bytes: number | undefined) => (bytes === undefined ? 'unknown (no /proc)' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`);

export function describeSoak(figures: SoakFigures): string[] {
  const { start, afterWarmup, end } = figures.rss;
  const growth = afterWarmup === undefined || end === undefined ? 'unknown' : `${((end - afterWarmup) / 1024 / 1024).toFixed(0)} MiB`;
  return [
    `soak: /api/frontend, ${figures.flags} flags, a new context every request at ${figures.requestsPerSecond.toLocaleString('en')} requests/s for ${figures.minutes} min `
    + `(${figures.requests.toLocaleString('en')} requests, ${figures.failed} failed)`,
    `soak: server resident memory at the start ${mib(start)}, after ${figures.warmupMinutes} min of warm-up ${mib(afterWarmup)}, at the end ${mib(end)}; `
    + `growth after the warm-up ${growth} (target: none, and ≤ ${targets.rssMiB} MiB)`,
  ];
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      flags: { type: 'string', default: String(soakDefaults.flags) },
      minutes: { type: 'string', default: String(soakDefaults.minutes) },
      warmup: { type: 'string', default: String(soakDefaults.warmupMinutes) },
      rate: { type: 'string', default: String(soakDefaults.requestsPerSecond) },
    },
  });
  measureSoak({ flags: Number(values.flags), minutes: Number(values.minutes), warmupMinutes: Number(values.warmup), requestsPerSecond: Number(values.rate) }).then(
    (figures) => {
      console.log(describeSoak(figures).join('\n'));
      if (figures.failed > 0) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
