import type { AdvancedPlaygroundEnvironmentFeature, ClientVariant } from '../../contract';
import { valuesInWords } from '../describe/describeConstraint';
import { weightAsPercent } from '../describe/variantWeights';

/**
 * Why an enabled flag gave the variant it gave, as the SDK chooses: the deciding strategy's
 * variants first, else the flag's own; an override that names the context wins; otherwise the
 * weights, by the stickiness field's value.
 */
type Entry = Pick<AdvancedPlaygroundEnvironmentFeature, 'isEnabled' | 'variant' | 'variants' | 'strategies' | 'context'>;

/** The field whose value places the context among the weights, and that value. */
function stickinessOf(stickiness: string | undefined, context: Readonly<Record<string, string>>): string {
  if (stickiness && stickiness !== 'default') {
    return context[stickiness] ? `by ${stickiness} (${context[stickiness]})` : `by ${stickiness}, which this context does not have, so at random`;
  }
  const field = ['userId', 'sessionId', 'remoteAddress'].find((name) => (context[name] ?? '') !== '');
  return field ? `by ${field} (${context[field]})` : 'at random: the context has no userId, sessionId or remoteAddress';
}

const weights = (variants: readonly ClientVariant[]) => valuesInWords(variants.map((variant) => `${variant.name} ${weightAsPercent(variant.weight)}`));

export function variantReason(entry: Entry): string | undefined {
  const chosen = entry.variant;
  if (!entry.isEnabled || !chosen?.enabled) return undefined;
  const index = entry.strategies.data.findIndex((strategy) => strategy.result.evaluationStatus === 'complete' && strategy.result.enabled === true);
  const deciding = entry.strategies.data[index];
  if (deciding?.result.evaluationStatus === 'complete' && deciding.result.variant) {
    const variants = deciding.result.variants ?? entry.variants;
    const stickiness = variants[0]?.stickiness || String(deciding.parameters.stickiness ?? 'default');
    return `${chosen.name}: from the variants of strategy ${index + 1} (${weights(variants)}), ${stickinessOf(stickiness, entry.context)}.`;
  }
  const override = entry.variants
    .find((variant) => variant.name === chosen.name)
    ?.overrides?.find((candidate) => (candidate.values ?? []).includes(entry.context[candidate.contextName] ?? '\u0000'));
  if (override) return `${chosen.name}: an override for ${override.contextName} ${entry.context[override.contextName]}.`;
  return `${chosen.name}: from the flag's variants (${weights(entry.variants)}), ${stickinessOf(entry.variants[0]?.stickiness, entry.context)}.`;
}
