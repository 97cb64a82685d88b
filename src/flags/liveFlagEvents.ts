import type { QueryClient } from '@tanstack/react-query';
import type { Feature } from '../../contract';
import type { AuditEvent } from '../../contract/events';
import { invalidateFlagsOf } from '../lib/queryClient';
import { enabledIn, withEnvironmentEnabled, withServerSwitches } from './featureCache';
import { updateFlagInList } from './flagList';
import { flagKeys, flagListOptions, flagOptions } from './queries';

/**
 * Changes made elsewhere (the live stream, or the event search polled), applied to what the Flags
 * page and a flag's details hold: a switch moves in place; a strategy, variants or a dependency
 * read the flag again; a flag created, archived, revived or renamed reads the project's list again.
 * A toggle of this page still on its way decides its own switches: the list is left to it
 * (useToggleFlag reads it again once the last one settles).
 */
const switches: Readonly<Record<string, boolean>> = { 'feature-environment-enabled': true, 'feature-environment-disabled': false };
const listChanges = new Set(['feature-created', 'feature-archived', 'feature-revived', 'feature-deleted', 'feature-metadata-updated', 'features-imported', 'feature-tagged', 'feature-untagged']);
const flagChanges = new Set([
  'feature-strategy-add', 'feature-strategy-update', 'feature-strategy-remove', 'strategy-order-changed', 'feature-environment-variants-updated',
  'feature-dependency-added', 'feature-dependency-removed', 'feature-dependencies-removed',
]);

/** The list's summary of a flag's strategies, from its details (which list the strategies themselves). */
function withStrategySummary(feature: Feature): Feature {
  return {
    ...feature,
    environments: feature.environments?.map((environment) => (environment.strategies === undefined ? environment : {
      ...environment,
      hasStrategies: environment.strategies.length > 0,
      hasEnabledStrategies: environment.strategies.some((strategy) => strategy.disabled !== true),
    })),
  };
}

function moveSwitch(queryClient: QueryClient, project: string, featureName: string, environment: string, enabled: boolean): void {
  queryClient.setQueryData(flagListOptions(project).queryKey, (list) => {
    if (!list || enabledIn(list.features.find((feature) => feature.name === featureName), environment) !== !enabled) return list;
    return updateFlagInList(list, featureName, (feature) => withEnvironmentEnabled(feature, environment, enabled));
  });
  queryClient.setQueryData(flagOptions(project, featureName).queryKey, (feature) => feature && withEnvironmentEnabled(feature, environment, enabled));
}

async function refreshListEntry(queryClient: QueryClient, project: string, featureName: string): Promise<void> {
  const detail = await queryClient.fetchQuery({ ...flagOptions(project, featureName), staleTime: 0 });
  if (queryClient.isMutating({ mutationKey: flagKeys.toggle(project) }) > 0) return;
  queryClient.setQueryData(flagListOptions(project).queryKey, (list) =>
    list && updateFlagInList(list, featureName, (cached) => withServerSwitches(cached, withStrategySummary(detail))),
  );
}

export function applyFlagEvents(queryClient: QueryClient, events: readonly AuditEvent[]): void {
  const relist = new Set<string>();
  const reread = new Map<string, { project: string; featureName: string }>();
  for (const event of events) {
    const { project, featureName, environment } = event;
    if (!project) continue;
    if (event.type === 'change-request-configuration-updated') {
      void queryClient.invalidateQueries({ queryKey: flagKeys.changeRequestConfig(project) });
      continue;
    }
    if (listChanges.has(event.type)) relist.add(project);
    if (!featureName) continue;
    const enabled = switches[event.type];
    if (enabled !== undefined && environment) {
      if (queryClient.isMutating({ mutationKey: flagKeys.toggle(project) }) === 0) moveSwitch(queryClient, project, featureName, environment, enabled);
      void queryClient.invalidateQueries({ queryKey: flagKeys.detail(project, featureName) });
    } else if (flagChanges.has(event.type)) {
      reread.set(`${project}\u0000${featureName}`, { project, featureName });
    }
  }
  for (const project of relist) void invalidateFlagsOf(queryClient, project);
  for (const { project, featureName } of reread.values()) {
    if (relist.has(project)) continue;
    void queryClient.invalidateQueries({ queryKey: flagKeys.detail(project, featureName) });
    // The list shows whether each environment has strategies: its entry is brought up to date from the details.
    if (queryClient.getQueryData(flagListOptions(project).queryKey)) void refreshListEntry(queryClient, project, featureName).catch(() => undefined);
  }
}
