import { queryOptions } from '@tanstack/react-query';
import { lastIntegrationEvent, listAddons } from '../api/addons';

export const integrationKeys = {
  all: ['integrations'] as const,
  list: () => [...integrationKeys.all, 'list'] as const,
  lastOutcome: (id: number) => [...integrationKeys.all, 'last-outcome', id] as const,
};

/** The integrations and the providers the service offers. */
export const integrationListOptions = () =>
  queryOptions({ queryKey: integrationKeys.list(), queryFn: ({ signal }) => listAddons(signal) });

/** Deliveries go out in the background and retry within seconds: an open page reads the outcome again as often. */
const outcomeRefreshMs = 5_000;

export const lastOutcomeOptions = (id: number) =>
  queryOptions({
    queryKey: integrationKeys.lastOutcome(id),
    queryFn: ({ signal }) => lastIntegrationEvent(id, signal),
    refetchInterval: outcomeRefreshMs,
  });
