import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Feature } from '../../../contract';
import { fakeService, ok, type Route } from '../../test/fakeService';
import { renderRoutes } from '../../test/render';
import { FlagLifecycleSection } from './FlagLifecycleSection';

const feature: Feature = {
  name: 'checkout', type: 'release', description: 'Old words', impressionData: false,
  tags: [{ type: 'simple', value: 'web' }], children: ['checkout-upsell'], environments: [],
};
const admin = { user: { id: 0 }, permissions: [{ permission: 'ADMIN' }] };

function service(more: Record<string, Route> = {}) {
  return fakeService({
    'GET /api/admin/user': ok(admin),
    'GET /api/admin/feature-types': ok({ types: [{ id: 'release', name: 'Release', lifetimeDays: 40 }, { id: 'operational', name: 'Operational', lifetimeDays: 7 }] }),
    'GET /api/admin/tag-types': ok({ tagTypes: [{ name: 'simple' }, { name: 'team' }] }),
    'PUT /api/admin/projects/default/features/checkout': (call) => ok({ ...feature, ...(call.body as object) }),
    'POST /api/admin/features/checkout/tags': { status: 201, body: { type: 'team', value: 'payments' } },
    'DELETE /api/admin/features/checkout/tags/simple/web': ok(),
    'POST /api/admin/projects/default/archive': { status: 202 },
    ...more,
  });
}

function renderSection() {
  return renderRoutes(
    [
      { path: '/projects/:projectId/flags/:featureName', element: <FlagLifecycleSection projectId="default" feature={feature} /> },
      { path: '/projects/:projectId/flags', element: <p>the flag list</p> },
    ],
    '/projects/default/flags/checkout',
  );
}

beforeEach(() => sessionStorage.setItem('flagdeck.token', 'test-token'));

describe("a flag's settings, tags and archiving in its details", () => {
  it('saves the description, type and impression data', async () => {
    const { calls } = service();
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit settings' }));
    const form = screen.getByRole('form', { name: 'Flag settings' });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Description' }), { target: { value: 'New words' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Type' }), { target: { value: 'operational' } });
    fireEvent.click(within(form).getByRole('checkbox', { name: 'Impression data' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Flag settings' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ description: 'New words', type: 'operational', impressionData: true });
  });

  it('keeps the form as typed when the save fails, with the reason at the field', async () => {
    service({ 'PUT /api/admin/projects/default/features/checkout': { status: 400, body: {
      id: 'x', name: 'BadDataError', message: 'invalid', details: [{ message: 'type: not a flag type', path: 'type' }],
    } } });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit settings' }));
    const description = screen.getByRole('textbox', { name: 'Description' });
    fireEvent.change(description, { target: { value: 'Typed' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save settings' }));
    const type = screen.getByRole('combobox', { name: 'Type' });
    await waitFor(() => expect(type).toHaveAccessibleDescription('type: not a flag type'));
    expect(description).toHaveValue('Typed');
  });

  it('adds a tag of a type the service lists, and removes one', async () => {
    const { calls } = service();
    renderSection();
    const typeChoice = await screen.findByRole('combobox', { name: 'Tag type' });
    await within(typeChoice).findByRole('option', { name: 'team' });
    fireEvent.change(typeChoice, { target: { value: 'team' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Tag value' }), { target: { value: 'payments' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add tag' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag simple:web' }));
    await waitFor(() => expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(expect.arrayContaining([
      'POST /api/admin/features/checkout/tags', 'DELETE /api/admin/features/checkout/tags/simple/web',
    ])));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ type: 'team', value: 'payments' });
  });

  it('warns before archiving, naming the flags that depend on it, and archives them with it', async () => {
    const { calls } = service();
    const { router } = renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Archive flag' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive checkout?' });
    expect(dialog).toHaveTextContent('One flag depends on checkout: checkout-upsell.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive 2 flags' }));
    await screen.findByText('the flag list');
    expect(router.state.location.pathname).toBe('/projects/default/flags');
    expect(calls.find((call) => call.path === '/api/admin/projects/default/archive')?.body).toEqual({ features: ['checkout-upsell', 'checkout'] });
  });

  it('shows every control unavailable, with the permission, to a Viewer', async () => {
    service({ 'GET /api/admin/user': ok({ user: { id: 3 }, permissions: [] }) });
    renderSection();
    const edit = await screen.findByRole('button', { name: 'Edit settings' });
    await waitFor(() => expect(edit).toHaveAttribute('aria-disabled', 'true'));
    expect(edit).toHaveAccessibleDescription(/UPDATE_FEATURE/);
    expect(screen.getByRole('button', { name: 'Archive flag' })).toHaveAccessibleDescription(/DELETE_FEATURE/);
    expect(screen.getByRole('button', { name: 'Add tag' })).toHaveAttribute('aria-disabled', 'true');
  });

  const requiredInProduction = ok([
    { environment: 'development', type: 'development', changeRequestEnabled: false },
    { environment: 'production', type: 'production', changeRequestEnabled: true, requiredApprovals: 1 },
  ]);

  it('proposes archiving in the draft of the first environment requiring change requests, children first, archiving nothing yet', async () => {
    const draft = {
      id: 9, title: 'Archive', environment: 'production', project: 'default', minApprovals: 1, state: 'Draft', features: [], segments: [],
      createdBy: { id: 2 }, createdAt: new Date().toISOString(),
    };
    const { calls } = service({
      'GET /api/admin/user': ok({ user: { id: 2 }, permissions: [{ permission: 'DELETE_FEATURE' }, { permission: 'CREATE_CHANGE_REQUEST' }] }),
      'GET /api/admin/projects/default/change-requests/config': requiredInProduction,
      'POST /api/admin/projects/default/environments/production/change-requests': ok(draft),
    });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Archive flag' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Propose archiving checkout?' });
    expect(dialog).toHaveTextContent('production requires change requests: this adds archiving to your draft change request for production.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add to change request' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Archiving waits in your draft change request for production (change request #9).');
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { feature: 'checkout-upsell', action: 'archiveFeature' },
      { feature: 'checkout', action: 'archiveFeature' },
    ]);
    expect(calls.some((call) => call.path === '/api/admin/projects/default/archive')).toBe(false);
  });

  it('archives directly for an admin, who may skip change requests where they are required', async () => {
    const { calls } = service({ 'GET /api/admin/projects/default/change-requests/config': requiredInProduction });
    renderSection();
    fireEvent.click(await screen.findByRole('button', { name: 'Archive flag' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Archive checkout?' });
    await waitFor(() => expect(calls.some((call) => call.path.endsWith('/change-requests/config'))).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Archive 2 flags' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/api/admin/projects/default/archive')).toBe(true));
    expect(calls.some((call) => call.path.endsWith('/change-requests') && call.method === 'POST')).toBe(false);
  });
});
