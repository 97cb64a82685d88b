import { z } from 'zod';
import {
  clientConstraintSchema, clientParameterValueSchema, clientVariantSchema,
  type ClientFeature, type ClientFeatures, type ClientSegment, type ClientStrategy,
} from '../../contract/clientFeatures';
import { readJson } from './json';
import type { Db } from './openDatabase';
import { segmentsByStrategy, type StrategyRow } from './strategyRows';

/**
 * The client-features document (`GET /api/client/features`, and what the frontend API evaluates)
 * for one environment and a set of projects (`['*']` for all). Archived features and disabled
 * strategies are left out, as SDKs must never evaluate them.
 */
interface Row { name: string; project: string; type: string; description: string | null; stale: number; impression_data: number; enabled: number | null; variants: string | null }

// Read with the client format's lenient schemas: an import keeps configuration exactly as given.
const storedConstraints = z.array(clientConstraintSchema);
const storedParameters = z.record(z.string(), clientParameterValueSchema);
const storedVariants = z.array(clientVariantSchema);
const storedStrings = z.array(z.string());

/** The features of the document, as a condition on `features f`, with its parameters; `features` narrows it to those named. */
function featureScope(environment: string, projects: readonly string[], features?: readonly string[]): { scope: string; bind: Record<string, string> } {
  const allProjects = projects.includes('*');
  const scope = `f.archived_at IS NULL
    AND f.project IN (SELECT project FROM project_environments WHERE environment = @environment)
    ${allProjects ? '' : 'AND f.project IN (SELECT value FROM json_each(@projects))'}
    ${features ? 'AND f.name IN (SELECT value FROM json_each(@features))' : ''}`;
  return {
    scope,
    bind: { environment, ...(allProjects ? {} : { projects: JSON.stringify(projects) }), ...(features ? { features: JSON.stringify(features) } : {}) },
  };
}

/** How many features `buildClientFeatures` would list, without reading them. */
export function countClientFeatures(db: Db, environment: string, projects: readonly string[]): number {
  const { scope, bind } = featureScope(environment, projects);
  return db.prepare<[Record<string, string>], { count: number }>(`SELECT count(*) AS count FROM features f WHERE ${scope}`).get(bind)?.count ?? 0;
}

/**
 * `only` narrows the document to some features (and the segments they use), with `segments`
 * besides: what evaluating one flag with a strategy not yet saved needs.
 */
export function buildClientFeatures(
  db: Db, environment: string, projects: string[], only?: { features: readonly string[]; segments: readonly number[] },
): ClientFeatures {
  const { scope, bind } = featureScope(environment, projects, only?.features);

  const features = db.cached<[Record<string, string>], Row>(
    `SELECT f.name, f.project, f.type, f.description, f.stale, f.impression_data, fe.enabled, fe.variants
     FROM features f LEFT JOIN feature_environments fe ON fe.feature = f.name AND fe.environment = @environment
     WHERE ${scope} ORDER BY f.name`,
  ).all(bind);
  const strategyRows = db.cached<[Record<string, string>], StrategyRow>(
    `SELECT s.* FROM strategies s JOIN features f ON f.name = s.feature
     WHERE s.environment = @environment AND s.disabled = 0 AND ${scope} ORDER BY s.sort_order, s.created_at, s.id`,
  ).all(bind);
  const segmentLinks = segmentsByStrategy(
    db.cached<[Record<string, string>], { strategy_id: string; segment_id: number }>(
      `SELECT ss.strategy_id, ss.segment_id FROM strategy_segments ss JOIN strategies s ON s.id = ss.strategy_id
       JOIN features f ON f.name = s.feature WHERE s.environment = @environment AND s.disabled = 0 AND ${scope} ORDER BY ss.segment_id`,
    ).all(bind),
  );
  const dependencies = db.cached<[Record<string, string>], { child: string; parent: string; enabled: number; variants: string }>(
    `SELECT d.child, d.parent, d.enabled, d.variants FROM dependencies d JOIN features f ON f.name = d.child WHERE ${scope} ORDER BY d.parent`,
  ).all(bind);

  const parentsByChild = new Map<string, typeof dependencies>();
  for (const d of dependencies) parentsByChild.set(d.child, [...(parentsByChild.get(d.child) ?? []), d]);

  const strategiesByFeature = new Map<string, ClientStrategy[]>();
  for (const row of strategyRows) {
    const list = strategiesByFeature.get(row.feature) ?? [];
    list.push({
      id: row.id,
      name: row.name,
      title: row.title,
      disabled: false,
      sortOrder: row.sort_order,
      constraints: readJson(storedConstraints, row.constraints),
      parameters: readJson(storedParameters, row.parameters),
      segments: segmentLinks.get(row.id) ?? [],
      variants: readJson(storedVariants, row.variants),
    });
    strategiesByFeature.set(row.feature, list);
  }

  const clientFeatures = features.map((row): ClientFeature => {
    const parents = parentsByChild.get(row.name) ?? [];
    return {
      name: row.name,
      type: row.type,
      description: row.description,
      enabled: row.enabled === 1,
      stale: row.stale === 1,
      impressionData: row.impression_data === 1,
      project: row.project,
      strategies: strategiesByFeature.get(row.name) ?? [],
      variants: row.variants === null ? [] : readJson(storedVariants, row.variants),
      ...(parents.length > 0
        ? {
            dependencies: parents.map((d) => {
              const variants = readJson(storedStrings, d.variants);
              return { feature: d.parent, enabled: d.enabled === 1, ...(variants.length > 0 ? { variants } : {}) };
            }),
          }
        : {}),
    };
  });

  const usedSegments = new Set([...segmentLinks.values()].flat().concat(only?.segments ?? []));
  const segments = db.cached<[], { id: number; name: string; constraints: string }>('SELECT id, name, constraints FROM segments ORDER BY id').all()
    .filter((s) => usedSegments.has(s.id))
    .map((s): ClientSegment => ({ id: s.id, name: s.name, constraints: readJson(storedConstraints, s.constraints) }));

  return { version: 2, features: clientFeatures, segments };
}
