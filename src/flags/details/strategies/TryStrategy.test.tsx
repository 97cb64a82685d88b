import { builtInStrategyDefinitions } from '../../../../contract/strategyDefinitions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Feature } from '../../../../contract';
import type { StrategyTryRequest, StrategyTryResult } from '../../../../contract/strategyTry';
import { rememberRecent } from '../../../evaluation-contexts/recentContexts';
import { fakeService, notFound, ok, type FakeCall } from '../../../test/fakeService';
import { renderRoutes } from '../../../test/render';
import { FlagDetailsPanel } from '../FlagDetailsPanel';

const feature: Feature = {
  name: 'checkout',
  environments: [{ name: 'development', type: 'development', enabled: true, strategies: [{ id: 's1', name: 'default', constraints: [{ contextName: 'plan', operator: 'IN', values: ['pro'] }] }] }],
};
const tryPath = '/api/admin/playground/strategy';

/**
 * The fake answers as the service would for a strategy that holds for the users it names in a
 * userWithId list (or for everyone with a 100 % rollout), so each test reads what the console
 * makes of the answer; the service's own evaluation is held to the SDK in its route tests.
 */
function answer(call: FakeCall) {
  const request = call.body as StrategyTryRequest;
  const listed = String(request.strategy.parameters?.userIds ?? '').split(',');
  const holdsFor = (context: Record<string, string>) =>
    request.strategy.name === 'userWithId' ? listed.includes(context.userId ?? '') : request.strategy.parameters?.rollout === '100';
  return ok({
    results: request.contexts.map((context): StrategyTryResult => ({
      context,
      strategy: { id: 'unsaved', name: request.strategy.name, parameters: {}, constraints: [], segments: [], result: { evaluationStatus: 'complete', enabled: holdsFor(context) } },
      feature: { isEnabled: holdsFor(context), isEnabledInCurrentEnvironment: true, hasUnsatisfiedDependency: false, variant: null },
    })),
  });
}

let service: ReturnType<typeof fakeService>;
beforeEach(() => {
  sessionStorage.setItem('flagdeck.token', 'test-token');
  service = fakeService({
    'GET /api/admin/projects/default/features/checkout': ok(feature),
    'GET /api/admin/segments': ok({ segments: [] }),
    'GET /api/admin/strategies': ok({ version: 1, strategies: builtInStrategyDefinitions }),
    'GET /api/admin/user': ok({ user: { id: 2, username: 'bob', rootRole: 2 }, permissions: [{ permission: 'CREATE_FEATURE_STRATEGY' }, { permission: 'UPDATE_FEATURE_STRATEGY' }] }),
    'GET /api/admin/projects/default/change-requests/config': ok([]),
    [`POST ${tryPath}`]: answer,
  });
});

async function openEditor(button = 'Add strategy in development') {
  renderRoutes(
    [{ path: '/projects/:projectId/flags', element: <Outlet />, children: [{ path: ':featureName', element: <FlagDetailsPanel /> }] }],
    '/projects/default/flags/checkout',
  );
  const article = await screen.findByRole('article', { name: 'development' });
  await userEvent.click(within(article).getByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: /checkout in development/ });
}

const tries = () => service.calls.filter((call) => call.path === tryPath).map((call) => call.body as StrategyTryRequest);
const row = (editor: HTMLElement, context: string) => within(within(editor).getByRole('list', { name: 'Tried contexts' })).getByText(context).closest('li');

describe('trying a strategy while editing it', () => {
  it('evaluates the unsaved strategy for the contexts used recently in the playground, and again as the form changes', async () => {
    rememberRecent('?userId=alice&compare=userId%3Dbob', [{ userId: 'alice' }, { userId: 'bob' }]);
    const editor = await openEditor();
    expect(await within(editor).findByRole('status')).toHaveTextContent('checkout would be on for 2 of 2 contexts in development.');
    expect(tries()[0]).toMatchObject({
      projectId: 'default', featureName: 'checkout', environment: 'development',
      strategy: { name: 'flexibleRollout', parameters: { rollout: '100' } }, contexts: [{ userId: 'alice' }, { userId: 'bob' }],
    });
    expect(tries()[0]).not.toHaveProperty('strategyId');

    await userEvent.selectOptions(within(editor).getByLabelText('Strategy'), 'userWithId');
    await userEvent.click(within(editor).getByLabelText(/User IDs/));
    await userEvent.paste('alice');
    await waitFor(() => expect(row(editor, 'userId=bob')).toHaveTextContent('userId=bob: off — not one of the user IDs'));
    expect(row(editor, 'userId=alice')).toHaveTextContent('userId=alice: on — this strategy holds');
    expect(within(editor).getByRole('status')).toHaveTextContent('checkout would be on for 1 of 2 contexts in development.');
  });

  it('tries a context typed there too, and names the saved strategy an edit replaces', async () => {
    const editor = await openEditor('Edit On for everyone');
    expect(within(editor).getByText(/No contexts to try yet/)).toBeInTheDocument();
    const field = within(editor).getByLabelText('Another context');
    await userEvent.type(field, 'carol');
    await userEvent.click(within(editor).getByRole('button', { name: 'Try this context' }));
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByRole('alert')).toHaveTextContent('"carol" is not a field and its value');
    await userEvent.clear(field);
    await userEvent.type(field, 'userId=carol plan=pro{Enter}');
    expect(await within(editor).findByRole('status')).toHaveTextContent('checkout would be on for 0 of 1 context in development.');
    expect(tries().at(-1)).toMatchObject({ strategyId: 's1', strategy: { name: 'default' }, contexts: [{ userId: 'carol', plan: 'pro' }] });
    // Enter added the context and saved nothing.
    expect(service.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.click(within(editor).getByRole('button', { name: 'Stop trying userId=carol · plan=pro' }));
    expect(within(editor).queryByRole('list', { name: 'Tried contexts' })).not.toBeInTheDocument();
  });

  it('asks nothing while a field needs a change, and says so', async () => {
    rememberRecent('?userId=alice', [{ userId: 'alice' }]);
    const editor = await openEditor();
    await within(editor).findByRole('list', { name: 'Tried contexts' });
    const share = within(editor).getByLabelText('Rollout %');
    await userEvent.clear(share);
    await userEvent.type(share, '150');
    expect(within(editor).getByRole('status')).toHaveTextContent('Fix the fields marked above to try it.');
    expect(tries().every((request) => request.strategy.parameters?.rollout !== '150')).toBe(true);
  });

  it('says that trying needs the embedded service where the service has no such endpoint (Unleash)', async () => {
    rememberRecent('?userId=alice', [{ userId: 'alice' }]);
    service.on({ [`POST ${tryPath}`]: notFound('There is no POST /api/admin/playground/strategy in this API.') });
    const editor = await openEditor();
    expect(await within(editor).findByText(/Trying a strategy before saving needs Flagdeck's embedded service/)).toBeInTheDocument();
  });
});
