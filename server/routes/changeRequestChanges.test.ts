import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { featureSchema } from '../../contract/feature';
import { changeRequestLimits } from '../../contract/limits';
import { insertSegment } from '../store/segments';
import { startWithFlag, type ChangeRequestSteps } from '../test/changeRequests';
import { expectError, parsed, storeSnapshot, tokens, type TestService } from '../test/harness';
import { systemAuthor } from '../store/events';

let service: TestService;
let steps: ChangeRequestSteps;
beforeEach(async () => {
  ({ service, steps } = await startWithFlag());
});
afterEach(() => service.close());

const strategyUrl = '/api/admin/projects/default/features/flag/environments/production/strategies';
const rollout = (percent: number) => ({ name: 'flexibleRollout', parameters: { rollout: String(percent), stickiness: 'default', groupId: 'flag' } });

async function productionStrategies() {
  const feature = parsed(featureSchema, await service.call('GET', '/api/admin/projects/default/features/flag'));
  return feature.environments?.find((e) => e.name === 'production')?.strategies ?? [];
}

async function firstStrategy() {
  const [strategy] = await productionStrategies();
  if (!strategy?.id) throw new Error('flag has no strategy in production');
  return { ...strategy, id: strategy.id };
}

describe('POST …/environments/{environment}/change-requests', () => {
  it('starts a Draft of the caller with the environment\'s approvals, and keeps adding to it', async () => {
    const first = await steps.draft('flag', false);
    expect(first).toMatchObject({ state: 'Draft', environment: 'production', project: 'default', minApprovals: 2, createdBy: { id: service.userIds.Editor } });
    expect(first.features).toEqual([{ name: 'flag', changes: [expect.objectContaining({ action: 'updateEnabled', payload: { enabled: false }, before: { enabled: true } })] }]);

    const strategy = await firstStrategy();
    const second = steps.expectRequest(await steps.add(service.pats.Editor, { feature: 'flag', action: 'updateStrategy', payload: { ...rollout(50), id: strategy.id } }));
    expect(second.id).toBe(first.id);
    expect(second.features[0]?.changes?.map((c) => c.action)).toEqual(['updateEnabled', 'updateStrategy']);
    expect(second.features[0]?.changes?.[1]?.before).toMatchObject({ id: strategy.id, parameters: { rollout: '100' } });
  });

  it('the last word on a switch replaces the earlier one; new strategies add up', async () => {
    const { id } = await steps.draft('flag', false);
    const again = await steps.draft('flag', true);
    expect(again.id).toBe(id);
    expect(again.features[0]?.changes?.map((c) => c.payload)).toEqual([{ enabled: true }]);
    await steps.add(service.pats.Editor, { feature: 'flag', action: 'addStrategy', payload: rollout(10) });
    const added = steps.expectRequest(await steps.add(service.pats.Editor, [
      { feature: 'flag', action: 'addStrategy', payload: rollout(20) },
      { feature: 'flag', action: 'patchVariant', payload: { variants: [{ name: 'a' }, { name: 'b' }] } },
    ]));
    expect(added.features[0]?.changes?.map((c) => c.action)).toEqual(['updateEnabled', 'addStrategy', 'addStrategy', 'patchVariant']);
    // Variants are kept as they will be applied: weights shared out to 1000.
    expect(added.features[0]?.changes?.[3]?.payload).toMatchObject({ variants: [{ name: 'a', weight: 500 }, { name: 'b', weight: 500 }] });
  });

  it('gives each user their own draft', async () => {
    const mine = await steps.draft();
    const theirs = steps.expectRequest(await steps.add(service.pats.Editor2, { feature: 'flag', action: 'updateEnabled', payload: { enabled: false } }));
    expect(theirs.id).not.toBe(mine.id);
  });

  it('refuses what it cannot keep, writing nothing', async () => {
    const before = storeSnapshot(service.db);
    const change = { feature: 'flag', action: 'updateEnabled', payload: { enabled: false } };
    expect(expectError(await steps.add(service.pats.Viewer, change), 403, 'NoAccessError').message).toContain('"CREATE_CHANGE_REQUEST" permission for the "production" environment');
    expectError(await steps.add(tokens.admin, change), 403, 'NoAccessError');
    expectError(await steps.add(service.pats.Editor, change, 'development'), 400, 'BadDataError');
    expectError(await steps.add(service.pats.Editor, { ...change, feature: 'nope' }), 404, 'NotFoundError');
    expectError(await steps.add(service.pats.Editor, change, 'mars'), 404, 'NotFoundError');
    expectError(await steps.add(service.pats.Editor, change, 'production', 'nope'), 404, 'NotFoundError');
    expectError(await steps.add(service.pats.Editor, { ...change, payload: { enabled: 'yes' } }), 400, 'BadDataError');
    expectError(await steps.add(service.pats.Editor, { ...change, action: 'updateSegment' }), 400, 'BadDataError');
    expectError(await steps.add(service.pats.Editor, { feature: 'flag', action: 'deleteStrategy', payload: { id: 'no-such-strategy' } }), 404, 'NotFoundError');
    expectError(await steps.add(service.pats.Editor, { feature: 'flag', action: 'patchVariant', payload: { variants: [{ name: 'a', weight: 300, weightType: 'fix' }] } }), 400, 'BadDataError');
    expectError(await steps.add(null, change), 401, 'AuthenticationRequired');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('refuses a strategy change with a constraint on no context field or a rollout that is no percentage, writing nothing', async () => {
    const strategy = await firstStrategy();
    const before = storeSnapshot(service.db);
    const noContext = { constraints: [{ contextName: ' ', operator: 'IN', values: ['a'] }] };
    const cases: Array<[unknown, string]> = [
      [{ feature: 'flag', action: 'addStrategy', payload: { ...rollout(50), ...noContext } }, 'constraints.0.contextName: must name a context field'],
      [{ feature: 'flag', action: 'updateStrategy', payload: { ...rollout(50), ...noContext, id: strategy.id } }, 'constraints.0.contextName: must name a context field'],
      [{ feature: 'flag', action: 'addStrategy', payload: { name: 'flexibleRollout', parameters: { rollout: '150' } } }, 'parameters.rollout: must be a whole number from 0 to 100'],
      [{ feature: 'flag', action: 'updateStrategy', payload: { name: 'flexibleRollout', parameters: { rollout: 'abc' }, id: strategy.id } }, 'parameters.rollout: must be a whole number from 0 to 100'],
      [[
        { feature: 'flag', action: 'updateEnabled', payload: { enabled: false } },
        { feature: 'flag', action: 'addStrategy', payload: { name: 'gradualRolloutRandom', parameters: { percentage: -1 } } },
      ], 'parameters.percentage: must be a whole number from 0 to 100'],
    ];
    for (const [body, message] of cases) {
      const error = expectError(await steps.add(service.pats.Editor, body), 400, 'BadDataError');
      expect(error.message).toBe(`The change payload is invalid: ${message}`);
      expect(error.details).toEqual([{ message, path: message.slice(0, message.indexOf(':')) }]);
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('refuses a strategy change naming a segment that does not exist when it is added, naming the segment, writing nothing', async () => {
    const strategy = await firstStrategy();
    const segment = insertSegment(service.db, systemAuthor, { name: 'beta', constraints: [], createdAt: new Date().toISOString() });
    const missing = segment + 1;
    const before = storeSnapshot(service.db);
    const cases: unknown[] = [
      { feature: 'flag', action: 'addStrategy', payload: { ...rollout(5), segments: [missing] } },
      { feature: 'flag', action: 'updateStrategy', payload: { ...rollout(5), segments: [segment, missing], id: strategy.id } },
      [{ feature: 'flag', action: 'updateEnabled', payload: { enabled: false } }, { feature: 'flag', action: 'addStrategy', payload: { ...rollout(5), segments: [missing] } }],
    ];
    for (const body of cases) {
      const error = expectError(await steps.add(service.pats.Editor, body), 400, 'BadDataError');
      expect(error.message).toBe(`Segment ${missing} does not exist.`);
      expect(error.details).toEqual([{ message: `segment ${missing} does not exist`, path: 'segments' }]);
    }
    expect(storeSnapshot(service.db)).toBe(before);

    const added = steps.expectRequest(await steps.add(service.pats.Editor, { feature: 'flag', action: 'addStrategy', payload: { ...rollout(5), segments: [segment] } }));
    expect(added.features[0]?.changes?.[0]?.payload).toMatchObject({ segments: [segment] });
  });

  it('holds a strategy change to the strategy bounds and keeps its list as Unleash\'s console writes it', async () => {
    const strategy = await firstStrategy();
    const before = storeSnapshot(service.db);
    const cases: Array<[unknown, string]> = [
      [{ feature: 'flag', action: 'addStrategy', payload: { name: 'userWithId', parameters: { userIds: `${' '.repeat(60_000)}x` } } }, 'parameters.userIds'],
      [{ feature: 'flag', action: 'updateStrategy', payload: { name: 'remoteAddress', parameters: { IPs: Array(1_001).fill('10.0.0.1').join(',') }, id: strategy.id } }, 'parameters.IPs'],
      [{ feature: 'flag', action: 'addStrategy', payload: { name: 'default', parameters: JSON.parse('{"__proto__":"x"}') as unknown } }, 'payload.parameters.__proto__'],
    ];
    for (const [body, path] of cases) {
      const error = expectError(await steps.add(service.pats.Editor, body), 400, 'BadDataError');
      expect(error.details?.map((detail) => detail.path)).toEqual([path]);
    }
    expect(storeSnapshot(service.db)).toBe(before);

    const added = steps.expectRequest(await steps.add(service.pats.Editor, { feature: 'flag', action: 'addStrategy', payload: { name: 'userWithId', parameters: { userIds: ' alice, , bob ' } } }));
    expect(added.features[0]?.changes?.[0]?.payload).toMatchObject({ parameters: { userIds: 'alice,bob' } });
  });

  it(`holds at most ${changeRequestLimits.changes} changes: more in a body, or more than the draft has room for, get 400 naming the limit, writing nothing`, async () => {
    const limit = changeRequestLimits.changes;
    const addStrategy = { feature: 'flag', action: 'addStrategy', payload: rollout(5) };
    const message = `A change request holds at most ${limit} changes.`;
    const before = storeSnapshot(service.db);
    const tooMany = expectError(await steps.add(service.pats.Editor, Array(limit + 1).fill(addStrategy)), 400, 'BadDataError');
    expect(tooMany.message).toContain(`at most ${limit} changes`);
    expect(storeSnapshot(service.db)).toBe(before);

    const { id } = steps.expectRequest(await steps.add(service.pats.Editor, Array(limit - 1).fill(addStrategy)));
    const draftBefore = storeSnapshot(service.db);
    const overflow = expectError(await steps.add(service.pats.Editor, [addStrategy, { feature: 'flag', action: 'updateEnabled', payload: { enabled: false } }]), 400, 'BadDataError');
    expect(overflow.message).toBe(`${message} Change request ${id} has ${limit - 1}; this would make it ${limit + 1}.`);
    expect(storeSnapshot(service.db)).toBe(draftBefore);

    // The last word on the switch replaces the earlier one, so it takes no room.
    const full = steps.expectRequest(await steps.add(service.pats.Editor, [
      { feature: 'flag', action: 'updateEnabled', payload: { enabled: false } },
      { feature: 'flag', action: 'updateEnabled', payload: { enabled: true } },
    ]));
    expect(full.features[0]?.changes).toHaveLength(limit);
    expect(full.features[0]?.changes?.at(-1)?.payload).toEqual({ enabled: true });
    expectError(await steps.add(service.pats.Editor, addStrategy), 400, 'BadDataError');
  });

  it('a draft is its author\'s alone: 404 to anyone else', async () => {
    const { id } = await steps.draft();
    expect((await steps.read(id)).state).toBe('Draft');
    expectError(await service.call('GET', steps.path(id), { token: service.pats.Editor2 }), 404, 'NotFoundError');
    expectError(await service.call('GET', steps.path(id)), 404, 'NotFoundError');
    expectError(await service.call('GET', '/api/admin/projects/other/change-requests/1'), 404, 'NotFoundError');
    expectError(await service.call('GET', steps.path(999)), 404, 'NotFoundError');
    expectError(await service.call('GET', '/api/admin/projects/default/change-requests/abc'), 404, 'NotFoundError');
  });

  it('discards a change from an open request, only its author, never the last one of a request under review', async () => {
    const draft = await steps.draft();
    const changeId = draft.features[0]?.changes?.[0]?.id ?? 0;
    expectError(await service.call('DELETE', steps.path(draft.id, '/changes/999'), { token: service.pats.Editor }), 404, 'NotFoundError');
    const emptied = steps.expectRequest(await service.call('DELETE', steps.path(draft.id, `/changes/${changeId}`), { token: service.pats.Editor }));
    expect(emptied.features).toEqual([]);

    const inReview = await steps.inReview();
    const reviewChange = inReview.features[0]?.changes?.[0]?.id ?? 0;
    expect(expectError(await service.call('DELETE', steps.path(inReview.id, `/changes/${reviewChange}`), { token: service.pats.Editor }), 409, 'InvalidOperationError').message)
      .toContain('cancel the request instead');
    expectError(await service.call('DELETE', steps.path(inReview.id, `/changes/${reviewChange}`), { token: service.pats.Editor2 }), 403, 'NoAccessError');
  });
});

describe('conflicts: the flag changed after the change was made', () => {
  it('shows the conflict on the feature and refuses to apply over it (409), writing nothing', async () => {
    const { id } = await steps.approved('flag', false);
    // Somebody with the right to skip change requests switches it meanwhile.
    await service.call('POST', '/api/admin/projects/default/features/flag/environments/production/off');
    await service.call('POST', '/api/admin/projects/default/features/flag/environments/production/on');
    expect((await steps.read(id)).features[0]?.conflict).toBeUndefined();
    await service.call('POST', '/api/admin/projects/default/features/flag/environments/production/off');

    const request = await steps.read(id);
    expect(request.features[0]?.conflict).toBe('"flag" was switched in production after this change was made.');
    expect(request.features[0]?.changes?.[0]?.before).toEqual({ enabled: false });
    const before = storeSnapshot(service.db);
    expect(expectError(await steps.move(id, service.pats.Editor, { state: 'Applied' }), 409, 'InvalidOperationError').message).toContain('was switched in production');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('sees an edited or deleted strategy, and an archived flag', async () => {
    const strategy = await firstStrategy();
    const { id } = await steps.draft('flag', true);
    await steps.add(service.pats.Editor, { feature: 'flag', action: 'updateStrategy', payload: { ...rollout(50), id: strategy.id } });
    await service.call('PUT', `${strategyUrl}/${strategy.id}`, { body: rollout(75) });
    expect((await steps.read(id)).features[0]?.conflict).toBe('The strategy "flexibleRollout" of "flag" in production was edited after this change was made.');
    await service.call('DELETE', `${strategyUrl}/${strategy.id}`);
    expect((await steps.read(id)).features[0]?.conflict).toBe(`The strategy "${strategy.id}" of "flag" in production was deleted.`);
    await service.call('DELETE', '/api/admin/projects/default/features/flag');
    expect((await steps.read(id)).features[0]?.conflict).toBe('"flag" was archived.');
  });
});

describe('applying: every change in one transaction', () => {
  it('applies switch, strategies and variants together', async () => {
    const strategy = await firstStrategy();
    const { id } = await steps.draft('flag', false);
    await steps.add(service.pats.Editor, [
      { feature: 'flag', action: 'updateStrategy', payload: { ...rollout(30), id: strategy.id, title: 'A third' } },
      { feature: 'flag', action: 'addStrategy', payload: rollout(5) },
      { feature: 'flag', action: 'patchVariant', payload: { variants: [{ name: 'blue' }] } },
    ]);
    await steps.move(id, service.pats.Editor, { state: 'In review' });
    await steps.move(id, service.pats.Editor2, { state: 'Approved' });
    await steps.move(id, service.pats.Admin, { state: 'Approved' });
    expect(steps.expectRequest(await steps.move(id, service.pats.Editor, { state: 'Applied' })).state).toBe('Applied');

    expect((await productionStrategies()).map((s) => [s.title, s.parameters?.rollout])).toEqual([['A third', '30'], [null, '5']]);
    expect(await steps.enabledIn('flag')).toBe(false);
  });

  it('writes nothing when one change fails half-way (a segment deleted meanwhile)', async () => {
    const segment = insertSegment(service.db, systemAuthor, { name: 'beta', constraints: [], createdAt: new Date().toISOString() });
    const { id } = await steps.draft('flag', false);
    await steps.add(service.pats.Editor, { feature: 'flag', action: 'addStrategy', payload: { ...rollout(5), segments: [segment] } });
    await steps.move(id, service.pats.Editor, { state: 'In review' });
    await steps.move(id, service.pats.Editor2, { state: 'Approved' });
    await steps.move(id, service.pats.Admin, { state: 'Approved' });
    service.db.prepare('DELETE FROM segments WHERE id = ?').run(segment);

    const before = storeSnapshot(service.db);
    const error = expectError(await steps.move(id, service.pats.Editor, { state: 'Applied' }), 409, 'InvalidOperationError');
    expect(error.message).toContain(`Segment ${segment} does not exist`);
    // The switch (the first change) was rolled back with the strategy, and the request is still Approved.
    expect(storeSnapshot(service.db)).toBe(before);
    expect(await steps.enabledIn('flag')).toBe(true);
    expect((await steps.read(id)).state).toBe('Approved');
  });
});
