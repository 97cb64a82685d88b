import { builtInContextFields } from '../../contract/contextFields';
import type { Feature } from '../../contract/feature';
import type { ExportQuery, ExportResult } from '../../contract/importExport';
import type { Principal } from '../auth/principal';
import { BadData } from '../domain/errors';
import { recordEvent } from '../store/events';
import { listCustomContextFields } from '../store/contextFields';
import { readFeature } from '../store/featureRead';
import { liveFlagsNamed, liveFlagsOf, liveFlagsTagged } from '../store/flagLookup';
import type { Db } from '../store/openDatabase';
import { requireEnvironment } from '../store/environments';
import { listSegments } from '../store/segments';
import { listTagTypes } from '../store/tagTypes';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';

/**
 * Flags of one environment in Unleash's export format: their settings, strategies, variants and
 * switch there, tags, dependencies, and the context fields, segments and tag types they use. The
 * export is recorded (`features-exported`), as Unleash records it.
 */
export function exportFeatures(db: Db, caller: Principal, query: ExportQuery): ExportResult {
  return writeTransaction(db, () => {
    requireEnvironment(db, query.environment);
    const chosen = query.features ? liveFlagsNamed(db, query.features)
      : query.tag ? liveFlagsTagged(db, tagOf(query.tag))
        : liveFlagsOf(db, query.project ?? '');
    const flags = chosen.flatMap(({ name, project }) => readFeature(db, project, name) ?? []);
    const result = exportOf(db, flags, query.environment);
    recordEvent(db, authorOf(caller), { type: 'features-exported', environment: query.environment, data: { features: flags.map((flag) => flag.name) } });
    return result;
  });
}

function tagOf(text: string): { type: string; value: string } {
  const [type = '', ...value] = text.split(':');
  if (value.length === 0) throw new BadData('`tag` is `type:value`.', [{ message: 'is `type:value`', path: 'tag' }]);
  return { type, value: value.join(':') };
}

function exportOf(db: Db, flags: readonly Feature[], environment: string): ExportResult {
  const here = (flag: Feature) => flag.environments?.find((candidate) => candidate.name === environment);
  const featureStrategies = flags.flatMap((flag) => (here(flag)?.strategies ?? []).map((strategy) => ({ ...strategy, featureName: flag.name, segments: strategy.segments ?? [] })));
  const contextNames = new Set(featureStrategies.flatMap((strategy) => (strategy.constraints ?? []).map((constraint) => constraint.contextName)));
  const segmentIds = new Set(featureStrategies.flatMap((strategy) => strategy.segments));
  const featureTags = flags.flatMap((flag) => (flag.tags ?? []).map((tag) => ({ featureName: flag.name, tagType: tag.type, tagValue: tag.value })));
  const tagTypeNames = new Set(featureTags.map((tag) => tag.tagType));
  const builtIn = builtInContextFields.filter((field) => contextNames.has(field.name));
  return {
    features: flags.map((flag) => ({
      name: flag.name, description: flag.description ?? null, type: flag.type, project: flag.project, stale: flag.stale ?? false, impressionData: flag.impressionData ?? false, archived: false,
    })),
    featureStrategies,
    featureEnvironments: flags.map((flag) => ({ name: flag.name, featureName: flag.name, environment, enabled: here(flag)?.enabled ?? false, variants: here(flag)?.variants ?? [] })),
    contextFields: [...builtIn, ...listCustomContextFields(db).filter((field) => contextNames.has(field.name))],
    featureTags,
    segments: listSegments(db).filter((segment) => segmentIds.has(segment.id)).map(({ id, name, constraints }) => ({ id, name, constraints })),
    tagTypes: listTagTypes(db).filter((type) => tagTypeNames.has(type.name)),
    dependencies: flags.filter((flag) => (flag.dependencies ?? []).length > 0).map((flag) => ({ feature: flag.name, dependencies: flag.dependencies ?? [] })),
    links: [],
  };
}
