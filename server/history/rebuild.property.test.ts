import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ClientFeatures } from '../../contract/clientFeatures';
import { buildClientFeatures } from '../store/clientFeatures';
import { projectEnvironments } from '../store/environments';
import { startTestService, type TestService } from '../test/harness';
import { clientFeaturesAt, configurationAt } from './rebuild';

/*
 * The event log is enough to know the past: for random sequences of writes through the admin API
 * (and change requests), the configuration rebuilt at the moment of each write's last event equals
 * what the store served then, in every environment, as `GET /api/client/features` builds it.
 */

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
});
afterAll(async () => service.close());

const project = 'default';
const environments = ['development', 'staging', 'production'] as const;
const feature = (run: number, index: number) => `p${run}-f${index}`;
const base = (name: string) => `/api/admin/projects/${project}/features/${name}`;

const pick = <T>(items: readonly T[], index: number): T | undefined => (items.length === 0 ? undefined : items[index % items.length]);

function strategiesOf(name: string, environment: string): { id: string }[] {
  return service.db.prepare<[string, string], { id: string }>('SELECT id FROM strategies WHERE feature = ? AND environment = ? ORDER BY id').all(name, environment);
}
const segmentIds = () => service.db.prepare<[], { id: number }>('SELECT id FROM segments ORDER BY id').all().map((row) => row.id);
const lastEventId = () => service.db.prepare<[], { id: number | null }>('SELECT MAX(id) AS id FROM events').get()?.id ?? 0;

const constraint = fc.record({
  contextName: fc.constantFrom('userId', 'region', 'plan'),
  operator: fc.constantFrom('IN', 'NOT_IN', 'STR_CONTAINS'),
  values: fc.array(fc.constantFrom('a', 'b', 'eu', 'pro'), { minLength: 1, maxLength: 3 }),
});
const strategyBody = (segments: readonly number[]) => fc.record({
  name: fc.constantFrom('flexibleRollout', 'default', 'userWithId'),
  rollout: fc.integer({ min: 0, max: 100 }),
  disabled: fc.boolean(),
  sortOrder: fc.option(fc.integer({ min: 0, max: 1 }), { nil: undefined }),
  constraints: fc.array(constraint, { maxLength: 2 }),
  segment: fc.option(fc.nat(), { nil: undefined }),
  title: fc.option(fc.constantFrom('Beta', 'Everyone'), { nil: undefined }),
}).map((s) => ({
  name: s.name,
  ...(s.title ? { title: s.title } : {}),
  disabled: s.disabled,
  ...(s.sortOrder === undefined ? {} : { sortOrder: s.sortOrder }),
  constraints: s.constraints,
  parameters: s.name === 'flexibleRollout' ? { rollout: String(s.rollout), stickiness: 'default', groupId: 'g' } : s.name === 'userWithId' ? { userIds: 'a,b' } : {},
  segments: s.segment === undefined || segments.length === 0 ? [] : [pick(segments, s.segment) ?? 0],
}));

/** One write, as data: which flag, environment and strategy it names are resolved when it runs, from the store. Switches and strategy edits come most often. */
const command = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('create'), flag: fc.nat(2) }) },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('switch'), flag: fc.nat(2), environment: fc.constantFrom(...environments), on: fc.boolean(), activate: fc.boolean() }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant('add strategy'), flag: fc.nat(2), environment: fc.constantFrom(...environments), body: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('update strategy'), flag: fc.nat(2), environment: fc.constantFrom(...environments), strategy: fc.nat(), body: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete strategy'), flag: fc.nat(2), environment: fc.constantFrom(...environments), strategy: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('order strategies'), flag: fc.nat(2), environment: fc.constantFrom(...environments), orders: fc.array(fc.integer({ min: 0, max: 5 }), { maxLength: 4 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('variants'), flag: fc.nat(2), environment: fc.constantFrom(...environments), names: fc.uniqueArray(fc.constantFrom('red', 'blue', 'green'), { maxLength: 3 }) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('settings'), flag: fc.nat(2), description: fc.constantFrom('one', 'two'), impressionData: fc.boolean(), type: fc.constantFrom('release', 'experiment') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('depend'), flag: fc.nat(2), parent: fc.nat(2), enabled: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('undepend'), flag: fc.nat(2), parent: fc.nat(2), all: fc.boolean() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('archive'), flag: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('revive'), flag: fc.nat(2) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete'), flag: fc.nat(2) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('segment'), segment: fc.nat(), action: fc.constantFrom('create', 'update', 'delete'), value: fc.constantFrom('x', 'y') }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('change request'), flag: fc.nat(2), on: fc.boolean() }) },
);
type Command = typeof command extends fc.Arbitrary<infer C> ? C : never;

