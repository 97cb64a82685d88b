import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddToChangeRequestDialog } from './AddToChangeRequestDialog';
import { failure, fakeService, ok } from '../test/fakeService';
import { renderAt } from '../test/render';
import { changeRequest, editor } from './fixtures';
import { PendingChangeMarker } from './PendingChangeMarker';

const change = { featureName: 'checkout', environment: 'production', enabled: false };
const addPath = 'POST /api/admin/projects/default/environments/production/change-requests';
const openPath = 'GET /api/admin/projects/default/change-requests/open';

function renderDialog(onClose = vi.fn()) {
  renderAt(<AddToChangeRequestDialog projectId="default" change={change} returnFocusTo={null} onClose={onClose} />, '/', '/');
  return onClose;
}

describe('adding a switch to a change request', () => {
  it('offers the user\'s open draft for the environment, and says where the change went', async () => {
    const draft = changeRequest({ id: 12, title: 'Friday clean-up', state: 'Draft', createdBy: { id: 2 }, features: [] });
    const { calls } = fakeService({
      'GET /api/admin/user': editor(2),
      [openPath]: ok([changeRequest({ id: 11 }), draft]),
      [addPath]: ok({ ...draft, features: [{ name: 'checkout', changes: [{ action: 'updateEnabled', payload: { enabled: false } }] }] }),
    });
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'production requires a change request' });
    expect(dialog).toHaveTextContent('checkout was not changed');
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Add to draft #12' }));
    await waitFor(() => expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ feature: 'checkout', action: 'updateEnabled', payload: { enabled: false } }));
    const done = await screen.findByRole('alertdialog', { name: 'Added to change request #12' });
    expect(within(done).getByRole('link', { name: 'Open change request #12' })).toHaveAttribute('href', '/projects/default/change-requests/12');
  });

  it('without a draft, starts a new one', async () => {
    fakeService({ 'GET /api/admin/user': editor(2), [openPath]: ok([]), [addPath]: ok(changeRequest({ id: 13, state: 'Draft' })) });
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to a new change request' }));
    expect(await screen.findByRole('alertdialog', { name: 'Added to change request #13' })).toBeInTheDocument();
  });

  it('a refusal says why and stays open; cancel changes nothing', async () => {
    const { calls } = fakeService({
      'GET /api/admin/user': editor(2),
      [openPath]: ok([]),
      [addPath]: failure(403, 'NoAccessError', 'You need the "CREATE_CHANGE_REQUEST" permission.'),
    });
    const onClose = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to a new change request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('CREATE_CHANGE_REQUEST');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalled();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(1);
  });

  it('an admin token, being nobody, is told to sign in as a person', async () => {
    fakeService({ 'GET /api/admin/user': ok({ user: { id: 0 }, permissions: [{ permission: 'ADMIN' }] }), [openPath]: ok([]) });
    renderDialog();
    expect(await screen.findByText(/An API token cannot propose changes/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Add/ })).not.toBeInTheDocument();
  });
});

describe('the mark beside a switch', () => {
  it('links to the open request that would switch it; the page reads the listing once', async () => {
    const { calls } = fakeService({ [openPath]: ok([changeRequest({ id: 7, state: 'In review' })]) });
    renderAt(
      <>
        <PendingChangeMarker projectId="default" feature="checkout" environment="production" />
        <PendingChangeMarker projectId="default" feature="checkout" environment="development" />
        <PendingChangeMarker projectId="default" feature="other" environment="production" />
      </>,
      '/', '/',
    );
    const mark = await screen.findByRole('link', { name: 'Change request #7 (In review) would turn off checkout in production' });
    expect(mark).toHaveAttribute('href', '/projects/default/change-requests/7');
    expect(mark).toHaveTextContent('off #7');
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(calls.filter((call) => call.path.endsWith('/open'))).toHaveLength(1);
  });
});
