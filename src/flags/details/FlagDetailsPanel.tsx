import * as Dialog from '@radix-ui/react-dialog';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useLocation, useNavigate, useOutlet, useParams } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { projectEnvironmentsOptions } from '../../projects';
import { segmentNamesOptions } from '../../segments';
import { ErrorPanel } from '../../ui/ErrorPanel';
import { LoadingPanel } from '../../ui/StatePanels';
import { FlagLifecycleSection } from '../lifecycle/FlagLifecycleSection';
import { flagOptions } from '../queries';
import { DependencyList } from './DependencyList';
import { EnvironmentDetails } from './EnvironmentDetails';
import { FlagSummary } from './FlagSummary';
import { FollowButtons } from './FollowButtons';

/**
 * One flag, read-only, in a side panel over the list: closing it (Escape, the button, the
 * overlay) returns to the list with its filters, and focus goes back to the link that opened it.
 * Its Exposures and History are child routes the router composes (lazy modules of their own),
 * shown in place of the details.
 */
export function FlagDetailsPanel() {
  const { projectId = '', featureName = '' } = useParams();
  const navigate = useNavigate();
  const location = useLocation();
  const outlet = useOutlet();
  const flag = useQuery(flagOptions(projectId, featureName));
  const environments = useQuery(projectEnvironmentsOptions(projectId));
  // Without segment names a strategy still reads, with the segment's number.
  const segmentNames = useQuery(segmentNamesOptions()).data ?? new Map<number, string>();

  const views = [
    { label: 'Details', path: paths.flag(projectId, featureName) },
    { label: 'Exposures', path: paths.flagExposures(projectId, featureName) },
    { label: 'History', path: paths.flagHistory(projectId, featureName) },
  ];
  const close = () => navigate({ pathname: paths.flags(projectId), search: location.search });
  // There is no Radix trigger (the route opens the panel), so the opener is remembered here.
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const returnFocus = (event: Event) => {
    event.preventDefault();
    if (opener?.isConnected) opener.focus();
  };

  const environmentOrder = new Map((environments.data ?? []).map((environment, index) => [environment.name, index]));
  const featureEnvironments = [...(flag.data?.environments ?? [])].sort(
    (a, b) => (environmentOrder.get(a.name) ?? a.sortOrder ?? 0) - (environmentOrder.get(b.name) ?? b.sortOrder ?? 0),
  );

  return (
    <Dialog.Root open onOpenChange={(open) => !open && close()}>
      <Dialog.Portal>
        <Dialog.Overlay className="sheet-overlay" />
        <Dialog.Content className="sheet-content" aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <header className="sheet-header">
            <Dialog.Title className="sheet-title">{featureName}</Dialog.Title>
            <Dialog.Close className="button button-quiet" aria-label="Close details">
              Close
            </Dialog.Close>
          </header>
          <nav aria-label="Views of the flag" className="sheet-tabs">
            {views.map(({ label, path }) => (
              <Link key={label} to={{ pathname: path, search: location.search }} aria-current={location.pathname === path ? 'page' : undefined}>
                {label}
              </Link>
            ))}
            <Link to={paths.compare(projectId, [featureName])}>Compare environments</Link>
          </nav>
          {outlet ?? (flag.error ? (
            <ErrorPanel error={flag.error} onRetry={() => void flag.refetch()} notFound={`The flag "${featureName}" does not exist in project ${projectId}.`} />
          ) : !flag.data ? (
            <LoadingPanel label="Loading flag…" />
          ) : (
            <>
              <FlagSummary feature={flag.data} />
              <FollowButtons projectId={projectId} feature={flag.data} />
              <FlagLifecycleSection projectId={projectId} feature={flag.data} />
              <DependencyList feature={flag.data} projectId={projectId} search={location.search} />
              <section aria-labelledby="environments-title" className="sheet-section">
                <h3 id="environments-title">Environments</h3>
                {featureEnvironments.map((environment) => (
                  <EnvironmentDetails key={environment.name} projectId={projectId} featureName={featureName} environment={environment} segmentNames={segmentNames} />
                ))}
              </section>
            </>
          ))}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
