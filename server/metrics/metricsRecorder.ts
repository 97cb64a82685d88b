import type { FastifyInstance } from 'fastify';
import type { Db } from '../store/openDatabase';
import { pruneMetrics, writeExposures } from '../store/metricsWrite';
import { toDay, toHour } from '../store/metricsTime';
import { createExposureCounter, type ExposureCounter } from './exposureCounter';

/**
 * Exposure metrics between the counter in memory and the store: drained to SQLite in the
 * background every `flushEveryMs` (a minute unless set), at shutdown, and before any read of the
 * metrics (so a read sees every evaluation answered before it). Buckets older than their retention
 * are deleted at start and hourly.
 */
export interface MetricsSettings {
  /** `METRICS_FLUSH_SECONDS`, in ms. */
  flushEveryMs: number;
  /** `METRICS_HOURLY_RETENTION_HOURS`: hourly buckets kept (the 48-hour charts need 48). */
  hourlyRetentionHours: number;
  /** `METRICS_RETENTION_DAYS`: daily buckets kept. */
  retentionDays: number;
}

export const defaultMetricsSettings: MetricsSettings = { flushEveryMs: 60_000, hourlyRetentionHours: 72, retentionDays: 365 };

export interface MetricsRecorder {
  readonly counter: ExposureCounter;
  /** Writes what was counted since the last flush; answers how many counts were written. */
  flush(): number;
  prune(now?: number): void;
}

export function createMetricsRecorder(db: Db, settings: MetricsSettings, now: () => number = Date.now): MetricsRecorder {
  const counter = createExposureCounter({ now });
  return {
    counter,
    flush: () => writeExposures(db, counter.drain()),
    prune(at = now()) {
      pruneMetrics(db, toHour(at) - settings.hourlyRetentionHours, toDay(at) - settings.retentionDays);
    },
  };
}

export async function metricsPlugin(app: FastifyInstance, { recorder, settings }: { recorder: MetricsRecorder; settings: MetricsSettings }): Promise<void> {
  const timers: NodeJS.Timeout[] = [];
  const safely = (what: string, work: () => unknown) => () => {
    try {
      work();
    } catch (error) {
      app.log.error({ err: error }, `exposure metrics could not be ${what}`);
    }
  };
  const flush = safely('written', () => recorder.flush());
  const prune = safely('pruned', () => recorder.prune());
  app.addHook('onReady', async () => {
    prune();
    timers.push(setInterval(flush, settings.flushEveryMs), setInterval(prune, 60 * 60 * 1000));
    for (const timer of timers) timer.unref();
  });
  app.addHook('onClose', async () => {
    for (const timer of timers) clearInterval(timer);
    flush();
  });
}
