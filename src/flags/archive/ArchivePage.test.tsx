import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Feature } from '../../../contract';
import { failure, fakeService, ok, type Route } from '../../test/fakeService';
import { renderAt } from '../../test/render';
import { ArchivePage } from './ArchivePage';

const archived = (name: string): Feature => ({ name, type: 'release', archived: true, archivedAt: new Date().toISOString() });
const editor = { user: { id: 5 }, permissions: ['CREATE_FEATURE', 'UPDATE_FEATURE'].map((permission) => ({ permission })) };

function service(features: () => Feature[], more: Record<string, Route> = {}) {
  return fakeService({
    'GET /api/admin/user': ok({ user: { id: 0 }, permissions: [{ permission: 'ADMIN' }] }),
    'GET /api/admin/archive/features/default': () => ok({ version: 1, features: features() }),
    'POST /api/admin/projects/default/revive': ok(),
    'POST /api/admin/projects/default/delete': ok(),
    ...more,
  });
}

const renderArchive = () => renderAt(<ArchivePage />, '/projects/:projectId/archive', '/projects/default/archive');

beforeEach(() => sessionStorage.setItem('flagdeck.token', 'test-token'));

describe('the archive of a project', () => {
  it('revives a flag and reads the archive again', async () => {
    let flags = [archived('old-banner'), archived('old-cart')];
    const { calls } = service(() => flags);
    renderArchive();
    const table = await screen.findByRole('table', { name: 'Archived flags' });
    flags = [archived('old-cart')];
    fireEvent.click(within(table).getByRole('button', { name: 'Revive old-banner' }));
    expect(await screen.findByRole('status')).toHaveTextContent('old-banner is revived, off in every environment.');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: 'old-banner' })).not.toBeInTheDocument());
    expect(calls.find((call) => call.path === '/api/admin/projects/default/revive')?.body).toEqual({ features: ['old-banner'] });
  });

  it('deletes for good only after asking', async () => {
    const { calls } = service(() => [archived('old-banner')]);
    renderArchive();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete old-banner for good' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete old-banner for good?' });
    expect(calls.some((call) => call.path.endsWith('/delete'))).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByRole('status')).toHaveTextContent('old-banner is deleted for good.');
    expect(calls.find((call) => call.path === '/api/admin/projects/default/delete')?.body).toEqual({ features: ['old-banner'] });
  });

  it('shows delete unavailable, naming the permission, to whoever lacks DELETE_FEATURE', async () => {
    service(() => [archived('old-banner')], { 'GET /api/admin/user': ok(editor) });
    renderArchive();
    const remove = await screen.findByRole('button', { name: 'Delete old-banner for good' });
    await waitFor(() => expect(remove).toHaveAttribute('aria-disabled', 'true'));
    expect(remove).toHaveAccessibleDescription(/DELETE_FEATURE/);
    expect(screen.getByRole('button', { name: 'Revive old-banner' })).not.toHaveAttribute('aria-disabled', 'true');
  });

  it('says when the archive is empty', async () => {
    service(() => []);
    renderArchive();
    expect(await screen.findByRole('heading', { name: 'No archived flags in this project' })).toBeInTheDocument();
  });

  it('reads the archive from the feature search where the service has no archive list (Unleash 8)', async () => {
    const { calls } = service(() => [], {
      'GET /api/admin/archive/features/default': failure(404, 'NotFoundError', 'Could not find the route'),
      'GET /api/admin/search/features': ok({ features: [{ name: 'old-banner', type: 'release', archivedAt: new Date().toISOString() }], total: 1 }),
    });
    renderArchive();
    expect(await screen.findByRole('rowheader', { name: 'old-banner' })).toBeInTheDocument();
    const search = calls.find((call) => call.path === '/api/admin/search/features');
    expect(search?.query.get('archived')).toBe('IS:true');
    expect(search?.query.get('project')).toBe('IS:default');
  });

  it('says when reading is refused', async () => {
    service(() => [], { 'GET /api/admin/archive/features/default': failure(403, 'NoAccessError', 'You need permission') });
    renderArchive();
    expect(await screen.findByRole('alert')).toHaveTextContent('No access');
  });
});
