import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { deleteEnvironment, setEnvironmentEnabled, sortEnvironments, updateEnvironment } from '../api/projectSettings';
import { invalidateProjects } from '../projects';
import { describeError } from '../ui/describeError';
import { paidEditionOnly } from './paidEdition';

export type EnvironmentWrite =
  | { kind: 'type'; name: string; type: string }
  | { kind: 'enabled'; name: string; enabled: boolean }
  | { kind: 'order'; name: string; order: Record<string, number> }
  | { kind: 'delete'; name: string };

const doing: Record<EnvironmentWrite['kind'], string> = { type: 'change the type of', enabled: 'show or hide', order: 'move', delete: 'delete' };

/** The page's writes, one at a time, with the last one's failure in words. */
export function useEnvironmentWrites() {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const write = useMutation({
    mutationFn: async (change: EnvironmentWrite) => {
      setFailure(null);
      if (change.kind === 'type') await updateEnvironment(change.name, { type: change.type });
      else if (change.kind === 'enabled') await setEnvironmentEnabled(change.name, change.enabled);
      else if (change.kind === 'order') await sortEnvironments(change.order);
      else await deleteEnvironment(change.name);
    },
    onError: (error, change) => setFailure(`Could not ${doing[change.kind]} ${change.name}: ${describeError(error, { unavailable: paidEditionOnly }).message}`),
    onSettled: () => invalidateProjects(queryClient),
  });
  return {
    mutate: (change: EnvironmentWrite) => write.mutate(change),
    pendingOn: (name: string) => write.isPending && write.variables.name === name,
    failure,
  };
}

export type EnvironmentWrites = ReturnType<typeof useEnvironmentWrites>;
