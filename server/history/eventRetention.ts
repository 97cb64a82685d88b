import type { FastifyInstance } from 'fastify';
import { pruneEvents } from '../store/events';
import type { Db } from '../store/openDatabase';

/**
 * `EVENT_RETENTION_DAYS`: events older than this are deleted in the background, at start and
 * every hour after, a batch per turn of the event loop, so neither a request nor a write waits
 * long behind the pruning. History, and a rebuild of the past (`rebuild.ts`), reach back as far
 * as events are kept.
 */
export const defaultEventRetentionDays = 365;
const batch = 5_000;
const everyMs = 60 * 60 * 1000;
const day = 24 * 60 * 60 * 1000;

/** Deletes every event older than `days` before `now`, a batch at a time; answers how many. */
export async function pruneOldEvents(db: Db, days: number, now = Date.now()): Promise<number> {
  const before = new Date(now - days * day).toISOString();
  let pruned = 0;
  for (;;) {
    const deleted = pruneEvents(db, before, batch);
    pruned += deleted;
    if (deleted < batch) return pruned;
    await new Promise((resolve) => setImmediate(resolve));
  }
}

export async function eventRetentionPlugin(app: FastifyInstance, { db, days }: { db: Db; days: number }): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> = Promise.resolve();
  const prune = () => {
    running = pruneOldEvents(db, days).catch((error: unknown) => app.log.error({ err: error }, 'old events could not be pruned'));
  };
  app.addHook('onReady', async () => {
    prune();
    timer = setInterval(prune, everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
