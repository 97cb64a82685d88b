import { describe, expect, it } from 'vitest';
import type { Feature, FrontendToggle } from '../../contract';
import { notEnabledFlags } from './notEnabledFlags';

const toggle = (name: string): FrontendToggle => ({ name, enabled: true, impressionData: false, variant: { name: 'disabled', enabled: false } });
const feature = (name: string, development: Partial<NonNullable<Feature['environments']>[number]> = {}, extra: Partial<Feature> = {}): Feature => ({
  name,
  environments: [{ name: 'development', enabled: true, hasEnabledStrategies: true, ...development }],
  ...extra,
});

describe('flags not enabled for a context', () => {
  it('are the project flags the answer leaves out, archived ones aside', () => {
    const flags = notEnabledFlags([feature('b'), feature('a'), feature('c'), feature('old', {}, { archived: true })], [[toggle('c')]], 'development');
    expect(flags.map((flag) => flag.name)).toEqual(['a', 'b']);
  });

  it('leave out what any compared context got', () => {
    expect(notEnabledFlags([feature('a'), feature('b')], [[toggle('a')], [toggle('b')]], 'development')).toEqual([]);
  });

  it('say when the flag is off in the environment', () => {
    expect(notEnabledFlags([feature('a', { enabled: false })], [[]], 'development')[0]?.reason).toBe('Off in development.');
  });

  it('say when no strategy is enabled', () => {
    expect(notEnabledFlags([feature('a', { hasEnabledStrategies: false })], [[]], 'development')[0]?.reason).toMatch(/no strategy is enabled/);
  });

  it('otherwise point at the targeting, and at a parent', () => {
    const [flag] = notEnabledFlags([feature('a', {}, { dependencies: [{ feature: 'parent' }] })], [[]], 'development');
    expect(flag?.reason).toBe('On in development: its strategies or constraints do not match. It depends on parent.');
  });

  it('say only that it is not in the answer when the environment is unknown', () => {
    expect(notEnabledFlags([feature('a')], [[]], null)[0]?.reason).toBe('Not in the answer.');
  });
});
