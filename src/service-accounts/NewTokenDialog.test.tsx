import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pat } from '../../contract';
import { fakeService, ok, type Answer } from '../test/fakeService';
import { renderAt } from '../test/render';
import { TokensPage } from './TokensPage';

const renderPage = (path: string) => renderAt(<TokensPage />, '/service-accounts/:id/tokens', path);

const secret = 'user:0123456789abcdef0123456789abcdef';
const account = { id: 5, name: 'CI bot', username: 'ci-bot', rootRoleName: 'Editor', tokens: 0 };
let listing: Pat[];
let created: { description: string; expiresAt: string }[];
let refuseCreate: Answer | null;

beforeEach(() => {
  listing = [];
  created = [];
  refuseCreate = null;
  fakeService({
    'GET /api/admin/service-account': ok({ serviceAccounts: [account] }),
    'GET /api/admin/service-account/5/token': () => ok({ pats: listing }),
    'POST /api/admin/service-account/5/token': ({ body }) => {
      if (refuseCreate) return refuseCreate;
      const input = body as { description: string; expiresAt: string };
      created.push(input);
      const token = { id: listing.length + 1, createdAt: new Date().toISOString(), seenAt: null, userId: 5, ...input };
      listing = [token, ...listing];
      return { status: 201, body: { ...token, secret } };
    },
  });
});
afterEach(() => vi.useRealTimers());

async function openDialog() {
  const page = renderPage('/service-accounts/5/tokens');
  await screen.findByRole('heading', { name: 'This account has no tokens' });
  await userEvent.click(screen.getByRole('button', { name: 'New token' }));
  return { ...page, dialog: screen.getByRole('dialog', { name: 'New token for CI bot' }) };
}

describe('a new token', () => {
  it('shows its secret once, with a copy button and the warning that it will not be shown again', async () => {
    // The clock stands still, so the expiry is exact; only Date is faked, timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-01T12:00:00.000Z'));
    const user = userEvent.setup(); // with a clipboard to copy into
    const { dialog, queryClient, router } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Deploy pipeline');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'In 7 days' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Token “Deploy pipeline” created' });
    expect(within(shown).getByRole('textbox', { name: 'Token' })).toHaveValue(secret);
    expect(shown).toHaveTextContent('It will not be shown again');
    await user.click(within(shown).getByRole('button', { name: 'Copy token' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(shown).toHaveTextContent('Copied');

    expect(created[0]!.expiresAt).toBe('2026-03-08T12:00:00.000Z');
    // The list is fetched again rather than given the created token, secret and all.
    await waitFor(() => expect(screen.getByRole('rowheader', { name: 'Deploy pipeline' })).toBeInTheDocument());

    // The secret is in the dialog only: not in any cache, storage or the URL.
    const caches = JSON.stringify([queryClient.getQueryCache().getAll().map((q) => q.state), queryClient.getMutationCache().getAll().map((m) => m.state)]);
    expect(caches).not.toContain(secret);
    expect(JSON.stringify({ ...sessionStorage })).not.toContain(secret);
    expect(JSON.stringify({ ...localStorage })).not.toContain(secret);
    expect(router.state.location.pathname + router.state.location.search).not.toContain(secret);

    await userEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByDisplayValue(secret)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New token' }));
    expect(screen.getByRole('dialog', { name: 'New token for CI bot' })).not.toHaveTextContent(secret);
  });

  it('needs a description', async () => {
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription('Describe what the token is for. 0 of 200 characters');
    expect(created).toEqual([]);
  });

  it('warns before creating one that never expires', async () => {
    const { dialog } = await openDialog();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Never' }));
    expect(within(dialog).getByRole('group', { name: 'Expires' })).toHaveAccessibleDescription(/never expires stays valid until someone deletes it/);
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Forever');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await screen.findByRole('dialog', { name: 'Token “Forever” created' });
    expect(created[0]!.expiresAt).toBe('9999-12-31T23:59:59.999Z');
  });

  it('takes a custom day, which must be after today', async () => {
    const { dialog } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Audit');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'On a date' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(within(dialog).getByText('Choose the day the token expires.')).toBeInTheDocument();
    const nextYear = new Date().getFullYear() + 1;
    await userEvent.type(within(dialog).getByLabelText('Expiry date'), `${nextYear}-03-01`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    await screen.findByRole('dialog', { name: 'Token “Audit” created' });
    expect(new Date(created[0]!.expiresAt).getFullYear()).toBe(nextYear);
  });

  it('shows why the service refused it, and keeps what was typed', async () => {
    const limit = 'An account can have at most 10 tokens; delete one before creating another.';
    refuseCreate = { status: 400, body: { id: 'e', name: 'BadDataError', message: limit, details: [{ message: limit }] } };
    const { dialog } = await openDialog();
    await userEvent.type(within(dialog).getByLabelText('Description'), 'Eleventh');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(/^An account can have at most 10 tokens; delete one before creating another\.$/);
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Eleventh');
  });
});
