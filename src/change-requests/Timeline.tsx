import type { ChangeRequest } from '../../contract';
import { RelativeTime } from '../ui/RelativeTime';
import { timelineOf } from './timeline';

export function Timeline({ request }: { request: ChangeRequest }) {
  return (
    <section className="panel cr-timeline" aria-labelledby="cr-timeline-title">
      <h2 id="cr-timeline-title" className="panel-title">Timeline</h2>
      <ol className="cr-timeline-list">
        {timelineOf(request).map((entry, index) => (
          <li key={`${entry.at}-${index}`} className={`cr-timeline-${entry.tone}${entry.future ? ' cr-timeline-future' : ''}`}>
            <span className="cr-timeline-dot" aria-hidden="true" />
            <div>
              <div>{entry.words}</div>
              <div className="muted cr-timeline-when"><RelativeTime value={entry.at} /></div>
              {entry.detail && <div className="cr-timeline-detail">{entry.detail}</div>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
