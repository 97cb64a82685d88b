import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ImpactPreview } from '../../../audiences';
import { useId, useRef, useState, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import type { FeatureEnvironment } from '../../../../contract';
import type { VariantInput } from '../../../../contract/adminRequests';
import { isApiError } from '../../../api';
import { replaceVariants } from '../../../api/variants';
import { AddToChangeRequestDialog } from '../../../change-requests';
import { variantsDiff } from '../../../describe/diffRows';
import { weightAsPercent } from '../../../describe/variantWeights';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { describeError } from '../../../ui/describeError';
import { viewerOptions } from '../../../viewer/queries';
import { may } from '../../../viewer/viewer';
import { changeRequestEnvironmentsOptions, flagKeys } from '../../queries';
import { environmentNow, sameVariants, VariantsMoved } from '../movedSinceOpened';
import { MovedNotice } from '../MovedNotice';
import { VariantFields } from './VariantFields';
import { bodyOf, checkForm, emptyVariant, formOf, sharesOf, type VariantsForm } from './variantForm';
import './variants.css';

export interface VariantsEditorProps {
  projectId: string;
  featureName: string;
  environment: FeatureEnvironment;
  onDone: () => void;
}

type Dialog = ({ kind: 'confirm' } | { kind: 'changeRequest'; serverMessage?: string | undefined }) & { opener: HTMLElement | null } | null;

const stickinessChoices = ['default', 'userId', 'sessionId', 'random'];
const contextFields = ['userId', 'sessionId', 'remoteAddress', 'environment', 'appName'];

/**
 * A flag's variants in one environment, edited as a whole and saved as one PUT. The save goes
 * through the same safety as a switch: a change request where the environment requires one (a
 * `patchVariant` change in the user's draft), a question first in production, and a failed save
 * keeps the form with the service's reason at the field it names.
 */
export function VariantsEditor({ projectId, featureName, environment, onDone }: VariantsEditorProps) {
  const queryClient = useQueryClient();
  const viewer = useQuery(viewerOptions()).data;
  const changeRequestEnvironments = useQuery(changeRequestEnvironmentsOptions(projectId)).data;
  const [form, setForm] = useState<VariantsForm>(() => formOf(environment.variants ?? []));
  // The variants as the form started from them: a save over others' says so first.
  const [opened, setOpened] = useState(environment.variants ?? []);
  const [attempted, setAttempted] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const ids = useId();
  const place = { project: projectId, environment: environment.name };

  const save = useMutation({
    mutationFn: async ({ variants, force }: { variants: VariantInput[]; force: boolean }) => {
      if (!force) {
        const now = (await environmentNow(projectId, featureName, environment.name))?.variants ?? [];
        if (!sameVariants(opened, now)) throw new VariantsMoved(now);
      }
      return replaceVariants({ projectId, featureName, environment: environment.name }, variants);
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: flagKeys.project(projectId) });
      onDone();
    },
    onError: (error) => {
      // The change request settings could not be read, or changed: the service's refusal decides.
      if (isApiError(error, 'NoAccess') && error.permission === 'SKIP_CHANGE_REQUEST') setDialog({ kind: 'changeRequest', serverMessage: error.message, opener: saveButtonOf(formRef.current) });
    },
  });

  const errors = checkForm(form);
  const serverErrors = new Map((save.error && isApiError(save.error) ? save.error.details : []).flatMap((detail) => (detail.path ? [[detail.path, detail.message]] : [])));
  // Before the first save only payloads are checked as they are typed; then every field.
  const shown = new Map([...serverErrors, ...[...errors].filter(([path]) => attempted || (path.endsWith('payload.value') && form.variants[Number(path.split('.')[0])]?.payloadValue))]);
  const { shares, total, problem } = sharesOf(form);
  const body = bodyOf(form);
  const set = (variants: VariantsForm['variants']) => setForm({ ...form, variants });
  // The form as it was when the impact was asked for: shown only while the form still says the same.
  const [previewed, setPreviewed] = useState<string>();
  const bodyText = JSON.stringify(body);
  const impact = <ImpactPreview projectId={projectId} environment={environment.name} changes={[{ feature: featureName, action: 'patchVariant', payload: { variants: body } }]} />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    flushSync(() => setAttempted(true));
    if (errors.size > 0) {
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const maySkip = viewer !== undefined && may(viewer, 'SKIP_CHANGE_REQUEST', place);
    const opener = saveButtonOf(formRef.current);
    if (changeRequestEnvironments?.has(environment.name) && !maySkip) setDialog({ kind: 'changeRequest', opener });
    else if (environment.type === 'production') setDialog({ kind: 'confirm', opener });
    else save.mutate({ variants: body, force: false });
  };
  const moved = save.error instanceof VariantsMoved ? save.error : undefined;

  return (
    <form ref={formRef} className="variants-editor" aria-labelledby={`${ids}-title`} onSubmit={submit} noValidate>
      <h5 id={`${ids}-title`}>Variants in {environment.name}</h5>
      <datalist id="variant-context-fields">{contextFields.map((field) => <option key={field} value={field} />)}</datalist>
      <p className="variants-total" aria-live="polite">
        Total: <strong>{weightAsPercent(total)}</strong>
        {form.variants.length > 0 && !problem && ' (variable variants share what the fixed ones leave)'}
      </p>
      {(problem || shown.get('weights')) && <p className="field-error">{shown.get('weights') ?? problem}</p>}
      <label htmlFor={`${ids}-stickiness`}>Stickiness</label>
      <select id={`${ids}-stickiness`} value={form.stickiness} onChange={(event) => setForm({ ...form, stickiness: event.target.value })}>
        {[...new Set([...stickinessChoices, form.stickiness])].map((choice) => <option key={choice} value={choice}>{choice}</option>)}
      </select>
      <ol className="variants-editor-list">
        {form.variants.map((draft, index) => (
          <VariantFields
            key={draft.key} draft={draft} index={index} share={shares.get(draft.key)} errors={shown}
            onChange={(changed) => set(form.variants.map((entry) => (entry.key === draft.key ? changed : entry)))}
            onRemove={() => set(form.variants.filter((entry) => entry.key !== draft.key))}
          />
        ))}
      </ol>
      <button type="button" className="button" onClick={() => set([...form.variants, emptyVariant(`variant-${form.variants.length + 1}`)])}>
        Add variant
      </button>
      {moved && (
        <MovedNotice
          what={`The variants in ${environment.name}`} gone={false} rows={variantsDiff(opened, moved.current)} applyLabel="Apply mine again"
          onApply={() => save.mutate({ variants: body, force: true })}
          onStartFromNow={() => {
            setForm(formOf(moved.current));
            setOpened(moved.current);
            save.reset();
          }}
        />
      )}
      {save.isError && !moved && (
        <p className="field-error" role="alert">
          Not saved: {describeError(save.error).message}
          {isApiError(save.error, 'Conflict') && (
            <> Your form is as you left it. <button type="button" className="button button-small" onClick={() => save.mutate({ variants: body, force: true })}>Apply again</button></>
          )}
        </p>
      )}
      {previewed === bodyText && errors.size === 0 && impact}
      <div className="variants-editor-actions">
        <button type="submit" className="button button-primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save variants'}
        </button>
        <button type="button" className="button" onClick={() => (setAttempted(true), setPreviewed(bodyText))}>Preview impact</button>
        <button type="button" className="button button-quiet" onClick={onDone}>Cancel</button>
      </div>
      {dialog?.kind === 'confirm' && (
        <ConfirmDialog
          open returnFocusTo={dialog.opener} onOpenChange={(open) => !open && setDialog(null)}
          title={`Change the variants of ${featureName} in ${environment.name}?`}
          description={<p><strong>{environment.name}</strong> is a production environment: its users get the new variants at once.</p>}
          confirmLabel="Save variants" tone="danger"
          onConfirm={() => {
            setDialog(null);
            save.mutate({ variants: body, force: false });
          }}
        >
          {impact}
        </ConfirmDialog>
      )}
      {dialog?.kind === 'changeRequest' && (
        <AddToChangeRequestDialog
          projectId={projectId} serverMessage={dialog.serverMessage} returnFocusTo={dialog.opener}
          change={{ featureName, environment: environment.name, action: 'patchVariant', payload: { variants: body }, inWords: `set the variants of ${featureName} in ${environment.name}` }}
          onClose={(added) => (added ? onDone() : setDialog(null))}
        />
      )}
    </form>
  );
}

const saveButtonOf = (form: HTMLFormElement | null) => form?.querySelector<HTMLElement>('button[type="submit"]') ?? null;
