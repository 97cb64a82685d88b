import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuditEvent } from '../../contract/events';
import { failure, fakeService, ok, type FakeCall, type Route } from '../test/fakeService';
import { renderRoutes } from '../test/render';
import { anEvent, rollout } from './fixtures';
import { HistoryPage } from './HistoryPage';

const projects = ok({ version: 1, projects: [{ id: 'default', name: 'Default' }, { id: 'web', name: 'Web' }] });
const environments = ok({ version: 1, environments: [{ name: 'development', type: 'development', sortOrder: 1 }, { name: 'production', type: 'production', sortOrder: 2 }] });
const creators = ok([{ id: 3, name: 'ann@example.com' }, { id: 4, name: 'alice' }]);
const segments = ok({ segments: [{ id: 4, name: 'beta-testers', constraints: [] }] });

/** The event search over `events`, answering offset and limit as Unleash does. */
const searchOver = (events: AuditEvent[]) => (call: FakeCall) => {
  const offset = Number(call.query.get('offset'));
  return ok({ events: events.slice(offset, offset + Number(call.query.get('limit'))), total: events.length });
};

const routes = (search: Route) => ({
  'GET /api/admin/projects': projects, 'GET /api/admin/environments': environments, 'GET /api/admin/event-creators': creators,
  'GET /api/admin/segments': segments, 'GET /api/admin/search/events': search,
});

const renderPage = (path = '/history') => renderRoutes([{ path: '/history', element: <HistoryPage /> }], path);

const searches = (service: ReturnType<typeof fakeService>) => service.calls.filter((call) => call.path === '/api/admin/search/events').map((call) => call.query);

beforeEach(() => sessionStorage.setItem('flagdeck.token', 'test-token'));

