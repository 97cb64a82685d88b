import { randomUUID } from 'node:crypto';
import { strategyBodySchema, type CloneFeatureBody } from '../../contract/adminRequests';
import type { Feature } from '../../contract/feature';
import type { Principal } from '../auth/principal';
import { NotFound } from '../domain/errors';
import { addDependency } from '../store/dependencies';
import { readFeature } from '../store/featureRead';
import { createFeature } from '../store/featureWrite';
import type { Db } from '../store/openDatabase';
import { addStrategy } from '../store/strategies';
import { setVariants } from '../store/variants';
import { writeTransaction } from '../store/writeTransaction';
import { writableFeature, type FeatureTarget } from './writableFeature';

/**
 * A copy of a flag under a new name, as Unleash's clone makes it: its settings, each
 * environment's strategies (their `groupId` made the new name unless told otherwise) and
 * variants, and its dependencies; off everywhere, as a new flag is. It adds strategies in every
 * environment, so it needs what a write to the whole flag needs (Unleash refuses it outright in a
 * project with change requests; here an admin holding SKIP_CHANGE_REQUEST may).
 */
export function cloneProjectFeature(db: Db, caller: Principal, target: FeatureTarget, readBody: () => CloneFeatureBody): Feature {
  return writeTransaction(db, () => {
    const { by } = writableFeature(db, caller, target);
    const body = readBody();
    const source = readFeature(db, target.projectId, target.featureName);
    if (!source) throw new NotFound(`Feature "${target.featureName}" does not exist in project "${target.projectId}".`);
    createFeature(db, by, target.projectId, { name: body.name, type: source.type, description: source.description, impressionData: source.impressionData });
    for (const environment of source.environments ?? []) {
      if ((environment.variants ?? []).length > 0) setVariants(db, by, body.name, environment.name, environment.variants ?? []);
      for (const { id: _id, featureName: _feature, ...strategy } of environment.strategies ?? []) {
        const parameters = strategy.parameters && body.replaceGroupId !== false && 'groupId' in strategy.parameters ? { ...strategy.parameters, groupId: body.name } : strategy.parameters;
        addStrategy(db, by, body.name, environment.name, strategyBodySchema.parse({ ...strategy, parameters }), randomUUID(), { copying: true });
      }
    }
    for (const dependency of source.dependencies ?? []) addDependency(db, by, target.projectId, body.name, dependency);
    const clone = readFeature(db, target.projectId, body.name);
    if (!clone) throw new NotFound(`Feature "${body.name}" does not exist in project "${target.projectId}".`);
    return clone;
  });
}
