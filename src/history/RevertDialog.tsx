import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import type { AuditEvent } from '../../contract/events';
import { changeRequestEnvironmentsOptions } from '../flags';
import { invalidateFlagsOf } from '../lib/queryClient';
import { paths } from '../lib/paths';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeError } from '../ui/describeError';
import { historyKeys, flagNowOptions } from './queries';
import { planRevert } from './revertPlan';
import { writeRevert } from './revertWrite';

interface RevertDialogProps {
  event: AuditEvent;
  /** The event as a sentence ("ann turned checkout-v2 off in production"). */
  sentence: string;
  onClose: () => void;
}

/**
 * Reverting one event: the flag is read as it is now, the revert planned against it (or refused,
 * with the reason), and confirmed in one dialog that says where it goes: into the user's draft
 * change request where the environment requires one, else straight to the flag, production named.
 */
export function RevertDialog({ event, sentence, onClose }: RevertDialogProps) {
  const queryClient = useQueryClient();
  const project = event.project ?? '';
  const featureName = event.featureName ?? '';
  const now = useQuery(flagNowOptions(project, featureName));
  const required = useQuery(changeRequestEnvironmentsOptions(project));
  const plan = now.isSuccess ? planRevert(event, now.data) : undefined;
  const requiresChangeRequest = plan?.kind === 'revert' && (required.data?.has(plan.environment) ?? false);
  const production = now.data?.environments?.find((environment) => environment.name === event.environment)?.type === 'production';
  const revert = useMutation({
    mutationFn: () => {
      if (plan?.kind !== 'revert') throw new Error('nothing to revert');
      return writeRevert(plan, requiresChangeRequest);
    },
    onSettled: () => {
      void invalidateFlagsOf(queryClient, project);
      void queryClient.invalidateQueries({ queryKey: historyKeys.all });
    },
    onSuccess: (outcome) => {
      if (!outcome.proposed) onClose();
    },
  });
  const close = (open: boolean) => !open && onClose();

  if (now.isError || required.isError) {
    const error = now.error ?? required.error;
    return <ConfirmDialog open onOpenChange={close} title="The flag could not be read" description={<p role="alert">{describeError(error).message}</p>} />;
  }
  if (!plan || required.isPending) return <ConfirmDialog open onOpenChange={close} title={`Revert: ${sentence}?`} description={<p role="status">Reading {featureName} as it is now…</p>} />;
  if (plan.kind === 'refused') return <ConfirmDialog open onOpenChange={close} title="This change cannot be reverted" description={<p>{plan.reason}</p>} />;

  const added = revert.data?.proposed ? revert.data.request : undefined;
  return (
    <ConfirmDialog
      open onOpenChange={close} tone={production && !requiresChangeRequest ? 'danger' : 'primary'}
      title={`Revert: ${sentence}?`}
      description={
        <>
          <p>This will {plan.inWords}: the state before this change.</p>
          {requiresChangeRequest
            ? <p>{plan.environment} requires change requests: the revert goes into your draft change request for {plan.environment}, to be approved and applied.</p>
            : production && <p><strong>This changes production at once.</strong></p>}
          {revert.data?.proposed && (
            <p role="status">
              Added to {added ? <Link to={paths.changeRequest(project, added.id)}>your draft change request #{added.id}</Link> : 'your draft change request'} for {plan.environment}.
            </p>
          )}
          {revert.isError && <p className="field-error" role="alert">Not reverted: {describeError(revert.error).message}</p>}
        </>
      }
      confirmLabel={revert.isPending ? 'Reverting…' : requiresChangeRequest ? 'Add to change request' : 'Revert'}
      {...(revert.data?.proposed ? {} : { onConfirm: () => !revert.isPending && revert.mutate() })}
    />
  );
}
