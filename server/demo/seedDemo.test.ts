import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectListSchema, environmentListSchema, serviceAccountListSchema } from '../../contract/admin';
import { segmentListSchema } from '../../contract/adminRequests';
import { changeRequestListSchema, changeRequestSchema, type ChangeRequestState } from '../../contract/changeRequest';
import { clientFeaturesSchema } from '../../contract/clientFeatures';
import { featureListSchema, featureSchema, featureTypes, lifecycleStages, type Feature } from '../../contract/feature';
import { frontendTogglesSchema } from '../../contract/frontend';
import { patListSchema } from '../../contract/pat';
import { strategyDefinitionsSchema } from '../../contract/strategyDefinitions';
import { parseApiToken } from '../domain/apiTokenFormat';
import { ensureApiToken } from '../store/apiTokens';
import { movedBy } from '../store/changeRequestWrite';
import { createPat } from '../store/pats';
import { findUserByUsername } from '../store/users';
import { parsed, startTestService, type TestService } from '../test/harness';
import { systemAuthor } from '../store/events';

let service: TestService;
let features: Feature[];
beforeAll(async () => {
  service = await startTestService({ demo: true });
  features = [];
  for (const project of ['default', 'payments']) {
    const list = parsed(featureListSchema, await service.call('GET', `/api/admin/projects/${project}/features`));
    const archive = parsed(featureListSchema, await service.call('GET', `/api/admin/archive/features/${project}`));
    for (const { name } of [...list.features, ...archive.features]) {
      features.push(parsed(featureSchema, await service.call('GET', `/api/admin/projects/${project}/features/${name}`)));
    }
  }
});
afterAll(() => service.close());

const patOf = (username: string) => {
  const user = findUserByUsername(service.db, username);
  if (!user) throw new Error(`no demo user ${username}`);
  return createPat(service.db, systemAuthor, user.id, { description: 'test', expiresAt: new Date(Date.now() + 3_600_000).toISOString() }).secret;
};

