/*
 * Frontend API answers of one configuration snapshot, serialised, by context key (answerCacheKey):
 * an SDK polls with the same context every few seconds, and evaluating, serialising and hashing
 * the same answer again is most of what a request costs. The cache dies with its snapshot, so a
 * configuration change is seen by the next request. It is bounded in size (least recently used
 * answers go first), and emptied whenever the clock passes an instant at which a date constraint
 * of the snapshot turns (an answer for a context without currentTime may change then).
 */

export interface FrontendAnswer {
  json: string;
  etag: string;
}

export interface AnswerCache {
  get(key: string): FrontendAnswer | undefined;
  set(key: string, answer: FrontendAnswer): void;
  readonly size: number;
}

export interface AnswerCacheOptions {
  /** Instants (ms since the epoch, ascending) at which answers may change by themselves. */
  dateBoundaries: readonly number[];
  /** Bound on the characters held (answers and keys). */
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

export function createAnswerCache({ dateBoundaries, maxChars = defaultMaxChars, now = Date.now }: AnswerCacheOptions): AnswerCache {
  // A Map iterates in insertion order; an answer served again is moved to the end.
  const answers = new Map<string, FrontendAnswer>();
  let chars = 0;
  let goodUntil = validUntil(dateBoundaries, now());
  const sizeOf = (key: string, answer: FrontendAnswer) => key.length + answer.json.length + answer.etag.length;

  /** Empties the cache once the clock has reached the next boundary; false while at one. */
  const current = () => {
    const time = now();
    if (time >= goodUntil) {
      answers.clear();
      chars = 0;
      goodUntil = validUntil(dateBoundaries, time);
    }
    return time < goodUntil;
  };

  return {
    get(key) {
      if (!current()) return undefined;
      const answer = answers.get(key);
      if (answer) {
        answers.delete(key);
        answers.set(key, answer);
      }
      return answer;
    },
    set(key, answer) {
      const size = sizeOf(key, answer);
      if (!current() || answers.has(key) || size > maxChars) return;
      answers.set(key, answer);
      chars += size;
      for (const [oldKey, old] of answers) {
        if (chars <= maxChars) break;
        answers.delete(oldKey);
        chars -= sizeOf(oldKey, old);
      }
    },
    get size() {
      return answers.size;
    },
  };
}
