import type { FastifyInstance } from 'fastify';
import {
  healthReportSchema, outdatedSdksSchema, personalDashboardProjectSchema, personalDashboardSchema, projectApplicationsSchema, projectDoraMetricsSchema,
  projectFlagCreatorsSchema, projectInsightsSchema, projectOverviewSchema, projectStatusSchema,
} from '../../contract/projectInsights';
import { principalOf, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import {
  personalDashboard, personalDashboardProject, projectHealthReport, projectInsights, projectOutdatedSdks, projectOverview, projectStatus,
} from '../services/projectInsights';
import { projectApplications, projectDora, projectFlagCreators } from '../store/projectInsights';
import { requireProject } from '../store/projects';
import type { RouteContext } from './context';
import { projectParams } from './params';

const project = '/api/admin/projects/:projectId';
const health = 'Health is the share of live flags neither marked stale nor older than their type\'s lifetime (potentially stale); technical debt is 100 less it.';
const stats = 'Stats compare the past 30 days with the 30 before: flags created and archived, events recorded in the project; projects have no members here (people act by their root role), so members are 0.';
const leadTime = 'Time to production is the days from a flag\'s creation to the first time it was switched on in an environment of type production, from the event log.';

/** What Unleash 8.2 reports of a project as a whole, counted from the store (server/README.md, Project insights). */
export function registerProjectInsightRoutes(app: FastifyInstance, { db, metrics }: RouteContext): void {
  const route = routesOf(app, 'Projects');
  // What the SDKs reported is read once what was counted in memory is written (as the metrics routes do).
  const flushed = () => metrics?.flush();
  const now = () => {
    flushed();
    return Date.now();
  };

  route({
    method: 'GET', url: `${project}/overview`, access: signedIn,
    summary: 'A project\'s overview: its settings, health, environments, flag types, the past 30 days and its onboarding',
    description: `${health} ${stats} Onboarding: started until a flag is made, then first-flag-created until an SDK reports one of its flags (onboarded).`,
    params: projectParams,
    responses: { 200: projectOverviewSchema },
    handler: async ({ params, request }) => projectOverview(db, principalOf(request), params.projectId, now()),
  });

  route({
    method: 'GET', url: `${project}/health-report`, access: signedIn,
    summary: 'A project\'s health: its live flags, how many are stale or potentially stale, and its rating',
    description: `${health} ${stats}`,
    params: projectParams,
    responses: { 200: healthReportSchema },
    handler: async ({ params, request }) => projectHealthReport(db, principalOf(request), params.projectId, now()),
  });

  route({
    method: 'GET', url: `${project}/insights`, access: signedIn,
    summary: 'A project\'s insights: stats, health, technical debt, lead time, flag types and members',
    description: `${health} ${stats} ${leadTime}`,
    params: projectParams,
    responses: { 200: projectInsightsSchema },
    handler: async ({ params }) => projectInsights(db, params.projectId, now()),
  });

  route({
    method: 'GET', url: `${project}/status`, access: signedIn,
    summary: 'A project\'s status: events per day over the past year, health, resources, stale flags and the flags in each lifecycle stage',
    description: `${health} A stage's averageDays is how long its flags have been in it so far (the store keeps when a flag entered its stage, not how long earlier flags stayed); apiTokens counts the tokens naming the project.`,
    params: projectParams,
    responses: { 200: projectStatusSchema },
    handler: async ({ params }) => projectStatus(db, params.projectId, now()),
  });

  route({
    method: 'GET', url: `${project}/dora`, access: signedIn,
    summary: 'A project\'s lead time: for each live flag switched on in production, the days it took',
    description: `${leadTime} projectAverage is their mean, absent with no such flag.`,
    params: projectParams,
    responses: { 200: projectDoraMetricsSchema },
    handler: async ({ params }) => {
      requireProject(db, params.projectId);
      return projectDora(db, params.projectId);
    },
  });

  route({
    method: 'GET', url: `${project}/flag-creators`, access: signedIn,
    summary: 'The people who created the project\'s flags (from their feature-created events)',
    params: projectParams,
    responses: { 200: projectFlagCreatorsSchema },
    handler: async ({ params }) => {
      requireProject(db, params.projectId);
      return projectFlagCreators(db, params.projectId);
    },
  });

  route({
    method: 'GET', url: `${project}/applications`, access: signedIn,
    summary: 'The applications whose SDKs reported evaluating the project\'s flags, with their environments, instances and SDKs',
    params: projectParams,
    responses: { 200: projectApplicationsSchema },
    handler: async ({ params }) => {
      flushed();
      requireProject(db, params.projectId);
      const applications = projectApplications(db, params.projectId);
      return { total: applications.length, applications };
    },
  });

  route({
    method: 'GET', url: `${project}/sdks/outdated`, access: signedIn,
    summary: 'The SDK versions the project\'s applications run that Unleash calls outdated, with the applications running each',
    params: projectParams,
    responses: { 200: outdatedSdksSchema },
    handler: async ({ params }) => {
      flushed();
      return { sdks: projectOutdatedSdks(db, params.projectId) };
    },
  });

  route({
    method: 'GET', url: '/api/admin/personal-dashboard', access: signedIn,
    summary: 'One\'s dashboard: the flags one follows or created, their projects and those one follows, and the instance\'s admins',
    description: `${health} Projects have no owners or members here. An API token is nobody: no flags, no projects.`,
    responses: { 200: personalDashboardSchema },
    handler: async ({ request }) => personalDashboard(db, principalOf(request), now()),
  });

  route({
    method: 'GET', url: '/api/admin/personal-dashboard/:projectId', access: signedIn,
    summary: 'One project on one\'s dashboard: its health, its onboarding and its newest events',
    description: `${health} The store keeps no past ratings, so the windows' average health is null; owners are the system's, roles none.`,
    params: projectParams,
    responses: { 200: personalDashboardProjectSchema },
    handler: async ({ params }) => personalDashboardProject(db, params.projectId, now()),
  });
}
