import { builtInStrategyDefinitions } from '../../../../contract/strategyDefinitions';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Feature } from '../../../../contract';
import { failure, fakeService, ok } from '../../../test/fakeService';
import { renderRoutes } from '../../../test/render';
import { FlagDetailsPanel } from '../FlagDetailsPanel';

const rollout = { id: 's1', name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'default', groupId: 'checkout' }, constraints: [] };
const feature: Feature = {
  name: 'checkout',
  environments: [
    { name: 'development', type: 'development', enabled: true, strategies: [rollout, { id: 's2', name: 'default', title: 'Everyone else' }] },
    { name: 'staging', type: 'production', enabled: true, strategies: [] },
    { name: 'production', type: 'production', enabled: true, strategies: [] },
  ],
};
const strategies = (environment: string) => `/api/admin/projects/default/features/checkout/environments/${environment}/strategies`;
const permissions = ['CREATE_FEATURE_STRATEGY', 'UPDATE_FEATURE_STRATEGY', 'DELETE_FEATURE_STRATEGY'];
const user = (granted = permissions) => ok({ user: { id: 2, username: 'bob', rootRole: 2 }, permissions: granted.map((permission) => ({ permission })) });

let service: ReturnType<typeof fakeService>;
beforeEach(() => {
  sessionStorage.setItem('flagdeck.token', 'test-token');
  service = fakeService({
    'GET /api/admin/projects/default/features/checkout': ok(feature),
    'GET /api/admin/segments': ok({ segments: [{ id: 7, name: 'beta-testers', constraints: [] }] }),
    'GET /api/admin/strategies': ok({ version: 1, strategies: builtInStrategyDefinitions }),
    'GET /api/admin/environments/project/default': ok({ environments: [{ name: 'development', type: 'development' }, { name: 'staging', type: 'production' }, { name: 'production', type: 'production' }] }),
    'GET /api/admin/user': user(),
    'GET /api/admin/projects/default/change-requests/config': ok([
      { environment: 'production', type: 'production', changeRequestEnabled: true, requiredApprovals: 1 },
      { environment: 'staging', type: 'production', changeRequestEnabled: false },
    ]),
    [`POST ${strategies('development')}`]: (call) => ok({ ...(call.body as object), id: 'new' }),
    [`POST ${strategies('staging')}`]: (call) => ok({ ...(call.body as object), id: 'new' }),
    [`DELETE ${strategies('development')}/s2`]: ok(),
    [`POST ${strategies('development')}/set-sort-order`]: ok(),
    'POST /api/admin/projects/default/environments/production/change-requests': ok({
      id: 41, title: 'Strategy', environment: 'production', project: 'default', minApprovals: 1, state: 'Draft',
      features: [{ name: 'checkout', changes: [{ id: 1, action: 'addStrategy', payload: { name: 'flexibleRollout' } }] }],
      segments: [], approvals: [], rejections: [], comments: [], createdBy: { id: 2, username: 'bob' }, createdAt: new Date().toISOString(),
    }),
  });
});

function renderPanel() {
  renderRoutes(
    [{ path: '/projects/:projectId/flags', element: <Outlet />, children: [{ path: ':featureName', element: <FlagDetailsPanel /> }] }],
    '/projects/default/flags/checkout',
  );
}

async function openEditor(environment: string) {
  renderPanel();
  const article = await screen.findByRole('article', { name: environment });
  await userEvent.click(within(article).getByRole('button', { name: `Add strategy in ${environment}` }));
  return screen.findByRole('dialog', { name: new RegExp(`Add a strategy to checkout in ${environment}`) });
}

const posted = (path: string) => service.calls.filter((call) => call.method === 'POST' && call.path === path).map((call) => call.body);

