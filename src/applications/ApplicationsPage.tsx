import { useQueries, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import type { ApplicationSummary } from '../../contract/metrics';
import { paths } from '../lib/paths';
import { ErrorPanel } from '../ui/ErrorPanel';
import { RelativeTime } from '../ui/RelativeTime';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { ApplicationDetailsPanel } from './ApplicationDetailsPanel';
import { applicationFacts, sdkWords } from './applicationFacts';
import { applicationDetailsOptions, applicationListOptions } from './queries';
import './applications.css';

/**
 * The applications that evaluate flags here (SDKs that registered or sent metrics, and frontend
 * API callers by their appName): their instances, SDKs and last seen, and, for the one opened
 * (in the address), every instance and the flags it evaluates. Unleash's own endpoints on both
 * services.
 */
export function ApplicationsPage() {
  const [params] = useSearchParams();
  const open = params.get('app');
  const list = useQuery(applicationListOptions());
  const applications = list.data?.applications ?? [];
  const details = useQueries({ queries: applications.map((app) => applicationDetailsOptions(app.appName)) });

  return (
    <section className="page" aria-labelledby="applications-title">
      <header className="page-header">
        <h1 id="applications-title">Applications</h1>
      </header>
      {list.isPending && <LoadingPanel label="Loading applications…" />}
      {list.isError && <ErrorPanel error={list.error} onRetry={() => void list.refetch()} notFound="This service lists no applications." />}
      {list.data && applications.length === 0 && (
        <EmptyPanel title="No applications yet">
          <p>An application appears once its SDK registers or sends metrics, or once it asks the frontend API for flags (by its appName).</p>
        </EmptyPanel>
      )}
      {applications.length > 0 && (
        <div className="applications-layout">
          <div className="applications-table-scroll">
            <table className="table applications-table" aria-labelledby="applications-title">
              <thead>
                <tr>
                  <th scope="col">Application</th>
                  <th scope="col">Where</th>
                  <th scope="col">Instances</th>
                  <th scope="col">SDK</th>
                  <th scope="col">Last seen</th>
                </tr>
              </thead>
              <tbody>
                {applications.map((app, index) => (
                  <ApplicationRow key={app.appName} app={app} open={app.appName === open} facts={details[index]?.data && applicationFacts(details[index].data)} />
                ))}
              </tbody>
            </table>
          </div>
          {open !== null && <ApplicationDetailsPanel appName={open} />}
        </div>
      )}
    </section>
  );
}

function ApplicationRow({ app, open, facts }: { app: ApplicationSummary; open: boolean; facts: ReturnType<typeof applicationFacts> | undefined }) {
  const where = (app.usage ?? []).map((usage) => `${usage.project}: ${usage.environments.join(', ')}`).join('; ');
  return (
    <tr aria-current={open ? 'true' : undefined}>
      <th scope="row">
        <Link to={paths.applications(app.appName)}>{app.appName}</Link>
      </th>
      <td>{where || '—'}</td>
      <td>{facts ? facts.instances : '…'}</td>
      <td>{facts ? facts.sdks.map(sdkWords).join(', ') || '—' : '…'}</td>
      <td>{facts?.lastSeen ? <RelativeTime value={facts.lastSeen} /> : facts ? '—' : '…'}</td>
    </tr>
  );
}
