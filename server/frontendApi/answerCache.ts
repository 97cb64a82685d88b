/*
 * Frontend API answers of each configuration snapshot, serialised, by context key (answerCacheKey):
 * an SDK polls with the same context every few seconds, and evaluating, serialising and hashing
 * the same answer again is most of what a request costs. A snapshot's answers go with it, so a
 * configuration change is seen by the next request. One bound in size holds over every snapshot
 * (least recently used answers go first), and a snapshot's answers are dropped whenever the clock
 * passes an instant at which one of its date constraints turns (an answer for a context without
 * currentTime may change then).
 */

export interface FrontendAnswer {
  /**
   * The answer's JSON as UTF-8 bytes: encoded once, sent as they are on every hit, and held outside
   * the JavaScript heap, where a string would be encoded again per request and kept (with the
   * garbage of evicted ones) in the heap's old space.
   */
  body: Buffer;
  etag: string;
}

export interface AnswerCache {
  get(key: string): FrontendAnswer | undefined;
  set(key: string, answer: FrontendAnswer): void;
  readonly size: number;
}

/** The answers of one snapshot: a view of the store that it shares with every other snapshot. */
export interface ScopedAnswerCache extends AnswerCache {
  /** Drops this snapshot's answers (its configuration has changed: they will not be asked for again). */
  clear(): void;
}

export interface AnswerStore {
  /** A cache for one snapshot; `dateBoundaries` are the instants (ascending) its answers may change by themselves. */
  cacheFor(dateBoundaries: readonly number[]): ScopedAnswerCache;
  /** Answers held, over every snapshot. */
  readonly size: number;
  /** Size held (answers' bytes, keys' and ETags' characters), over every snapshot. */
  readonly chars: number;
}

export interface AnswerStoreOptions {
  /** Bound on the characters held over every snapshot; 0 keeps nothing. */
  maxChars?: number;
  now?: () => number;
}

/** The first boundary at or after `now`: answers computed now are good until then. */
export function validUntil(boundaries: readonly number[], now: number): number {
  return boundaries.find((boundary) => boundary >= now) ?? Number.POSITIVE_INFINITY;
}

// Room for the answers of 1,000 callers polling 500 flags (about 34 KB each): SDKs poll in a fixed
// cycle, and a least-recently-used cache smaller than the cycle would never be hit.
export const defaultMaxChars = 64 * 1024 * 1024;

interface Stored {
  answer: FrontendAnswer;
  size: number;
  /** The keys of the snapshot the answer belongs to, to leave when it is dropped. */
  scope: Set<string>;
}

/**
 * One bound for every snapshot: each environment and project set a token may ask for has its own
 * snapshot, and a bound per snapshot would let memory grow with the number of tokens. The least
 * recently used answer goes first, whichever snapshot it belongs to.
 */
export function createAnswerStore({ maxChars = defaultMaxChars, now = Date.now }: AnswerStoreOptions = {}): AnswerStore {
  // A Map iterates in insertion order; an answer served again is moved to the end.
  const answers = new Map<string, Stored>();
  let chars = 0;
  let scopes = 0;

  const remove = (key: string) => {
    const stored = answers.get(key);
    if (!stored) return;
    answers.delete(key);
    stored.scope.delete(key);
    chars -= stored.size;
  };

  return {
    cacheFor(dateBoundaries) {
      const prefix = `${scopes++}\u0000`;
      const keys = new Set<string>();
      let goodUntil = validUntil(dateBoundaries, now());
      const clear = () => keys.forEach(remove);
      /** Empties this snapshot's answers once the clock has reached the next boundary; false while at one. */
      const current = () => {
        const time = now();
        if (time >= goodUntil) {
          clear();
          goodUntil = validUntil(dateBoundaries, time);
        }
        return time < goodUntil;
      };
      return {
        get(key) {
          if (!current()) return undefined;
          const stored = answers.get(prefix + key);
          if (stored) {
            answers.delete(prefix + key);
            answers.set(prefix + key, stored);
          }
          return stored?.answer;
        },
        set(key, answer) {
          const size = key.length + answer.body.length + answer.etag.length;
          if (!current() || answers.has(prefix + key) || size > maxChars) return;
          answers.set(prefix + key, { answer, size, scope: keys });
          keys.add(prefix + key);
          chars += size;
          for (const oldest of answers.keys()) {
            if (chars <= maxChars) break;
            remove(oldest);
          }
        },
        clear,
        get size() {
          return keys.size;
        },
      };
    },
    get size() {
      return answers.size;
    },
    get chars() {
      return chars;
    },
  };
}

/** A store of its own for one snapshot's answers (tests, and a single snapshot). */
export function createAnswerCache({ dateBoundaries, ...options }: AnswerStoreOptions & { dateBoundaries: readonly number[] }): ScopedAnswerCache {
  return createAnswerStore(options).cacheFor(dateBoundaries);
}
