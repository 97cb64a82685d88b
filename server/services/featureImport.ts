import { strategyBodySchema } from '../../contract/adminRequests';
import { builtInContextFields } from '../../contract/contextFields';
import { featureTypes } from '../../contract/feature';
import { isBuiltInStrategy } from '../../contract/strategyParameters';
import type { ImportBody, ImportValidation } from '../../contract/importExport';
import type { Principal } from '../auth/principal';
import { BadData } from '../domain/errors';
import { parseInput } from '../domain/parseInput';
import { insertContextField, findCustomContextField } from '../store/contextFields';
import { addDependency, deleteAllDependencies, readDependencies } from '../store/dependencies';
import { recordEvent, inOneTransaction } from '../store/events';
import { updateFeatureSettings } from '../store/featureSettings';
import { createFeature } from '../store/featureWrite';
import { flagHolding } from '../store/flagLookup';
import type { Db } from '../store/openDatabase';
import { insertSegment, listSegments } from '../store/segments';
import { addStrategy, deleteStrategy, readStrategies } from '../store/strategies';
import { listStrategyDefinitions } from '../store/strategyDefinitions';
import { requireUsableStrategy } from '../store/strategyTypes';
import { addTags } from '../store/tags';
import { createTagType, findTagType } from '../store/tagTypes';
import { setVariants, normaliseVariants } from '../store/variants';
import { writeTransaction } from '../store/writeTransaction';
import { writableProjectEnvironment } from './writableFeature';

/**
 * Unleash's import of its export format into one project and environment: each flag made or
 * its settings updated, its strategies there replaced, its variants there set, its tags added and
 * its dependencies replaced; the context fields, segments and tag types it uses made when
 * missing. A flag keeps its switch (a new one is off). All or nothing, in one transaction; the
 * caller must be a person (Unleash refuses admin API tokens) who may change the environment
 * directly (SKIP_CHANGE_REQUEST where it requires change requests).
 */

type Validation = ImportValidation;

const strategyTypeKnown = (db: Db, name: string) => isBuiltInStrategy(name) || listStrategyDefinitions(db).some((definition) => definition.name === name);

/** The strategy reads as a body and fits its type (its parameters, a type not deprecated), as adding it will check. */
function strategyImportable(db: Db, strategy: unknown): boolean {
  const read = strategyBodySchema.safeParse(strategy);
  if (!read.success) return false;
  try {
    requireUsableStrategy(db, read.data);
    return true;
  } catch (error) {
    if (error instanceof BadData) return false;
    throw error;
  }
}

/** What `/validate` says: what would stop the import (errors), and what it would overwrite (warnings). */
export function validateImport(db: Db, body: ImportBody): Validation {
  const errors: Validation['errors'] = [];
  const warnings: Validation['warnings'] = [];
  const names = body.data.features.map((feature) => feature.name);
  const elsewhere = names.filter((name) => { const held = flagHolding(db, name); return held !== undefined && (held.archived || held.project !== body.project); });
  if (elsewhere.length > 0) errors.push({ message: 'These features exist already in other projects or in the archive, and cannot be imported:', affectedItems: elsewhere });
  const badTypes = body.data.features.filter((feature) => feature.type !== undefined && !featureTypes.some((type) => type === feature.type)).map((feature) => feature.name);
  if (badTypes.length > 0) errors.push({ message: 'These features have a type the service does not know:', affectedItems: badTypes });
  const undefinedTypes = [...new Set(body.data.featureStrategies.filter((strategy) => !strategyTypeKnown(db, strategy.name)).map((strategy) => strategy.name))];
  if (undefinedTypes.length > 0) errors.push({ message: 'We detected the following custom strategy in the import file that needs to be created first:', affectedItems: undefinedTypes });
  const unknownStrategies = body.data.featureStrategies.filter((strategy) => strategyTypeKnown(db, strategy.name) && !strategyImportable(db, strategy))
    .map((strategy) => `${strategy.featureName}: ${strategy.name}`);
  if (unknownStrategies.length > 0) errors.push({ message: 'These strategies cannot be imported (an unknown strategy type, or parameters it cannot read):', affectedItems: unknownStrategies });
  const existing = names.filter((name) => flagHolding(db, name)?.project === body.project && flagHolding(db, name)?.archived === false);
  if (existing.length > 0) warnings.push({ message: 'The following features already exist in this project and will be overwritten:', affectedItems: existing });
  return { errors, warnings, permissions: [] };
}

