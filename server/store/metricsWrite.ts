import type { ExposureCount } from '../metrics/exposureCounter';
import { readJson } from './json';
import type { Db } from './openDatabase';
import { writeTransaction } from './writeTransaction';
import { storedVariants, toDay, toHour } from './metricsTime';

/*
 * Exposure metrics into the store: counts added to their hour and their day, the flag's last
 * evaluation per environment, and the applications and instances that evaluate. Metrics are no
 * configuration and no one's change, so they record no event (server/README.md, The event log).
 */

/** The series of one flag, environment and application, made at its first count. */
function seriesId(db: Db, feature: string, environment: string, appName: string): number {
  db.cached('INSERT INTO metric_series (feature, environment, app_name) VALUES (?, ?, ?) ON CONFLICT DO NOTHING').run(feature, environment, appName);
  const row = db.cached<[string, string, string], { id: number }>('SELECT id FROM metric_series WHERE feature = ? AND environment = ? AND app_name = ?').get(feature, environment, appName);
  if (!row) throw new Error('a series just made is missing');
  return row.id;
}

function mergeVariants(stored: string | null | undefined, added: Map<string, number>): string | null {
  if (added.size === 0) return stored ?? null;
  const variants = stored ? readJson(storedVariants, stored) : {};
  for (const [name, times] of added) variants[name] = (variants[name] ?? 0) + times;
  return JSON.stringify(variants);
}

function addTo(db: Db, table: 'metric_hours' | 'metric_days', column: 'hour' | 'day', series: number, at: number, count: ExposureCount): void {
  const existing = db.cached<[number, number], { variants: string | null }>(`SELECT variants FROM ${table} WHERE series = ? AND ${column} = ?`).get(series, at);
  const variants = mergeVariants(existing?.variants, count.variants);
  if (existing) {
    db.cached(`UPDATE ${table} SET yes = yes + ?, no = no + ?, variants = ? WHERE series = ? AND ${column} = ?`).run(count.yes, count.no, variants, series, at);
  } else {
    db.cached(`INSERT INTO ${table} (series, ${column}, yes, no, variants) VALUES (?, ?, ?, ?, ?)`).run(series, at, count.yes, count.no, variants);
  }
}

/** Makes the application known, or says it was seen again. */
export function seeApplication(db: Db, appName: string, at: string, strategies?: readonly string[]): void {
  db.cached(
    `INSERT INTO client_applications (app_name, strategies, created_at, last_seen) VALUES (?, ?, ?, ?)
     ON CONFLICT (app_name) DO UPDATE SET last_seen = max(last_seen, excluded.last_seen), strategies = coalesce(excluded.strategies, strategies)`,
  ).run(appName, strategies ? JSON.stringify(strategies) : null, at, at);
}

export interface InstanceSeen {
  appName: string;
  environment: string;
  instanceId: string;
  sdkVersion: string | undefined;
  sdkType: 'backend' | 'frontend';
  clientIp: string;
  strategies?: readonly string[] | undefined;
}

/** An SDK registered or sent metrics: its application and instance are seen now. */
export function seeInstance(db: Db, instance: InstanceSeen, at: string): void {
  writeTransaction(db, () => {
    seeApplication(db, instance.appName, at, instance.strategies);
    db.cached(
      `INSERT INTO client_instances (app_name, environment, instance_id, sdk_version, sdk_type, client_ip, created_at, last_seen)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (app_name, environment, instance_id) DO UPDATE SET
         sdk_version = coalesce(excluded.sdk_version, sdk_version), sdk_type = excluded.sdk_type,
         client_ip = excluded.client_ip, last_seen = max(last_seen, excluded.last_seen)`,
    ).run(instance.appName, instance.environment, instance.instanceId, instance.sdkVersion ?? null, instance.sdkType, instance.clientIp, at, at);
  });
}

/**
 * Adds drained counts to the store in one transaction. Counts of flags the store does not hold
 * are dropped, as Unleash drops them (an SDK may evaluate any name it likes); the name is kept
 * among the unknown flags, by application and environment, with when it was last reported.
 */
export function writeExposures(db: Db, counts: readonly ExposureCount[]): number {
  if (counts.length === 0) return 0;
  return writeTransaction(db, () => {
    const known = new Map<string, boolean>();
    const exists = (feature: string) => {
      let found = known.get(feature);
      if (found === undefined) {
        found = db.cached<[string], { one: number }>('SELECT 1 AS one FROM features WHERE name = ?').get(feature) !== undefined;
        known.set(feature, found);
      }
      return found;
    };
    let written = 0;
    for (const count of counts) {
      if (!exists(count.feature)) {
        const seen = new Date(count.lastSeenAt).toISOString();
        db.cached(`INSERT INTO unknown_flags (name, app_name, environment, seen_at) VALUES (?, ?, ?, ?)
          ON CONFLICT (name, app_name, environment) DO UPDATE SET seen_at = max(seen_at, excluded.seen_at)`).run(count.feature, count.appName, count.environment, seen);
        continue;
      }
      const series = seriesId(db, count.feature, count.environment, count.appName);
      addTo(db, 'metric_hours', 'hour', series, toHour(count.hour), count);
      addTo(db, 'metric_days', 'day', series, toDay(count.hour), count);
      const seen = new Date(count.lastSeenAt).toISOString();
      db.cached('UPDATE feature_environments SET last_seen_at = ? WHERE feature = ? AND environment = ? AND (last_seen_at IS NULL OR last_seen_at < ?)')
        .run(seen, count.feature, count.environment, seen);
      seeApplication(db, count.appName, seen);
      written += 1;
    }
    return written;
  });
}

/** Deletes hours before `hour` and days before `day` (whole numbers since the epoch), and series left with neither. */
export function pruneMetrics(db: Db, hour: number, day: number): void {
  writeTransaction(db, () => {
    db.cached('DELETE FROM metric_hours WHERE hour < ?').run(hour);
    db.cached('DELETE FROM metric_days WHERE day < ?').run(day);
    db.cached(`DELETE FROM metric_series WHERE NOT EXISTS (SELECT 1 FROM metric_days d WHERE d.series = metric_series.id)
      AND NOT EXISTS (SELECT 1 FROM metric_hours h WHERE h.series = metric_series.id)`).run();
  });
}
