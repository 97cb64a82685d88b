import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectError, startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeEach(async () => {
  service = await startTestService();
  await service.createFlag('default', 'flag');
});
afterEach(() => service.close());

const strategies = '/api/admin/projects/default/features/flag/environments/development/strategies';
const changes = '/api/admin/projects/default/environments/production/change-requests';
const withConstraint = (constraint: Record<string, unknown>) => ({ name: 'default', constraints: [constraint] });

/** Values the official SDK reads other than as their author meant: each refused at its own field. */
const refused: Array<[Record<string, unknown>, string]> = [
  [{ contextName: 'at', operator: 'DATE_AFTER', value: 'tomorrow' }, 'constraints.0.value'],
  [{ contextName: 'at', operator: 'DATE_BEFORE', value: '2030-02-30T00:00:00Z' }, 'constraints.0.value'],
  [{ contextName: 'at', operator: 'DATE_AFTER', value: '2030-01-01T10:00:00' }, 'constraints.0.value'],
  [{ contextName: 'at', operator: 'DATE_AFTER', values: ['2030-01-01T00:00:00Z', 'soon'] }, 'constraints.0.values.1'],
  [{ contextName: 'seats', operator: 'NUM_GT', value: ' ' }, 'constraints.0.value'],
  [{ contextName: 'seats', operator: 'NUM_LTE', value: '0x10' }, 'constraints.0.value'],
  [{ contextName: 'seats', operator: 'NUM_EQ', values: ['1', '12abc'] }, 'constraints.0.values.1'],
  [{ contextName: 'appVersion', operator: 'SEMVER_EQ', value: 'v1.2.3' }, 'constraints.0.value'],
  [{ contextName: 'appVersion', operator: 'SEMVER_GT', value: '1.2' }, 'constraints.0.value'],
  [{ contextName: 'appVersion', operator: 'SEMVER_LT', value: '01.2.3' }, 'constraints.0.value'],
  [{ contextName: 'userId', operator: 'STR_MATCHES', values: ['a'] }, 'constraints.0.operator'],
];

describe('constraint values the SDK would read differently', () => {
  it('are refused with 400 naming the value, through the admin API and change requests alike, with nothing stored', async () => {
    const before = storeSnapshot(service.db);
    for (const [constraint, path] of refused) {
      const viaApi = expectError(await service.call('POST', strategies, { body: withConstraint(constraint) }), 400, 'BadDataError');
      expect(viaApi.details?.map((detail) => detail.path), JSON.stringify(constraint)).toContain(path);
      const viaChange = expectError(
        await service.call('POST', changes, { token: service.pats.Editor, body: { feature: 'flag', action: 'addStrategy', payload: withConstraint(constraint) } }),
        400, 'BadDataError',
      );
      expect(viaChange.details?.map((detail) => detail.path).join(' '), JSON.stringify(constraint)).toContain(path);
    }
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('takes what every SDK reads alike: ISO date-times with their zone, decimal numbers, semver', async () => {
    const accepted = [
      { contextName: 'at', operator: 'DATE_AFTER', value: '2030-01-01T10:00:00.000+02:00' },
      { contextName: 'at', operator: 'DATE_BEFORE', value: '2030-01-01T10:00Z' },
      { contextName: 'seats', operator: 'NUM_GTE', value: '-12.5' },
      { contextName: 'appVersion', operator: 'SEMVER_GT', value: '1.2.3-beta.1+build.5' },
    ];
    for (const constraint of accepted) {
      expect((await service.call('POST', strategies, { body: withConstraint(constraint) })).status, JSON.stringify(constraint)).toBe(200);
    }
  });
});

describe('a REGEX constraint', () => {
  it('is one pattern in `value`, which the SDK compiles: it decides what /api/frontend answers', async () => {
    const body = withConstraint({ contextName: 'userId', operator: 'REGEX', value: '^acme-[0-9]+$' });
    expect((await service.call('POST', strategies, { body })).status).toBe(200);
    expect((await service.call('POST', '/api/admin/projects/default/features/flag/environments/development/on')).status).toBe(200);
    const enabledFor = async (userId: string) => {
      const reply = await service.call('GET', `/api/frontend?userId=${userId}`, { token: tokens.frontend });
      expect(reply.status).toBe(200);
      return (reply.body as { toggles: Array<{ name: string }> }).toggles.some((toggle) => toggle.name === 'flag');
    };
    expect(await enabledFor('acme-42')).toBe(true);
    expect(await enabledFor('globex-42')).toBe(false);
  });

  it('without a pattern is refused at its value, as the SDK would match nothing', async () => {
    const refusal = expectError(
      await service.call('POST', strategies, { body: withConstraint({ contextName: 'userId', operator: 'REGEX', values: [] }) }), 400, 'BadDataError',
    );
    expect(refusal.details?.map((detail) => detail.path)).toContain('constraints.0.value');
  });
});
