import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import type { AddChangeBody } from '../../../contract/changeRequestRequests';
import { changeRequestLimits } from '../../../contract/limits';
import { ImpactPreview } from '../../audiences';
import { paths } from '../../lib/paths';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { describeError } from '../../ui/describeError';
import { usePromotion, type PromotionRoute } from './usePromotion';

interface PromoteDialogProps {
  projectId: string;
  from: string;
  to: string;
  changes: AddChangeBody[];
  route: PromotionRoute;
  onClose: () => void;
}

const changeCount = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'change' : 'changes'}`;

/** The promotion asked first: which flags change, how it goes through, whom it affects; then made as one change and summed up. */
export function PromoteDialog({ projectId, from, to, changes, route, onClose }: PromoteDialogProps) {
  const ids = useId();
  const promotion = usePromotion(projectId, to);
  const [title, setTitle] = useState(`Promote ${from} to ${to}`);
  const flags = [...new Set(changes.map((change) => change.feature))];
  const count = changeCount(changes.length);
  const close = (open: boolean) => !open && onClose();

  if (promotion.isSuccess) {
    const outcome = promotion.data;
    return (
      <ConfirmDialog
        open onOpenChange={close}
        title={outcome.kind === 'made' ? 'Promoted' : 'Proposed in a change request'}
        description={
          <p role="status">
            {outcome.kind === 'made' ? `${count} promoted from ${from} to ${to}, as one change.` : (
              <>
                {count} proposed in{' '}
                {outcome.request ? <Link to={paths.changeRequest(projectId, outcome.request.id)}>change request #{outcome.request.id}</Link> : `your draft change request for ${to}`}.
                {' '}Nothing changes in {to} until it is approved and applied.
              </>
            )}
          </p>
        }
      />
    );
  }

  const proposing = route.kind === 'changeRequest';
  const ready = !proposing || title.trim() !== '';
  return (
    <ConfirmDialog
      open onOpenChange={close}
      title={`Promote ${count} from ${from} to ${to}?`}
      description={
        <>
          <p>{to} is made like {from} in what you chose, for {flags.length === 1 ? `the flag ${flags[0] ?? ''}` : `${flags.length} flags`}:</p>
          <ul className="dialog-list" aria-label="Flags that change">{flags.map((flag) => <li key={flag}>{flag}</li>)}</ul>
          {route.kind === 'direct' && route.skippedApprovals > 0 && (
            <p className="dialog-warning"><strong>{to} requires {route.skippedApprovals} approvals; you are skipping them.</strong></p>
          )}
          {proposing ? (
            <p><strong>{to}</strong> requires change requests: the {count} go into one new change request. Nothing changes until it is approved and applied.</p>
          ) : (
            <p className="muted">One change, all or nothing: if the service refuses any of it, nothing changes.</p>
          )}
        </>
      }
      {...(ready ? {
        confirmLabel: promotion.isPending ? 'Working…' : proposing ? 'Propose in a change request' : `Promote to ${to}`,
        onConfirm: () => !promotion.isPending && promotion.mutate({ changes, route, title }),
      } : {})}
    >
      {proposing && (
        <div className="dialog-choice-detail">
          <label htmlFor={`${ids}-title`}>Title of the change request</label>
          <input id={`${ids}-title`} value={title} maxLength={255} aria-invalid={!title.trim()} onChange={(event) => setTitle(event.target.value)} />
          {!title.trim() && <p className="field-error">Give the change request a title.</p>}
        </div>
      )}
      {changes.length <= changeRequestLimits.changes && <ImpactPreview projectId={projectId} environment={to} changes={changes} />}
      {promotion.isError && <p className="field-error" role="alert">{describeError(promotion.error).message} Nothing was changed.</p>}
    </ConfirmDialog>
  );
}
