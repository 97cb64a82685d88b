import type { AudienceContext } from '../../contract/audiences';
import type { ClientFeatures, FrontendToggle } from '../../contract';
import type { ImpactAnswer, ImpactDifference, ImpactedAudience, ImpactedFlag } from '../../contract/impact';
import { answerCacheKey } from './answerCacheKey';
import { parseContextBody } from './contextFromBody';
import { createEvaluator, type Evaluator } from './evaluator';
import { withSession } from './frontendDefaults';

/*
 * The impact preview's judge: each audience evaluated by the frontend API's evaluator (compiled,
 * and held to the official SDK's answers: `evaluator.ts`) against the configuration before a
 * change and after it, and the flags whose answer differs. Only the flags the change may move are
 * compared, so a large project costs no more than a small one.
 */

export interface PreviewAudience {
  name: string;
  id?: number;
  source: ImpactedAudience['source'];
  context: AudienceContext;
}

const answerOf = (toggle: FrontendToggle | undefined): ImpactAnswer =>
  toggle ? { enabled: true, variant: { name: toggle.variant.name, enabled: toggle.variant.enabled, ...(toggle.variant.payload ? { payload: toggle.variant.payload } : {}) } } : { enabled: false };

/** The first thing that differs: on ↔ off, then the variant, then its payload; undefined when none does. */
export function differenceOf(before: ImpactAnswer, after: ImpactAnswer): ImpactDifference | undefined {
  if (before.enabled !== after.enabled) return 'enabled';
  if (before.variant?.name !== after.variant?.name || before.variant?.enabled !== after.variant?.enabled) return 'variant';
  if (JSON.stringify(before.variant?.payload) !== JSON.stringify(after.variant?.payload)) return 'payload';
  return undefined;
}

/**
 * The audiences whose answer for one of `flags` differs between `before` and `after`. Each
 * audience's context is completed as the frontend API completes one (a session made up where it
 * has none), once, and evaluated with the same completion before and after.
 */
export function compareAudiences(
  before: ClientFeatures, after: ClientFeatures, flags: readonly string[], audiences: readonly PreviewAudience[],
): ImpactedAudience[] {
  const evaluators: Evaluator[] = [];
  try {
    const beforeEvaluator = createEvaluator(before);
    evaluators.push(beforeEvaluator);
    const afterEvaluator = createEvaluator(after);
    evaluators.push(afterEvaluator);
    const impacted: ImpactedAudience[] = [];
    for (const audience of audiences) {
      const given = parseContextBody({ context: audience.context });
      const context = withSession(given);
      const beforeToggles = new Map(beforeEvaluator.evaluate(context).map((toggle) => [toggle.name, toggle]));
      const afterToggles = new Map(afterEvaluator.evaluate(context).map((toggle) => [toggle.name, toggle]));
      const changed = flags.flatMap((feature): ImpactedFlag[] => {
        const was = answerOf(beforeToggles.get(feature));
        const will = answerOf(afterToggles.get(feature));
        const difference = differenceOf(was, will);
        return difference ? [{ feature, before: was, after: will, difference }] : [];
      });
      if (changed.length === 0) continue;
      // The answer cache's own test of whether the context alone decides an answer.
      const chance = [beforeEvaluator, afterEvaluator].some((evaluator) => answerCacheKey(evaluator.dependence, given, context) === undefined);
      impacted.push({ name: audience.name, ...(audience.id === undefined ? {} : { id: audience.id }), source: audience.source, flags: changed, chance });
    }
    return impacted;
  } finally {
    for (const evaluator of evaluators) evaluator.dispose();
  }
}
