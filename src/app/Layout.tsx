import { Suspense } from 'react';
import { NavLink, Outlet, useMatch, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { clearAllTokens } from '../api/tokenStore';
import { ReviewCount } from '../change-requests/ReviewCount';
import { readLastProject } from '../projects/lastProject';
import { ProjectSwitcher } from '../projects/ProjectSwitcher';
import { LoadingPanel } from '../ui/StatePanels';
import { paths } from './paths';
import { SessionEndedDialog } from './SessionEndedDialog';

export function Layout() {
  const projectMatch = useMatch('/projects/:projectId/*');
  const projectId = projectMatch?.params.projectId ?? readLastProject();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function signOut() {
    clearAllTokens();
    queryClient.clear();
    navigate(paths.signIn(), { replace: true });
  }

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="app-header">
        <span className="brand">Flagdeck</span>
        <nav aria-label="Main" className="main-nav">
          <NavLink to={paths.flags(projectId)}>Flags</NavLink>
          <NavLink to={paths.changeRequests()}>
            Change requests <ReviewCount />
          </NavLink>
          <NavLink to={paths.serviceAccounts()}>Service accounts</NavLink>
          <NavLink to={paths.playground()}>Playground</NavLink>
        </nav>
        <div className="header-end">
          <ProjectSwitcher current={projectId} />
          <button type="button" className="button button-quiet" onClick={signOut}>
            Sign out
          </button>
        </div>
      </header>
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingPanel label="Loading page…" />}>
          <Outlet />
        </Suspense>
      </main>
      <SessionEndedDialog onSignOut={signOut} />
    </div>
  );
}
