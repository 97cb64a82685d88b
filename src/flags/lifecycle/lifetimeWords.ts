/** A flag type's expected lifetime in words, as the type is chosen. */
export function lifetimeWords(lifetimeDays: number | null | undefined): string {
  if (lifetimeDays === null || lifetimeDays === undefined) return 'permanent: never expected to go stale';
  return `expected lifetime ${lifetimeDays} ${lifetimeDays === 1 ? 'day' : 'days'}`;
}
