import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { vi } from 'vitest';
import { ServiceAccountsPage } from './ServiceAccountsPage';
import { TokensPage } from './TokensPage';

/** Test support: the area's pages on a memory router, over a fetch that answers like a service. */

// These tests walk whole journeys; on a loaded machine a step can take longer than the 1 s default.
configure({ asyncUtilTimeout: 5000 });

export type Answer = { status: number; body?: unknown } | Promise<{ status: number; body?: unknown }>;
export type Handler = (request: { method: string; path: string; body: unknown }) => Answer | undefined;

export function stubService(handler: Handler) {
  const calls: { method: string; path: string; body: unknown }[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = { method: init?.method ?? 'GET', path: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(request);
    const answer = (await handler(request)) ?? { status: 404, body: { id: 'x', name: 'NotFoundError', message: `no route ${request.path}` } };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

export function renderPage(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      { path: '/service-accounts', element: <ServiceAccountsPage /> },
      { path: '/service-accounts/:id/tokens', element: <TokensPage /> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { queryClient, router };
}
