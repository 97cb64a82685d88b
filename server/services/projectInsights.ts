import { z } from 'zod';
import { changeVerbs } from '../../contract/changeVerbs';
import type {
  healthReportSchema, personalDashboardProjectSchema, personalDashboardSchema, projectInsightsSchema, projectOverviewSchema, projectStatusSchema,
} from '../../contract/projectInsights';
import { isOutdatedSdk } from '../domain/outdatedSdks';
import type { Principal } from '../auth/principal';
import { projectEnvironments } from '../store/environments';
import { listFeatures } from '../store/featureRead';
import { followedBy } from '../store/follows';
import { listProjects, requireProject } from '../store/projects';
import {
  activityByDate, featureTypeCounts, latestProjectEvents, lifecycleSummary, onboardingStatus, projectApiTokenCount, projectDora, projectHealth,
  projectSdkVersions, projectSegmentCount, projectStats,
} from '../store/projectInsights';
import type { Db } from '../store/openDatabase';
import { activeAdmins, flagsCreatedBy } from '../store/personalDashboard';

/**
 * A project's overview, health and status in Unleash 8.2's shapes. Unleash open source's
 * collaboration mode is always open, stickiness `default`, with no flag limit; projects have no
 * members here (people act by their root role), so member counts are 0 and there are no owners.
 */

type Overview = z.input<typeof projectOverviewSchema>;
const projectDefaults = { defaultStickiness: 'default', mode: 'open', featureLimit: null, members: 0 } as const;

const environmentsOf = (db: Db, projectId: string) =>
  projectEnvironments(db, projectId).map((environment) => ({ environment: environment.name, changeRequestsEnabled: environment.changeRequestsEnabled }));

const favoriteOf = (db: Db, caller: Principal, projectId: string) => caller.kind === 'user' && followedBy(db, caller.user.id).projects.includes(projectId);

export function projectOverview(db: Db, caller: Principal, projectId: string, now: number): Overview {
  const project = requireProject(db, projectId);
  const health = projectHealth(db, projectId, now);
  return {
    version: 1, name: project.name, description: project.description ?? null, ...projectDefaults,
    health: health.health, technicalDebt: health.technicalDebt,
    environments: environmentsOf(db, projectId), featureTypeCounts: featureTypeCounts(db, projectId), stats: projectStats(db, projectId, now),
    createdAt: project.createdAt, archivedAt: project.archivedAt ?? null, favorite: favoriteOf(db, caller, projectId),
    onboardingStatus: onboardingStatus(db, projectId),
  };
}

export function projectHealthReport(db: Db, caller: Principal, projectId: string, now: number): z.input<typeof healthReportSchema> {
  const project = requireProject(db, projectId);
  const health = projectHealth(db, projectId, now);
  return {
    version: 1, name: project.name, description: project.description ?? null, ...projectDefaults,
    health: health.health, technicalDebt: health.technicalDebt, environments: environmentsOf(db, projectId),
    features: listFeatures(db, projectId, false), createdAt: project.createdAt, favorite: favoriteOf(db, caller, projectId),
    stats: projectStats(db, projectId, now),
    potentiallyStaleCount: health.potentiallyStaleCount, activeCount: health.activeCount, staleCount: health.staleCount,
  };
}

export function projectInsights(db: Db, projectId: string, now: number): z.input<typeof projectInsightsSchema> {
  requireProject(db, projectId);
  const health = projectHealth(db, projectId, now);
  const counts = { activeCount: health.activeCount, potentiallyStaleCount: health.potentiallyStaleCount, staleCount: health.staleCount };
  return {
    stats: projectStats(db, projectId, now),
    health: { rating: health.health, ...counts },
    technicalDebt: { rating: health.technicalDebt, ...counts },
    leadTime: projectDora(db, projectId),
    featureTypeCounts: featureTypeCounts(db, projectId),
    members: { currentMembers: 0, change: 0 },
  };
}

