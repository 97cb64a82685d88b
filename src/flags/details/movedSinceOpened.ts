import type { FeatureEnvironment, Strategy, Variant } from '../../../contract';
import { getFeature } from '../../api/features';

/**
 * What an editor opened with may have changed by the time it saves: someone else saved, or a
 * change request was applied. Unleash's admin API takes a PUT over it without a word, so before
 * saving an editor reads what is there now and, where it moved, says what changed and lets the
 * person apply theirs again or start from what is there (its form kept either way).
 */
/** The strategy an editor opened with is not what the service holds now; `current` is undefined once it was deleted. */
export class StrategyMoved extends Error {
  constructor(readonly current: Strategy | undefined) {
    super(current === undefined ? 'The strategy was deleted since the editor opened.' : 'The strategy was changed since the editor opened.');
  }
}

/** The variants an editor opened with are not what the service holds now. */
export class VariantsMoved extends Error {
  constructor(readonly current: Variant[]) {
    super('The variants were changed since the editor opened.');
  }
}

/** JSON with keys in order, so the same state compares equal however its keys were written. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner !== 'object' || inner === null || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}

/** What of a strategy SDKs and people read; the rest (its place, who made it) is not an edit to warn about. */
const significant = (strategy: Strategy) => ({
  name: strategy.name,
  title: strategy.title || null,
  disabled: strategy.disabled ?? false,
  parameters: strategy.parameters ?? {},
  constraints: strategy.constraints ?? [],
  segments: strategy.segments ?? [],
  variants: strategy.variants ?? [],
});

export function sameStrategy(a: Strategy | undefined, b: Strategy | undefined): boolean {
  return a !== undefined && b !== undefined && stableJson(significant(a)) === stableJson(significant(b));
}

export function sameVariants(a: readonly Variant[], b: readonly Variant[] | undefined): boolean {
  return b !== undefined && stableJson(a) === stableJson(b);
}

/** The environment of the flag as the service holds it now. */
export async function environmentNow(projectId: string, featureName: string, environment: string): Promise<FeatureEnvironment | undefined> {
  const feature = await getFeature(projectId, featureName);
  return feature.environments?.find((candidate) => candidate.name === environment);
}
