import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { importClientFeatures } from '../import/importClientFeatures';
import { dayMs, hourMs, toDay, toHour } from '../store/metricsTime';
import { pruneMetrics, writeExposures } from '../store/metricsWrite';
import { openDatabase, type Db } from '../store/openDatabase';
import type { ExposureCount } from './exposureCounter';

/*
 * What exposure metrics cost the store (server/README.md, Exposure metrics): a day of traffic for
 * flags each evaluated in 4 environments by 3 applications every hour, half of them with two
 * variants, written by the service's own write, then measured in SQLite's pages (dbstat). Many
 * flags, so that a page's slack is spread thin; the figures are per flag.
 */

const flags = 200;
const environments = ['development', 'test', 'preproduction', 'production'];
const applications = ['web-shop', 'ios-app', 'checkout-service'];
const day = Date.UTC(2026, 0, 15);
const names = Array.from({ length: flags }, (_, i) => `flag-${String(i).padStart(4, '0')}-of-the-size-test`);

/** Bytes in SQLite's pages of each table and index (`pgsize`: what the file holds, slack in pages included). */
function pageBytes(db: Db): Map<string, number> {
  const rows = db.prepare<[], { name: string; bytes: number }>('SELECT name, SUM(pgsize) AS bytes FROM dbstat GROUP BY name').all();
  return new Map(rows.map((row) => [row.name, row.bytes]));
}

const sumOf = (bytes: Map<string, number>, names: readonly string[]) => names.reduce((total, name) => total + (bytes.get(name) ?? 0), 0);
const count = (db: Db, table: string) => db.prepare<[], { rows: number }>(`SELECT COUNT(*) AS rows FROM ${table}`).get()?.rows ?? 0;

describe('the size of exposure metrics in the store', () => {
  let dataDir: string;
  let db: Db;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'flagdeck-metrics-size-'));
    db = openDatabase(dataDir);
    importClientFeatures(db, { version: 2, features: names.map((name) => ({ name, enabled: true, strategies: [{ name: 'default' }] })) }, { project: 'default', environment: 'development' });
    // Each hour is written as the service writes a flush: one count per flag, environment and application.
    for (let hour = 0; hour < 24; hour++) {
      const counts: ExposureCount[] = [];
      for (const [f, feature] of names.entries()) {
        for (const environment of environments) {
          for (const appName of applications) {
            const at = day + hour * hourMs;
            const variants = new Map(f % 2 === 0 ? [['control', 4_000 + hour], ['treatment', 4_100 + hour]] : []);
            counts.push({ feature, environment, appName, hour: at, yes: 8_100 + f + hour, no: 3_900 + hour, variants, lastSeenAt: at + 59 * 60_000 });
          }
        }
      }
      writeExposures(db, counts);
    }
  });

  afterAll(() => {
    db.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('a flag\'s day is a row an hour and one for the day per environment and application: under 16 KiB of hours, under 600 bytes of day', () => {
    const series = environments.length * applications.length;
    expect(count(db, 'metric_series')).toBe(flags * series);
    expect(count(db, 'metric_hours')).toBe(flags * series * 24);
    expect(count(db, 'metric_days')).toBe(flags * series);

    const bytes = pageBytes(db);
    const perFlag = (tables: readonly string[]) => Math.round(sumOf(bytes, tables) / flags);
    const hours = perFlag(['metric_hours', 'metric_hours_by_hour']);
    const days = perFlag(['metric_days']);
    const seriesBytes = perFlag(['metric_series', 'metric_series_by_app', 'sqlite_autoindex_metric_series_1']);
    // A year of 10,000 such flags with the default retention: 365 days, 72 hours, and the series.
    const yearMiB = (10_000 * (365 * days + 3 * hours + seriesBytes)) / 2 ** 20;
    console.info(`exposure metrics per flag (4 environments x 3 applications, every hour): ${hours} bytes of hours and ${days} bytes of day a day, ${seriesBytes} bytes of series; a year of 10,000 such flags ${Math.round(yearMiB)} MiB`);
    expect(hours).toBeLessThan(16 * 1024);
    expect(days).toBeLessThan(600);
  });

  test('hours past their retention go, and the day keeps their sums', () => {
    const before = db.prepare<[], { yes: number; no: number }>('SELECT SUM(yes) AS yes, SUM(no) AS no FROM metric_hours').get();
    pruneMetrics(db, toHour(day + dayMs), toDay(day) - 365);
    expect(count(db, 'metric_hours')).toBe(0);
    expect(db.prepare<[], { yes: number; no: number }>('SELECT SUM(yes) AS yes, SUM(no) AS no FROM metric_days').get()).toEqual(before);
    expect(count(db, 'metric_series')).toBe(flags * environments.length * applications.length);
  });
});
