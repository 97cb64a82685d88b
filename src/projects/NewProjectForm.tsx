import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { createProjectBodySchema } from '../../contract/projects';
import { createProject } from '../api/projectSettings';
import { paths } from '../lib/paths';
import { describeError } from '../ui/describeError';
import { FieldProblem } from '../ui/FieldProblem';
import { invalidProps, problemsOfAnswer, problemsOfIssues, type FieldProblems } from '../ui/fieldProblems';
import { FormFooter } from '../ui/FormFooter';
import { paidEditionOnly } from './adminReasons';
import { rememberProject } from './lastProject';
import { EnvironmentChoices, type EnvironmentChoice } from './EnvironmentChoices';
import { instanceEnvironmentsOptions, invalidateProjects } from './settingsQueries';

/** A new project: its name, an id (made from the name when left empty), and its environments with their change request settings. */
export function NewProjectForm({ onDone }: { onDone: () => void }) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const environments = useQuery(instanceEnvironmentsOptions());
  const [name, setName] = useState('');
  const [id, setId] = useState('');
  const [description, setDescription] = useState('');
  const [choices, setChoices] = useState<ReadonlyMap<string, EnvironmentChoice>>();
  const [problems, setProblems] = useState<FieldProblems>(new Map());
  const ids = { heading: useId(), name: useId(), id: useId(), description: useId(), environments: useId() };
  const shown = choices ?? new Map((environments.data ?? []).filter((e) => e.enabled !== false).map((e) => [e.name, { changeRequests: false, requiredApprovals: 1 }]));

  const save = useMutation({
    mutationFn: createProject,
    onSuccess: async (created) => {
      await invalidateProjects(queryClient);
      // The switcher shows the project last opened: the new one, from its settings on.
      rememberProject(created.id);
      onDone();
      void navigate(paths.projectSettings(created.id));
    },
    onError: (error) => setProblems(problemsOfAnswer(error, { conflict: 'id' })),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending) return;
    const chosen = [...shown];
    const parsed = createProjectBodySchema.safeParse({
      name, description: description.trim() || null, ...(id.trim() ? { id: id.trim() } : {}),
      environments: chosen.map(([environment]) => environment),
      changeRequestEnvironments: chosen.filter(([, choice]) => choice.changeRequests).map(([environment, choice]) => ({ name: environment, requiredApprovals: choice.requiredApprovals })),
    });
    setProblems(problemsOfIssues(parsed.error));
    if (parsed.success) save.mutate(parsed.data);
  }

  const generalError = save.error && problems.size === 0
    ? describeError(save.error, { unavailable: paidEditionOnly })
    : undefined;
  return (
    <form className="panel settings-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="panel-title">New project</h2>
      <label htmlFor={ids.name}>Name</label>
      <input id={ids.name} value={name} onChange={(event) => setName(event.target.value)} {...invalidProps(problems, 'name', ids.name)} />
      <FieldProblem problems={problems} field="name" id={ids.name} />
      <label htmlFor={ids.id}>Id <span className="muted">(in addresses and API tokens; made from the name when left empty; kept for good)</span></label>
      <input id={ids.id} value={id} onChange={(event) => setId(event.target.value)} {...invalidProps(problems, 'id', ids.id)} />
      <FieldProblem problems={problems} field="id" id={ids.id} />
      <label htmlFor={ids.description}>Description</label>
      <input id={ids.description} value={description} onChange={(event) => setDescription(event.target.value)} {...invalidProps(problems, 'description', ids.description)} />
      <FieldProblem problems={problems} field="description" id={ids.description} />
      {environments.data && (
        <EnvironmentChoices environments={environments.data} chosen={shown} onChange={setChoices} />
      )}
      <FieldProblem problems={problems} field="environments" id={ids.environments} />
      <FieldProblem problems={problems} field="changeRequestEnvironments" id={ids.environments} />
      <FormFooter error={generalError} saving={save.isPending} submitLabel="Create project" onCancel={onDone} />
    </form>
  );
}
