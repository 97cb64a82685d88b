import type { Db } from './openDatabase';

/** Flags SDKs reported that the store does not hold (a typo in an application, a flag deleted too soon). */

export interface UnknownFlag {
  name: string;
  lastSeenAt: string;
  lastEventAt: null;
  reports: Array<{ appName: string; environments: Array<{ environment: string; seenAt: string }> }>;
}

/** Unleash lists at most this many, the most recently reported first. */
const listed = 1000;

export function listUnknownFlags(db: Db): UnknownFlag[] {
  const rows = db.cached<[], { name: string; app_name: string; environment: string; seen_at: string }>(
    `SELECT name, app_name, environment, seen_at FROM unknown_flags
     WHERE name NOT IN (SELECT name FROM features) ORDER BY seen_at DESC, name, app_name, environment`,
  ).all();
  const flags = new Map<string, UnknownFlag>();
  for (const row of rows) {
    const flag = flags.get(row.name) ?? { name: row.name, lastSeenAt: row.seen_at, lastEventAt: null, reports: [] };
    flags.set(row.name, flag);
    let report = flag.reports.find((candidate) => candidate.appName === row.app_name);
    if (!report) {
      report = { appName: row.app_name, environments: [] };
      flag.reports.push(report);
    }
    report.environments.push({ environment: row.environment, seenAt: row.seen_at });
  }
  return [...flags.values()].slice(0, listed);
}
