import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pat } from '../../contract';
import { failure, fakeService, ok, type Answer } from '../test/fakeService';
import { renderAt } from '../test/render';
import { TokensPage } from './TokensPage';

const renderPage = (path: string) => renderAt(<TokensPage />, '/service-accounts/:id/tokens', path);

const now = Date.now();
const day = 24 * 3600 * 1000;
const iso = (offset: number) => new Date(now + offset).toISOString();

const account = { id: 5, name: 'CI bot', username: 'ci-bot', rootRole: 2, rootRoleName: 'Editor', createdAt: iso(-90 * day), tokens: 4 };
const tokens: Pat[] = [
  { id: 4, description: 'Nightly export', createdAt: iso(-1 * day), seenAt: null, expiresAt: iso(30 * day) },
  { id: 3, description: 'Deploy pipeline', createdAt: iso(-20 * day), seenAt: iso(-2 * 60_000), expiresAt: iso(3 * day) },
  { id: 2, description: 'Old script', createdAt: iso(-80 * day), seenAt: iso(-40 * day), expiresAt: iso(-1 * day) },
  { id: 1, description: 'Terraform', createdAt: iso(-85 * day), seenAt: iso(-1 * day), expiresAt: '9999-12-31T23:59:59.999Z' },
];

let listing: Pat[];
let onDelete: (id: number) => Answer | Promise<Answer>;

beforeEach(() => {
  listing = [...tokens];
  onDelete = (id) => {
    listing = listing.filter((t) => t.id !== id);
    return ok();
  };
  fakeService({
    'GET /api/admin/service-account': ok({ serviceAccounts: [account] }),
    'GET /api/admin/service-account/5/token': () => ok({ pats: listing }),
    ...Object.fromEntries(tokens.map(({ id }) => [`DELETE /api/admin/service-account/5/token/${id}`, () => onDelete(id)])),
  });
});

const rows = () => screen.getAllByRole('row').slice(1);
const descriptions = () => rows().map((row) => within(row).getByRole('rowheader').textContent);
const rowOf = (description: string) => screen.getByRole('rowheader', { name: description }).closest('tr') as HTMLElement;

describe('the tokens of a service account', () => {
  it('are listed newest first, under the account name', async () => {
    renderPage('/service-accounts/5/tokens');
    expect(await screen.findByRole('heading', { name: 'Tokens of CI bot' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'Tokens of CI bot' });
    expect(descriptions()).toEqual(['Nightly export', 'Deploy pipeline', 'Old script', 'Terraform']);
  });

  it('mark a never-used token, an expired one, one expiring soon and one that never expires', async () => {
    renderPage('/service-accounts/5/tokens');
    await screen.findByRole('table');
    expect(within(rowOf('Nightly export')).getByText('Never used')).toBeInTheDocument();
    expect(within(rowOf('Old script')).getByText('Expired')).toHaveClass('badge-danger');
    expect(within(rowOf('Deploy pipeline')).getByText('Expires in 3 days')).toHaveClass('badge-warning');
    expect(within(rowOf('Deploy pipeline')).getByText('2 minutes ago')).toHaveAttribute('title');
    expect(within(rowOf('Terraform')).getByText('Never')).toBeInTheDocument();
  });

  it('are searched by description, and the search is kept in the URL', async () => {
    const { router } = renderPage('/service-accounts/5/tokens');
    await screen.findByRole('table');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tokens by description' }), 'DEPLOY');
    await waitFor(() => expect(descriptions()).toEqual(['Deploy pipeline']));
    expect(router.state.location.search).toBe('?q=DEPLOY');
    expect(screen.getByText('1 of 4 tokens')).toBeInTheDocument();
  });

  it('say so when nothing matches, with a way back', async () => {
    renderPage('/service-accounts/5/tokens?q=zzz');
    expect(await screen.findByRole('heading', { name: 'No token matches “zzz”' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear the search' }));
    expect(descriptions()).toHaveLength(4);
  });

  it('sort by a column header, both ways, with the sort in the URL', async () => {
    const { router } = renderPage('/service-accounts/5/tokens');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Last seen' }));
    expect(descriptions()).toEqual(['Deploy pipeline', 'Terraform', 'Old script', 'Nightly export']);
    expect(screen.getByRole('columnheader', { name: 'Last seen' })).toHaveAttribute('aria-sort', 'descending');
    expect(router.state.location.search).toBe('?sort=seen&order=desc');
    await userEvent.click(screen.getByRole('button', { name: 'Last seen' }));
    expect(descriptions()[0]).toBe('Nightly export');
    expect(screen.getByRole('columnheader', { name: 'Last seen' })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('open sorted as the URL says', async () => {
    renderPage('/service-accounts/5/tokens?sort=description&order=asc');
    await screen.findByRole('table');
    expect(descriptions()).toEqual(['Deploy pipeline', 'Nightly export', 'Old script', 'Terraform']);
  });
});

describe('deleting a token', () => {
  it('asks first, naming the token, then removes its row', async () => {
    renderPage('/service-accounts/5/tokens');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Delete token “Old script”' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete token “Old script”?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete token' }));
    await waitFor(() => expect(descriptions()).not.toContain('Old script'));
    expect(listing.map((t) => t.id)).not.toContain(2);
  });

  it('removes the row at once, and brings it back with the reason when the service refuses', async () => {
    let refuse: (answer: Answer) => void = () => {};
    onDelete = () => new Promise((resolve) => (refuse = resolve));
    renderPage('/service-accounts/5/tokens');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Delete token “Terraform”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete token' }));
    await waitFor(() => expect(descriptions()).not.toContain('Terraform'));

    refuse(failure(403, 'NoAccessError', 'You need the "ADMIN" permission to do this.'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not delete “Terraform”: You need the "ADMIN" permission to do this.');
    await waitFor(() => expect(descriptions()).toContain('Terraform'));
  });

  it('can be cancelled, and nothing is sent', async () => {
    const deletes = vi.fn(onDelete);
    onDelete = deletes;
    renderPage('/service-accounts/5/tokens');
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'Delete token “Terraform”' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(deletes).not.toHaveBeenCalled();
    expect(descriptions()).toContain('Terraform');
  });

  it('are not for a user who is no admin, where a service shows them anyway: creating and deleting say why, and do nothing', async () => {
    const { calls } = fakeService({
      'GET /api/admin/user': ok({ user: { id: 8 }, permissions: [{ permission: 'CREATE_FEATURE' }] }),
      'GET /api/admin/service-account': ok({ serviceAccounts: [account] }),
      'GET /api/admin/service-account/5/token': () => ok({ pats: listing }),
    });
    renderPage('/service-accounts/5/tokens');
    await screen.findByRole('table');
    const reason = 'Only admins manage service account tokens: you need the ADMIN permission.';
    // Who the user is arrives after the tokens: then the controls turn unavailable.
    await waitFor(() => expect(screen.getByRole('button', { name: 'New token' })).toHaveAttribute('aria-disabled', 'true'));
    for (const button of [screen.getByRole('button', { name: 'New token' }), screen.getByRole('button', { name: 'Delete token “Terraform”' })]) {
      expect(button).toHaveAccessibleDescription(reason);
      await userEvent.click(button);
    }
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });
});
