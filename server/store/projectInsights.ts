import { statsWindowDays, type OnboardingStatus, type ProjectDoraMetrics, type ProjectStats, type ProjectStatus } from '../../contract/projectInsights';
import { listFeatureTypes } from './featureTypes';
import type { Db } from './openDatabase';

/**
 * A project's figures as Unleash 8.2 reports them, each counted from what the store holds: its
 * flags (created, archived, stale, their lifecycle stage), the event log, and the SDKs' reports.
 * `now` is milliseconds since the epoch.
 */

const dayMs = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

export interface ProjectHealth {
  /** Flags not archived. */
  totalCount: number;
  /** Of those, not marked stale. */
  activeCount: number;
  staleCount: number;
  /** Not marked stale, but older than their type's lifetime. */
  potentiallyStaleCount: number;
  /** The share of flags neither stale nor potentially stale, 0 to 100 (100 with no flag). */
  health: number;
  /** 100 less the health. */
  technicalDebt: number;
}

/** Unleash's health rating of a project's live flags (its `calculateHealthRating`). */
export function projectHealth(db: Db, projectId: string, now: number): ProjectHealth {
  const lifetimes = new Map(listFeatureTypes(db).map((type) => [type.id, type.lifetimeDays]));
  const flags = db.cached<[string], { type: string; stale: number; created_at: string }>(
    'SELECT type, stale, created_at FROM features WHERE project = ? AND archived_at IS NULL',
  ).all(projectId);
  const staleCount = flags.filter((flag) => flag.stale === 1).length;
  const potentiallyStaleCount = flags.filter((flag) => {
    const lifetime = lifetimes.get(flag.type);
    return flag.stale === 0 && typeof lifetime === 'number' && Date.parse(flag.created_at) + lifetime * dayMs < now;
  }).length;
  const totalCount = flags.length;
  const activeCount = totalCount - staleCount;
  const health = totalCount === 0 ? 100 : Math.round(((activeCount - potentiallyStaleCount) / totalCount) * 100);
  return { totalCount, activeCount, staleCount, potentiallyStaleCount, health, technicalDebt: 100 - health };
}

/**
 * Days from each live flag's creation to the first time it was switched on in an environment of
 * type production (its `feature-environment-enabled` event); flags never switched on there are
 * not counted. With `createdSince`, only flags created since then.
 */
export function projectDora(db: Db, projectId: string, createdSince?: number): ProjectDoraMetrics {
  const rows = db.cached<[string, string], { name: string; created_at: string; first_on: string }>(
    `SELECT f.name, f.created_at, MIN(e.created_at) AS first_on
     FROM features f JOIN events e ON e.feature_name = f.name AND e.type = 'feature-environment-enabled'
     JOIN environments env ON env.name = e.environment AND env.type = 'production'
     WHERE f.project = ? AND f.archived_at IS NULL AND f.created_at >= ?
     GROUP BY f.name ORDER BY f.name`,
  ).all(projectId, createdSince === undefined ? '' : iso(createdSince));
  const features = rows.map((row) => ({ name: row.name, timeToProduction: Math.max(0, Math.round((Date.parse(row.first_on) - Date.parse(row.created_at)) / dayMs)) }));
  const total = features.reduce((sum, feature) => sum + feature.timeToProduction, 0);
  return { features, ...(features.length === 0 ? {} : { projectAverage: total / features.length }) };
}

function countBetween(db: Db, sql: string, projectId: string, from: number, to: number): number {
  return db.cached<[string, string, string], { n: number }>(sql).get(projectId, iso(from), iso(to))?.n ?? 0;
}

const createdSql = 'SELECT COUNT(*) AS n FROM features WHERE project = ? AND created_at >= ? AND created_at < ?';
const archivedSql = 'SELECT COUNT(*) AS n FROM features WHERE project = ? AND archived_at >= ? AND archived_at < ?';
const activitySql = 'SELECT COUNT(*) AS n FROM events WHERE project = ? AND created_at >= ? AND created_at < ?';

/**
 * The past 30 days against the 30 before: flags created and archived, events in the project.
 * Projects have no members here (people act by their root role), so none are added.
 */
