import { useParams } from 'react-router-dom';
import { EnvironmentsPage } from '../environments/EnvironmentsPage';
import { MaintenancePage } from '../maintenance/MaintenancePage';
import { ProjectSettingsPage } from '../projects/ProjectSettingsPage';
import { ProjectsPage } from '../projects/ProjectsPage';
import { NotFoundPage } from './NotFoundPage';

/*
 * Route module for /settings/:page/:projectId?, loaded on demand by the router: the admins' pages
 * of the instance's set-up in one module under one entry of the route table, since each entry
 * there (and each router component it needs) is paid for in the initial bundle, and these pages
 * are small and opened together.
 */
export function Component() {
  const { page, projectId } = useParams();
  if (page === 'projects') return projectId === undefined ? <ProjectsPage /> : <ProjectSettingsPage />;
  if (page === 'environments' && projectId === undefined) return <EnvironmentsPage />;
  if (page === 'maintenance' && projectId === undefined) return <MaintenancePage />;
  return <NotFoundPage />;
}