describe('the strategy editor', () => {
  it('refuses a date the SDK would read differently at its field, sending nothing', async () => {
    const editor = await openEditor('development');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add constraint' }));
    await userEvent.selectOptions(within(editor).getByLabelText('Operator'), 'DATE_AFTER');
    const value = within(editor).getByLabelText('Value');
    await userEvent.click(value);
    await userEvent.paste('next tuesday');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(editor).toHaveTextContent('DATE_AFTER needs a date-time with its time zone');
    expect(posted(strategies('development'))).toEqual([]);
  });

  it('adds a 25 % rollout sticky on userId with a date constraint and a segment, saying what the rollout means', async () => {
    const editor = await openEditor('development');
    const share = within(editor).getByLabelText('Rollout %');
    await userEvent.clear(share);
    await userEvent.type(share, '25');
    await userEvent.selectOptions(within(editor).getByLabelText('Stickiness'), 'userId');
    await userEvent.clear(within(editor).getByLabelText('groupId'));
    await userEvent.click(within(editor).getByLabelText('groupId'));
    await userEvent.paste('payments');
    expect(editor).toHaveTextContent('On for about 25 % of users, sticky on userId, the same users as other flags with groupId payments.');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add constraint' }));
    await userEvent.selectOptions(within(editor).getByLabelText('Operator'), 'DATE_AFTER');
    await userEvent.click(within(editor).getByLabelText('Value'));
    await userEvent.paste('2030-01-31T09:00:00+01:00');
    await userEvent.click(within(editor).getByRole('checkbox', { name: /beta-testers/ }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    await waitFor(() => expect(posted(strategies('development'))).toHaveLength(1));
    expect(posted(strategies('development'))[0]).toMatchObject({
      name: 'flexibleRollout', parameters: { rollout: '25', stickiness: 'userId', groupId: 'payments' },
      constraints: [{ contextName: 'userId', operator: 'DATE_AFTER', value: '2030-01-31T09:00:00+01:00' }], segments: [7],
    });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Add a strategy/ })).not.toBeInTheDocument());
  });

  it('keeps the form when the service refuses, with its reason at the field', async () => {
    service.on({ [`POST ${strategies('development')}`]: { status: 400, body: { id: 'x', name: 'BadDataError', message: 'bad', details: [{ message: 'must be a whole number from 0 to 100', path: 'parameters.rollout' }] } } });
    const editor = await openEditor('development');
    await userEvent.click(within(editor).getByLabelText('Title (optional)'));
    await userEvent.paste('Kept title');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    expect(await within(editor).findByText('must be a whole number from 0 to 100')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Rollout %')).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByLabelText('Title (optional)')).toHaveValue('Kept title');
  });

  it('says a concurrent change happened and applies again on request', async () => {
    let answers = 0;
    service.on({ [`POST ${strategies('development')}`]: (call) => (++answers === 1 ? failure(409, 'ConflictError', 'The flag changed.') : ok({ ...(call.body as object), id: 'new' })) });
    const editor = await openEditor('development');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    expect(await within(editor).findByText(/Someone changed this flag meanwhile/)).toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('button', { name: 'Apply again' }));
    await waitFor(() => expect(answers).toBe(2));
  });

  it('asks first in a production environment without change requests, naming the flag and the environment', async () => {
    const editor = await openEditor('staging');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    const question = await screen.findByRole('alertdialog', { name: 'Change checkout in staging?' });
    expect(posted(strategies('staging'))).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Save in production' }));
    await waitFor(() => expect(posted(strategies('staging'))).toHaveLength(1));
  });

  it('puts the strategy into the user\'s draft where the environment requires change requests', async () => {
    const editor = await openEditor('production');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add to change request' }));
    const added = await screen.findByRole('alertdialog', { name: 'Added to your draft change request' });
    expect(within(added).getByRole('link', { name: 'change request #41' })).toHaveAttribute('href', '/projects/default/change-requests/41');
    expect(posted('/api/admin/projects/default/environments/production/change-requests')).toEqual([
      { feature: 'checkout', action: 'addStrategy', payload: expect.objectContaining({ name: 'flexibleRollout', parameters: { rollout: '100', stickiness: 'default', groupId: 'checkout' } }) },
    ]);
    expect(posted(strategies('production'))).toEqual([]);
  });

  it('takes 10,000 pasted values as a list drawn in part, each removable by keyboard, and refuses it at the field beyond what a constraint holds', async () => {
    const editor = await openEditor('development');
    await userEvent.click(within(editor).getByRole('button', { name: 'Add constraint' }));
    await userEvent.click(within(editor).getByLabelText(/^Values to add/));
    await userEvent.paste(Array.from({ length: 10_000 }, (_, index) => `user-${index}`).join('\n'));
    expect(editor).toHaveTextContent('10,000 values. Added 10,000 values.');
    const list = within(editor).getByRole('list', { name: 'Values of constraint 1' });
    expect(within(list).getAllByRole('listitem').length).toBeLessThan(20);
    expect(within(list).getAllByRole('listitem')[0]).toHaveAttribute('aria-setsize', '10000');

    await userEvent.tab();
    await userEvent.tab();
    expect(within(list).getByRole('button', { name: 'Remove user-0' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(within(list).getByRole('button', { name: 'Remove user-9999' })).toHaveFocus();
    await userEvent.keyboard('{Delete}');
    expect(editor).toHaveTextContent('9,999 values');
    expect(within(list).getByRole('button', { name: 'Remove user-9998' })).toHaveFocus();

    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    expect(within(editor).getByLabelText(/^Values to add/)).toHaveAttribute('aria-invalid', 'true');
    expect(posted(strategies('development'))).toEqual([]);
  });

  it('deletes after asking, and moves a strategy with the keyboard', async () => {
    renderPanel();
    const development = await screen.findByRole('article', { name: 'development' });
    await userEvent.click(within(development).getByRole('button', { name: 'Delete Everyone else' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Delete a strategy of checkout in development?' })).getByRole('button', { name: 'Delete strategy' }));
    await waitFor(() => expect(service.called()).toContain(`DELETE ${strategies('development')}/s2`));

    within(development).getByRole('button', { name: 'Move Everyone else up' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(posted(`${strategies('development')}/set-sort-order`)).toEqual([[{ id: 's2', sortOrder: 0 }, { id: 's1', sortOrder: 1 }]]));
  });

  it('asks before a new order in production, and proposes one where change requests are required', async () => {
    const two = [rollout, { id: 's2', name: 'default', title: 'Everyone else' }];
    service.on({
      'GET /api/admin/projects/default/features/checkout': ok({ ...feature, environments: feature.environments?.map((environment) => ({ ...environment, strategies: two })) }),
      [`POST ${strategies('staging')}/set-sort-order`]: ok(),
    });
    renderPanel();
    const staging = await screen.findByRole('article', { name: 'staging' });
    await userEvent.click(within(staging).getByRole('button', { name: 'Move Everyone else up' }));
    const question = await screen.findByRole('alertdialog', { name: 'Reorder the strategies of checkout in staging?' });
    expect(posted(`${strategies('staging')}/set-sort-order`)).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Reorder in production' }));
    await waitFor(() => expect(posted(`${strategies('staging')}/set-sort-order`)).toEqual([[{ id: 's2', sortOrder: 0 }, { id: 's1', sortOrder: 1 }]]));

    const production = screen.getByRole('article', { name: 'production' });
    await userEvent.click(within(production).getByRole('button', { name: 'Move Everyone else up' }));
    expect(await within(production).findByRole('status')).toHaveTextContent('The new order waits in your draft change request for production (change request #41).');
    expect(posted('/api/admin/projects/default/environments/production/change-requests')).toEqual([
      { feature: 'checkout', action: 'reorderStrategy', payload: [{ id: 's2', sortOrder: 0 }, { id: 's1', sortOrder: 1 }] },
    ]);
    expect(posted(`${strategies('production')}/set-sort-order`)).toEqual([]);
  });

  it('copies one strategy, or all of an environment\'s, to another environment: straight in, or into the draft', async () => {
    renderPanel();
    const development = await screen.findByRole('article', { name: 'development' });
    await userEvent.click(within(development).getByRole('button', { name: 'Copy Everyone else to another environment' }));
    const one = await screen.findByRole('alertdialog', { name: 'Copy “Everyone else” of checkout' });
    await userEvent.selectOptions(within(one).getByLabelText('Into environment'), 'staging');
    await userEvent.click(within(one).getByRole('button', { name: 'Copy into staging' }));
    expect(await within(one).findByRole('status')).toHaveTextContent('Copied into staging.');
    expect(posted(strategies('staging'))).toEqual([{ name: 'default', title: 'Everyone else' }]);
    await userEvent.click(within(one).getByRole('button', { name: 'Close' }));

    await userEvent.click(within(development).getByRole('button', { name: 'Copy all development strategies to another environment' }));
    const all = await screen.findByRole('alertdialog', { name: 'Copy the development strategies of checkout' });
    await userEvent.selectOptions(within(all).getByLabelText('Into environment'), 'production');
    await userEvent.click(within(all).getByRole('button', { name: 'Add to change request' }));
    expect(await within(all).findByRole('status')).toHaveTextContent('Added to your draft change request for production.');
    expect(posted('/api/admin/projects/default/environments/production/change-requests')).toEqual([
      { feature: 'checkout', action: 'addStrategy', payload: expect.objectContaining({ name: 'flexibleRollout', parameters: rollout.parameters }) },
      { feature: 'checkout', action: 'addStrategy', payload: expect.objectContaining({ name: 'default', title: 'Everyone else' }) },
    ]);
  });

  it('leaves what the user may not do unavailable, with the reason', async () => {
    service.on({ 'GET /api/admin/user': user(['UPDATE_FEATURE_STRATEGY']) });
    renderPanel();
    const development = await screen.findByRole('article', { name: 'development' });
    const add = within(development).getByRole('button', { name: 'Add strategy in development' });
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'true'));
    expect(add).toHaveAccessibleDescription('You need the CREATE_FEATURE_STRATEGY permission in development.');
    await userEvent.click(add);
    expect(screen.queryByRole('dialog', { name: /Add a strategy/ })).not.toBeInTheDocument();
  });

  it('says what someone else changed since the editor opened, keeps the form, and applies it again or starts from theirs', async () => {
    service.on({ [`PUT ${strategies('development')}/s1`]: (call) => ok({ ...(call.body as object), id: 's1' }) });
    renderPanel();
    const development = await screen.findByRole('article', { name: 'development' });
    await userEvent.click(within(development).getByRole('button', { name: /^Edit 50%/ }));
    const editor = await screen.findByRole('dialog', { name: /Edit strategy of checkout in development/ });
    await userEvent.click(within(editor).getByLabelText('Title (optional)'));
    await userEvent.paste('Mine');
    // Meanwhile someone else makes it a 10 % rollout.
    const theirs = { ...rollout, parameters: { ...rollout.parameters, rollout: '10' } };
    service.on({ 'GET /api/admin/projects/default/features/checkout': ok({ ...feature, environments: feature.environments?.map((environment) => (environment.name === 'development' ? { ...environment, strategies: [theirs] } : environment)) }) });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    const notice = await within(editor).findByRole('table', { name: 'The strategy: when you opened the editor, and now' });
    expect(within(notice).getByRole('row', { name: /Rule/ })).toHaveTextContent('Rule50% of users→10% of users');
    expect(service.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(within(editor).getByLabelText('Title (optional)')).toHaveValue('Mine');

    await userEvent.click(within(editor).getByRole('button', { name: 'Start from theirs' }));
    expect(within(editor).getByLabelText('Rollout %')).toHaveValue('10');
    expect(within(editor).getByLabelText('Title (optional)')).toHaveValue('');
    await userEvent.click(within(editor).getByLabelText('Title (optional)'));
    await userEvent.paste('Mine after all');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    await waitFor(() => expect(service.calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
      expect.objectContaining({ title: 'Mine after all', parameters: expect.objectContaining({ rollout: '10' }) }),
    ]));
  });

  it('applies the form again over a change made meanwhile, or adds it anew where the strategy was deleted', async () => {
    service.on({ [`PUT ${strategies('development')}/s1`]: (call) => ok({ ...(call.body as object), id: 's1' }) });
    renderPanel();
    const development = await screen.findByRole('article', { name: 'development' });
    await userEvent.click(within(development).getByRole('button', { name: /^Edit 50%/ }));
    const editor = await screen.findByRole('dialog', { name: /Edit strategy of checkout in development/ });
    service.on({ 'GET /api/admin/projects/default/features/checkout': ok({ ...feature, environments: feature.environments?.map((environment) => (environment.name === 'development' ? { ...environment, strategies: [] } : environment)) }) });
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    expect(await within(editor).findByText(/The strategy was deleted by someone else since you opened the editor/)).toBeInTheDocument();
    expect(within(editor).queryByRole('button', { name: 'Start from theirs' })).not.toBeInTheDocument();
    await userEvent.click(within(editor).getByRole('button', { name: 'Add mine as a new strategy' }));
    await waitFor(() => expect(posted(strategies('development'))).toEqual([expect.objectContaining({ name: 'flexibleRollout', parameters: expect.objectContaining({ rollout: '50' }) })]));
    expect(service.calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });
});
