import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { segmentNamesOptions } from '../segments';
import { ErrorPanel } from '../ui/ErrorPanel';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { EventList } from './EventList';
import type { HistoryFilter } from './historyFilter';
import { Pager } from './Pager';
import { eventPageOptions } from './queries';

interface EventResultsProps {
  filter: HistoryFilter;
  page: number;
  hrefOf: (page: number) => string;
  /** What an empty result says. */
  empty: { title: string; text: ReactNode };
}

const noNames = new Map<number, string>();

/** One page of the filter's events with its states: loading, refused, failed, empty, a page past the end. */
export function EventResults({ filter, page, hrefOf, empty }: EventResultsProps) {
  const events = useQuery(eventPageOptions(filter, page));
  // Without segment names a strategy still reads, with the segment's number.
  const segmentNames = useQuery(segmentNamesOptions()).data ?? noNames;

  if (events.error) {
    // A service without Unleash's event search (an older Unleash, another service) answers 404.
    return <ErrorPanel error={events.error} onRetry={() => void events.refetch()} notFound="The event search is not available on this service." />;
  }
  if (!events.data) return <LoadingPanel label="Loading history…" />;
  const { events: shown, total } = events.data;
  if (total === 0) {
    return (
      <EmptyPanel title={empty.title}>
        <p className="muted">{empty.text}</p>
      </EmptyPanel>
    );
  }
  if (shown.length === 0) {
    return (
      <EmptyPanel title={`There is no page ${page}`}>
        <p className="muted">
          These filters find {total} events. <Link to={hrefOf(1)}>Go to the newest</Link>.
        </p>
      </EmptyPanel>
    );
  }
  return (
    <div className="history-results" aria-busy={events.isPlaceholderData || undefined}>
      <EventList events={shown} segmentNames={segmentNames} />
      <Pager page={page} total={total} hrefOf={hrefOf} busy={events.isPlaceholderData} />
    </div>
  );
}
