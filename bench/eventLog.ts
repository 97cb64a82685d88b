import type { Principal } from '../server/auth/principal';
import { switchFeature } from '../server/services/features';
import { recordFeatureEvent, systemAuthor } from '../server/store/events';
import { createFeature } from '../server/store/featureWrite';
import { openDatabase, type Db } from '../server/store/openDatabase';
import { adminToken, startBenchServer } from './benchServer';
import { median, percentile } from './stats';

/*
 * The event log at 1,000,000 events: a search by flag through the real server, and what recording
 * an event adds to a toggle. The events are written straight into a data folder, spread over a
 * year, 100 to each of 10,000 flags, before the server starts.
 */

export const eventLogSize = { events: 1_000_000, flags: 10_000 } as const;
const toggled = { projectId: 'default', featureName: 'bench-toggle', environment: 'development' };
const types = ['feature-environment-enabled', 'feature-environment-disabled', 'feature-strategy-update', 'feature-environment-variants-updated'] as const;
const flagName = (index: number) => `bench-flag-${String(index).padStart(5, '0')}`;

/**
 * Written by SQLite itself from a counter (a recursive CTE): ten times quicker than a million
 * inserts from here, into the same table and indexes that recordEvent writes.
 */
export function seedEventLog(dataDir: string): void {
  const db = openDatabase(dataDir);
  try {
    createFeature(db, systemAuthor, toggled.projectId, { name: toggled.featureName });
    const start = Date.now() - 365 * 86_400_000;
    const step = (365 * 86_400_000) / eventLogSize.events;
    db.prepare(
      `WITH RECURSIVE n(i) AS (SELECT 0 UNION ALL SELECT i + 1 FROM n WHERE i + 1 < @events)
       INSERT INTO events (type, created_at, created_by, created_by_user_id, feature_name, project, environment, data, pre_data)
       SELECT json_extract(@types, '$[' || (i % json_array_length(@types)) || ']'),
         strftime('%Y-%m-%dT%H:%M:%fZ', (@start + i * @step) / 1000.0, 'unixepoch'),
         'person' || (i % 50) || '@example.com', 1000 + i % 50,
         'bench-flag-' || substr('0000' || (i % @flags), -5), 'project-' || (i % 5),
         CASE WHEN i % 3 = 0 THEN 'production' ELSE 'development' END,
         CASE WHEN i % 2 = 0 THEN '{"enabled":true}' ELSE '{"enabled":false}' END,
         CASE WHEN i % 2 = 0 THEN '{"enabled":false}' ELSE '{"enabled":true}' END
       FROM n`,
    ).run({ events: eventLogSize.events, flags: eventLogSize.flags, start, step, types: JSON.stringify(types) });
  } finally {
    db.close();
  }
}

export interface EventLogFigures {
  /** A search by one flag through HTTP, ms. */
  searchByFlag: number[];
  /** The first page of every event, counted, ms. */
  searchAll: number[];
  /** A toggle through the service, ms (its event and its commit included). */
  toggle: number[];
  /** Recording a toggle's event alone, inside a transaction, ms. */
  recordEvent: number[];
}

const caller: Principal = { kind: 'adminToken', tokenId: 0, tokenName: 'bench' };

/** Toggles and the event's own cost, in this process, before the server opens the folder. */
function measureRecording(db: Db, rounds: number): Pick<EventLogFigures, 'toggle' | 'recordEvent'> {
  const toggle: number[] = [];
  const record: number[] = [];
  const rollback = new Error('roll back');
  for (let round = 0; round < rounds; round += 1) {
    const started = performance.now();
    switchFeature(db, caller, toggled, round % 2 === 0, { activateDisabledStrategies: false });
    toggle.push(performance.now() - started);
    try {
      db.transaction(() => {
        const began = performance.now();
        recordFeatureEvent(db, systemAuthor, toggled.featureName, {
          type: 'feature-environment-enabled', environment: toggled.environment, data: { enabled: true }, preData: { enabled: false },
        });
        record.push(performance.now() - began);
        throw rollback;
      })();
    } catch (error) {
      if (error !== rollback) throw error;
    }
  }
  return { toggle, recordEvent: record };
}

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url, { headers: { authorization: adminToken } });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

export async function measureEventLog(dataDir: string): Promise<EventLogFigures> {
  const db = openDatabase(dataDir);
  let recording: Pick<EventLogFigures, 'toggle' | 'recordEvent'>;
  try {
    recording = measureRecording(db, 200);
  } finally {
    db.close();
  }
  const server = await startBenchServer({ DATA_DIR: dataDir, EVENT_RETENTION_DAYS: '0' });
  try {
    const searchByFlag: number[] = [];
    const searchAll: number[] = [];
    // The first requests warm the connection and the statement cache; they are not counted.
    for (let round = -5; round < 100; round += 1) {
      const took = await timedGet(`${server.url}/api/admin/search/events?feature=IS:${flagName((round * 7_919 + 13) % eventLogSize.flags)}`);
      if (round >= 0) searchByFlag.push(took);
    }
    for (let round = -2; round < 20; round += 1) {
      const took = await timedGet(`${server.url}/api/admin/search/events?limit=50&offset=${Math.max(round, 0) * 50}`);
      if (round >= 0) searchAll.push(took);
    }
    return { ...recording, searchByFlag, searchAll };
  } finally {
    await server.stop();
  }
}

const ms = (value: number) => `${value.toFixed(value < 10 ? 2 : 0)} ms`;

export function describeEventLog(figures: EventLogFigures): string[] {
  const toggle = median(figures.toggle);
  const record = median(figures.recordEvent);
  const share = (100 * record) / Math.max(toggle - record, Number.EPSILON);
  return [
    `search by flag, ${eventLogSize.events.toLocaleString('en')} events (GET /api/admin/search/events?feature=IS:…, 100 flags): median ${ms(median(figures.searchByFlag))}, p95 ${ms(percentile(figures.searchByFlag, 95))} (target < 50 ms)`,
    `the newest page of every event, counted: median ${ms(median(figures.searchAll))}, p95 ${ms(percentile(figures.searchAll, 95))}`,
    `recording a toggle's event: median ${(record * 1000).toFixed(0)} µs, ${share.toFixed(1)} % of the rest of a toggle's ${ms(toggle)} (target < 10 %)`,
  ];
}
