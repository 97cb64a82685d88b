import { Link } from 'react-router-dom';
import { pageRange } from './historyFilter';

interface PagerProps {
  page: number;
  total: number;
  /** The address of another page. */
  hrefOf: (page: number) => string;
  busy: boolean;
}

/** "51–100 of 312", with the pages before and after as links (a page of the address, so it can be shared). */
export function Pager({ page, total, hrefOf, busy }: PagerProps) {
  const { first, last, pages } = pageRange(page, total);
  return (
    <nav className="history-pager" aria-label="Pages of events">
      <span role="status" aria-live="polite">
        {busy ? 'Loading…' : total === 0 ? '' : `${first}–${last} of ${total} events`}
      </span>
      {page > 1 && <Link className="button button-small" to={hrefOf(page - 1)}>Newer events</Link>}
      <span className="muted">Page {page} of {pages}</span>
      {page < pages && <Link className="button button-small" to={hrefOf(page + 1)}>Older events</Link>}
    </nav>
  );
}
