import type { QueryClient } from '@tanstack/react-query';
import type { AuditEvent } from '../../contract/events';
import { changeRequestKeys } from './queries';

/**
 * Changes made elsewhere to change requests (created, a change added, reviewed, applied: Unleash's
 * event types all begin `change-`) read the inbox, the pending markers and an open request again.
 */
export function applyChangeRequestEvents(queryClient: QueryClient, events: readonly AuditEvent[]): void {
  if (events.some((event) => event.type.startsWith('change-'))) void queryClient.invalidateQueries({ queryKey: changeRequestKeys.all });
}