export function projectStats(db: Db, projectId: string, now: number): ProjectStats {
  const window = statsWindowDays * dayMs;
  const current = [now - window, now + 1] as const;
  const past = [now - 2 * window, now - window] as const;
  return {
    avgTimeToProdCurrentWindow: projectDora(db, projectId, current[0]).projectAverage ?? 0,
    createdCurrentWindow: countBetween(db, createdSql, projectId, ...current),
    createdPastWindow: countBetween(db, createdSql, projectId, ...past),
    archivedCurrentWindow: countBetween(db, archivedSql, projectId, ...current),
    archivedPastWindow: countBetween(db, archivedSql, projectId, ...past),
    projectActivityCurrentWindow: countBetween(db, activitySql, projectId, ...current),
    projectActivityPastWindow: countBetween(db, activitySql, projectId, ...past),
    projectMembersAddedCurrentWindow: 0,
  };
}

/** How many live flags of each type the project holds. */
export function featureTypeCounts(db: Db, projectId: string): Array<{ type: string; count: number }> {
  return db.cached<[string], { type: string; count: number }>(
    'SELECT type, COUNT(*) AS count FROM features WHERE project = ? AND archived_at IS NULL GROUP BY type ORDER BY type',
  ).all(projectId);
}

/**
 * Unleash's onboarding: started until a flag is made; then the first flag, until an SDK has
 * reported evaluating one of the project's flags (onboarded).
 */
export function onboardingStatus(db: Db, projectId: string): OnboardingStatus {
  const seen = db.cached<[string], { one: number }>(
    'SELECT 1 AS one FROM metric_series s JOIN features f ON f.name = s.feature WHERE f.project = ? LIMIT 1',
  ).get(projectId);
  if (seen) return { status: 'onboarded' };
  const first = db.cached<[string], { name: string }>('SELECT name FROM features WHERE project = ? ORDER BY created_at, name LIMIT 1').get(projectId);
  return first ? { status: 'first-flag-created', feature: first.name } : { status: 'onboarding-started' };
}

/** Events in the project per day over the past year, the days with none left out (as Unleash). */
export function activityByDate(db: Db, projectId: string, now: number): Array<{ date: string; count: number }> {
  return db.cached<[string, string], { date: string; count: number }>(
    'SELECT substr(created_at, 1, 10) AS date, COUNT(*) AS count FROM events WHERE project = ? AND created_at >= ? GROUP BY 1 ORDER BY 1',
  ).all(projectId, iso(now - 365 * dayMs));
}

/**
 * For each lifecycle stage, how many live flags are in it and the days they have been in it on
 * average (the store keeps when a flag entered its stage, not how long past flags stayed in
 * earlier ones); archived flags, and those archived in the past 30 days.
 */
export function lifecycleSummary(db: Db, projectId: string, now: number): ProjectStatus['lifecycleSummary'] {
  const rows = db.cached<[string], { stage: string; entered: string }>(
    'SELECT lifecycle_stage AS stage, lifecycle_entered_at AS entered FROM features WHERE project = ? AND archived_at IS NULL',
  ).all(projectId);
  const summary = (stage: string) => {
    const inStage = rows.filter((row) => row.stage === stage);
    const days = inStage.map((row) => Math.max(0, (now - Date.parse(row.entered)) / dayMs));
    return { currentFlags: inStage.length, averageDays: days.length === 0 ? null : Math.round(days.reduce((a, b) => a + b, 0) / days.length) };
  };
  const archived = db.cached<[string, string], { total: number; recent: number }>(
    'SELECT COUNT(*) AS total, COUNT(*) FILTER (WHERE archived_at >= ?) AS recent FROM features WHERE project = ? AND archived_at IS NOT NULL',
  ).get(iso(now - statsWindowDays * dayMs), projectId);
  return {
    initial: summary('initial'), preLive: summary('pre-live'), live: summary('live'), completed: summary('completed'),
    archived: { currentFlags: archived?.total ?? 0, last30Days: archived?.recent ?? 0 },
  };
}

/** API tokens that reach the project: those naming it (tokens for every project are not counted, as in Unleash). */
export function projectApiTokenCount(db: Db, projectId: string): number {
  return db.cached<[string], { n: number }>(
    'SELECT COUNT(*) AS n FROM api_tokens t WHERE EXISTS (SELECT 1 FROM json_each(t.projects) WHERE value = ?)',
  ).get(projectId)?.n ?? 0;
}

