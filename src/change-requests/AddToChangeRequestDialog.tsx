import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { addChange } from '../api/changeRequests';
import { paths } from '../lib/paths';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeError } from '../ui/describeError';
import { viewerOptions } from '../viewer/queries';
import { isPerson } from '../viewer/viewer';
import { titleOf } from './inbox';
import { changeRequestKeys, projectOpenChangeRequestsOptions } from './queries';

/** The switch to add: what the flags page's toggle chain hands over. */
export interface SwitchChange {
  featureName: string;
  environment: string;
  enabled: boolean;
}

interface AddToChangeRequestDialogProps {
  projectId: string;
  change: SwitchChange;
  /** What the service said when it refused the switch, if it did. */
  serverMessage?: string | undefined;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
}

/**
 * A switch in an environment that requires change requests: instead of changing the flag, the
 * change goes into the user's open draft for that environment, or a new draft (the service
 * decides which, as Unleash's does). Once added, the dialog says where it went.
 */
export function AddToChangeRequestDialog({ projectId, change, serverMessage, returnFocusTo, onClose }: AddToChangeRequestDialogProps) {
  const queryClient = useQueryClient();
  const viewer = useQuery(viewerOptions());
  const open = useQuery(projectOpenChangeRequestsOptions(projectId));
  const add = useMutation({
    mutationFn: () => addChange(projectId, change.environment, { feature: change.featureName, action: 'updateEnabled', payload: { enabled: change.enabled } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeRequestKeys.all }),
  });

  const verb = change.enabled ? 'Turn on' : 'Turn off';
  const what = `${verb.toLowerCase()} ${change.featureName} in ${change.environment}`;
  const close = (next: boolean) => !next && onClose();

  if (add.isSuccess && !add.data) {
    // Unleash may answer with nothing: the change is in the user's draft, wherever that is.
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

  if (add.isSuccess && add.data) {
    const request = add.data;
    return (
      <ConfirmDialog
        open
        returnFocusTo={returnFocusTo}
        onOpenChange={close}
        title={`Added to change request #${request.id}`}
        description={
          <p>
            “{what}” waits in <strong>{titleOf(request)}</strong> ({request.state}). Submit the request for review when it holds
            everything you want to change; nothing changes in {change.environment} until it is approved and applied.
          </p>
        }
        actions={
          <Link className="button button-primary" to={paths.changeRequest(request.project, request.id)}>
            Open change request #{request.id}
          </Link>
        }
      />
    );
  }

  const me = viewer.data;
  const draft = me && open.data?.find((request) => request.state === 'Draft' && request.environment === change.environment && request.createdBy.id === me.id);
  const nobody = me !== undefined && !isPerson(me);
  return (
    <ConfirmDialog
      open
      returnFocusTo={returnFocusTo}
      onOpenChange={close}
      title={`${change.environment} requires a change request`}
      description={
        <>
          <p>
            Changes in <strong>{change.environment}</strong> go through a change request and its approvals.{' '}
            <strong>{change.featureName}</strong> was not changed.
          </p>
          {serverMessage && <p className="muted">The service said: {serverMessage}</p>}
          {nobody ? (
            <p>An API token cannot propose changes: sign in with a personal access token to put this change into a change request.</p>
          ) : (
            <p>
              Add “{what}” to {draft ? <>your draft <strong>#{draft.id} {titleOf(draft)}</strong></> : 'a new draft change request'}, then
              submit it for review.
            </p>
          )}
          {add.isError && <p className="field-error" role="alert">{describeError(add.error).message}</p>}
        </>
      }
      {...(nobody ? {} : {
        confirmLabel: add.isPending ? 'Adding…' : draft ? `Add to draft #${draft.id}` : 'Add to a new change request',
        onConfirm: () => !add.isPending && add.mutate(),
      })}
    />
  );
}
