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
    const { router } = renderPlayground('/playground?userId=ann');
    expect(within(await resultsTable()).getByRole('rowheader', { name: 'for-ann' })).toBeInTheDocument();

    await userEvent.clear(screen.getByLabelText('userId'));
    await userEvent.type(screen.getByLabelText('userId'), 'bob');
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(router.state.location.search).toBe('?userId=bob');
    expect(await screen.findByText(/updating/)).toBeInTheDocument();
    expect(within(await resultsTable()).getByRole('rowheader', { name: 'for-ann' })).toBeInTheDocument();

    answerBob(ok({ toggles: [toggle('for-bob')] }));
    expect(await within(await resultsTable()).findByRole('rowheader', { name: 'for-bob' })).toBeInTheDocument();
    expect(screen.queryByRole('rowheader', { name: 'for-ann' })).not.toBeInTheDocument();
  });

  it('asks the service again when the same context is evaluated again', async () => {
    const { frontendCalls } = serve(() => ok({ toggles: [] }));
    renderPlayground('/playground?userId=ann');
    expect(await screen.findByText('No flag is enabled for this context.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    await vi.waitFor(() => expect(frontendCalls()).toEqual(['?userId=ann', '?userId=ann']));
  });

  it('a 401 for the frontend token is said by the form and leaves the admin session alone', async () => {
    serve(() => failure(401, 'AuthenticationRequired', 'You must log in'));
    const { onAuthenticationRequired } = renderPlayground('/playground?userId=ann');
    expect(await screen.findByRole('heading', { name: 'Frontend token not accepted' })).toBeInTheDocument();
    expect(screen.getByLabelText('Frontend token')).toHaveAttribute('aria-invalid', 'true');
    expect(onAuthenticationRequired).not.toHaveBeenCalled();
  });

  it('sends nothing without a frontend token, and says what is missing', async () => {
    sessionStorage.clear();
    const { frontendCalls } = serve(() => ok({ toggles: [] }));
    renderPlayground('/playground');
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Enter a frontend token to evaluate');
    expect(frontendCalls()).toEqual([]);
  });

  it('refuses a property value without a name before sending', async () => {
    const { frontendCalls } = serve(() => ok({ toggles: [] }));
    renderPlayground('/playground?userId=ann');
    await screen.findByText('No flag is enabled for this context.');
    await userEvent.click(screen.getByRole('button', { name: 'Add property' }));
    await userEvent.type(screen.getByLabelText('Value of property 1'), 'pro');
    expect(screen.getByText('A property needs a name.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Evaluate' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Context A: a property needs attention. Nothing was sent.');
    expect(frontendCalls()).toEqual(['?userId=ann']);
  });
});
