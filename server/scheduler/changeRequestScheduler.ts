import { runScheduledChangeRequest, suspendMovedSchedules, type ScheduledOutcome } from '../store/changeRequestApply';
import { readConfigVersion } from '../store/configVersion';
import { pendingSchedules } from '../store/changeRequestWrite';
import type { Db } from '../store/openDatabase';

/**
 * Applies Scheduled change requests at their time: one timer per pending schedule. The store is
 * the truth (a timer only says "look now"), so a restart re-arms every pending schedule, one whose
 * time passed while the service was down runs at once, and a timer that fires for a request that
 * was meanwhile applied, rejected or cancelled does nothing.
 */
export interface Clock {
  now(): number;
  setTimer(run: () => void, delayMs: number): unknown;
  clearTimer(timer: unknown): void;
}

type NodeTimer = ReturnType<typeof setTimeout>;
const isNodeTimer = (timer: unknown): timer is NodeTimer => typeof timer === 'object' && timer !== null && 'unref' in timer;

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer: (run, delayMs) => {
    const timer = setTimeout(run, delayMs);
    // A pending schedule must never keep the process alive on its own.
    timer.unref();
    return timer;
  },
  clearTimer: (timer) => {
    if (isNodeTimer(timer)) clearTimeout(timer);
  },
};

// setTimeout holds at most ~24.8 days; a later schedule is re-armed when this much has passed.
const longestDelayMs = 2 ** 31 - 1;

export interface ChangeRequestScheduler {
  /** (Re)arms the timer of one request for its time. */
  arm(id: number, scheduledAt: string): void;
  disarm(id: number): void;
  /**
   * Suspends the pending schedules whose flags moved since approval, if the configuration moved
   * since it last looked: called after every write the service answers, and after each run.
   */
  review(): void;
  /** Arms every pending schedule in the store. */
  start(): void;
  stop(): void;
}

export function createChangeRequestScheduler(
  db: Db,
  { clock = systemClock, onRun, onError }: {
    clock?: Clock;
    onRun?: (id: number, outcome: ScheduledOutcome) => void;
    /** A failure of the store itself (the request is left as it was, to be tried on the next start); no id for a review. */
    onError?: (id: number | undefined, error: unknown) => void;
  } = {},
): ChangeRequestScheduler {
  const timers = new Map<number, unknown>();
  let stopped = false;
  const configVersion = readConfigVersion(db);
  let reviewedAt = configVersion();

  const disarm = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) clock.clearTimer(timer);
    timers.delete(id);
  };

  const arm = (id: number, scheduledAt: string) => {
    disarm(id);
    if (stopped) return;
    const delay = Math.min(Math.max(0, Date.parse(scheduledAt) - clock.now()), longestDelayMs);
    timers.set(id, clock.setTimer(() => fire(id, scheduledAt), delay));
  };

  function fire(id: number, scheduledAt: string) {
    timers.delete(id);
    if (stopped) return;
    let outcome: ScheduledOutcome;
    try {
      outcome = runScheduledChangeRequest(db, id, clock.now());
    } catch (error) {
      // Thrown from a timer it would end the process; it is reported instead.
      onError?.(id, error);
      return;
    }
    if (outcome === 'early') arm(id, scheduledAt);
    onRun?.(id, outcome);
    if (outcome === 'applied') review();
  }

  function review() {
    if (stopped) return;
    try {
      const version = configVersion();
      if (version === reviewedAt) return;
      reviewedAt = version;
      for (const id of suspendMovedSchedules(db, new Date(clock.now()).toISOString())) {
        disarm(id);
        onRun?.(id, 'suspended');
      }
    } catch (error) {
      onError?.(undefined, error);
    }
  }

  return {
    arm,
    disarm,
    review,
    start() {
      stopped = false;
      for (const schedule of pendingSchedules(db)) arm(schedule.id, schedule.scheduledAt);
    },
    stop() {
      stopped = true;
      for (const id of [...timers.keys()]) disarm(id);
    },
  };
}
