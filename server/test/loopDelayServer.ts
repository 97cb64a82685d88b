import { monitorEventLoopDelay } from 'node:perf_hooks';
import { z } from 'zod';

/*
 * A test entry, never started in production: the real server (`server/main.ts`) with the event
 * loop's delay recorded in its own process, so a busy test process cannot blur the figure. Over
 * the IPC channel the test says `start` before a request and `report` after it; the answer is
 * the longest the loop waited in between, and the CPU time the process used meanwhile, both in
 * milliseconds. On a machine busy with other work the wait grows by whatever time the system
 * gives to others; the CPU time does not, and no task's own work can hold the loop longer.
 */

const resolutionMs = 10;
const histogram = monitorEventLoopDelay({ resolution: resolutionMs });
histogram.enable();

const messageSchema = z.object({ type: z.enum(['start', 'report']) });

// The histogram records a delay when its timer next runs, measured from its run before, and
// after a reset its first run records nothing: waiting two of its periods after a reset lets it
// see the next request, and before reading lets it see the last request through.
const afterTwoPeriods = (then: () => void) => setTimeout(then, 2 * resolutionMs);

const cpuMs = (usage: NodeJS.CpuUsage) => (usage.user + usage.system) / 1000;

function answerTest(): void {
  let cpuAtStart = process.cpuUsage();
  process.on('message', (message: unknown) => {
    const { type } = messageSchema.parse(message);
    if (type === 'start') {
      histogram.reset();
      afterTwoPeriods(() => {
        cpuAtStart = process.cpuUsage();
        process.send?.({ type: 'started' });
      });
    } else {
      afterTwoPeriods(() => process.send?.({ type: 'report', maxMs: histogram.max / 1e6, cpuMs: cpuMs(process.cpuUsage(cpuAtStart)) }));
    }
  });
}

answerTest();

await import('../main');
