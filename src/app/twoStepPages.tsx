import { lazy, Suspense } from 'react';
import { LoadingPanel } from '../ui/StatePanels';

/*
 * The Applications and Integrations pages and a flag's Exposures view, as route objects the router takes from the
 * layout's module (layoutRoute.tsx), which every page behind sign-in has already loaded. Each page
 * then loads in a second step, with its stylesheet and (for Exposures) its charting library: the
 * console's entry names no chunk of theirs, and its budget (scripts/check-bundle-budget.ts) has no
 * room for more names. The fallback keeps the rest of a flag's details in place meanwhile.
 */
const ApplicationsPage = lazy(() => import('../applications/ApplicationsPage').then((module) => ({ default: module.ApplicationsPage })));
const IntegrationsPage = lazy(() => import('../integrations/IntegrationsPage').then((module) => ({ default: module.IntegrationsPage })));
const FlagExposuresTab = lazy(() => import('../exposures/FlagExposuresTab').then((module) => ({ default: module.FlagExposuresTab })));

export const applicationsPage = {
  Component: () => (
    <Suspense fallback={<LoadingPanel label="Loading applications…" />}>
      <ApplicationsPage />
    </Suspense>
  ),
};

export const integrationsPage = {
  Component: () => (
    <Suspense fallback={<LoadingPanel label="Loading integrations…" />}>
      <IntegrationsPage />
    </Suspense>
  ),
};

export const flagExposuresView = {
  Component: () => (
    <Suspense fallback={<LoadingPanel label="Loading exposures…" />}>
      <FlagExposuresTab />
    </Suspense>
  ),
};
