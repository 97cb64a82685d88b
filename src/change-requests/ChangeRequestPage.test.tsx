import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ChangeRequestPage } from './ChangeRequestPage';
import { fakeService, ok, type FakeCall } from '../test/fakeService';
import { renderAt } from '../test/render';
import { changeRequest, editor } from './fixtures';

const open = (id: number) => renderAt(<ChangeRequestPage />, '/projects/:projectId/change-requests/:id', `/projects/default/change-requests/${id}`);

/** A service holding one request; PUT …/state moves it to the state asked for (at the time asked, if scheduled). */
function serviceWith(request: ReturnType<typeof changeRequest>, viewerId = 2) {
  let current: Record<string, unknown> = { ...request };
  const path = `/api/admin/projects/default/change-requests/${request.id}`;
  const { calls } = fakeService({
    'GET /api/admin/user': editor(viewerId),
    'GET /api/admin/segments': ok({ segments: [] }),
    [`GET ${path}`]: () => ok(current),
    [`PUT ${path}/state`]: (call: FakeCall) => {
      const body = call.body as { state: string; scheduledAt?: string };
      const next: Record<string, unknown> = { ...current, state: body.state };
      // Only a Scheduled request has a schedule, as the service answers.
      if (body.scheduledAt !== undefined) next.schedule = { scheduledAt: body.scheduledAt, status: 'pending' };
      else if (body.state !== 'Scheduled') delete next.schedule;
      current = next;
      return ok(current);
    },
    // The impact preview: the request turns checkout off for one of two saved audiences.
    'POST /api/admin/projects/default/environments/production/impact': ok({
      environment: 'production', flags: ['checkout'], savedAudiences: 2, givenContexts: 0,
      audiences: [{ name: 'EU free user', id: 1, source: 'saved', chance: false, flags: [{ feature: 'checkout', before: { enabled: true }, after: { enabled: false }, difference: 'enabled' }] }],
    }),
    [`PUT ${path}/title`]: (call: FakeCall) => {
      current = { ...current, title: (call.body as { title: string }).title };
      return ok(current);
    },
    [`POST ${path}/comments`]: (call: FakeCall) => {
      const { text } = call.body as { text: string };
      current = { ...current, comments: [{ id: 1, text, createdBy: { id: viewerId, username: `user-${viewerId}` }, createdAt: new Date().toISOString() }] };
      return ok(current);
    },
  });
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET' && !call.path.endsWith('/impact')) };
}

