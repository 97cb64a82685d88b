import fc from 'fast-check';
import { contextLimits } from '../../contract/limits';
import { metricsLimits } from '../../contract/metrics';
import { tokens } from '../test/harness';
import { hostileString } from './fuzzInputs';
import type { WriteTemplate } from './writeRouteTemplates';

/*
 * Write templates (see writeRouteTemplates.ts) of the rest of Unleash's open-source API: a flag's
 * clone, maintenance mode, flag types' lifetimes, tag types and tags, strategy definitions, API
 * tokens by their secret, a context field's legal values, the frontend API's origins, the
 * console's errors, Edge's bulk metrics.
 */

const feature = '/api/admin/projects/:projectId/features/:featureName';
const environment = `${feature}/environments/:environment`;
const urlFriendly = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/;
const notUrlFriendly = (existing: ReadonlySet<string>) => hostileString(existing).filter((name) => !urlFriendly.test(name));

/** An export of one new flag with a strategy and a tag, for the import's templates. */
const importData = {
  features: [{ name: 'fuzz-imported', type: 'release', project: 'default' }],
  featureStrategies: [{ name: 'flexibleRollout', featureName: 'fuzz-imported', parameters: { rollout: '50', stickiness: 'default', groupId: 'fuzz-imported' }, constraints: [] }],
  featureEnvironments: [{ featureName: 'fuzz-imported', enabled: false, variants: [] }],
  featureTags: [{ featureName: 'fuzz-imported', tagType: 'simple', tagValue: 'imported' }],
  tagTypes: [{ name: 'simple' }],
};

