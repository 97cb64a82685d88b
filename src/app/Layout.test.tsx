import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeService, ok } from '../test/fakeService';
import { renderRoutes } from '../test/render';
import { Layout } from './Layout';

const page = <p>page</p>;
const routes = [
  {
    path: '/',
    element: <Layout />,
    children: [
      { path: 'projects/:projectId/flags', element: page, children: [{ path: ':featureName', element: page }] },
      { path: 'change-requests', element: page },
      { path: 'projects/:projectId/change-requests', element: page },
      { path: 'projects/:projectId/change-requests/:id', element: page },
      { path: 'service-accounts', element: page },
      { path: 'service-accounts/:id/tokens', element: page },
      { path: 'playground', element: page },
      { path: '*', element: page },
    ],
  },
];

const current = () =>
  screen
    .getAllByRole('link')
    .filter((link) => link.getAttribute('aria-current') === 'page')
    .map((link) => link.textContent?.trim());

describe('the main navigation', () => {
  it.each([
    ['/projects/default/flags', 'Flags'],
    ['/projects/default/flags/checkout', 'Flags'],
    ['/projects/my%20shop/flags/new%20checkout.v2', 'Flags'],
    ['/projects/team:a/flags/checkout', 'Flags'],
    ['/change-requests', 'Change requests'],
    ['/projects/default/change-requests', 'Change requests'],
    ['/projects/default/change-requests/7', 'Change requests'],
    ['/service-accounts', 'Service accounts'],
    ['/service-accounts/3/tokens', 'Service accounts'],
    ['/playground', 'Playground'],
    ['/segments', 'Segments'],
    ['/context-fields', 'Context fields'],
    ['/history', 'History'],
    ['/history?flag=checkout&page=2', 'History'],
  ])('on %s shows %s as the current area, and only it', async (path, area) => {
    fakeService({});
    renderRoutes(routes, path);
    await screen.findByText('page');
    expect(current()).toEqual([area]);
    expect(screen.getByRole('link', { name: area })).toHaveClass('active');
  });

  it('on a page of no area shows none as current', async () => {
    fakeService({});
    renderRoutes(routes, '/no/such/page');
    await screen.findByText('page');
    expect(current()).toEqual([]);
  });
});

describe('maintenance mode', () => {
  it('says on every page that the service is in maintenance mode, and what that means', async () => {
    fakeService({ 'GET /api/admin/maintenance': ok({ enabled: true }) });
    renderRoutes(routes, '/playground');
    expect(await screen.findByRole('region', { name: 'Maintenance mode' })).toHaveTextContent('refuses changes until an admin turns it off');
  });

  it('says nothing of it when the service is not in maintenance mode', async () => {
    fakeService({ 'GET /api/admin/maintenance': ok({ enabled: false }) });
    renderRoutes(routes, '/playground');
    await screen.findByText('page');
    expect(screen.queryByRole('region', { name: 'Maintenance mode' })).toBeNull();
  });
});
