import { useEffect, useState } from 'react';

/**
 * The current time, renewed on an interval so relative times ("2 minutes ago") stay true, and at
 * once when `refreshOn` changes (new data), so a token created a moment ago is measured against
 * a clock that is not older than it.
 */
export function useNow(intervalMs = 30_000, refreshOn?: unknown): Date {
  const [clock, setClock] = useState(() => ({ now: new Date(), refreshOn }));
  useEffect(() => {
    const timer = setInterval(() => setClock((current) => ({ ...current, now: new Date() })), intervalMs);
    return () => clearInterval(timer);
  }, [intervalMs]);
  if (clock.refreshOn !== refreshOn) {
    const next = { now: new Date(), refreshOn };
    setClock(next);
    return next.now;
  }
  return clock.now;
}
