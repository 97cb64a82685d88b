import { patchableFeatureFields, type FeatureNamesBody, type PatchOperation, type UpdateFeatureBody } from '../../contract/featureLifecycle';
import type { Feature } from '../../contract/feature';
import type { Principal } from '../auth/principal';
import { BadData, NotFound } from '../domain/errors';
import { parseInput } from '../domain/parseInput';
import { archiveFeatures, archivedFeatureProject, deleteFeatures, requireFeaturesIn, requireNameFree, reviveFeatures } from '../store/featureArchive';
import { readFeature } from '../store/featureRead';
import { requireFeature } from '../store/featureWrite';
import { updateFeatureSettings, type FeatureSettings } from '../store/featureSettings';
import { inOneTransaction } from '../store/events';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';
import { writableProject, type FeatureTarget } from './writableFeature';

/**
 * A flag's settings and its way through the archive, as Unleash's admin API has them. Settings
 * (description, type, impression data) change nothing an SDK evaluates, so they need no change
 * request; archiving does, in every environment of the project (see writableFeature).
 */

/** 200 when a new flag could take the name; 409 naming where it is taken (the archive too). */
export function validateFeatureName(db: Db, name: string): void {
  requireNameFree(db, name);
}

function featureNow(db: Db, target: FeatureTarget): Feature {
  const feature = readFeature(db, target.projectId, target.featureName);
  if (!feature) throw new NotFound(`Feature "${target.featureName}" does not exist in project "${target.projectId}".`);
  return feature;
}

function settingsOf(body: UpdateFeatureBody, featureName: string): FeatureSettings {
  if (body.name !== undefined && body.name !== featureName) {
    throw new BadData('A flag\'s name cannot change.', [{ message: 'name: a flag\'s name cannot change', path: 'name' }]);
  }
  return { type: body.type, description: body.description, impressionData: body.impressionData };
}

const isPatchable = (path: string): path is keyof typeof patchableFeatureFields => Object.hasOwn(patchableFeatureFields, path);

/** A JSON patch of the settings: add/replace set a field, remove clears the description; any other path or op is refused naming it. */
function settingsOfPatch(operations: readonly PatchOperation[]): FeatureSettings {
  const settings: FeatureSettings = {};
  operations.forEach((operation, index) => {
    const where = `${index}.path`;
    const path = operation.path;
    if (!isPatchable(path)) {
      throw new BadData(`The path "${path}" cannot be patched; a flag's ${Object.keys(patchableFeatureFields).join(', ')} can.`, [{ message: `${where}: cannot be patched`, path: where }]);
    }
    if (operation.op === 'remove' && path === '/description') {
      settings.description = null;
      return;
    }
    if (operation.op !== 'add' && operation.op !== 'replace') {
      throw new BadData(`The operation "${operation.op}" is not supported on "${path}".`, [{ message: `${index}.op: not supported on ${path}`, path: `${index}.op` }]);
    }
    const what = `value of ${path}`;
    if (path === '/description') settings.description = parseInput(patchableFeatureFields[path], operation.value, what);
    if (path === '/type') settings.type = parseInput(patchableFeatureFields[path], operation.value, what);
    if (path === '/impressionData') settings.impressionData = parseInput(patchableFeatureFields[path], operation.value, what);
  });
  return settings;
}

function updateSettings(db: Db, caller: Principal, target: FeatureTarget, settings: FeatureSettings): Feature {
  return writeTransaction(db, () => {
    requireProject(db, target.projectId);
    requireFeature(db, target.projectId, target.featureName);
    updateFeatureSettings(db, authorOf(caller), target.featureName, settings);
    return featureNow(db, target);
  });
}

export function updateFeature(db: Db, caller: Principal, target: FeatureTarget, body: UpdateFeatureBody): Feature {
  return updateSettings(db, caller, target, settingsOf(body, target.featureName));
}

export function patchFeature(db: Db, caller: Principal, target: FeatureTarget, operations: readonly PatchOperation[]): Feature {
  return updateSettings(db, caller, target, settingsOfPatch(operations));
}

/** Archives several flags of one project at once; whether the caller may comes before what the body names (`readBody`). */
export function archiveProjectFeatures(db: Db, caller: Principal, projectId: string, readBody: () => FeatureNamesBody): void {
  writeTransaction(db, () => {
    const by = writableProject(db, caller, projectId);
    const { features } = readBody();
    requireFeaturesIn(db, projectId, features, false);
    archiveFeatures(db, inOneTransaction(by), features);
  });
}

export function reviveProjectFeatures(db: Db, caller: Principal, projectId: string, { features }: FeatureNamesBody): void {
  writeTransaction(db, () => {
    requireProject(db, projectId);
    requireFeaturesIn(db, projectId, features, true);
    reviveFeatures(db, authorOf(caller), features);
  });
}

export function deleteProjectFeatures(db: Db, caller: Principal, projectId: string, { features }: FeatureNamesBody): void {
  writeTransaction(db, () => {
    requireProject(db, projectId);
    requireFeaturesIn(db, projectId, features, true);
    deleteFeatures(db, authorOf(caller), features);
  });
}

/** The older routes name an archived flag alone: `act` on it in its own project; 404 when the archive has no such flag. */
export function onArchivedFeature(
  db: Db, caller: Principal, featureName: string, act: (db: Db, caller: Principal, projectId: string, body: FeatureNamesBody) => void,
): void {
  writeTransaction(db, () => act(db, caller, archivedFeatureProject(db, featureName), { features: [featureName] }));
}
