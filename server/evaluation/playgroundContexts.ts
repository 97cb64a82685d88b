import type { SdkContext } from '../../contract';
import { buildContext } from './buildContext';
import type { EvaluationContext } from './evaluationContext';

/*
 * The contexts the admin playground evaluates for a request's context (Unleash's sdkContextSchema:
 * named fields, `properties`, and any other field as a property), through the same reading as the
 * frontend API's (`buildContext`: its limits, its `currentTime`).
 */

/** `POST /api/admin/playground`: the context as given. */
export function playgroundContext({ properties, ...fields }: SdkContext): EvaluationContext {
  return buildContext({ fields: textFields(fields), properties: Object.entries(properties ?? {}) });
}

// The contract lets only text through besides `properties`; this keeps the types honest about it.
const textFields = (fields: Record<string, unknown>): Array<[string, string]> =>
  Object.entries(fields).flatMap(([name, value]) => (typeof value === 'string' ? [[name, value]] : []));

/** One context of the advanced playground: as evaluated, and as its answer lists it (properties as fields). */
export interface ContextCombination {
  flat: Record<string, string>;
  context: EvaluationContext;
}

/**
 * `POST /api/admin/playground/advanced` reads each value as a comma-separated list and evaluates
 * every combination, as Unleash does ("alice,bob" is two users); properties become fields of
 * their own, in the place of `properties`.
 */
function choicesOf(context: SdkContext): Array<[string, string[]]> {
  const flat = new Map<string, string>();
  for (const [name, value] of Object.entries(context)) {
    if (name === 'properties') for (const [property, text] of Object.entries(context.properties ?? {})) flat.set(property, text);
    else if (typeof value === 'string') flat.set(name, value);
  }
  return [...flat].map(([name, value]) => [name, value.split(',')]);
}

/** How many contexts `contextCombinations` would make, without making them. */
export function combinationCount(context: SdkContext): number {
  return choicesOf(context).reduce((count, [, values]) => count * values.length, 1);
}

export function contextCombinations(context: SdkContext): ContextCombination[] {
  const combinations = choicesOf(context).reduce<Array<Array<[string, string]>>>(
    (partial, [name, values]) => partial.flatMap((fields) => values.map((value): Array<[string, string]> => [...fields, [name, value]])),
    [[]],
  );
  return combinations.map((fields) => ({ flat: Object.fromEntries(fields), context: buildContext({ fields, properties: [] }) }));
}
