import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeService, ok } from '../test/fakeService';
import { renderRoutes } from '../test/render';
import { ContextFieldsPage } from './ContextFieldsPage';

const admin = ok({ user: { id: 1 }, permissions: [{ permission: 'ADMIN' }] });
const editor = ok({ user: { id: 2 }, permissions: [{ permission: 'CREATE_SEGMENT' }] });
const builtIn = ['appName', 'userId'].map((name) => ({ name, description: `The ${name}`, stickiness: false, legalValues: [] }));
const plan = { name: 'plan', description: 'The plan', stickiness: true, legalValues: [{ value: 'free' }, { value: 'pro', description: 'Paying' }] };

const renderPage = () => renderRoutes([{ path: '/context-fields', element: <ContextFieldsPage /> }], '/context-fields');

describe('the context fields page', () => {
  it('lists built-in fields without controls, and custom ones with their legal values', async () => {
    fakeService({ 'GET /api/admin/user': admin, 'GET /api/admin/context': ok([...builtIn, plan]) });
    renderPage();
    const userId = (await screen.findByRole('rowheader', { name: /userId/ })).closest('tr') as HTMLElement;
    expect(within(userId).getByText('Built in')).toBeInTheDocument();
    expect(within(userId).queryByRole('button')).not.toBeInTheDocument();
    const custom = screen.getByRole('rowheader', { name: 'plan' }).closest('tr') as HTMLElement;
    expect(within(custom).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['The plan', 'free, pro', 'Yes', 'Edit Delete']);
  });

  it('adds a custom field with legal values, and shows a taken name at the field, keeping the form', async () => {
    let posts = 0;
    const service = fakeService({
      'GET /api/admin/user': admin, 'GET /api/admin/context': ok(builtIn),
      'POST /api/admin/context': () => (++posts === 1 ? failure(409, 'NameExistsError', 'A context field with that name already exist') : { status: 201, body: plan }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New context field' }));
    await userEvent.type(screen.getByLabelText('Name'), 'plan');
    await userEvent.type(screen.getByLabelText(/Legal values/), 'free{Enter}pro: Paying');
    await userEvent.click(screen.getByRole('button', { name: 'Create context field' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('A context field with that name already exist'));
    expect(screen.getByLabelText(/Legal values/)).toHaveValue('free\npro: Paying');

    await userEvent.click(screen.getByRole('button', { name: 'Create context field' }));
    await waitFor(() => expect(posts).toBe(2));
    expect(service.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({
      name: 'plan', description: null, stickiness: false, legalValues: [{ value: 'free' }, { value: 'pro', description: 'Paying' }],
    });
  });

  it('refuses a legal value listed twice at the field, before sending', async () => {
    const service = fakeService({ 'GET /api/admin/user': admin, 'GET /api/admin/context': ok(builtIn) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New context field' }));
    await userEvent.type(screen.getByLabelText('Name'), 'tier');
    await userEvent.type(screen.getByLabelText(/Legal values/), 'gold{Enter}gold');
    await userEvent.click(screen.getByRole('button', { name: 'Create context field' }));
    expect(screen.getByLabelText(/Legal values/)).toHaveAccessibleDescription('Line 2: "gold" is listed twice');
    expect(service.called()).not.toContain('POST /api/admin/context');
  });

  it('shows adding as unavailable, with the reason, to a non-admin', async () => {
    fakeService({ 'GET /api/admin/user': editor, 'GET /api/admin/context': ok([...builtIn, plan]) });
    renderPage();
    const add = await screen.findByRole('button', { name: 'New context field' });
    await waitFor(() => expect(add).toHaveAttribute('aria-disabled', 'true'));
    expect(add).toHaveAccessibleDescription('You need the "CREATE_CONTEXT_FIELD" permission.');
    expect(screen.getByRole('button', { name: 'Delete plan' })).toHaveAccessibleDescription('You need the "DELETE_CONTEXT_FIELD" permission.');
  });
});
