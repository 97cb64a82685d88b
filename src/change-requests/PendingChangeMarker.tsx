import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths';
import { changeRequestEnvironmentsOptions } from '../flags/queries';
import './pendingMarker.css';
import { pendingSwitches, pendingWords, switchKey } from './pendingSwitches';
import { projectOpenChangeRequestsOptions } from './queries';

interface PendingChangeMarkerProps {
  projectId: string;
  feature: string;
  environment: string;
}

/**
 * Beside a switch in an environment that requires change requests: a link to the open request
 * that would switch it, if there is one. Nothing is read for other environments.
 */
export function PendingChangeMarker({ projectId, feature, environment }: PendingChangeMarkerProps) {
  const protectedEnvironments = useQuery(changeRequestEnvironmentsOptions(projectId));
  const protectedHere = protectedEnvironments.data?.has(environment) ?? false;
  const pending = useQuery({
    ...projectOpenChangeRequestsOptions(projectId),
    enabled: protectedHere,
    select: (requests) => pendingSwitches(requests).get(switchKey(feature, environment)),
  });
  if (!protectedHere || !pending.data) return null;
  const words = pendingWords(pending.data, feature, environment);
  return (
    <Link to={paths.changeRequest(pending.data.project, pending.data.id)} className="pending-cr-marker" title={words} aria-label={words}>
      {pending.data.enabled ? 'on' : 'off'} #{pending.data.id}
    </Link>
  );
}
