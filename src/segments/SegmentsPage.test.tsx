import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { failure, fakeService, ok } from '../test/fakeService';
import { renderRoutes } from '../test/render';
import { SegmentsPage } from './SegmentsPage';

const admin = ok({ user: { id: 1 }, permissions: [{ permission: 'ADMIN' }] });
const viewer = ok({ user: { id: 3 }, permissions: [] });
const betaTesters = { id: 1, name: 'beta-testers', description: 'First to try', constraints: [{ contextName: 'userId', operator: 'IN', values: ['alice'] }] };
const fields = ok(['appName', 'environment', 'userId', 'plan'].map((name) => ({ name, legalValues: [] })));
const usedByBanner = ok({ strategies: [{ id: 's1', projectId: 'default', featureName: 'beta-banner', strategyName: 'default', environment: 'development' }] });

const renderPage = () => renderRoutes([{ path: '/segments', element: <SegmentsPage /> }], '/segments');

describe('the segments page', () => {
  it('lists each segment with the flags using it, and says why one in use cannot be deleted', async () => {
    fakeService({
      'GET /api/admin/user': admin, 'GET /api/admin/context': fields,
      'GET /api/admin/segments': ok({ segments: [betaTesters] }), 'GET /api/admin/segments/1/strategies': usedByBanner,
    });
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'beta-testers' })).closest('tr') as HTMLElement;
    expect(await within(row).findByRole('link', { name: 'beta-banner' })).toHaveAttribute('href', '/projects/default/flags/beta-banner');
    const remove = within(row).getByRole('button', { name: 'Delete beta-testers' });
    expect(remove).toHaveAttribute('aria-disabled', 'true');
    expect(remove).toHaveAccessibleDescription(/In use by beta-banner/);
  });

  it('refuses a number constraint that is not a number at the field, before sending; then creates the segment', async () => {
    const service = fakeService({
      'GET /api/admin/user': admin, 'GET /api/admin/context': fields, 'GET /api/admin/segments': ok({ segments: [] }),
      'POST /api/admin/segments': ok({ ...betaTesters, id: 2, name: 'heavy-users' }),
    });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No segments yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'New segment' }));
    await userEvent.type(screen.getByLabelText('Name'), 'heavy-users');
    await userEvent.click(screen.getByRole('button', { name: 'Add constraint' }));
    const constraint = screen.getByRole('group', { name: 'Constraint 1' });
    await userEvent.selectOptions(within(constraint).getByLabelText('Context field'), 'plan');
    await userEvent.selectOptions(within(constraint).getByLabelText('Operator'), 'NUM_GT');
    await userEvent.type(within(constraint).getByLabelText('Value'), 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Create segment' }));

    const value = within(constraint).getByLabelText('Value');
    expect(value).toHaveAttribute('aria-invalid', 'true');
    expect(value).toHaveAccessibleDescription(/needs a decimal number/);
    expect(service.called()).not.toContain('POST /api/admin/segments');

    await userEvent.clear(value);
    await userEvent.type(value, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Create segment' }));
    await waitFor(() => expect(service.called()).toContain('POST /api/admin/segments'));
    expect(service.calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'heavy-users', description: null,
      constraints: [{ contextName: 'plan', operator: 'NUM_GT', value: '3', inverted: false, caseInsensitive: false }],
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'New segment' })).not.toBeInTheDocument());
  });

  it('keeps the form when the service refuses, with its reason at the field it names', async () => {
    fakeService({
      'GET /api/admin/user': admin, 'GET /api/admin/context': fields,
      'GET /api/admin/segments': ok({ segments: [betaTesters] }), 'GET /api/admin/segments/1/strategies': ok({ strategies: [] }),
      'PUT /api/admin/segments/1': {
        status: 400,
        body: { id: 'x', name: 'BadDataError', message: 'constraints.0.values: too many', details: [{ path: 'constraints.0.values', message: 'constraints.0.values: too many' }] },
      },
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit beta-testers' }));
    await userEvent.clear(screen.getByLabelText('Description'));
    await userEvent.type(screen.getByLabelText('Description'), 'Changed');
    await userEvent.click(screen.getByRole('button', { name: 'Save segment' }));
    const values = await screen.findByLabelText(/^Values to add/);
    await waitFor(() => expect(values).toHaveAccessibleDescription('1 value. too many'));
    expect(screen.getByRole('list', { name: 'Values of constraint 1' })).toHaveTextContent('alice');
    expect(screen.getByLabelText('Description')).toHaveValue('Changed');
  });

  it('shows writes as unavailable, with the reason, to a viewer; and the service’s reason when the list is refused', async () => {
    fakeService({ 'GET /api/admin/user': viewer, 'GET /api/admin/segments': failure(403, 'NoAccessError', 'No segments for you.') });
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('No segments for you.');
    const create = screen.getByRole('button', { name: 'New segment' });
    await waitFor(() => expect(create).toHaveAttribute('aria-disabled', 'true'));
    expect(create).toHaveAccessibleDescription('You need the "CREATE_SEGMENT" permission.');
  });

  it('asks before saving a segment in use, naming each flag and environment it changes', async () => {
    const service = fakeService({
      'GET /api/admin/user': admin, 'GET /api/admin/context': fields,
      'GET /api/admin/segments': ok({ segments: [betaTesters] }), 'GET /api/admin/segments/1/strategies': usedByBanner,
      'PUT /api/admin/segments/1': { status: 204 },
    });
    renderPage();
    const row = (await screen.findByRole('rowheader', { name: 'beta-testers' })).closest('tr') as HTMLElement;
    await within(row).findByRole('link', { name: 'beta-banner' });
    await userEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save segment' }));
    const question = await screen.findByRole('alertdialog', { name: 'Change beta-testers where it is used?' });
    expect(question).toHaveTextContent('Saving changes at once who gets this flag: beta-banner in development.');
    expect(service.calls.filter((call) => call.method === 'PUT')).toEqual([]);
    await userEvent.click(within(question).getByRole('button', { name: 'Save segment' }));
    await waitFor(() => expect(service.calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
  });
});
