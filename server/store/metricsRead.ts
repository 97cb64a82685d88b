import { z } from 'zod';
import type { ApplicationDetails, ApplicationSummary, FeatureEnvironmentMetrics } from '../../contract/metrics';
import { readJson } from './json';
import { dayMs, hourMs, storedVariants, toDay, toHour } from './metricsTime';
import type { Db } from './openDatabase';

/*
 * Exposure metrics read back in Unleash 8.2's shapes (server/README.md, Exposure metrics).
 */

interface BucketRow { environment: string; app_name: string; at: number; yes: number; no: number; variants: string | null }

/**
 * A flag's buckets of the last `count` hours (or days), oldest first: every environment and
 * application that evaluated it then, with a zero bucket for each hour it did not, as Unleash
 * answers (its buckets end with the current one).
 */
export function featureBuckets(db: Db, feature: string, unit: 'hour' | 'day', count: number, now: number): FeatureEnvironmentMetrics[] {
  const last = unit === 'hour' ? toHour(now) : toDay(now);
  const first = last - count + 1;
  const table = unit === 'hour' ? 'metric_hours' : 'metric_days';
  const rows = db.cached<[string, number, number], BucketRow>(
    `SELECT s.environment, s.app_name, b.${unit} AS at, b.yes, b.no, b.variants
     FROM metric_series s JOIN ${table} b ON b.series = s.id
     WHERE s.feature = ? AND b.${unit} BETWEEN ? AND ?`,
  ).all(feature, first, last);
  const unitMs = unit === 'hour' ? hourMs : dayMs;
  const byPair = new Map<string, { environment: string; appName: string; buckets: Map<number, BucketRow> }>();
  for (const row of rows) {
    const key = `${row.environment}\u0000${row.app_name}`;
    const pair = byPair.get(key) ?? { environment: row.environment, appName: row.app_name, buckets: new Map<number, BucketRow>() };
    pair.buckets.set(row.at, row);
    byPair.set(key, pair);
  }
  const pairs = [...byPair.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([, pair]) => pair);
  const result: FeatureEnvironmentMetrics[] = [];
  for (let at = first; at <= last; at++) {
    for (const { environment, appName, buckets } of pairs) {
      const row = buckets.get(at);
      const bucket: FeatureEnvironmentMetrics = { featureName: feature, appName, environment, timestamp: new Date(at * unitMs).toISOString(), yes: row?.yes ?? 0, no: row?.no ?? 0 };
      if (row?.variants) bucket.variants = readJson(storedVariants, row.variants);
      result.push(bucket);
    }
  }
  return result;
}

/** The current hour's evaluations of a flag, per environment. */
export function lastHourUsage(db: Db, feature: string, now: number): FeatureEnvironmentMetrics[] {
  const hour = toHour(now);
  return db.cached<[string, number], { environment: string; yes: number; no: number }>(
    `SELECT s.environment, SUM(h.yes) AS yes, SUM(h.no) AS no FROM metric_series s JOIN metric_hours h ON h.series = s.id
     WHERE s.feature = ? AND h.hour = ? GROUP BY s.environment ORDER BY s.environment`,
  ).all(feature, hour).map((row) => ({ environment: row.environment, timestamp: new Date(hour * hourMs).toISOString(), yes: row.yes, no: row.no }));
}

/** The applications that evaluated a flag within the metrics kept. */
export function seenApplications(db: Db, feature: string): string[] {
  return db.cached<[string], { app_name: string }>('SELECT DISTINCT app_name FROM metric_series WHERE feature = ? ORDER BY app_name')
    .all(feature).map((row) => row.app_name);
}

const strategyNames = z.array(z.string());

export function listApplications(db: Db): ApplicationSummary[] {
  const usage = new Map<string, Map<string, Set<string>>>();
  for (const row of db.cached<[], { app_name: string; project: string; environment: string }>(
    'SELECT DISTINCT s.app_name, f.project, s.environment FROM metric_series s JOIN features f ON f.name = s.feature ORDER BY s.environment',
  ).all()) {
    const projects = usage.get(row.app_name) ?? new Map<string, Set<string>>();
    projects.set(row.project, (projects.get(row.project) ?? new Set()).add(row.environment));
    usage.set(row.app_name, projects);
  }
  return db.cached<[], { app_name: string; description: string | null; url: string | null; strategies: string | null; created_at: string }>(
    'SELECT app_name, description, url, strategies, created_at FROM client_applications ORDER BY app_name',
  ).all().map((row) => ({
    appName: row.app_name,
    description: row.description,
    url: row.url,
    createdAt: row.created_at,
    strategies: row.strategies ? readJson(strategyNames, row.strategies) : [],
    usage: [...(usage.get(row.app_name) ?? new Map<string, Set<string>>()).entries()]
      .map(([project, environments]) => ({ project, environments: [...environments] })),
  }));
}

interface InstanceRow { instance_id: string; environment: string; sdk_version: string | null; sdk_type: string | null; client_ip: string | null; created_at: string; last_seen: string }

export function applicationDetails(db: Db, appName: string): (ApplicationDetails & { lastSeen: string }) | undefined {
  const app = db.cached<[string], { app_name: string; description: string | null; url: string | null; created_at: string; last_seen: string }>(
    'SELECT app_name, description, url, created_at, last_seen FROM client_applications WHERE app_name = ?',
  ).get(appName);
  if (!app) return undefined;
  const instances = db.cached<[string], InstanceRow>(
    'SELECT instance_id, environment, sdk_version, sdk_type, client_ip, created_at, last_seen FROM client_instances WHERE app_name = ? ORDER BY last_seen DESC',
  ).all(appName);
  const seenToggles = db.cached<[string], { name: string; project: string; type: string; archived: number }>(
    `SELECT DISTINCT f.name, f.project, f.type, f.archived_at IS NOT NULL AS archived
     FROM metric_series s JOIN features f ON f.name = s.feature WHERE s.app_name = ? ORDER BY f.name`,
  ).all(appName);
  return {
    appName: app.app_name,
    description: app.description,
    url: app.url,
    createdAt: app.created_at,
    lastSeen: app.last_seen,
    instances: instances.map((row) => ({
      instanceId: row.instance_id, environment: row.environment, sdkVersion: row.sdk_version, sdkType: row.sdk_type,
      clientIp: row.client_ip, createdAt: row.created_at, lastSeen: row.last_seen,
    })),
    seenToggles: seenToggles.map((row) => ({ name: row.name, project: row.project, type: row.type, archived: row.archived === 1 })),
  };
}

/** Each flag of a project evaluated in the last `hours` hours (the current one included), summed over environments and applications. */
export function projectExposures(db: Db, project: string, hours: number, now: number): { name: string; yes: number; no: number }[] {
  return db.cached<[number, string], { name: string; yes: number; no: number }>(
    `SELECT s.feature AS name, SUM(h.yes) AS yes, SUM(h.no) AS no
     FROM metric_hours h JOIN metric_series s ON s.id = h.series JOIN features f ON f.name = s.feature
     WHERE h.hour >= ? AND f.project = ? AND f.archived_at IS NULL GROUP BY s.feature ORDER BY s.feature`,
  ).all(toHour(now) - hours + 1, project);
}
