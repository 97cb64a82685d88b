import type { RepresentativeCall } from './representativeCall';

const now = '2026-01-01T00:00:00.000Z';
const bucket = { start: now, stop: '2026-01-01T00:01:00.000Z', toggles: { 'coverage-flag': { yes: 3, no: 1 }, 'coverage-unknown': { yes: 0, no: 2 } } };
const sdk = { appName: 'coverage-app', instanceId: 'coverage-1', environment: 'development' };

/** What SDKs call, applications and metrics, and the instance's own settings and information. */
export const callsOfTheInstance: RepresentativeCall[] = [
  { operation: 'GET /health', as: 'none', status: 200 },
  { operation: 'GET /ready', as: 'none', status: 200 },
  { operation: 'GET /api/client/features', as: 'client', status: 200 },
  { operation: 'GET /api/client/features/{featureName}', as: 'client', status: 200 },
  { operation: 'POST /api/client/register', as: 'client', body: { ...sdk, sdkVersion: 'unleash-client-node:6.0.0', strategies: ['default'], started: now, interval: 15000 }, status: 202 },
  { operation: 'POST /api/client/metrics', as: 'client', body: { ...sdk, bucket }, status: 202 },
  { operation: 'POST /api/client/metrics/bulk', as: 'client', body: { applications: [], metrics: [] }, status: 202 },
  { operation: 'GET /api/frontend', as: 'frontend', status: 200 },
  { operation: 'POST /api/frontend', as: 'frontend', body: { context: { userId: 'ann' } }, status: 200 },
  { operation: 'POST /api/frontend/client/metrics', as: 'frontend', body: { ...sdk, bucket }, status: 200 },
  { operation: 'POST /api/frontend/client/register', as: 'frontend', body: { ...sdk, sdkVersion: 'unleash-client-js:3.0.0', strategies: [], started: now, interval: 15000 }, status: 200 },
  { operation: 'GET /api/admin/metrics/unknown-flags', status: 200 },
  { operation: 'POST /api/admin/metrics/applications/{appName}', body: { url: 'https://example.com', color: 'red' }, status: 202 },
  { operation: 'GET /api/admin/metrics/applications', status: 200, unleashDiffers: 'each application has fields the document does not list, and null for absent strings' },
  { operation: 'GET /api/admin/metrics/applications/{appName}', status: 200, unleashDiffers: 'fields the document does not list, and null for absent strings' },
  { operation: 'GET /api/admin/metrics/applications/{appName}/overview', status: 200 },
  { operation: 'GET /api/admin/metrics/instances/{appName}/environment/{environment}', status: 200 },
  { operation: 'GET /api/admin/metrics/sdks/outdated', status: 200 },
  { operation: 'DELETE /api/admin/metrics/applications/{appName}', status: 200 },
  { operation: 'GET /api/admin/client-metrics/features/{name}/raw', params: { name: 'coverage-flag' }, status: 200 },
  { operation: 'GET /api/admin/client-metrics/features/{name}', params: { name: 'coverage-flag' }, status: 200 },
  { operation: 'GET /api/admin/ui-config', status: 200 },
  { operation: 'POST /api/admin/ui-config/cors', body: { frontendApiOrigins: ['*'] }, status: 204 },
  { operation: 'GET /api/admin/instance-admin/statistics', status: 200, unleashDiffers: 'fields the document does not list' },
  { operation: 'GET /api/admin/instance-admin/statistics/csv', status: 200 },
  { operation: 'GET /api/admin/telemetry/settings', status: 200 },
  { operation: 'POST /api/admin/record-ui-error', body: { errorMessage: 'coverage', errorStack: 'at coverage' }, status: 204 },
  { operation: 'GET /api/admin/maintenance', status: 200 },
  { operation: 'POST /api/admin/maintenance', body: { enabled: false }, status: 204 },
  { operation: 'POST /edge/validate', body: { tokens: [] }, status: 200 },
  { operation: 'POST /edge/issue-token', body: { tokens: [{ environment: 'development', projects: ['default'] }] }, status: 401 },
];
