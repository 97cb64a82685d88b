import { z } from 'zod';
import { clientConstraintSchema, clientParameterValueSchema, clientVariantSchema } from '../../contract/clientFeatures';
import type { DependencyRecord, EnvironmentRecord, FlagRecord, SegmentRecord, StrategyRecord } from '../domain/flagRecord';
import { readJson } from './json';
import type { Db } from './openDatabase';
import { segmentsByStrategy, type StrategyRow } from './strategyRows';

/** Flags as whole records (`domain/flagRecord.ts`), archived ones included, read one query per table. */

const storedConstraints = z.array(clientConstraintSchema);
const storedParameters = z.record(z.string(), clientParameterValueSchema);
const storedVariants = z.array(clientVariantSchema);
const storedStrings = z.array(z.string());

interface FeatureRow { name: string; project: string; type: string; description: string | null; impression_data: number; stale: number; archived_at: string | null }
interface EnvironmentRow { feature: string; environment: string; enabled: number; variants: string }
interface DependencyRow { child: string; parent: string; enabled: number; variants: string }

type Scope = { column: 'project' | 'name'; value: string };

function readRecords(db: Db, { column, value }: Scope): FlagRecord[] {
  const features = db.cached<[string], FeatureRow>(
    `SELECT name, project, type, description, impression_data, stale, archived_at FROM features WHERE ${column} = ? ORDER BY name`,
  ).all(value);
  if (features.length === 0) return [];
  const inScope = `feature IN (SELECT name FROM features WHERE ${column} = ?)`;
  const environments = db.cached<[string], EnvironmentRow>(`SELECT feature, environment, enabled, variants FROM feature_environments WHERE ${inScope}`).all(value);
  const strategies = db.cached<[string], StrategyRow & { created_at: string }>(`SELECT * FROM strategies WHERE ${inScope}`).all(value);
  const segments = segmentsByStrategy(db.cached<[string], { strategy_id: string; segment_id: number }>(
    `SELECT strategy_id, segment_id FROM strategy_segments WHERE strategy_id IN (SELECT id FROM strategies WHERE ${inScope}) ORDER BY segment_id`,
  ).all(value));
  const dependencies = db.cached<[string], DependencyRow>(
    `SELECT child, parent, enabled, variants FROM dependencies WHERE child IN (SELECT name FROM features WHERE ${column} = ?) ORDER BY parent`,
  ).all(value);

  const records = new Map<string, FlagRecord>(features.map((row) => [row.name, {
    name: row.name,
    project: row.project,
    type: row.type,
    description: row.description,
    impressionData: row.impression_data === 1,
    stale: row.stale === 1,
    archived: row.archived_at !== null,
    environments: {},
    dependencies: [],
  }]));
  const environmentOf = (feature: string, environment: string): EnvironmentRecord | undefined => records.get(feature)?.environments[environment];
  for (const row of environments) {
    const record = records.get(row.feature);
    if (record) record.environments[row.environment] = { enabled: row.enabled === 1, variants: readJson(storedVariants, row.variants), strategies: [] };
  }
  for (const row of strategies) {
    environmentOf(row.feature, row.environment)?.strategies.push(toStrategyRecord(row, segments.get(row.id) ?? []));
  }
  for (const record of records.values()) {
    for (const environment of Object.values(record.environments)) environment.strategies.sort(strategyOrder);
  }
  for (const row of dependencies) records.get(row.child)?.dependencies.push(toDependencyRecord(row));
  return [...records.values()];
}

function toStrategyRecord(row: StrategyRow & { created_at: string }, segments: number[]): StrategyRecord {
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    disabled: row.disabled === 1,
    sortOrder: row.sort_order,
    createdAt: row.created_at,
    constraints: readJson(storedConstraints, row.constraints),
    parameters: readJson(storedParameters, row.parameters),
    segments,
    variants: readJson(storedVariants, row.variants),
  };
}

const toDependencyRecord = (row: DependencyRow): DependencyRecord => ({
  feature: row.parent, enabled: row.enabled === 1, variants: readJson(storedStrings, row.variants),
});

/** The store's order of a flag's strategies in an environment (`clientFeatures.ts` reads them so). */
export function strategyOrder(a: StrategyRecord, b: StrategyRecord): number {
  return a.sortOrder - b.sortOrder || compareText(a.createdAt, b.createdAt) || compareText(a.id, b.id);
}

// SQLite compares text by bytes, not by locale.
const compareText = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

export function readFlagRecord(db: Db, name: string): FlagRecord | undefined {
  return readRecords(db, { column: 'name', value: name })[0];
}

export function readProjectFlagRecords(db: Db, project: string): FlagRecord[] {
  return readRecords(db, { column: 'project', value: project });
}

export function readSegmentRecords(db: Db): SegmentRecord[] {
  return db.cached<[], { id: number; name: string; description: string | null; project: string | null; constraints: string; created_at: string }>(
    'SELECT * FROM segments ORDER BY id',
  ).all().map((row) => ({
    id: row.id, name: row.name, description: row.description, project: row.project,
    constraints: readJson(storedConstraints, row.constraints), createdAt: row.created_at,
  }));
}
