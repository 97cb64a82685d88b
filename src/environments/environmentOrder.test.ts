import { describe, expect, it } from 'vitest';
import { movedOrder } from './environmentOrder';

describe('moving an environment', () => {
  it('swaps it with its neighbour and numbers every place in tens', () => {
    expect(movedOrder(['development', 'staging', 'production'], 'production', -1)).toEqual({ development: 10, production: 20, staging: 30 });
    expect(movedOrder(['development', 'staging', 'production'], 'development', 1)).toEqual({ staging: 10, development: 20, production: 30 });
  });

  it('goes nowhere past either end, nor for a name not listed', () => {
    expect(movedOrder(['development', 'production'], 'development', -1)).toBeUndefined();
    expect(movedOrder(['development', 'production'], 'production', 1)).toBeUndefined();
    expect(movedOrder(['development'], 'qa', 1)).toBeUndefined();
  });
});