export function projectSegmentCount(db: Db, projectId: string): number {
  return db.cached<[string], { n: number }>('SELECT COUNT(*) AS n FROM segments WHERE project = ?').get(projectId)?.n ?? 0;
}

/** The people who created the project's flags (their `feature-created` events), by name. */
export function projectFlagCreators(db: Db, projectId: string): Array<{ id: number; name: string }> {
  return db.cached<[string], { id: number; name: string }>(
    `SELECT DISTINCT u.id, COALESCE(u.name, u.username, u.email) AS name
     FROM events e JOIN users u ON u.id = e.created_by_user_id
     WHERE e.project = ? AND e.type = 'feature-created' ORDER BY name`,
  ).all(projectId);
}

export interface ProjectApplication { name: string; environments: string[]; instances: string[]; sdks: Array<{ name: string; versions: string[] }> }

/**
 * The applications whose SDKs reported evaluating a flag of the project, with the environments
 * they reported from, their instances there and their SDKs (`name:version` split).
 */
export function projectApplications(db: Db, projectId: string): ProjectApplication[] {
  const usage = db.cached<[string], { app_name: string; environment: string }>(
    'SELECT DISTINCT s.app_name, s.environment FROM metric_series s JOIN features f ON f.name = s.feature WHERE f.project = ? ORDER BY s.app_name, s.environment',
  ).all(projectId);
  const byApp = new Map<string, Set<string>>();
  for (const row of usage) byApp.set(row.app_name, (byApp.get(row.app_name) ?? new Set()).add(row.environment));
  const instancesOf = db.cached<[string], { instance_id: string; environment: string; sdk_version: string | null }>(
    'SELECT instance_id, environment, sdk_version FROM client_instances WHERE app_name = ? ORDER BY instance_id',
  );
  return [...byApp.entries()].map(([name, environments]) => {
    const instances = instancesOf.all(name).filter((row) => environments.has(row.environment));
    const sdks = new Map<string, Set<string>>();
    for (const { sdk_version: sdkVersion } of instances) {
      if (!sdkVersion) continue;
      const [sdk = sdkVersion, version = ''] = sdkVersion.split(':');
      sdks.set(sdk, (sdks.get(sdk) ?? new Set()).add(version));
    }
    return {
      name, environments: [...environments], instances: [...new Set(instances.map((row) => row.instance_id))],
      sdks: [...sdks.entries()].map(([sdk, versions]) => ({ name: sdk, versions: [...versions].filter((version) => version !== '') })),
    };
  });
}

/** Each SDK version reported by the project's applications, with the applications that run it. */
export function projectSdkVersions(db: Db, projectId: string): Array<{ sdkVersion: string; applications: string[] }> {
  const rows = db.cached<[string], { sdk_version: string; app_name: string }>(
    `SELECT DISTINCT i.sdk_version, i.app_name FROM client_instances i
     WHERE i.sdk_version IS NOT NULL AND EXISTS (
       SELECT 1 FROM metric_series s JOIN features f ON f.name = s.feature WHERE f.project = ? AND s.app_name = i.app_name AND s.environment = i.environment)
     ORDER BY i.sdk_version, i.app_name`,
  ).all(projectId);
  const byVersion = new Map<string, string[]>();
  for (const row of rows) byVersion.set(row.sdk_version, [...(byVersion.get(row.sdk_version) ?? []), row.app_name]);
  return [...byVersion.entries()].map(([sdkVersion, applications]) => ({ sdkVersion, applications }));
}

/** The project's newest events, newest first. */
export function latestProjectEvents(db: Db, projectId: string, limit: number): Array<{ id: number; type: string; created_by: string; created_at: string; feature_name: string | null; environment: string | null }> {
  return db.cached<[string, number], { id: number; type: string; created_by: string; created_at: string; feature_name: string | null; environment: string | null }>(
    'SELECT id, type, created_by, created_at, feature_name, environment FROM events WHERE project = ? ORDER BY created_at DESC, id DESC LIMIT ?',
  ).all(projectId, limit);
}
