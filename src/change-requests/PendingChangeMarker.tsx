import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import './pendingMarker.css';
import { pendingSwitches, pendingWords, switchKey } from './pendingSwitches';
import { projectOpenChangeRequestsOptions } from './queries';

interface PendingChangeMarkerProps {
  projectId: string;
  feature: string;
  environment: string;
  /** Within a grid that moves focus itself (the Flags page), -1 unless it holds the grid's tab stop. */
  tabIndex?: number;
}

/**
 * Beside a switch: a link to the open change request that would switch it, if there is one. Every
 * switch of the page reads the same one listing of the project's open requests (which holds only
 * the environments that require change requests), worked out once per answer.
 */
export function PendingChangeMarker({ projectId, feature, environment, tabIndex }: PendingChangeMarkerProps) {
  const pending = useQuery({
    ...projectOpenChangeRequestsOptions(projectId),
    select: (requests) => pendingSwitches(requests).get(switchKey(feature, environment)),
  });
  if (!pending.data) return null;
  const words = pendingWords(pending.data, feature, environment);
  return (
    <Link to={paths.changeRequest(pending.data.project, pending.data.id)} className="pending-cr-marker" title={words} aria-label={words} tabIndex={tabIndex}>
      {pending.data.enabled ? 'on' : 'off'} #{pending.data.id}
    </Link>
  );
}