export function projectStatus(db: Db, projectId: string, now: number): z.input<typeof projectStatusSchema> {
  requireProject(db, projectId);
  const health = projectHealth(db, projectId, now);
  return {
    activityCountByDate: activityByDate(db, projectId, now),
    health: { current: health.health },
    technicalDebt: { current: health.technicalDebt },
    resources: { apiTokens: projectApiTokenCount(db, projectId), members: 0, segments: projectSegmentCount(db, projectId) },
    staleFlags: { total: health.staleCount },
    lifecycleSummary: lifecycleSummary(db, projectId, now),
  };
}

/** The SDK versions the project's applications run that Unleash calls outdated. */
export function projectOutdatedSdks(db: Db, projectId: string): Array<{ sdkVersion: string; applications: string[] }> {
  requireProject(db, projectId);
  return projectSdkVersions(db, projectId).filter((sdk) => isOutdatedSdk(sdk.sdkVersion));
}

/**
 * Unleash's personal dashboard: the flags one follows or created, and the projects one follows or
 * holding those flags, with the instance's admins. An API token is nobody: no flags, no projects.
 */
export function personalDashboard(db: Db, caller: Principal, now: number): z.input<typeof personalDashboardSchema> {
  const followed = caller.kind === 'user' ? followedBy(db, caller.user.id) : { features: [], projects: [] };
  const created = caller.kind === 'user' ? flagsCreatedBy(db, caller.user.id) : [];
  const followedFlags = new Set(followed.features);
  const flags = [...created.filter((flag) => !followedFlags.has(flag.name)), ...flagsNamed(db, followed.features)]
    .sort((a, b) => a.name.localeCompare(b.name));
  const projectIds = new Set([...followed.projects, ...flags.map((flag) => flag.project)]);
  const projects = listProjects(db).filter((project) => projectIds.has(project.id)).map((project) => {
    const health = projectHealth(db, project.id, now);
    return { id: project.id, name: project.name, health: health.health, technicalDebt: health.technicalDebt, memberCount: 0, featureCount: health.totalCount };
  });
  const admins = activeAdmins(db).map((admin) => ({
    id: admin.id, ...(admin.name ? { name: admin.name } : {}), username: admin.username, ...(admin.email ? { email: admin.email } : {}),
  }));
  return { admins, projectOwners: [], projects, flags };
}

function flagsNamed(db: Db, names: readonly string[]): Array<{ name: string; project: string; type: string }> {
  return names.flatMap((name) => {
    const row = db.cached<[string], { name: string; project: string; type: string }>('SELECT name, project, type FROM features WHERE name = ? AND archived_at IS NULL').get(name);
    return row ? [row] : [];
  });
}

const latestEventCount = 10;

/** Unleash's personal dashboard for one project: its health, its onboarding, its newest events. */
export function personalDashboardProject(db: Db, projectId: string, now: number): z.input<typeof personalDashboardProjectSchema> {
  requireProject(db, projectId);
  const health = projectHealth(db, projectId, now);
  return {
    insights: {
      // The store keeps no past health ratings, so there is none to average over a window.
      avgHealthCurrentWindow: null, avgHealthPastWindow: null,
      totalFlags: health.totalCount, activeFlags: health.activeCount, staleFlags: health.staleCount, potentiallyStaleFlags: health.potentiallyStaleCount,
      health: health.health, technicalDebt: health.technicalDebt,
    },
    onboardingStatus: onboardingStatus(db, projectId),
    latestEvents: latestProjectEvents(db, projectId, latestEventCount).map((event) => ({
      id: event.id,
      summary: [event.created_by, changeVerbs[event.type] ?? event.type, event.feature_name ?? '', event.environment ? `in ${event.environment}` : '']
        .filter((part) => part !== '').join(' '),
      createdBy: event.created_by, createdByImageUrl: '', createdAt: event.created_at,
    })),
    owners: [{ ownerType: 'system' }],
    roles: [],
  };
}
