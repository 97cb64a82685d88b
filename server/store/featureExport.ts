import type { Feature } from '../../contract/feature';
import type { ExportQuery, ExportResult } from '../../contract/featureExport';
import { readFeatures } from './featureRead';
import type { Db } from './openDatabase';

/** The live flags the query names (by name, or a project's), each as the admin API reads it with its strategies. */
function exportedFlags(db: Db, query: ExportQuery): Feature[] {
  const read = { withStrategies: true, environment: query.environment };
  if (query.features === undefined) return readFeatures(db, { project: query.project ?? '', archived: false }, read);
  const named = new Set(query.features);
  const projects = db.cached<[string], { project: string }>(
    'SELECT DISTINCT project FROM features WHERE archived_at IS NULL AND name IN (SELECT value FROM json_each(?))',
  ).all(JSON.stringify(query.features));
  return projects.flatMap(({ project }) => readFeatures(db, { project, archived: false }, read).filter((flag) => named.has(flag.name)));
}

/**
 * Many flags' configuration in one environment, in the shape of Unleash's export
 * (`POST /api/admin/features-batch/export`): names it does not hold are left out, as Unleash
 * leaves them, and so is a flag its project does not use the environment for.
 */
export function exportFeatures(db: Db, query: ExportQuery): ExportResult {
  const flags = exportedFlags(db, query);
  const result: Required<Pick<ExportResult, 'featureEnvironments' | 'featureTags' | 'dependencies'>> & ExportResult = {
    features: [], featureStrategies: [], featureEnvironments: [], featureTags: [], tagTypes: [], dependencies: [],
  };
  const tagTypes = new Set<string>();
  for (const flag of flags) {
    const { name, project, type, description, stale, impressionData } = flag;
    result.features.push({ name, project, type, description, stale, impressionData, archived: false });
    const state = flag.environments?.find((environment) => environment.name === query.environment);
    if (state) {
      result.featureEnvironments.push({ name, featureName: name, environment: state.name, enabled: state.enabled, variants: state.variants ?? [] });
      for (const strategy of state.strategies ?? []) result.featureStrategies.push({ ...strategy, featureName: name });
    }
    for (const tag of flag.tags ?? []) {
      result.featureTags.push({ featureName: name, tagType: tag.type, tagValue: tag.value });
      tagTypes.add(tag.type);
    }
    if ((flag.dependencies ?? []).length > 0) result.dependencies.push({ feature: name, dependencies: flag.dependencies ?? [] });
  }
  result.tagTypes = [...tagTypes].sort().map((tagType) => ({ name: tagType }));
  return result;
}
