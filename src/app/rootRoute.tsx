import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { clearToken } from '../api/tokenStore';
import { createQueryClient } from './queryClient';
import { paths } from './paths';
import { router } from './router';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// A 401 anywhere ends the session and returns to sign-in, which brings the user back here.
const queryClient = createQueryClient(() => {
  const { pathname, search } = router.state.location;
  if (pathname === '/sign-in') return;
  clearToken();
  void router.navigate(paths.signIn(pathname + search), { replace: true });
});

export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
