import { createBrowserRouter, redirect, type LoaderFunctionArgs } from 'react-router-dom';
import { sendFlagListRead } from '../api/flagListRead';
import { signInMethod } from '../api/tokenStore';
import { readLastProject } from '../projects/lastProject';
import { flagsPath, signInPath } from '../lib/routerPaths';

function currentPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/** Pages behind sign-in send the user to sign in first, and bring them back afterwards. */
function requireToken({ request }: LoaderFunctionArgs) {
  return signInMethod() ? null : redirect(signInPath(currentPath(request)));
}

const flagsRoute = () => import('../flags/route');

/*
 * The entry holds only React, the router and this table. Everything else — the providers, the
 * layout, sign-in and each page — is a lazy route module; the router fetches the modules of all
 * matched routes in parallel, so splitting costs no extra round trip.
 */
export const router = createBrowserRouter([
  {
    lazy: () => import('./rootRoute'),
    children: [
      { path: '/sign-in', lazy: () => import('./signInRoute') },
      { path: '/new-user', lazy: () => import('./setPasswordRoute') },
      { path: '/reset-password', lazy: () => import('./setPasswordRoute') },
      {
        path: '/',
        loader: requireToken,
        lazy: () => import('./layoutRoute'),
        children: [
          {
            lazy: () => import('./pageErrorRoute'),
            children: [
              { index: true, loader: () => redirect(flagsPath(readLastProject())) },
              {
                path: 'projects/:projectId/flags',
                // The page's reads start when its module has arrived. On the console's first load
                // (the document still loading: its modules are what is on the way) the list, a
                // large project's longest wait, is asked for at once, beside them; later visits
                // find the module here and its reads cached for a while (staleTime).
                loader: ({ params }) => {
                  const projectId = params.projectId ?? '';
                  const sentList = document.readyState !== 'complete' && signInMethod() ? sendFlagListRead(projectId) : undefined;
                  return flagsRoute().then((route) => route.startFlagsPageReads(projectId, sentList)).then(() => null);
                },
                lazy: flagsRoute,
                children: [
                  {
                    path: ':featureName',
                    lazy: () => import('../flags/details/route'),
                    children: [
                      { path: 'history', lazy: () => import('../history/flagTabRoute') },
                      { path: 'exposures', lazy: () => import('./layoutRoute').then((layout) => layout.flagExposuresView) },
                    ],
                  },
                ],
              },
              { path: 'projects/:projectId/archive', lazy: () => import('../flags/archive/route') },
              { path: 'projects/:projectId/compare', lazy: () => import('../flags/compare/route') },
              { path: 'settings/:page/:projectId?', lazy: () => import('./settingsRoute') },
              { path: 'change-requests', lazy: () => import('../change-requests/route') },
              { path: 'projects/:projectId/change-requests', lazy: () => import('../change-requests/route') },
              { path: 'projects/:projectId/change-requests/:id', lazy: () => import('../change-requests/detailRoute') },
              { path: 'service-accounts', lazy: () => import('../service-accounts/route') },
              { path: 'service-accounts/:id/tokens', lazy: () => import('../service-accounts/tokensRoute') },
              { path: 'playground', lazy: () => import('../playground/route') },
              { path: 'segments', lazy: () => import('../segments/route') },
              { path: 'context-fields', lazy: () => import('../context-fields/route') },
              { path: 'users', lazy: () => import('../users/route') },
              { path: 'applications', lazy: () => import('./layoutRoute').then((layout) => layout.applicationsPage) },
              { path: 'integrations', lazy: () => import('./layoutRoute').then((layout) => layout.integrationsPage) },
              { path: 'account', lazy: () => import('../account/route') },
              { path: 'history', lazy: () => import('../history/route') },
              { path: 'audiences', lazy: () => import('../audiences/route') },
              { path: '*', lazy: () => import('./notFoundRoute') },
            ],
          },
        ],
      },
    ],
  },
]);
