import { isApiError } from '../../api';
import type { PromotionChange } from './environmentDiff';

/** What became of one change of a promotion made change by change. */
export type ChangeOutcome =
  | { kind: 'made' }
  | { kind: 'failed'; error: unknown }
  | { kind: 'notTried'; because: 'flagFailed' | 'serviceStopped' };

/**
 * A failure that says nothing about the change itself: the session ended, the service is out of
 * reach or slow, or it asks to slow down. The changes after it would meet the same.
 */
const stopsEverything = (error: unknown) =>
  isApiError(error, 'AuthenticationRequired') || isApiError(error, 'Network') || isApiError(error, 'Timeout') || isApiError(error, 'RateLimited');

/**
 * Makes a promotion's changes one at a time, in their order, where the service has no call that
 * makes them all at once. A change that fails leaves its flag's later changes unmade (they were
 * ordered to follow it: a switch turned on after the strategies it is meant to have), and the
 * other flags go on; a failure of the service itself leaves every later change unmade. The
 * changes made before a failure stay made: each outcome is given, in the changes' order.
 */
export async function promoteOneByOne(
  changes: readonly PromotionChange[],
  make: (change: PromotionChange) => Promise<unknown>,
  onMade?: (outcomes: readonly ChangeOutcome[]) => void,
): Promise<ChangeOutcome[]> {
  const outcomes: ChangeOutcome[] = [];
  const failedFlags = new Set<string>();
  let stopped = false;
  for (const change of changes) {
    if (stopped) outcomes.push({ kind: 'notTried', because: 'serviceStopped' });
    else if (failedFlags.has(change.feature)) outcomes.push({ kind: 'notTried', because: 'flagFailed' });
    else {
      try {
        await make(change);
        outcomes.push({ kind: 'made' });
      } catch (error) {
        outcomes.push({ kind: 'failed', error });
        failedFlags.add(change.feature);
        stopped = stopsEverything(error);
      }
    }
    onMade?.([...outcomes]);
  }
  return outcomes;
}
