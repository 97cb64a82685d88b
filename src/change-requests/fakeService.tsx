import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';

/**
 * Test support: a fetch that answers like a flag service, from a table of "METHOD /path" to
 * answers (the path without its query); anything not in the table is a 404, as a service without
 * that endpoint answers. Every call is recorded with its parsed body and query.
 */
configure({ asyncUtilTimeout: 5000 });

export interface Call { method: string; path: string; query: URLSearchParams; body: unknown }
export type Answer = { status: number; body?: unknown };
export type Route = Answer | ((call: Call) => Answer);

export const notFound: Answer = { status: 404, body: { id: 'e', name: 'NotFoundError', message: 'Could not find the resource.' } };
export const ok = (body: unknown): Answer => ({ status: 200, body });

export function fakeService(routes: Record<string, Route>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://flagdeck.test');
    const call = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = route === undefined ? notFound : typeof route === 'function' ? route(call) : route;
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status });
  }));
  return calls;
}

export function renderRoutes(routes: RouteObject[], path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export const renderAt = (element: ReactElement, pattern: string, path: string) => renderRoutes([{ path: pattern, element }], path);

/** `GET /api/admin/user` of an editor (id 2 by default), as the embedded service answers. */
export const editor = (id = 2) => ok({
  user: { id, username: `user-${id}`, rootRole: 2 },
  permissions: ['CREATE_CHANGE_REQUEST', 'APPROVE_CHANGE_REQUEST', 'APPLY_CHANGE_REQUEST', 'UPDATE_FEATURE_ENVIRONMENT'].map((permission) => ({ permission })),
});

let nextId = 100;
/** A change request as the embedded service answers it; `extra` overrides. */
export function changeRequest(extra: Record<string, unknown> = {}) {
  return {
    id: nextId++, title: 'Turn off checkout', environment: 'production', project: 'default', minApprovals: 2, state: 'In review',
    features: [{ name: 'checkout', changes: [{ id: 1, action: 'updateEnabled', payload: { enabled: false }, before: { enabled: true } }] }],
    segments: [], approvals: [], rejections: [], comments: [],
    createdBy: { id: 1, username: 'pm' }, createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    ...extra,
  };
}
