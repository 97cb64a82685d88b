import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featureSchema } from '../../contract/feature';
import { startWithFlag, type ChangeRequestSteps } from '../test/changeRequests';
import { expectError, parsed, storeSnapshot, type TestService } from '../test/harness';

// Unleash Enterprise's change types beyond switches, strategies and variants: a new order of the
// strategies, archiving, and a flag's dependencies, each kept with what it replaces and applied
// only once approved.

let service: TestService;
let steps: ChangeRequestSteps;
beforeEach(async () => {
  ({ service, steps } = await startWithFlag());
});
afterEach(() => service.close());

const flagUrl = '/api/admin/projects/default/features/flag';
const feature = async () => parsed(featureSchema, await service.call('GET', flagUrl));
const productionStrategies = async () => (await feature()).environments?.find((e) => e.name === 'production')?.strategies ?? [];

/** Both approvals and the apply, by the fixture's reviewers. */
async function approveAndApply(id: number) {
  steps.expectRequest(await steps.move(id, service.pats.Editor, { state: 'In review' }));
  steps.expectRequest(await steps.move(id, service.pats.Editor2, { state: 'Approved' }));
  steps.expectRequest(await steps.move(id, service.pats.Admin, { state: 'Approved' }));
  return steps.move(id, service.pats.Editor, { state: 'Applied' });
}

describe('change requests: reorderStrategy, archiveFeature, addDependency and deleteDependency', () => {
  it('reorders the strategies once applied, keeping the order it replaces; an edit meanwhile is a conflict', async () => {
    const strategyIds = async () => (await productionStrategies()).map((strategy) => strategy.id ?? '');
    // Added with SKIP_CHANGE_REQUEST by the admin, so the flag has two strategies in production.
    await service.call('POST', `${flagUrl}/environments/production/strategies`, { token: service.pats.Admin, body: { name: 'default', title: 'Everyone' } });
    const [first = '', second = ''] = await strategyIds();
    const draft = steps.expectRequest(await steps.add(service.pats.Editor, { feature: 'flag', action: 'reorderStrategy', payload: [{ id: second, sortOrder: 0 }, { id: first, sortOrder: 1 }] }));
    const change = draft.features[0]?.changes?.[0];
    expect(change?.action).toBe('reorderStrategy');
    expect((change?.before as Array<{ id: string }>).map((strategy) => strategy.id)).toEqual([first, second]);
    expect(await strategyIds()).toEqual([first, second]);
    expect((await approveAndApply(draft.id)).status).toBe(200);
    expect(await strategyIds()).toEqual([second, first]);

    const again = steps.expectRequest(await steps.add(service.pats.Editor, { feature: 'flag', action: 'reorderStrategy', payload: [{ id: first, sortOrder: 0 }, { id: second, sortOrder: 1 }] }));
    await service.call('PUT', `${flagUrl}/environments/production/strategies/${first}`, { token: service.pats.Admin, body: { name: 'default', title: 'Edited meanwhile' } });
    expect(expectError(await approveAndApply(again.id), 409, 'InvalidOperationError').message).toContain('were changed after this new order was proposed');
    expect(await strategyIds()).toEqual([second, first]);
  });

  it('archives the flag once applied, and refuses a flag others depend on when the change is added', async () => {
    const draft = steps.expectRequest(await steps.add(service.pats.Editor, { feature: 'flag', action: 'archiveFeature' }));
    expect(draft.features[0]?.changes?.[0]).toMatchObject({ action: 'archiveFeature', payload: {} });
    expect((await feature()).archived).toBeFalsy();
    expect((await approveAndApply(draft.id)).status).toBe(200);
    expect((await feature()).archived).toBe(true);

    await service.createFlag('default', 'parent');
    await service.createFlag('default', 'child');
    await service.call('POST', '/api/admin/projects/default/features/child/dependencies', { token: service.pats.Admin, body: { feature: 'parent' } });
    const before = storeSnapshot(service.db);
    expect(expectError(await steps.add(service.pats.Editor, { feature: 'parent', action: 'archiveFeature' }), 400, 'BadDataError').message).toContain('"child"');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('adds and removes a dependency once applied, each showing the parents it replaces', async () => {
    await service.createFlag('default', 'parent');
    const add = steps.expectRequest(await steps.add(service.pats.Editor, { feature: 'flag', action: 'addDependency', payload: { feature: 'parent', enabled: true } }));
    expect(add.features[0]?.changes?.[0]).toMatchObject({ action: 'addDependency', before: [] });
    expect((await feature()).dependencies ?? []).toEqual([]);
    expect((await approveAndApply(add.id)).status).toBe(200);
    expect((await feature()).dependencies).toEqual([expect.objectContaining({ feature: 'parent', enabled: true })]);

    const remove = steps.expectRequest(await steps.add(service.pats.Editor, { feature: 'flag', action: 'deleteDependency' }));
    expect(remove.features[0]?.changes?.[0]).toMatchObject({ action: 'deleteDependency', before: [{ feature: 'parent', enabled: true, variants: [] }] });
    expect((await approveAndApply(remove.id)).status).toBe(200);
    expect((await feature()).dependencies ?? []).toEqual([]);
  });

  it('refuses what could never apply when it is added, naming why, and writes nothing', async () => {
    const before = storeSnapshot(service.db);
    expectError(await steps.add(service.pats.Editor, { feature: 'flag', action: 'reorderStrategy', payload: [{ id: 'not-its-strategy', sortOrder: 0 }] }), 400, 'BadDataError');
    expectError(await steps.add(service.pats.Editor, { feature: 'flag', action: 'addDependency', payload: { feature: 'flag' } }), 400, 'BadDataError');
    expectError(await steps.add(service.pats.Editor, { feature: 'flag', action: 'addDependency', payload: { feature: 'nope' } }), 404, 'NotFoundError');
    expectError(await steps.add(service.pats.Editor, { feature: 'flag', action: 'deleteDependency', payload: { feature: 'nope' } }), 404, 'NotFoundError');
    expectError(await steps.add(service.pats.Viewer, { feature: 'flag', action: 'archiveFeature' }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