describe('demo data', () => {
  it('has two projects and development, staging and production', async () => {
    const { projects } = parsed(projectListSchema, await service.call('GET', '/api/admin/projects'));
    expect(projects.map((p) => p.id)).toEqual(['default', 'payments']);
    const { environments } = parsed(environmentListSchema, await service.call('GET', '/api/admin/environments'));
    expect(environments.map((e) => [e.name, e.type])).toEqual([['development', 'development'], ['staging', 'preproduction'], ['production', 'production']]);
  });

  it('has about 40 flags of every type, every lifecycle stage, a stale one and an archived one', () => {
    expect(features.length).toBeGreaterThanOrEqual(35);
    for (const type of featureTypes) expect(features.some((f) => f.type === type), type).toBe(true);
    for (const stage of lifecycleStages) expect(features.some((f) => f.lifecycle?.stage === stage), stage).toBe(true);
    expect(features.some((f) => f.stale)).toBe(true);
    expect(features.filter((f) => f.archived).map((f) => f.name)).toEqual(['spring-sale-2024']);
    expect(features.some((f) => (f.tags ?? []).length > 0)).toBe(true);
  });

  it('has a parent with two children, constraints of several operators, segments and JSON variants', () => {
    expect(features.find((f) => f.name === 'new-navigation')?.children).toEqual(['nav-quick-links', 'nav-search-bar']);
    const strategies = features.flatMap((f) => f.environments ?? []).flatMap((e) => e.strategies ?? []);
    const operators = new Set(strategies.flatMap((s) => s.constraints ?? []).map((c) => c.operator));
    expect(operators.size).toBeGreaterThanOrEqual(8);
    expect(strategies.some((s) => (s.segments ?? []).length > 0)).toBe(true);
    const variants = features.flatMap((f) => f.environments ?? []).flatMap((e) => e.variants ?? []);
    expect(variants.some((v) => v.payload?.type === 'json')).toBe(true);
    const dateAfter = strategies.flatMap((s) => s.constraints ?? []).find((c) => c.operator === 'DATE_AFTER' && c.contextName === 'currentTime');
    expect(Date.parse(dateAfter?.value ?? '')).toBeGreaterThan(Date.now() + 7 * 86_400_000);
  });

  it('defines a custom strategy with its parameters, in use on a flag', async () => {
    const { strategies } = parsed(strategyDefinitionsSchema, await service.call('GET', '/api/admin/strategies'));
    const custom = strategies.filter((strategy) => strategy.editable);
    expect(custom.map((strategy) => [strategy.name, strategy.parameters.map((parameter) => parameter.type)])).toEqual([['merchantTier', ['list', 'number']]]);
    const uses = features.flatMap((f) => (f.environments ?? []).flatMap((e) => (e.strategies ?? []).filter((s) => s.name === 'merchantTier').map((s) => [f.name, e.name, s.parameters])));
    expect(uses).toEqual([['sepa-direct-debit', 'production', { tiers: 'gold,platinum', minMonthlyVolume: '10000' }]]);
  });

  it('has open change requests in every open state and a few closed ones, Drafts shown to their creator', async () => {
    const forPm = parsed(changeRequestListSchema, await service.call('GET', '/api/admin/projects/default/change-requests/open', { token: patOf('pm') }));
    expect(new Set(forPm.map((r) => r.state))).toEqual(new Set(['Draft', 'In review', 'Approved', 'Scheduled']));
    const forAlice = parsed(changeRequestListSchema, await service.call('GET', '/api/admin/projects/default/change-requests/open', { token: patOf('alice') }));
    expect(forAlice.some((r) => r.state === 'Draft')).toBe(false);
    // Strategy changes name a strategy that exists, so a diff can show before and after.
    const updates = forPm.flatMap((r) => r.features).flatMap((f) => f.changes ?? []).filter((c) => c.action === 'updateStrategy');
    expect(updates.length).toBeGreaterThan(0);
    for (const update of updates) {
      const { id } = z.object({ id: z.string() }).parse(update.payload);
      expect(service.db.prepare('SELECT 1 FROM strategies WHERE id = ?').get(id)).toBeDefined();
    }
    const closed = service.db.prepare<[], { state: string }>("SELECT DISTINCT state FROM change_requests WHERE state IN ('Applied', 'Cancelled', 'Rejected')").all();
    expect(closed).toHaveLength(3);
  });

  it('keeps what each change replaces, as the service does for a change made through the API, so a closed request still shows it', async () => {
    const rows = service.db.prepare<[], { id: number; username: string; state: string }>('SELECT cr.id, u.username, cr.state FROM change_requests cr JOIN users u ON u.id = cr.created_by').all();
    const rejected = rows.find((row) => row.state === 'Rejected');
    if (!rejected) throw new Error('the demo has no rejected change request');
    const request = parsed(changeRequestSchema, await service.call('GET', `/api/admin/projects/default/change-requests/${rejected.id}`, { token: patOf(rejected.username) }));
    const changes = request.features.flatMap((f) => f.changes ?? []);
    expect(changes.length).toBeGreaterThan(0);
    for (const change of changes) expect(change.before, `${request.title}: ${change.action}`).toBeDefined();
  });

  it('dates each change request\'s states as the workflow would have: in order, after creation, before now, with the reviews that moved them', async () => {
    const path: Record<ChangeRequestState, ChangeRequestState[]> = {
      Draft: ['Draft'],
      'In review': ['Draft', 'In review'],
      Approved: ['Draft', 'In review', 'Approved'],
      Scheduled: ['Draft', 'In review', 'Approved', 'Scheduled'],
      Applied: ['Draft', 'In review', 'Approved', 'Applied'],
      Rejected: ['Draft', 'In review', 'Rejected'],
      Cancelled: ['Draft', 'In review', 'Cancelled'],
    };
    const rows = service.db.prepare<[], { id: number; username: string }>('SELECT cr.id, u.username FROM change_requests cr JOIN users u ON u.id = cr.created_by').all();
    expect(rows.length).toBeGreaterThanOrEqual(8);
    const now = Date.now();
    for (const { id, username } of rows) {
      // Read by its author, the one person who may see a Draft.
      const request = parsed(changeRequestSchema, await service.call('GET', `/api/admin/projects/default/change-requests/${id}`, { token: patOf(username) }));
      const times = request.stateTimestamps ?? {};
      const dated = Object.entries(times).sort(([, a], [, b]) => Date.parse(a ?? '') - Date.parse(b ?? ''));
      expect(dated.map(([state]) => state), `${request.title} (${request.state})`).toEqual(path[request.state]);
      expect(times.Draft).toBe(request.createdAt);
      const instants = dated.map(([, at]) => Date.parse(at ?? ''));
      for (const [index, at] of instants.entries()) {
        expect(at, `${request.title}: ${dated[index]?.[0]}`).toBeLessThanOrEqual(now);
        if (index > 0) expect(at, `${request.title}: ${dated[index]?.[0]} after ${dated[index - 1]?.[0]}`).toBeGreaterThan(instants[index - 1] ?? 0);
      }
      // Reviews come after the submission; Approved is the approval that reached the minimum, Rejected the rejection.
      for (const review of [...(request.approvals ?? []), ...(request.rejections ?? [])]) {
        expect(Date.parse(review.createdAt ?? '')).toBeGreaterThan(Date.parse(times['In review'] ?? ''));
      }
      if (times.Approved) expect(times.Approved).toBe(request.approvals?.[request.minApprovals - 1]?.createdAt);
      if (times.Rejected) expect(times.Rejected).toBe(request.rejections?.[0]?.createdAt);
      if (request.state === 'Scheduled') {
        expect(Date.parse(request.schedule.scheduledAt)).toBeGreaterThan(now);
        // The scheduler applies in the name of whoever scheduled it.
        expect(movedBy(service.db, id, 'Scheduled')).toBe(request.createdBy.id);
      }
    }
  });

  it('has two service accounts whose tokens are never used, recently used, expiring soon, expired and never expiring', async () => {
    const { serviceAccounts } = parsed(serviceAccountListSchema, await service.call('GET', '/api/admin/service-account'));
    expect(serviceAccounts).toHaveLength(2);
    const pats = [];
    for (const account of serviceAccounts) pats.push(...parsed(patListSchema, await service.call('GET', `/api/admin/service-account/${account.id}/token`)).pats);
    const now = Date.now();
    const day = 86_400_000;
    expect(pats.some((p) => p.seenAt === null)).toBe(true);
    expect(pats.some((p) => p.seenAt && now - Date.parse(p.seenAt) < 60 * 60_000)).toBe(true);
    expect(pats.some((p) => Date.parse(p.expiresAt) - now > 2 * day && Date.parse(p.expiresAt) - now < 4 * day)).toBe(true);
    expect(pats.some((p) => Date.parse(p.expiresAt) < now)).toBe(true);
    expect(pats.some((p) => Date.parse(p.expiresAt) - now > 50 * 365 * day)).toBe(true);
  });

  it('demo users sign in with their roles', async () => {
    expect((await service.call('POST', '/api/admin/projects/default/features/ai-summaries/environments/staging/on', { token: patOf('victor') })).status).toBe(403);
    expect((await service.call('POST', '/api/admin/projects/default/features/ai-summaries/environments/staging/on', { token: patOf('bob') })).status).toBe(200);
    expect((await service.call('POST', '/api/admin/projects/default/features/ai-summaries/environments/production/on', { token: patOf('pm') })).status).toBe(403);
  });

  it('parses as segments and client features, and the playground answers for it', async () => {
    expect(parsed(segmentListSchema, await service.call('GET', '/api/admin/segments')).segments).toHaveLength(3);
    const client = parsed(clientFeaturesSchema, await service.call('GET', '/api/client/features?environment=production'));
    expect(client.features.length).toBeGreaterThan(25);
    const token = parseApiToken('frontend', '*:production.demo-test-frontend');
    if ('problem' in token) throw new Error(token.problem);
    ensureApiToken(service.db, systemAuthor, token, 'test');
    const answer = async (query: string) => parsed(frontendTogglesSchema, await service.call('GET', `/api/frontend${query}`, { token: token.token })).toggles.map((t) => t.name);
    expect(await answer('?userId=user-1001&properties[region]=eu-west')).toContain('beta-reports');
    expect(await answer('?userId=user-1001&properties[region]=us-east')).not.toContain('beta-reports');
    expect(await answer('?userId=someone')).not.toContain('holiday-banner');
    expect(await answer(`?userId=someone&currentTime=${new Date(Date.now() + 30 * 86_400_000).toISOString()}`)).toContain('holiday-banner');
  });
});
