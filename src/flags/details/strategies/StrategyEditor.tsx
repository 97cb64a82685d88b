import * as Dialog from '@radix-ui/react-dialog';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Strategy } from '../../../../contract';
import type { AddChangeBody } from '../../../../contract/changeRequestRequests';
import { ImpactPreview } from '../../../audiences';
import type { StrategyBody } from '../../../../contract/adminRequests';
import { strategyDiff } from '../../../describe/diffRows';
import { environmentNow, sameStrategy, StrategyMoved } from '../movedSinceOpened';
import { MovedNotice } from '../MovedNotice';
import { isApiError } from '../../../api';
import { ConstraintEditor, contextFieldsOptions } from '../../../constraints';
import { invalidateFlagsOf } from '../../../lib/queryClient';
import { paths } from '../../../lib/paths';
import { segmentListOptions } from '../../../segments';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { describeError } from '../../../ui/describeError';
import { RolloutFields } from './RolloutFields';
import { SegmentPicker } from './SegmentPicker';
import { CustomParameterFields } from './CustomParameterFields';
import { strategyTypesOptions } from './queries';
import { strategyChoices } from './strategyChoices';
import { formOf, isCustom, readForm, withStrategy, type FieldProblems, type StrategyForm } from './strategyForm';
import { flagOptions } from '../../queries';
import { withStoredStrategy } from './storedStrategy';
import { writeStrategy, type StrategyPlace, type WriteOutcome } from './strategyWrites';
import { TryStrategy } from './TryStrategy';
import './strategyEditor.css';

export interface StrategyEditorProps {
  place: StrategyPlace;
  /** The environment is a production one: saving asks first, naming the flag and the environment. */
  production: boolean;
  /** The strategy to edit; none to add one. */
  strategy?: Strategy | undefined;
  onClose: () => void;
}

const below = (problems: FieldProblems, prefix: string): FieldProblems =>
  new Map([...problems].filter(([path]) => path.startsWith(`${prefix}.`)).map(([path, message]) => [path.slice(prefix.length + 1), message]));

/**
 * Adds or edits one strategy of a flag in one environment. What the service would refuse is
 * refused at its field before saving; a refused save keeps the form, with the service's reasons
 * at their fields; a concurrent change offers to apply again.
 */
