import type { ClientFeature, ClientFeatures } from '../contract';

/*
 * Flags for the frontend API benchmark: every kind of rule the SDK evaluates, in the proportions
 * of a plausible real project (mostly rollouts and constraints, some variants, a few legacy
 * strategies, a dependency, some flags off), repeated until there are `count` of them.
 */

const kinds: Array<(name: string, index: number) => Omit<ClientFeature, 'name'>> = [
  () => ({ enabled: true, strategies: [{ name: 'default' }] }),
  (name) => ({
    enabled: true,
    strategies: [{ name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'default', groupId: name } }],
    variants: [
      { name: 'control', weight: 500, weightType: 'variable', stickiness: 'default' },
      { name: 'treatment', weight: 500, weightType: 'variable', stickiness: 'default', payload: { type: 'json', value: '{"color":"teal"}' } },
    ],
  }),
  (name) => ({
    enabled: true,
    strategies: [{
      name: 'flexibleRollout', parameters: { rollout: '30', stickiness: 'userId', groupId: name },
      constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro', 'enterprise'] }],
    }],
  }),
  () => ({ enabled: true, strategies: [{ name: 'userWithId', parameters: { userIds: 'user-1,user-2,user-3,user-42' } }] }),
  (name) => ({ enabled: true, strategies: [{ name: 'gradualRolloutUserId', parameters: { percentage: '40', groupId: name } }] }),
  () => ({ enabled: true, strategies: [{ name: 'remoteAddress', parameters: { IPs: '10.0.0.1, 192.168.0.0/16' } }] }),
  () => ({
    enabled: true,
    strategies: [{
      name: 'default',
      constraints: [
        { contextName: 'email', operator: 'STR_ENDS_WITH', values: ['@example.com'], caseInsensitive: true },
        { contextName: 'seats', operator: 'NUM_GT', value: '10' },
        { contextName: 'appVersion', operator: 'SEMVER_GT', value: '1.2.0' },
        { contextName: 'currentTime', operator: 'DATE_AFTER', value: '2024-01-01T00:00:00.000Z' },
      ],
    }],
  }),
  (name) => ({ enabled: true, strategies: [{ name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: name }, segments: [1] }] }),
  (name) => ({
    enabled: true,
    strategies: [{
      name: 'flexibleRollout', parameters: { rollout: '80', stickiness: 'sessionId', groupId: name },
      variants: [
        { name: 'small', weight: 700, weightType: 'variable', stickiness: 'sessionId', payload: { type: 'string', value: 's' } },
        { name: 'large', weight: 300, weightType: 'variable', stickiness: 'sessionId', payload: { type: 'number', value: '3' } },
      ],
    }],
  }),
  () => ({
    enabled: true,
    strategies: [{
      name: 'default',
      constraints: [
        { contextName: 'email', operator: 'REGEX', value: '^user-[0-9]+@' },
        { contextName: 'remoteAddress', operator: 'IN_CIDR', values: ['172.16.0.0/12'], inverted: true },
      ],
    }],
  }),
  // The parent is the rollout with variants nine flags earlier (kind 1).
  (_name, index) => ({ enabled: true, strategies: [{ name: 'default' }], dependencies: [{ feature: flagName(index - 9) }] }),
  () => ({ enabled: false, strategies: [{ name: 'default' }] }),
];

export const flagName = (index: number) => `bench-flag-${String(index).padStart(3, '0')}`;

export function benchFlags(count: number): ClientFeatures {
  const features = Array.from({ length: count }, (_, index): ClientFeature => {
    const name = flagName(index);
    const kind = kinds[index % kinds.length];
    if (!kind) throw new Error('unreachable: the index is taken modulo the number of kinds');
    return { name, ...kind(name, index), impressionData: index % 7 === 0 };
  });
  const segments = [{ id: 1, name: 'beta users', constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro', 'enterprise', 'free'] }] }];
  return { version: 2, features, segments };
}

/** A caller's context as query parameters; `index` varies it the way real traffic varies. */
export function benchQuery(index: number): string {
  const params = new URLSearchParams({
    userId: `user-${index}`,
    sessionId: `session-${index}`,
    'properties[plan]': ['free', 'pro', 'enterprise'][index % 3] ?? 'free',
    'properties[email]': `user-${index}@${index % 2 === 0 ? 'example.com' : 'corp.test'}`,
    'properties[seats]': String(index % 40),
    'properties[appVersion]': `1.${index % 5}.0`,
  });
  if (index % 4 === 0) params.set('remoteAddress', `192.168.${index % 250}.1`);
  return params.toString();
}
