import { useCallback, useEffect, useRef } from 'react';

/**
 * Calls `write` once calls to `schedule` pause for `delayMs`, with the last value given; `cancel`
 * drops a pending write (a newer write made some other way already holds the value). The latest
 * `write` is called, so it may close over the latest render's state. Nothing is written after unmount.
 */
export function useDebouncedWrite<T>(write: (value: T) => void, delayMs: number) {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestWrite = useRef(write);
  latestWrite.current = write;
  useEffect(() => () => clearTimeout(timer.current), []);
  const schedule = useCallback(
    (value: T) => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => latestWrite.current(value), delayMs);
    },
    [delayMs],
  );
  const cancel = useCallback(() => clearTimeout(timer.current), []);
  return { schedule, cancel };
}
