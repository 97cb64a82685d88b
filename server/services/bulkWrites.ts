import type { BulkTagsBody } from '../../contract/bulk';
import type { FeatureNamesBody } from '../../contract/featureLifecycle';
import type { Principal } from '../auth/principal';
import { NotFound } from '../domain/errors';
import { inOneTransaction } from '../store/events';
import { requireFeaturesIn } from '../store/featureArchive';
import { setFeatureEnabled } from '../store/featureWrite';
import type { Db } from '../store/openDatabase';
import { requireProject } from '../store/projects';
import { addTags, removeTags } from '../store/tags';
import { writeTransaction } from '../store/writeTransaction';
import { authorOf } from './eventAuthor';
import { writableProjectEnvironment } from './writableFeature';

/*
 * Writes to many flags of a project at once, each in one transaction: every flag changes or none
 * does, and their events share one group (server/README.md, Bulk changes).
 */

const listed = (names: readonly string[]) => names.map((name) => `"${name}"`).join(', ');

/** 404 naming every flag of `features` that is not a flag of the project (archived ones included), as Unleash's bulk switch answers. */
function requireLiveFeatures(db: Db, projectId: string, features: readonly string[]): void {
  const read = db.cached<[string, string], { archived_at: string | null }>('SELECT archived_at FROM features WHERE name = ? AND project = ?');
  const missing = features.filter((name) => {
    const row = read.get(name, projectId);
    return !row || row.archived_at !== null;
  });
  if (missing.length > 0) throw new NotFound(`These flags are not flags of project "${projectId}": ${listed(missing)}. Nothing was switched.`);
}

/** Unleash's bulk switch: the flags on (or off) in one environment; whether the caller may comes before what the body names. */
export function switchProjectFeatures(
  db: Db, caller: Principal, target: { projectId: string; environment: string }, enabled: boolean,
  readBody: () => FeatureNamesBody, options: { activateDisabledStrategies: boolean },
): void {
  writeTransaction(db, () => {
    const { environment, by } = writableProjectEnvironment(db, caller, target.projectId, target.environment);
    const features = [...new Set(readBody().features)];
    requireLiveFeatures(db, target.projectId, features);
    const grouped = inOneTransaction(by);
    for (const feature of features) setFeatureEnabled(db, grouped, feature, environment, enabled, options);
  });
}

/** Unleash's bulk tags: the tags added to and taken off every flag named; a tag a flag has (or lacks) already is left as it is. */
export function tagProjectFeatures(db: Db, caller: Principal, projectId: string, { features, tags }: BulkTagsBody): void {
  writeTransaction(db, () => {
    requireProject(db, projectId);
    const names = [...new Set(features)];
    requireFeaturesIn(db, projectId, names, false);
    const grouped = inOneTransaction(authorOf(caller));
    addTags(db, grouped, names, tags.addedTags);
    removeTags(db, grouped, names, tags.removedTags);
  });
}
