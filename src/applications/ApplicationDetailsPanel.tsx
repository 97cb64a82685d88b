import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { ErrorPanel } from '../ui/ErrorPanel';
import { RelativeTime } from '../ui/RelativeTime';
import { LoadingPanel } from '../ui/StatePanels';
import { sdkWords } from './applicationFacts';
import { applicationDetailsOptions } from './queries';

/** One application: each instance with its SDK, address and last seen, and the flags it evaluates. */
export function ApplicationDetailsPanel({ appName }: { appName: string }) {
  const details = useQuery(applicationDetailsOptions(appName));
  return (
    <section className="application-details" aria-labelledby="application-title">
      <h2 id="application-title">{appName}</h2>
      {details.isPending && <LoadingPanel label={`Loading ${appName}…`} />}
      {details.isError && <ErrorPanel error={details.error} onRetry={() => void details.refetch()} notFound={`No application named "${appName}" has been seen.`} />}
      {details.data && (
        <>
          <h3>Instances</h3>
          {details.data.instances.length === 0 ? (
            <p>No SDK instance has registered: it is seen through the frontend API only.</p>
          ) : (
            <div className="application-instances-scroll">
              <table className="table">
                <caption className="visually-hidden">Instances of {appName}</caption>
                <thead>
                  <tr>
                    <th scope="col">Instance</th>
                    <th scope="col">Environment</th>
                    <th scope="col">SDK</th>
                    <th scope="col">Address</th>
                    <th scope="col">Last seen</th>
                  </tr>
                </thead>
                <tbody>
                  {details.data.instances.map((instance) => (
                    <tr key={`${instance.environment ?? ''}/${instance.instanceId}`}>
                      <th scope="row">{instance.instanceId}</th>
                      <td>{instance.environment ?? '—'}</td>
                      <td>{instance.sdkVersion ? sdkWords(instance.sdkVersion) : '—'}</td>
                      <td>{instance.clientIp ?? '—'}</td>
                      <td>{instance.lastSeen ? <RelativeTime value={instance.lastSeen} /> : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <h3>Flags it evaluates ({details.data.seenToggles.length})</h3>
          {details.data.seenToggles.length === 0 ? (
            <p>None reported yet.</p>
          ) : (
            <ul className="application-flags">
              {details.data.seenToggles.map((flag) => (
                <li key={flag.name}>
                  {flag.project && !flag.archived ? <Link to={paths.flagExposures(flag.project, flag.name)}>{flag.name}</Link> : flag.name}
                  {flag.archived && ' (archived)'}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
