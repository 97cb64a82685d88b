import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../lib/paths';
import { ActionButton } from '../ui/ActionButton';
import { ErrorPanel } from '../ui/ErrorPanel';
import { SettingsNav } from '../ui/SettingsNav';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { viewerOptions } from '../viewer/queries';
import { reasonWithout } from './adminReasons';
import { ArchivedProjects } from './ArchivedProjects';
import { NewProjectForm } from './NewProjectForm';
import { ProjectArchiveButton } from './ProjectArchiveButton';
import { projectListOptions } from './queries';

/** The instance's projects: made, opened for their settings, archived (admins). */
export function ProjectsPage() {
  const projects = useQuery(projectListOptions());
  const viewer = useQuery(viewerOptions());
  const [creating, setCreating] = useState(false);

  return (
    <section className="page" aria-labelledby="projects-title">
      <header className="page-header">
        <h1 id="projects-title">Projects</h1>
        <p className="muted">Each project holds flags, uses some of the environments, and says where changes need a change request.</p>
        <ActionButton className="button button-primary" unavailable={reasonWithout(viewer.data, 'CREATE_PROJECT')} onClick={() => setCreating(true)}>
          New project
        </ActionButton>
      </header>
      <SettingsNav />
      {creating && <NewProjectForm onDone={() => setCreating(false)} />}
      {projects.isPending && <LoadingPanel label="Loading projects…" />}
      {projects.isError && <ErrorPanel error={projects.error} onRetry={() => void projects.refetch()} />}
      {projects.data?.length === 0 && (
        <EmptyPanel title="No projects in use">
          <p className="muted">Every project is archived. Make a new one, or revive one below.</p>
        </EmptyPanel>
      )}
      {projects.data && projects.data.length > 0 && (
        <div className="settings-table-scroll">
          <table className="table">
            <caption className="visually-hidden">Projects</caption>
            <thead>
              <tr><th scope="col">Name</th><th scope="col">Id</th><th scope="col">Flags</th><th scope="col">Description</th><th scope="col">Actions</th></tr>
            </thead>
            <tbody>
              {projects.data.map((project) => (
                <tr key={project.id}>
                  <th scope="row"><Link to={paths.projectSettings(project.id)}>{project.name}</Link></th>
                  <td><code>{project.id}</code></td>
                  <td><Link to={paths.flags(project.id)} aria-label={`${project.featureCount ?? 0} flags of ${project.name}`}>{project.featureCount ?? 0}</Link></td>
                  <td className="project-description">{project.description}</td>
                  <td><ProjectArchiveButton project={project} unavailable={reasonWithout(viewer.data, 'DELETE_PROJECT')} /></td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ArchivedProjects viewer={viewer.data} />
    </section>
  );
}
