import { Link } from 'react-router-dom';
import type { AuditEvent } from '../../contract/events';
import { paths } from '../lib/paths';
import { RelativeTime } from '../ui/RelativeTime';
import type { ChangedSinceRead } from './queries';
import { changeWords, eventHistoryQuery } from './timeTravelWords';

interface ChangedSincePanelProps {
  /** What the event search says changed since the moment; undefined where it could not be read. */
  changed: ChangedSinceRead | undefined;
  environment: string;
  project: string;
}

function Changes({ events }: { events: readonly AuditEvent[] }) {
  return (
    <ul className="plain-list">
      {events.map((event) => (
        <li key={event.id}>
          <Link to={paths.history(eventHistoryQuery(event))}>{changeWords(event)}</Link> by {event.createdBy}, <RelativeTime value={event.createdAt} />
        </li>
      ))}
    </ul>
  );
}

/**
 * On a service that cannot rebuild a past configuration (Unleash 8.2): the answers then are not
 * guessed; the flags changed since are named from its event search, with their changes, and the
 * others were configured then as now.
 */
export function ChangedSincePanel({ changed, environment, project }: ChangedSincePanelProps) {
  return (
    <div role="region" aria-label="Changed since">
      <p>This service cannot rebuild a past configuration: Unleash 8.2 has no such endpoint, and its events do not hold every flag's whole state, so the answers then are not guessed.</p>
      {changed && (changed.flags.length === 0
        ? <p>No flag of {project} changed in {environment} since then: each was configured then as it is now.</p>
        : (
          <table className="table">
            <caption>Flags changed in {environment} since then, not rebuilt (every other flag of {project} was configured then as now)</caption>
            <thead><tr><th scope="col">Flag</th><th scope="col">Changes since</th></tr></thead>
            <tbody>
              {changed.flags.map((flag) => (
                <tr key={flag.name}>
                  <th scope="row"><Link to={paths.flag(project, flag.name)}>{flag.name}</Link></th>
                  <td><Changes events={flag.events} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      {changed && changed.segments.length > 0 && (
        <div>
          <p>Segments changed since as well: a flag that uses one may have answered differently then.</p>
          <Changes events={changed.segments} />
        </div>
      )}
      {changed && !changed.complete && <p className="field-note muted">More changes were made since than one read of the event search holds: the oldest of them are not listed.</p>}
      {!changed && <p className="field-note muted">Its event search could not be read, so the flags changed since cannot be named.</p>}
    </div>
  );
}
