import type { FrontendToggle } from '../../contract/frontend';
import { shownVariantName } from '../evaluation/evaluator';

/**
 * What one `/api/frontend` answer exposed: every flag its snapshot evaluated (the same array for
 * every answer of that snapshot), and of them the enabled ones with the variant each got. An
 * answer lists only enabled flags, so every other evaluated flag counts as a "no". Kept with the
 * answer (answerCache.ts), so a cached answer is counted from what it holds without evaluating.
 */
export interface ExposureTally {
  readonly evaluated: readonly string[];
  readonly enabled: readonly string[];
  /** The variant `enabled[i]` got, or '' where it has none: the frontend API answers "disabled" then, which is no variant to count. */
  readonly variants: readonly string[];
}

export function tallyOf(evaluated: readonly string[], toggles: readonly FrontendToggle[]): ExposureTally {
  return { evaluated, enabled: toggles.map((toggle) => toggle.name), variants: toggles.map((toggle) => shownVariantName(toggle.variant)) };
}

/** The memory a tally adds to an answer: its object, two arrays and a reference per enabled flag (the names are the snapshot's). */
export function tallyBytes(tally: ExposureTally): number {
  return 96 + 16 * tally.enabled.length;
}
