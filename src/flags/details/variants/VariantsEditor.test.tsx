import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Feature } from '../../../../contract';
import { fakeService, ok, type Route } from '../../../test/fakeService';
import { renderRoutes } from '../../../test/render';
import { FlagDetailsPanel } from '../FlagDetailsPanel';

const feature: Feature = {
  name: 'checkout',
  environments: [
    { name: 'development', type: 'development', enabled: true, strategies: [], variants: [] },
    { name: 'production', type: 'production', enabled: true, strategies: [], variants: [
      { name: 'red', weight: 1000, weightType: 'variable', stickiness: 'userId', payload: { type: 'string', value: 'r' }, overrides: [] },
    ] },
  ],
};
const variantsPath = (environment: string) => `PUT /api/admin/projects/default/features/checkout/environments/${environment}/variants`;
const user = (...permissions: string[]) => ok({ user: { id: 2, username: 'pm', rootRole: 2 }, permissions: permissions.map((permission) => ({ permission })) });
const editorPermissions = ['UPDATE_FEATURE_ENVIRONMENT_VARIANTS', 'CREATE_CHANGE_REQUEST'];
const stored = ok({ version: 1, variants: [] });
const draft = {
  id: 7, title: 'Variants', environment: 'production', project: 'default', minApprovals: 1, state: 'Draft',
  features: [{ name: 'checkout', changes: [{ id: 1, action: 'patchVariant', payload: { variants: [] } }] }],
  segments: [], approvals: [], rejections: [], comments: [], createdBy: { id: 2, username: 'pm' }, createdAt: new Date().toISOString(),
};

function serve(routes: Record<string, Route> = {}) {
  return fakeService({
    'GET /api/admin/projects/default/features/checkout': ok(feature),
    'GET /api/admin/user': user(...editorPermissions),
    ...routes,
  });
}

function renderPanel() {
  renderRoutes(
    [{ path: '/projects/:projectId/flags', element: <Outlet />, children: [{ path: ':featureName', element: <FlagDetailsPanel /> }] }],
    '/projects/default/flags/checkout',
  );
}

const environment = (name: string) => screen.findByRole('article', { name });
const variantGroup = (number: number) => screen.getByRole('group', { name: `Variant ${number}` });

beforeEach(() => sessionStorage.setItem('flagdeck.token', 'test-token'));

