import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { FrontendToggle } from '../../contract';
import { createQueryClient } from '../lib/queryClient';
import { failure, fakeService, ok, type Answer } from '../test/fakeService';
import { renderAt } from '../test/render';
import { PlaygroundPage } from './PlaygroundPage';

const toggle = (name: string): FrontendToggle => ({ name, enabled: true, impressionData: false, variant: { name: 'disabled', enabled: false, feature_enabled: true } });

/** A service whose /api/frontend answers are decided per test; the project its token names has no flags. */
function serve(answer: (query: URLSearchParams) => Answer | Promise<Answer>) {
  const service = fakeService({
    'GET /api/frontend': ({ query }) => answer(query),
    'GET /api/admin/projects/default/features': ok({ features: [] }),
    'GET /api/admin/environments/project/default': ok({ environments: [] }),
  });
  const frontendCalls = () => service.calls.filter((call) => call.path === '/api/frontend').map((call) => (call.query.size > 0 ? `?${call.query}` : ''));
  return { frontendCalls };
}

/** The console's own query client, so a 401 is handled as the console handles it. */
function renderPlayground(path: string) {
  const onAuthenticationRequired = vi.fn();
  const { router } = renderAt(<PlaygroundPage />, '/playground', path, createQueryClient(onAuthenticationRequired));
  return { router, onAuthenticationRequired };
}

const resultsTable = () => screen.findByRole('table', { name: 'Flags enabled for this context' });

beforeEach(() => sessionStorage.setItem('flagdeck.frontendToken', 'default:development.secret'));

describe('the playground page', () => {
  it('keeps the previous answer on screen while the next context is evaluated', async () => {
    let answerBob: (answer: Answer) => void = () => undefined;
    serve((query) =>
      query.get('userId') === 'bob' ? new Promise<Answer>((resolve) => (answerBob = resolve)) : ok({ toggles: [toggle('for-ann')] }),
    );
    const { router } = renderPlayground('/playground?userId=ann&via=frontend');
    expect(within(await resultsTable()).getByRole('rowheader', { name: 'for-ann' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('userId'));
    await userEvent.type(screen.getByLabelText('userId'), 'bob');
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(router.state.location.search).toBe('?userId=bob&via=frontend');
    expect(await screen.findByText(/updating/)).toBeInTheDocument();
    expect(within(await resultsTable()).getByRole('rowheader', { name: 'for-ann' })).toBeInTheDocument();

    answerBob(ok({ toggles: [toggle('for-bob')] }));
    expect(await within(await resultsTable()).findByRole('rowheader', { name: 'for-bob' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'for-ann' })).not.toBeInTheDocument();
  });

  it('asks the service again when the same context is evaluated again', async () => {
    const { frontendCalls } = serve(() => ok({ toggles: [] }));
    renderPlayground('/playground?userId=ann&via=frontend');
    expect(await screen.findByText('No flag is enabled for this context.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    await vi.waitFor(() => expect(frontendCalls()).toEqual(['?userId=ann', '?userId=ann']));
  });

  it('a 401 for the frontend token is said by the form and leaves the admin session alone', async () => {
    serve(() => failure(401, 'AuthenticationRequired', 'You must log in'));
    const { onAuthenticationRequired } = renderPlayground('/playground?userId=ann&via=frontend');
    expect(await screen.findByRole('heading', { name: 'Frontend token not accepted' })).toBeInTheDocument();
    expect(screen.getByLabelText('Frontend token')).toHaveAttribute('aria-invalid', 'true');
    expect(onAuthenticationRequired).not.toHaveBeenCalled();
  });

  it('sends nothing without a frontend token, and says what is missing', async () => {
    sessionStorage.clear();
    const { frontendCalls } = serve(() => ok({ toggles: [] }));
    renderPlayground('/playground?via=frontend');
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a frontend token to evaluate');
    expect(frontendCalls()).toEqual([]);
  });

  it('refuses a property value without a name before sending', async () => {
    const { frontendCalls } = serve(() => ok({ toggles: [] }));
    renderPlayground('/playground?userId=ann&via=frontend');
    await screen.findByText('No flag is enabled for this context.');
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    await userEvent.type(screen.getByLabelText('Value of property 1'), 'pro');
    expect(screen.getByText('A property needs a name.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Context A: a property needs attention. Nothing was sent.');
    expect(frontendCalls()).toEqual(['?userId=ann']);
  });
});

/** A service with an admin playground that answers premium-analytics as off for anyone, and keeps the requests. */
function fakeAdminService() {
  const entry = (context: Record<string, string>) => ({
    name: 'premium-analytics', projectId: 'default', environment: 'production', context,
    isEnabled: false, isEnabledInCurrentEnvironment: true, hasUnsatisfiedDependency: false, variant: { name: 'disabled', enabled: false }, variants: [],
    strategies: { result: false, data: [{
      id: 's1', name: 'flexibleRollout', disabled: false, parameters: { rollout: '100', stickiness: 'default', groupId: 'premium-analytics' },
      result: { evaluationStatus: 'complete', enabled: false }, segments: [],
      constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro', 'enterprise'], inverted: false, result: false }],
    }] },
  });
  const service = fakeService({
    'POST /api/admin/playground/advanced': ({ body }) => {
      const { context } = body as { context: { properties: Record<string, string>; userId?: string } };
      return ok({ input: body, features: [{ name: 'premium-analytics', projectId: 'default', environments: { production: [entry({ userId: context.userId ?? '', ...context.properties })] } }] });
    },
    'GET /api/admin/environments/project/default': ok({
      environments: ['development', 'production'].map((name, sortOrder) => ({ name, type: name, enabled: true, sortOrder, protected: false })),
    }),
  });
  const requests = () => service.calls.filter((call) => call.path === '/api/admin/playground/advanced').map((call) => call.body);
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
    expect(requests()).toEqual([{ environments: ['production'], projects: ['default'], context: { appName: 'frontend-api', userId: 'bob', properties: { plan: 'free' } } }]);
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

