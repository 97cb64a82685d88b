import { describe, expect, it } from 'vitest';
import { lifetimeWords } from './lifetimeWords';

describe('lifetimeWords', () => {
  it('names the days a type is expected to live, and says when it is meant to stay', () => {
    expect(lifetimeWords(40)).toBe('expected lifetime 40 days');
    expect(lifetimeWords(1)).toBe('expected lifetime 1 day');
    expect(lifetimeWords(null)).toBe('permanent: never expected to go stale');
  });
});
