/*
 * Frontend API answers of each configuration snapshot, serialised, by context key (answerCacheKey):
 * an SDK polls with the same context every few seconds, and evaluating, serialising and hashing
 * the same answer again is most of what a request costs. A snapshot's answers go with it, so a
 * configuration change is seen by the next request. One bound in bytes holds over every snapshot
 * (least recently used answers go first), and a snapshot's answers are dropped whenever the clock
 * passes an instant at which one of its date constraints turns (an answer for a context without
 * currentTime may change then).
 */
import { tallyBytes, type ExposureTally } from '../metrics/exposureTally';

export interface FrontendAnswer {
  /**
   * The answer's JSON as UTF-8 bytes: encoded once, sent as they are on every hit, and held outside
   * the JavaScript heap, where a string would be encoded again per request and kept (with the
   * garbage of evicted ones) in the heap's old space.
   */
  body: Buffer;
  etag: string;
  /** What the answer exposed, counted on every request it answers (metrics/exposureTally.ts). */
  tally: ExposureTally;
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
  /** Memory held (entryBytes of each answer), over every snapshot. */
  readonly bytes: number;
}

export interface AnswerStoreOptions {
  /** Bound on the memory held over every snapshot, in bytes; 0 keeps nothing. */
  maxBytes?: number;
  now?: () => number;
}

/** The first boundary at or after `now`: answers computed now are good until then. */
export function validUntil(boundaries: readonly number[], now: number): number {
  return boundaries.find((boundary) => boundary >= now) ?? Number.POSITIVE_INFINITY;
}

// Room for the answers of 1,000 callers polling 500 flags (about 34 KB each): SDKs poll in a fixed
// cycle, and a least-recently-used cache smaller than the cycle would never be hit.
export const defaultMaxBytes = 64 * 1024 * 1024;

/**
 * What an answer costs besides its bytes: the entries of the two maps that hold it (with the room
 * a map keeps to grow), the objects of the entry and of the answer, the Buffer with its
 * ArrayBuffer and backing store, and the headers of the key and ETag strings. Measured with
 * server/test/fillAnswerCache.ts (about 400 bytes an answer) and rounded up.
 */
export const entryOverheadBytes = 640;

/**
 * The memory one answer holds. V8 keeps a string at one or two bytes a character, and which one
 * cannot be seen from JavaScript: two is counted. The key's length is capped by answerCacheKey.
 */
export function entryBytes(key: string, answer: FrontendAnswer): number {
  return entryOverheadBytes + 2 * (key.length + answer.etag.length) + answer.body.length + tallyBytes(answer.tally);
}

/**
 * An answer's JSON as UTF-8 bytes in an ArrayBuffer of their own. Node cuts small Buffers out of a
 * shared 8 KiB pool, and a kept slice would keep its whole pool alive: an answer of a hundred
 * bytes, kept while its neighbours are evicted, would hold 8 KiB that the bound never counts.
 */
export function answerBody(json: string): Buffer {
  const body = Buffer.allocUnsafeSlow(Buffer.byteLength(json));
  body.write(json);
  return body;
}

/** The answer as given when its bytes are its own (answerBody), else with a copy of them that is. */
function ownBytes(answer: FrontendAnswer): FrontendAnswer {
  const { body } = answer;
  if (body.byteOffset === 0 && body.buffer.byteLength === body.length) return answer;
  const own = Buffer.allocUnsafeSlow(body.length);
  body.copy(own);
  return { body: own, etag: answer.etag, tally: answer.tally };
}

interface Stored {
  key: string;
  answer: FrontendAnswer;
  bytes: number;
  /** The answers of the snapshot this one belongs to, to leave when it is dropped. */
  scope: Map<string, Stored>;
}

/**
 * One bound for every snapshot: each environment and project set a token may ask for has its own
 * snapshot, and a bound per snapshot would let memory grow with the number of tokens. The least
 * recently used answer goes first, whichever snapshot it belongs to.
 */
export function createAnswerStore({ maxBytes = defaultMaxBytes, now = Date.now }: AnswerStoreOptions = {}): AnswerStore {
  // Every answer, least recently used first: a Set iterates in insertion order, and an answer
  // served again is moved to the end. Each snapshot finds its answers by key in a map of its own,
  // so a key is held once and never joined to a snapshot's name.
  const recency = new Set<Stored>();
  let bytes = 0;

  const remove = (stored: Stored) => {
    recency.delete(stored);
    stored.scope.delete(stored.key);
    bytes -= stored.bytes;
  };

  return {
    cacheFor(dateBoundaries) {
      const answers = new Map<string, Stored>();
      let goodUntil = validUntil(dateBoundaries, now());
      const clear = () => answers.forEach(remove);
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
          const stored = answers.get(key);
          if (stored) {
            recency.delete(stored);
            recency.add(stored);
          }
          return stored?.answer;
        },
        set(key, answer) {
          const size = entryBytes(key, answer);
          if (!current() || answers.has(key) || size > maxBytes) return;
          const stored = { key, answer: ownBytes(answer), bytes: size, scope: answers };
          answers.set(key, stored);
          recency.add(stored);
          bytes += size;
          for (const oldest of recency) {
            if (bytes <= maxBytes) break;
            remove(oldest);
          }
        },
        clear,
        get size() {
          return answers.size;
        },
      };
    },
    get size() {
      return recency.size;
    },
    get bytes() {
      return bytes;
    },
  };
}

/** A store of its own for one snapshot's answers (tests, and a single snapshot). */
export function createAnswerCache({ dateBoundaries, ...options }: AnswerStoreOptions & { dateBoundaries: readonly number[] }): ScopedAnswerCache {
  return createAnswerStore(options).cacheFor(dateBoundaries);
}
