import type { Feature } from '../../contract/feature';
import type { ExportResult } from '../../contract/importExport';
import { builtInContextFields } from '../../contract/contextFields';
import { listCustomContextFields } from './contextFields';
import { readFeatures } from './featureRead';
import type { Db } from './openDatabase';
import { listSegments } from './segments';
import { listTagTypes } from './tagTypes';

/** Which live flags an export reads: the names given (from any project), or a project's. */
export type ExportedFlags = { project: string } | { names: readonly string[] };

/** The live flags chosen, each as the admin API reads it with its strategies, in `environment` only. */
function exportedFlags(db: Db, chosen: ExportedFlags, environment: string): Feature[] {
  const read = { withStrategies: true, environment };
  if ('project' in chosen) return readFeatures(db, { project: chosen.project, archived: false }, read);
  const named = new Set(chosen.names);
  const projects = db.cached<[string], { project: string }>(
    'SELECT DISTINCT project FROM features WHERE archived_at IS NULL AND name IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(chosen.names));
  return projects.flatMap(({ project }) => readFeatures(db, { project, archived: false }, read).filter((flag) => named.has(flag.name)));
}

/**
 * Many flags' configuration in one environment, in the shape of Unleash's export
 * (`POST /api/admin/features-batch/export`), with the context fields, segments and tag types their
 * strategies and tags use. Names it does not hold are left out, as Unleash leaves them, and so is
 * the state of a flag whose project does not use the environment. One read of each table, not one
 * per flag: a whole 10,000-flag project is compared in the console.
 */
export function exportFeatures(db: Db, chosen: ExportedFlags, environment: string): ExportResult {
  const flags = exportedFlags(db, chosen, environment);
  const result: Required<Pick<ExportResult, 'featureEnvironments' | 'featureTags' | 'dependencies'>> & ExportResult = {
    features: [], featureStrategies: [], featureEnvironments: [], featureTags: [], tagTypes: [], dependencies: [],
  };
  const tagTypes = new Set<string>();
  for (const flag of flags) {
    const { name, project, type, stale, impressionData } = flag;
    result.features.push({ name, project, type, description: flag.description ?? null, stale: stale ?? false, impressionData: impressionData ?? false, archived: false });
    const state = flag.environments?.find((candidate) => candidate.name === environment);
    if (state) {
      result.featureEnvironments.push({ name, featureName: name, environment: state.name, enabled: state.enabled, variants: state.variants ?? [] });
      for (const strategy of state.strategies ?? []) result.featureStrategies.push({ ...strategy, featureName: name, segments: strategy.segments ?? [] });
    }
    for (const tag of flag.tags ?? []) {
      result.featureTags.push({ featureName: name, tagType: tag.type, tagValue: tag.value });
      tagTypes.add(tag.type);
    }
    if ((flag.dependencies ?? []).length > 0) result.dependencies.push({ feature: name, dependencies: flag.dependencies ?? [] });
  }
  const contextNames = new Set(result.featureStrategies.flatMap((strategy) => (strategy.constraints ?? []).map((constraint) => constraint.contextName)));
  const segmentIds = new Set(result.featureStrategies.flatMap((strategy) => strategy.segments ?? []));
  result.contextFields = [...builtInContextFields, ...listCustomContextFields(db)].filter((field) => contextNames.has(field.name));
  result.segments = segmentIds.size === 0 ? [] : listSegments(db).filter((segment) => segmentIds.has(segment.id)).map(({ id, name, constraints }) => ({ id, name, constraints }));
  result.tagTypes = listTagTypes(db).filter((tagType) => tagTypes.has(tagType.name));
  result.links = [];
  return result;
}
