import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrontendToggle } from '../../contract';
import { createQueryClient } from '../app/queryClient';
import { PlaygroundPage } from './PlaygroundPage';

const toggle = (name: string): FrontendToggle => ({ name, enabled: true, impressionData: false, variant: { name: 'disabled', enabled: false, feature_enabled: true } });
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** A service whose /api/frontend answers are decided per test, and which counts them. */
function fakeService(answer: (query: URLSearchParams) => Response | Promise<Response>) {
  const frontendCalls: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/frontend') {
      frontendCalls.push(url.search);
      return answer(url.searchParams);
    }
    if (url.pathname.endsWith('/features')) return json({ features: [] });
    if (url.pathname.startsWith('/api/admin/environments')) return json({ environments: [] });
    return json({ name: 'NotFoundError', message: 'no such route' }, 404);
  });
  vi.stubGlobal('fetch', fetch);
  return { frontendCalls };
}

function renderPlayground(path: string) {
  const onAuthenticationRequired = vi.fn();
  const router = createMemoryRouter([{ path: '/playground', element: <PlaygroundPage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient(onAuthenticationRequired)}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { router, onAuthenticationRequired };
}

const resultsTable = () => screen.findByRole('table', { name: 'Flags enabled for this context' });

beforeEach(() => sessionStorage.setItem('flagdeck.frontendToken', 'default:development.secret'));
afterEach(() => vi.unstubAllGlobals());

describe('the playground page', () => {
  it('keeps the previous answer on screen while the next context is evaluated', async () => {
    let answerBob: (response: Response) => void = () => undefined;
    fakeService((query) =>
      query.get('userId') === 'bob' ? new Promise<Response>((resolve) => (answerBob = resolve)) : json({ toggles: [toggle('for-ann')] }),
    );
    const { router } = renderPlayground('/playground?userId=ann&via=frontend');
    expect(within(await resultsTable()).getByRole('rowheader', { name: 'for-ann' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('userId'));
    await userEvent.type(screen.getByLabelText('userId'), 'bob');
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(router.state.location.search).toBe('?userId=bob&via=frontend');
    expect(await screen.findByText(/updating/)).toBeInTheDocument();
    expect(within(await resultsTable()).getByRole('rowheader', { name: 'for-ann' })).toBeInTheDocument();

    answerBob(json({ toggles: [toggle('for-bob')] }));
    expect(await within(await resultsTable()).findByRole('rowheader', { name: 'for-bob' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'for-ann' })).not.toBeInTheDocument();
  });

  it('asks the service again when the same context is evaluated again', async () => {
    const { frontendCalls } = fakeService(() => json({ toggles: [] }));
    renderPlayground('/playground?userId=ann&via=frontend');
    expect(await screen.findByText('No flag is enabled for this context.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    await vi.waitFor(() => expect(frontendCalls).toEqual(['?userId=ann', '?userId=ann']));
  });

  it('a 401 for the frontend token is said by the form and leaves the admin session alone', async () => {
    fakeService(() => json({ name: 'AuthenticationRequired', message: 'You must log in' }, 401));
    const { onAuthenticationRequired } = renderPlayground('/playground?userId=ann&via=frontend');
    expect(await screen.findByRole('heading', { name: 'Frontend token not accepted' })).toBeInTheDocument();
    expect(screen.getByLabelText('Frontend token')).toHaveAttribute('aria-invalid', 'true');
    expect(onAuthenticationRequired).not.toHaveBeenCalled();
  });

  it('sends nothing without a frontend token, and says what is missing', async () => {
    sessionStorage.clear();
    const { frontendCalls } = fakeService(() => json({ toggles: [] }));
    renderPlayground('/playground?via=frontend');
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a frontend token to evaluate');
    expect(frontendCalls).toEqual([]);
  });

  it('refuses a property value without a name before sending', async () => {
    const { frontendCalls } = fakeService(() => json({ toggles: [] }));
    renderPlayground('/playground?userId=ann&via=frontend');
    await screen.findByText('No flag is enabled for this context.');
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    await userEvent.type(screen.getByLabelText('Value of property 1'), 'pro');
    expect(screen.getByText('A property needs a name.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Context A: a property needs attention. Nothing was sent.');
    expect(frontendCalls).toEqual(['?userId=ann']);
  });
});

/** A service with an admin playground that answers premium-analytics as off for anyone, and counts the requests. */
function fakeAdminService() {
  const requests: unknown[] = [];
  const entry = (context: Record<string, string>) => ({
    name: 'premium-analytics', projectId: 'default', environment: 'production', context,
    isEnabled: false, isEnabledInCurrentEnvironment: true, hasUnsatisfiedDependency: false, variant: { name: 'disabled', enabled: false }, variants: [],
    strategies: { result: false, data: [{
      id: 's1', name: 'flexibleRollout', disabled: false, parameters: { rollout: '100', stickiness: 'default', groupId: 'premium-analytics' },
      result: { evaluationStatus: 'complete', enabled: false }, segments: [],
      constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro', 'enterprise'], inverted: false, result: false }],
    }] },
  });
  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname === '/api/admin/playground/advanced') {
      const body = JSON.parse(String(init?.body)) as { context: { properties: Record<string, string>; userId?: string } };
      requests.push(body);
      return json({ input: body, features: [{ name: 'premium-analytics', projectId: 'default', environments: { production: [entry({ userId: body.context.userId ?? '', ...body.context.properties })] } }] });
    }
    if (url.pathname === '/api/admin/environments/project/default') {
      return json({ environments: ['development', 'production'].map((name, sortOrder) => ({ name, type: name, enabled: true, sortOrder, protected: false })) });
    }
    return json({ name: 'NotFoundError', message: 'no such route' }, 404);
  }));
  return { requests };
}

describe('the playground with the admin playground', () => {
  it('evaluates with the sign-in, no frontend token, and says which constraint failed', async () => {
    sessionStorage.clear();
    const { requests } = fakeAdminService();
    renderPlayground('/playground?userId=bob&properties%5Bplan%5D=free&env=production');
    const why = await screen.findByRole('region', { name: 'Not enabled for this context' });
    const row = within(why).getByRole('row', { name: /premium-analytics/ });
    expect(row).toHaveTextContent('plan is free; the strategy needs plan to be one of pro, enterprise.');
    expect(within(row).getByRole('link', { name: 'premium-analytics' })).toHaveAttribute('href', '/projects/default/flags/premium-analytics');
    expect(requests).toEqual([{ environments: ['production'], projects: ['default'], context: { appName: 'frontend-api', userId: 'bob', properties: { plan: 'free' } } }]);
    expect(screen.queryByLabelText('Frontend token')).not.toBeInTheDocument();
  });

  it('marks the results as the last valid input\'s once the JSON no longer parses', async () => {
    fakeAdminService();
    renderPlayground('/playground?userId=bob&env=production&view=raw');
    await screen.findByRole('region', { name: 'Not enabled for this context' });
    expect(screen.queryByText(/These results are for the last valid input/)).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Context A as JSON'), '{{}');
    expect(screen.getByText(/^These results are for the last valid input \(userId=bob\), not for the form: in Context A its JSON does not parse/)).toBeInTheDocument();
  });
});

