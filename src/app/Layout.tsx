import { Suspense } from 'react';
import { matchPath, Outlet, useLocation, useMatch, useNavigate } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { signOutOfService } from '../api/people';
import { refusedMethod, signInMethod, signOutOfBrowser } from '../api/tokenStore';
import { readLastProject } from '../projects/lastProject';
import { LoadingPanel } from '../ui/StatePanels';
import { paths } from '../lib/paths';
import { AppHeader, type Area } from './AppHeader';
import { LiveStatusLine } from './LiveStatusLine';
import { MaintenanceBanner } from './MaintenanceBanner';
import { SessionEndedDialog } from './SessionEndedDialog';
import { useLiveUpdates } from './useLiveUpdates';

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
  ['segments', ['/segments/*']],
  ['contextFields', ['/context-fields/*']],
  ['users', ['/users/*']],
  ['account', ['/account/*']],
  ['history', ['/history/*']],
  ['audiences', ['/audiences/*']],
  ['applications', ['/applications/*']],
  ['settings', ['/settings/*', '/integrations/*']],
];

const areaOf = (pathname: string): Area | undefined =>
  areaPages.find(([, patterns]) => patterns.some((pattern) => matchPath(pattern, pathname)))?.[0];

export function Layout() {
  const projectMatch = useMatch('/projects/:projectId/*');
  const projectId = projectMatch?.params.projectId ?? readLastProject();
  const area = areaOf(useLocation().pathname);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const live = useLiveUpdates();

  function signOut() {
    // A password session ends on the service too; a token stays valid for whoever holds it.
    const byPassword = signInMethod() === 'password' || refusedMethod() === 'password';
    if (byPassword) void signOutOfService();
    signOutOfBrowser();
    queryClient.clear();
    // The sign-in page opens the way this sign-in was made.
    navigate(paths.signIn(undefined, byPassword ? {} : { with: 'token' }), { replace: true });
  }

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <AppHeader projectId={projectId} area={area} onSignOut={signOut} />
      <MaintenanceBanner />
      <main id="main" className="app-main" tabIndex={-1}>
        <Suspense fallback={<LoadingPanel label="Loading page…" />}>
          <Outlet />
        </Suspense>
      </main>
      <LiveStatusLine status={live} />
      <SessionEndedDialog onSignOut={signOut} />
    </div>
  );
}
