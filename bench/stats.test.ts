import { describe, expect, it } from 'vitest';
import { median, percentile } from './stats';

describe('median', () => {
  it('is the middle sample of an odd count, whatever the order', () => {
    expect(median([9, 1, 5])).toBe(5);
  });
  it('is the mean of the two middle samples of an even count', () => {
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });
  it('refuses an empty list rather than report 0', () => {
    expect(() => median([])).toThrow(/no samples/);
  });
});

describe('percentile (nearest rank)', () => {
  const hundred = Array.from({ length: 100 }, (_, i) => i + 1);
  it('p95 of 1..100 is 95, p100 the largest, p50 the lower middle', () => {
    expect(percentile(hundred, 95)).toBe(95);
    expect(percentile(hundred, 100)).toBe(100);
    expect(percentile(hundred, 50)).toBe(50);
  });
  it('with few samples, a high percentile is the largest one', () => {
    expect(percentile([3, 1, 2], 95)).toBe(3);
  });
});
