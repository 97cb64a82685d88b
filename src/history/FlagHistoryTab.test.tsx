import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeService, ok } from '../test/fakeService';
import { renderRoutes } from '../test/render';
import { anEvent } from './fixtures';
import { FlagHistoryTab } from './FlagHistoryTab';

beforeEach(() => sessionStorage.setItem('flagdeck.token', 'test-token'));

const renderTab = (path: string) => renderRoutes([{ path: '/projects/:projectId/flags/:featureName/history', element: <FlagHistoryTab /> }], path);

describe("a flag's History tab", () => {
  it("reads the flag's own events, its pages in the address beside the list's filters", async () => {
    const service = fakeService({
      'GET /api/admin/segments': ok({ segments: [] }),
      'GET /api/admin/search/events': ok({ events: [anEvent({ featureName: 'checkout v2' })], total: 51 }),
    });
    renderTab('/projects/default/flags/checkout%20v2/history?q=check');
    expect(await screen.findByRole('article', { name: 'ann@example.com turned checkout v2 off in production' })).toBeInTheDocument();
    const tab = screen.getByRole('region', { name: 'History of checkout v2' });
    const search = service.calls.find((call) => call.path === '/api/admin/search/events')?.query;
    expect(search?.get('feature')).toBe('IS:checkout v2');
    expect(search?.get('offset')).toBe('0');
    expect(within(tab).getByRole('link', { name: 'Older events' })).toHaveAttribute('href', '/projects/default/flags/checkout%20v2/history?q=check&page=2');
    expect(within(tab).getByRole('link', { name: 'Open in History' })).toHaveAttribute('href', '/history?flag=checkout+v2');
    expect(within(tab).getByRole('button', { name: 'Export CSV' })).toBeInTheDocument();
  });

  it('says when nothing was recorded about the flag', async () => {
    fakeService({ 'GET /api/admin/segments': ok({ segments: [] }), 'GET /api/admin/search/events': ok({ events: [], total: 0 }) });
    renderTab('/projects/default/flags/quiet/history');
    expect(await screen.findByRole('heading', { name: 'No changes recorded' })).toBeInTheDocument();
  });
});