export function importFeatures(db: Db, caller: Principal, body: ImportBody): void {
  if (caller.kind !== 'user') throw new BadData('You can\'t use an admin token to import features. Please use either a personal access token or a session.');
  writeTransaction(db, () => {
    const { by: author } = writableProjectEnvironment(db, caller, body.project, body.environment);
    const by = inOneTransaction(author);
    const { errors } = validateImport(db, body);
    const [first] = errors;
    if (first) throw new BadData(`${first.message} ${first.affectedItems.join(', ')}`, errors.map((error) => ({ message: `${error.message} ${error.affectedItems.join(', ')}`, path: 'data' })));
    const { data } = body;
    for (const type of data.tagTypes) if (!findTagType(db, type.name)) createTagType(db, by, { name: type.name, description: type.description, icon: type.icon });
    for (const field of data.contextFields ?? []) {
      if (builtInContextFields.some((builtIn) => builtIn.name === field.name) || findCustomContextField(db, field.name)) continue;
      insertContextField(db, by, { name: field.name, description: field.description ?? null, stickiness: field.stickiness ?? false, sortOrder: field.sortOrder ?? 0, legalValues: field.legalValues ?? [] }, by.at ?? new Date().toISOString());
    }
    const segmentIds = new Map<number, number>();
    for (const segment of data.segments ?? []) {
      const same = listSegments(db).find((candidate) => candidate.name === segment.name);
      segmentIds.set(segment.id, same?.id ?? insertSegment(db, by, { name: segment.name, project: body.project, constraints: segment.constraints ?? [], createdAt: by.at ?? new Date().toISOString() }));
    }
    for (const feature of data.features) {
      const settings = { type: feature.type, description: feature.description ?? null, impressionData: feature.impressionData };
      if (flagHolding(db, feature.name)) updateFeatureSettings(db, by, feature.name, settings);
      else createFeature(db, by, body.project, { name: feature.name, ...settings });
      for (const strategy of readStrategies(db, feature.name, body.environment)) deleteStrategy(db, by, feature.name, body.environment, strategy.id ?? '');
    }
    for (const { id: _id, featureName, segments, ...strategy } of data.featureStrategies) {
      const parsed = parseInput(strategyBodySchema, { ...strategy, segments: (segments ?? []).flatMap((id) => segmentIds.get(id) ?? []) }, 'imported strategy');
      addStrategy(db, by, featureName, body.environment, parsed);
    }
    for (const environment of data.featureEnvironments ?? []) {
      if ((environment.variants ?? []).length > 0) setVariants(db, by, environment.featureName, body.environment, normaliseVariants(environment.variants ?? []));
    }
    addTagsByFeature(db, by, data.featureTags ?? []);
    for (const { feature, dependencies } of data.dependencies ?? []) {
      if (readDependencies(db, feature).length > 0) deleteAllDependencies(db, by, feature);
      for (const dependency of dependencies) addDependency(db, by, body.project, feature, dependency);
    }
    recordEvent(db, by, { type: 'features-imported', project: body.project, environment: body.environment, data: { features: data.features.length, strategies: data.featureStrategies.length } });
  });
}

function addTagsByFeature(db: Db, by: Parameters<typeof addTags>[1], tags: ReadonlyArray<{ featureName: string; tagType: string; tagValue: string }>): void {
  for (const tag of tags) addTags(db, by, [tag.featureName], [{ type: tag.tagType, value: tag.tagValue }]);
}
