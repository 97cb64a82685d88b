import { strategyBodySchema, type StrategyBody, type StrategySortOrderBody } from '../../contract/adminRequests';
import type { JsonPatchOperation } from '../../contract/jsonPatch';
import type { Strategy } from '../../contract/feature';
import type { StrategySegmentsBody } from '../../contract/segments';
import type { Principal } from '../auth/principal';
import { BadData, NotFound } from '../domain/errors';
import { applyJsonPatch } from '../domain/jsonPatch';
import { parseInput } from '../domain/parseInput';
import type { Db } from '../store/openDatabase';
import { findSegment } from '../store/segments';
import { addStrategy, deleteStrategy, findStrategyPlace, readStrategy, setStrategySortOrder, updateStrategy } from '../store/strategies';
import { writeTransaction } from '../store/writeTransaction';
import { writableFeatureEnvironment, type FeatureEnvironmentTarget } from './writableFeature';

/** A flag's strategies in one environment, written where the caller may change what it serves. */

export function addFeatureStrategy(db: Db, caller: Principal, target: FeatureEnvironmentTarget, body: StrategyBody): Strategy {
  return writeTransaction(db, () => {
    const { by } = writableFeatureEnvironment(db, caller, target);
    return addStrategy(db, by, target.featureName, target.environment, body);
  });
}

export function updateFeatureStrategy(db: Db, caller: Principal, target: FeatureEnvironmentTarget, strategyId: string, body: StrategyBody): Strategy {
  return writeTransaction(db, () => {
    const { by } = writableFeatureEnvironment(db, caller, target);
    return updateStrategy(db, by, target.featureName, target.environment, strategyId, body);
  });
}

const strategyFields = new Set(['name', 'title', 'disabled', 'sortOrder', 'constraints', 'parameters', 'segments', 'variants']);

/** A JSON Patch on the strategy as the admin API shows it; the result is checked as a PUT's body. */
export function patchFeatureStrategy(db: Db, caller: Principal, target: FeatureEnvironmentTarget, strategyId: string, patch: readonly JsonPatchOperation[]): Strategy {
  return writeTransaction(db, () => {
    const { by } = writableFeatureEnvironment(db, caller, target);
    const { id: _id, featureName: _feature, ...current } = readStrategy(db, target.featureName, target.environment, strategyId);
    const patched = applyJsonPatch(current, patch);
    // The body's schema would drop a field it does not know without a word; a patch that adds one is refused.
    const stranger = typeof patched === 'object' && patched !== null ? Object.keys(patched).find((key) => !strategyFields.has(key)) : undefined;
    if (stranger !== undefined) throw new BadData(`A strategy has no field "${stranger}".`, [{ message: `a strategy has no field "${stranger}"`, path: stranger }]);
    const body = parseInput(strategyBodySchema, patched, 'patched strategy');
    return updateStrategy(db, by, target.featureName, target.environment, strategyId, body);
  });
}

export function deleteFeatureStrategy(db: Db, caller: Principal, target: FeatureEnvironmentTarget, strategyId: string): Strategy {
  return writeTransaction(db, () => {
    const { by } = writableFeatureEnvironment(db, caller, target);
    return deleteStrategy(db, by, target.featureName, target.environment, strategyId);
  });
}

export function orderFeatureStrategies(db: Db, caller: Principal, target: FeatureEnvironmentTarget, order: StrategySortOrderBody): void {
  writeTransaction(db, () => {
    const { by } = writableFeatureEnvironment(db, caller, target);
    setStrategySortOrder(db, by, target.featureName, target.environment, order);
  });
}

/**
 * Unleash's `POST /api/admin/segments/strategies`: the strategy's segments set to exactly those
 * given, as an edit of the strategy (its `feature-strategy-update`, and the change request rule of
 * its environment). The strategy must be where the body says it is.
 */
export function setStrategySegments(db: Db, caller: Principal, body: StrategySegmentsBody): void {
  writeTransaction(db, () => {
    const place = findStrategyPlace(db, body.strategyId);
    if (!place || place.projectId !== body.projectId || place.environment !== body.environmentId) {
      throw new NotFound(`Strategy "${body.strategyId}" does not exist in project "${body.projectId}" and environment "${body.environmentId}".`);
    }
    const missing = body.segmentIds.find((id) => findSegment(db, id) === undefined);
    if (missing !== undefined) throw new BadData(`Segment ${missing} does not exist.`, [{ message: `segment ${missing} does not exist`, path: 'segmentIds' }]);
    const target = { projectId: place.projectId, featureName: place.featureName, environment: place.environment };
    const { by } = writableFeatureEnvironment(db, caller, target);
    const { id: _id, featureName: _feature, ...current } = readStrategy(db, place.featureName, place.environment, body.strategyId);
    updateStrategy(db, by, place.featureName, place.environment, body.strategyId, { ...parseInput(strategyBodySchema, current, 'strategy'), segments: [...body.segmentIds] });
  });
}