export const unleashApiTemplates: Record<string, WriteTemplate> = {
  [`POST ${feature}/clone`]: {
    body: { name: 'fuzz-clone', replaceGroupId: true },
    required: ['name'],
    outOfBounds: (existing) => fc.oneof(notUrlFriendly(existing), fc.constantFrom('fuzz-flag', 'fuzz-parent')).map((name) => ({ name })),
  },
  [`PATCH ${environment}/strategies/:strategyId`]: {
    body: [{ op: 'add', path: '/title', value: 'Patched' }],
    required: ['op', 'path'],
    outOfBounds: (existing) => fc.oneof(
      hostileString(existing).map((path) => [{ op: 'add', path, value: 'x' }]),
      fc.constantFrom('/__proto__/polluted', '/constructor/prototype', '/parameters/99/x').map((path) => [{ op: 'add', path, value: 'x' }]),
      fc.constantFrom('no-such-strategy', '', 42).map((value) => [{ op: 'replace', path: '/name', value }]),
    ),
  },
  'POST /api/admin/projects/:projectId/stale': {
    body: { features: ['fuzz-flag'], stale: true },
    required: ['features', 'stale'],
    outOfBounds: (existing) => hostileString(existing).map((name) => ({ features: [name], stale: true })),
  },
  'PUT /api/admin/features/:featureName/tags': {
    body: { addedTags: [{ type: 'simple', value: 'fuzz-added' }], removedTags: [{ type: 'simple', value: 'fuzz-tag' }] },
    required: ['addedTags', 'removedTags'],
    outOfBounds: () => fc.constant({ addedTags: [{ type: '', value: '' }], removedTags: [] }),
  },
  'POST /api/admin/projects/:projectId/archive/validate': {
    body: { features: ['fuzz-parent'] },
    required: ['features'],
    outOfBounds: (existing) => hostileString(existing).map((name) => ({ features: [name] })),
  },
  'POST /api/admin/constraints/validate': {
    body: { contextName: 'userId', operator: 'IN', values: ['1'] },
    required: ['contextName', 'operator'],
    outOfBounds: () => fc.constant({ contextName: 'userId', operator: 'NOPE', values: ['1'] }),
  },
  'POST /api/admin/features-batch/export': {
    body: { environment: 'development', features: ['fuzz-flag'] },
    required: ['environment'],
    outOfBounds: (existing) => hostileString(existing).map((environment) => ({ environment, features: ['fuzz-flag'] })),
  },
  'POST /api/admin/features-batch/validate': {
    body: { project: 'default', environment: 'production', data: importData },
    required: ['project', 'environment', 'data'],
    outOfBounds: () => fc.constant({ project: 'default', environment: 'production', data: { features: [{ name: '' }], featureStrategies: [], tagTypes: [] } }),
  },
  'POST /api/admin/features-batch/import': {
    body: { project: 'default', environment: 'production', data: importData },
    required: ['project', 'environment', 'data'],
    outOfBounds: (existing) => fc.oneof(
      hostileString(existing).map((environment) => ({ project: 'default', environment, data: importData })),
      fc.constant({ project: 'default', environment: 'production', data: { ...importData, featureStrategies: [{ name: 'no-such-strategy', featureName: 'fuzz-imported' }] } }),
    ),
  },
  'POST /api/admin/maintenance': { body: { enabled: false }, required: ['enabled'] },
  'PUT /api/admin/feature-types/:id/lifetime': {
    params: { id: 'release' },
    body: { lifetimeDays: 30 },
    required: ['lifetimeDays'],
    outOfBounds: () => fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true, noNaN: true, min: 0.1, max: 100 })).map((lifetimeDays) => ({ lifetimeDays })),
  },
  'POST /api/admin/tag-types/validate': { body: { name: 'fuzz-type-2' }, required: ['name'], outOfBounds: (existing) => notUrlFriendly(existing).map((name) => ({ name })) },
  'POST /api/admin/tag-types': {
    body: { name: 'fuzz-type', description: 'A type', icon: 'label' },
    required: ['name'],
    outOfBounds: (existing) => fc.oneof(notUrlFriendly(existing), fc.constant('simple')).map((name) => ({ name })),
  },
  'PUT /api/admin/tag-types/:name': { params: { name: 'simple' }, body: { description: 'Changed', icon: 'label' }, outOfBounds: () => fc.constant({ description: 'x'.repeat(1001) }) },
  'DELETE /api/admin/tag-types/:name': { params: { name: 'fuzz-doomed-type' } },
  'POST /api/admin/tags': {
    body: { type: 'simple', value: 'fuzz-new-tag' },
    required: ['type', 'value'],
    outOfBounds: (existing) => hostileString(existing).map((type) => ({ type, value: 'fuzz-new-tag' })),
  },
  'POST /api/admin/strategies': {
    body: { name: 'fuzz-strategy-type', description: 'A custom strategy', parameters: [{ name: 'tenants', type: 'list', description: 'Who', required: false }] },
    required: ['name', 'parameters'],
    outOfBounds: (existing) => fc.oneof(
      fc.oneof(notUrlFriendly(existing), fc.constant('default')).map((name) => ({ name, parameters: [] })),
      fc.string({ minLength: 1, maxLength: 10 }).filter((type) => !['string', 'percentage', 'list', 'number', 'boolean'].includes(type))
        .map((type) => ({ name: 'fuzz-strategy-type', parameters: [{ name: 'p', type }] })),
    ),
  },
  'PUT /api/admin/strategies/:name': {
    params: { name: 'fuzz-custom' },
    body: { description: 'Changed', parameters: [{ name: 'tenants', type: 'list' }] },
    required: ['parameters'],
    outOfBounds: () => fc.constant({ parameters: [{ name: '', type: 'list' }] }),
  },
  'DELETE /api/admin/strategies/:name': { params: { name: 'fuzz-custom' } },
  'POST /api/admin/strategies/:name/deprecate': { params: { name: 'fuzz-custom' } },
  'POST /api/admin/strategies/:name/reactivate': { params: { name: 'fuzz-custom' } },
  'PUT /api/admin/api-tokens/:token': {
    params: { token: 'apiToken' },
    body: { expiresAt: '2099-01-01T00:00:00.000Z' },
    required: ['expiresAt'],
    outOfBounds: () => fc.constantFrom('2099-13-01T00:00:00Z', 'tomorrow', '').map((expiresAt) => ({ expiresAt })),
  },
  'DELETE /api/admin/api-tokens/:token': { params: { token: 'spareApiToken' } },
  'DELETE /api/admin/tags/:type/:value': { params: { type: 'simple', value: 'fuzz-tag' } },
  'POST /api/admin/context/:contextField/legal-values': {
    params: { contextField: 'contextField' },
    body: { value: 'b', description: 'Another value' },
    required: ['value'],
    outOfBounds: () => fc.oneof(
      fc.constantFrom('', '   ').map((value) => ({ value })),
      fc.integer({ min: contextLimits.maxValueLength + 1, max: contextLimits.maxValueLength + 300 }).map((length) => ({ value: 'v'.repeat(length) })),
    ),
  },
  'DELETE /api/admin/context/:contextField/legal-values/:legalValue': { params: { contextField: 'contextField', legalValue: 'legalValue' } },
  'POST /api/admin/ui-config/cors': {
    body: { frontendApiOrigins: ['https://app.example.com'] },
    required: ['frontendApiOrigins'],
    outOfBounds: (existing) => fc.oneof(
      fc.constant({ frontendApiOrigins: ['*', 'https://app.example.com'] }),
      // `*` alone is a valid list (any origin), and a random string may be just that.
      hostileString(existing).filter((origin) => origin.trim() !== '*').map((origin) => ({ frontendApiOrigins: [origin] })),
      fc.constant({ frontendApiOrigins: ['https://app.example.com/path'] }),
    ),
  },
  'POST /api/admin/record-ui-error': {
    body: { errorMessage: 'The page broke', errorStack: 'at Page' },
    required: ['errorMessage'],
    outOfBounds: () => fc.integer({ min: 2_001, max: 2_300 }).map((length) => ({ errorMessage: 'x'.repeat(length) })),
  },
  'POST /api/client/metrics/bulk': {
    token: tokens.client,
    body: {
      applications: [{ appName: 'fuzz-app', instanceId: 'fuzz-1', environment: 'development' }],
      metrics: [{ featureName: 'fuzz-flag', appName: 'fuzz-app', environment: 'development', timestamp: new Date().toISOString(), yes: 1, no: 0 }],
    },
    required: ['applications', 'metrics'],
    outOfBounds: () => fc.oneof(
      fc.constantFrom('', 'not a date').map((timestamp) => ({ applications: [], metrics: [{ featureName: 'fuzz-flag', appName: 'fuzz-app', environment: 'development', timestamp }] })),
      fc.integer({ max: -1 }).map((yes) => ({ applications: [], metrics: [{ featureName: 'fuzz-flag', appName: 'fuzz-app', environment: 'development', yes }] })),
      fc.integer({ min: metricsLimits.nameLength + 1, max: metricsLimits.nameLength + 200 })
        .map((length) => ({ applications: [{ appName: 'a'.repeat(length), instanceId: 'i', environment: 'development' }], metrics: [] })),
    ),
  },
  'DELETE /api/admin/user-admin/:id': { params: { id: 'person' } },
  'POST /api/admin/user-admin/inactive/delete': {
    body: { ids: [] },
    required: ['ids'],
    outOfBounds: () => fc.constantFrom([-1], [1.5], ['1']).map((ids) => ({ ids })),
  },
  'DELETE /api/admin/user-admin/scim-users': {},
  'POST /auth/reset/password-email': {
    body: { email: 'fuzz-person@example.com' },
    required: ['email'],
    outOfBounds: () => fc.oneof(fc.constant(''), fc.integer({ min: 255, max: 600 }).map((length) => 'e'.repeat(length))).map((email) => ({ email })),
  },
  'POST /api/admin/segments/strategies': {
    body: { projectId: 'default', environmentId: 'production', strategyId: 'fuzz-production-strategy', segmentIds: [] },
    required: ['projectId', 'environmentId', 'strategyId', 'segmentIds'],
    outOfBounds: (existing) => fc.oneof(
      hostileString(existing).map((strategyId) => ({ projectId: 'default', environmentId: 'production', strategyId, segmentIds: [] })),
      fc.constant({ projectId: 'default', environmentId: 'development', strategyId: 'fuzz-production-strategy', segmentIds: [] }),
      fc.constantFrom([-1], [999_999], [1.5]).map((segmentIds) => ({ projectId: 'default', environmentId: 'production', strategyId: 'fuzz-production-strategy', segmentIds })),
    ),
  },
  'POST /api/admin/invite-link/tokens': {
    body: { name: 'fuzz-invite-2', expiresAt: '2099-01-01T00:00:00.000Z' },
    required: ['name', 'expiresAt'],
    outOfBounds: () => fc.oneof(
      fc.constantFrom('2000-01-01T00:00:00Z', 'tomorrow').map((expiresAt) => ({ name: 'fuzz-invite-2', expiresAt })),
      fc.constantFrom('', ' ', 'n'.repeat(201)).map((name) => ({ name, expiresAt: '2099-01-01T00:00:00.000Z' })),
    ),
  },
  'PUT /api/admin/invite-link/tokens/:token': {
    params: { token: 'invite' },
    body: { expiresAt: '2099-01-01T00:00:00.000Z', enabled: false },
    outOfBounds: () => fc.oneof(
      fc.constantFrom('2099-13-01T00:00:00Z', 'tomorrow').map((expiresAt) => ({ expiresAt })),
      fc.constant({ expiresAt: '2099-01-01T00:00:00.000Z', extra: true }),
    ),
  },
  'POST /invite/:token/signup': {
    params: { token: 'invite' },
    body: { email: 'fuzz-invited@example.com', name: 'Fuzz Invited', password: 'Fuzz-invited-pass-1' },
    required: ['email', 'name', 'password'],
    outOfBounds: () => fc.oneof(
      fc.constantFrom('fuzz-person@example.com', 'not an email', '').map((email) => ({ email, name: 'Fuzz Invited', password: 'Fuzz-invited-pass-1' })),
      fc.constantFrom('short', 'alllowercase1!', '').map((password) => ({ email: 'fuzz-invited@example.com', name: 'Fuzz Invited', password })),
      fc.constantFrom(' ', 'n'.repeat(201)).map((name) => ({ email: 'fuzz-invited@example.com', name, password: 'Fuzz-invited-pass-1' })),
    ),
  },
  'POST /api/admin/feedback': {
    body: { feedbackId: 'fuzz-questionnaire', neverShow: true },
    required: ['feedbackId'],
    outOfBounds: () => fc.constantFrom('', ' ', 'q'.repeat(101)).map((feedbackId) => ({ feedbackId })),
  },
  'PUT /api/admin/feedback/:id': {
    params: { id: 'questionnaire' },
    body: { neverShow: true, given: '2030-01-01T00:00:00.000Z' },
    outOfBounds: () => fc.constantFrom('yesterday', '2030-13-01T00:00:00Z').map((given) => ({ given })),
  },
};
