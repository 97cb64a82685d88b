import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatedPat, CreatePatBody, Pat } from '../../contract';
import { tokenListOptions } from './queries';
import type { TokenOwner } from './tokenOwner';

/**
 * Creates a token. The secret goes to `onSecret` and nowhere else: the mutation's result (which
 * React Query keeps in its cache) is the token without it, and the list is refetched rather than
 * written to, so no cache ever holds a secret.
 */
export function useCreateToken(owner: TokenOwner, onSecret: (created: CreatedPat) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreatePatBody): Promise<Pat> => {
      const { secret, ...token } = await owner.create(body);
      onSecret({ ...token, secret });
      return token;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: owner.invalidates }),
  });
}

/** Deletes a token at once in the table; puts it back if the service refuses. */
export function useDeleteToken(owner: TokenOwner) {
  const queryClient = useQueryClient();
  const { queryKey } = tokenListOptions(owner);
  return useMutation({
    mutationFn: (token: Pat) => owner.remove(token.id),
    onMutate: async (token) => {
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, (tokens) => tokens?.filter((t) => t.id !== token.id));
    },
    // Only this token comes back, not a snapshot of the whole list: another delete may be in
    // flight, and its row must not reappear because this one failed.
    onError: (_error, token) => {
      queryClient.setQueryData(queryKey, (tokens) => (tokens && !tokens.some((t) => t.id === token.id) ? [...tokens, token] : tokens));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: owner.invalidates }),
  });
}
