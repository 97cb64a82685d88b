import { listItems, strategyLimits } from './limits';
import type { StrategyDefinition } from './strategyDefinitions';

/**
 * A custom strategy's parameters read against its definition, as Unleash's console writes them
 * (its `StrategyParameter` and `parseParameter`): every value a string; a `percentage` a whole
 * number from 0 to 100, a `number` any finite number, a `boolean` `true` or `false`, a `list`
 * comma-separated (kept trimmed, empty items left out), a `string` as typed. A required one must
 * be there and not empty. Parameters the definition does not name are kept, as Unleash keeps them.
 * One rule for the console's fields and the service's answer.
 */

export interface ParameterProblem {
  parameter: string;
  message: string;
}

type Parameter = StrategyDefinition['parameters'][number];

function problemOf(parameter: Parameter, value: string | undefined): string | undefined {
  const given = value?.trim() ?? '';
  // A list of nothing but commas is empty too, as Unleash's console reads it.
  if (given === '' || (parameter.type === 'list' && listItems(given).length === 0)) return parameter.required ? 'is required' : undefined;
  switch (parameter.type) {
    case 'percentage':
      return /^\d+$/.test(given) && Number(given) <= 100 ? undefined : 'must be a whole number from 0 to 100';
    case 'number':
      return Number.isFinite(Number(given)) ? undefined : 'must be a number';
    case 'boolean':
      return given === 'true' || given === 'false' ? undefined : 'must be true or false';
    case 'list': {
      const items = listItems(given);
      if (items.length > strategyLimits.listItems) return `must list at most ${strategyLimits.listItems} items; it lists ${items.length}`;
      const long = items.find((item) => item.length > strategyLimits.listItemLength);
      return long === undefined ? undefined : `must list items of at most ${strategyLimits.listItemLength} characters; one has ${long.length}`;
    }
    case 'string':
      return undefined;
  }
}

/** Each defined parameter that the values do not satisfy, in the definition's order. */
export function definedParameterProblems(definition: Pick<StrategyDefinition, 'parameters'>, values: Readonly<Record<string, string>> | undefined): ParameterProblem[] {
  return definition.parameters.flatMap((parameter) => {
    const message = problemOf(parameter, Object.hasOwn(values ?? {}, parameter.name) ? values?.[parameter.name] : undefined);
    return message === undefined ? [] : [{ parameter: parameter.name, message }];
  });
}

/** The values as the service keeps them: lists as Unleash's console writes them, the others trimmed. */
export function normaliseDefinedParameters(definition: Pick<StrategyDefinition, 'parameters'>, values: Readonly<Record<string, string>> | undefined): Record<string, string> {
  const kept: Record<string, string> = { ...values };
  for (const parameter of definition.parameters) {
    if (!Object.hasOwn(kept, parameter.name)) continue;
    const value = kept[parameter.name] ?? '';
    kept[parameter.name] = parameter.type === 'list' ? listItems(value).join(',') : parameter.type === 'string' ? value : value.trim();
  }
  return kept;
}

/** What a new strategy of the definition starts with, as Unleash's console starts it (`createFeatureStrategy`). */
export function initialDefinedParameters(definition: Pick<StrategyDefinition, 'parameters'>): Record<string, string> {
  return Object.fromEntries(definition.parameters.map((parameter) => [
    parameter.name,
    parameter.type === 'percentage' ? '50' : parameter.type === 'boolean' ? 'false' : '',
  ]));
}
