import type { AuditEvent } from '../../contract/events';
import { EventSentence } from './EventSentence';
import { EventItem } from './EventItem';
import { groupChangeRequest, groupEvents, groupTitle } from './groupEvents';

interface EventListProps {
  events: readonly AuditEvent[];
  segmentNames: ReadonlyMap<number, string>;
}

/** The events, newest first; those made together (a change request applied, a bulk change) under one heading. */
export function EventList({ events, segmentNames }: EventListProps) {
  return (
    <ol className="history-list">
      {groupEvents(events).map((group) => {
        const first = group.events[0];
        if (!first) return null;
        if (group.events.length === 1) {
          return (
            <li key={first.id}>
              <EventItem event={first} segmentNames={segmentNames} />
            </li>
          );
        }
        const title = groupTitle(group);
        const request = groupChangeRequest(group);
        const titleId = `history-group-${first.id}`;
        // A group, not a landmark or a heading: a page holds many of them, at any depth of headings.
        return (
          <li key={first.id} className="history-group">
            <div role="group" aria-labelledby={titleId}>
              <p id={titleId} className="history-group-title">
                {title}
                {request && (
                  <>
                    {' '}(<EventSentence parts={[{ kind: 'changeRequest', id: request.id, project: request.project }]} />)
                  </>
                )}
              </p>
              <ol className="history-list">
                {group.events.map((event) => (
                  <li key={event.id}>
                    <EventItem event={event} segmentNames={segmentNames} />
                  </li>
                ))}
              </ol>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
