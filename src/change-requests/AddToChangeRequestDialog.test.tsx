import { screen, within } from '@testing-library/react';
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
  it('starts a new change request with the title given, even beside an open draft of the user', async () => {
    const draft = changeRequest({ id: 12, title: 'Friday clean-up', state: 'Draft', createdBy: { id: 2 }, features: [] });
    const { calls } = fakeService({
      'GET /api/admin/user': editor(2),
      [openPath]: ok([changeRequest({ id: 11 }), draft]),
      [addPath]: ok(changeRequest({ id: 13, state: 'Draft', createdBy: { id: 2 } })),
      'PUT /api/admin/projects/default/change-requests/13/title': ok(changeRequest({ id: 13, state: 'Draft', createdBy: { id: 2 }, title: 'Checkout off for the sale' })),
    });
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'production requires a change request' });
    expect(dialog).toHaveTextContent('checkout was not changed');
    const choice = within(dialog).getByRole('group', { name: 'Put “turn off checkout in production” into' });
    expect(within(choice).getByRole('radio', { name: 'A new change request' })).toBeChecked();
    await within(choice).findByRole('radio', { name: /Your draft #12 Friday clean-up/ });
    const title = within(choice).getByLabelText('Title');
    expect(title).toHaveValue('Turn off checkout in production');
    await userEvent.clear(title);
    await userEvent.type(title, 'Checkout off for the sale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to a new change request' }));
    const done = await screen.findByRole('alertdialog', { name: 'Added to change request #13' });
    expect(done).toHaveTextContent('Checkout off for the sale');
    const post = calls.find((call) => call.method === 'POST');
    expect(post?.query.get('draft')).toBe('new');
    expect(post?.body).toEqual({ feature: 'checkout', action: 'updateEnabled', payload: { enabled: false } });
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ title: 'Checkout off for the sale' });
  });

  it('adds to the draft the user chooses, and says where the change went', async () => {
    const draft = changeRequest({ id: 12, title: 'Friday clean-up', state: 'Draft', createdBy: { id: 2 }, features: [] });
    const { calls } = fakeService({
      'GET /api/admin/user': editor(2),
      [openPath]: ok([changeRequest({ id: 11 }), draft]),
      [addPath]: ok({ ...draft, features: [{ name: 'checkout', changes: [{ action: 'updateEnabled', payload: { enabled: false } }] }] }),
    });
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'production requires a change request' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: /Your draft #12/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to draft #12' }));
    const done = await screen.findByRole('alertdialog', { name: 'Added to change request #12' });
    expect(within(done).getByRole('link', { name: 'Open change request #12' })).toHaveAttribute('href', '/projects/default/change-requests/12');
    expect(calls.find((call) => call.method === 'POST')?.query.get('draft')).toBe('12');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('on a service that keeps one draft per environment (Unleash), says the change joined it, and leaves its title alone', async () => {
    const draft = changeRequest({ id: 12, title: 'Friday clean-up', state: 'Draft', createdBy: { id: 2 }, features: [] });
    const { calls } = fakeService({ 'GET /api/admin/user': editor(2), [openPath]: ok([draft]), [addPath]: ok(draft) });
    renderDialog();
    const dialog = await screen.findByRole('alertdialog', { name: 'production requires a change request' });
    await within(dialog).findByRole('radio', { name: /Your draft #12/ });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add to a new change request' }));
    const done = await screen.findByRole('alertdialog', { name: 'Added to change request #12' });
    expect(done).toHaveTextContent('the change joined your draft rather than a new request');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
  });

  it('asks for a title for a new change request', async () => {
    const { calls } = fakeService({ 'GET /api/admin/user': editor(2), [openPath]: ok([]) });
    renderDialog();
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    expect(title).toHaveAccessibleDescription('Give the new change request a title.');
    await userEvent.click(screen.getByRole('button', { name: 'Add to a new change request' }));
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
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
