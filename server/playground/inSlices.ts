import { setImmediate as nextTurn } from 'node:timers/promises';

/** How long the admin playground works before it lets other requests in. */
export const sliceMs = 20;

/**
 * Goes through `items` with a break for the event loop whenever a slice of work is used up: a
 * request that evaluates many flags for many contexts never holds up everybody else's requests.
 */
export async function inSlices<T>(items: Iterable<T>, each: (item: T) => void): Promise<void> {
  let sliceStarted = performance.now();
  for (const item of items) {
    each(item);
    if (performance.now() - sliceStarted > sliceMs) {
      await nextTurn();
      sliceStarted = performance.now();
    }
  }
}
