import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { exportQuerySchema, type ExportedConfiguration } from '../../../contract/importExport';
import { fakeService, ok } from '../../test/fakeService';
import { renderRoutes } from '../../test/render';
import { ComparePage } from './ComparePage';

const environments = { environments: ['development', 'production'].map((name, index) => ({ name, type: name, enabled: true, sortOrder: index })) };
const names = Array.from({ length: 1_200 }, (_, index) => `flag-${String(index).padStart(4, '0')}`);

/** The project in one environment, as the export answers it: every flag on in development; every other one on in production too. */
function exported(environment: string): ExportedConfiguration {
  const on = (index: number) => environment === 'development' || index % 2 === 0;
  return {
    features: names.map((name) => ({ name })),
    featureStrategies: names.map((name) => ({ featureName: name, id: `${environment}-${name}`, name: 'default' })),
    featureEnvironments: names.map((name, index) => ({ name, featureName: name, environment, enabled: on(index), variants: [] })),
  };
}

describe('a whole project compared', () => {
  it('reads each environment once, however many flags, and draws the differing flags a page at a time', async () => {
    const service = fakeService({
      'GET /api/admin/environments/project/default': ok(environments),
      'GET /api/admin/projects/default/change-requests/config': ok([]),
      'GET /api/admin/user': ok({ user: { id: 1 }, permissions: [{ permission: 'ADMIN' }] }),
      'GET /api/admin/segments': ok({ segments: [] }),
      'GET /api/openapi.json': ok({ paths: {} }),
      'POST /api/admin/features-batch/export': (call) => ok(exported(exportQuerySchema.parse(call.body).environment)),
    });
    renderRoutes([{ path: '/projects/:projectId/compare', element: <ComparePage /> }], '/projects/default/compare?from=development&to=production');

    expect(await screen.findByText(/flags differ between/, {}, { timeout: 5_000 })).toHaveTextContent('600 of 1,200 flags differ between development and production; 600 the same.');
    const exports = service.calls.filter((call) => call.path === '/api/admin/features-batch/export');
    expect(exports.map((call) => call.body)).toEqual([{ environment: 'development', project: 'default' }, { environment: 'production', project: 'default' }]);
    expect(service.called().filter((call) => call.startsWith('GET /api/admin/projects/default/features'))).toEqual([]);

    expect(screen.getAllByRole('list', { name: /^Differences of / })).toHaveLength(50);
    expect(within(screen.getByRole('list', { name: 'Differences of flag-0001' })).getByRole('checkbox', { name: 'Turn on in production (on in development)' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'Promote 600 changes to production…' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Show 50 more of the 550 not shown' }));
    expect(screen.getAllByRole('list', { name: /^Differences of / })).toHaveLength(100);
    expect(screen.getByRole('list', { name: 'Differences of flag-0199' })).toBeInTheDocument();
  });
});
