import type { Db } from '../store/openDatabase';
import { writeSeenAt } from '../store/pats';

/**
 * Records when PATs are used without a write per request: uses are kept in memory and written
 * together once a minute (and on shutdown), so a token is written at most once a minute.
 */
export interface SeenAtRecorder {
  record(patId: number): void;
  flush(): void;
  stop(): void;
}

export function createSeenAtRecorder(db: Db, intervalMs = 60_000): SeenAtRecorder {
  let pending = new Map<number, string>();
  const flush = () => {
    if (pending.size === 0 || !db.open) return;
    const batch = pending;
    pending = new Map();
    writeSeenAt(db, batch);
  };
  const timer = setInterval(flush, intervalMs);
  timer.unref();
  return {
    record: (patId) => {
      pending.set(patId, new Date().toISOString());
    },
    flush,
    stop: () => {
      clearInterval(timer);
      flush();
    },
  };
}
