import { retryWhen } from '../ui/describeError';
import type { SearchRefusal } from './readFlagList';

/**
 * Unleash's feature search, which holds the flags' lifecycle stages, refused the last read: it
 * takes a limited number of requests a minute (`SEARCH_FEATURES_RATE_LIMIT_PER_MINUTE`, 15 unless
 * raised). The flags are read; the stages stay as last read.
 */
export function SearchRefusalNotice({ refusal, onRetry }: { refusal: SearchRefusal; onRetry: () => void }) {
  return (
    <div role="status" aria-label="Lifecycle stages not read again" className="panel toggle-notice">
      <p>
        Unleash&rsquo;s feature search refused to give the flags&rsquo; lifecycle stages just now: it takes only so many requests a minute
        (15 unless its admins raised the limit). The flags are up to date; their stages are as last read. {retryWhen(refusal.retryAfterSeconds)}
      </p>
      <button type="button" className="button button-quiet" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
