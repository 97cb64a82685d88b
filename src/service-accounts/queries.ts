import { queryOptions } from '@tanstack/react-query';
import type { Pat } from '../../contract';
import { listServiceAccounts, listServiceAccountTokens } from '../api/serviceAccounts';

export const serviceAccountKeys = {
  all: ['service-accounts'] as const,
  list: () => [...serviceAccountKeys.all, 'list'] as const,
  tokens: (accountId: string) => [...serviceAccountKeys.all, accountId, 'tokens'] as const,
};

export const serviceAccountListOptions = () =>
  queryOptions({
    queryKey: serviceAccountKeys.list(),
    queryFn: ({ signal }) => listServiceAccounts(signal),
  });

/** Token listings never hold a secret (the contract refuses one), so they are safe to cache. */
export const serviceAccountTokensOptions = (accountId: string) =>
  queryOptions({
    queryKey: serviceAccountKeys.tokens(accountId),
    queryFn: ({ signal }) => listServiceAccountTokens(accountId, signal),
  });

/** Any owner's tokens (`tokenOwner.ts`). */
export const tokenListOptions = (owner: { queryKey: readonly unknown[]; list: (signal?: AbortSignal) => Promise<Pat[]> }) =>
  queryOptions({ queryKey: owner.queryKey, queryFn: ({ signal }) => owner.list(signal) });
