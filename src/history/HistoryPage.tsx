import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../lib/paths';
import { EventResults } from './EventResults';
import { ExportButtons } from './ExportButtons';
import { HistoryFilters } from './HistoryFilters';
import { isFiltered, readHistoryParams, writeHistoryParams } from './historyFilter';

/** `/history`: who changed what and when, across every project, filtered by what the address says. */
export function HistoryPage() {
  const { search } = useLocation();
  const { filter, page } = useMemo(() => readHistoryParams(new URLSearchParams(search)), [search]);
  const filtered = isFiltered(filter);
  return (
    <section className="page history-page" aria-labelledby="history-title">
      <header className="page-header">
        <h1 id="history-title">History</h1>
        <span className="muted">who changed what, and when, in every project</span>
        <ExportButtons filter={filter} />
      </header>
      <HistoryFilters key={search} filter={filter} />
      <EventResults
        filter={filter}
        page={page}
        hrefOf={(next) => paths.history(writeHistoryParams(filter, next))}
        empty={filtered
          ? { title: 'No events match these filters', text: 'Try a wider time range, or clear a filter.' }
          : { title: 'Nothing has changed yet', text: 'Every change to a flag, a strategy, a segment or a token is listed here as it is made.' }}
      />
    </section>
  );
}
