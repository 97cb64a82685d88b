import { RelativeTime } from '../ui/RelativeTime';
import { describeContext } from './playgroundContext';
import { readPlaygroundState } from './playgroundUrl';
import type { RecentEntry } from '../evaluation-contexts/recentContexts';

interface RecentContextsPanelProps {
  entries: RecentEntry[];
  onRun: (search: string) => void;
  onForget: () => void;
}

/** Contexts evaluated recently on this device, one press from being evaluated again. */
export function RecentContextsPanel({ entries, onRun, onForget }: RecentContextsPanelProps) {
  if (entries.length === 0) return null;
  return (
    <section className="panel recent" aria-labelledby="recent-title">
      <div className="recent-header">
        <h2 id="recent-title">Recent contexts</h2>
        <button type="button" className="button button-small button-quiet" onClick={onForget}>
          Forget recent contexts
        </button>
      </div>
      <ul className="recent-list">
        {entries.map((entry) => {
          const description = readPlaygroundState(new URLSearchParams(entry.search)).contexts.map(describeContext).join('  vs  ');
          return (
            <li key={entry.search}>
              <span className="mono recent-description">{description}</span>
              <span className="muted">
                <RelativeTime value={entry.at} />
              </span>
              <button type="button" className="button button-small" aria-label={`Run again: ${description}`} onClick={() => onRun(entry.search)}>
                Run again
              </button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
