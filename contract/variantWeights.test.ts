import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseWeights } from './variantWeights';

const weights = (input: Parameters<typeof normaliseWeights>[0]) => {
  const result = normaliseWeights(input);
  if ('problem' in result) throw new Error(result.problem);
  return result.variants.map((v) => [v.name, v.weight, v.weightType]);
};

describe('normaliseWeights', () => {
  it('shares 1000 equally between variable variants, sorted by name', () => {
    expect(weights([{ name: 'b' }, { name: 'a' }])).toEqual([['a', 500, 'variable'], ['b', 500, 'variable']]);
  });

  it('gives the remainder to the first variants as given (as Unleash does), so the total is exactly 1000', () => {
    expect(weights([{ name: 'a' }, { name: 'b' }, { name: 'c' }])).toEqual([
      ['a', 334, 'variable'], ['b', 333, 'variable'], ['c', 333, 'variable'],
    ]);
    expect(weights([{ name: 'c' }, { name: 'b' }, { name: 'a' }])).toEqual([
      ['a', 333, 'variable'], ['b', 333, 'variable'], ['c', 334, 'variable'],
    ]);
  });

  it('sorts by name as Unleash does (localeCompare), not by code unit', () => {
    expect(weights([{ name: 'B' }, { name: 'a' }]).map(([name]) => name)).toEqual(['a', 'B']);
  });

  it('keeps fix weights and shares the rest', () => {
    expect(weights([{ name: 'a', weight: 200, weightType: 'fix' }, { name: 'b', weight: 1 }, { name: 'c', weight: 999 }])).toEqual([
      ['a', 200, 'fix'], ['b', 400, 'variable'], ['c', 400, 'variable'],
    ]);
  });

  it('refuses fix weights over 1000, only fix weights (even totalling 1000, as Unleash does), and duplicate names', () => {
    expect(normaliseWeights([{ name: 'a', weight: 600, weightType: 'fix' }, { name: 'b', weight: 600, weightType: 'fix' }, { name: 'c' }])).toHaveProperty('problem');
    expect(normaliseWeights([{ name: 'a', weight: 600, weightType: 'fix' }])).toHaveProperty('problem');
    expect(normaliseWeights([{ name: 'a', weight: 1000, weightType: 'fix' }])).toHaveProperty('problem');
    expect(normaliseWeights([{ name: 'a' }, { name: 'a' }])).toHaveProperty('problem');
  });

  it('always totals 1000 when it accepts', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.record({ name: fc.string({ minLength: 1 }), weight: fc.integer({ min: 0, max: 1000 }), weightType: fc.constantFrom('fix' as const, 'variable' as const) }), { selector: (v) => v.name, minLength: 1, maxLength: 8 }),
        (variants) => {
          const result = normaliseWeights(variants);
          if ('problem' in result) return;
          expect(result.variants.reduce((sum, v) => sum + v.weight, 0)).toBe(1000);
          for (const v of result.variants) expect(v.weight).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
