import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { contextFieldLimits, createContextFieldBodySchema, type ContextField, type CreateContextFieldBody } from '../../contract/contextFields';
import { isApiError } from '../api';
import { createContextField, updateContextField } from '../api/contextFields';
import { contextFieldKeys } from '../constraints';
import { describeError } from '../ui/describeError';
import { FormFooter } from '../ui/FormFooter';

interface ContextFieldFormProps {
  /** The custom field to edit; a new one without. */
  field?: ContextField;
  onDone: () => void;
}

/** Legal values as typed: one per line, `value` or `value: description`. */
function readLegalValues(text: string) {
  return text.split('\n').map((line) => line.trim()).filter((line) => line !== '').map((line) => {
    const colon = line.indexOf(':');
    return colon < 0 ? { value: line } : { value: line.slice(0, colon).trim(), description: line.slice(colon + 1).trim() };
  });
}

const writeLegalValues = (field: ContextField | undefined) =>
  (field?.legalValues ?? []).map((legal) => (legal.description ? `${legal.value}: ${legal.description}` : legal.value)).join('\n');

/** Add or edit a custom context field; a refused save keeps the form, with the reason at the field. */
export function ContextFieldForm({ field, onDone }: ContextFieldFormProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(field?.name ?? '');
  const [description, setDescription] = useState(field?.description ?? '');
  const [stickiness, setStickiness] = useState(field?.stickiness ?? false);
  const [legalText, setLegalText] = useState(() => writeLegalValues(field));
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const ids = { heading: useId(), name: useId(), description: useId(), legal: useId() };

  const save = useMutation({
    mutationFn: async (body: CreateContextFieldBody) => {
      const { name: _name, ...rest } = body;
      if (field) await updateContextField(field.name, rest);
      else await createContextField(body);
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: contextFieldKeys.all });
      onDone();
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const found = new Map<string, string>();
      for (const detail of error.details) if (detail.path) found.set(detail.path.startsWith('legalValues') ? 'legalValues' : detail.path, detail.message);
      if (error.kind === 'Conflict') found.set('name', error.message);
      setProblems(found);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = createContextFieldBodySchema.safeParse({ name, description: description.trim() || null, stickiness, legalValues: readLegalValues(legalText) });
    const found = new Map<string, string>();
    for (const issue of parsed.error?.issues ?? []) {
      const key = String(issue.path[0] ?? '');
      if (!found.has(key)) found.set(key, issue.path[0] === 'legalValues' ? `Line ${Number(issue.path[1] ?? 0) + 1}: ${issue.message}` : issue.message);
    }
    setProblems(found);
    if (parsed.success) save.mutate(parsed.data);
  }

  const problem = (key: string) => problems.get(key);
  const described = (key: string, id: string) => (problem(key) ? { 'aria-invalid': true, 'aria-describedby': `${id}-problem` } : {});
  const generalError = save.error && problems.size === 0 ? describeError(save.error) : undefined;
  return (
    <form className="panel context-field-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="panel-title">{field ? `Edit ${field.name}` : 'New context field'}</h2>
      <label htmlFor={ids.name}>Name</label>
      <input id={ids.name} value={name} readOnly={field !== undefined} onChange={(event) => setName(event.target.value)} {...described('name', ids.name)} />
      {problem('name') && <p id={`${ids.name}-problem`} className="field-error" role="alert">{problem('name')}</p>}
      <label htmlFor={ids.description}>Description</label>
      <input
        id={ids.description}
        value={description}
        maxLength={contextFieldLimits.descriptionLength}
        onChange={(event) => setDescription(event.target.value)}
        {...described('description', ids.description)}
      />
      {problem('description') && <p id={`${ids.description}-problem`} className="field-error" role="alert">{problem('description')}</p>}
      <label className="checkbox">
        <input type="checkbox" checked={stickiness} onChange={(event) => setStickiness(event.target.checked)} />
        May be a rollout&rsquo;s stickiness
      </label>
      <label htmlFor={ids.legal}>Legal values (one per line; &ldquo;value: description&rdquo;)</label>
      <textarea id={ids.legal} rows={4} value={legalText} onChange={(event) => setLegalText(event.target.value)} {...described('legalValues', ids.legal)} />
      {problem('legalValues') && <p id={`${ids.legal}-problem`} className="field-error" role="alert">{problem('legalValues')}</p>}
      <FormFooter error={generalError} saving={save.isPending} submitLabel={field ? 'Save context field' : 'Create context field'} onCancel={onDone} />
    </form>
  );
}
