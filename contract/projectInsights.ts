import { z } from 'zod';
import { dateTime } from './common';
import { featureSchema } from './feature';

/**
 * What Unleash 8.2 says of a project as a whole, in its shapes (`projectOverviewSchema`,
 * `projectStatsSchema`, `projectDoraMetricsSchema`, `healthReportSchema`, `projectInsightsSchema`,
 * `projectStatusSchema`, `projectApplicationsSchema`, `projectFlagCreatorsSchema`,
 * `outdatedSdksSchema`, `personalDashboardSchema`, `personalDashboardProjectDetailsSchema`).
 * Every figure is counted from what the store holds: flags, their lifecycle, the event log and
 * the SDKs' reports.
 */

/** Unleash's two windows: the past 30 days, and the 30 before them. */
export const statsWindowDays = 30;

export const projectStatsSchema = z.object({
  avgTimeToProdCurrentWindow: z.number(),
  createdCurrentWindow: z.number(),
  createdPastWindow: z.number(),
  archivedCurrentWindow: z.number(),
  archivedPastWindow: z.number(),
  projectActivityCurrentWindow: z.number(),
  projectActivityPastWindow: z.number(),
  projectMembersAddedCurrentWindow: z.number(),
});

/** The environments a project uses, as Unleash's `projectEnvironmentSchema` lists them. */
const projectEnvironmentEntry = z.object({ environment: z.string(), changeRequestsEnabled: z.boolean().optional() });

const featureTypeCount = z.object({ type: z.string(), count: z.number() });

export const onboardingStatusSchema = z.union([
  z.object({ status: z.enum(['onboarding-started', 'sdk-connected', 'onboarded']) }),
  z.object({ status: z.literal('first-flag-created'), feature: z.string() }),
]);

export const projectModes = ['open', 'protected', 'private'] as const;

/** `GET /api/admin/projects/{projectId}/overview`. */
export const projectOverviewSchema = z.object({
  version: z.int(),
  name: z.string(),
  description: z.string().nullish(),
  defaultStickiness: z.string().optional(),
  mode: z.enum(projectModes).optional(),
  featureLimit: z.number().nullish(),
  members: z.number().optional(),
  health: z.number().optional(),
  technicalDebt: z.number().optional(),
  environments: z.array(projectEnvironmentEntry).optional(),
  featureTypeCounts: z.array(featureTypeCount).optional(),
  stats: projectStatsSchema.optional(),
  updatedAt: dateTime.nullish(),
  archivedAt: dateTime.nullish(),
  createdAt: dateTime.nullish(),
  favorite: z.boolean().optional(),
  onboardingStatus: onboardingStatusSchema,
});

/** `GET /api/admin/projects/{projectId}/dora`: days from a flag's creation to its first switch-on in a production environment. */
export const projectDoraMetricsSchema = z.object({
  projectAverage: z.number().optional(),
  features: z.array(z.object({ name: z.string(), timeToProduction: z.number() })),
});

const healthCounts = z.object({ rating: z.int(), activeCount: z.number(), potentiallyStaleCount: z.number(), staleCount: z.number() });

/** `GET /api/admin/projects/{projectId}/health-report`. */
export const healthReportSchema = z.object({
  version: z.int(),
  name: z.string(),
  description: z.string().nullish(),
  defaultStickiness: z.string(),
  mode: z.enum(projectModes),
  featureLimit: z.number().nullish(),
  members: z.int(),
  health: z.int(),
  technicalDebt: z.number(),
  environments: z.array(projectEnvironmentEntry),
  features: z.array(featureSchema),
  createdAt: dateTime.nullish(),
  updatedAt: dateTime.nullish(),
  favorite: z.boolean().optional(),
  stats: projectStatsSchema.optional(),
  potentiallyStaleCount: z.number(),
  activeCount: z.number(),
  staleCount: z.number(),
});

/** `GET /api/admin/projects/{projectId}/insights`. */
export const projectInsightsSchema = z.object({
  stats: projectStatsSchema,
  health: healthCounts,
  technicalDebt: healthCounts,
  leadTime: projectDoraMetricsSchema,
  featureTypeCounts: z.array(featureTypeCount),
  members: z.object({ currentMembers: z.number(), change: z.number() }),
});

const stageSummary = z.object({ averageDays: z.number().nullable(), currentFlags: z.int() });

/** `GET /api/admin/projects/{projectId}/status`. */
export const projectStatusSchema = z.object({
  activityCountByDate: z.array(z.object({ date: z.string(), count: z.int() })),
  health: z.object({ current: z.int() }),
  technicalDebt: z.object({ current: z.int() }),
  resources: z.object({ apiTokens: z.int(), members: z.int(), segments: z.int() }),
  staleFlags: z.object({ total: z.int() }),
  lifecycleSummary: z.object({
    initial: stageSummary,
    preLive: stageSummary,
    live: stageSummary,
    completed: stageSummary,
    archived: z.object({ currentFlags: z.int(), last30Days: z.int() }),
  }),
});

/** `GET /api/admin/projects/{projectId}/applications`. */
export const projectApplicationsSchema = z.object({
  total: z.int(),
  applications: z.array(z.object({
    name: z.string(),
    environments: z.array(z.string()),
    instances: z.array(z.string()),
    sdks: z.array(z.object({ name: z.string(), versions: z.array(z.string()) })),
  })),
});

/** `GET /api/admin/projects/{projectId}/flag-creators`. */
export const projectFlagCreatorsSchema = z.array(z.object({ id: z.int(), name: z.string() }));

/** `GET /api/admin/projects/{projectId}/sdks/outdated`. */
export const outdatedSdksSchema = z.object({ sdks: z.array(z.object({ sdkVersion: z.string(), applications: z.array(z.string()) })) });

const projectOwner = z.object({ ownerType: z.literal('user'), name: z.string(), imageUrl: z.string().nullish(), email: z.string().nullish() });

/** `GET /api/admin/personal-dashboard`. */
export const personalDashboardSchema = z.object({
  admins: z.array(z.object({ id: z.int(), name: z.string().optional(), username: z.string().optional(), imageUrl: z.string().optional(), email: z.string().optional() })),
  projectOwners: z.array(projectOwner),
  projects: z.array(z.object({ id: z.string(), name: z.string(), health: z.int(), technicalDebt: z.int(), memberCount: z.int(), featureCount: z.int() })),
  flags: z.array(z.object({ name: z.string(), project: z.string(), type: z.string() })),
});

/** `GET /api/admin/personal-dashboard/{projectId}`. */
export const personalDashboardProjectSchema = z.object({
  insights: z.object({
    avgHealthCurrentWindow: z.int().nullable(),
    avgHealthPastWindow: z.int().nullable(),
    totalFlags: z.int(),
    activeFlags: z.int(),
    staleFlags: z.int(),
    potentiallyStaleFlags: z.int(),
    health: z.int(),
    technicalDebt: z.int(),
  }),
  onboardingStatus: onboardingStatusSchema,
  latestEvents: z.array(z.object({ id: z.int(), summary: z.string().nullable(), createdBy: z.string(), createdByImageUrl: z.string(), createdAt: dateTime })),
  owners: z.union([z.array(projectOwner), z.array(z.object({ ownerType: z.literal('system') }))]),
  roles: z.array(z.object({ name: z.string(), id: z.int(), type: z.enum(['custom', 'project']) })),
});

export type ProjectStats = z.infer<typeof projectStatsSchema>;
export type ProjectDoraMetrics = z.infer<typeof projectDoraMetricsSchema>;
export type OnboardingStatus = z.infer<typeof onboardingStatusSchema>;
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
