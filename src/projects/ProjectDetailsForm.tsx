import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import type { Project } from '../../contract';
import { updateProjectBodySchema } from '../../contract/projects';
import { updateProject } from '../api/projectSettings';
import { describeError } from '../ui/describeError';
import { FieldProblem } from '../ui/FieldProblem';
import { invalidProps, problemsOfAnswer, problemsOfIssues, type FieldProblems } from '../ui/fieldProblems';
import { useUnavailable } from '../ui/useUnavailable';
import type { Viewer } from '../viewer/viewer';
import { paidEditionOnly, reasonWithout } from './adminReasons';
import { invalidateProjects } from './settingsQueries';

/** The project's name and description; its id stays, as addresses and tokens name it. */
export function ProjectDetailsForm({ project, viewer }: { project: Project; viewer: Viewer | undefined }) {
  const queryClient = useQueryClient();
  const [name, setName] = useState(project.name);
  const [description, setDescription] = useState(project.description ?? '');
  const [problems, setProblems] = useState<FieldProblems>(new Map());
  const [saved, setSaved] = useState(false);
  const ids = { heading: useId(), name: useId(), description: useId() };
  const unavailable = reasonWithout(viewer, 'UPDATE_PROJECT');
  const { props: unavailableProps, tip } = useUnavailable(unavailable);
  const save = useMutation({
    mutationFn: (body: { name: string; description: string | null }) => updateProject(project.id, body),
    onSuccess: async () => {
      setSaved(true);
      await invalidateProjects(queryClient);
    },
    onError: (error) => setProblems(problemsOfAnswer(error)),
  });

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || unavailable) return;
    setSaved(false);
    const parsed = updateProjectBodySchema.safeParse({ name, description: description.trim() || null });
    setProblems(problemsOfIssues(parsed.error));
    if (parsed.success) save.mutate({ name: parsed.data.name, description: parsed.data.description ?? null });
  }

  const failure = save.error && problems.size === 0 ? describeError(save.error, { unavailable: paidEditionOnly }).message : undefined;
  return (
    <form className="panel settings-form" onSubmit={onSubmit} noValidate aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="panel-title">Name and description</h2>
      <p className="muted">Id: <code>{project.id}</code> (kept for good: addresses and API tokens name it)</p>
      <label htmlFor={ids.name}>Name</label>
      <input id={ids.name} value={name} readOnly={unavailable !== undefined} onChange={(event) => setName(event.target.value)} {...invalidProps(problems, 'name', ids.name)} />
      <FieldProblem problems={problems} field="name" id={ids.name} />
      <label htmlFor={ids.description}>Description</label>
      <input id={ids.description} value={description} readOnly={unavailable !== undefined} onChange={(event) => setDescription(event.target.value)}
        {...invalidProps(problems, 'description', ids.description)} />
      <FieldProblem problems={problems} field="description" id={ids.description} />
      {failure && <p role="alert" className="field-error">{failure}</p>}
      {saved && <p role="status" className="muted">Saved.</p>}
      <div>
        <button type="submit" className="button button-primary" aria-busy={save.isPending || undefined} {...unavailableProps}>Save</button>
        {tip}
      </div>
    </form>
  );
}
