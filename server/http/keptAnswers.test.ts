import { brotliDecompressSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { keepAnswers } from './keptAnswers';

describe('keepAnswers', () => {
  it('builds an answer once per version of the store, and again when the version moves', () => {
    let version = 'a';
    const answers = keepAnswers(() => version, 4);
    let builds = 0;
    const build = () => ({ built: ++builds });
    expect(answers.answer('p', build).body.toString()).toBe('{"built":1}');
    expect(answers.answer('p', build).body.toString()).toBe('{"built":1}');
    version = 'b';
    expect(answers.answer('p', build).body.toString()).toBe('{"built":2}');
  });

  it('keeps at most `limit` answers, dropping the least recently asked for', () => {
    const answers = keepAnswers(() => 'same', 2);
    const builds: string[] = [];
    const build = (key: string) => () => {
      builds.push(key);
      return key;
    };
    for (const key of ['x', 'y', 'x', 'z', 'x', 'y']) answers.answer(key, build(key));
    expect(builds).toEqual(['x', 'y', 'z', 'y']);
  });

  it('compresses an answer of 16 KiB or more in brotli, and sends a smaller one as it is', () => {
    const answers = keepAnswers(() => 'same', 2);
    expect(answers.answer('small', () => ({ a: 1 }))).toEqual({ body: Buffer.from('{"a":1}'), encoding: undefined });
    const large = { text: 'x'.repeat(20_000) };
    const kept = answers.answer('large', () => large);
    expect(kept.encoding).toBe('br');
    expect(JSON.parse(brotliDecompressSync(kept.body).toString())).toEqual(large);
  });
});
