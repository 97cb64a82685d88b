import type { CreatedPat, CreatePatBody, Pat } from '../../contract';
import { createServiceAccountToken, deleteServiceAccountToken, listServiceAccountTokens } from '../api/serviceAccounts';
import { serviceAccountKeys } from './queries';

/**
 * Whose personal access tokens a list and its dialogs show: a service account's, or the
 * signed-in person's own (My account). The lists, the secret shown once and the delete confirm
 * are the same for both; only where the tokens live differs.
 */
export interface TokenOwner {
  /** The owner's tokens in the query cache. */
  queryKey: readonly unknown[];
  /** What a change to the tokens makes stale (a service account's token count too). */
  invalidates: readonly unknown[];
  /** Who acts with a token: the account's name, or "you". */
  label: string;
  list: (signal?: AbortSignal) => Promise<Pat[]>;
  create: (body: CreatePatBody) => Promise<CreatedPat>;
  remove: (tokenId: number) => Promise<void>;
}

export const serviceAccountOwner = (accountId: string, label: string): TokenOwner => ({
  queryKey: serviceAccountKeys.tokens(accountId),
  invalidates: serviceAccountKeys.all,
  label,
  list: (signal) => listServiceAccountTokens(accountId, signal),
  create: (body) => createServiceAccountToken(accountId, body),
  remove: (tokenId) => deleteServiceAccountToken(accountId, tokenId),
});
