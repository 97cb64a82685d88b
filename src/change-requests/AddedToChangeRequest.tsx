import { Link } from 'react-router-dom';
import type { ChangeRequest } from '../../contract';
import { paths } from '../lib/paths';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { titleOf } from './inbox';

interface AddedToChangeRequestProps {
  projectId: string;
  change: { environment: string };
  /** The change in words ("turn off checkout in production"). */
  what: string;
  /** The request the service answered with; Unleash may answer with nothing. */
  request: ChangeRequest | undefined;
  /** A new request was asked for, and the service added to the user's draft instead (Unleash keeps one per environment). */
  intoExisting: boolean;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

/** Where a proposed switch went. */
export function AddedToChangeRequest({ projectId, change, what, request, intoExisting, returnFocusTo, onClose }: AddedToChangeRequestProps) {
  const close = (open: boolean) => !open && onClose();
  if (!request) {
    return (
      <ConfirmDialog
        open
        returnFocusTo={returnFocusTo}
        onOpenChange={close}
        title="Added to your draft change request"
        description={<p>“{what}” waits in your draft for {change.environment}. Submit it for review from your change requests.</p>}
        actions={
          <Link className="button button-primary" to={{ pathname: paths.projectChangeRequests(projectId), search: '?tab=mine' }}>
            Your change requests
          </Link>
        }
      />
    );
  }
  return (
    <ConfirmDialog
      open
      returnFocusTo={returnFocusTo}
      onOpenChange={close}
      title={`Added to change request #${request.id}`}
      description={
        <>
          {intoExisting && <p>This service keeps one draft per environment, so the change joined your draft rather than a new request.</p>}
          <p>
            “{what}” waits in <strong>{titleOf(request)}</strong> ({request.state}). Submit the request for review when it holds
            everything you want to change; nothing changes in {change.environment} until it is approved and applied.
          </p>
        </>
      }
      actions={
        <Link className="button button-primary" to={paths.changeRequest(request.project, request.id)}>
          Open change request #{request.id}
        </Link>
      }
    />
  );
}
