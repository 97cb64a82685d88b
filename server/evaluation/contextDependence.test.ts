import { describe, expect, test } from 'vitest';
import type { ClientFeature, ClientSegment, ClientStrategy, ClientVariant } from '../../contract';
import { contextDependence } from './contextDependence';
import { toSdkSnapshot } from './sdkSnapshot';

const flag = (extra: Partial<ClientFeature> = {}): ClientFeature => ({ name: 'f', enabled: true, strategies: [{ name: 'default' }], ...extra });
const dependence = (features: ClientFeature[], segments: ClientSegment[] = []) =>
  contextDependence(toSdkSnapshot({ version: 2, features, segments }));
const withStrategy = (strategy: ClientStrategy) => dependence([flag({ strategies: [strategy] })]);
const variant = (extra: Partial<ClientVariant> = {}): ClientVariant => ({ name: 'v', weight: 1000, ...extra });

describe('what answers depend on besides the context', () => {
  test('plain rules depend on the context only', () => {
    expect(dependence([
      flag(),
      flag({ name: 'users', strategies: [{ name: 'userWithId', parameters: { userIds: 'a,b' } }] }),
      flag({ name: 'ips', strategies: [{ name: 'remoteAddress', parameters: { IPs: '10.0.0.1' } }] }),
      flag({ name: 'sticky', strategies: [{ name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'tenant', groupId: 'g' } }] }),
      flag({ name: 'plan', strategies: [{ name: 'default', constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }] }] }),
    ])).toEqual({ random: false, randomWithout: new Set(), sessionId: 'never', dateBoundaries: [] });
  });

  describe('chance', () => {
    test('a rollout with random stickiness, or gradualRolloutRandom, is random for every context', () => {
      expect(withStrategy({ name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'random' } }).random).toBe(true);
      expect(withStrategy({ name: 'gradualRolloutRandom', parameters: { percentage: '50' } }).random).toBe(true);
    });

    test('variants sticky to a named field are random for a context without it', () => {
      expect(dependence([flag({ variants: [variant({ stickiness: 'tenant' }), variant({ name: 'w' })] })]).randomWithout).toEqual(new Set(['tenant']));
      expect(dependence([flag({ variants: [variant({ stickiness: 'random' })] })]).randomWithout).toEqual(new Set(['random']));
    });

    test('strategy variants take the stickiness of their first variant, else the strategy\'s', () => {
      const rollout = (variants: ClientStrategy['variants']) =>
        withStrategy({ name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'tenant', groupId: 'g' }, variants });
      expect(rollout([{ name: 'a', weight: 1000, weightType: 'variable', stickiness: 'userId' }]).randomWithout).toEqual(new Set(['userId']));
      expect(rollout([{ name: 'a', weight: 1000, weightType: 'variable', stickiness: '' }]).randomWithout).toEqual(new Set(['tenant']));
    });
  });

  describe('sessionId, which the frontend API makes up at random when the caller sends none', () => {
    test('default stickiness reads it only when there is no userId', () => {
      expect(withStrategy({ name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'default', groupId: 'g' } }).sessionId).toBe('withoutUserId');
      expect(withStrategy({ name: 'flexibleRollout', parameters: { rollout: '50', groupId: 'g' } }).sessionId).toBe('withoutUserId');
      expect(dependence([flag({ variants: [variant()] })]).sessionId).toBe('withoutUserId');
    });

    test('session stickiness, gradualRolloutSessionId, constraints and overrides on it read it always', () => {
      expect(withStrategy({ name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'sessionId' } }).sessionId).toBe('always');
      expect(withStrategy({ name: 'gradualRolloutSessionId', parameters: { percentage: '50' } }).sessionId).toBe('always');
      expect(withStrategy({ name: 'default', constraints: [{ contextName: 'sessionId', operator: 'IN', values: ['s'] }] }).sessionId).toBe('always');
      expect(dependence([flag({ variants: [variant({ overrides: [{ contextName: 'sessionId', values: ['s'] }] })] })]).sessionId).toBe('always');
      expect(dependence([flag({ variants: [variant({ stickiness: 'sessionId' })] })]).sessionId).toBe('always');
    });

    test('"always" wins over "without userId", whatever the order', () => {
      expect(dependence([
        flag({ name: 'a', strategies: [{ name: 'gradualRolloutSessionId', parameters: { percentage: '5' } }] }),
        flag({ name: 'b', variants: [variant()] }),
      ]).sessionId).toBe('always');
    });

    test('a segment\'s constraint on it counts, a segment nobody uses does not', () => {
      const segment = { id: 7, constraints: [{ contextName: 'sessionId', operator: 'IN' as const, values: ['s'] }] };
      expect(dependence([flag({ strategies: [{ name: 'default', segments: [7] }] })], [segment]).sessionId).toBe('always');
      expect(dependence([flag()], [segment]).sessionId).toBe('never');
    });

    test('a disabled strategy is never evaluated, so it reads nothing', () => {
      expect(withStrategy({ name: 'gradualRolloutSessionId', parameters: { percentage: '5' }, disabled: true }).sessionId).toBe('never');
    });
  });

  test('date constraints turn at their instants, listed once, in order; an unreadable date never turns', () => {
    const on = (operator: 'DATE_AFTER' | 'DATE_BEFORE', value: string) => ({ contextName: 'currentTime', operator, value });
    expect(withStrategy({
      name: 'default',
      constraints: [on('DATE_BEFORE', '2031-01-01T00:00:00Z'), on('DATE_AFTER', '2030-01-01T00:00:00Z'), on('DATE_AFTER', '2031-01-01T00:00:00Z'), on('DATE_AFTER', 'soon')],
    }).dateBoundaries).toEqual([Date.UTC(2030, 0, 1), Date.UTC(2031, 0, 1)]);
  });
});
