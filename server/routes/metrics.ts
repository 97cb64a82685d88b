import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { applicationDetailsSchema, applicationsSchema, featureMetricsSchema, featureUsageSchema, metricsLimits } from '../../contract/metrics';
import { projectExposuresSchema } from '../../contract/flagUsage';
import { featureMetricsQuerySchema, projectExposuresQuerySchema } from '../../contract/metricsRequests';
import { errorBodySchema } from '../../contract/error';
import { NotFound } from '../domain/errors';
import { signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { applicationDetails, featureBuckets, lastHourUsage, listApplications, projectExposures, seenApplications } from '../store/metricsRead';
import { requireProject } from '../store/projects';
import type { RouteContext } from './context';
import { projectParams } from './params';

/** `hoursBack` as Unleash reads it: 1 to its maximum, anything else the last 24 hours. */
export function hoursBackOf(raw: string | undefined): number {
  const hours = Number(raw);
  return Number.isInteger(hours) && hours >= 1 && hours <= metricsLimits.hoursBackMax ? hours : 24;
}

const stable = { version: 1, maturity: 'stable' } as const;

/**
 * Exposure metrics read in Unleash 8.2's paths and shapes (server/README.md, Exposure metrics),
 * and a project's exposures over a day, Flagdeck's own. Each read first writes what is counted in
 * memory, so it sees every evaluation answered before it.
 */
export function registerMetricsRoutes(app: FastifyInstance, { db, metrics }: RouteContext): void {
  const route = routesOf(app, 'Metrics');
  const flushed = () => metrics?.flush();

  route({
    method: 'GET', url: '/api/admin/client-metrics/features/:name/raw', access: signedIn,
    summary: 'A flag\'s evaluations per environment and application: hourly buckets for hoursBack up to 48, daily ones beyond (to 91 days), oldest first',
    params: z.object({ name: z.string() }),
    query: featureMetricsQuerySchema,
    responses: { 200: featureMetricsSchema },
    handler: async ({ params, query }) => {
      flushed();
      const hours = hoursBackOf(query.hoursBack);
      const data = hours <= metricsLimits.hourlyUpTo
        ? featureBuckets(db, params.name, 'hour', hours, Date.now())
        : featureBuckets(db, params.name, 'day', Math.floor(hours / 24), Date.now());
      return { ...stable, data };
    },
  });

  route({
    method: 'GET', url: '/api/admin/client-metrics/features/:name', access: signedIn,
    summary: 'A flag\'s evaluations in the current hour per environment, and the applications that evaluate it',
    params: z.object({ name: z.string() }),
    responses: { 200: featureUsageSchema },
    handler: async ({ params }) => {
      flushed();
      return { ...stable, featureName: params.name, lastHourUsage: lastHourUsage(db, params.name, Date.now()), seenApplications: seenApplications(db, params.name) };
    },
  });

  route({
    method: 'GET', url: '/api/admin/metrics/applications', access: signedIn,
    summary: 'The applications that evaluate flags here: SDKs that registered or sent metrics, and frontend API callers by appName',
    responses: { 200: applicationsSchema },
    handler: async () => {
      flushed();
      const applications = listApplications(db);
      return { applications, total: applications.length };
    },
  });

  route({
    method: 'GET', url: '/api/admin/metrics/applications/:appName', access: signedIn,
    summary: 'One application: its instances (SDK and version, address, last seen) and the flags it evaluates',
    params: z.object({ appName: z.string() }),
    responses: { 200: applicationDetailsSchema, 404: errorBodySchema },
    handler: async ({ params }) => {
      flushed();
      const details = applicationDetails(db, params.appName);
      if (!details) throw new NotFound(`Could not find appName=${params.appName}`);
      return details;
    },
  });

  route({
    method: 'GET', url: '/api/admin/projects/:projectId/exposures', access: signedIn,
    summary: 'Flagdeck\'s own: each flag of the project evaluated in the last `hours` hours (24 unless given, at most 48), over every environment',
    description: 'Unleash has none (its feature search counts the last hour only).',
    params: projectParams,
    query: projectExposuresQuerySchema,
    responses: { 200: projectExposuresSchema },
    handler: async ({ params, query }) => {
      requireProject(db, params.projectId);
      flushed();
      const hours = query.hours ?? 24;
      return { hours, features: projectExposures(db, params.projectId, hours, Date.now()) };
    },
  });
}
