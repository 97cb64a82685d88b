import { definedParameterProblems, normaliseDefinedParameters } from '../../contract/definedParameters';
import { isBuiltInStrategy } from '../../contract/strategyParameters';
import { BadData } from '../domain/errors';
import type { Db } from './openDatabase';
import { listStrategyDefinitions } from './strategyDefinitions';

/**
 * Which strategy types a flag's strategy may be: a built-in one SDKs evaluate, or a custom one
 * defined here (`strategyDefinitions.ts`), its parameters checked against its definition. As in
 * Unleash, a strategy of a type nobody defined is refused (`Could not find strategy type`), even
 * one whose definition was deleted since it was added, and a deprecated type is no longer added
 * (Unleash's console stops offering it); a strategy that has one keeps working and can be edited.
 */

interface StrategyInput {
  name: string;
  parameters?: Record<string, string> | undefined;
}

/** Where the strategy is going: added, in place of one of the type named, or copied from a flag that has it (a clone). */
export interface StrategyPlace {
  replacing?: string | undefined;
  copying?: boolean;
}

const refuse = (path: string, message: string) => new BadData(message, [{ message, path }]);

/** The strategy as it will be kept, or a 400 naming `name` or the parameter at fault. */
export function requireUsableStrategy<S extends StrategyInput>(db: Db, strategy: S, place: StrategyPlace = {}): S {
  const definition = listStrategyDefinitions(db).find((candidate) => candidate.name === strategy.name);
  const builtIn = isBuiltInStrategy(strategy.name);
  if (!definition && !builtIn) throw refuse('name', `Could not find strategy type with name ${strategy.name}`);
  if (definition?.deprecated && !place.copying && place.replacing !== strategy.name) {
    throw refuse('name', `Strategy type ${strategy.name} is deprecated: it is no longer added to flags (reactivate it first)`);
  }
  if (builtIn || !definition) return strategy;
  const [first, ...others] = definedParameterProblems(definition, strategy.parameters);
  if (first) {
    const details = [first, ...others].map(({ parameter, message }) => ({ path: `parameters.${parameter}`, message: `${parameter} ${message}` }));
    throw new BadData(`${strategy.name}: parameter ${first.parameter} ${first.message}`, details);
  }
  return { ...strategy, parameters: normaliseDefinedParameters(definition, strategy.parameters) };
}
