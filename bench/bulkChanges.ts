import { bulkLimits, changeRequestLimits } from '../contract/limits';
import { impactPreviewSchema } from '../contract/impact';
import { flagName } from './benchFlags';
import { call, ensureBenchAudiences } from './impactPreview';
import { largeProject } from './largeProject';
import { median } from './stats';

/*
 * Figure 9: a bulk switch of 1,000 flags of the 10,000-flag project in production, timed from this
 * process over HTTP as the console makes it: the impact preview the bulk bar asks for (its first
 * 200 changes, the most a preview takes, against the 100 saved audiences), then Unleash's
 * `POST …/bulk_features/environments/production/off` (one transaction with its events), and the
 * switch back on. Run after the browser parts: it changes the project.
 */

export interface BulkChangeFigures {
  flags: number;
  previewMs: number[];
  offMs: number[];
  onMs: number[];
}

export async function measureBulkChanges(url: string, { runs = 5 } = {}): Promise<BulkChangeFigures> {
  await ensureBenchAudiences(url);
  const project = `${url}/api/admin/projects/${largeProject.id}`;
  const features = Array.from({ length: bulkLimits.flags }, (_, index) => flagName(index));
  const preview = { changes: features.slice(0, changeRequestLimits.changes).map((feature) => ({ feature, action: 'updateEnabled', payload: { enabled: false } })) };
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  const figures: BulkChangeFigures = { flags: features.length, previewMs: [], offMs: [], onMs: [] };
  for (let run = 0; run < runs; run++) {
    figures.previewMs.push(await timed(async () => impactPreviewSchema.parse(await call(`${project}/environments/production/impact`, 'POST', preview))));
    figures.offMs.push(await timed(() => call(`${project}/bulk_features/environments/production/off`, 'POST', { features })));
    figures.onMs.push(await timed(() => call(`${project}/bulk_features/environments/production/on`, 'POST', { features })));
  }
  return figures;
}

export function describeBulkChanges(figures: BulkChangeFigures): string[] {
  const ms = (values: number[]) => `median ${Math.round(median(values))} ms, slowest ${Math.round(Math.max(...values))} ms`;
  const total = figures.previewMs.map((preview, index) => preview + (figures.offMs[index] ?? 0));
  return [
    `bulk switch of ${figures.flags.toLocaleString('en')} flags off in production, 10,000 flags: the preview ${ms(figures.previewMs)}; the switch ${ms(figures.offMs)}; both ${ms(total)} (target under 1 s)`,
    `the same ${figures.flags.toLocaleString('en')} flags back on: ${ms(figures.onMs)}`,
  ];
}
