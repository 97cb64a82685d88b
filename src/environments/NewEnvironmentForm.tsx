import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { createEnvironmentBodySchema, environmentTypes } from '../../contract/projects';
import { createEnvironment } from '../api/projectSettings';
import { invalidateProjects } from '../projects';
import { describeError } from '../ui/describeError';
import { FieldProblem } from '../ui/FieldProblem';
import { invalidProps, problemsOfAnswer, problemsOfIssues, type FieldProblems } from '../ui/fieldProblems';
import { FormFooter } from '../ui/FormFooter';
import { paidEditionOnly } from './paidEdition';

/** A new environment, placed last; no project uses it until one is given it. */
export function NewEnvironmentForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [type, setType] = useState<string>('development');
  const [problems, setProblems] = useState<FieldProblems>(new Map());
  const ids = { heading: useId(), name: useId(), type: useId() };
  const save = useMutation({
    mutationFn: createEnvironment,
    onSuccess: async () => {
      await invalidateProjects(queryClient);
      onDone();
    },
    onError: (error) => setProblems(problemsOfAnswer(error, { conflict: 'name' })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const parsed = createEnvironmentBodySchema.safeParse({ name: name.trim(), type });
    setProblems(problemsOfIssues(parsed.error));
    if (parsed.success) save.mutate(parsed.data);
  }

  const generalError = save.error && problems.size === 0
    ? describeError(save.error, { unavailable: paidEditionOnly })
    : undefined;
  return (
    <form className="panel settings-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="panel-title">New environment</h2>
      <label htmlFor={ids.name}>Name <span className="muted">(kept for good: API tokens and SDKs name it)</span></label>
      <input id={ids.name} value={name} onChange={(event) => setName(event.target.value)} {...invalidProps(problems, 'name', ids.name)} />
      <FieldProblem problems={problems} field="name" id={ids.name} />
      <label htmlFor={ids.type}>Type</label>
      <select id={ids.type} value={type} onChange={(event) => setType(event.target.value)} {...invalidProps(problems, 'type', ids.type)}>
        {environmentTypes.map((option) => <option key={option} value={option}>{option}</option>)}
      </select>
      <FieldProblem problems={problems} field="type" id={ids.type} />
      <FormFooter error={generalError} saving={save.isPending} submitLabel="Create environment" onCancel={onDone} />
    </form>
  );
}
