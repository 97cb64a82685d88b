export { Layout as Component } from './Layout';
export { RouteErrorBoundary as ErrorBoundary } from './RouteErrorBoundary';
export { applicationsPage, flagExposuresView, integrationsPage } from './twoStepPages';
