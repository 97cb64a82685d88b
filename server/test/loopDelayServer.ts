import { monitorEventLoopDelay } from 'node:perf_hooks';
import { z } from 'zod';

/*
 * A test entry, never started in production: the real server (`server/main.ts`) with the event
 * loop's delay recorded in its own process, so a busy test process cannot blur the figure. Over
 * the IPC channel the test says `start` before a request and `report` after it; the answer is
 * the longest the loop waited in between, in milliseconds.
 */

const resolutionMs = 10;
const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
histogram.enable();

const messageSchema = z.object({ type: z.enum(['start', 'report']) });

// The histogram records a delay when its timer next runs: waiting two of its periods lets it
// see the last request through before the figure is read, and start from a quiet loop.
const afterTwoPeriods = (then: () => void) => setTimeout(then, 2 * resolutionMs);

process.on('message', (message: unknown) => {
  const { type } = messageSchema.parse(message);
  if (type === 'start') {
    histogram.reset();
    afterTwoPeriods(() => process.send?.({ type: 'started' }));
  } else {
    afterTwoPeriods(() => process.send?.({ type: 'report', maxMs: histogram.max / 1e6 }));
  }
});

await import('../main');
