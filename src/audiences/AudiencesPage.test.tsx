import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeService, notFound, ok } from '../test/fakeService';
import { renderRoutes } from '../test/render';
import { AudiencesPage } from './AudiencesPage';

const editor = ok({ user: { id: 2 }, permissions: [{ permission: 'CREATE_SAVED_AUDIENCE' }, { permission: 'UPDATE_SAVED_AUDIENCE' }, { permission: 'DELETE_SAVED_AUDIENCE' }] });
const viewer = ok({ user: { id: 3 }, permissions: [] });
const at = '2030-01-01T00:00:00.000Z';
const euFree = { id: 1, name: 'EU free user', description: 'Free plan, Europe', context: { userId: 'u-1', properties: { region: 'eu' } }, createdAt: at, updatedAt: at, createdBy: 'pm' };
const acme = { id: 2, name: 'Acme Corp admin', description: null, context: { userId: 'acme-1' }, createdAt: at, updatedAt: at, createdBy: 'pm' };

const renderPage = (path = '/audiences') => renderRoutes([{ path: '/audiences', element: <AudiencesPage /> }], path);

describe('the audiences page', () => {
  it('lists the saved audiences with their context, and finds one by name', async () => {
    fakeService({ 'GET /api/admin/user': editor, 'GET /api/admin/saved-audiences': ok({ audiences: [euFree, acme] }) });
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: /EU free user/ })).closest('tr') as HTMLElement;
    expect(within(row).getByText('userId=u-1 · region=eu')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'ACME');
    expect(screen.getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Acme Corp admin']);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by name' }), ' nobody');
    expect(screen.getByRole('status')).toHaveTextContent('No saved audience has “ACME nobody” in its name.');
  });

  it('creates one, showing a taken name at the field and keeping what was typed', async () => {
    let posts = 0;
    const service = fakeService({
      'GET /api/admin/user': editor, 'GET /api/admin/saved-audiences': ok({ audiences: [] }),
      'POST /api/admin/saved-audiences': () => (++posts === 1 ? failure(409, 'NameExistsError', 'There is already a saved audience named "EU free user".') : { status: 201, body: euFree }),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New audience' }));
    await userEvent.type(screen.getByLabelText('Name'), 'EU free user');
    await userEvent.type(screen.getByLabelText('userId'), 'u-1');
    await userEvent.type(screen.getByLabelText(/Properties/), 'region=eu');
    await userEvent.click(screen.getByRole('button', { name: 'Create audience' }));
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('There is already a saved audience named "EU free user".'));
    expect(screen.getByLabelText(/Properties/)).toHaveValue('region=eu');
    await userEvent.click(screen.getByRole('button', { name: 'Create audience' }));
    await waitFor(() => expect(posts).toBe(2));
    expect(service.calls.filter((call) => call.method === 'POST').at(-1)?.body).toEqual({ name: 'EU free user', description: null, context: { userId: 'u-1', properties: { region: 'eu' } } });
  });

  it('refuses a property line without a name at its field, before sending', async () => {
    const service = fakeService({ 'GET /api/admin/user': editor, 'GET /api/admin/saved-audiences': ok({ audiences: [] }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New audience' }));
    await userEvent.type(screen.getByLabelText('Name'), 'Someone');
    await userEvent.type(screen.getByLabelText(/Properties/), '=eu');
    await userEvent.click(screen.getByRole('button', { name: 'Create audience' }));
    expect(screen.getByLabelText(/Properties/)).toHaveAccessibleDescription('Line 1: write name=value');
    expect(service.called()).not.toContain('POST /api/admin/saved-audiences');
  });

  it('edits and deletes one', async () => {
    const service = fakeService({
      'GET /api/admin/user': editor, 'GET /api/admin/saved-audiences': ok({ audiences: [euFree] }),
      'PUT /api/admin/saved-audiences/1': ok({ ...euFree, name: 'EU pro user' }), 'DELETE /api/admin/saved-audiences/1': ok(),
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit EU free user' }));
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'EU pro user');
    await userEvent.click(screen.getByRole('button', { name: 'Save audience' }));
    await waitFor(() => expect(service.called()).toContain('PUT /api/admin/saved-audiences/1'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete EU free user' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete audience' }));
    await waitFor(() => expect(service.called()).toContain('DELETE /api/admin/saved-audiences/1'));
  });

  it('says when there are none yet, where they come from', async () => {
    fakeService({ 'GET /api/admin/user': editor, 'GET /api/admin/saved-audiences': ok({ audiences: [] }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No saved audiences yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Playground' })).toHaveAttribute('href', '/playground');
  });

  it('shows a Viewer the writes as unavailable, naming the permission', async () => {
    fakeService({ 'GET /api/admin/user': viewer, 'GET /api/admin/saved-audiences': ok({ audiences: [euFree] }) });
    renderPage();
    const edit = await screen.findByRole('button', { name: 'Edit EU free user' });
    await waitFor(() => expect(edit).toHaveAttribute('aria-disabled', 'true'));
    expect(edit).toHaveAccessibleDescription('You need the "UPDATE_SAVED_AUDIENCE" permission.');
    expect(screen.getByRole('button', { name: 'New audience' })).toHaveAccessibleDescription('You need the "CREATE_SAVED_AUDIENCE" permission.');
  });

  it('says where audiences are kept when the service has none (Unleash answers 404)', async () => {
    fakeService({ 'GET /api/admin/user': editor, 'GET /api/admin/saved-audiences': notFound('Not found') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Saved audiences are not available on this service' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('kept by Flagdeck’s embedded flag service only');
    expect(screen.queryByRole('button', { name: 'New audience' })).not.toBeInTheDocument();
  });

  it('says where audiences are kept when saving one finds none (Unleash answers 404), keeping what was typed', async () => {
    fakeService({ 'GET /api/admin/user': editor, 'GET /api/admin/saved-audiences': ok({ audiences: [] }), 'POST /api/admin/saved-audiences': notFound('Not found') });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'New audience' }));
    await userEvent.type(screen.getByLabelText('Name'), 'EU free user');
    await userEvent.click(screen.getByRole('button', { name: 'Create audience' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('kept by Flagdeck’s embedded flag service only');
    expect(screen.getByLabelText('Name')).toHaveValue('EU free user');
  });

  it('shows a refusal and a failure as such, with retry where it may help', async () => {
    fakeService({ 'GET /api/admin/user': editor, 'GET /api/admin/saved-audiences': failure(403, 'NoAccessError', 'You don\'t have the required permissions.') });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
  });
});
