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

/**
 * One flag, read-only, in a side panel over the list: closing it (Escape, the button, the
 * overlay) returns to the list with its filters, and focus goes back to the link that opened it.
 * Its History is a child route the router composes (a lazy module of its own), shown in place of
 * the details.
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
            <Link to={{ pathname: paths.flag(projectId, featureName), search: location.search }} aria-current={outlet ? undefined : 'page'}>
              Details
            </Link>
            <Link to={{ pathname: paths.flagHistory(projectId, featureName), search: location.search }} aria-current={outlet ? 'page' : undefined}>
              History
            </Link>
            <Link to={paths.compare(projectId, [featureName])}>Compare environments</Link>
          </nav>
          {outlet ?? (flag.error ? (
            <ErrorPanel error={flag.error} onRetry={() => void flag.refetch()} notFound={`The flag "${featureName}" does not exist in project ${projectId}.`} />
          ) : !flag.data ? (
            <LoadingPanel label="Loading flag…" />
          ) : (
            <>
              <FlagSummary feature={flag.data} />
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
