/** The summaries the bench reports: medians of repeated runs, and a high percentile for latency. */

function sorted(values: readonly number[]): number[] {
  if (values.length === 0) throw new Error('no samples to summarise');
  return [...values].sort((a, b) => a - b);
}

/** The middle value; the mean of the two middle ones for an even count. */
export function median(values: readonly number[]): number {
  const ordered = sorted(values);
  const middle = Math.floor(ordered.length / 2);
  return ordered.length % 2 === 1 ? ordered[middle]! : (ordered[middle - 1]! + ordered[middle]!) / 2;
}

/** Nearest-rank percentile: the smallest sample that at least p% of the samples do not exceed. */
export function percentile(values: readonly number[], p: number): number {
  if (p <= 0 || p > 100) throw new Error(`percentile ${p} is outside (0, 100]`);
  const ordered = sorted(values);
  return ordered[Math.ceil((p / 100) * ordered.length) - 1]!;
}
