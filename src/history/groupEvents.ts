import type { AuditEvent } from '../../contract/events';

/**
 * Events made together (one change request applied, one bulk change) share a `groupId`; Unleash
 * gives every transaction one, so most groups hold a single event. Neighbours in the list with
 * the same id read as one entry; a group the page boundary splits continues on the next page.
 */
export interface EventGroup {
  /** The shared id, for a group of more than one event. */
  groupId: string | undefined;
  groupType: string | undefined;
  events: AuditEvent[];
}

export function groupEvents(events: readonly AuditEvent[]): EventGroup[] {
  const groups: EventGroup[] = [];
  for (const event of events) {
    const last = groups.at(-1);
    if (last && event.groupId && last.events[0]?.groupId === event.groupId) {
      last.events.push(event);
      last.groupId = event.groupId;
      last.groupType = event.groupType ?? undefined;
    } else {
      groups.push({ groupId: undefined, groupType: undefined, events: [event] });
    }
  }
  return groups;
}

/** The heading of a group: what made its events together. */
export function groupTitle(group: EventGroup): string {
  const count = `${group.events.length} changes`;
  const byChangeRequest = group.groupType === 'change-request' || group.events.some((event) => event.type === 'change-request-applied');
  return byChangeRequest ? `${count} applied together by a change request` : `${count} made together`;
}

/** The change request that applied a group, where the service names it (the embedded service's groupId is its id). */
export function groupChangeRequest(group: EventGroup): { id: number; project: string | undefined } | undefined {
  if (group.groupType !== 'change-request' || !group.groupId || !/^\d+$/.test(group.groupId)) return undefined;
  return { id: Number(group.groupId), project: group.events[0]?.project ?? undefined };
}
