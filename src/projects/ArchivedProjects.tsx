import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { Project } from '../../contract';
import { deleteProject, reviveProject } from '../api/projectSettings';
import { ActionButton } from '../ui/ActionButton';
import { ConfirmDialog } from '../ui/ConfirmDialog';
import { describeError } from '../ui/describeError';
import type { Viewer } from '../viewer/viewer';
import { paidEditionOnly, reasonWithout } from './adminReasons';
import { archivedProjectsOptions, invalidateProjects } from './settingsQueries';

/** Archived projects, each to revive or delete for good; nothing where the service keeps none (Unleash open source). */
export function ArchivedProjects({ viewer }: { viewer: Viewer | undefined }) {
  const queryClient = useQueryClient();
  const archived = useQuery(archivedProjectsOptions());
  const [deleting, setDeleting] = useState<Project | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const onError = (what: string) => (error: unknown) => setFailure(`${what}: ${describeError(error, { unavailable: paidEditionOnly }).message}`);
  const settled = () => invalidateProjects(queryClient);
  const revive = useMutation({ mutationFn: (project: Project) => reviveProject(project.id), onSettled: settled });
  const remove = useMutation({ mutationFn: (project: Project) => deleteProject(project.id), onSettled: settled });

  return (
    <section className="archived-projects" aria-labelledby="archived-projects-title">
      <h2 id="archived-projects-title">Archived projects</h2>
      {failure && <p role="alert" className="field-error">{failure}</p>}
      {archived.isPending && <p className="muted" role="status">Loading archived projects…</p>}
      {archived.isError && <p className="muted">The archived projects could not be read: {describeError(archived.error).message}</p>}
      {archived.data?.length === 0 && <p className="muted">No archived projects.</p>}
      {archived.data && archived.data.length > 0 && (
        <ul className="archived-project-list">
          {archived.data.map((project) => (
            <li key={project.id}>
              <span>{project.name} <code>{project.id}</code></span>
              <ActionButton className="button button-small" unavailable={reasonWithout(viewer, 'UPDATE_PROJECT')} aria-label={`Revive ${project.name}`}
                onClick={() => revive.mutate(project, { onError: onError(`Could not revive ${project.name}`) })}>
                Revive
              </ActionButton>
              <ActionButton className="button button-small button-danger" unavailable={reasonWithout(viewer, 'DELETE_PROJECT')} aria-label={`Delete ${project.name} for good`}
                onClick={() => setDeleting(project)}>
                Delete
              </ActionButton>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete ${deleting?.name ?? ''} for good?`}
        description="The project and its segments go; its history stays. Its archived flags must be deleted first."
        confirmLabel="Delete project"
        tone="danger"
        onConfirm={() => {
          if (deleting) remove.mutate(deleting, { onError: onError(`Could not delete ${deleting.name}`) });
          setDeleting(null);
        }}
      />
    </section>
  );
}
