import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';

/** A query client as a component test wants one: its own per test, and no retries to wait for. */
export const testQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

/** Renders routes on a memory router at `path`, inside a query client (a fresh one unless given). */
export function renderRoutes(routes: RouteObject[], path: string, queryClient = testQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

/** Renders one element as the route `pattern`, at `path`. */
export const renderAt = (element: ReactElement, pattern: string, path: string, queryClient = testQueryClient()) =>
  renderRoutes([{ path: pattern, element }], path, queryClient);
