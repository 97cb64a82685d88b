import { strategySchema, type Strategy } from '../../contract';

/** How an event's sentence names a strategy (history/eventSentence.ts), from what the event holds of it. */

export const strategyOf = (data: unknown): Strategy | undefined => strategySchema.safeParse(data).data;

export const rolloutOf = (strategy: Strategy | undefined) =>
  strategy?.name === 'flexibleRollout' && strategy.parameters?.rollout !== undefined ? `${strategy.parameters.rollout}%` : undefined;

/** "the rollout strategy", 'the strategy "Desktop sessions"': how a sentence names a strategy. */
export function strategyNoun(strategy: Strategy | undefined): string {
  if (!strategy) return 'a strategy';
  if (strategy.title) return `the strategy "${strategy.title}"`;
  if (strategy.name === 'flexibleRollout') return 'the rollout strategy';
  if (strategy.name === 'default') return 'the standard strategy';
  return `the ${strategy.name} strategy`;
}

/** What was added: "a 25% rollout" where that says it, else the strategy's name. */
export function addedStrategy(strategy: Strategy | undefined): string {
  const rollout = rolloutOf(strategy);
  if (rollout && !strategy?.title) return `a ${rollout} rollout`;
  if (strategy?.name === 'default' && !strategy.title) return 'the standard strategy (on for everyone)';
  return strategyNoun(strategy);
}

/** Whether an update changed a rollout's percentage and nothing else a reader sees. */
export function onlyRolloutChanged(before: Strategy | undefined, after: Strategy | undefined): boolean {
  if (!before || !after || rolloutOf(before) === undefined || rolloutOf(after) === undefined || rolloutOf(before) === rolloutOf(after)) return false;
  const rest = (strategy: Strategy) =>
    JSON.stringify([strategy.name, strategy.title ?? null, !!strategy.disabled, strategy.constraints ?? [], strategy.segments ?? [], strategy.variants ?? [], { ...strategy.parameters, rollout: undefined }]);
  return rest(before) === rest(after);
}
