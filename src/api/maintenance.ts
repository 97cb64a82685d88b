import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { maintenanceSchema } from '../../contract/instance';
import { api } from './index';

/**
 * Whether the service is in maintenance mode (Unleash's `GET /api/admin/maintenance`, on both
 * services): while it is, the service refuses changes. Read again every half minute, as an admin
 * may turn it on or off from anywhere.
 */
export const maintenanceQuery = queryOptions({
  queryKey: ['maintenance'],
  queryFn: ({ signal }) => api('/api/admin/maintenance', maintenanceSchema, { signal }),
  refetchInterval: 30_000,
  staleTime: 30_000,
});

/** Turns maintenance mode on or off (admins; Unleash answers 204). */
export function setMaintenance(enabled: boolean) {
  return api('/api/admin/maintenance', z.unknown(), { method: 'POST', body: { enabled } });
}
