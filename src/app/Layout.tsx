import { Suspense } from 'react';
import { Link, matchPath, Outlet, useLocation, useMatch, useNavigate, type LinkProps } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { signOutOfBrowser } from '../api/tokenStore';
import { ReviewCount } from '../change-requests/ReviewCount';
import { readLastProject } from '../projects/lastProject';
import { ProjectSwitcher } from '../projects/ProjectSwitcher';
import { LoadingPanel } from '../ui/StatePanels';
import { paths } from '../lib/paths';
import { SessionEndedDialog } from './SessionEndedDialog';

type Area = 'flags' | 'changeRequests' | 'serviceAccounts' | 'playground';

/**
 * The pages of each area, so its link stays current on all of them: a project's change requests
 * and one request belong to "Change requests", though the link opens the inbox. Matched on the
 * decoded path, so an id the address spells differently from the link is still the same page.
 */
const areaPages: ReadonlyArray<readonly [Area, readonly string[]]> = [
  ['flags', ['/projects/:projectId/flags/*']],
  ['changeRequests', ['/change-requests/*', '/projects/:projectId/change-requests/*']],
  ['serviceAccounts', ['/service-accounts/*']],
  ['playground', ['/playground/*']],
];

const areaOf = (pathname: string): Area | undefined =>
  areaPages.find(([, patterns]) => patterns.some((pattern) => matchPath(pattern, pathname)))?.[0];

function AreaLink({ current, ...props }: LinkProps & { current: boolean }) {
  return <Link {...props} className={current ? 'active' : undefined} aria-current={current ? 'page' : undefined} />;
}

export function Layout() {
  const projectMatch = useMatch('/projects/:projectId/*');
  const projectId = projectMatch?.params.projectId ?? readLastProject();
  const area = areaOf(useLocation().pathname);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  function signOut() {
    signOutOfBrowser();
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
          <AreaLink to={paths.flags(projectId)} current={area === 'flags'}>
            Flags
          </AreaLink>
          <AreaLink to={paths.changeRequests()} current={area === 'changeRequests'}>
            Change requests <ReviewCount />
          </AreaLink>
          <AreaLink to={paths.serviceAccounts()} current={area === 'serviceAccounts'}>
            Service accounts
          </AreaLink>
          <AreaLink to={paths.playground()} current={area === 'playground'}>
            Playground
          </AreaLink>
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
