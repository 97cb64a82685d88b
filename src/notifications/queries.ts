import { queryOptions } from '@tanstack/react-query';
import { listNotifications } from '../api/favorites';

export const notificationKeys = { all: ['notifications'] as const };

/** Read again every few seconds while the console is open, so a change someone made shows without a reload. */
const refreshMs = 5_000;

export const notificationsOptions = () =>
  queryOptions({ queryKey: notificationKeys.all, queryFn: ({ signal }) => listNotifications(signal), refetchInterval: refreshMs, retry: false });
