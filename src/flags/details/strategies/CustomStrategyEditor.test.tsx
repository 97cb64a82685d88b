import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Feature } from '../../../../contract';
import { builtInStrategyDefinitions, type StrategyDefinition } from '../../../../contract/strategyDefinitions';
import { fakeService, ok } from '../../../test/fakeService';
import { renderRoutes } from '../../../test/render';
import { FlagDetailsPanel } from '../FlagDetailsPanel';

const tenant: StrategyDefinition = {
  name: 'tenant', displayName: 'Tenants', description: 'On for the tenants listed', editable: true, deprecated: false,
  parameters: [
    { name: 'tenants', type: 'list', description: 'Tenant ids', required: true },
    { name: 'share', type: 'percentage', required: false },
    { name: 'trial', type: 'boolean', required: false },
    { name: 'region', type: 'string', required: true },
  ],
};
const retired: StrategyDefinition = { ...tenant, name: 'retired', displayName: 'Retired', deprecated: true };
const feature: Feature = {
  name: 'checkout',
  environments: [
    { name: 'development', type: 'development', enabled: true, strategies: [{ id: 's9', name: 'retired', parameters: { tenants: 'a', region: 'eu', extra: 'kept' } }] },
  ],
};
const strategies = '/api/admin/projects/default/features/checkout/environments/development/strategies';

let service: ReturnType<typeof fakeService>;
beforeEach(() => {
  sessionStorage.setItem('flagdeck.token', 'test-token');
  service = fakeService({
    'GET /api/admin/projects/default/features/checkout': ok(feature),
    'GET /api/admin/segments': ok({ segments: [] }),
    'GET /api/admin/strategies': ok({ version: 1, strategies: [...builtInStrategyDefinitions, tenant, retired] }),
    'GET /api/admin/environments/project/default': ok({ environments: [{ name: 'development', type: 'development' }] }),
    'GET /api/admin/user': ok({ user: { id: 2, username: 'bob', rootRole: 2 }, permissions: ['CREATE_FEATURE_STRATEGY', 'UPDATE_FEATURE_STRATEGY'].map((permission) => ({ permission })) }),
    'GET /api/admin/projects/default/change-requests/config': ok([]),
    [`POST ${strategies}`]: (call) => ok({ ...(call.body as object), id: 'new' }),
    [`PUT ${strategies}/s9`]: (call) => ok({ ...(call.body as object), id: 's9' }),
  });
});

async function renderEditor(button: string) {
  renderRoutes(
    [{ path: '/projects/:projectId/flags', element: <Outlet />, children: [{ path: ':featureName', element: <FlagDetailsPanel /> }] }],
    '/projects/default/flags/checkout',
  );
  const article = await screen.findByRole('article', { name: 'development' });
  await userEvent.click(await within(article).findByRole('button', { name: button }));
  return screen.findByRole('dialog', { name: /strategy (to|of) checkout in development/ });
}

const sent = (method: string, path: string) => service.calls.filter((call) => call.method === method && call.path === path).map((call) => call.body);

describe('a custom strategy in the strategy editor', () => {
  it('is offered from the service\'s definitions (deprecated ones not), with a field per parameter, each problem at its field before anything is sent', async () => {
    const editor = await renderEditor('Add strategy in development');
    const choice = within(editor).getByLabelText('Strategy');
    await within(choice).findByRole('option', { name: 'Tenants (custom)' });
    expect(within(choice).queryByRole('option', { name: /Retired/ })).toBeNull();
    await userEvent.selectOptions(choice, 'tenant');
    expect(within(editor).getByLabelText('share')).toHaveValue('50');
    expect(within(editor).getByRole('checkbox', { name: 'trial' })).not.toBeChecked();
    await userEvent.type(within(editor).getByLabelText('share'), '0');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    expect(within(editor).getByLabelText('tenants (required)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByLabelText('region (required)')).toHaveAccessibleDescription(/region is required/);
    expect(within(editor).getByLabelText('share')).toHaveAccessibleDescription(/share must be a whole number from 0 to 100/);
    expect(sent('POST', strategies)).toEqual([]);

    await userEvent.type(within(editor).getByLabelText('tenants (required)'), 'acme, globex');
    await userEvent.type(within(editor).getByLabelText('region (required)'), 'eu');
    await userEvent.clear(within(editor).getByLabelText('share'));
    await userEvent.type(within(editor).getByLabelText('share'), '30');
    await userEvent.click(within(editor).getByRole('checkbox', { name: 'trial' }));
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    await expect.poll(() => sent('POST', strategies)).toEqual([
      expect.objectContaining({ name: 'tenant', parameters: { tenants: 'acme,globex', share: '30', trial: 'true', region: 'eu' } }),
    ]);
  });

  it('keeps the form and shows the service\'s refusal at the parameter it names', async () => {
    service.on({ [`POST ${strategies}`]: { status: 400, body: { id: 'x', name: 'BadDataError', message: 'bad', details: [{ message: 'region must be one we serve', path: 'parameters.region' }] } } });
    const editor = await renderEditor('Add strategy in development');
    const choice = within(editor).getByLabelText('Strategy');
    await within(choice).findByRole('option', { name: 'Tenants (custom)' });
    await userEvent.selectOptions(choice, 'tenant');
    await userEvent.type(within(editor).getByLabelText('tenants (required)'), 'acme');
    await userEvent.type(within(editor).getByLabelText('region (required)'), 'mars');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    expect(await within(editor).findByText('region must be one we serve')).toBeVisible();
    expect(within(editor).getByLabelText('region (required)')).toHaveValue('mars');
    expect(within(editor).getByLabelText('tenants (required)')).toHaveValue('acme');
  });

  it('edits a strategy whose type was deprecated since, keeping its type and the parameters its definition does not name', async () => {
    const editor = await renderEditor('Edit retired: tenants = a, region = eu, extra = kept');
    const choice = within(editor).getByLabelText('Strategy');
    await within(choice).findByRole('option', { name: 'Retired (custom, deprecated)' });
    expect(choice).toHaveValue('retired');
    await userEvent.clear(within(editor).getByLabelText('region (required)'));
    await userEvent.type(within(editor).getByLabelText('region (required)'), 'us');
    await userEvent.click(within(editor).getByRole('button', { name: 'Save strategy' }));
    await expect.poll(() => sent('PUT', `${strategies}/s9`)).toEqual([
      expect.objectContaining({ name: 'retired', parameters: { tenants: 'a', region: 'us', extra: 'kept' } }),
    ]);
  });
});
