import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { segmentListSchema, segmentSchema } from '../../contract/adminRequests';
import { clientFeaturesSchema } from '../../contract/clientFeatures';
import { strategySchema } from '../../contract/feature';
import { frontendTogglesSchema } from '../../contract/frontend';
import { segmentStrategiesSchema } from '../../contract/segments';
import { expectError, parsed, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'beta-banner');
});
afterEach(() => service.close());

const betaTesters = { name: 'beta-testers', description: 'Who tries things first', constraints: [{ contextName: 'userId', operator: 'IN', values: ['alice'] }] };

async function createSegment(body: Record<string, unknown> = betaTesters) {
  return (await service.call('POST', '/api/admin/segments', { body, answer: segmentSchema })).answer;
}

async function useSegment(segmentId: number, environment = 'development') {
  const strategies = `/api/admin/projects/default/features/beta-banner/environments/${environment}/strategies`;
  const strategy = await service.call('POST', strategies, { body: { name: 'default', segments: [segmentId] }, answer: strategySchema });
  await service.call('POST', `/api/admin/projects/default/features/beta-banner/environments/${environment}/on`);
  return `${strategies}/${strategy.answer.id ?? ''}`;
}

const toggledOn = async (userId: string) =>
  parsed(frontendTogglesSchema, await service.call('GET', `/api/frontend?userId=${userId}`, { token: tokens.frontend })).toggles.map((toggle) => toggle.name);

describe('segments', () => {
  it('creates (201), reads, checks names, edits (204) and lists them', async () => {
    const created = await createSegment();
    expect(created).toMatchObject({ name: 'beta-testers', description: 'Who tries things first', constraints: betaTesters.constraints });
    expect(parsed(segmentSchema, await service.call('GET', `/api/admin/segments/${created.id}`, { token: service.pats.Viewer }))).toEqual(created);

    expect((await service.call('POST', '/api/admin/segments/validate', { body: { name: 'gamma' }, token: service.pats.Viewer })).status).toBe(204);
    expectError(await service.call('POST', '/api/admin/segments/validate', { body: { name: 'beta-testers' } }), 409, 'NameExistsError');
    expectError(await service.call('POST', '/api/admin/segments', { body: betaTesters }), 409, 'NameExistsError');

    const edited = { name: 'early-adopters', constraints: [{ contextName: 'plan', operator: 'NUM_GTE', value: '3' }] };
    expect((await service.call('PUT', `/api/admin/segments/${created.id}`, { body: edited, token: service.pats.Editor })).status).toBe(204);
    expect(parsed(segmentListSchema, await service.call('GET', '/api/admin/segments')).segments)
      .toEqual([{ ...created, ...edited, description: null }]);
    expectError(await service.call('PUT', '/api/admin/segments/999', { body: edited }), 404, 'NotFoundError');
    expectError(await service.call('PUT', '/api/admin/segments/abc', { body: edited }), 404, 'NotFoundError');
  });

  it('refuses a constraint the SDKs would read differently, 400 naming the field, storing nothing', async () => {
    const { id } = await createSegment();
    const before = storeSnapshot(service.db);
    const cases = [
      [{ contextName: 'age', operator: 'NUM_GT', value: 'ten' }, 'constraints.0.value', 'needs a decimal number'],
      [{ contextName: 'at', operator: 'DATE_AFTER', value: '31/12/2030' }, 'constraints.0.value', 'needs a date-time with its time zone'],
      [{ contextName: 'version', operator: 'SEMVER_GT', value: 'v1.2.3' }, 'constraints.0.value', 'SemVer form'],
      [{ contextName: 'userId', operator: 'IN', values: [] }, 'constraints.0.values', 'at least one value'],
    ] as const;
    for (const [constraint, path, message] of cases) {
      for (const [method, url] of [['POST', '/api/admin/segments'], ['PUT', `/api/admin/segments/${id}`]] as const) {
        const error = expectError(await service.call(method, url, { body: { name: 'other', constraints: [constraint] } }), 400, 'BadDataError');
        expect(error.details?.map((detail) => detail.path), `${method} ${JSON.stringify(constraint)}`).toEqual([path]);
        expect(error.message).toContain(message);
      }
    }
    expectError(await service.call('POST', '/api/admin/segments', { body: { name: ' ', constraints: [] } }), 400, 'BadDataError');
    expectError(await service.call('POST', '/api/admin/segments', { body: { name: 'x', constraints: [], project: 'ghost' } }), 400, 'BadDataError');
    expectError(await service.call('POST', '/api/admin/segments', { body: { name: 'x', constraints: [] }, token: service.pats.Viewer }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('says where it is used, and refuses to delete it while a strategy names it (409 naming the flag)', async () => {
    const { id } = await createSegment();
    const strategy = await useSegment(id);
    expect(parsed(segmentStrategiesSchema, await service.call('GET', `/api/admin/segments/${id}/strategies`)).strategies)
      .toEqual([{ id: strategy.split('/').pop(), projectId: 'default', featureName: 'beta-banner', strategyName: 'default', environment: 'development' }]);

    const before = storeSnapshot(service.db);
    const refused = expectError(await service.call('DELETE', `/api/admin/segments/${id}`), 409, 'InvalidOperationError');
    expect(refused.message).toContain('"beta-banner"');
    expect(storeSnapshot(service.db)).toBe(before);

    await service.call('DELETE', strategy);
    expect((await service.call('DELETE', `/api/admin/segments/${id}`, { token: service.pats.Editor })).status).toBe(204);
    expectError(await service.call('GET', `/api/admin/segments/${id}`), 404, 'NotFoundError');
    expectError(await service.call('DELETE', `/api/admin/segments/${id}`), 404, 'NotFoundError');
  });

  it('is evaluated by the SDKs as edited: the client features carry the new constraints, the frontend API answers by them', async () => {
    const { id } = await createSegment();
    await useSegment(id);
    expect(await toggledOn('alice')).toEqual(['beta-banner']);
    expect(await toggledOn('bob')).toEqual([]);

    const bobOnly = [{ contextName: 'userId', operator: 'IN', values: ['bob'] }];
    await service.call('PUT', `/api/admin/segments/${id}`, { body: { name: 'beta-testers', constraints: bobOnly } });
    const client = parsed(clientFeaturesSchema, await service.call('GET', '/api/client/features', { token: tokens.client }));
    expect(client.segments).toEqual([{ id, name: 'beta-testers', constraints: bobOnly }]);
    expect(await toggledOn('alice')).toEqual([]);
    expect(await toggledOn('bob')).toEqual(['beta-banner']);
  });

  it('lets only a caller who may skip change requests edit a segment used where they are required (production)', async () => {
    const { id } = await createSegment();
    await useSegment(id, 'production');
    const before = storeSnapshot(service.db);
    const edit = { name: 'beta-testers', constraints: [] };
    const refused = expectError(await service.call('PUT', `/api/admin/segments/${id}`, { body: edit, token: service.pats.Editor }), 403, 'NoAccessError');
    expect(refused.message).toContain('"SKIP_CHANGE_REQUEST" permission for the "production" environment');
    expect(storeSnapshot(service.db)).toBe(before);
    expect((await service.call('PUT', `/api/admin/segments/${id}`, { body: edit, token: service.pats.Admin })).status).toBe(204);
  });
});
