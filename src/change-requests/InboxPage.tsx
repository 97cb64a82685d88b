import { useQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { ErrorPanel } from '../ui/ErrorPanel';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { viewerOptions } from '../viewer/queries';
import { isPerson } from '../viewer/viewer';
import { firstTab, inboxTabs, reviewBlockedBy, tabFromQuery, tabLabels, tabRows, type InboxItem, type InboxTab } from './inbox';
import { InboxTable } from './InboxTable';
import { InboxTabs } from './InboxTabs';
import { NotAvailablePanel } from './NotAvailablePanel';
import { myChangeRequestsOptions, openChangeRequestsOptions } from './queries';

const emptyTexts: Record<InboxTab, { title: string; text: string }> = {
  review: { title: 'Nothing waits for your review', text: 'Requests others submit for review appear here.' },
  mine: { title: 'You have no change requests', text: 'Switch a flag in an environment that requires change requests to start one.' },
  open: { title: 'No open change requests', text: 'Drafts, requests in review, approved and scheduled requests appear here.' },
};

const noItems: InboxItem[] = [];

/** `/change-requests` (every project the user can read) and `/projects/:projectId/change-requests`. */
export function InboxPage() {
  const { projectId } = useParams();
  const [params, setParams] = useSearchParams();
  const viewer = useQuery(viewerOptions());
  const tab = tabFromQuery(params.get('tab'), viewer.data ? firstTab(viewer.data) : undefined);
  const open = useQuery(openChangeRequestsOptions(projectId));
  const searchable = open.data?.available === true && open.data.source === 'search';
  const mine = useQuery({
    ...myChangeRequestsOptions(viewer.data?.id ?? 0, projectId),
    enabled: searchable && viewer.data !== undefined && isPerson(viewer.data),
  });

  const selectTab = (next: InboxTab) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('tab', next);
      return updated;
    }, { replace: true });

  const error = viewer.error ?? open.error;
  let content;
  if (error) {
    content = <ErrorPanel error={error} onRetry={() => void Promise.all([viewer.refetch(), open.refetch()])} />;
  } else if (!viewer.data || !open.data) {
    content = <LoadingPanel label="Loading change requests…" />;
  } else if (!open.data.available) {
    content = <NotAvailablePanel />;
  } else {
    const me = viewer.data;
    const openItems = open.data.items;
    const rowsOf = (which: InboxTab) => tabRows(which, openItems, mine.data ?? noItems, me);
    const rows = rowsOf(tab);
    const cannotReview = reviewBlockedBy(me);
    content = (
      <>
        {cannotReview && <p className="cr-note" role="note">{cannotReview}</p>}
        <InboxTabs
          name="Change requests"
          tabs={inboxTabs}
          selected={tab}
          onSelect={selectTab}
          panelId="cr-inbox-panel"
          label={(which) => (
            <>
              {tabLabels[which]} <span className="cr-tab-count">{rowsOf(which).length}</span>
            </>
          )}
        />
        <div role="tabpanel" id="cr-inbox-panel" aria-labelledby={`cr-inbox-panel-${tab}`} className="cr-tabpanel">
          {rows.length === 0 ? (
            <EmptyPanel title={emptyTexts[tab].title}>
              <p className="muted">{emptyTexts[tab].text}</p>
            </EmptyPanel>
          ) : (
            <InboxTable rows={rows} viewer={me} showProject={!projectId} caption={tabLabels[tab]} />
          )}
        </div>
      </>
    );
  }

  return (
    <section className="page cr-page" aria-labelledby="cr-title">
      <header className="page-header">
        <h1 id="cr-title">Change requests</h1>
        <span className="muted">{projectId ? <>project <strong>{projectId}</strong></> : 'all projects'}</span>
      </header>
      {content}
    </section>
  );
}
