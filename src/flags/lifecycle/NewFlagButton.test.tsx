import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Outlet, useParams } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { failure, fakeService, ok, type Route } from '../../test/fakeService';
import { renderRoutes } from '../../test/render';
import { NewFlagButton } from './NewFlagButton';
import { nameCheckDelayMs } from './useNameCheck';

const admin = { user: { id: 0 }, permissions: [{ permission: 'ADMIN' }] };
const created = (name: string) => ({ name, type: 'experiment', project: 'default', environments: [] });

function service(more: Record<string, Route> = {}) {
  return fakeService({
    'GET /api/admin/user': ok(admin),
    'GET /api/admin/feature-types': ok({ version: 1, types: [
      { id: 'release', name: 'Release', description: 'Release flags.', lifetimeDays: 40 },
      { id: 'experiment', name: 'Experiment', description: 'Experiment flags.', lifetimeDays: 40 },
      { id: 'kill-switch', name: 'Kill switch', description: 'Kill switches.', lifetimeDays: null },
    ] }),
    'POST /api/admin/features/validate': (call) => {
      const { name } = call.body as { name: string };
      return name === 'taken' ? failure(409, 'NameExistsError', 'A feature named "taken" already exists in the archive.') : ok();
    },
    'POST /api/admin/projects/default/features': (call) => ok(created((call.body as { name: string }).name)),
    ...more,
  });
}

function FlagStub() {
  const { featureName } = useParams();
  return <p>details of {featureName}</p>;
}

function renderButton() {
  return renderRoutes(
    [{ path: '/projects/:projectId/flags', element: <><input aria-label="Search" /><NewFlagButton projectId="default" /><Outlet /></>, children: [{ path: ':featureName', element: <FlagStub /> }] }],
    '/projects/default/flags',
  );
}

/** Types the name and lets the pause before the check pass. */
async function typeName(field: HTMLElement, name: string) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  fireEvent.change(field, { target: { value: name } });
  act(() => vi.advanceTimersByTime(nameCheckDelayMs));
  vi.useRealTimers();
}

beforeEach(() => sessionStorage.setItem('flagdeck.token', 'test-token'));
afterEach(() => vi.useRealTimers());

describe('New flag', () => {
  it('opens on N, checks the name as typed, shows each type\'s lifetime, and opens the new flag', async () => {
    const { calls } = service();
    const { router } = renderButton();
    await screen.findByRole('button', { name: 'New flag' });
    fireEvent.keyDown(document.body, { key: 'n' });
    const dialog = await screen.findByRole('dialog', { name: 'New flag in default' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });

    await typeName(name, 'has space');
    expect(name).toHaveAccessibleDescription(/URL-friendly/);
    expect(calls.filter((call) => call.path === '/api/admin/features/validate')).toEqual([]);

    await typeName(name, 'taken');
    await waitFor(() => expect(name).toHaveAccessibleDescription('A feature named "taken" already exists in the archive.'));
    expect(name).toHaveAttribute('aria-invalid', 'true');

    await typeName(name, 'checkout-v2');
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name is free.'));
    const type = within(dialog).getByRole('combobox', { name: 'Type' });
    expect(within(type).getByRole('option', { name: 'Kill switch — permanent: never expected to go stale' })).toBeInTheDocument();
    fireEvent.change(type, { target: { value: 'experiment' } });
    expect(type).toHaveAccessibleDescription('Experiment flags. expected lifetime 40 days.');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Description' }), { target: { value: 'A faster checkout' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Impression data/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create flag' }));

    expect(await screen.findByText('details of checkout-v2')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/projects/default/flags/checkout-v2');
    expect(calls.find((call) => call.method === 'POST' && call.path === '/api/admin/projects/default/features')?.body).toEqual({
      name: 'checkout-v2', type: 'experiment', description: 'A faster checkout', impressionData: true,
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps what was typed when the save fails, with the reason at the field the service named', async () => {
    service({
      'POST /api/admin/projects/default/features': { status: 400, body: {
        id: 'x', name: 'BadDataError', message: 'The request body is invalid: description: too long',
        details: [{ message: 'description: too long', path: 'description' }],
      } },
    });
    renderButton();
    fireEvent.click(await screen.findByRole('button', { name: 'New flag' }));
    const dialog = await screen.findByRole('dialog');
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    await typeName(name, 'checkout-v2');
    await waitFor(() => expect(name).toHaveAccessibleDescription('The name is free.'));
    const description = within(dialog).getByRole('textbox', { name: 'Description' });
    fireEvent.change(description, { target: { value: 'Kept' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Create flag' }));
    await waitFor(() => expect(description).toHaveAccessibleDescription('description: too long'));
    expect(name).toHaveValue('checkout-v2');
    expect(description).toHaveValue('Kept');
  });

  it('leaves N typed into a field to the field', async () => {
    service();
    renderButton();
    await screen.findByRole('button', { name: 'New flag' });
    fireEvent.keyDown(screen.getByRole('textbox', { name: 'Search' }), { key: 'n' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is unavailable, with the reason, to whoever may not create flags', async () => {
    service({ 'GET /api/admin/user': ok({ user: { id: 9 }, permissions: [] }) });
    renderButton();
    const button = await screen.findByRole('button', { name: 'New flag' });
    await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
    expect(button).toHaveAccessibleDescription(/CREATE_FEATURE/);
    fireEvent.keyDown(document.body, { key: 'n' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
