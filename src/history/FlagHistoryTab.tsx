import { useMemo } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { paths } from '../lib/paths';
import { EventResults } from './EventResults';
import { ExportButtons } from './ExportButtons';
import { readHistoryParams, writeHistoryParams } from './historyFilter';

/** One flag's events, in its details: the History page filtered by the flag, its pages in the address. */
export function FlagHistoryTab() {
  const { projectId = '', featureName = '' } = useParams();
  const { search } = useLocation();
  const { page } = readHistoryParams(new URLSearchParams(search));
  const filter = useMemo(() => ({ flag: featureName }), [featureName]);
  return (
    <section className="sheet-section history-tab" aria-labelledby="flag-history-title">
      <div className="history-tab-head">
        <h3 id="flag-history-title">History of {featureName}</h3>
        <ExportButtons filter={filter} />
        <Link to={paths.history(writeHistoryParams(filter))}>Open in History</Link>
      </div>
      <EventResults
        filter={filter}
        page={page}
        hrefOf={(next) => {
          // The flag list's own filters stay in the address, so closing the panel keeps them.
          const params = new URLSearchParams(search);
          if (next > 1) params.set('page', String(next));
          else params.delete('page');
          return `${paths.flagHistory(projectId, featureName)}${params.size > 0 ? `?${params.toString()}` : ''}`;
        }}
        empty={{ title: 'No changes recorded', text: `Nothing has been recorded about ${featureName} yet.` }}
      />
    </section>
  );
}
