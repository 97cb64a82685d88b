import type { ServiceAccount, ServiceAccountList } from '../../contract';

/** What the accounts table shows per account, from either the embedded service or Unleash. */

type RootRoles = ServiceAccountList['rootRoles'];

/** The embedded service names the role; Unleash gives its id and the roles beside the list. */
export function roleName(account: ServiceAccount, rootRoles: RootRoles): string {
  if (account.rootRoleName) return account.rootRoleName;
  if (account.rootRole === undefined) return '—';
  return rootRoles?.find((role) => role.id === account.rootRole)?.name ?? `Role ${account.rootRole}`;
}

/** A count from the embedded service, the tokens themselves from Unleash. */
export function tokenCount(account: ServiceAccount): number | undefined {
  return typeof account.tokens === 'number' ? account.tokens : account.tokens?.length;
}

export function accountName(account: ServiceAccount): string {
  return account.name || account.username || `Service account ${account.id}`;
}
