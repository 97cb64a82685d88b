import { describe, expect, it } from 'vitest';
import type { Pat } from '../../contract';
import { defaultTokenSort, nextTokenSort, readTokenSort, visibleTokens, writeTokenSort } from './tokenTable';

const token = (id: number, description: string, fields: Partial<Pat> = {}): Pat => ({
  id,
  description,
  createdAt: `2026-01-${String(id).padStart(2, '0')}T00:00:00Z`,
  seenAt: null,
  expiresAt: '2027-01-01T00:00:00Z',
  ...fields,
});

const tokens = [
  token(1, 'Deploy pipeline', { seenAt: '2026-06-01T00:00:00Z', expiresAt: '2026-07-01T00:00:00Z' }),
  token(2, 'nightly export'),
  token(3, 'Terraform', { seenAt: '2026-06-10T00:00:00Z', expiresAt: '9999-12-31T23:59:59.999Z' }),
  token(10, 'deploy preview'),
];
const ids = (list: Pat[]) => list.map((t) => t.id);

describe('the token table', () => {
  it('shows the newest token first by default', () => {
    expect(ids(visibleTokens(tokens, '', defaultTokenSort))).toEqual([10, 3, 2, 1]);
  });

  it('finds tokens by a part of their description, whatever the case', () => {
    expect(ids(visibleTokens(tokens, '  DEPLOY ', defaultTokenSort))).toEqual([10, 1]);
    expect(visibleTokens(tokens, 'nothing like it', defaultTokenSort)).toEqual([]);
  });

  it('sorts descriptions alphabetically, ignoring case', () => {
    expect(ids(visibleTokens(tokens, '', { key: 'description', direction: 'asc' }))).toEqual([1, 10, 2, 3]);
  });

  it('sorts by last use with never-used tokens as the least recently seen', () => {
    expect(ids(visibleTokens(tokens, '', { key: 'seen', direction: 'desc' }))).toEqual([3, 1, 10, 2]);
    expect(ids(visibleTokens(tokens, '', { key: 'seen', direction: 'asc' }))).toEqual([10, 2, 1, 3]);
  });

  it('sorts by expiry, tokens that never expire last when soonest comes first', () => {
    expect(ids(visibleTokens(tokens, '', { key: 'expires', direction: 'asc' }))[0]).toBe(1);
    expect(ids(visibleTokens(tokens, '', { key: 'expires', direction: 'asc' })).at(-1)).toBe(3);
  });

  it('sorts ids as numbers, not as text', () => {
    expect(ids(visibleTokens(tokens, '', { key: 'id', direction: 'asc' }))).toEqual([1, 2, 3, 10]);
  });

  it('does not reorder the list it was given', () => {
    visibleTokens(tokens, '', { key: 'description', direction: 'asc' });
    expect(ids(tokens)).toEqual([1, 2, 3, 10]);
  });
});

describe('sorting by column', () => {
  it('flips the direction when the sorted column is chosen again', () => {
    expect(nextTokenSort({ key: 'seen', direction: 'desc' }, 'seen')).toEqual({ key: 'seen', direction: 'asc' });
  });

  it('starts text A to Z, expiry soonest first, and other dates newest first', () => {
    expect(nextTokenSort(defaultTokenSort, 'description')).toEqual({ key: 'description', direction: 'asc' });
    expect(nextTokenSort(defaultTokenSort, 'expires')).toEqual({ key: 'expires', direction: 'asc' });
    expect(nextTokenSort(defaultTokenSort, 'created')).toEqual({ key: 'created', direction: 'desc' });
    expect(nextTokenSort(defaultTokenSort, 'seen')).toEqual({ key: 'seen', direction: 'desc' });
  });
});

describe('the sort in the URL', () => {
  it('round-trips, and the default leaves no trace', () => {
    const sorted = writeTokenSort(new URLSearchParams('q=deploy'), { key: 'expires', direction: 'asc' });
    expect(sorted.toString()).toBe('q=deploy&sort=expires&order=asc');
    expect(readTokenSort(sorted)).toEqual({ key: 'expires', direction: 'asc' });
    expect(writeTokenSort(sorted, defaultTokenSort).toString()).toBe('q=deploy');
  });

  it('ignores a sort it does not know', () => {
    expect(readTokenSort(new URLSearchParams('sort=secret&order=up'))).toEqual(defaultTokenSort);
    expect(readTokenSort(new URLSearchParams('sort=seen&order=sideways'))).toEqual({ key: 'seen', direction: 'desc' });
  });
});
