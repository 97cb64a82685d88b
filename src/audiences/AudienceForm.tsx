import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { audienceLimits, savedAudienceBodySchema, type AudienceContext, type SavedAudience, type SavedAudienceBody } from '../../contract/audiences';
import { isApiError } from '../api';
import { createSavedAudience, updateSavedAudience } from '../api/audiences';
import { describeError } from '../ui/describeError';
import { FormFooter } from '../ui/FormFooter';
import { audienceFieldNames, fieldOfPath, formOf, readForm, type AudienceFieldName, type AudienceForm as FormState } from './audienceContext';
import { audienceKeys } from './queries';
import { audiencesKeptWhere } from './whereKept';

interface AudienceFormProps {
  /** The audience to edit; a new one without. */
  audience?: SavedAudience;
  /** A new audience's context to start from (the playground's). */
  context?: AudienceContext;
  onDone: (saved: SavedAudience) => void;
  onCancel: () => void;
}

const fieldLabels: Record<AudienceFieldName, string> = {
  userId: 'userId', sessionId: 'sessionId', remoteAddress: 'remoteAddress', environment: 'environment (context field)', appName: 'appName', currentTime: 'currentTime',
};

/** Add or edit a saved audience; a refused save keeps the form, with the reason at the field. */
export function AudienceForm({ audience, context, onDone, onCancel }: AudienceFormProps) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(audience?.name ?? '');
  const [description, setDescription] = useState(audience?.description ?? '');
  const [form, setForm] = useState<FormState>(() => formOf(audience?.context ?? context));
  const [problems, setProblems] = useState<ReadonlyMap<string, string>>(new Map());
  const baseId = useId();
  const idOf = (field: string) => `${baseId}-${field}`;

  const save = useMutation({
    mutationFn: (body: SavedAudienceBody) => (audience ? updateSavedAudience(audience.id, body) : createSavedAudience(body)),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: audienceKeys.all });
      onDone(saved);
    },
    onError: (error) => {
      if (!isApiError(error)) return;
      const found = new Map<string, string>();
      for (const detail of error.details) if (detail.path) found.set(fieldOfPath(detail.path), detail.message);
      if (error.kind === 'Conflict') found.set('name', error.message);
      setProblems(found);
    },
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    // Opened from within another form (the playground's), whose submit React would also run:
    // events travel up the component tree, through the dialog's portal.
    event.stopPropagation();
    if (save.isPending) return;
    const read = readForm(form);
    const found = new Map(read.problems ?? []);
    const body = savedAudienceBodySchema.safeParse({ name, description: description.trim() || null, context: read.context ?? {} });
    for (const issue of body.error?.issues ?? []) {
      const field = issue.path[0] === 'context' ? String(issue.path[1] ?? 'context') : String(issue.path[0] ?? '');
      if (!found.has(field)) found.set(field, issue.message);
    }
    setProblems(found);
    if (found.size === 0 && body.success) save.mutate(body.data);
  }

  const problem = (field: string) => problems.get(field);
  const described = (field: string) => (problem(field) ? { 'aria-invalid': true, 'aria-describedby': `${idOf(field)}-problem` } : {});
  const problemText = (field: string) => problem(field) && <p id={`${idOf(field)}-problem`} className="field-error" role="alert">{problem(field)}</p>;
  // Creating answers 404 only where the service has no audiences at all (in front of an Unleash).
  const generalError = save.error && problems.size === 0 ? describeError(save.error, audience ? {} : { notFound: audiencesKeptWhere }) : undefined;
  const heading = audience ? `Edit ${audience.name}` : 'New saved audience';

  return (
    <form className="panel audience-form" onSubmit={onSubmit} noValidate aria-labelledby={idOf('heading')}>
      <h2 id={idOf('heading')} className="panel-title">{heading}</h2>
      <label htmlFor={idOf('name')}>Name</label>
      <input id={idOf('name')} value={name} maxLength={audienceLimits.nameLength} onChange={(event) => setName(event.target.value)} {...described('name')} />
      {problemText('name')}
      <label htmlFor={idOf('description')}>Description</label>
      <input id={idOf('description')} value={description} maxLength={audienceLimits.descriptionLength} onChange={(event) => setDescription(event.target.value)} {...described('description')} />
      {problemText('description')}
      <fieldset className="audience-context">
        <legend>Context</legend>
        {audienceFieldNames.map((field) => (
          <div key={field} className="audience-field">
            <label htmlFor={idOf(field)}>{fieldLabels[field]}</label>
            <input
              id={idOf(field)}
              className="mono"
              value={form[field]}
              placeholder={field === 'currentTime' ? '2030-01-31T09:00:00Z' : undefined}
              onChange={(event) => setForm({ ...form, [field]: event.target.value })}
              {...described(field)}
            />
            {problemText(field)}
          </div>
        ))}
        <label htmlFor={idOf('properties')}>Properties (one name=value a line)</label>
        <textarea id={idOf('properties')} className="mono" rows={4} value={form.properties} onChange={(event) => setForm({ ...form, properties: event.target.value })} {...described('properties')} />
        {problemText('properties')}
      </fieldset>
      <FormFooter error={generalError} saving={save.isPending} submitLabel={audience ? 'Save audience' : 'Create audience'} onCancel={onCancel} />
    </form>
  );
}
