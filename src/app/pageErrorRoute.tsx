// A pathless route whose only job is to catch a page's error inside the layout, so navigation
// stays usable when one page fails.
export { RouteErrorBoundary as ErrorBoundary } from './RouteErrorBoundary';
