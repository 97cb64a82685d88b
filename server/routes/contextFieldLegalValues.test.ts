import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextFieldSchema, contextFieldStrategiesSchema } from '../../contract/contextFields';
import { eventSearchResponseSchema } from '../../contract/events';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.call('POST', '/api/admin/context', { body: { name: 'plan', legalValues: [{ value: 'free' }] } });
});
afterEach(() => service.close());

const legalValues = async () => parsed(contextFieldSchema, await service.call('GET', '/api/admin/context/plan')).legalValues;

describe('a context field\'s legal values, one at a time', () => {
  it('adds a value, changes the description of one it has, and takes one off, each recorded as context-field-updated', async () => {
    expect((await service.call('POST', '/api/admin/context/plan/legal-values', { body: { value: 'pro', description: 'Paying' } })).status).toBe(200);
    expect((await service.call('POST', '/api/admin/context/plan/legal-values', { body: { value: 'free', description: 'Everyone' } })).status).toBe(200);
    expect(await legalValues()).toEqual([{ value: 'free', description: 'Everyone' }, { value: 'pro', description: 'Paying' }]);
    expect((await service.call('DELETE', '/api/admin/context/plan/legal-values/free')).status).toBe(200);
    expect(await legalValues()).toEqual([{ value: 'pro', description: 'Paying' }]);
    const { events } = parsed(eventSearchResponseSchema, await service.call('GET', '/api/admin/search/events?type=IS:context-field-updated'));
    expect(events.map((event) => event.data?.legalValues)).toEqual([
      [{ value: 'pro', description: 'Paying' }],
      [{ value: 'free', description: 'Everyone' }, { value: 'pro', description: 'Paying' }],
      [{ value: 'free' }, { value: 'pro', description: 'Paying' }],
    ]);
  });

  it('refuses a value that is empty, a field or value that does not exist, a built-in field and an Editor, changing nothing', async () => {
    const before = storeSnapshot(service.db);
    expect(expectError(await service.call('POST', '/api/admin/context/plan/legal-values', { body: { value: ' ' } }), 400, 'BadDataError').message).toContain('value');
    expectError(await service.call('POST', '/api/admin/context/nothing/legal-values', { body: { value: 'x' } }), 404, 'NotFoundError');
    expectError(await service.call('DELETE', '/api/admin/context/plan/legal-values/gold'), 404, 'NotFoundError');
    expect((await service.call('POST', '/api/admin/context/userId/legal-values', { body: { value: 'x' } })).status).toBeGreaterThanOrEqual(400);
    expectError(await service.call('POST', '/api/admin/context/plan/legal-values', { token: service.pats.Editor, body: { value: 'x' } }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});

describe('GET /api/admin/context/{contextField}/strategies', () => {
  it('lists the strategies of flags not archived that constrain on the field, and none for a field nobody uses', async () => {
    for (const name of ['kept', 'gone']) {
      await service.createFlag('default', name);
      await service.call('POST', `/api/admin/projects/default/features/${name}/environments/development/strategies`, {
        body: { name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'default', groupId: name }, constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }] },
      });
    }
    await service.call('POST', '/api/admin/projects/default/features/kept/environments/production/strategies', { body: { name: 'default' } });
    await service.call('DELETE', '/api/admin/projects/default/features/gone');
    const { strategies } = parsed(contextFieldStrategiesSchema, await service.call('GET', '/api/admin/context/plan/strategies', { token: service.pats.Viewer }));
    expect(strategies).toEqual([{ id: expect.any(String), featureName: 'kept', projectId: 'default', environment: 'development', strategyName: 'flexibleRollout' }]);
    expect(parsed(contextFieldStrategiesSchema, await service.call('GET', '/api/admin/context/nothing/strategies')).strategies).toEqual([]);
  });
});
