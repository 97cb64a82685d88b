import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { User } from '../../contract';
import { resetPasswordLink, setUserDeactivated, updateUser } from '../api/people';
import { userKeys } from './queries';

/** What an admin does to one user; each refreshes the list when it settles. */
export function useUserActions() {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: userKeys.all });
  return {
    changeRole: useMutation({ mutationFn: ({ user, rootRole }: { user: User; rootRole: 'Admin' | 'Editor' | 'Viewer' }) => updateUser(user.id, { rootRole }), onSettled }),
    setDeactivated: useMutation({ mutationFn: ({ user, deactivated }: { user: User; deactivated: boolean }) => setUserDeactivated(user.id, deactivated), onSettled }),
    resetLink: useMutation({ mutationFn: (user: User) => resetPasswordLink(user.email ?? user.username ?? String(user.id)) }),
  };
}
