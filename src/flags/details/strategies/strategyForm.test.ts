import { describe, expect, it } from 'vitest';
import { bodyOfStrategy, formOf, readForm, rolloutSentence } from './strategyForm';

describe('the strategy form', () => {
  it('says what a rollout means, as the person editing it would put it', () => {
    expect(rolloutSentence({ rollout: '25', stickiness: 'userId', groupId: 'checkout' }, 'banner'))
      .toBe('On for about 25 % of users, sticky on userId, the same users as other flags with groupId checkout.');
    expect(rolloutSentence({ rollout: '10', stickiness: 'default', groupId: 'banner' }, 'banner'))
      .toBe('On for about 10 % of users, sticky on userId, else sessionId, else at random, the same users whenever this flag\'s rollout grows (groupId banner).');
    expect(rolloutSentence({ rollout: '50', stickiness: 'random', groupId: 'banner' }, 'banner')).toBe('On for about 50 % of requests, drawn at random each time: nobody keeps their answer.');
  });

  it('refuses at each field what the service would refuse, by the contract\'s own paths', () => {
    const form = { ...formOf(undefined, 'banner'), rollout: '101', constraints: [{ contextName: 'version', operator: 'SEMVER_GT' as const, value: 'v1.2' }] };
    const read = readForm(form);
    expect('problems' in read && Object.fromEntries(read.problems)).toEqual({
      'parameters.rollout': 'must be a whole number from 0 to 100',
      'constraints.0.value': 'SEMVER_GT needs a version in SemVer form, such as 1.2.3 or 2.0.0-beta.1',
    });
    expect(readForm({ ...form, rollout: '30', constraints: [{ contextName: 'version', operator: 'SEMVER_GT', value: '1.2.0' }] })).toEqual({
      body: expect.objectContaining({ name: 'flexibleRollout', parameters: { rollout: '30', stickiness: 'default', groupId: 'banner' } }),
    });
  });

  it('keeps what it does not show (strategy variants) and copies a strategy as the body that adds it again', () => {
    const strategy = { id: 's1', name: 'userWithId', parameters: { userIds: 'a,b' }, variants: [{ name: 'v', weight: 1000, weightType: 'variable' as const, stickiness: 'default' }] };
    expect(readForm(formOf(strategy, 'flag'))).toEqual({ body: expect.objectContaining({ parameters: { userIds: 'a,b' }, variants: [expect.objectContaining({ name: 'v' })] }) });
    expect(bodyOfStrategy(strategy)).not.toHaveProperty('id');
    expect(bodyOfStrategy({ name: 'flexibleRollout', parameters: { rollout: 'lots' } })).toBeUndefined();
  });
});
