import { describe, expect, test } from 'vitest';
import { tallyBytes } from '../metrics/exposureTally';
import { createAnswerCache, createAnswerStore, entryBytes, entryOverheadBytes, validUntil, type FrontendAnswer } from './answerCache';

const noTally = { evaluated: [], enabled: [], variants: [] };
const answer = (json: string): FrontendAnswer => ({ body: Buffer.from(json), etag: '"e"', tally: noTally });
const text = (found: FrontendAnswer | undefined) => found?.body.toString();
/** The size of one entry of the tests below: a one-character key and an eight-byte answer. */
const entry = entryBytes('a', answer('aaaaaaaa'));

describe('the frontend API answer cache', () => {
  test('serves what was stored under the same key, and nothing under another', () => {
    const cache = createAnswerCache({ dateBoundaries: [] });
    cache.set('a', answer('{"toggles":[]}'));
    expect(cache.get('a')).toEqual(answer('{"toggles":[]}'));
    expect(cache.get('b')).toBeUndefined();
  });

  test('counts the bytes an answer holds: its body, two bytes a character of its key and ETag, its tally, and what every entry costs', () => {
    const tally = tallyBytes(noTally);
    expect(entryBytes('a', answer('aaaaaaaa'))).toBe(entryOverheadBytes + 2 * (1 + 3) + 8 + tally);
    // "é" is two bytes in UTF-8; "€" may be two bytes in V8's string and is counted so.
    expect(entryBytes('€€', answer('é'))).toBe(entryOverheadBytes + 2 * (2 + 3) + 2 + tally);
    const twoEnabled = { evaluated: ['a', 'b'], enabled: ['a', 'b'], variants: ['', 'blue'] };
    expect(entryBytes('a', { ...answer('aaaaaaaa'), tally: twoEnabled })).toBe(entryBytes('a', answer('aaaaaaaa')) + 2 * 16);
  });

  test('keeps within its size by dropping the least recently used answers', () => {
    // Room for two.
    const cache = createAnswerCache({ dateBoundaries: [], maxBytes: 2 * entry });
    cache.set('a', answer('aaaaaaaa'));
    cache.set('b', answer('bbbbbbbb'));
    cache.get('a');
    cache.set('c', answer('cccccccc'));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    expect(cache.get('c')).toBeDefined();
    expect(cache.size).toBe(2);
  });

  test('one bound holds over every snapshot: the least recently used answer goes, whichever snapshot has it', () => {
    const store = createAnswerStore({ maxBytes: 2 * entry });
    const development = store.cacheFor([]);
    const production = store.cacheFor([]);
    development.set('a', answer('aaaaaaaa'));
    production.set('a', answer('pppppppp'));
    expect(text(development.get('a'))).toBe('aaaaaaaa');
    expect(text(production.get('a'))).toBe('pppppppp');
    production.set('b', answer('bbbbbbbb'));
    expect(development.get('a')).toBeUndefined();
    expect(store.size).toBe(2);
    expect(store.bytes).toBe(2 * entry);
  });

  test('a snapshot cleared (its configuration changed) gives its room back', () => {
    const store = createAnswerStore({ maxBytes: 10 * entry });
    const old = store.cacheFor([]);
    old.set('a', answer('aaaaaaaa'));
    old.set('b', answer('bbbbbbbb'));
    old.clear();
    expect(store.size).toBe(0);
    expect(store.bytes).toBe(0);
    expect(old.get('a')).toBeUndefined();
  });

  test('an answer larger than the whole cache is not kept', () => {
    const cache = createAnswerCache({ dateBoundaries: [], maxBytes: entry });
    cache.set('a', answer('x'.repeat(9)));
    expect(cache.size).toBe(0);
  });

  test("a small answer is kept in bytes of its own, not as a slice of Node's shared Buffer pool that it would keep alive", () => {
    const pooled = Buffer.from('{"toggles":[]}');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.length);
    const cache = createAnswerCache({ dateBoundaries: [] });
    cache.set('a', { body: pooled, etag: '"e"', tally: noTally });
    const kept = cache.get('a')?.body;
    expect(kept?.toString()).toBe('{"toggles":[]}');
    expect(kept?.buffer.byteLength).toBe(pooled.length);
  });

  describe('date constraints', () => {
    test('an answer is good until the first boundary at or after the time it was computed', () => {
      expect(validUntil([100, 200], 50)).toBe(100);
      expect(validUntil([100, 200], 100)).toBe(100);
      expect(validUntil([100, 200], 101)).toBe(200);
      expect(validUntil([100, 200], 201)).toBe(Number.POSITIVE_INFINITY);
    });

    test('the cache empties when the clock reaches a boundary, and keeps nothing at the boundary itself', () => {
      let time = 50;
      const cache = createAnswerCache({ dateBoundaries: [100, 200], now: () => time });
      cache.set('a', answer('before'));
      time = 99;
      expect(text(cache.get('a'))).toBe('before');
      time = 100;
      expect(cache.get('a')).toBeUndefined();
      cache.set('a', answer('at'));
      expect(cache.get('a')).toBeUndefined();
      time = 101;
      cache.set('a', answer('after'));
      expect(text(cache.get('a'))).toBe('after');
      time = 250;
      expect(cache.get('a')).toBeUndefined();
    });
  });
});
