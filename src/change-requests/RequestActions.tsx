import { useState } from 'react';
import type { ChangeRequest } from '../../contract';
import type { ChangeRequestStateBody } from '../../contract/changeRequestRequests';
import { ImpactPreview } from '../audiences';
import { ActionButton } from '../ui/ActionButton';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeError } from '../ui/describeError';
import type { Viewer } from '../viewer/viewer';
import { RejectDialog } from './RejectDialog';
import { proposedChanges, unpreviewedNote } from './proposedChanges';
import { actionsFor, changeCount, type ActionId } from './requestActions';
import { ScheduleDialog } from './ScheduleDialog';

interface RequestActionsProps {
  request: ChangeRequest;
  viewer: Viewer;
  move: (body: ChangeRequestStateBody, done?: () => void) => void;
  pending: boolean;
  error: unknown;
  /** A reason the page says once for several things (a token may neither review nor comment), and its id. */
  saidOnPage?: { reason: string; id: string } | undefined;
}

const busyWords: Partial<Record<ActionId, string>> = { submit: 'Submitting…', approve: 'Approving…', apply: 'Applying…' };

/**
 * The steps the request's state offers; the ones the viewer may not take are unavailable, with the
 * reason on hover and focus, and beside them unless the page already says it once for all.
 */
export function RequestActions({ request, viewer, move, pending, error, saidOnPage }: RequestActionsProps) {
  const [dialog, setDialog] = useState<ActionId | null>(null);
  const [running, setRunning] = useState<ActionId | null>(null);
  const actions = actionsFor(request, viewer);
  if (actions.length === 0) return null;
  const close = () => setDialog(null);
  const run = (id: ActionId, body: ChangeRequestStateBody) => {
    setRunning(id);
    move(body, close);
  };
  // The step that moves the request forward is the one to stand out; rejecting and cancelling never do.
  const firstAllowed = actions.find((action) => !action.blockedBy && action.id !== 'reject' && action.id !== 'cancel')?.id;
  const count = changeCount(request);
  const schedule = request.state === 'Scheduled' ? request.schedule : undefined;
  // Who applying changes, asked in the question that applies it, over the flags as they are now.
  const changes = proposedChanges(request);
  const impact = changes.length > 0 && <ImpactPreview projectId={request.project} environment={request.environment} changes={changes} leftOut={unpreviewedNote(request)} />;

  // A reason the page already says is pointed to, not repeated under each button.
  const start = (id: ActionId) => {
    if (id === 'submit') run(id, { state: 'In review' });
    else if (id === 'approve') run(id, { state: 'Approved' });
    else setDialog(id);
  };

  return (
    <section className="panel cr-actions" aria-labelledby="cr-actions-title">
      <h2 id="cr-actions-title" className="panel-title">Next step</h2>
      <ul className="cr-action-list">
        {actions.map((action) => (
          <li key={action.id}>
            <ActionButton
              className={`button ${action.id === firstAllowed ? 'button-primary' : ''} ${action.id === 'reject' && !action.blockedBy ? 'cr-button-reject' : ''}`}
              unavailable={action.blockedBy}
              disabled={pending && !action.blockedBy}
              onClick={() => start(action.id)}
            >
              {pending && running === action.id ? (busyWords[action.id] ?? action.label) : action.label}
            </ActionButton>
            {action.blockedBy && action.blockedBy !== saidOnPage?.reason && <p className="cr-why muted">{action.blockedBy}</p>}
          </li>
        ))}
      </ul>
      {error !== null && error !== undefined && (
        <p className="field-error" role="alert">{describeError(error).message}</p>
      )}

      {dialog === 'reject' && <RejectDialog onClose={close} onReject={(reason) => run('reject', { state: 'Rejected', comment: reason })} />}
      {dialog === 'schedule' && (
        <ScheduleDialog open environment={request.environment} current={schedule?.scheduledAt} onClose={close} onSchedule={(scheduledAt) => run('schedule', { state: 'Scheduled', scheduledAt })}>
          {impact}
        </ScheduleDialog>
      )}
      <ConfirmDialog
        open={dialog === 'apply'}
        onOpenChange={(next) => !next && close()}
        title={`Apply ${count === 1 ? 'this change' : `these ${count} changes`} to ${request.environment} now?`}
        description={<p>Everything in the request applies together, or nothing does. Your users get it right away.</p>}
        confirmLabel="Apply now"
        onConfirm={() => run('apply', { state: 'Applied' })}
      >
        {impact}
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'cancel'}
        onOpenChange={(next) => !next && close()}
        title="Cancel this change request?"
        description={<p>A cancelled request is closed and nothing in it will apply.</p>}
        confirmLabel="Cancel request"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={() => run('cancel', { state: 'Cancelled' })}
      />
    </section>
  );
}
