import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextFieldListSchema, contextFieldSchema } from '../../contract/contextFields';
import { expectError, parsed, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(() => service.close());

const plan = {
  name: 'plan', description: 'The customer\'s plan', stickiness: true,
  legalValues: [{ value: 'free' }, { value: 'pro', description: 'Paying customers' }],
};

describe('context fields', () => {
  it('lists the built-in fields first, as Unleash names them', async () => {
    const fields = parsed(contextFieldListSchema, await service.call('GET', '/api/admin/context', { token: service.pats.Viewer }));
    expect(fields.map((field) => field.name)).toEqual(['appName', 'environment', 'userId', 'sessionId', 'remoteAddress', 'currentTime']);
  });

  it('adds (201), reads, edits (what PUT leaves out is reset) and deletes a custom field, as an admin', async () => {
    const created = parsed(contextFieldSchema, await service.call('POST', '/api/admin/context', { body: plan }), 201);
    expect(created).toMatchObject(plan);
    const list = parsed(contextFieldListSchema, await service.call('GET', '/api/admin/context'));
    expect(list.at(-1)).toEqual(created);

    expect((await service.call('PUT', '/api/admin/context/plan', { body: { description: 'Plan', legalValues: [{ value: 'team' }] } })).status).toBe(200);
    expect(parsed(contextFieldSchema, await service.call('GET', '/api/admin/context/plan', { token: service.pats.Viewer })))
      .toMatchObject({ name: 'plan', description: 'Plan', stickiness: false, legalValues: [{ value: 'team' }] });

    expect((await service.call('POST', '/api/admin/context/validate', { body: { name: 'region' } })).status).toBe(200);
    expectError(await service.call('POST', '/api/admin/context/validate', { body: { name: 'plan' } }), 409, 'NameExistsError');

    expect((await service.call('DELETE', '/api/admin/context/plan')).status).toBe(200);
    expectError(await service.call('GET', '/api/admin/context/plan'), 404, 'NotFoundError');
  });

  it('refuses bad fields (400 naming the field), taken names (409), built-in edits (409) and non-admins (403), storing nothing', async () => {
    await service.call('POST', '/api/admin/context', { body: plan });
    const before = storeSnapshot(service.db);
    const duplicate = expectError(await service.call('POST', '/api/admin/context', { body: { name: 'tier', legalValues: [{ value: 'a' }, { value: 'a' }] } }), 400, 'BadDataError');
    expect(duplicate.details?.map((detail) => detail.path)).toEqual(['legalValues.1.value']);
    const badName = expectError(await service.call('POST', '/api/admin/context', { body: { name: 'a/b' } }), 400, 'BadDataError');
    expect(badName.details?.map((detail) => detail.path)).toEqual(['name']);
    expectError(await service.call('POST', '/api/admin/context', { body: { name: 'plan' } }), 409, 'NameExistsError');
    expectError(await service.call('POST', '/api/admin/context', { body: { name: 'userId' } }), 409, 'NameExistsError');
    expectError(await service.call('PUT', '/api/admin/context/userId', { body: { description: 'x' } }), 409, 'InvalidOperationError');
    expectError(await service.call('DELETE', '/api/admin/context/appName'), 409, 'InvalidOperationError');
    expectError(await service.call('PUT', '/api/admin/context/ghost', { body: {} }), 404, 'NotFoundError');
    const editor = expectError(await service.call('POST', '/api/admin/context', { body: { name: 'tier' }, token: service.pats.Editor }), 403, 'NoAccessError');
    expect(editor.message).toContain('"CREATE_CONTEXT_FIELD"');
    expectError(await service.call('DELETE', '/api/admin/context/plan', { token: service.pats.Editor }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
  });
});
