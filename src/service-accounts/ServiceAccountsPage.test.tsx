import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { breaksContract, failure, fakeService, ok } from '../test/fakeService';
import { renderRoutes } from '../test/render';
import { ServiceAccountsPage } from './ServiceAccountsPage';
import { TokensPage } from './TokensPage';

const forbidden = failure(403, 'PermissionError', 'You need the "ADMIN" permission to do this.');
const accounts = 'GET /api/admin/service-account';
const tokensOf5 = 'GET /api/admin/service-account/5/token';

const renderPage = (path: string) => renderRoutes([
  { path: '/service-accounts', element: <ServiceAccountsPage /> },
  { path: '/service-accounts/:id/tokens', element: <TokensPage /> },
], path);

describe('the service accounts page', () => {
  it('lists each account with its username, role, token count and age; the name leads to its tokens', async () => {
    fakeService({
      [accounts]: ok({
        // As Unleash answers: the role as an id with the roles beside, the tokens themselves.
        serviceAccounts: [{ id: 3, name: 'Deploy bot', username: 'deploy-bot', rootRole: 2, createdAt: new Date(Date.now() - 3 * 86400e3).toISOString(), tokens: [{ id: 8, description: 'x', createdAt: '2026-01-01T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z' }] }],
        rootRoles: [{ id: 1, name: 'Admin' }, { id: 2, name: 'Editor' }],
      }),
    });
    renderPage('/service-accounts');
    const row = (await screen.findByRole('rowheader', { name: 'Deploy bot' })).closest('tr') as HTMLElement;
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['deploy-bot', 'Editor', '1', '3 days ago']);
    expect(within(row).getByRole('link', { name: 'Deploy bot' })).toHaveAttribute('href', '/service-accounts/3/tokens');
  });

  it('says plainly when the service has no service accounts (open-source Unleash answers 404)', async () => {
    fakeService({});
    renderPage('/service-accounts');
    expect(await screen.findByRole('heading', { name: 'Service accounts are not available on this service' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the service’s reason when access is refused', async () => {
    fakeService({ [accounts]: forbidden });
    renderPage('/service-accounts');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No access');
    expect(alert).toHaveTextContent('You need the "ADMIN" permission to do this.');
  });

  it('has an empty state', async () => {
    fakeService({ [accounts]: ok({ serviceAccounts: [] }) });
    renderPage('/service-accounts');
    expect(await screen.findByRole('heading', { name: 'No service accounts yet' })).toBeInTheDocument();
  });
});

describe('the tokens page', () => {
  it('says the service has no service accounts when both the list and the tokens are 404', async () => {
    fakeService({});
    renderPage('/service-accounts/5/tokens');
    expect(await screen.findByRole('heading', { name: 'Service accounts are not available on this service' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New token' })).not.toBeInTheDocument();
  });

  it('says the account does not exist when only its tokens are 404', async () => {
    fakeService({ [accounts]: ok({ serviceAccounts: [] }) });
    renderPage('/service-accounts/99/tokens');
    expect(await screen.findByRole('alert')).toHaveTextContent('Service account 99 does not exist.');
  });

  it('shows the service’s reason when access is refused', async () => {
    fakeService({ [accounts]: forbidden, [tokensOf5]: forbidden });
    renderPage('/service-accounts/5/tokens');
    expect(await screen.findByRole('alert')).toHaveTextContent('You need the "ADMIN" permission to do this.');
  });

  it('shows a response that breaks the contract as such, not as a crash', async () => {
    fakeService({
      [tokensOf5]: breaksContract(ok({ pats: [{ id: 1, description: 'leaky', createdAt: '2026-01-01T00:00:00Z', expiresAt: '2027-01-01T00:00:00Z', secret: 'user:abc' }] })),
    });
    renderPage('/service-accounts/5/tokens');
    expect(await screen.findByRole('alert')).toHaveTextContent('pats[0].secret: a listing must not contain the secret');
  });
});
