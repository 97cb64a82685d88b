import { describe, expect, it } from 'vitest';
import { createAskedBefore } from './askedBefore';

describe('asked before', () => {
  it('says no the first time a key is asked for and yes afterwards, key by key', () => {
    const askedBefore = createAskedBefore();
    expect(askedBefore('userId=a')).toBe(false);
    expect(askedBefore('userId=b')).toBe(false);
    expect(askedBefore('userId=a')).toBe(true);
    expect(askedBefore('userId=b')).toBe(true);
    expect(askedBefore('userId=a')).toBe(true);
    expect(askedBefore('')).toBe(false);
    expect(askedBefore('')).toBe(true);
  });

  it('forgets a key whose slot another key took, so that it counts as new once more: memory stays fixed', () => {
    const askedBefore = createAskedBefore(1);
    expect(askedBefore('first')).toBe(false);
    expect(askedBefore('second')).toBe(false);
    expect(askedBefore('first')).toBe(false);
    expect(askedBefore('first')).toBe(true);
  });

  it('remembers a poller across 100,000 contexts asked once meanwhile as often as its 2^17 slots allow: about half the time', () => {
    const askedBefore = createAskedBefore();
    const pollers = Array.from({ length: 1000 }, (_, index) => `userId=poller-${index}`);
    for (const key of pollers) askedBefore(key);
    for (let index = 0; index < 100_000; index++) askedBefore(`userId=visitor-${index}`);
    const remembered = pollers.filter((key) => askedBefore(key)).length;
    // Each poller keeps its slot with a chance of e^(-100,000 / 2^17), about 47 %.
    expect(remembered).toBeGreaterThan(400);
    expect(remembered).toBeLessThan(550);
  });
});
