import { useMutation, useMutationState, useQueryClient, type Mutation, type QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { Feature } from '../../contract';
import { disableFeature, enableFeature } from '../api/features';
import { enabledIn, withEnvironmentEnabled, withServerSwitches } from './featureCache';
import { updateFlagInList } from './flagList';
import { flagKeys, flagListOptions, flagOptions } from './queries';
import type { ToggleChange } from './togglePlan';

interface ToggleContext {
  previous: boolean | undefined;
}

function setSwitch(queryClient: QueryClient, projectId: string, change: ToggleChange, enabled: boolean) {
  queryClient.setQueryData(flagListOptions(projectId).queryKey, (list) =>
    list && updateFlagInList(list, change.featureName, (feature) => withEnvironmentEnabled(feature, change.environment, enabled)),
  );
  queryClient.setQueryData(flagOptions(projectId, change.featureName).queryKey, (feature) =>
    feature && withEnvironmentEnabled(feature, change.environment, enabled),
  );
}

/**
 * Switches a flag in one environment, optimistically: the cached list moves at once, goes back
 * if the service refuses, and is marked stale (read again at once unless the service answered
 * with the flag) once the last toggle in flight has settled.
 */
export function useToggleFlag(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation<Feature | undefined, unknown, ToggleChange, ToggleContext>({
    mutationKey: flagKeys.toggle(projectId),
    mutationFn: (change) => {
      const target = { projectId, featureName: change.featureName, environment: change.environment };
      return change.enabled ? enableFeature(target, { activateDisabledStrategies: change.activateDisabledStrategies }) : disableFeature(target);
    },
    onMutate: async (change) => {
      // A read in flight would land after the optimistic state and undo it.
      await queryClient.cancelQueries({ queryKey: flagKeys.list(projectId) });
      await queryClient.cancelQueries({ queryKey: flagKeys.detail(projectId, change.featureName) });
      const list = queryClient.getQueryData(flagListOptions(projectId).queryKey);
      const previous = enabledIn(list?.features.find((feature) => feature.name === change.featureName), change.environment);
      setSwitch(queryClient, projectId, change, change.enabled);
      return { previous };
    },
    onSuccess: (feature, change) => {
      // The embedded service answers with the Feature; a real Unleash with nothing (then the read below decides).
      if (!feature) return;
      queryClient.setQueryData(flagListOptions(projectId).queryKey, (list) =>
        list && updateFlagInList(list, change.featureName, (cached) => withServerSwitches(cached, feature)),
      );
    },
    onError: (_error, change, context) => {
      // Only this switch goes back: other toggles still in flight keep their optimistic state.
      setSwitch(queryClient, projectId, change, context?.previous ?? !change.enabled);
    },
    onSettled: (feature, _error, change) => {
      void queryClient.invalidateQueries({ queryKey: flagKeys.detail(projectId, change.featureName) });
      // Reading the list while other toggles are in flight would briefly show their old state.
      if (queryClient.isMutating({ mutationKey: flagKeys.toggle(projectId) }) === 1) {
        // When the service answered with the flag, the list already holds what the toggle changed
        // (onSuccess): it is marked stale, to be read on the next visit or focus, rather than read
        // now, which for 10,000 flags is a 12 MB download and a third of a second of parsing per
        // click. An empty answer (Unleash) or a failure leaves the list unsure: it is read now.
        void queryClient.invalidateQueries({ queryKey: flagKeys.list(projectId), exact: true, refetchType: feature ? 'none' : 'active' });
      }
    },
  });
}

export const pendingKey = (featureName: string, environment: string) => `${featureName}\u0000${environment}`;

// Read only from mutations under flagKeys.toggle, which are this hook's: their variables are ToggleChanges.
const changeOf = (mutation: Mutation<unknown, unknown, unknown, unknown>) => mutation.state.variables as ToggleChange;

/** The switches with a change on its way, as `pendingKey`s, for every component of the page. */
export function usePendingToggles(projectId: string): ReadonlySet<string> {
  const pending = useMutationState({ filters: { mutationKey: flagKeys.toggle(projectId), status: 'pending' }, select: changeOf });
  return useMemo(() => new Set(pending.map((change) => pendingKey(change.featureName, change.environment))), [pending]);
}

/** Whether a change of this switch is on its way, as the mutation cache knows it now (at a click, say). */
export function isTogglePending(queryClient: QueryClient, projectId: string, featureName: string, environment: string): boolean {
  const sameSwitch = (mutation: Mutation<unknown, unknown, unknown, unknown>) => {
    const change = changeOf(mutation);
    return change.featureName === featureName && change.environment === environment;
  };
  return queryClient.isMutating({ mutationKey: flagKeys.toggle(projectId), predicate: sameSwitch }) > 0;
}