export function StrategyEditor({ place, production, strategy, onClose }: StrategyEditorProps) {
  const ids = useId();
  const queryClient = useQueryClient();
  const segments = useQuery(segmentListOptions());
  const contextFields = useQuery(contextFieldsOptions()).data ?? [];
  const strategyTypes = useQuery(strategyTypesOptions());
  const [form, setForm] = useState<StrategyForm>(() => formOf(strategy, place.featureName));
  const definitionOf = (name: string) => strategyTypes.data?.find((definition) => definition.name === name);
  // A custom strategy's parameters are read against its definition once the editor has it.
  const definition = isCustom(form.name) ? definitionOf(form.name) : undefined;
  // The strategy as the form started from it: a save over something else says so first.
  const [opened, setOpened] = useState(strategy);
  const [checked, setChecked] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // Read with the contract once a save was tried (then as the form changes), not on every key
  // before: a pasted list of thousands of values makes each reading cost.
  const read = useMemo(() => (checked ? readForm(form, definition) : undefined), [checked, form, definition]);
  const localProblems: FieldProblems = read && 'problems' in read ? read.problems : new Map();
  // The form as it was when the impact was asked for; an edit since makes it stale, so it goes.
  const [previewed, setPreviewed] = useState<StrategyBody>();
  const proposed = (body: StrategyBody): AddChangeBody => (strategy?.id
    ? { feature: place.featureName, action: 'updateStrategy', payload: { id: strategy.id, ...body } }
    : { feature: place.featureName, action: 'addStrategy', payload: body });

  const save = useMutation({
    mutationFn: async ({ body, force, asNew }: { body: StrategyBody; force: boolean; asNew: boolean }): Promise<WriteOutcome> => {
      const id = strategy?.id;
      if (id === undefined || asNew) return writeStrategy(place, { kind: 'add', body });
      // A change request keeps what the change replaces and is refused over a change meanwhile.
      if (!place.requiresChangeRequest && !force) {
        const now = (await environmentNow(place.projectId, place.featureName, place.environment))?.strategies?.find((candidate) => candidate.id === id);
        if (!sameStrategy(now, opened)) throw new StrategyMoved(now);
      }
      return writeStrategy(place, { kind: 'update', strategyId: id, body });
    },
    onSuccess: (outcome) => {
      // The service answers with the strategy as it stored it: the details show that at once,
      // rather than after the flag (and the project's list beside it) are read again.
      if (!outcome.proposed && outcome.stored) {
        const stored = outcome.stored;
        queryClient.setQueryData(flagOptions(place.projectId, place.featureName).queryKey, (feature) => feature && withStoredStrategy(feature, place.environment, stored));
      }
      void invalidateFlagsOf(queryClient, place.projectId);
      if (!outcome.proposed) onClose();
    },
  });
  const moved = save.error instanceof StrategyMoved ? save.error : undefined;
  const serverProblems: FieldProblems = new Map(
    isApiError(save.error, 'BadRequest') ? save.error.details.flatMap((detail) => (detail.path ? [[detail.path, detail.message] as const] : [])) : [],
  );
  const problems: FieldProblems = new Map([...serverProblems, ...localProblems]);
  const change = (next: Partial<StrategyForm>) => {
    setForm((current) => ({ ...current, ...next }));
    setPreviewed(undefined);
    if (save.isError) save.reset();
  };

  /** `force` saves over a change made meanwhile; `asNew` adds the form as a strategy again where the one edited was deleted. */
  const submit = (confirmed: boolean, force = false, asNew = false) => {
    setChecked(true);
    const current = read ?? readForm(form, definition);
    if ('problems' in current || save.isPending) return;
    if (production && !place.requiresChangeRequest && !confirmed) {
      setConfirming(true);
      return;
    }
    setConfirming(false);
    save.mutate({ body: current.body, force, asNew });
  };

  const where = `${place.featureName} in ${place.environment}`;
  const heading = strategy ? `Edit strategy of ${where}` : `Add a strategy to ${where}`;
  if (save.data?.proposed) {
    const request = save.data.request;
    return (
      <ConfirmDialog
        open onOpenChange={(open) => !open && onClose()} title="Added to your draft change request"
        description={
          <p>
            The strategy change of {where} waits in your draft for {place.environment}
            {request && <> (<Link to={paths.changeRequest(place.projectId, request.id)}>change request #{request.id}</Link>)</>}.
            Nothing changes until the request is approved and applied.
          </p>
        }
      />
    );
  }
  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="dialog-overlay" />
        <Dialog.Content className="dialog-content strategy-editor" aria-describedby={`${ids}-where`}>
          <Dialog.Title className="dialog-title">{heading}</Dialog.Title>
          <p id={`${ids}-where`} className="muted">
            {place.requiresChangeRequest
              ? `${place.environment} requires change requests: saving adds this change to your draft.`
              : production ? `${place.environment} is a production environment: saving asks first.` : `Saving changes ${place.environment} at once.`}
          </p>
          <form noValidate onSubmit={(event) => { event.preventDefault(); submit(false); }}>
            <label htmlFor={`${ids}-name`}>Strategy</label>
            <select
              id={`${ids}-name`} value={form.name} aria-invalid={problems.has('name')} aria-describedby={problems.has('name') ? `${ids}-name-problem` : undefined}
              onChange={(event) => {
                const name = event.target.value;
                change(withStrategy(form, name, definitionOf(name)));
              }}
            >
              {strategyChoices(strategyTypes.data, strategy?.name).map(({ name, label }) => <option key={name} value={name}>{label}</option>)}
            </select>
            {problems.get('name') && <p id={`${ids}-name-problem`} className="field-error" role="alert">{problems.get('name')}</p>}
            {strategyTypes.isError && (
              <p className="field-error" role="alert">The custom strategies could not be read: {describeError(strategyTypes.error).message}</p>
            )}
            <label htmlFor={`${ids}-title`}>Title (optional)</label>
            <input id={`${ids}-title`} value={form.title} maxLength={255} onChange={(event) => change({ title: event.target.value })} />
            {form.name === 'flexibleRollout' && (
              <RolloutFields
                form={form} featureName={place.featureName} problems={problems} onChange={change}
                stickinessFields={contextFields.filter((field) => field.stickiness).map((field) => field.name)}
              />
            )}
            {(form.name === 'userWithId' || form.name === 'remoteAddress' || form.name === 'applicationHostname') && (
              <ListParameterField form={form} problems={problems} onChange={change} />
            )}
            {isCustom(form.name) && definition && (
              <CustomParameterFields definition={definition} values={form.custom} problems={problems} onChange={(custom) => change({ custom })} />
            )}
            {isCustom(form.name) && !definition && strategyTypes.isPending && <p role="status" className="muted">Reading the definition of {form.name}…</p>}
            {isCustom(form.name) && !definition && strategyTypes.isSuccess && (
              <p className="field-error" role="alert">
                {form.name} is not defined on this service: SDKs are still served this strategy as it is, but it cannot be saved until an admin defines {form.name} again.
              </p>
            )}
            <fieldset className="strategy-constraints">
              <legend>Constraints</legend>
              <ConstraintEditor constraints={form.constraints} onChange={(constraints) => change({ constraints })} contextFields={contextFields} problems={below(problems, 'constraints')} />
            </fieldset>
            <SegmentPicker segments={segments.data ?? []} chosen={form.segments} onChange={(chosen) => change({ segments: chosen })} problem={problems.get('segments')} />
            <label className="checkbox">
              <input type="checkbox" checked={form.disabled} onChange={(event) => change({ disabled: event.target.checked })} />
              Disabled (kept, not evaluated)
            </label>
            <TryStrategy place={place} strategyId={strategy?.id} form={form} />
            {checked && problems.size > 0 && <p className="field-error" role="alert">Not saved: {problems.size === 1 ? 'one field needs' : `${problems.size} fields need`} a change (marked above).</p>}
            {save.isError && isApiError(save.error, 'Conflict') && (
              <p className="field-error" role="alert">
                Someone changed this flag meanwhile: {save.error.message} Your form is as you left it.{' '}
                <button type="button" className="button button-small" onClick={() => submit(true, true)}>Apply again</button>
              </p>
            )}
            {moved && (
              <MovedNotice
                what="The strategy" gone={moved.current === undefined}
                rows={strategyDiff(opened, moved.current, { feature: place.featureName, segmentNames: new Map((segments.data ?? []).map(({ id, name }) => [id, name])) })}
                applyLabel={moved.current === undefined ? 'Add mine as a new strategy' : 'Apply mine again'}
                onApply={() => submit(true, true, moved.current === undefined)}
                onStartFromNow={moved.current && (() => {
                  const now = moved.current;
                  setForm(formOf(now, place.featureName));
                  setOpened(now);
                  save.reset();
                })}
              />
            )}
            {save.isError && !isApiError(save.error, 'Conflict') && !moved && serverProblems.size === 0 && (
              <p className="field-error" role="alert">Not saved: {describeError(save.error).message}</p>
            )}
            {previewed && <ImpactPreview projectId={place.projectId} environment={place.environment} changes={[proposed(previewed)]} />}
            <div className="dialog-actions">
              <Dialog.Close className="button">Cancel</Dialog.Close>
              <button
                type="button" className="button"
                onClick={() => {
                  setChecked(true);
                  const now = readForm(form, definition);
                  if ('body' in now) setPreviewed(now.body);
                }}
              >
                Preview impact
              </button>
              <button type="submit" className="button button-primary" aria-disabled={save.isPending}>
                {save.isPending ? 'Saving…' : place.requiresChangeRequest ? 'Add to change request' : 'Save strategy'}
              </button>
            </div>
          </form>
          <ConfirmDialog
            open={confirming} onOpenChange={setConfirming} title={`Change ${place.featureName} in ${place.environment}?`}
            description={<p>This changes who gets <strong>{place.featureName}</strong> in <strong>{place.environment}</strong>, a production environment, as soon as you save.</p>}
            confirmLabel="Save in production" onConfirm={() => submit(true)}
          >
            {read && 'body' in read && <ImpactPreview projectId={place.projectId} environment={place.environment} changes={[proposed(read.body)]} />}
          </ConfirmDialog>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const listLabels = { userWithId: 'User IDs', remoteAddress: 'IP addresses or ranges', applicationHostname: 'Hostnames' } as const;
const listPaths = { userWithId: 'parameters.userIds', remoteAddress: 'parameters.IPs', applicationHostname: 'parameters.hostNames' } as const;

function ListParameterField({ form, problems, onChange }: { form: StrategyForm; problems: FieldProblems; onChange: (change: Partial<StrategyForm>) => void }) {
  const id = useId();
  if (form.name !== 'userWithId' && form.name !== 'remoteAddress' && form.name !== 'applicationHostname') return null;
  const problem = problems.get(listPaths[form.name]);
  return (
    <>
      <label htmlFor={id}>{listLabels[form.name]}, comma-separated</label>
      <textarea id={id} rows={2} value={form.list} aria-invalid={problem !== undefined} onChange={(event) => onChange({ list: event.target.value })} />
      {problem && <p className="field-error" role="alert">{problem}</p>}
    </>
  );
}