describe('the History page', () => {
  it('reads each event as a sentence, with its time exact on focus and its changes behind a button', async () => {
    const edit = anEvent({ type: 'feature-strategy-update', createdBy: 'alice', environment: 'staging', preData: rollout(100), data: rollout(25, { segments: [4] }), createdAt: new Date(Date.now() - 5 * 60_000).toISOString() });
    fakeService(routes(searchOver([edit, anEvent({ type: 'feature-environment-disabled' })])));
    renderPage();

    const item = await screen.findByRole('article', { name: 'alice edited the rollout strategy of checkout-v2 in staging' });
    expect(screen.getByRole('article', { name: 'ann@example.com turned checkout-v2 off in production' })).toBeInTheDocument();
    expect(within(item).getByRole('link', { name: 'checkout-v2' })).toHaveAttribute('href', '/projects/default/flags/checkout-v2');
    const time = within(item).getByText('5 minutes ago').parentElement;
    expect(time).toHaveAttribute('tabindex', '0');
    expect(time).toHaveTextContent(/5 minutes ago, .*2\d{3}/);

    const show = within(item).getByRole('button', { name: /Show changes/ });
    expect(show).toHaveAttribute('aria-expanded', 'false');
    show.focus();
    await userEvent.keyboard('{Enter}');
    expect(show).toHaveAttribute('aria-expanded', 'true');
    const diff = within(item).getByRole('table', { name: 'alice edited the rollout strategy of checkout-v2 in staging' });
    expect(within(diff).getByRole('row', { name: /^Rule/ })).toHaveTextContent('100% of users→25% of users');
    expect(within(diff).getByRole('row', { name: /^Segments/ })).toHaveTextContent('segment: beta-testers');
  });

  it('groups the events of one change request under one heading, linking the request', async () => {
    const applied = { groupType: 'change-request', groupId: '12' };
    fakeService(routes(searchOver([
      anEvent({ ...applied, type: 'feature-environment-enabled', featureName: 'a' }),
      anEvent({ ...applied, type: 'feature-environment-disabled', featureName: 'b' }),
      anEvent({ groupId: 'other', type: 'feature-created', environment: null }),
    ])));
    renderPage();
    const group = await screen.findByRole('group', { name: '2 changes applied together by a change request (change request #12)' });
    expect(within(group).getAllByRole('article')).toHaveLength(2);
    expect(within(group).getByRole('link', { name: 'change request #12' })).toHaveAttribute('href', '/projects/default/change-requests/12');
  });

  it('says when an admin skipped the approvals an environment requires', async () => {
    fakeService(routes(searchOver([anEvent({ data: { skippedApprovals: 2 } })])));
    renderPage();
    const item = await screen.findByRole('article', { name: 'ann@example.com turned checkout-v2 off in production, skipping the 2 approvals it requires' });
    expect(within(item).getByText('Approvals skipped')).toBeInTheDocument();
  });

  it('searches with the filters and the page the address holds', async () => {
    const service = fakeService(routes(ok({ events: [anEvent()], total: 120 })));
    renderPage('/history?flag=checkout-v2&environment=production&person=3&type=feature-environment-disabled&from=2026-03-01&to=2026-03-02&page=2');
    await screen.findByRole('article');
    expect(Object.fromEntries(searches(service)[0] ?? [])).toEqual({
      feature: 'IS:checkout-v2', environment: 'IS:production', createdBy: 'IS:3', type: 'IS:feature-environment-disabled',
      from: 'IS:2026-03-01', to: 'IS:2026-03-02', offset: '50', limit: '50',
    });
    expect(screen.getByLabelText('Flag')).toHaveValue('checkout-v2');
    expect(await screen.findByRole('option', { name: 'ann@example.com' })).toBeInTheDocument();
    expect(screen.getByLabelText('Person')).toHaveValue('3');
    expect(screen.getByText('51–100 of 120 events')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Newer events' })).toHaveAttribute('href', '/history?flag=checkout-v2&environment=production&type=feature-environment-disabled&from=2026-03-01&to=2026-03-02&person=3');
    expect(screen.getByRole('link', { name: 'Older events' })).toHaveAttribute('href', expect.stringContaining('page=3'));
  });

  it('applies a choice at once, into the address, from the first page', async () => {
    const service = fakeService(routes(ok({ events: [anEvent()], total: 1 })));
    const { router } = renderPage('/history?page=3');
    await screen.findByRole('option', { name: 'alice' });
    await userEvent.selectOptions(screen.getByLabelText('Person'), 'alice');
    await waitFor(() => expect(router.state.location.search).toBe('?person=4'));
    await waitFor(() => expect(searches(service).at(-1)?.get('createdBy')).toBe('IS:4'));
    expect(searches(service).at(-1)?.get('offset')).toBe('0');

    await userEvent.type(screen.getByLabelText('Flag'), 'checkout-v2{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?flag=checkout-v2&person=4'));
  });

  it('refuses days that end before they start at the field, keeping what was typed', async () => {
    fakeService(routes(ok({ events: [anEvent()], total: 1 })));
    const { router } = renderPage();
    await screen.findByRole('article');
    await userEvent.type(screen.getByLabelText('From'), '2026-03-05');
    await userEvent.type(screen.getByLabelText('To'), '2026-03-01');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    const to = screen.getByLabelText('To');
    expect(to).toHaveAttribute('aria-invalid', 'true');
    expect(to).toHaveAccessibleDescription(/The last day is before the first day/);
    expect(to).toHaveValue('2026-03-01');
    expect(router.state.location.search).toBe('');
  });

  it('says it is loading, then that nothing has changed yet', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    fakeService(routes(() => new Promise((resolve) => (answer = resolve))));
    renderPage();
    expect(await screen.findByText('Loading history…')).toBeInTheDocument();
    answer(ok({ events: [], total: 0 }));
    expect(await screen.findByRole('heading', { name: 'Nothing has changed yet' })).toBeInTheDocument();
  });

  it('says the filters find nothing, with a way to clear them', async () => {
    fakeService(routes(ok({ events: [], total: 0 })));
    renderPage('/history?flag=nope');
    expect(await screen.findByRole('heading', { name: 'No events match these filters' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Clear filters' })).toHaveAttribute('href', '/history');
  });

  it('names a page past the last one and links the newest', async () => {
    fakeService(routes(searchOver([anEvent()])));
    renderPage('/history?page=9');
    expect(await screen.findByRole('heading', { name: 'There is no page 9' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the newest' })).toHaveAttribute('href', '/history');
  });

  it('shows the refusal of a user who may not read the history, naming the permission', async () => {
    fakeService(routes(failure(403, 'NoAccessError', 'You need the permission "ADMIN" to read events')));
    renderPage();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No access');
    expect(alert).toHaveTextContent('ADMIN');
    expect(within(alert).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('says a service without the event search does not have it', async () => {
    fakeService({ ...routes(ok({ events: [], total: 0 })), 'GET /api/admin/search/events': failure(404, 'NotFoundError', 'There is no GET /api/admin/search/events') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The event search is not available on this service.');
  });

  it('offers to retry when the service fails', async () => {
    const service = fakeService(routes(failure(500, 'InternalError', 'database is locked')));
    renderPage();
    await userEvent.click(await within(await screen.findByRole('alert')).findByRole('button', { name: 'Retry' }));
    service.on({ 'GET /api/admin/search/events': ok({ events: [anEvent()], total: 1 }) });
    await userEvent.click(await within(await screen.findByRole('alert')).findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('article')).toBeInTheDocument();
  });

  it('says the Person filter is not available where the service does not list who made events', async () => {
    fakeService({ ...routes(ok({ events: [anEvent()], total: 1 })), 'GET /api/admin/event-creators': failure(404, 'NotFoundError', 'no such route') });
    renderPage();
    await screen.findByRole('article');
    await waitFor(() => expect(screen.getByLabelText('Person')).toBeDisabled());
    expect(screen.getByLabelText('Person')).toHaveAccessibleDescription('This service does not list who made events.');
  });
});

/** What a saved file holds (the test DOM's Blob has no text()). */
const textOf = (blob: Blob | undefined) =>
  new Promise<string>((resolve, reject) => {
    if (!blob) return reject(new Error('nothing was saved'));
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

describe('exporting the history', () => {
  let saved: Blob[];
  beforeEach(() => {
    saved = [];
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:history'), revokeObjectURL: () => {} }));
  });

  it('writes every page of the filter, not only the one shown', async () => {
    const events = Array.from({ length: 1500 }, (_, index) => anEvent({ featureName: index % 2 ? 'checkout-v2' : 'other' }));
    const service = fakeService(routes(searchOver(events)));
    renderPage('/history?environment=production');
    expect(await screen.findAllByRole('article')).toHaveLength(50);
    await userEvent.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const lines = (await textOf(saved[0])).trim().split('\r\n');
    expect(lines).toHaveLength(1 + 1500);
    const exportCalls = searches(service).filter((query) => query.get('limit') === '1000');
    expect(exportCalls.map((query) => [query.get('offset'), query.get('environment')])).toEqual([['0', 'IS:production'], ['1000', 'IS:production']]);

    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    const json: unknown = JSON.parse(await textOf(saved[1]));
    expect(json).toMatchObject({ filter: { environment: 'production' }, total: 1500 });
  });

  it('says why an export stopped', async () => {
    const service = fakeService(routes(ok({ events: [anEvent()], total: 1 })));
    renderPage();
    await screen.findByRole('article');
    service.on({ 'GET /api/admin/search/events': failure(500, 'InternalError', 'database is locked') });
    await userEvent.click(screen.getByRole('button', { name: 'Export JSON' }));
    expect(await screen.findByText(/The export stopped: database is locked/)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});
