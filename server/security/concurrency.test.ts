import { afterEach, describe, expect, it } from 'vitest';
import { changeRequestSchema } from '../../contract/changeRequest';
import { featureSchema } from '../../contract/feature';
import { maxTokensPerAccount } from '../store/pats';
import { changeRequestSteps } from '../test/changeRequests';
import { startTestService, tokens, type TestService } from '../test/harness';

/*
 * Many clients at once, over real sockets, on the same objects: the store ends consistent. No
 * update is lost (every concurrent addition is there), nothing is applied twice (one apply, one
 * approval per person, one flag per name), and each answer tells the truth about its own write.
 */

let service: TestService | undefined;
afterEach(async () => {
  await service?.close();
  service = undefined;
});

async function listening(): Promise<{ service: TestService; send: (method: string, path: string, token?: string, body?: unknown) => Promise<{ status: number; body: unknown }> }> {
  service = await startTestService();
  const base = await service.app.listen({ port: 0, host: '127.0.0.1' });
  const send = async (method: string, path: string, token: string = tokens.admin, body?: unknown) => {
    const response = await fetch(base + path, {
      method, headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, body: text === '' ? undefined : (JSON.parse(text) as unknown) };
  };
  return { service, send };
}

const all = <T>(count: number, make: (i: number) => Promise<T>) => Promise.all(Array.from({ length: count }, (_, i) => make(i)));
const flagPath = '/api/admin/projects/default/features/busy';

describe('concurrent writes to the same objects', () => {
  it('120 simultaneous toggles of one flag: each answer shows its own write, and the flag ends as one of them left it', async () => {
    const { service, send } = await listening();
    await service.createFlag('default', 'busy');
    const wanted = Array.from({ length: 120 }, (_, i) => i % 3 !== 0);
    const answers = await all(wanted.length, (i) => send('POST', `${flagPath}/environments/development/${wanted[i] ? 'on' : 'off'}`));
    answers.forEach((answer, i) => {
      expect(answer.status).toBe(200);
      expect(featureSchema.parse(answer.body).environments?.find((e) => e.name === 'development')?.enabled).toBe(wanted[i]);
    });
    const final = featureSchema.parse((await send('GET', flagPath)).body);
    expect(wanted).toContain(final.environments?.find((e) => e.name === 'development')?.enabled);
  });

  it('simultaneous toggles in two environments and strategy additions on one flag lose none of them', async () => {
    const { service, send } = await listening();
    await service.createFlag('default', 'busy');
    const strategies = all(40, (i) => send('POST', `${flagPath}/environments/development/strategies`, tokens.admin, { name: 'default', title: `s${i}` }));
    const staging = all(40, () => send('POST', `${flagPath}/environments/staging/on`));
    const development = all(40, () => send('POST', `${flagPath}/environments/development/on`));
    const answers = [...(await strategies), ...(await staging), ...(await development)];
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    const feature = featureSchema.parse((await send('GET', flagPath)).body);
    const environment = (name: string) => feature.environments?.find((e) => e.name === name);
    expect(environment('development')?.enabled).toBe(true);
    expect(environment('staging')?.enabled).toBe(true);
    // (Switching on a flag with no strategy gives it a default one, untitled, as Unleash does.)
    const titles = (environment('development')?.strategies ?? []).flatMap((strategy) => strategy.title ?? []).sort();
    expect(titles).toEqual(Array.from({ length: 40 }, (_, i) => `s${i}`).sort());
  });

  it('simultaneous variant replacements leave exactly one of the submitted sets, never a mix', async () => {
    const { service, send } = await listening();
    await service.createFlag('default', 'busy');
    const sets = Array.from({ length: 30 }, (_, i) => [{ name: `a${i}`, weight: 500, weightType: 'fix' }, { name: `b${i}`, weightType: 'variable' }]);
    const answers = await all(sets.length, (i) => send('PUT', `${flagPath}/environments/development/variants`, tokens.admin, sets[i]));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const variants = featureSchema.parse((await send('GET', flagPath)).body).environments?.find((e) => e.name === 'development')?.variants ?? [];
    const names = variants.map((variant) => variant.name).sort();
    expect(sets.map((set) => set.map((variant) => variant.name).sort())).toContainEqual(names);
  });

  it('one flag per name, one tag per value, and no more tokens than an account may have, however many ask at once', async () => {
    const { service, send } = await listening();
    const creations = await all(25, () => send('POST', '/api/admin/projects/default/features', tokens.admin, { name: 'only-once' }));
    expect(creations.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(creations.filter((answer) => answer.status === 409)).toHaveLength(24);

    const tags = await all(25, () => send('POST', '/api/admin/features/only-once/tags', tokens.admin, { type: 'simple', value: 'same' }));
    expect(tags.filter((answer) => answer.status === 201)).toHaveLength(1);
    expect(service.db.prepare("SELECT COUNT(*) AS n FROM tags WHERE feature = 'only-once'").get()).toEqual({ n: 1 });

    const expiresAt = new Date(Date.now() + 86_400_000).toISOString();
    const pats = await all(30, (i) => send('POST', '/api/admin/user/tokens', service.pats.Viewer, { description: `t${i}`, expiresAt }));
    const existing = 1; // the harness's own PAT for the Viewer
    expect(pats.filter((answer) => answer.status === 201)).toHaveLength(maxTokensPerAccount - existing);
    expect(pats.filter((answer) => answer.status === 400)).toHaveLength(30 - (maxTokensPerAccount - existing));
    expect(service.db.prepare('SELECT COUNT(*) AS n FROM pats WHERE user_id = ?').get(service.userIds.Viewer)).toEqual({ n: maxTokensPerAccount });
  });
});

describe('concurrent change request approvals', () => {
  it('counts each approver once however often they press, and applies an approved request exactly once', async () => {
    const { service, send } = await listening();
    await service.createFlag('default', 'busy');
    const steps = changeRequestSteps(service);
    const added = await send('POST', '/api/admin/projects/default/environments/production/change-requests', service.pats.Editor, {
      feature: 'busy', action: 'addStrategy', payload: { name: 'default', title: 'from the change request' },
    });
    const { id } = changeRequestSchema.parse(added.body);
    expect((await steps.move(id, service.pats.Editor, { state: 'In review' })).status).toBe(200);

    const statePath = `/api/admin/projects/default/change-requests/${id}/state`;
    const approvals = await all(20, (i) => send('PUT', statePath, i % 2 === 0 ? service.pats.Editor2 : service.pats.Admin, { state: 'Approved' }));
    // One approval each from Editor2 and Admin; the repeats are refused (409), not counted.
    expect(approvals.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(approvals.filter((answer) => answer.status !== 200).every((answer) => answer.status === 409)).toBe(true);
    const approved = changeRequestSchema.parse((await send('GET', `/api/admin/projects/default/change-requests/${id}`, service.pats.Editor)).body);
    expect(approved.state).toBe('Approved');
    expect(approved.approvals?.map((review) => review.createdBy?.id).sort()).toEqual([service.userIds.Editor2, service.userIds.Admin].sort());

    const applies = await all(20, () => send('PUT', statePath, service.pats.Editor, { state: 'Applied' }));
    expect(applies.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(applies.filter((answer) => answer.status === 409)).toHaveLength(19);
    const strategies = featureSchema.parse((await send('GET', flagPath)).body).environments?.find((e) => e.name === 'production')?.strategies ?? [];
    expect(strategies.filter((strategy) => strategy.title === 'from the change request')).toHaveLength(1);
  });
});
