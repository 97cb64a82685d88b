import { featureSchema } from '../contract';
import { impactPreviewSchema } from '../contract/impact';
import { adminToken } from './benchServer';
import { flagName } from './benchFlags';
import { largeProject } from './largeProject';
import { median, percentile } from './stats';

/*
 * Figure 6: the impact preview over the 10,000-flag project with 100 saved audiences, timed from
 * this process over HTTP until the whole answer has arrived: a switch turned off (the flag and
 * the flags depending on it), and a rollout edited (30 % to 75 % of pro and enterprise users).
 */

export const benchAudiences = 100;
const regions = ['eu', 'us', 'apac'];
const plans = ['free', 'pro', 'enterprise'];

export interface ImpactPreviewFigures {
  audiences: number;
  switchMs: number[];
  strategyMs: number[];
  /** Audiences each answer named, as a check that the previews compared something. */
  switchImpacted: number;
  strategyImpacted: number;
}

async function call(url: string, method: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, { method, headers: { authorization: adminToken, 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 300)}`);
  return text === '' ? undefined : JSON.parse(text);
}

export async function measureImpactPreview(url: string, { runs = 30 } = {}): Promise<ImpactPreviewFigures> {
  for (let index = 0; index < benchAudiences; index++) {
    await call(`${url}/api/admin/saved-audiences`, 'POST', {
      name: `Customer ${index}`,
      context: { userId: `user-${index}`, properties: { region: regions[index % regions.length] ?? 'eu', plan: plans[index % plans.length] ?? 'free', seats: String(index) } },
    });
  }
  const project = `${url}/api/admin/projects/${largeProject.id}`;
  const rollout = flagName(2);
  const feature = featureSchema.parse(await call(`${project}/features/${rollout}`, 'GET', undefined));
  const strategy = feature.environments?.find((environment) => environment.name === 'production')?.strategies?.[0];
  if (!strategy?.id) throw new Error(`${rollout} has no strategy in production to edit`);
  const switchOff = { changes: [{ feature: flagName(0), action: 'updateEnabled', payload: { enabled: false } }] };
  const editRollout = { changes: [{ feature: rollout, action: 'updateStrategy', payload: { ...strategy, parameters: { ...strategy.parameters, rollout: '75' } } }] };

  const time = async (body: unknown) => {
    const started = performance.now();
    const answer = impactPreviewSchema.parse(await call(`${project}/environments/production/impact`, 'POST', body));
    return { ms: performance.now() - started, impacted: answer.audiences.length };
  };
  const switchMs: number[] = [];
  const strategyMs: number[] = [];
  let switchImpacted = 0;
  let strategyImpacted = 0;
  for (let run = 0; run < runs; run++) {
    const switched = await time(switchOff);
    switchMs.push(switched.ms);
    switchImpacted = switched.impacted;
    const edited = await time(editRollout);
    strategyMs.push(edited.ms);
    strategyImpacted = edited.impacted;
  }
  return { audiences: benchAudiences, switchMs, strategyMs, switchImpacted, strategyImpacted };
}

export function describeImpactPreview(figures: ImpactPreviewFigures): string[] {
  const line = (what: string, values: number[], impacted: number) =>
    `impact preview, ${what}, ${figures.audiences} saved audiences, 10,000 flags: median ${Math.round(median(values))} ms, p95 ${Math.round(percentile(values, 95))} ms (${impacted} audiences change; target under 200 ms)`;
  return [line('a switch turned off', figures.switchMs, figures.switchImpacted), line('a rollout edited', figures.strategyMs, figures.strategyImpacted)];
}
