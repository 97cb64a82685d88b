import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { contextFieldListSchema, contextFieldSchema } from '../../contract/contextFields';
import { eventSearchResponseSchema } from '../../contract/events';
import { expectError, startTestService, storeSnapshot, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(async () => service.close());

const context = (project: string) => `/api/admin/projects/${project}/context`;
const field = { name: 'team', description: 'Who builds it', legalValues: [{ value: 'web' }] };

describe('a project\'s own context fields', () => {
  it('are made, read, changed and deleted under the project, listed with it by the instance too, each change recorded in the project', async () => {
    const made = await service.call('POST', context('other'), { body: { ...field, project: 'default' }, answer: contextFieldSchema });
    expect(made.status).toBe(201);
    expect(made.answer).toMatchObject({ name: 'team', project: 'other', legalValues: [{ value: 'web' }] });

    expect((await service.call('GET', context('other'), { answer: contextFieldListSchema })).answer.map((entry) => entry.name)).toEqual(['team']);
    expect((await service.call('GET', context('default'), { answer: contextFieldListSchema })).answer).toEqual([]);
    const everyField = (await service.call('GET', '/api/admin/context', { answer: contextFieldListSchema })).answer;
    expect(everyField.find((entry) => entry.name === 'team')?.project).toBe('other');

    expect((await service.call('PUT', `${context('other')}/team`, { body: { description: 'Changed', legalValues: [{ value: 'ios' }] } })).status).toBe(200);
    expect((await service.call('GET', `${context('other')}/team`, { answer: contextFieldSchema })).answer)
      .toMatchObject({ description: 'Changed', legalValues: [{ value: 'ios' }], project: 'other' });
    expect((await service.call('DELETE', `${context('other')}/team`)).status).toBe(200);
    expectError(await service.call('GET', `${context('other')}/team`), 404, 'NotFoundError');

    const events = (await service.call('GET', '/api/admin/search/events?project=IS:other', { answer: eventSearchResponseSchema })).answer.events;
    expect(events.map((event) => event.type)).toEqual(['context-field-deleted', 'context-field-updated', 'context-field-created']);
  });

  it('answer 404 under another project, and for the instance\'s fields', async () => {
    await service.call('POST', context('other'), { body: field });
    await service.call('POST', '/api/admin/context', { body: { name: 'plan' } });
    const before = storeSnapshot(service.db);
    for (const [project, name] of [['default', 'team'], ['other', 'plan'], ['other', 'userId'], ['nowhere', 'team']] as const) {
      expectError(await service.call('GET', `${context(project)}/${name}`), 404, 'NotFoundError');
      expectError(await service.call('PUT', `${context(project)}/${name}`, { body: { description: 'x' } }), 404, 'NotFoundError');
      expectError(await service.call('DELETE', `${context(project)}/${name}`), 404, 'NotFoundError');
    }
    expectError(await service.call('POST', context('nowhere'), { body: { name: 'fresh' } }), 404, 'NotFoundError');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('take a name free across the instance alone, and refuse bad input naming the field', async () => {
    await service.call('POST', '/api/admin/context', { body: { name: 'plan' } });
    const before = storeSnapshot(service.db);
    expectError(await service.call('POST', `${context('other')}/validate`, { body: { name: 'plan' } }), 409, 'NameExistsError');
    expectError(await service.call('POST', context('other'), { body: { name: 'plan' } }), 409, 'NameExistsError');
    expectError(await service.call('POST', context('other'), { body: { name: 'appName' } }), 409, 'NameExistsError');
    expect(expectError(await service.call('POST', context('other'), { body: { name: 'a b' } }), 400, 'BadDataError').message).toContain('name');
    expect(expectError(await service.call('POST', context('other'), { body: { name: 'team', legalValues: [{ value: 'x' }, { value: 'x' }] } }), 400, 'BadDataError').message)
      .toContain('legalValues');
    expectError(await service.call('POST', context('other'), { body: field, token: service.pats.Viewer }), 403, 'NoAccessError');
    expect(storeSnapshot(service.db)).toBe(before);
    expect((await service.call('POST', `${context('other')}/validate`, { body: { name: 'team' } })).status).toBe(200);
  });

  it('go with their project', async () => {
    await service.call('POST', '/api/admin/projects', { body: { id: 'short-lived', name: 'Short lived' } });
    await service.call('POST', context('short-lived'), { body: field });
    expect((await service.call('DELETE', '/api/admin/projects/short-lived')).status).toBe(200);
    expect((await service.call('GET', '/api/admin/context', { answer: contextFieldListSchema })).answer.map((entry) => entry.name)).not.toContain('team');
  });
});
