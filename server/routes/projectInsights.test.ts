import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  healthReportSchema, outdatedSdksSchema, personalDashboardProjectSchema, personalDashboardSchema, projectApplicationsSchema, projectDoraMetricsSchema,
  projectFlagCreatorsSchema, projectInsightsSchema, projectOverviewSchema, projectStatusSchema,
} from '../../contract/projectInsights';
import { expectError, startTestService, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
});
afterEach(async () => service.close());

const dayMs = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();
/** Moves a flag's creation into the past, as if it had been made then (events and all). */
const createdDaysAgo = (flag: string, days: number) => {
  service.db.prepare('UPDATE features SET created_at = ? WHERE name = ?').run(daysAgo(days), flag);
  service.db.prepare("UPDATE events SET created_at = ? WHERE feature_name = ? AND type = 'feature-created'").run(daysAgo(days), flag);
};
const on = (project: string, flag: string, environment: string) =>
  service.call('POST', `/api/admin/projects/${project}/features/${flag}/environments/${environment}/on`);

describe('a project\'s health and lead time', () => {
  it('counts stale and potentially stale flags into the health rating', async () => {
    await service.createFlag('other', 'fresh');
    await service.createFlag('other', 'old-release');
    await service.createFlag('other', 'old-switch', { type: 'kill-switch' });
    await service.createFlag('other', 'marked');
    createdDaysAgo('old-release', 41);
    createdDaysAgo('old-switch', 400);
    expect((await service.call('POST', '/api/admin/projects/other/stale', { body: { features: ['marked'], stale: true } })).status).toBe(202);

    const report = (await service.call('GET', '/api/admin/projects/other/health-report', { answer: healthReportSchema })).answer;
    // 4 flags: one stale, one release older than its 40 days; the kill switch never goes stale.
    expect([report.activeCount, report.staleCount, report.potentiallyStaleCount, report.health, report.technicalDebt]).toEqual([3, 1, 1, 50, 50]);
    expect(report.features.map((flag) => flag.name).sort()).toEqual(['fresh', 'marked', 'old-release', 'old-switch']);
    const insights = (await service.call('GET', '/api/admin/projects/other/insights', { answer: projectInsightsSchema })).answer;
    expect(insights.health).toEqual({ rating: 50, activeCount: 3, potentiallyStaleCount: 1, staleCount: 1 });
    expect(insights.featureTypeCounts).toEqual([{ type: 'kill-switch', count: 1 }, { type: 'release', count: 3 }]);
    const status = (await service.call('GET', '/api/admin/projects/other/status', { answer: projectStatusSchema })).answer;
    expect([status.health.current, status.staleFlags.total, status.lifecycleSummary.initial.currentFlags]).toEqual([50, 1, 4]);
  });

  it('measures time to production from the first switch-on in a production environment', async () => {
    await service.createFlag('other', 'shipped');
    await service.createFlag('other', 'in-dev');
    createdDaysAgo('shipped', 10);
    createdDaysAgo('in-dev', 3);
    await on('other', 'in-dev', 'development');
    await on('other', 'shipped', 'production');

    const dora = (await service.call('GET', '/api/admin/projects/other/dora', { answer: projectDoraMetricsSchema })).answer;
    expect(dora).toEqual({ features: [{ name: 'shipped', timeToProduction: 10 }], projectAverage: 10 });
    const overview = (await service.call('GET', '/api/admin/projects/other/overview', { answer: projectOverviewSchema })).answer;
    expect(overview.stats?.avgTimeToProdCurrentWindow).toBe(10);
    expect(overview.stats?.createdCurrentWindow).toBe(2);
    expect(overview.onboardingStatus).toEqual({ status: 'first-flag-created', feature: 'shipped' });
  });

  it('names who created the project\'s flags', async () => {
    await service.createFlag('default', 'by-token');
    expect((await service.call('POST', '/api/admin/projects/default/features', { token: service.pats.Editor, body: { name: 'by-editor' } })).status).toBe(201);
    const creators = (await service.call('GET', '/api/admin/projects/default/flag-creators', { answer: projectFlagCreatorsSchema })).answer;
    expect(creators.map((creator) => creator.id)).toEqual([service.userIds.Editor]);
  });

  it('answers 404 for a project that does not exist', async () => {
    for (const path of ['overview', 'health-report', 'insights', 'status', 'dora', 'flag-creators', 'applications', 'sdks/outdated']) {
      expectError(await service.call('GET', `/api/admin/projects/nowhere/${path}`), 404, 'NotFoundError');
    }
    expectError(await service.call('GET', '/api/admin/personal-dashboard/nowhere', { token: service.pats.Viewer }), 404, 'NotFoundError');
  });
});

