import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { refuseToken } from '../api/tokenStore';
import { createQueryClient } from './queryClient';
import { router } from './router';
import { RouteErrorBoundary } from './RouteErrorBoundary';

// A 401 anywhere forgets the token and asks for a new one over the page (SessionEndedDialog),
// so nothing the user typed is lost; the sign-in page handles its own refusals.
const queryClient = createQueryClient(() => {
  if (router.state.location.pathname === '/sign-in') return;
  refuseToken();
});

export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
