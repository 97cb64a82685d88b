import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { changeRequestLimits } from '../../../contract/limits';
import { ImpactPreview } from '../../audiences';
import { paths } from '../../lib/paths';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { describeError } from '../../ui/describeError';
import { environmentChangesCallOptions } from '../queries';
import type { PromotionStepInWords } from './environmentDiff';
import { oneByOneSentence, OneByOneOutcomes } from './OneByOneSummary';
import type { ChangeOutcome } from './promoteOneByOne';
import { usePromotion, type PromotionOutcome, type PromotionRoute } from './usePromotion';

interface PromoteDialogProps {
  projectId: string;
  from: string;
  to: string;
  steps: readonly PromotionStepInWords[];
  route: PromotionRoute;
  onClose: () => void;
}

const changeCount = (count: number) => `${count.toLocaleString('en')} ${count === 1 ? 'change' : 'changes'}`;

/**
 * The promotion asked first: which flags change, how it goes through, whom it affects; then made
 * (as one change where the service can, else change by change) and summed up.
 */
export function PromoteDialog({ projectId, from, to, steps, route, onClose }: PromoteDialogProps) {
  const ids = useId();
  const promotion = usePromotion(projectId, to);
  const oneCall = useQuery(environmentChangesCallOptions());
  const [title, setTitle] = useState(`Promote ${from} to ${to}`);
  const [progress, setProgress] = useState<readonly ChangeOutcome[]>([]);
  const changes = steps.map((step) => step.change);
  const flags = [...new Set(changes.map((change) => change.feature))];
  const count = changeCount(changes.length);
  const close = (open: boolean) => !open && onClose();

  if (promotion.isSuccess) {
    return <PromotionSummary projectId={projectId} from={from} to={to} steps={steps} outcome={promotion.data} onClose={onClose} />;
  }

  const proposing = route.kind === 'changeRequest';
  const oneByOne = !proposing && oneCall.data === false;
  const ready = (!proposing || title.trim() !== '') && (proposing || oneCall.data !== undefined);
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
          ) : oneByOne ? (
            <p>
              This service has no call that makes them as one (Flagdeck&rsquo;s embedded service has): each is made by itself with the service&rsquo;s
              own endpoint, strategies added first, then deleted, variants, the switch last, and each is reported. A change that fails leaves that
              flag&rsquo;s later changes unmade; the changes made before it stay made.
            </p>
          ) : oneCall.data ? (
            <p className="muted">One change, all or nothing: if the service refuses any of it, nothing changes.</p>
          ) : null}
        </>
      }
      {...(ready ? {
        confirmLabel: promotion.isPending ? 'Working…' : proposing ? 'Propose in a change request' : `Promote to ${to}`,
        onConfirm: () => !promotion.isPending && promotion.mutate({ changes, route, title, oneCall: oneCall.data === true, onMade: setProgress }),
      } : {})}
    >
      {proposing && (
        <div className="dialog-choice-detail">
          <label htmlFor={`${ids}-title`}>Title of the change request</label>
          <input id={`${ids}-title`} value={title} maxLength={255} aria-invalid={!title.trim()} onChange={(event) => setTitle(event.target.value)} />
          {!title.trim() && <p className="field-error">Give the change request a title.</p>}
        </div>
      )}
      {!proposing && oneCall.isPending && <p className="muted">Asking the service how it takes the changes…</p>}
      {!proposing && oneCall.isError && <p className="field-error" role="alert">{describeError(oneCall.error).message}</p>}
      {changes.length <= changeRequestLimits.changes && <ImpactPreview projectId={projectId} environment={to} changes={changes} />}
      {promotion.isPending && oneByOne && <p role="status">Made {progress.length.toLocaleString('en')} of {count}…</p>}
      {promotion.isError && <p className="field-error" role="alert">{describeError(promotion.error).message} Nothing was changed.</p>}
    </ConfirmDialog>
  );
}

function PromotionSummary({ projectId, from, to, steps, outcome, onClose }: Omit<PromoteDialogProps, 'route'> & { outcome: PromotionOutcome }) {
  const count = changeCount(steps.length);
  const close = (open: boolean) => !open && onClose();
  if (outcome.kind === 'madeOneByOne') {
    const made = outcome.outcomes.filter((entry) => entry.kind === 'made').length;
    return (
      <ConfirmDialog
        open onOpenChange={close}
        title={made === steps.length ? 'Promoted' : made === 0 ? 'Not promoted' : 'Promoted in part'}
        description={<p role="status">{oneByOneSentence(outcome.outcomes, steps.length, to)}</p>}
      >
        <OneByOneOutcomes steps={steps} outcomes={outcome.outcomes} environment={to} />
      </ConfirmDialog>
    );
  }
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
