import { describe, expect, test } from 'vitest';
import { createAnswerCache, createAnswerStore, validUntil, type FrontendAnswer } from './answerCache';

const answer = (json: string): FrontendAnswer => ({ body: Buffer.from(json), etag: '"e"' });
const text = (found: FrontendAnswer | undefined) => found?.body.toString();

describe('the frontend API answer cache', () => {
  test('serves what was stored under the same key, and nothing under another', () => {
    const cache = createAnswerCache({ dateBoundaries: [] });
    cache.set('a', answer('{"toggles":[]}'));
    expect(cache.get('a')).toEqual(answer('{"toggles":[]}'));
    expect(cache.get('b')).toBeUndefined();
  });

  test('keeps within its size by dropping the least recently used answers', () => {
    // Each entry is 1 + 8 + 3 = 12 characters; room for two.
    const cache = createAnswerCache({ dateBoundaries: [], maxChars: 24 });
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
    const store = createAnswerStore({ maxChars: 24 });
    const development = store.cacheFor([]);
    const production = store.cacheFor([]);
    development.set('a', answer('aaaaaaaa'));
    production.set('a', answer('pppppppp'));
    expect(text(development.get('a'))).toBe('aaaaaaaa');
    expect(text(production.get('a'))).toBe('pppppppp');
    production.set('b', answer('bbbbbbbb'));
    expect(development.get('a')).toBeUndefined();
    expect(store.size).toBe(2);
    expect(store.chars).toBe(24);
  });

  test('a snapshot cleared (its configuration changed) gives its room back', () => {
    const store = createAnswerStore({ maxChars: 100 });
    const old = store.cacheFor([]);
    old.set('a', answer('aaaaaaaa'));
    old.set('b', answer('bbbbbbbb'));
    old.clear();
    expect(store.size).toBe(0);
    expect(store.chars).toBe(0);
    expect(old.get('a')).toBeUndefined();
  });

  test('an answer larger than the whole cache is not kept', () => {
    const cache = createAnswerCache({ dateBoundaries: [], maxChars: 10 });
    cache.set('a', answer('x'.repeat(20)));
    expect(cache.size).toBe(0);
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
