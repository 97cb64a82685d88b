import { z } from 'zod';
import { listItems, listParameters, strategyLimits } from './limits';

/**
 * A strategy's parameters as the admin API and change requests take them: by name, as strings,
 * within `strategyLimits`, and checked against what the built-in strategy reads from them. A
 * custom strategy's are checked against its definition, which the service holds
 * (`definedParameters.ts`).
 */

/** Strategy names the SDKs evaluate (Unleash's built-ins). */
export const strategyNames = [
  'default', 'flexibleRollout', 'userWithId', 'remoteAddress', 'applicationHostname',
  'gradualRolloutUserId', 'gradualRolloutSessionId', 'gradualRolloutRandom',
] as const;

type StrategyName = (typeof strategyNames)[number];
type StrategyParameters = { name: string; parameters?: Record<string, string> | undefined };

export const isBuiltInStrategy = (name: string): name is StrategyName => (strategyNames as readonly string[]).includes(name);

/** A strategy type's name: one SDKs and URLs read alike, as Unleash asks of strategy names. */
export const strategyTypeName = z.string().min(1).max(100).regex(/^[A-Za-z0-9][A-Za-z0-9._~-]*$/, 'must be URL-friendly: letters, digits and . _ ~ -');

/** Unleash accepts numbers for parameters such as `rollout` and stores them as strings. */
const parameterValue = z.union([z.string(), z.number(), z.boolean()]).transform(String)
  .pipe(z.string().max(strategyLimits.parameterValueLength));

/**
 * Parameters by name, their number and names checked before they are read. A record read from
 * JSON would leave a key named `__proto__` out without a word (setting it sets no property), so
 * that name is refused; `constructor`, `prototype` and the like are kept as any other name.
 */
export const parametersSchema = z.unknown()
  .superRefine((raw, ctx) => {
    if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return;
    const names = Object.keys(raw);
    if (names.length > strategyLimits.parameters) {
      ctx.addIssue({ code: 'custom', message: `must hold at most ${strategyLimits.parameters} parameters; it holds ${names.length}` });
    }
    const long = names.find((name) => name.length > strategyLimits.parameterNameLength);
    if (long !== undefined) {
      ctx.addIssue({ code: 'custom', message: `parameter names have at most ${strategyLimits.parameterNameLength} characters: "${long.slice(0, 40)}…" has ${long.length}` });
    }
    if (Object.hasOwn(raw, '__proto__')) ctx.addIssue({ code: 'custom', path: ['__proto__'], message: 'cannot be the name of a parameter' });
  })
  .pipe(z.record(z.string(), parameterValue));

/** The parameter each built-in percentage strategy reads, as Unleash's strategy definitions name it. */
const percentageParameter: Partial<Record<StrategyName, string>> = {
  flexibleRollout: 'rollout',
  gradualRolloutUserId: 'percentage',
  gradualRolloutSessionId: 'percentage',
  gradualRolloutRandom: 'percentage',
};

/**
 * A percentage the SDKs can read: a whole number from 0 to 100, sent as a number or a numeric
 * string (both arrive as strings here). Anything else evaluates differently in each SDK.
 */
function checkPercentage(strategy: StrategyParameters, ctx: z.RefinementCtx): void {
  const parameter = isBuiltInStrategy(strategy.name) ? percentageParameter[strategy.name] : undefined;
  const value = parameter === undefined ? undefined : strategy.parameters?.[parameter];
  if (parameter === undefined || value === undefined) return;
  if (!/^\d+$/.test(value) || Number(value) > 100) {
    ctx.addIssue({ code: 'custom', path: ['parameters', parameter], message: 'must be a whole number from 0 to 100' });
  }
}

const listParameter: Partial<Record<StrategyName, string>> = listParameters;
const listParameterOf = (strategy: StrategyParameters): string | undefined => (isBuiltInStrategy(strategy.name) ? listParameter[strategy.name] : undefined);

/** A list the strategy reads item by item holds at most so many items, each at most so long. */
function checkList(strategy: StrategyParameters, ctx: z.RefinementCtx): void {
  const parameter = listParameterOf(strategy);
  const value = parameter === undefined ? undefined : strategy.parameters?.[parameter];
  if (parameter === undefined || value === undefined) return;
  const items = listItems(value);
  if (items.length > strategyLimits.listItems) {
    ctx.addIssue({ code: 'custom', path: ['parameters', parameter], message: `must list at most ${strategyLimits.listItems} items; it lists ${items.length}` });
  }
  const long = items.find((item) => item.length > strategyLimits.listItemLength);
  if (long !== undefined) {
    ctx.addIssue({
      code: 'custom', path: ['parameters', parameter],
      message: `must list items of at most ${strategyLimits.listItemLength} characters; one has ${long.length}`,
    });
  }
}

/** The strategy's list kept as Unleash's console writes it (`listItems`), whatever the client sent. */
export function normaliseListParameter<S extends StrategyParameters>(strategy: S): S {
  const parameter = listParameterOf(strategy);
  const value = parameter === undefined ? undefined : strategy.parameters?.[parameter];
  if (parameter === undefined || value === undefined) return strategy;
  return { ...strategy, parameters: { ...strategy.parameters, [parameter]: listItems(value).join(',') } };
}

/** What a built-in strategy's parameters must hold for the strategy it is: its percentage, its list. */
export function checkParameters(strategy: StrategyParameters, ctx: z.RefinementCtx): void {
  checkPercentage(strategy, ctx);
  checkList(strategy, ctx);
}
