import { field, type RepresentativeCall } from './representativeCall';

const webhook = { provider: 'webhook', enabled: true, description: 'made by the coverage calls', parameters: { url: 'https://93.184.215.14/coverage-hook' }, events: ['feature-created'], projects: [], environments: [] };

/** Integrations, through Unleash's addon API. */
export const callsOfIntegrations: RepresentativeCall[] = [
  { operation: 'GET /api/admin/addons', status: 200 },
  { operation: 'POST /api/admin/addons', body: webhook, status: 200, remember: { addonId: (answer) => field(answer, 'id') } },
  { operation: 'GET /api/admin/addons/{id}', params: { id: '$addonId' }, status: 200 },
  { operation: 'PUT /api/admin/addons/{id}', params: { id: '$addonId' }, body: { ...webhook, description: 'changed' }, status: 200 },
  { operation: 'GET /api/admin/addons/{id}/events', params: { id: '$addonId' }, status: 200 },
  { operation: 'DELETE /api/admin/addons/{id}', params: { id: '$addonId' }, status: 200 },
];
