import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { paths } from '../lib/paths';
import { ErrorPanel } from '../ui/ErrorPanel';
import { SettingsNav } from '../ui/SettingsNav';
import { EmptyPanel, LoadingPanel } from '../ui/StatePanels';
import { viewerOptions } from '../viewer/queries';
import { ProjectDetailsForm } from './ProjectDetailsForm';
import { ProjectEnvironmentsTable } from './ProjectEnvironmentsTable';
import { projectListOptions } from './queries';
import { projectSettingsOptions } from './settingsQueries';

/** One project's settings: its name, the environments it uses, and where changes need a change request. */
export function ProjectSettingsPage() {
  const { projectId = '' } = useParams();
  const projects = useQuery(projectListOptions());
  const settings = useQuery(projectSettingsOptions(projectId));
  const viewer = useQuery(viewerOptions());
  const project = projects.data?.find((candidate) => candidate.id === projectId);

  return (
    <section className="page" aria-labelledby="project-settings-title">
      <header className="page-header">
        <h1 id="project-settings-title">{project ? `${project.name}: settings` : 'Project settings'}</h1>
        <Link to={paths.flags(projectId)}>Open its flags</Link>
      </header>
      <SettingsNav />
      {(projects.isPending || settings.isPending) && <LoadingPanel label="Loading the project…" />}
      {projects.isError && <ErrorPanel error={projects.error} onRetry={() => void projects.refetch()} />}
      {projects.data && !project && (
        <EmptyPanel title={`No project "${projectId}"`}>
          <p className="muted">There is no project with this id in use: it may be archived (see <Link to={paths.projects()}>Projects</Link>).</p>
        </EmptyPanel>
      )}
      {project && <ProjectDetailsForm key={project.id} project={project} viewer={viewer.data} />}
      {project && settings.isError && <ErrorPanel error={settings.error} onRetry={() => void settings.refetch()} />}
      {project && settings.data && (
        <ProjectEnvironmentsTable projectId={project.id} projectName={project.name} settings={settings.data} viewer={viewer.data} />
      )}
    </section>
  );
}
