import { useId, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { tagSchema, type Feature, type Tag } from '../../../contract';
import { changeRequestLimits } from '../../../contract/limits';
import { ImpactPreview } from '../../audiences';
import { paths } from '../../lib/paths';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { describeError } from '../../ui/describeError';
import { actionInWords, flagCount, previewBulk, proposedChanges, type BulkAction, type BulkPreview, type BulkSituation } from './bulkPlan';
import { useBulkChange, type BulkOutcome } from './useBulkChange';

interface BulkDialogProps {
  projectId: string;
  /** The action chosen in the bulk bar; for tags, the tag is chosen here. */
  start: BulkAction | { kind: 'tag' };
  selected: readonly Feature[];
  situation: BulkSituation;
  returnFocusTo: HTMLElement | null;
  onClose: () => void;
  /** The change was made or proposed: the selection has served. */
  onDone: () => void;
}

const namesShown = 12;
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * A bulk change asked first: what it changes and what is so already, how it goes through (at
 * once, or as one change request), then made as one call and summed up. The impact preview of the
 * change on saved audiences (a switch of at most as many flags as a change request holds) comes
 * below, before the answer is given.
 */
export function BulkDialog({ projectId, start, selected, situation, returnFocusTo, onClose, onDone }: BulkDialogProps) {
  const ids = useId();
  const [tag, setTag] = useState<{ type: string; value: string; add: boolean }>({ type: 'simple', value: '', add: true });
  const tagRead = tagSchema.safeParse({ type: tag.type.trim(), value: tag.value.trim() });
  const preview = useMemo(() => {
    const action = actionOf(start, tag);
    return action && previewBulk(action, selected, situation);
  }, [start, tag, selected, situation]);
  const change = useBulkChange(projectId);
  const [title, setTitle] = useState(() => (preview ? capitalised(actionInWords(preview.action, flagCount(preview.changing.length))) : 'Bulk change'));
  const close = (open: boolean) => {
    if (open) return;
    if (change.isSuccess) onDone();
    onClose();
  };

  if (change.isSuccess) return <BulkSummary projectId={projectId} outcome={change.data} returnFocusTo={returnFocusTo} onClose={() => close(false)} />;

  const count = preview?.changing.length ?? 0;
  const sentence = preview ? actionInWords(preview.action, flagCount(count)) : 'tag the selected flags';
  const proposing = preview?.route.kind === 'changeRequest';
  const ready = preview !== undefined && preview.refusal === undefined && count > 0 && (!proposing || title.trim() !== '');
  const skip = preview?.route.kind === 'direct' ? preview.route.skippedApprovals : 0;
  const confirmLabel = change.isPending ? 'Working…'
    : proposing ? 'Propose in a change request'
    : skip > 0 ? `Skip ${skip} approvals and ${sentence}`
    : capitalised(sentence);
  return (
    <ConfirmDialog
      open
      returnFocusTo={returnFocusTo}
      onOpenChange={close}
      title={`${capitalised(sentence)}?`}
      tone={preview?.action.kind === 'archive' || (preview?.action.kind === 'switch' && !preview.action.enabled) ? 'danger' : 'primary'}
      description={preview ? <PreviewText preview={preview} selected={selected.length} /> : <p>Choose the tag to add to the {flagCount(selected.length)} selected, or to take off them.</p>}
      {...(ready ? { confirmLabel, onConfirm: () => !change.isPending && change.mutate({ preview, title }) } : {})}
    >
      {start.kind === 'tag' && (
        <fieldset className="dialog-choice">
          <legend>Tag</legend>
          <label className="checkbox">
            <input type="radio" name={`${ids}-tag`} checked={tag.add} onChange={() => setTag({ ...tag, add: true })} /> Add the tag
          </label>
          <label className="checkbox">
            <input type="radio" name={`${ids}-tag`} checked={!tag.add} onChange={() => setTag({ ...tag, add: false })} /> Remove the tag
          </label>
          <TagField id={`${ids}-type`} label="Type" value={tag.type} onChange={(type) => setTag({ ...tag, type })} problem={problemAt(tagRead, 'type')} />
          <TagField id={`${ids}-value`} label="Value" value={tag.value} onChange={(value) => setTag({ ...tag, value })} problem={tag.value === '' ? undefined : problemAt(tagRead, 'value')} />
        </fieldset>
      )}
      {proposing && preview?.route.kind === 'changeRequest' && preview.refusal === undefined && count > 0 && (
        <div className="dialog-choice-detail">
          <label htmlFor={`${ids}-title`}>Title of the change request</label>
          <input id={`${ids}-title`} value={title} maxLength={255} aria-invalid={!title.trim()} onChange={(event) => setTitle(event.target.value)} />
          {!title.trim() && <p className="field-error">Give the change request a title.</p>}
        </div>
      )}
      {preview?.action.kind === 'switch' && count > 0 && count <= changeRequestLimits.changes && (
        <ImpactPreview projectId={projectId} environment={preview.action.environment.name} changes={proposedChanges(preview)} />
      )}
      {change.isError && <p className="field-error" role="alert">{describeError(change.error).message} Nothing was changed.</p>}
    </ConfirmDialog>
  );
}

function actionOf(start: BulkDialogProps['start'], tag: { type: string; value: string; add: boolean }): BulkAction | undefined {
  if (start.kind !== 'tag') return start;
  const read = tagSchema.safeParse({ type: tag.type.trim(), value: tag.value.trim() });
  return read.success ? { kind: 'tag', tag: read.data, add: tag.add } : undefined;
}

function problemAt(read: ReturnType<typeof tagSchema.safeParse>, field: keyof Tag): string | undefined {
  return read.success ? undefined : read.error.issues.find((issue) => issue.path[0] === field)?.message;
}

function TagField({ id, label, value, onChange, problem }: { id: string; label: string; value: string; onChange: (value: string) => void; problem: string | undefined }) {
  return (
    <div className="dialog-choice-detail">
      <label htmlFor={id}>{label}</label>
      <input id={id} value={value} aria-invalid={problem !== undefined} aria-describedby={problem ? `${id}-problem` : undefined} onChange={(event) => onChange(event.target.value)} />
      {problem && <p id={`${id}-problem`} className="field-error">{problem}</p>}
    </div>
  );
}

function NameList({ names, label }: { names: readonly string[]; label: string }) {
  return (
    <ul className="dialog-list" aria-label={label}>
      {names.slice(0, namesShown).map((name) => <li key={name}>{name}</li>)}
      {names.length > namesShown && <li className="muted">and {(names.length - namesShown).toLocaleString('en')} more</li>}
    </ul>
  );
}

function PreviewText({ preview, selected }: { preview: BulkPreview; selected: number }): ReactNode {
  const { action, changing, unchanged, dependants, route, refusal } = preview;
  const already = action.kind === 'switch' ? `${action.enabled ? 'on' : 'off'} in ${action.environment.name} already`
    : action.kind === 'tag' ? (action.add ? 'tagged so already' : 'without the tag already') : '';
  return (
    <>
      <p>
        {changing.length === selected ? `All ${flagCount(selected)} selected change` : `${flagCount(changing.length)} of the ${selected.toLocaleString('en')} selected change`}
        {unchanged.length > 0 && <>; {flagCount(unchanged.length)} {unchanged.length === 1 ? 'is' : 'are'} {already} and stay as they are</>}.
      </p>
      {changing.length > 0 && <NameList names={changing} label="Flags that change" />}
      {dependants.length > 0 && (
        <p className="dialog-warning">
          {action.kind === 'archive'
            ? <>Other flags depend on these and are archived with them ({flagCount(dependants.length)}): a flag cannot be archived while others depend on it.</>
            : <>{flagCount(dependants.length)} not selected depend on these and will stop evaluating as enabled in {action.kind === 'switch' ? action.environment.name : 'any environment'}.</>}
        </p>
      )}
      {dependants.length > 0 && <NameList names={dependants} label="Dependent flags" />}
      {route.kind === 'direct' && route.production && (
        <p><strong>{action.kind === 'switch' && action.environment.name}</strong> is a production environment: your users get the change right away.</p>
      )}
      {route.kind === 'direct' && route.skippedApprovals > 0 && (
        <p className="dialog-warning">
          <strong>This requires {route.skippedApprovals} approvals; you are skipping them.</strong> Your rights let the change go straight through, without a change request for anyone to review.
        </p>
      )}
      {route.kind === 'changeRequest' && (
        <p>
          <strong>{route.environment}</strong> requires change requests: the {flagCount(changing.length + (action.kind === 'archive' ? dependants.length : 0))} go into one new change request, a change per flag. Nothing changes until it is approved and applied.
        </p>
      )}
      {route.kind === 'direct' && changing.length > 0 && <p className="muted">One change, all or nothing: if the service refuses any flag, none changes.</p>}
      {changing.length === 0 && <p>Nothing to change.</p>}
      {refusal && <p className="field-error" role="alert">{refusal}</p>}
    </>
  );
}

function BulkSummary({ projectId, outcome, returnFocusTo, onClose }: { projectId: string; outcome: BulkOutcome; returnFocusTo: HTMLElement | null; onClose: () => void }) {
  const { preview } = outcome;
  const count = flagCount(preview.changing.length + (preview.action.kind === 'archive' ? preview.dependants.length : 0));
  const done = capitalised(actionInWords(preview.action, count));
  return (
    <ConfirmDialog
      open
      returnFocusTo={returnFocusTo}
      onOpenChange={(open) => !open && onClose()}
      title={outcome.kind === 'made' ? 'Done' : 'Proposed in a change request'}
      description={
        <div role="status">
          {outcome.kind === 'made' ? (
            <p>{done}: done, as one change.{preview.unchanged.length > 0 && ` ${flagCount(preview.unchanged.length)} were so already.`}</p>
          ) : (
            <p>
              {done}: proposed in {outcome.request ? <Link to={paths.changeRequest(projectId, outcome.request.id)}>change request #{outcome.request.id}</Link> : `your draft change request for ${outcome.environment}`}.
              Submit it for review; nothing changes in {outcome.environment} until it is approved and applied.
            </p>
          )}
        </div>
      }
    />
  );
}
