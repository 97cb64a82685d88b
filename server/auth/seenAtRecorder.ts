import type { Db } from '../store/openDatabase';
import { writeSeenAt } from '../store/pats';

/**
 * Records when PATs are used without a write per request. A use is written at once when the
 * token's last write is a minute old or more (so a first use shows straight away); uses within
 * the minute are kept in memory and written by the token's next request after the minute, by a
 * periodic sweep if none comes, and on shutdown. Either way a token's row is written at most once a minute.
 */
export interface SeenAtRecorder {
  record(patId: number): void;
  /** Writes every pending use now, minute or not (shutdown). */
  flush(): void;
  stop(): void;
}

export const seenAtWriteInterval = 60_000;

export function createSeenAtRecorder(db: Db, sweepEveryMs = 10_000): SeenAtRecorder {
  const lastWritten = new Map<number, number>();
  let pending = new Map<number, string>();

  const write = (batch: Map<number, string>, at: number) => {
    if (batch.size === 0 || !db.open) return;
    writeSeenAt(db, batch);
    for (const id of batch.keys()) lastWritten.set(id, at);
  };
  const due = (id: number, now: number) => now - (lastWritten.get(id) ?? -Infinity) >= seenAtWriteInterval;

  // The sweep is for tokens that went quiet: it takes a use only once its token has been due for
  // a whole sweep period, so a token in constant use is written by its own next request instead.
  const sweep = () => {
    const now = Date.now();
    const ready = new Map([...pending].filter(([id]) => due(id, now - sweepEveryMs)));
    for (const id of ready.keys()) pending.delete(id);
    write(ready, now);
  };
  const timer = setInterval(sweep, sweepEveryMs);
  timer.unref();

  return {
    record(patId) {
      const now = Date.now();
      const at = new Date(now).toISOString();
      if (due(patId, now)) {
        pending.delete(patId);
        write(new Map([[patId, at]]), now);
      } else {
        pending.set(patId, at);
      }
    },
    flush() {
      const batch = pending;
      pending = new Map();
      write(batch, Date.now());
    },
    stop() {
      clearInterval(timer);
      this.flush();
    },
  };
}
