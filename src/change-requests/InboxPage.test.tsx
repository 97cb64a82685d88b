import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeService, ok } from '../test/fakeService';
import { renderRoutes } from '../test/render';
import { changeRequest, editor } from './fixtures';
import { InboxPage } from './InboxPage';

const routes = [
  { path: '/change-requests', element: <InboxPage /> },
  { path: '/projects/:projectId/change-requests', element: <InboxPage /> },
];

const forReview = changeRequest({ id: 1, title: 'Turn off checkout', approvals: [{ createdBy: { id: 3, username: 'alice' }, createdAt: '2026-01-01T00:00:00Z' }] });
const myDraft = changeRequest({ id: 2, title: 'My draft', state: 'Draft', createdBy: { id: 2, username: 'user-2' } });
const failed = changeRequest({
  id: 3, title: 'Weekend copy', state: 'Scheduled', project: 'payments',
  schedule: { scheduledAt: '2026-01-01T00:00:00Z', status: 'failed', reason: '"pricing" was archived.' },
});

const rowNames = () => screen.getAllByRole('rowheader').map((cell) => cell.textContent);

describe('the change request inbox', () => {
  it('opens on what needs my review: id, title, project, environment, state, "1 of 2", who and when', async () => {
    const { calls } = fakeService({
      'GET /api/admin/user': editor(),
      'GET /api/admin/search/change-requests': ok({ changeRequests: [myDraft, forReview, failed], total: 3 }),
    });
    renderRoutes(routes, '/change-requests');
    const row = (await screen.findByRole('rowheader', { name: /Turn off checkout/ })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1', 'default', 'production', 'In reviewNeeds your review', '1 of 2', 'pm1 hour ago', '—',
    ]);
    expect(within(row).getByRole('link')).toHaveAttribute('href', '/projects/default/change-requests/1');
    expect(screen.getByRole('tab', { name: /Needs my review/ })).toHaveAttribute('aria-selected', 'true');
    expect(calls.find((call) => call.path === '/api/admin/search/change-requests')?.query.get('state')).toBe('IS:open');
  });

  it('keeps the tab in the address; All open puts what needs action first, a failed schedule standing out', async () => {
    fakeService({
      'GET /api/admin/user': editor(),
      'GET /api/admin/search/change-requests': ok({ changeRequests: [myDraft, forReview, failed] }),
    });
    const { router } = renderRoutes(routes, '/change-requests');
    await userEvent.click(await screen.findByRole('tab', { name: /All open/ }));
    expect(router.state.location.search).toBe('?tab=open');
    expect(rowNames()).toEqual([expect.stringContaining('Turn off checkout'), expect.stringContaining('Weekend copy'), expect.stringContaining('My draft')]);
    const failedRow = screen.getByRole('rowheader', { name: /Weekend copy/ }).closest('tr') as HTMLElement;
    expect(failedRow).toHaveTextContent('Schedule failed');
    expect(failedRow).toHaveTextContent('Failed: "pricing" was archived.');

    // Arrow keys move between tabs, as tabs do.
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: /My requests/ })).toHaveFocus();
    expect(router.state.location.search).toBe('?tab=mine');
    expect(rowNames()).toEqual([expect.stringContaining('My draft')]);
  });

  it('without the search (older or other Unleash), reads each project\'s open requests', async () => {
    const { calls } = fakeService({
      'GET /api/admin/user': editor(),
      'GET /api/admin/projects': ok({ projects: [{ id: 'default', name: 'Default' }, { id: 'payments', name: 'Payments' }] }),
      'GET /api/admin/projects/default/change-requests/open': ok([forReview]),
      'GET /api/admin/projects/payments/change-requests/open': ok([]),
    });
    renderRoutes(routes, '/change-requests?tab=open');
    expect(await screen.findByRole('rowheader', { name: /Turn off checkout/ })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/admin/projects/payments/change-requests/open');
  });

  it('per project, asks only for that project and leaves the project column out', async () => {
    const { calls } = fakeService({
      'GET /api/admin/user': editor(),
      'GET /api/admin/search/change-requests': ok({ changeRequests: [forReview] }),
    });
    renderRoutes(routes, '/projects/default/change-requests');
    await screen.findByRole('rowheader', { name: /Turn off checkout/ });
    expect(screen.queryByRole('columnheader', { name: 'Project' })).not.toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/admin/search/change-requests')?.query.get('project')).toBe('IS:default');
  });

  it('says plainly when the service has no change requests (open-source Unleash answers 404)', async () => {
    fakeService({ 'GET /api/admin/user': editor(), 'GET /api/admin/projects': ok({ projects: [{ id: 'default', name: 'Default' }] }) });
    renderRoutes(routes, '/change-requests');
    expect(await screen.findByRole('heading', { name: 'Change requests are not available on this service' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the service\'s reason when access is refused, and an empty tab says so', async () => {
    const service = fakeService({
      'GET /api/admin/user': editor(),
      'GET /api/admin/search/change-requests': failure(403, 'NoAccessError', 'You need the "READ" permission.'),
    });
    renderRoutes(routes, '/change-requests');
    expect(await screen.findByRole('alert')).toHaveTextContent('You need the "READ" permission.');

    service.on({ 'GET /api/admin/search/change-requests': ok({ changeRequests: [] }) });
    renderRoutes(routes, '/change-requests');
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Nothing waits for your review' })).toBeInTheDocument());
  });

  it('a service that cannot say who the user is gets an error panel, not a crash', async () => {
    fakeService({});
    renderRoutes(routes, '/change-requests');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });
});
