import type { Pat, ServiceAccount } from '../../contract';
import { accountName } from './accountColumns';
import { sortRows, type SortColumns, type TableSort } from './tableSort';
import { expiryStatus } from './tokenExpiry';
import { ascendingTokens, collator, newestTokenFirst } from './tokenTable';

/**
 * The tokens of every account that want looking at, in one list, so nobody has to open each
 * account in turn: expired ones (to delete), those expiring soon (to rotate in time) and those
 * never used (perhaps never needed).
 */
export interface AccountToken {
  token: Pat;
  accountId: number;
  accountName: string;
}

export function needsAttention(token: Pat, now: Date): boolean {
  const { kind } = expiryStatus(token.expiresAt, now);
  return kind === 'expired' || kind === 'soon' || !token.seenAt;
}

export function tokensNeedingAttention(
  accounts: ReadonlyArray<{ account: ServiceAccount; tokens: readonly Pat[] }>,
  now: Date,
): AccountToken[] {
  return accounts.flatMap(({ account, tokens }) =>
    tokens.filter((token) => needsAttention(token, now)).map((token) => ({ token, accountId: account.id, accountName: accountName(account) })),
  );
}

export const attentionSortKeys = ['description', 'account', 'seen', 'expires'] as const;
export type AttentionSortKey = (typeof attentionSortKeys)[number];
export type AttentionSort = TableSort<AttentionSortKey>;

/**
 * Soonest expiry first, the expired before all; every column starts with what most needs doing
 * (the oldest use, never used first).
 */
export const attentionColumns: SortColumns<AttentionSortKey> = {
  keys: attentionSortKeys,
  initial: { key: 'expires', direction: 'asc' },
  firstDirection: () => 'asc',
};

const ascending: Record<AttentionSortKey, (a: AccountToken, b: AccountToken) => number> = {
  description: (a, b) => ascendingTokens.description(a.token, b.token),
  account: (a, b) => collator.compare(a.accountName, b.accountName),
  seen: (a, b) => ascendingTokens.seen(a.token, b.token),
  expires: (a, b) => ascendingTokens.expires(a.token, b.token),
};

export function sortAttention(rows: readonly AccountToken[], sort: AttentionSort): AccountToken[] {
  return sortRows(rows, ascending[sort.key], sort.direction, (a, b) => newestTokenFirst(a.token, b.token));
}
