import type { Feature, FeatureEnvironment, Strategy, Variant } from '../../../contract';
import type { StrategyBody, VariantInput } from '../../../contract/adminRequests';
import { bodyOfStrategy } from '../details/strategies/strategyForm';

/**
 * One flag in two environments, side by side: what differs, and the changes that make the target
 * like the source. Strategies have an id per environment, so they are matched by what they hold
 * (a copy of a strategy is the same strategy); what the source has and the target lacks is added,
 * what the target has and the source lacks is deleted. Pure, so what the page shows is what is sent.
 */
export type Difference =
  | { id: string; kind: 'enabled'; from: boolean; to: boolean }
  | { id: string; kind: 'add'; strategy: Strategy; body: StrategyBody | undefined }
  | { id: string; kind: 'delete'; strategy: Strategy }
  | { id: string; kind: 'variants'; from: readonly Variant[]; to: readonly Variant[] };

export interface FlagComparison {
  feature: string;
  from: FeatureEnvironment | undefined;
  to: FeatureEnvironment | undefined;
  /** The strategies both environments hold, as the source holds them. */
  same: Strategy[];
  differences: Difference[];
}

/** Key order and absent fields made alike, so two equal configurations read as one string. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (inner === null || typeof inner !== 'object' || Array.isArray(inner)) return inner;
    return Object.fromEntries(Object.entries(inner).filter(([, entry]) => entry !== undefined && entry !== null).sort(([a], [b]) => a.localeCompare(b)));
  });
}

const strategyKey = (strategy: Strategy) => canonical({
  name: strategy.name,
  title: strategy.title || undefined,
  disabled: strategy.disabled === true,
  parameters: strategy.parameters ?? {},
  constraints: strategy.constraints ?? [],
  segments: [...(strategy.segments ?? [])].sort((a, b) => a - b),
  variants: strategy.variants ?? [],
});

const variantsKey = (variants: readonly Variant[]) =>
  canonical([...variants].sort((a, b) => a.name.localeCompare(b.name)).map(({ name, weight, weightType, stickiness, payload, overrides }) => (
    { name, weight, weightType: weightType ?? 'variable', stickiness: stickiness ?? 'default', payload, overrides: overrides ?? [] }
  )));

export function compareEnvironments(flag: Feature, from: string, to: string): FlagComparison {
  const source = flag.environments?.find((environment) => environment.name === from);
  const target = flag.environments?.find((environment) => environment.name === to);
  const differences: Difference[] = [];
  if (source && target && source.enabled !== target.enabled) {
    differences.push({ id: `${flag.name}/enabled`, kind: 'enabled', from: source.enabled, to: target.enabled });
  }
  const unmatched = [...(target?.strategies ?? [])];
  const same: Strategy[] = [];
  (source?.strategies ?? []).forEach((strategy, index) => {
    const key = strategyKey(strategy);
    const match = unmatched.findIndex((candidate) => strategyKey(candidate) === key);
    if (match >= 0) {
      unmatched.splice(match, 1);
      same.push(strategy);
    } else {
      differences.push({ id: `${flag.name}/add/${strategy.id ?? index}`, kind: 'add', strategy, body: bodyOfStrategy(strategy) });
    }
  });
  unmatched.forEach((strategy, index) => differences.push({ id: `${flag.name}/delete/${strategy.id ?? index}`, kind: 'delete', strategy }));
  const fromVariants = source?.variants ?? [];
  const toVariants = target?.variants ?? [];
  if (variantsKey(fromVariants) !== variantsKey(toVariants)) {
    differences.push({ id: `${flag.name}/variants`, kind: 'variants', from: fromVariants, to: toVariants });
  }
  return { feature: flag.name, from: source, to: target, same, differences };
}

/** Whether a difference can be promoted as it is (a strategy the service would refuse cannot). */
export const promotable = (difference: Difference) => difference.kind !== 'add' || difference.body !== undefined;

/**
 * One change of a promotion, in a change request's shape (so the embedded service's one call, a
 * change request and the impact preview take it as it is), typed by its action so that each can
 * also be made with the service's own endpoint for it, one by one.
 */
export type PromotionChange =
  | { feature: string; action: 'addStrategy'; payload: StrategyBody }
  | { feature: string; action: 'deleteStrategy'; payload: { id: string } }
  | { feature: string; action: 'patchVariant'; payload: { variants: VariantInput[] } }
  | { feature: string; action: 'updateEnabled'; payload: { enabled: boolean } };

/** A change with the difference it promotes. */
export interface PromotionStep {
  change: PromotionChange;
  difference: Difference;
}

/** A change of the promotion, with the difference it promotes in words, as the page says it. */
export interface PromotionStepInWords {
  change: PromotionChange;
  words: string;
}

/**
 * The changes that promote the chosen differences into the target, in order: strategies added
 * before any is deleted (the flag never goes without one on the way), variants, and the switch
 * last, so a flag turned on is turned on with the strategies it is meant to have.
 */
export function promotionSteps(comparisons: readonly FlagComparison[], chosen: ReadonlySet<string>): PromotionStep[] {
  const steps: PromotionStep[] = [];
  for (const { feature, differences } of comparisons) {
    const picked = differences.filter((difference) => chosen.has(difference.id) && promotable(difference));
    for (const difference of picked) if (difference.kind === 'add' && difference.body) steps.push({ difference, change: { feature, action: 'addStrategy', payload: difference.body } });
    for (const difference of picked) if (difference.kind === 'delete' && difference.strategy.id) steps.push({ difference, change: { feature, action: 'deleteStrategy', payload: { id: difference.strategy.id } } });
    for (const difference of picked) if (difference.kind === 'variants') steps.push({ difference, change: { feature, action: 'patchVariant', payload: { variants: difference.from.map(variantBody) } } });
    for (const difference of picked) if (difference.kind === 'enabled') steps.push({ difference, change: { feature, action: 'updateEnabled', payload: { enabled: difference.from } } });
  }
  return steps;
}

/** The changes alone, as the embedded service's one call, a change request and the impact preview take them. */
export const promotionChanges = (comparisons: readonly FlagComparison[], chosen: ReadonlySet<string>): PromotionChange[] =>
  promotionSteps(comparisons, chosen).map((step) => step.change);

function variantBody({ name, weight, weightType, stickiness, payload, overrides }: Variant): VariantInput {
  return { name, weight, weightType, stickiness, payload, overrides };
}