describe('the variants editor', () => {
  it('adds variants with fixed and variable weights and a JSON payload checked at the field, and saves them as one PUT', async () => {
    const { calls } = serve({ [variantsPath('development')]: stored });
    renderPanel();
    await userEvent.click(within(await environment('development')).getByRole('button', { name: 'Add variants in development' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add variant' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add variant' }));
    const first = variantGroup(1);
    await userEvent.clear(within(first).getByLabelText('Name'));
    await userEvent.type(within(first).getByLabelText('Name'), 'control');
    await userEvent.click(within(first).getByLabelText('Fixed weight'));
    await userEvent.clear(within(first).getByLabelText('Weight (%)'));
    await userEvent.type(within(first).getByLabelText('Weight (%)'), '20');
    const second = variantGroup(2);
    expect(second).toHaveTextContent('Share: 80%');
    expect(screen.getByText(/^Total:/)).toHaveTextContent('Total: 100%');
    await userEvent.selectOptions(within(second).getByLabelText('Payload type'), 'JSON');
    const payload = within(second).getByLabelText('Payload value');
    await userEvent.type(payload, '{{"steps":');
    expect(payload).toHaveAttribute('aria-invalid', 'true');
    expect(payload).toHaveAccessibleDescription('a json payload must be valid JSON');
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(payload).toHaveFocus();
    await userEvent.type(payload, '3}');
    expect(payload).toHaveAttribute('aria-invalid', 'false');
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await within(await environment('development')).findByRole('button', { name: 'Add variants in development' })).toBeInTheDocument();
    // Unleash 8 sends an environment's variants only when asked.
    expect(calls.find((call) => call.method === 'GET' && call.path.endsWith('/features/checkout'))?.query.get('variantEnvironments')).toBe('true');
    expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([[
      { name: 'control', weightType: 'fix', weight: 200, stickiness: 'default', overrides: [] },
      { name: 'variant-2', weightType: 'variable', weight: 800, stickiness: 'default', payload: { type: 'json', value: '{"steps":3}' }, overrides: [] },
    ]]);
  });

  it('in production asks first, naming the flag and the environment', async () => {
    const { calls } = serve({ [variantsPath('production')]: stored });
    renderPanel();
    await userEvent.click(within(await environment('production')).getByRole('button', { name: 'Edit variants in production' }));
    await userEvent.selectOptions(await screen.findByLabelText('Stickiness'), 'sessionId');
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    const question = await screen.findByRole('alertdialog', { name: 'Change the variants of checkout in production?' });
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Save variants' }));
    await within(await environment('production')).findByRole('button', { name: 'Edit variants in production' });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual([
      { name: 'red', weightType: 'variable', weight: 1000, stickiness: 'sessionId', payload: { type: 'string', value: 'r' }, overrides: [] },
    ]);
  });

  it('where the environment requires change requests, the save becomes a patchVariant change in a draft', async () => {
    const { calls } = serve({
      'GET /api/admin/projects/default/change-requests/config': ok([{ environment: 'production', type: 'production', changeRequestEnabled: true, requiredApprovals: 1 }]),
      'GET /api/admin/projects/default/change-requests/open': ok([]),
      'POST /api/admin/projects/default/environments/production/change-requests': ok(draft),
      'PUT /api/admin/projects/default/change-requests/7/title': ok(),
    });
    renderPanel();
    await userEvent.click(within(await environment('production')).getByRole('button', { name: 'Edit variants in production' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add override to variant 1' }));
    await userEvent.type(screen.getByLabelText('Values of override 1 (comma-separated)'), 'alice, bob');
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'production requires a change request' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to a new change request' }));
    await screen.findByRole('alertdialog', { name: 'Added to change request #7' });
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      feature: 'checkout', action: 'patchVariant',
      payload: { variants: [{ name: 'red', weightType: 'variable', weight: 1000, stickiness: 'userId', payload: { type: 'string', value: 'r' }, overrides: [{ contextName: 'userId', values: ['alice', 'bob'] }] }] },
    });
    expect(calls.filter((call) => call.method === 'PUT' && call.path.endsWith('/variants'))).toEqual([]);
  });

  it('a refused save keeps the form, with the reason at the field the service names', async () => {
    serve({ [variantsPath('development')]: { status: 400, body: { id: 'x', name: 'BadDataError', message: 'The request body is invalid: 0.name: taken', details: [{ message: 'taken', path: '0.name' }] } } });
    renderPanel();
    await userEvent.click(within(await environment('development')).getByRole('button', { name: 'Add variants in development' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add variant' }));
    await userEvent.type(within(variantGroup(1)).getByLabelText('Name'), '-b');
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Not saved');
    const name = within(variantGroup(1)).getByLabelText('Name');
    expect(name).toHaveValue('variant-1-b');
    expect(name).toHaveAccessibleDescription('taken');
  });

  it('says why a viewer without the permission cannot edit', async () => {
    serve({ 'GET /api/admin/user': user('UPDATE_FEATURE_ENVIRONMENT') });
    renderPanel();
    const button = within(await environment('production')).getByRole('button', { name: 'Edit variants in production' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAccessibleDescription('You need the UPDATE_FEATURE_ENVIRONMENT_VARIANTS permission in production.');
    await userEvent.click(button);
    expect(screen.queryByRole('button', { name: 'Save variants' })).toBeNull();
  });

  it('says what someone else changed since the editor opened, keeps the form, and applies it again or starts from theirs', async () => {
    const { calls, on } = serve({ [variantsPath('production')]: stored });
    renderPanel();
    await userEvent.click(within(await environment('production')).getByRole('button', { name: 'Edit variants in production' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add variant' }));
    const theirs = { name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'userId', overrides: [] };
    on({ 'GET /api/admin/projects/default/features/checkout': ok({ ...feature, environments: feature.environments?.map((each) => (each.name === 'production' ? { ...each, variants: [theirs] } : each)) }) });
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Change the variants of checkout in production?' })).getByRole('button', { name: 'Save variants' }));
    const table = await screen.findByRole('table', { name: 'The variants in production: when you opened the editor, and now' });
    expect(within(table).getByRole('row', { name: /^red/ })).toHaveTextContent('red100%, sticky on userId, string payload r→removed');
    expect(within(table).getByRole('row', { name: /^blue/ })).toHaveTextContent('blue—→100%, sticky on userId');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    expect(screen.getAllByRole('group', { name: /^Variant \d/ })).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Apply mine again' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT').map((call) => (call.body as Array<{ name: string }>).map((variant) => variant.name))).toEqual([['red', 'variant-2']]));
  });

  it('starts from what is there now when asked', async () => {
    const { calls, on } = serve({ [variantsPath('development')]: stored });
    renderPanel();
    await userEvent.click(within(await environment('development')).getByRole('button', { name: 'Add variants in development' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add variant' }));
    const theirs = { name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default', overrides: [] };
    on({ 'GET /api/admin/projects/default/features/checkout': ok({ ...feature, environments: feature.environments?.map((each) => (each.name === 'development' ? { ...each, variants: [theirs] } : each)) }) });
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Start from theirs' }));
    expect(within(variantGroup(1)).getByLabelText('Name')).toHaveValue('blue');
    expect(screen.getAllByRole('group', { name: /^Variant \d/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Save variants' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
  });
});
