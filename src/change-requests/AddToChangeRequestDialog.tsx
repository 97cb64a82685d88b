import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import type { AddChangeBody, ChangeAction } from '../../contract/changeRequestRequests';
import { addChange, updateTitle } from '../api/changeRequests';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeError } from '../ui/describeError';
import { viewerOptions } from '../viewer/queries';
import { isPerson } from '../viewer/viewer';
import { AddedToChangeRequest } from './AddedToChangeRequest';
import { titleOf } from './inbox';
import { changeRequestKeys, projectOpenChangeRequestsOptions } from './queries';

/** The switch to add: what the flags page's toggle chain hands over. */
export interface SwitchChange {
  featureName: string;
  environment: string;
  enabled: boolean;
}

/** Any other change to a flag in one environment (variants, strategies), with its words. */
export interface ProposedChange {
  featureName: string;
  environment: string;
  action: ChangeAction;
  payload: unknown;
  /** What it does, to read in a sentence ("set the variants of checkout in production"). */
  inWords: string;
}

interface AddToChangeRequestDialogProps {
  projectId: string;
  change: SwitchChange | ProposedChange;
  /** What the service said when it refused the switch, if it did. */
  serverMessage?: string | undefined;
  /** What else the user should know before proposing it (the flags that depend on this one). */
  warning?: ReactNode;
  returnFocusTo: HTMLElement | null;
  /** `added` once the change went into a change request (an editor then has nothing left to keep). */
  onClose: (added?: boolean) => void;
}

type Target = 'new' | number;

const changeInWords = (change: SwitchChange | ProposedChange) =>
  'inWords' in change ? change.inWords : `${change.enabled ? 'turn on' : 'turn off'} ${change.featureName} in ${change.environment}`;
const bodyOf = (change: SwitchChange | ProposedChange): AddChangeBody => ('action' in change
  ? { feature: change.featureName, action: change.action, payload: change.payload }
  : { feature: change.featureName, action: 'updateEnabled', payload: { enabled: change.enabled } });
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A switch in an environment that requires change requests: instead of changing the flag, the
 * change goes into a new change request with a title, or into one of the user's drafts for that
 * environment, as they choose. Once added, the dialog says where it went.
 */
export function AddToChangeRequestDialog({ projectId, change, serverMessage, warning, returnFocusTo, onClose }: AddToChangeRequestDialogProps) {
  const queryClient = useQueryClient();
  const viewer = useQuery(viewerOptions());
  const open = useQuery(projectOpenChangeRequestsOptions(projectId));
  const [target, setTarget] = useState<Target>('new');
  const [title, setTitle] = useState(() => capitalised(changeInWords(change)));
  const ids = useId();
  const me = viewer.data;
  const drafts = (me && open.data?.filter((request) => request.state === 'Draft' && request.environment === change.environment && request.createdBy.id === me.id)) ?? [];

  const add = useMutation({
    mutationFn: async () => {
      const request = await addChange(projectId, change.environment, bodyOf(change), target);
      // A service that keeps one draft per environment (Unleash) adds to that draft whatever was
      // asked: its title is the user's own, and not to be written over.
      const started = target === 'new' && request !== undefined && !drafts.some((draft) => draft.id === request.id);
      if (started && title.trim()) {
        await updateTitle(projectId, request.id, title.trim());
        return { request: { ...request, title: title.trim() }, intoExisting: false };
      }
      return { request, intoExisting: target === 'new' && !started };
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: changeRequestKeys.all }),
  });

  const close = (next: boolean) => !next && onClose();
  if (add.isSuccess) {
    return <AddedToChangeRequest {...add.data} what={changeInWords(change)} change={change} projectId={projectId} returnFocusTo={returnFocusTo} onClose={() => onClose(true)} />;
  }

  const nobody = me !== undefined && !isPerson(me);
  const draftChosen = drafts.find((draft) => draft.id === target);
  const submit = () => {
    if (add.isPending) return;
    if (target === 'new' && !title.trim()) return;
    add.mutate();
  };
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
          {warning}
          {nobody && <p>An API token cannot propose changes: sign in with a personal access token to put this change into a change request.</p>}
        </>
      }
      {...(nobody ? {} : {
        confirmLabel: add.isPending ? 'Adding…' : draftChosen ? `Add to draft #${draftChosen.id}` : 'Add to a new change request',
        onConfirm: submit,
      })}
    >
      {!nobody && (
        <fieldset className="dialog-choice">
          <legend>Put “{changeInWords(change)}” into</legend>
          <label className="checkbox">
            <input type="radio" name={`${ids}-target`} checked={target === 'new'} onChange={() => setTarget('new')} />
            A new change request
          </label>
          <div className="dialog-choice-detail">
            <label htmlFor={`${ids}-title`}>Title</label>
            <input
              id={`${ids}-title`} value={title} maxLength={255} disabled={target !== 'new'}
              aria-invalid={target === 'new' && !title.trim()} aria-describedby={!title.trim() ? `${ids}-title-error` : undefined}
              onChange={(event) => setTitle(event.target.value)}
              onKeyDown={(event) => event.key === 'Enter' && submit()}
            />
            {target === 'new' && !title.trim() && <p id={`${ids}-title-error`} className="field-error">Give the new change request a title.</p>}
          </div>
          {drafts.map((draft) => (
            <label key={draft.id} className="checkbox">
              <input type="radio" name={`${ids}-target`} checked={target === draft.id} onChange={() => setTarget(draft.id)} />
              <span>
                Your draft #{draft.id} <strong>{titleOf(draft)}</strong>
                <span className="muted"> · {draft.features.map((feature) => feature.name).join(', ') || 'no changes yet'}</span>
              </span>
            </label>
          ))}
        </fieldset>
      )}
      {add.isError && <p className="field-error" role="alert">{describeError(add.error).message}</p>}
    </ConfirmDialog>
  );
}
