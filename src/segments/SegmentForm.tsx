import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Segment } from '../../contract/adminRequests';
import type { Constraint } from '../../contract/feature';
import { segmentLimits } from '../../contract/segments';
import { isApiError } from '../api';
import { createSegment, updateSegment } from '../api/segments';
import { ConstraintEditor, constraintProblems, constraintProblemsFromDetails, contextFieldsOptions } from '../constraints';
import { describeError } from '../ui/describeError';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { segmentKeys, segmentStrategiesOptions } from './queries';
import { FormFooter } from '../ui/FormFooter';

interface SegmentFormProps {
  /** The segment to edit; a new one without. */
  segment?: Segment;
  onDone: () => void;
}

/** Create or edit a segment; a failed save keeps what was typed, with the service's reason at the field. */
export function SegmentForm({ segment, onDone }: SegmentFormProps) {
  const queryClient = useQueryClient();
  const contextFields = useQuery(contextFieldsOptions());
  const [name, setName] = useState(segment?.name ?? '');
  const [description, setDescription] = useState(segment?.description ?? '');
  const [constraints, setConstraints] = useState<Constraint[]>(segment?.constraints ?? []);
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const [nameProblem, setNameProblem] = useState<string | undefined>();
  const ids = { name: useId(), description: useId(), heading: useId() };
  // An edit changes at once who gets every flag whose strategies name the segment: ask first, naming them.
  const usedBy = useQuery({ ...segmentStrategiesOptions(segment?.id ?? 0), enabled: segment !== undefined }).data?.strategies ?? [];
  const places = [...new Set(usedBy.map((strategy) => `${strategy.featureName} in ${strategy.environment}`))];
  const [confirming, setConfirming] = useState(false);

  const save = useMutation({
    mutationFn: async () => {
      const body = { name: name.trim(), description: description.trim() || null, constraints };
      if (segment) await updateSegment(segment.id, body);
      else await createSegment(body);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: segmentKeys.all });
      onDone();
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      setProblems(constraintProblemsFromDetails(error.details));
      const atName = error.details.find((detail) => detail.path === 'name')?.message ?? (error.kind === 'Conflict' ? error.message : undefined);
      setNameProblem(atName);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const found = constraintProblems(constraints);
    const missingName = name.trim() === '' ? 'Name the segment.' : undefined;
    setProblems(found);
    setNameProblem(missingName);
    if (found.size > 0 || missingName) return;
    if (places.length > 0) setConfirming(true);
    else save.mutate();
  }

  const generalError = save.error && !nameProblem && problems.size === 0 ? describeError(save.error) : undefined;
  return (
    <form className="panel segment-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="panel-title">{segment ? `Edit ${segment.name}` : 'New segment'}</h2>
      <label htmlFor={ids.name}>Name</label>
      <input
        id={ids.name}
        value={name}
        maxLength={segmentLimits.nameLength}
        aria-invalid={nameProblem ? true : undefined}
        aria-describedby={nameProblem ? `${ids.name}-problem` : undefined}
        onChange={(event) => setName(event.target.value)}
      />
      {nameProblem && <p id={`${ids.name}-problem`} className="field-error" role="alert">{nameProblem}</p>}
      <label htmlFor={ids.description}>Description</label>
      <input id={ids.description} value={description} maxLength={segmentLimits.descriptionLength} onChange={(event) => setDescription(event.target.value)} />
      <h3>Constraints</h3>
      <ConstraintEditor constraints={constraints} onChange={setConstraints} contextFields={contextFields.data ?? []} problems={problems} />
      <FormFooter error={generalError} saving={save.isPending} submitLabel={segment ? 'Save segment' : 'Create segment'} onCancel={onDone} />
      <ConfirmDialog
        open={confirming} onOpenChange={setConfirming} title={`Change ${segment?.name ?? 'the segment'} where it is used?`}
        description={<p>Saving changes at once who gets {places.length === 1 ? 'this flag' : 'these flags'}: {places.join(', ')}.</p>}
        confirmLabel="Save segment"
        onConfirm={() => {
          setConfirming(false);
          save.mutate();
        }}
      />
    </form>
  );
}
