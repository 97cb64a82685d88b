import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router-dom';
import { queryClient } from '../lib/consoleQueryClient';
import { RouteErrorBoundary } from './RouteErrorBoundary';

export function Component() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
