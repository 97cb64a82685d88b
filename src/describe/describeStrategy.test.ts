import { describe, expect, it } from 'vitest';
import { describeSegment, describeStrategy } from './describeStrategy';

describe('strategies in plain words', () => {
  it('a flexible rollout is a share of users by its stickiness', () => {
    expect(describeStrategy({ name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'userId', groupId: 'checkout' } }, 'checkout'))
      .toBe('50% of users by userId');
  });

  it('default stickiness is simply users; random stickiness is requests at random', () => {
    expect(describeStrategy({ name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default' } })).toBe('100% of users');
    expect(describeStrategy({ name: 'flexibleRollout', parameters: { rollout: '5', stickiness: 'random' } })).toBe('5% of requests, at random');
  });

  it('names a rollout group shared with other flags', () => {
    expect(describeStrategy({ name: 'flexibleRollout', parameters: { rollout: '10', stickiness: 'sessionId', groupId: 'wave-1' } }, 'checkout'))
      .toBe('10% of users by sessionId (group wave-1)');
  });

  it('the standard strategy is on for everyone', () => {
    expect(describeStrategy({ name: 'default' })).toBe('On for everyone');
  });

  it('lists the users, addresses and hosts of the older strategies', () => {
    expect(describeStrategy({ name: 'userWithId', parameters: { userIds: 'alice, bob' } })).toBe('userId is one of alice, bob');
    expect(describeStrategy({ name: 'remoteAddress', parameters: { IPs: '10.0.0.1,10.0.0.2' } })).toBe('remote address is one of 10.0.0.1, 10.0.0.2');
    expect(describeStrategy({ name: 'applicationHostname', parameters: { hostNames: 'web-1' } })).toBe('application hostname is one of web-1');
  });

  it('describes the gradual rollouts Unleash still evaluates', () => {
    expect(describeStrategy({ name: 'gradualRolloutUserId', parameters: { percentage: '25' } })).toBe('25% of users by userId');
    expect(describeStrategy({ name: 'gradualRolloutSessionId', parameters: { percentage: '25' } })).toBe('25% of sessions by sessionId');
    expect(describeStrategy({ name: 'gradualRolloutRandom', parameters: { percentage: '25' } })).toBe('25% of requests, at random');
  });

  it('shows an unknown share as such rather than a wrong number', () => {
    expect(describeStrategy({ name: 'flexibleRollout', parameters: {} })).toBe('?% of users');
  });

  it('shows a custom strategy with its parameters', () => {
    expect(describeStrategy({ name: 'byRegion', parameters: { regions: 'eu' } })).toBe('byRegion: regions = eu');
    expect(describeStrategy({ name: 'byRegion' })).toBe('byRegion');
  });

  it('names a segment, or its number when the service did not list it', () => {
    const names = new Map([[1, 'beta-testers']]);
    expect(describeSegment(1, names)).toBe('segment: beta-testers');
    expect(describeSegment(7, names)).toBe('segment: #7');
  });
});