async function run(commandToRun: Command, runId: number, seed: number): Promise<void> {
  const { call } = service;
  switch (commandToRun.kind) {
    case 'create':
      await call('POST', `/api/admin/projects/${project}/features`, { body: { name: feature(runId, commandToRun.flag) } });
      return;
    case 'switch': {
      const query = commandToRun.on && commandToRun.activate ? '?shouldActivateDisabledStrategies=true' : '';
      await call('POST', `${base(feature(runId, commandToRun.flag))}/environments/${commandToRun.environment}/${commandToRun.on ? 'on' : 'off'}${query}`);
      return;
    }
    case 'add strategy':
    case 'update strategy': {
      const name = feature(runId, commandToRun.flag);
      const body = fc.sample(strategyBody(segmentIds()), { numRuns: 1, seed: seed + commandToRun.body })[0];
      const url = `${base(name)}/environments/${commandToRun.environment}/strategies`;
      if (commandToRun.kind === 'add strategy') await call('POST', url, { body });
      else {
        const strategy = pick(strategiesOf(name, commandToRun.environment), commandToRun.strategy);
        if (strategy) await call('PUT', `${url}/${strategy.id}`, { body });
      }
      return;
    }
    case 'delete strategy': {
      const name = feature(runId, commandToRun.flag);
      const strategy = pick(strategiesOf(name, commandToRun.environment), commandToRun.strategy);
      if (strategy) await call('DELETE', `${base(name)}/environments/${commandToRun.environment}/strategies/${strategy.id}`);
      return;
    }
    case 'order strategies': {
      const name = feature(runId, commandToRun.flag);
      const order = strategiesOf(name, commandToRun.environment).map((strategy, index) => ({ id: strategy.id, sortOrder: commandToRun.orders[index] ?? index }));
      await call('POST', `${base(name)}/environments/${commandToRun.environment}/strategies/set-sort-order`, { body: order });
      return;
    }
    case 'variants':
      await call('PUT', `${base(feature(runId, commandToRun.flag))}/environments/${commandToRun.environment}/variants`, {
        body: commandToRun.names.map((name) => ({ name, weight: 0, weightType: 'variable', stickiness: 'default' })),
      });
      return;
    case 'settings':
      await call('PATCH', base(feature(runId, commandToRun.flag)), {
        body: [
          { op: 'replace', path: '/description', value: commandToRun.description },
          { op: 'replace', path: '/impressionData', value: commandToRun.impressionData },
          { op: 'replace', path: '/type', value: commandToRun.type },
        ],
      });
      return;
    case 'depend':
      await call('POST', `${base(feature(runId, commandToRun.flag))}/dependencies`, { body: { feature: feature(runId, commandToRun.parent), enabled: commandToRun.enabled } });
      return;
    case 'undepend':
      await call('DELETE', `${base(feature(runId, commandToRun.flag))}/dependencies${commandToRun.all ? '' : `/${feature(runId, commandToRun.parent)}`}`);
      return;
    case 'archive':
      await call('POST', `/api/admin/projects/${project}/archive`, { body: { features: [feature(runId, commandToRun.flag)] } });
      return;
    case 'revive':
    case 'delete':
      await call('POST', `/api/admin/projects/${project}/${commandToRun.kind}`, { body: { features: [feature(runId, commandToRun.flag)] } });
      return;
    case 'segment': {
      const constraints = [{ contextName: 'region', operator: 'IN', values: [commandToRun.value] }];
      const id = pick(segmentIds(), commandToRun.segment);
      if (commandToRun.action === 'create') await call('POST', '/api/admin/segments', { body: { name: `s${runId}-${commandToRun.segment % 3}`, constraints } });
      else if (id !== undefined && commandToRun.action === 'update') await call('PUT', `/api/admin/segments/${id}`, { body: { name: `s${runId}-u${id}`, constraints } });
      else if (id !== undefined) await call('DELETE', `/api/admin/segments/${id}`);
      return;
    }
    case 'change request': {
      // Production requires two approvals: proposed by one editor, approved by another and the admin, applied.
      const name = feature(runId, commandToRun.flag);
      const added = await call('POST', `/api/admin/projects/${project}/environments/production/change-requests`, {
        token: service.pats.Editor, body: { feature: name, action: 'updateEnabled', payload: { enabled: commandToRun.on } },
      });
      if (added.status !== 200) return;
      const id = String((added.body as { id: number }).id);
      const state = (token: string, body: unknown) => call('PUT', `/api/admin/projects/${project}/change-requests/${id}/state`, { token, body });
      await state(service.pats.Editor, { state: 'In review' });
      await state(service.pats.Editor2, { state: 'Approved' });
      await state(service.pats.Admin, { state: 'Approved' });
      await state(service.pats.Editor, { state: 'Applied' });
      return;
    }
  }
}

function storedNow(): Record<string, ClientFeatures> {
  const names = projectEnvironments(service.db, project).map((environment) => environment.name);
  return Object.fromEntries(names.map((environment) => [environment, buildClientFeatures(service.db, environment, [project])]));
}

describe('rebuilding the past from the event log', () => {
  it('gives, at every write\'s moment, the configuration the store served then', async () => {
    let runId = 0;
    await fc.assert(fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 40 }), fc.integer(), async (commands, seed) => {
      runId += 1;
      const startedAfter = lastEventId();
      const moments: { id: number; stored: Record<string, ClientFeatures> }[] = [{ id: startedAfter, stored: storedNow() }];
      // The run's flags exist from its start; a command may delete one, and `create` bring it back.
      for (let flag = 0; flag < 3; flag += 1) await run({ kind: 'create', flag }, runId, seed);
      for (const step of commands) {
        await run(step, runId, seed);
        moments.push({ id: lastEventId(), stored: storedNow() });
      }
      for (const { id, stored } of moments) {
        const rebuilt = clientFeaturesAt(service.db, project, { id });
        expect(rebuilt.stoppedAt).toBeUndefined();
        expect(rebuilt.environments, `rebuilt after event ${id}`).toEqual(stored);
      }
      // Walked back to where the run began, every event found its subject as it said it left it.
      expect(configurationAt(service.db, project, { id: startedAfter }, { check: true }).mismatches).toEqual([]);
    }), { numRuns: Number(process.env.REBUILD_RUNS ?? 12) });
  }, 300_000);
});
