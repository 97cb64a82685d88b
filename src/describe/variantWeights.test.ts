import { describe, expect, it } from 'vitest';
import { stickinessInWords, weightAsPercent } from './variantWeights';

describe('variant weights and stickiness for people', () => {
  it('shows thousandths as percentages, with one decimal only when needed', () => {
    expect(weightAsPercent(500)).toBe('50%');
    expect(weightAsPercent(1000)).toBe('100%');
    expect(weightAsPercent(333)).toBe('33.3%');
    expect(weightAsPercent(0)).toBe('0%');
  });

  it('spells out what default stickiness means', () => {
    expect(stickinessInWords('default')).toBe('default (userId, else sessionId, else random)');
    expect(stickinessInWords(undefined)).toBe('default (userId, else sessionId, else random)');
    expect(stickinessInWords('tenantId')).toBe('tenantId');
  });
});
