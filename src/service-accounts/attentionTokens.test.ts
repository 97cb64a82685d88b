import { describe, expect, it } from 'vitest';
import type { Pat, ServiceAccount } from '../../contract';
import { attentionColumns, sortAttention, tokensNeedingAttention } from './attentionTokens';
import { nextSort, readSort } from './tableSort';

const now = new Date('2026-06-15T12:00:00Z');
const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

const token = (id: number, description: string, fields: Partial<Pat>): Pat => ({
  id, description, createdAt: daysFromNow(-100), seenAt: daysFromNow(-1), expiresAt: daysFromNow(300), ...fields,
});
const account = (id: number, name: string): ServiceAccount => ({ id, name });

const ci = {
  account: account(1, 'CI pipeline'),
  tokens: [
    token(1, 'deploy', { expiresAt: '9999-12-31T23:59:59.999Z' }),
    token(2, 'nightly', { expiresAt: daysFromNow(3) }),
    token(3, 'old jenkins', { expiresAt: daysFromNow(-10), seenAt: daysFromNow(-15) }),
    token(4, 'release bot', { seenAt: null, expiresAt: daysFromNow(90) }),
  ],
};
const grafana = {
  account: account(2, 'Grafana'),
  tokens: [token(5, 'panel', {}), token(6, 'audit export', { seenAt: null, expiresAt: daysFromNow(3) })],
};
const names = (rows: { token: Pat }[]) => rows.map((row) => row.token.description);

describe('tokens that need attention, across accounts', () => {
  const rows = tokensNeedingAttention([ci, grafana], now);

  it('are the expired, those expiring within a week and those never used, of every account', () => {
    expect(names(rows).sort()).toEqual(['audit export', 'nightly', 'old jenkins', 'release bot']);
    expect(rows.find((row) => row.token.id === 6)).toMatchObject({ accountId: 2, accountName: 'Grafana' });
  });

  it('come soonest expiry first, the expired before all; ties newest first', () => {
    expect(names(sortAttention(rows, attentionColumns.initial))).toEqual(['old jenkins', 'audit export', 'nightly', 'release bot']);
  });

  it('sort by account, by last use (never used first) and by description, each first A to Z or oldest first', () => {
    const by = (key: 'account' | 'seen' | 'description') => names(sortAttention(rows, nextSort(attentionColumns.initial, key, attentionColumns)));
    expect(by('account')).toEqual(['release bot', 'old jenkins', 'nightly', 'audit export']);
    expect(by('seen')).toEqual(['audit export', 'release bot', 'old jenkins', 'nightly']);
    expect(by('description')).toEqual(['audit export', 'nightly', 'old jenkins', 'release bot']);
  });

  it('keep their sort in the URL, soonest expiry when it names none', () => {
    expect(readSort(new URLSearchParams(), attentionColumns)).toEqual({ key: 'expires', direction: 'asc' });
    expect(readSort(new URLSearchParams('sort=account&order=desc'), attentionColumns)).toEqual({ key: 'account', direction: 'desc' });
    expect(readSort(new URLSearchParams('sort=id'), attentionColumns)).toEqual({ key: 'expires', direction: 'asc' });
  });
});
