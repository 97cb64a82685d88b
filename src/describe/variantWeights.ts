/** Variant weights are in thousandths (0..1000); people read percentages. */
export function weightAsPercent(weight: number): string {
  const percent = Math.round(weight) / 10;
  return `${Number.isInteger(percent) ? percent : percent.toFixed(1)}%`;
}

/** "default" stickiness is Unleash's chain: userId, else sessionId, else random. */
export function stickinessInWords(stickiness: string | undefined): string {
  if (!stickiness || stickiness === 'default') return 'default (userId, else sessionId, else random)';
  if (stickiness === 'random') return 'random (no stickiness)';
  return stickiness;
}
