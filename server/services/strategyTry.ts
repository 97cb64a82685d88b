import type { ClientStrategy } from '../../contract/clientFeatures';
import type { StrategyTryRequest, StrategyTryResult } from '../../contract/strategyTry';
import { BadData } from '../domain/errors';
import { buildContext, InvalidContextError, tryStrategy } from '../evaluation';
import { buildClientFeatures } from '../store/clientFeatures';
import { projectEnvironments } from '../store/environments';
import type { Db } from '../store/openDatabase';
import { requireSegments, strategyVariants } from '../store/strategies';
import { requireUsableStrategy } from '../store/strategyTypes';

/**
 * The strategy editor's "try it": an unsaved strategy checked as a save would check it, then
 * evaluated for the contexts given (`evaluation/tryStrategy.ts`). It reads and writes nothing
 * else; what the request names that does not exist is a 400 naming its field.
 */

const refuse = (path: string, message: string) => new BadData(`${path}: ${message}`, [{ message, path }]);

/** The store's refusals name the strategy's fields; here they sit under `strategy`. */
function underStrategy<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof BadData)) throw error;
    throw new BadData(error.message, error.details.map((detail) => ({ ...detail, path: detail.path ? `strategy.${detail.path}` : 'strategy' })));
  }
}

function contextOf(flat: Record<string, string>, index: number) {
  try {
    return { flat, context: buildContext({ fields: Object.entries(flat), properties: [] }) };
  } catch (error) {
    if (!(error instanceof InvalidContextError)) throw error;
    throw refuse(error.parameter ? `contexts.${index}.${error.parameter}` : `contexts.${index}`, error.message);
  }
}

export function tryUnsavedStrategy(db: Db, input: StrategyTryRequest): StrategyTryResult[] {
  const { projectId, featureName, environment, strategyId } = input;
  const feature = db.cached<[string], { project: string; archived_at: string | null }>('SELECT project, archived_at FROM features WHERE name = ?').get(featureName);
  if (!feature || feature.project !== projectId || feature.archived_at !== null) {
    throw refuse('featureName', `there is no flag "${featureName}" in project "${projectId}"`);
  }
  if (!projectEnvironments(db, projectId).some((candidate) => candidate.name === environment)) {
    throw refuse('environment', `project "${projectId}" has no environment "${environment}"`);
  }
  const replaced = strategyId === undefined ? undefined
    : db.cached<[string, string, string], { name: string }>('SELECT name FROM strategies WHERE id = ? AND feature = ? AND environment = ?').get(strategyId, featureName, environment);
  if (strategyId !== undefined && !replaced) throw refuse('strategyId', `"${featureName}" has no strategy "${strategyId}" in ${environment}`);
  const strategy = underStrategy(() => requireUsableStrategy(db, input.strategy, { replacing: replaced?.name }));
  const segments = strategy.segments ?? [];
  const variants = underStrategy(() => {
    requireSegments(db, segments);
    return strategyVariants(strategy.variants);
  });
  const contexts = input.contexts.map(contextOf);
  const parents = db.cached<[string], { parent: string }>('SELECT parent FROM dependencies WHERE child = ?').all(featureName).map((row) => row.parent);
  const edited: ClientStrategy = {
    id: strategyId ?? 'unsaved',
    name: strategy.name,
    title: strategy.title ?? null,
    disabled: strategy.disabled ?? false,
    parameters: strategy.parameters ?? {},
    constraints: strategy.constraints ?? [],
    segments,
    variants,
  };
  const config = buildClientFeatures(db, environment, [projectId], { features: [featureName, ...parents], segments });
  return tryStrategy({ config, featureName, strategy: edited, replacing: strategyId }, contexts);
}
