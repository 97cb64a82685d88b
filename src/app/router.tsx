import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { readToken } from '../api/tokenStore';
import { readLastProject } from '../projects/lastProject';
import { Layout } from './Layout';
import { NotFoundPage } from './NotFoundPage';
import { RouteErrorBoundary } from './RouteErrorBoundary';
import { SignInPage } from './SignInPage';
import { paths } from './paths';

function currentPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Pages behind sign-in send the user to sign in first, and bring them back afterwards. */
function requireToken({ request }: LoaderFunctionArgs) {
  return readToken() ? null : redirect(paths.signIn(currentPath(request)));
}

// Every page but sign-in is loaded on demand, to keep the first load small.
export const router = createBrowserRouter([
  { path: '/sign-in', element: <SignInPage /> },
  {
    path: '/',
    loader: requireToken,
    element: <Layout />,
    errorElement: <RouteErrorBoundary />,
    children: [
      {
        errorElement: <RouteErrorBoundary />,
        children: [
          { index: true, loader: () => redirect(paths.flags(readLastProject())) },
          {
            path: 'projects/:projectId/flags',
            lazy: () => import('../flags/route'),
            children: [{ path: ':featureName', lazy: () => import('../flags/details/route') }],
          },
          { path: 'change-requests', lazy: () => import('../change-requests/route') },
          { path: 'service-accounts', lazy: () => import('../service-accounts/route') },
          { path: 'service-accounts/:id/tokens', lazy: () => import('../service-accounts/tokensRoute') },
          { path: 'playground', lazy: () => import('../playground/route') },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
