import { queryOptions } from '@tanstack/react-query';
import { getCurrentUser } from '../api/changeRequests';
import { createOwnToken, deleteOwnToken, listOwnTokens } from '../api/people';
import type { TokenOwner } from '../service-accounts';

export const accountKeys = {
  all: ['account'] as const,
  me: () => [...accountKeys.all, 'me'] as const,
  tokens: () => [...accountKeys.all, 'tokens'] as const,
};

/** Who is signed in: name, email and role, for the page's header. */
export const meOptions = () => queryOptions({ queryKey: accountKeys.me(), queryFn: ({ signal }) => getCurrentUser(signal) });

/** The signed-in person's own personal access tokens (`/api/admin/user/tokens`). */
export const ownTokens: TokenOwner = {
  queryKey: accountKeys.tokens(),
  invalidates: accountKeys.tokens(),
  label: 'you',
  list: listOwnTokens,
  create: createOwnToken,
  remove: deleteOwnToken,
};