describe('a change request\'s page', () => {
  it('reads as a diff, with approvals against the minimum and a timeline', async () => {
    const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
    const request = changeRequest({
      approvals: [{ createdBy: { id: 3, username: 'alice' }, createdAt: minutesAgo(10) }],
      stateTimestamps: { Draft: minutesAgo(60), 'In review': minutesAgo(30) },
    });
    serviceWith(request);
    open(request.id);
    expect(await screen.findByRole('heading', { level: 1, name: `Turn off checkout #${request.id}` })).toBeInTheDocument();
    const feature = screen.getByRole('article', { name: 'checkout' });
    const diff = within(feature).getByRole('table', { name: 'Turn off in production' });
    const row = within(diff).getByRole('rowheader', { name: 'Enabled' }).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['On', 'Off']);
    expect(screen.getByRole('meter', { name: 'Approvals' })).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('1 of 2')).toBeInTheDocument();
    const timeline = screen.getByRole('region', { name: 'Timeline' });
    expect(within(timeline).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Created by pm'), expect.stringContaining('Submitted for review'), expect.stringContaining('Approved by alice'),
    ]);
  });

  it('a reviewer approves with one press; applying waits for the approvals and says so', async () => {
    const request = changeRequest();
    const { writes } = serviceWith(request);
    open(request.id);
    const apply = await screen.findByRole('button', { name: 'Apply now' });
    expect(apply).toHaveAttribute('aria-disabled', 'true');
    expect(apply).toHaveAccessibleDescription('It needs 2 more approvals (0 of 2).');
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(writes()).toEqual([expect.objectContaining({ method: 'PUT', body: { state: 'Approved' } })]));
  });

  it('its author may not approve their own request, and is told why', async () => {
    const request = changeRequest();
    serviceWith(request, 1);
    open(request.id);
    expect(await screen.findByRole('button', { name: 'Approve' })).toHaveAccessibleDescription('You cannot approve your own change request.');
    expect(screen.getByRole('button', { name: 'Cancel request' })).toBeEnabled();
  });

  it('a rejection needs its reason, and sends it', async () => {
    const request = changeRequest();
    const { writes } = serviceWith(request);
    open(request.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Reject this change request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByText('Give a reason.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Not before the sale');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(writes()).toEqual([expect.objectContaining({ body: { state: 'Rejected', comment: 'Not before the sale' } })]));
  });

  it('schedules an approved request at the local time picked, sent as UTC', async () => {
    const request = changeRequest({ state: 'Approved', approvals: [{ createdBy: { id: 3 } }, { createdBy: { id: 4 } }] });
    const { writes } = serviceWith(request);
    open(request.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Schedule' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Schedule the changes' });
    // Who it will change is asked in the same question, as the flags are now.
    expect(await within(dialog).findByText('Turns checkout off for EU free user; no other saved audience changes.')).toBeInTheDocument();
    const input = within(dialog).getByLabelText('Apply at (your time)');
    await userEvent.clear(input);
    await userEvent.type(input, '2099-05-01T14:30:00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(writes()).toEqual([
      expect.objectContaining({ body: { state: 'Scheduled', scheduledAt: new Date(2099, 4, 1, 14, 30).toISOString() } }),
    ]));
  });

  it('asks before applying a scheduled request now, naming in the question whom it changes', async () => {
    const request = changeRequest({
      state: 'Scheduled', schedule: { scheduledAt: '2099-05-01T12:30:00.000Z', status: 'pending' },
      approvals: [{ createdBy: { id: 3 } }, { createdBy: { id: 4 } }],
    });
    const { writes } = serviceWith(request);
    open(request.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Apply now' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Apply this change to production now?' });
    expect(await within(dialog).findByText('Turns checkout off for EU free user; no other saved audience changes.')).toBeInTheDocument();
    expect(writes()).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply now' }));
    await waitFor(() => expect(writes()).toEqual([expect.objectContaining({ body: { state: 'Applied' } })]));
  });

  it('a conflict is said on its flag, and blocks applying', async () => {
    const request = changeRequest({
      state: 'Approved',
      features: [{ name: 'checkout', conflict: '"checkout" was switched in production after this change was made.', changes: [] }],
    });
    serviceWith(request);
    open(request.id);
    expect(await screen.findByRole('note')).toHaveTextContent('was switched in production after this change was made');
    expect(screen.getByRole('button', { name: 'Apply now' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('anyone may comment', async () => {
    const request = changeRequest();
    const { writes } = serviceWith(request);
    open(request.id);
    await userEvent.type(await screen.findByLabelText('Add a comment'), 'Why now?');
    await userEvent.click(screen.getByRole('button', { name: 'Comment' }));
    await waitFor(() => expect(writes()).toEqual([expect.objectContaining({ method: 'POST', body: { text: 'Why now?' } })]));
    expect(await screen.findByText('Why now?', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText('Add a comment')).toHaveValue('');
  });

  it('its author retitles it', async () => {
    const request = changeRequest();
    const { writes } = serviceWith(request, 1);
    open(request.id);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit title' }));
    const input = screen.getByLabelText('Title');
    await userEvent.clear(input);
    await userEvent.type(input, 'Checkout off for the sale{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: `Checkout off for the sale #${request.id}` })).toBeInTheDocument();
    expect(writes()).toEqual([expect.objectContaining({ method: 'PUT', body: { title: 'Checkout off for the sale' } })]);
  });

  it('a reviewer cannot retitle somebody else\'s request', async () => {
    const request = changeRequest();
    serviceWith(request, 2);
    open(request.id);
    await screen.findByRole('button', { name: 'Approve' });
    expect(screen.queryByRole('button', { name: 'Edit title' })).not.toBeInTheDocument();
  });

  it('an unknown or somebody else\'s draft says it is not there', async () => {
    fakeService({ 'GET /api/admin/user': editor(), 'GET /api/admin/segments': ok({ segments: [] }) });
    open(41);
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no change request #41 in project "default" that you can see');
  });
});
