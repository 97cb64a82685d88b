import { isRouteErrorResponse, useNavigate, useRouteError } from 'react-router-dom';
import { ErrorPanel } from '../ui/ErrorPanel';
import { NotFoundPage } from './NotFoundPage';

/** What a page shows when it throws while rendering or loading: what failed, and a way to retry. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const navigate = useNavigate();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div className="page">
      <ErrorPanel error={error} onRetry={() => navigate(0)} />
    </div>
  );
}
