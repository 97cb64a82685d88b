import { field, type RepresentativeCall } from './representativeCall';

const features = '/api/admin/projects/{projectId}/features';
const flagEnvironment = `${features}/{featureName}/environments/{environment}`;
const rollout = { name: 'flexibleRollout', parameters: { rollout: '50', stickiness: 'default', groupId: 'coverage-flag' }, constraints: [] };
const variant = { name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' };

/** Flags, their strategies, variants, dependencies, tags and lifecycle, in project `default`. */
export const callsOfFlags: RepresentativeCall[] = [
  { operation: 'POST /api/admin/features/validate', body: { name: 'coverage-flag' }, status: 200 },
  { operation: `POST ${features}`, body: { name: 'coverage-flag', type: 'release', description: 'made by the coverage calls' }, status: 201 },
  { operation: `POST ${features}/{featureName}/clone`, body: { name: 'coverage-child' }, status: 201 },
  { operation: `GET ${features}`, status: 200 },
  { operation: `GET ${features}/{featureName}`, status: 200 },
  { operation: `PUT ${features}/{featureName}`, body: { description: 'changed by the coverage calls', type: 'release' }, status: 200 },
  { operation: `PATCH ${features}/{featureName}`, body: [{ op: 'replace', path: '/description', value: 'patched' }], status: 200 },
  { operation: `GET ${flagEnvironment}`, status: 200 },
  { operation: `POST ${flagEnvironment}/strategies`, body: rollout, status: 200, remember: { strategyId: (answer) => field(answer, 'id') } },
  { operation: `GET ${flagEnvironment}/strategies`, status: 200, unleashDiffers: 'a list of strategies, where the document says one' },
  { operation: `GET ${flagEnvironment}/strategies/{strategyId}`, params: { strategyId: '$strategyId' }, status: 200 },
  { operation: `PUT ${flagEnvironment}/strategies/{strategyId}`, params: { strategyId: '$strategyId' }, body: { ...rollout, parameters: { ...rollout.parameters, rollout: '60' } }, status: 200 },
  { operation: `PATCH ${flagEnvironment}/strategies/{strategyId}`, params: { strategyId: '$strategyId' }, body: [{ op: 'replace', path: '/parameters/rollout', value: '40' }], status: 200 },
  { operation: `POST ${flagEnvironment}/strategies/set-sort-order`, bodyFrom: (values) => [{ id: values.strategyId, sortOrder: 0 }], status: 200 },
  { operation: `POST ${flagEnvironment}/on`, status: 200, unleashDiffers: 'no body, where the document says the flag' },
  { operation: `POST ${flagEnvironment}/off`, status: 200, unleashDiffers: 'no body, where the document says the flag' },
  { operation: 'POST /api/admin/projects/{projectId}/bulk_features/environments/{environment}/on', body: { features: ['coverage-flag'] }, status: 200 },
  { operation: 'POST /api/admin/projects/{projectId}/bulk_features/environments/{environment}/off', body: { features: ['coverage-flag'] }, status: 200 },
  { operation: `PUT ${flagEnvironment}/variants`, body: [variant], status: 200 },
  { operation: `GET ${flagEnvironment}/variants`, status: 200 },
  { operation: `PATCH ${flagEnvironment}/variants`, body: [{ op: 'replace', path: '/0/name', value: 'green' }], status: 200 },
  { operation: `PUT ${features}/{featureName}/variants-batch`, body: { variants: [variant], environments: ['development'] }, status: 200 },
  { operation: `POST ${features}/{child}/dependencies`, body: { feature: 'coverage-flag', enabled: true }, status: 200 },
  { operation: `GET ${features}/{child}/parents`, status: 200 },
  { operation: `GET ${features}/{parent}/parent-variants`, status: 200 },
  { operation: 'GET /api/admin/projects/{projectId}/dependencies', status: 200 },
  { operation: `DELETE ${features}/{child}/dependencies`, status: 200 },
  { operation: `POST ${features}/{child}/dependencies`, body: { feature: 'coverage-flag', enabled: false }, status: 200 },
  { operation: `DELETE ${features}/{child}/dependencies/{parent}`, status: 200 },
  { operation: 'POST /api/admin/features/{featureName}/tags', body: { type: 'simple', value: 'coverage' }, status: 201 },
  { operation: 'GET /api/admin/features/{featureName}/tags', status: 200 },
  { operation: 'PUT /api/admin/features/{featureName}/tags', body: { addedTags: [{ type: 'simple', value: 'coverage-2' }], removedTags: [] }, status: 200 },
  { operation: 'DELETE /api/admin/features/{featureName}/tags/{type}/{value}', status: 200 },
  { operation: 'PUT /api/admin/projects/{projectId}/tags', body: { features: ['coverage-flag'], tags: { addedTags: [{ type: 'simple', value: 'coverage-3' }], removedTags: [] } }, status: 200 },
  { operation: `POST ${features}/{featureName}/link`, body: { url: 'https://example.com/coverage', title: 'coverage' }, status: 204 },
  { operation: `GET ${features}/{featureName}`, status: 200, remember: { linkId: (answer) => field(answer, 'links', 0, 'id') } },
  { operation: `PUT ${features}/{featureName}/link/{linkId}`, params: { linkId: '$linkId' }, body: { url: 'https://example.com/coverage-2', title: 'coverage 2' }, status: 204 },
  { operation: `DELETE ${features}/{featureName}/link/{linkId}`, params: { linkId: '$linkId' }, status: 204 },
  { operation: `GET ${features}/{featureName}/lifecycle`, status: 200 },
  { operation: `POST ${features}/{featureName}/lifecycle/complete`, body: { status: 'kept' }, status: 200 },
  { operation: `POST ${features}/{featureName}/lifecycle/uncomplete`, status: 200 },
  { operation: 'GET /api/admin/lifecycle/count', status: 200 },
  { operation: 'POST /api/admin/projects/{projectId}/stale', body: { features: ['coverage-flag'], stale: true }, status: 202 },
  { operation: 'GET /api/admin/events', status: 200 },
  { operation: 'GET /api/admin/events/{featureName}', status: 200 },
  { operation: 'GET /api/admin/event-creators', status: 200 },
  { operation: 'GET /api/admin/search/events', query: 'feature=IS:coverage-flag', status: 200 },
  { operation: 'GET /api/admin/search/features', query: 'project=IS:default', status: 200 },
  { operation: 'POST /api/admin/playground', body: { environment: 'development', projects: '*', context: { appName: 'coverage' } }, status: 200 },
  { operation: 'POST /api/admin/playground/advanced', body: { environments: ['development'], projects: '*', context: { appName: 'coverage' } }, status: 200, unleashDiffers: 'each evaluation has fields the document does not list' },
  { operation: 'POST /api/admin/constraints/validate', body: { contextName: 'userId', operator: 'IN', values: ['ann'] }, status: 204 },
  { operation: 'GET /api/admin/feature-types', status: 200 },
  { operation: 'PUT /api/admin/feature-types/{id}/lifetime', params: { id: 'experiment' }, body: { lifetimeDays: 45 }, status: 200 },
];

/** After the segments' calls, which use the strategy, and before the import, which replaces it. */
export const callsRemovingTheStrategy: RepresentativeCall[] = [
  { operation: `DELETE ${flagEnvironment}/strategies/{strategyId}`, params: { strategyId: '$strategyId' }, status: 200 },
];

/** Archiving and what follows it; after the export and import, which need the flag alive. */
export const callsOfTheArchive: RepresentativeCall[] = [
  { operation: `POST ${features}/{featureName}/favorites`, as: 'user', body: {}, status: 200 },
  { operation: `DELETE ${features}/{featureName}/favorites`, as: 'user', body: {}, status: 200 },
  { operation: 'POST /api/admin/projects/{projectId}/favorites', as: 'user', body: {}, status: 200 },
  { operation: 'DELETE /api/admin/projects/{projectId}/favorites', as: 'user', body: {}, status: 200 },
  { operation: 'POST /api/admin/projects/{projectId}/archive/validate', body: { features: ['coverage-child'] }, status: 200 },
  { operation: 'POST /api/admin/projects/{projectId}/archive', body: { features: ['coverage-child'] }, status: 202 },
  { operation: 'POST /api/admin/projects/{projectId}/revive', body: { features: ['coverage-child'] }, status: 200 },
  { operation: `DELETE ${features}/{featureName}`, params: { featureName: 'coverage-child' }, status: 202 },
  { operation: 'POST /api/admin/archive/revive/{featureName}', params: { featureName: 'coverage-child' }, status: 200 },
  { operation: 'POST /api/admin/projects/{projectId}/delete', body: { features: [] }, status: 200 },
  { operation: 'POST /api/admin/projects/{projectId}/archive', body: { features: ['coverage-child'] }, status: 202 },
  { operation: 'DELETE /api/admin/archive/{featureName}', params: { featureName: 'coverage-child' }, status: 200 },
];
