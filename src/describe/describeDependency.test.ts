import { describe, expect, it } from 'vitest';
import { requiredParentState } from './describeDependency';

describe('what a parent flag must be', () => {
  it('must be enabled unless the dependency says otherwise', () => {
    expect(requiredParentState({ feature: 'parent' })).toBe('must be enabled');
    expect(requiredParentState({ feature: 'parent', enabled: true })).toBe('must be enabled');
  });

  it('may have to be disabled', () => {
    expect(requiredParentState({ feature: 'parent', enabled: false })).toBe('must be disabled');
  });

  it('may have to resolve to one of some variants', () => {
    expect(requiredParentState({ feature: 'parent', enabled: true, variants: ['blue', 'green'] })).toBe('must be enabled, with variant blue or green');
  });
});