describe('the applications of a project', () => {
  it('lists those whose SDKs reported its flags, and their outdated SDK versions', async () => {
    await service.createFlag('default', 'banner');
    const started = new Date().toISOString();
    for (const [instanceId, sdkVersion] of [['a-1', 'unleash-client-node:5.0.0'], ['a-2', 'unleash-client-node:6.1.0']] as const) {
      const register = await service.call('POST', '/api/client/register', {
        token: tokens.client, body: { appName: 'shop', instanceId, sdkVersion, strategies: ['default'], started, interval: 15000 },
      });
      expect(register.status).toBe(202);
    }
    const metrics = await service.call('POST', '/api/client/metrics', {
      token: tokens.client, body: { appName: 'shop', instanceId: 'a-1', bucket: { start: started, stop: new Date().toISOString(), toggles: { banner: { yes: 2, no: 1 } } } },
    });
    expect(metrics.status).toBe(202);

    const applications = (await service.call('GET', '/api/admin/projects/default/applications', { answer: projectApplicationsSchema })).answer;
    expect(applications).toEqual({
      total: 1,
      applications: [{ name: 'shop', environments: ['development'], instances: ['a-1', 'a-2'], sdks: [{ name: 'unleash-client-node', versions: ['5.0.0', '6.1.0'] }] }],
    });
    expect((await service.call('GET', '/api/admin/projects/default/sdks/outdated', { answer: outdatedSdksSchema })).answer)
      .toEqual({ sdks: [{ sdkVersion: 'unleash-client-node:5.0.0', applications: ['shop'] }] });
    expect((await service.call('GET', '/api/admin/projects/other/applications', { answer: projectApplicationsSchema })).answer).toEqual({ total: 0, applications: [] });
    expect((await service.call('GET', '/api/admin/projects/default/overview', { answer: projectOverviewSchema })).answer.onboardingStatus).toEqual({ status: 'onboarded' });
  });
});

describe('the personal dashboard', () => {
  it('holds the flags one follows or created and their projects, and the projects one follows', async () => {
    await service.createFlag('default', 'followed');
    await service.createFlag('default', 'not-mine');
    expect((await service.call('POST', '/api/admin/projects/other/features', { token: service.pats.Editor, body: { name: 'mine' } })).status).toBe(201);
    expect((await service.call('POST', '/api/admin/projects/default/features/followed/favorites', { token: service.pats.Editor })).status).toBe(200);

    const dashboard = (await service.call('GET', '/api/admin/personal-dashboard', { token: service.pats.Editor, answer: personalDashboardSchema })).answer;
    expect(dashboard.flags).toEqual([{ name: 'followed', project: 'default', type: 'release' }, { name: 'mine', project: 'other', type: 'release' }]);
    expect(dashboard.projects.map((project) => [project.id, project.featureCount])).toEqual([['default', 2], ['other', 1]]);
    expect(dashboard.admins.map((admin) => admin.id)).toContain(service.userIds.Admin);
    expect(dashboard.admins.map((admin) => admin.id)).not.toContain(service.userIds.Editor);
    const someoneElse = (await service.call('GET', '/api/admin/personal-dashboard', { token: service.pats.Viewer, answer: personalDashboardSchema })).answer;
    expect([someoneElse.flags, someoneElse.projects]).toEqual([[], []]);

    const project = (await service.call('GET', '/api/admin/personal-dashboard/other', { token: service.pats.Editor, answer: personalDashboardProjectSchema })).answer;
    expect(project.latestEvents.map((event) => event.summary)).toEqual([expect.stringContaining('created mine')]);
    expect(project.insights.totalFlags).toBe(1);
  });
});
