import fc from 'fast-check';
import { changeActions, changeRequestStates } from '../../contract/changeRequest';
import { integrationLimits } from '../../contract/addons';
import { audienceLimits } from '../../contract/audiences';
import { impactLimits } from '../../contract/impact';
import { bulkLimits, changeRequestLimits, contextLimits, strategyLimits, strategyTryLimits } from '../../contract/limits';
import { rootRoleList } from '../auth/permissions';
import { metricsLimits } from '../../contract/metrics';
import { hashSecret } from '../auth/secrets';
import { insertPasswordLink } from '../store/passwordLinks';
import { addStrategy } from '../store/strategies';
import { ensureApiToken } from '../store/apiTokens';
import { insertInviteLink } from '../store/inviteLinks';
import { saveFeedback } from '../store/consoleState';
import { writeTransaction } from '../store/writeTransaction';
import { parseApiToken } from '../domain/apiTokenFormat';
import { changeRequestSteps } from '../test/changeRequests';
import { tokens, type TestService } from '../test/harness';
import { hostileString, withProtoKey } from './fuzzInputs';
import { unleashApiTemplates } from './unleashApiTemplates';
import { projectApiTemplates } from './projectApiTemplates';
import { featureLinks } from '../store/featureLinks';
import { systemAuthor } from '../store/events';

/*
 * For every write route: a request that succeeds on the fuzz fixture (checked by a test), and the
 * bounds its body must keep. The fuzz test breaks exactly one thing of such a request at a time,
 * so each generated request is one step from valid and must be refused.
 */

export interface FuzzFixture {
  /** Path parameter values naming objects that exist. */
  params: Record<string, string>;
  /** Every name the fixture holds, so a hostile string never names one by chance. */
  existing: ReadonlySet<string>;
  /** The personal access token the requests are made with (a user with the Admin role). */
  token: string;
}

export interface WriteTemplate {
  /** Path parameter values for this route, where they differ from the fixture's. */
  params?: Record<string, string>;
  /** A body this route accepts; absent for routes that take none. */
  body?: Record<string, unknown> | unknown[];
  /** Fields of `body` (of its first element, for a list) that may not be left out. */
  required?: readonly string[];
  /** Values of another type a field takes as well (`rootRole: 'Viewer'` for 3, or 1 for `'Admin'`). */
  acceptedValues?: Record<string, readonly unknown[]>;
  /** Bodies that break a bound of the contract (lengths, ranges, enums). */
  outOfBounds?: (existing: ReadonlySet<string>) => fc.Arbitrary<unknown>;
  /** The token to send, where the route is not the admin API's (an SDK's client token). */
  token?: string;
}

const urlFriendly = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/;
const future = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
const longer = (min: number, max = min + 300) => fc.integer({ min, max }).map((n) => 'x'.repeat(n));
const with_ = (body: Record<string, unknown>, field: string) => (value: unknown) => ({ ...body, [field]: value });
const notOneOf = (values: readonly string[]) => fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !values.includes(text));

const fuzzStrategyId = 'fuzz-strategy';
const fuzzProductionStrategyId = 'fuzz-production-strategy';
const feature = '/api/admin/projects/:projectId/features/:featureName';
const environmentBase = `${feature}/environments/:environment`;
const changeRequest = '/api/admin/projects/:projectId/change-requests/:id';

const strategyBody = {
  name: 'flexibleRollout', title: 'Half', disabled: false, sortOrder: 1,
  constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }],
  parameters: { rollout: '50', stickiness: 'default', groupId: 'fuzz-flag' }, segments: [],
  variants: [{ name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default' }],
};
/** Strategies beyond what one may hold (`strategyLimits`), and lists only the SDKs' quadratic split would choke on. */
const strategyBeyondLimits = () => {
  const limits = strategyLimits;
  const many = <T>(count: number, item: (index: number) => T): T[] => Array.from({ length: count }, (_, index) => item(index));
  const inValues = (values: string[]) => ({ contextName: 'userId', operator: 'IN', values });
  return fc.oneof(
    fc.constantFrom(
      { name: 'userWithId', parameters: { userIds: `${' '.repeat(60_000)}x` } },
      { name: 'applicationHostname', parameters: { hostNames: `a${' '.repeat(limits.listItemLength)}b` } },
      { name: 'remoteAddress', parameters: { IPs: many(limits.listItems + 1, (index) => `10.0.${index >> 8}.${index & 255}`).join(', ') } },
      { name: 'default', parameters: Object.fromEntries(many(limits.parameters + 1, (index) => [`p${index}`, 'x'])) },
      { name: 'default', parameters: { ['n'.repeat(limits.parameterNameLength + 1)]: 'x' } },
      { name: 'default', constraints: many(limits.constraints + 1, () => inValues(['1'])) },
      { name: 'default', constraints: [inValues(many(limits.constraintValues + 1, String))] },
      { name: 'default', constraints: [{ contextName: 'c'.repeat(limits.constraintContextNameLength + 1), operator: 'IN', values: ['1'] }] },
      { name: 'default', segments: many(limits.segments + 1, () => 1) },
      { name: 'flexibleRollout', parameters: withProtoKey({ rollout: '50' }, 'x') },
    ),
    longer(limits.parameterValueLength + 1, limits.parameterValueLength + 10).map((groupId) => ({ name: 'flexibleRollout', parameters: { rollout: '50', groupId } })),
    longer(limits.constraintValueLength + 1).map((value) => ({ name: 'default', constraints: [inValues([value])] })),
  );
};

const variant = { name: 'blue', weight: 1000, weightType: 'variable', stickiness: 'default', payload: { type: 'string', value: 'x' }, overrides: [] };
const patBody = () => ({ description: 'fuzz', expiresAt: future() });
const patBounds = () => fc.oneof(
  fc.constantFrom('2000-01-01T00:00:00Z', 'tomorrow', '2030-13-45T99:00:00Z', '', 'now').map((expiresAt) => ({ description: 'fuzz', expiresAt })),
  fc.constantFrom('', '   ').map((description) => ({ description, expiresAt: future() })),
  longer(201).map((description) => ({ description, expiresAt: future() })),
);

const playgroundContext = { appName: 'fuzz', userId: 'u1', properties: { plan: 'pro' } };
/** Contexts the playground cannot evaluate: not text, beyond the context limits, no date, no appName. */
const contextOutOfBounds = (existing: ReadonlySet<string>) => fc.oneof(
  fc.constantFrom(
    { appName: '' }, { userId: 'u1' }, { appName: 'fuzz', currentTime: 'Monday' }, { appName: 'fuzz', currentTime: '2030-02-31' },
    { appName: 'fuzz', properties: { plan: 1 } }, { appName: 'fuzz', properties: ['pro'] }, { appName: 'fuzz', plan: null },
  ),
  longer(contextLimits.maxValueLength + 1).map((value) => ({ appName: 'fuzz', userId: value })),
  longer(contextLimits.maxNameLength + 1).map((name) => ({ appName: 'fuzz', properties: { [name]: 'x' } })),
  hostileString(existing).map((name) => ({ appName: 'fuzz', properties: { [name]: 'x'.repeat(contextLimits.maxValueLength + 1) } })),
);
const playgroundTemplates: Record<string, WriteTemplate> = {
  'POST /api/admin/playground': {
    body: { environment: 'development', projects: ['default'], context: playgroundContext },
    required: ['environment', 'context'],
    acceptedValues: { projects: ['*'] },
    outOfBounds: (existing) => fc.oneof(
      hostileString(existing).map((environment) => ({ environment, context: playgroundContext })),
      contextOutOfBounds(existing).map((context) => ({ environment: 'development', context })),
    ),
  },
  'POST /api/admin/playground/at': {
    body: { at: '2020-01-01T00:00:00.000Z', environment: 'development', projects: ['default'], context: playgroundContext },
    required: ['at', 'environment', 'context'],
    acceptedValues: { projects: ['*'] },
    outOfBounds: (existing) => fc.oneof(
      fc.constant({ at: '2999-01-01T00:00:00.000Z', environment: 'development', context: playgroundContext }),
      hostileString(existing).map((environment) => ({ at: '2020-01-01T00:00:00.000Z', environment, context: playgroundContext })),
      contextOutOfBounds(existing).map((context) => ({ at: '2020-01-01T00:00:00.000Z', environment: 'development', context })),
    ),
  },
  'POST /api/admin/playground/advanced': {
    body: { environments: ['development', 'production'], projects: ['default'], context: playgroundContext },
    required: ['environments', 'context'],
    acceptedValues: { projects: ['*'] },
    outOfBounds: (existing) => fc.oneof(
      fc.constant({ environments: [], context: playgroundContext }),
      hostileString(existing).map((environment) => ({ environments: ['development', environment], context: playgroundContext })),
      contextOutOfBounds(existing).map((context) => ({ environments: ['development'], context })),
      // Each comma is one more value: 200 × 200 contexts for each flag is beyond what one request evaluates.
      fc.constant({ environments: ['development'], context: { appName: 'fuzz', userId: ','.repeat(199), sessionId: ','.repeat(199) } }),
    ),
  },
};

const tryBody = {
  projectId: 'default', featureName: 'fuzz-flag', environment: 'development',
  strategy: strategyBody, contexts: [{ userId: 'u1', plan: 'pro' }, {}],
};
const strategyTryTemplates: Record<string, WriteTemplate> = {
  'POST /api/admin/playground/strategy': {
    body: tryBody,
    required: ['projectId', 'featureName', 'environment', 'strategy', 'contexts'],
    outOfBounds: (existing) => fc.oneof(
      hostileString(existing).map(with_(tryBody, 'featureName')),
      hostileString(existing).map(with_(tryBody, 'environment')),
      hostileString(existing).map(with_(tryBody, 'strategyId')),
      fc.constantFrom('fuzz-archived', '').map(with_(tryBody, 'featureName')),
      strategyBeyondLimits().map(with_(tryBody, 'strategy')),
      fc.constantFrom([99], [0]).map((segments) => ({ ...tryBody, strategy: { ...strategyBody, segments } })),
      fc.constant({ ...tryBody, contexts: [] }),
      fc.constant({ ...tryBody, contexts: Array.from({ length: strategyTryLimits.contexts + 1 }, () => ({ userId: 'u1' })) }),
      fc.constantFrom({ currentTime: 'Monday' }, { userId: 1 }, { plan: null }, 'userId=u1').map((context) => ({ ...tryBody, contexts: [context] })),
      longer(contextLimits.maxValueLength + 1).map((userId) => ({ ...tryBody, contexts: [{ userId }] })),
    ),
  },
};

const constraintsOfSegment = [
  { contextName: 'userId', operator: 'IN', values: ['1', '2'] },
  { contextName: 'plan', operator: 'NUM_GT', value: '3' },
];
const segmentBody = { name: 'fuzz-segment-2', description: 'Beta testers', constraints: constraintsOfSegment };
/** Constraints the SDKs would read differently from what was meant, or beyond what a strategy may hold. */
const segmentConstraintsOutOfBounds = (body: Record<string, unknown>) => fc.oneof(
  fc.constantFrom(
    { contextName: 'age', operator: 'NUM_GT', value: 'abc' },
    { contextName: 'at', operator: 'DATE_AFTER', value: 'someday' },
    { contextName: 'v', operator: 'SEMVER_EQ', value: 'v1.2.3' },
    { contextName: 'v', operator: 'SEMVER_GT', value: '1.2' },
    { contextName: 'userId', operator: 'IN', values: [] },
    { contextName: '', operator: 'IN', values: ['1'] },
    { contextName: 'userId', operator: 'LIKE', values: ['1'] },
  ).map((constraint) => ({ ...body, constraints: [constraint] })),
  fc.constant({ ...body, constraints: Array.from({ length: strategyLimits.constraints + 1 }, () => constraintsOfSegment[0]) }),
  longer(strategyLimits.constraintValueLength + 1).map((value) => ({ ...body, constraints: [{ contextName: 'userId', operator: 'IN', values: [value] }] })),
  fc.constantFrom('', '   ').map(with_(body, 'name')),
  longer(101).map(with_(body, 'name')),
  longer(2001).map(with_(body, 'description')),
);
const contextFieldBody = { description: 'The customer\'s plan', stickiness: false, legalValues: [{ value: 'pro', description: 'Paying' }, { value: 'free' }] };
const contextFieldOutOfBounds = (body: Record<string, unknown>) => fc.oneof(
  fc.constant({ ...body, legalValues: [{ value: 'pro' }, { value: 'pro' }] }),
  fc.constantFrom('', '  ').map((value) => ({ ...body, legalValues: [{ value }] })),
  longer(501).map(with_(body, 'description')),
  longer(contextLimits.maxValueLength + 1).map((value) => ({ ...body, legalValues: [{ value }] })),
);
const segmentAndContextTemplates: Record<string, WriteTemplate> = {
  'POST /api/admin/segments': {
    body: segmentBody,
    required: ['name', 'constraints'],
    outOfBounds: () => fc.oneof(segmentConstraintsOutOfBounds(segmentBody), fc.constantFrom('fuzz-segment', 'fuzz-spare').map(with_(segmentBody, 'name'))),
  },
  'PUT /api/admin/segments/:id': {
    params: { id: 'segment' },
    body: { ...segmentBody, name: 'fuzz-segment' },
    required: ['name', 'constraints'],
    outOfBounds: () => fc.oneof(segmentConstraintsOutOfBounds({ ...segmentBody, name: 'fuzz-segment' }), fc.constant({ ...segmentBody, name: 'fuzz-spare' })),
  },
  'DELETE /api/admin/segments/:id': { params: { id: 'spareSegment' } },
  'POST /api/admin/segments/validate': {
    body: { name: 'fuzz-free' },
    required: ['name'],
    outOfBounds: () => fc.constantFrom('fuzz-segment', 'fuzz-spare', '', '  ').map((name) => ({ name })),
  },
  'POST /api/admin/context': {
    body: { name: 'fuzz-field-2', ...contextFieldBody },
    required: ['name'],
    outOfBounds: (existing) => fc.oneof(
      contextFieldOutOfBounds({ name: 'fuzz-field-2', ...contextFieldBody }),
      hostileString(existing).filter((name) => !urlFriendly.test(name)).map((name) => ({ ...contextFieldBody, name })),
      fc.constantFrom('fuzz-field', 'appName', 'userId', 'currentTime').map((name) => ({ ...contextFieldBody, name })),
    ),
  },
  'PUT /api/admin/context/:contextField': { params: { contextField: 'contextField' }, body: contextFieldBody, outOfBounds: () => contextFieldOutOfBounds(contextFieldBody) },
  'DELETE /api/admin/context/:contextField': { params: { contextField: 'contextField' } },
  'POST /api/admin/context/validate': {
    body: { name: 'fuzz-free' },
    required: ['name'],
    outOfBounds: (existing) => fc.oneof(
      fc.constantFrom('fuzz-field', 'appName', 'environment', '').map((name) => ({ name })),
      hostileString(existing).filter((name) => !urlFriendly.test(name)).map((name) => ({ name })),
    ),
  },
};

const audienceBody = { name: 'Fuzz customer', description: 'A customer', context: { userId: 'u1', properties: { plan: 'pro' } } };
const audienceOutOfBounds = (body: Record<string, unknown>) => (existing: ReadonlySet<string>) => fc.oneof(
  fc.oneof(fc.constantFrom('', '   ', 'fuzz spare audience', 'FUZZ SPARE AUDIENCE'), longer(audienceLimits.nameLength + 1)).map(with_(body, 'name')),
  longer(audienceLimits.descriptionLength + 1).map(with_(body, 'description')),
  longer(contextLimits.maxValueLength + 1).map((userId) => ({ ...body, context: { userId } })),
  longer(contextLimits.maxNameLength + 1).map((name) => ({ ...body, context: { properties: { [name]: 'x' } } })),
  hostileString(existing).filter((name) => !['userId', 'sessionId', 'remoteAddress', 'environment', 'appName', 'properties'].includes(name))
    .map((name) => ({ ...body, context: { [name]: 'x' } })),
  fc.constantFrom('tomorrow', '2030-13-45T99:00:00Z', '2030-01-01T00:00:00').map((currentTime) => ({ ...body, context: { currentTime } })),
  fc.constantFrom(null, [], 'u1', 1).map(with_(body, 'context')),
);
// Turned off, and to an address that needs no DNS: the fuzz run sends no delivery anywhere.
const addonBody = {
  provider: 'webhook', description: 'Fuzz hook', enabled: false, events: ['feature-created'], projects: ['default'], environments: [],
  parameters: { url: 'https://93.184.215.14/fuzz-hook', secret: 'fuzz-secret' },
};
const addonOutOfBounds = () => fc.oneof(
  fc.constantFrom('http://127.0.0.1/x', 'http://10.0.0.1/x', 'http://[::1]/x', 'ftp://93.184.215.14/x', 'not a url', '').map((url) => ({ ...addonBody, parameters: { url } })),
  notOneOf(['webhook', 'slack']).map(with_(addonBody, 'provider')),
  longer(integrationLimits.descriptionLength + 1).map(with_(addonBody, 'description')),
  longer(integrationLimits.secretLength + 1).map((secret) => ({ ...addonBody, parameters: { ...addonBody.parameters, secret } })),
  fc.constantFrom('[]', '{"a": 1}', 'nope').map((customHeaders) => ({ ...addonBody, parameters: { ...addonBody.parameters, customHeaders } })),
);
const addonTemplates: Record<string, WriteTemplate> = {
  'POST /api/admin/addons': { body: addonBody, required: ['provider', 'enabled', 'parameters', 'events'], outOfBounds: addonOutOfBounds },
  'PUT /api/admin/addons/:id': { params: { id: 'addon' }, body: addonBody, required: ['provider', 'enabled', 'parameters', 'events'], outOfBounds: addonOutOfBounds },
  'DELETE /api/admin/addons/:id': { params: { id: 'spareAddon' } },
};

const notificationTemplates: Record<string, WriteTemplate> = {
  'POST /api/admin/projects/:projectId/features/:featureName/favorites': {},
  'DELETE /api/admin/projects/:projectId/features/:featureName/favorites': {},
  'POST /api/admin/projects/:projectId/favorites': {},
  'DELETE /api/admin/projects/:projectId/favorites': {},
  'POST /api/admin/notifications/read': {},
  'PUT /api/admin/notifications/webhook': {
    body: { url: 'https://93.184.215.14/fuzz-notifications', secret: 'fuzz-secret' }, required: ['url'],
    outOfBounds: () => fc.oneof(
      fc.constantFrom('http://127.0.0.1/x', 'http://10.0.0.1/x', 'ftp://93.184.215.14/x', 'not a url', '').map((url) => ({ url })),
      longer(integrationLimits.secretLength + 1).map((secret) => ({ url: 'https://93.184.215.14/x', secret })),
    ),
  },
  // Made by the fixture, so there is one to delete.
  'DELETE /api/admin/notifications/webhook': {},
};

const audienceTemplates: Record<string, WriteTemplate> = {
  'POST /api/admin/saved-audiences': { body: audienceBody, required: ['name', 'context'], outOfBounds: audienceOutOfBounds(audienceBody) },
  'PUT /api/admin/saved-audiences/:id': {
    params: { id: 'audience' }, body: { ...audienceBody, name: 'Fuzz audience' }, required: ['name', 'context'],
    outOfBounds: audienceOutOfBounds({ ...audienceBody, name: 'Fuzz audience' }),
  },
  'DELETE /api/admin/saved-audiences/:id': { params: { id: 'spareAudience' } },
  'POST /api/admin/projects/:projectId/environments/:environment/impact': {
    body: { changes: [{ feature: 'fuzz-flag', action: 'updateEnabled', payload: { enabled: true } }], contexts: [{ name: 'bob', context: { userId: 'bob' } }] },
    required: ['changes'],
    outOfBounds: (existing) => fc.oneof(
      fc.constant({ changes: [] }),
      fc.constant({ changes: Array.from({ length: changeRequestLimits.changes + 1 }, () => ({ feature: 'fuzz-flag', action: 'updateEnabled', payload: { enabled: true } })) }),
      hostileString(existing).map((feature) => ({ changes: [{ feature, action: 'updateEnabled', payload: { enabled: true } }] })),
      notOneOf(changeActions).map((action) => ({ changes: [{ feature: 'fuzz-flag', action, payload: {} }] })),
      fc.constantFrom({ enabled: 'yes' }, {}, null).map((payload) => ({ changes: [{ feature: 'fuzz-flag', action: 'updateEnabled', payload }] })),
      fc.constant({ changes: [{ feature: 'fuzz-flag', action: 'deleteStrategy', payload: { id: 'no-such-strategy' } }] }),
      fc.constant({ changes: [{ feature: 'fuzz-flag', action: 'updateEnabled', payload: { enabled: true } }], contexts: Array.from({ length: impactLimits.contexts + 1 }, () => ({ name: 'x', context: {} })) }),
      longer(contextLimits.maxValueLength + 1).map((userId) => ({ changes: [{ feature: 'fuzz-flag', action: 'updateEnabled', payload: { enabled: true } }], contexts: [{ name: 'x', context: { userId } }] })),
    ),
  },
};

/** The flag's settings as the fixture creates it: a settings edit the change-request matrix may make without changing what SDKs are served. */
const fixtureSettings = { type: 'release', impressionData: false };
const featureNames = (name: string) => ({ features: [name] });
const featureNamesOutOfBounds = (existing: ReadonlySet<string>) => fc.oneof(
  fc.constantFrom({ features: [] }, { features: [''] }, { features: 'fuzz-archived' }, featureNames('fuzz-flag')),
  hostileString(existing).map(featureNames),
);
const bulkSwitch = 'POST /api/admin/projects/:projectId/bulk_features/environments/:environment';
const bulkTagsBody = { features: ['fuzz-flag', 'fuzz-parent'], tags: { addedTags: [{ type: 'simple', value: 'fuzz-bulk' }], removedTags: [{ type: 'simple', value: 'fuzz-tag' }] } };
const environmentChange = { feature: 'fuzz-flag', action: 'updateEnabled', payload: { enabled: true } };
/** A bulk switch naming no flag, too many, or one that is not a live flag of the project: all or nothing, so nothing is switched. */
const bulkSwitchOutOfBounds = (existing: ReadonlySet<string>) => fc.oneof(
  fc.constantFrom({ features: [] }, { features: [''] }, { features: 'fuzz-flag' }, { features: ['fuzz-flag', 'fuzz-archived'] }),
  fc.constant({ features: Array.from({ length: bulkLimits.flags + 1 }, () => 'fuzz-flag') }),
  hostileString(existing).map((name) => ({ features: ['fuzz-flag', name] })),
);
const lifecycleTemplates: Record<string, WriteTemplate> = {
  'POST /api/admin/features/validate': {
    body: { name: 'fuzz-new' },
    required: ['name'],
    outOfBounds: (existing) => fc.oneof(
      hostileString(existing).filter((name) => !urlFriendly.test(name)).map((name) => ({ name })),
      fc.constantFrom('fuzz-flag', 'fuzz-archived').map((name) => ({ name })),
    ),
  },

  [`PUT ${feature}`]: {
    body: fixtureSettings,
    outOfBounds: () => fc.oneof(
      notOneOf(['experiment', 'kill-switch', 'release', 'operational', 'permission']).map(with_(fixtureSettings, 'type')),
      longer(2001).map(with_(fixtureSettings, 'description')),
      fc.constantFrom('renamed', '').map(with_(fixtureSettings, 'name')),
    ),
  },
  [`PATCH ${feature}`]: {
    body: [{ op: 'replace', path: '/type', value: 'release' }],
    required: ['op', 'path'],
    outOfBounds: () => fc.oneof(
      fc.constantFrom('/name', '/project', '/stale', '', '/type/0').map((path) => [{ op: 'replace', path, value: 'x' }]),
      fc.constantFrom('copy', 'move', 'test', 'delete').map((op) => [{ op, path: '/type', value: 'release' }]),
      notOneOf(['experiment', 'kill-switch', 'release', 'operational', 'permission']).map((value) => [{ op: 'replace', path: '/type', value }]),
      fc.constantFrom('yes', 1, null).map((value) => [{ op: 'replace', path: '/impressionData', value }]),
      fc.constant([]),
    ),
  },
  'POST /api/admin/projects/:projectId/archive': { body: featureNames('fuzz-flag'), required: ['features'], outOfBounds: (existing) => fc.oneof(
    fc.constantFrom({ features: [] }, { features: [''] }, featureNames('fuzz-archived'), featureNames('fuzz-parent')),
    hostileString(existing).map(featureNames),
  ) },
  'POST /api/admin/projects/:projectId/revive': { body: featureNames('fuzz-archived'), required: ['features'], outOfBounds: featureNamesOutOfBounds },
  'POST /api/admin/projects/:projectId/delete': { body: featureNames('fuzz-archived'), required: ['features'], outOfBounds: featureNamesOutOfBounds },
  [`${bulkSwitch}/on`]: { body: featureNames('fuzz-flag'), required: ['features'], outOfBounds: bulkSwitchOutOfBounds },
  [`${bulkSwitch}/off`]: { body: featureNames('fuzz-flag'), required: ['features'], outOfBounds: bulkSwitchOutOfBounds },
  'PUT /api/admin/projects/:projectId/tags': {
    body: bulkTagsBody,
    required: ['features', 'tags'],
    outOfBounds: (existing) => fc.oneof(
      fc.constantFrom([], [''], ['fuzz-archived'], 'fuzz-flag').map(with_(bulkTagsBody, 'features')),
      hostileString(existing).map((name) => ({ ...bulkTagsBody, features: [name] })),
      fc.constantFrom({ addedTags: [{ type: 'simple', value: 'x' }], removedTags: [] }, { addedTags: [] }, { addedTags: [{ type: 'simple' }], removedTags: [] })
        .map(with_(bulkTagsBody, 'tags')),
    ),
  },
  'POST /api/admin/projects/:projectId/environments/:environment/changes': {
    body: [environmentChange],
    required: ['feature', 'action'],
    outOfBounds: (existing) => fc.oneof(
      fc.constant([]),
      fc.constantFrom('archiveFeature', 'addDependency', 'deleteDependency', 'rename').map((action) => [{ ...environmentChange, action }]),
      fc.constantFrom(undefined, { enabled: 'yes' }, { on: true }).map((payload) => [{ ...environmentChange, payload }]),
      fc.constantFrom('fuzz-archived', '').map((name) => [{ ...environmentChange, feature: name }]),
      hostileString(existing).map((name) => [{ ...environmentChange, feature: name }]),
      fc.constant([environmentChange, { feature: 'fuzz-flag', action: 'deleteStrategy', payload: { id: 'no-such-strategy' } }]),
    ),
  },
  'POST /api/admin/archive/revive/:featureName': { params: { featureName: 'archived' } },
  'DELETE /api/admin/archive/:featureName': { params: { featureName: 'archived' } },
};

const projectBody = {
  id: 'fuzz-project-2', name: 'Fuzz project', description: 'Made by the fuzz', environments: ['development', 'production'],
  changeRequestEnvironments: [{ name: 'production', requiredApprovals: 2 }],
};
const notUrlFriendly = (existing: ReadonlySet<string>) => hostileString(existing).filter((name) => !urlFriendly.test(name));
const projectTemplates: Record<string, WriteTemplate> = {
  'POST /api/admin/projects': {
    body: projectBody,
    required: ['name'],
    outOfBounds: (existing) => fc.oneof(
      notUrlFriendly(existing).map(with_(projectBody, 'id')),
      fc.constantFrom('default', 'other', 'fuzz-empty', 'fuzz-shelved').map(with_(projectBody, 'id')),
      fc.oneof(fc.constantFrom('', '   '), longer(101)).map(with_(projectBody, 'name')),
      longer(1001).map(with_(projectBody, 'description')),
      hostileString(existing).map((environment) => ({ ...projectBody, environments: ['development', environment] })),
      fc.constantFrom('staging', 'fuzz-env', '').map((name) => ({ ...projectBody, changeRequestEnvironments: [{ name }] })),
      fc.constantFrom(0, 11, 2.5, -1).map((requiredApprovals) => ({ ...projectBody, changeRequestEnvironments: [{ name: 'production', requiredApprovals }] })),
    ),
  },
  'POST /api/admin/projects/validate': {
    body: { id: 'fuzz-free' },
    required: ['id'],
    outOfBounds: (existing) => fc.oneof(fc.constantFrom('default', 'fuzz-empty', 'fuzz-shelved', ''), notUrlFriendly(existing)).map((id) => ({ id })),
  },
  'PUT /api/admin/projects/:projectId': {
    params: { projectId: 'emptyProject' },
    body: { name: 'Fuzz empty', description: 'Nothing here' },
    required: ['name'],
    outOfBounds: () => fc.oneof(fc.oneof(fc.constantFrom('', '  '), longer(101)).map((name) => ({ name })), longer(1001).map((description) => ({ name: 'x', description }))),
  },
  'DELETE /api/admin/projects/:projectId': { params: { projectId: 'emptyProject' } },
  'POST /api/admin/projects/archive/:projectId': { params: { projectId: 'emptyProject' } },
  'POST /api/admin/projects/revive/:projectId': { params: { projectId: 'shelvedProject' } },
  'POST /api/admin/projects/:projectId/environments': {
    params: { projectId: 'emptyProject' },
    body: { environment: 'fuzz-env', changeRequestsEnabled: true },
    required: ['environment'],
    outOfBounds: (existing) => fc.oneof(fc.constantFrom('development', 'production', ''), hostileString(existing)).map((environment) => ({ environment })),
  },
  'DELETE /api/admin/projects/:projectId/environments/:environment': { params: { projectId: 'emptyProject', environment: 'development' } },
  'POST /api/admin/environments': {
    body: { name: 'fuzz-env-2', type: 'test', enabled: true, sortOrder: 300 },
    required: ['name', 'type'],
    outOfBounds: (existing) => fc.oneof(
      notUrlFriendly(existing).map((name) => ({ name, type: 'test' })),
      fc.constantFrom('development', 'production', 'staging', 'fuzz-env').map((name) => ({ name, type: 'test' })),
      fc.oneof(fc.constantFrom('', '  '), longer(101)).map((type) => ({ name: 'fuzz-env-2', type })),
      fc.constantFrom(1.5, 1e7, -1e7).map((sortOrder) => ({ name: 'fuzz-env-2', type: 'test', sortOrder })),
    ),
  },
  'POST /api/admin/environments/validate': {
    body: { name: 'fuzz-free' },
    required: ['name'],
    outOfBounds: (existing) => fc.oneof(fc.constantFrom('development', 'fuzz-env', ''), notUrlFriendly(existing)).map((name) => ({ name })),
  },
  'PUT /api/admin/environments/update/:name': {
    params: { name: 'spareEnvironment' },
    body: { type: 'preproduction', sortOrder: 5 },
    required: ['type'],
    outOfBounds: () => fc.oneof(fc.constantFrom('', ' '), longer(101)).map((type) => ({ type })),
  },
  'PUT /api/admin/environments/sort-order': {
    body: { production: 1, development: 2 },
    outOfBounds: (existing) => fc.oneof(
      hostileString(existing).map((name) => ({ production: 1, [name]: 2 })),
      fc.constantFrom(1.5, 1e7, '1', null).map((place) => ({ production: place })),
    ),
  },
  'POST /api/admin/environments/:name/on': { params: { name: 'spareEnvironment' } },
  'POST /api/admin/environments/:name/off': { params: { name: 'spareEnvironment' } },
  'DELETE /api/admin/environments/:name': { params: { name: 'spareEnvironment' } },
};

const fuzzPassword = 'Fuzz-password-1';
/** The one-time link the fixture makes for its person (a known token, as the fixture stores it directly). */
const fuzzLinkToken = 'fuzz-link-token-0123456789abcdef';
const fuzzApiToken = 'default:development.fuzz-api-token-0123456789';
const fuzzSpareApiToken = 'default:development.fuzz-spare-api-token-0123456789';
const fuzzInviteSecret = 'fuzz-invite-secret-0123456789abcdef';
const weakPasswords = () => fc.constantFrom('', 'short', 'alllowercase1!', 'ALLUPPERCASE1!', 'NoNumbers-here', 'NoSpecial12345', 'Aaa-1111-bbbb', `Aa1-${'xy'.repeat(70)}`);
/** A root role is named or numbered (Unleash's role ids), either way. */
const roles = { rootRole: rootRoleList.flatMap(({ id, name }) => [id, name]) };
const personBody = { email: 'fuzz-new@example.com', name: 'Fuzz New', rootRole: 'Viewer', sendEmail: false };
const peopleTemplates: Record<string, WriteTemplate> = {
  'POST /api/admin/user-admin': {
    body: personBody,
    required: ['email', 'rootRole'],
    acceptedValues: roles,
    outOfBounds: (existing) => fc.oneof(
      fc.constantFrom('fuzz-person@example.com', 'FUZZ-PERSON@example.com', 'fuzz-signin@example.com', 'not-an-email', '', '@', 'a b@example.com').map(with_(personBody, 'email')),
      hostileString(existing).filter((text) => !/^[^\s@]+@[^\s@]+$/.test(text.trim())).map(with_(personBody, 'email')),
      fc.constantFrom(0, 4, 99, -1).map(with_(personBody, 'rootRole')),
      weakPasswords().map(with_(personBody, 'password')),
      longer(101).map(with_(personBody, 'name')),
    ),
  },
  'POST /api/admin/user-admin/validate-password': { body: { password: fuzzPassword }, required: ['password'], outOfBounds: () => weakPasswords().map((password) => ({ password })) },
  'POST /api/admin/user-admin/reset-password': {
    body: { id: 'fuzz-person@example.com' },
    required: ['id'],
    outOfBounds: (existing) => fc.oneof(fc.constantFrom('', 'nobody@example.com', '0', '99999'), hostileString(existing)).map((id) => ({ id })),
  },
  'PUT /api/admin/user-admin/:id': {
    params: { id: 'person' },
    body: { name: 'Fuzz Person', email: 'fuzz-person@example.com', rootRole: 'Editor' },
    acceptedValues: roles,
    outOfBounds: () => fc.oneof(
      fc.constantFrom('fuzz-signin@example.com', 'FUZZ-SIGNIN@example.com', 'not-an-email', '').map((email) => ({ email })),
      fc.constantFrom(0, 4, 99).map((rootRole) => ({ rootRole })),
      longer(101).map((name) => ({ name })),
    ),
  },
  'POST /api/admin/user-admin/:id/change-password': {
    params: { id: 'person' }, body: { password: fuzzPassword }, required: ['password'], outOfBounds: () => weakPasswords().map((password) => ({ password })),
  },
  'POST /api/admin/user-admin/:id/deactivate': { params: { id: 'person' } },
  'POST /api/admin/user-admin/:id/activate': { params: { id: 'person' } },
  // The fuzz token's person (test-admin) has no password yet, so none is asked for.
  'POST /api/admin/user/change-password': {
    body: { password: fuzzPassword, confirmPassword: fuzzPassword },
    required: ['password'],
    outOfBounds: () => fc.oneof(
      weakPasswords().map((password) => ({ password, confirmPassword: password })),
      fc.constant({ password: fuzzPassword, confirmPassword: 'Fuzz-password-2' }),
    ),
  },
  'POST /auth/simple/login': {
    body: { username: 'fuzz-signin@example.com', password: fuzzPassword },
    required: ['username', 'password'],
    outOfBounds: (existing) => fc.oneof(
      fc.constantFrom('Fuzz-password-2', 'fuzz-password-1', '', `${fuzzPassword} `).map((password) => ({ username: 'fuzz-signin@example.com', password })),
      hostileString(existing).map((username) => ({ username, password: fuzzPassword })),
    ),
  },
  'POST /auth/reset/password': {
    body: { token: fuzzLinkToken, password: fuzzPassword },
    required: ['token', 'password'],
    outOfBounds: (existing) => fc.oneof(
      hostileString(existing).map((token) => ({ token, password: fuzzPassword })),
      weakPasswords().map((password) => ({ token: fuzzLinkToken, password })),
    ),
  },
  'POST /auth/reset/validate-password': { body: { password: fuzzPassword }, required: ['password'], outOfBounds: () => weakPasswords().map((password) => ({ password })) },
};

const metricsBucket = () => ({ start: new Date(Date.now() - 60_000).toISOString(), stop: new Date().toISOString(), toggles: { 'fuzz-flag': { yes: 3, no: 1, variants: { blue: 2 } } } });
/** What server SDKs send, with the fixture's client token (harness.ts). */
const clientMetricsTemplates: Record<string, WriteTemplate> = {
  'POST /api/client/metrics': {
    token: tokens.client,
    body: { appName: 'fuzz-app', bucket: metricsBucket() },
    required: ['appName', 'bucket'],
    outOfBounds: (existing) => fc.oneof(
      fc.constantFrom('', 'yesterday-ish').map((stop) => ({ appName: 'fuzz-app', bucket: { ...metricsBucket(), stop } })),
      longer(metricsLimits.nameLength + 1).map((appName) => ({ appName, bucket: metricsBucket() })),
      fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true, min: 0.1, max: 10 }), fc.constant(Number.MAX_SAFE_INTEGER + 2))
        .map((yes) => ({ appName: 'fuzz-app', bucket: { ...metricsBucket(), toggles: { 'fuzz-flag': { yes } } } })),
      hostileString(existing).map((name) => ({ appName: 'fuzz-app', bucket: { ...metricsBucket(), toggles: { 'fuzz-flag': { variants: { [name]: -1 } } } } })),
    ),
  },
  'POST /api/client/register': {
    token: tokens.client,
    body: { appName: 'fuzz-app', instanceId: 'fuzz-1', started: new Date().toISOString(), interval: 10_000 },
    required: ['appName', 'started', 'interval'],
    outOfBounds: () => fc.oneof(
      fc.constantFrom('', 'not a date').map((started) => ({ appName: 'fuzz-app', started, interval: 10_000 })),
      fc.integer({ max: -1 }).map((interval) => ({ appName: 'fuzz-app', started: new Date().toISOString(), interval })),
    ),
  },
};

export const writeTemplates: Record<string, WriteTemplate> = {
  ...playgroundTemplates,
  ...clientMetricsTemplates,
  ...strategyTryTemplates,
  ...peopleTemplates,
  ...segmentAndContextTemplates,
  ...projectTemplates,
  ...audienceTemplates,
  ...unleashApiTemplates,
  ...projectApiTemplates,
  ...addonTemplates,
  ...notificationTemplates,
  [`POST /api/admin/projects/:projectId/features`]: {
    body: { name: 'fuzz-new', type: 'release', description: 'A new flag', impressionData: false },
    required: ['name'],
    outOfBounds: (existing) => fc.oneof(
      hostileString(existing).filter((name) => !urlFriendly.test(name)).map((name) => ({ name })),
      fc.constantFrom('fuzz-flag', 'fuzz-parent').map((name) => ({ name })),
      notOneOf(['experiment', 'kill-switch', 'release', 'operational', 'permission']).map((type) => ({ name: 'fuzz-new', type })),
      longer(2001).map((description) => ({ name: 'fuzz-new', description })),
    ),
  },
  [`DELETE ${feature}`]: {},
  ...lifecycleTemplates,
  [`POST ${feature}/dependencies`]: {
    body: { feature: 'fuzz-parent2', enabled: true, variants: [] },
    required: ['feature'],
    outOfBounds: (existing) => fc.oneof(
      fc.constant({ feature: '' }),
      fc.constant({ feature: 'fuzz-flag' }),
      hostileString(existing).map((name) => ({ feature: name })),
      fc.constant({ feature: 'fuzz-parent2', enabled: false, variants: ['blue'] }),
      fc.constant({ feature: 'fuzz-parent2', variants: [''] }),
    ),
  },
  [`DELETE ${feature}/dependencies/:parent`]: {},
  [`DELETE ${feature}/dependencies`]: {},
  [`POST ${environmentBase}/on`]: {},
  [`POST ${environmentBase}/off`]: {},
  [`POST ${environmentBase}/strategies`]: {
    body: strategyBody,
    required: ['name'],
    outOfBounds: () => fc.oneof(
      notOneOf(['default', 'flexibleRollout', 'userWithId', 'remoteAddress', 'applicationHostname', 'gradualRolloutUserId', 'gradualRolloutSessionId', 'gradualRolloutRandom'])
        .map(with_(strategyBody, 'name')),
      longer(256).map(with_(strategyBody, 'title')),
      fc.constantFrom(1001, -1, 1.5, 1e12).map((weight) => ({ ...strategyBody, variants: [{ ...strategyBody.variants[0], weight }] })),
      fc.constantFrom('heavy', '').map((weightType) => ({ ...strategyBody, variants: [{ ...strategyBody.variants[0], weightType }] })),
      fc.constantFrom(
        { contextName: 'userId', operator: 'LIKE', values: ['1'] },
        { contextName: 'userId', operator: 'IN', values: [] },
        { contextName: 'age', operator: 'NUM_GT', value: 'abc' },
        { contextName: 'at', operator: 'DATE_AFTER', value: 'someday' },
        { contextName: 'v', operator: 'SEMVER_EQ' },
        { operator: 'IN', values: ['1'] },
        { contextName: '', operator: 'IN', values: ['1'] },
        { contextName: '  ', operator: 'IN', values: ['1'] },
      ).map((constraint) => ({ ...strategyBody, constraints: [constraint] })),
      fc.constantFrom([0], [-1], [1.5], ['a']).map(with_(strategyBody, 'segments')),
      fc.constantFrom({ rollout: { nested: 1 } }, { rollout: [50] }, { rollout: null }).map(with_(strategyBody, 'parameters')),
      fc.constantFrom('abc', '150', -1, '12.5', 101, '').map((rollout) => ({ ...strategyBody, parameters: { ...strategyBody.parameters, rollout } })),
      strategyBeyondLimits(),
    ),
  },
  [`PUT ${environmentBase}/strategies/:strategyId`]: { body: strategyBody, required: ['name'], outOfBounds: strategyBeyondLimits },
  [`DELETE ${environmentBase}/strategies/:strategyId`]: {},
  [`POST ${environmentBase}/strategies/set-sort-order`]: {
    body: [{ id: fuzzStrategyId, sortOrder: 0 }],
    required: ['id', 'sortOrder'],
    outOfBounds: () => fc.oneof(
      fc.constantFrom(-1, 1.5, 1e12).map((sortOrder) => [{ id: fuzzStrategyId, sortOrder }]),
      fc.constantFrom('', 'no-such-strategy', 'x'.repeat(101)).map((id) => [{ id, sortOrder: 0 }]),
      fc.constant(Array.from({ length: strategyLimits.strategiesPerEnvironment + 1 }, () => ({ id: fuzzStrategyId, sortOrder: 0 }))),
    ),
  },
  [`PUT ${environmentBase}/variants`]: {
    body: [variant],
    required: ['name'],
    outOfBounds: () => fc.oneof(
      fc.constantFrom(1001, -1, 1e9, -0.5).map((weight) => [{ ...variant, weight }]),
      fc.constantFrom('', 'x'.repeat(101)).map((name) => [{ ...variant, name }]),
      fc.constantFrom({ type: 'xml', value: '<a/>' }, { type: 'json', value: '{' }, { type: 'number', value: 'abc' }, { type: 'string' }, { value: 'x' })
        .map((payload) => [{ ...variant, payload }]),
      fc.constantFrom('heavy', 'FIX').map((weightType) => [{ ...variant, weightType }]),
      fc.constantFrom([{ values: ['a'] }], [{ contextName: 'userId', values: 'a' }], ['x']).map((overrides) => [{ ...variant, overrides }]),
    ),
  },
  [`PUT ${feature}/variants-batch`]: {
    body: { variants: [variant], environments: ['development', 'production'] },
    required: ['environments'],
    outOfBounds: (existing) => fc.oneof(
      fc.constant({ variants: [variant], environments: [] }),
      hostileString(existing).map((environment) => ({ variants: [variant], environments: ['development', environment] })),
      fc.constantFrom({ ...variant, weight: 1001 }, { ...variant, weightType: 'fix', weight: 1000 }, { ...variant, payload: { type: 'number', value: '1e' } })
        .map((bad) => ({ variants: [bad], environments: ['development'] })),
    ),
  },
  [`PATCH ${environmentBase}/variants`]: {
    body: [{ op: 'add', path: '/-', value: { ...variant, name: 'patched' } }],
    required: ['op', 'path'],
    outOfBounds: (existing) => fc.oneof(
      notOneOf(['add', 'remove', 'replace', 'copy', 'move', 'test']).map((op) => [{ op, path: '/-', value: variant }]),
      hostileString(existing).map((path) => [{ op: 'add', path, value: variant }]),
      fc.constantFrom('/0/__proto__/polluted', '/__proto__', '/0/constructor/prototype', '/-/name', '/99', '/01').map((path) => [{ op: 'add', path, value: 'x' }]),
      fc.constantFrom({ op: 'remove', path: '/0' }, { op: 'move', path: '/-' }, { op: 'copy', from: '/7', path: '/-' }, { op: 'add', path: '/-' })
        .map((operation) => [operation]),
      fc.constantFrom({ ...variant, weight: 1001 }, { ...variant, payload: { type: 'json', value: '{' } }, { ...variant, overrides: [{ contextName: 'userId', values: [] }] }, 'x', null)
        .map((value) => [{ op: 'add', path: '/-', value }]),
    ),
  },
  [`POST /api/admin/features/:featureName/tags`]: {
    body: { type: 'simple', value: 'fuzz-tag-2' },
    required: ['type', 'value'],
    // Tag value and type are 2 to 50 characters (`tagText` in the contract).
    outOfBounds: () => fc.oneof(
      fc.oneof(fc.string({ minLength: 0, maxLength: 1 }), longer(51)).map((value) => ({ type: 'simple', value })),
      fc.oneof(fc.string({ minLength: 0, maxLength: 1 }), longer(51)).map((type) => ({ type, value: 'fuzz-tag-2' })),
    ),
  },
  [`DELETE /api/admin/features/:featureName/tags/:type/:value`]: {},
  [`POST /api/admin/projects/:projectId/environments/:environment/change-requests`]: {
    params: { environment: 'production' },
    body: { feature: 'fuzz-flag', action: 'updateEnabled', payload: { enabled: false } },
    required: ['feature', 'action'],
    outOfBounds: (existing) => fc.oneof(
      notOneOf(changeActions)
        .map((action) => ({ feature: 'fuzz-flag', action, payload: { enabled: false } })),
      hostileString(existing).map((name) => ({ feature: name, action: 'updateEnabled', payload: { enabled: false } })),
      fc.constantFrom({ enabled: 'yes' }, {}, null, 'off').map((payload) => ({ feature: 'fuzz-flag', action: 'updateEnabled', payload })),
      fc.constant({ feature: 'fuzz-flag', action: 'deleteStrategy', payload: { id: 'no-such-strategy' } }),
      fc.constant({ feature: 'fuzz-flag', action: 'addStrategy', payload: { name: 'default', segments: [999_999] } }),
      fc.constant([]),
      strategyBeyondLimits().map((payload) => ({ feature: 'fuzz-flag', action: 'addStrategy', payload })),
      // More changes than a request holds: in one body, or with the change the fixture's draft has.
      fc.constantFrom(changeRequestLimits.changes + 1, changeRequestLimits.changes)
        .map((count) => Array(count).fill({ feature: 'fuzz-flag', action: 'addStrategy', payload: { name: 'default' } })),
    ),
  },
  [`DELETE ${changeRequest}/changes/:changeId`]: { params: { id: 'draft' } },
  [`PUT /api/admin/projects/:projectId/environments/:environment/change-requests/config`]: {
    body: { changeRequestsEnabled: true, requiredApprovals: 2 },
    required: ['changeRequestsEnabled'],
    outOfBounds: () => fc.constantFrom(0, 11, 2.5, -1, 1e6).map((requiredApprovals) => ({ changeRequestsEnabled: true, requiredApprovals })),
  },
  [`PUT ${changeRequest}/state`]: {
    body: { state: 'Cancelled', comment: 'not needed' },
    required: ['state'],
    outOfBounds: () => fc.oneof(
      notOneOf(changeRequestStates).map((state) => ({ state })),
      fc.constantFrom('tomorrow', '2000-01-01T00:00:00Z', '').map((scheduledAt) => ({ state: 'Scheduled', scheduledAt })),
      longer(1001).map((comment) => ({ state: 'Cancelled', comment })),
    ),
  },
  [`POST ${changeRequest}/comments`]: {
    body: { text: 'Looks right' },
    required: ['text'],
    outOfBounds: () => fc.oneof(fc.constantFrom('', '   ', '\n\t'), longer(1001)).map((text) => ({ text })),
  },
  [`PUT ${changeRequest}/title`]: {
    body: { title: 'Turn it off' },
    required: ['title'],
    outOfBounds: () => fc.oneof(fc.constantFrom('', '   '), longer(256)).map((title) => ({ title })),
  },
  [`POST /api/admin/service-account`]: {
    body: { name: 'Fuzz bot 2', username: 'fuzz-bot-2', rootRole: 3 },
    required: ['name', 'username', 'rootRole'],
    acceptedValues: roles,
    outOfBounds: () => fc.oneof(
      fc.constantFrom(0, 4, -1, 1.5).map((rootRole) => ({ name: 'Fuzz bot 2', username: 'fuzz-bot-2', rootRole })),
      notOneOf(['Admin', 'Editor', 'Viewer']).map((rootRole) => ({ name: 'Fuzz bot 2', username: 'fuzz-bot-2', rootRole })),
      fc.constantFrom('a b', '', '  ', 'fuzz-bot').map((username) => ({ name: 'Fuzz bot 2', username, rootRole: 3 })),
      fc.oneof(fc.constant(''), longer(101)).map((name) => ({ name, username: 'fuzz-bot-2', rootRole: 3 })),
    ),
  },
  [`POST /api/admin/service-account/:id/token`]: { params: { id: 'serviceAccount' }, body: patBody(), required: ['description', 'expiresAt'], outOfBounds: patBounds },
  [`DELETE /api/admin/service-account/:id/token/:tokenId`]: { params: { id: 'serviceAccount', tokenId: 'serviceAccountToken' } },
  [`POST /api/admin/user/tokens`]: { body: patBody(), required: ['description', 'expiresAt'], outOfBounds: patBounds },
  [`DELETE /api/admin/user/tokens/:tokenId`]: { params: { tokenId: 'ownToken' } },
  [`POST /api/admin/api-tokens`]: {
    body: { tokenName: 'fuzz', type: 'frontend', environment: 'development', projects: ['default'], expiresAt: future() },
    required: ['tokenName', 'type'],
    outOfBounds: (existing) => {
      const base = { tokenName: 'fuzz', type: 'frontend', environment: 'development', projects: ['default'] };
      return fc.oneof(
        notOneOf([]).filter((type) => !['admin', 'client', 'backend', 'frontend'].includes(type.toLowerCase())).map(with_(base, 'type')),
        fc.constant({ ...base, projects: [] }),
        fc.constant({ ...base, environment: undefined }),
        hostileString(existing).map(with_(base, 'environment')),
        // '*' and '[]' are the valid all-projects scopes: a token for them is rightly issued.
        hostileString(existing).filter((project) => project !== '*' && project !== '[]').map((project) => ({ ...base, projects: [project] })),
        fc.oneof(fc.constantFrom('', '   '), longer(201)).map(with_(base, 'tokenName')),
        fc.constantFrom('2000-01-01T00:00:00Z', 'soon').map(with_(base, 'expiresAt')),
      );
    },
  },
};

/**
 * The fuzz fixture: flags with a strategy, a tag, a dependency, and one in the archive; a service account with a token; the
 * Admin user's own second token; a Draft with one change and a change request In review, both
 * by the Admin user (who makes the requests).
 */
export async function buildFuzzFixture(service: TestService): Promise<FuzzFixture> {
  const token = service.pats.Admin;
  const call = async (method: 'POST' | 'PUT', url: string, body: unknown) => {
    const reply = await service.call(method, url, { token, body });
    if (reply.status >= 300) throw new Error(`fixture: ${method} ${url} answered ${reply.status} ${reply.text}`);
    return reply.body as Record<string, unknown>;
  };
  for (const name of ['fuzz-flag', 'fuzz-parent', 'fuzz-parent2', 'fuzz-archived']) await service.createFlag('default', name);
  const archived = await service.call('DELETE', '/api/admin/projects/default/features/fuzz-archived', { token });
  if (archived.status !== 200) throw new Error(`fixture: archiving answered ${archived.status} ${archived.text}`);
  // A known id, so a template's body can name the strategy (set-sort-order).
  const strategy = addStrategy(service.db, systemAuthor, 'fuzz-flag', 'development', { name: 'default' }, fuzzStrategyId);
  await call('POST', '/api/admin/projects/default/features/fuzz-flag/dependencies', { feature: 'fuzz-parent' });
  await call('POST', '/api/admin/features/fuzz-flag/tags', { type: 'simple', value: 'fuzz-tag' });
  await service.call('POST', '/api/admin/projects/default/features/fuzz-flag/link', { token, body: { url: 'https://example.com/fuzz', title: 'Fuzz' } });
  const link = featureLinks(service.db, 'fuzz-flag')[0]?.id ?? '';
  const account = await call('POST', '/api/admin/service-account', { name: 'Fuzz bot', username: 'fuzz-bot', rootRole: 3 });
  const accountToken = await call('POST', `/api/admin/service-account/${String(account.id)}/token`, patBody());
  const ownToken = await call('POST', '/api/admin/user/tokens', patBody());
  const steps = changeRequestSteps(service);
  const addChange = () => call('POST', '/api/admin/projects/default/environments/production/change-requests', { feature: 'fuzz-flag', action: 'updateEnabled', payload: { enabled: true } });
  const inReview = await addChange();
  const moved = await steps.move(Number(inReview.id), token, { state: 'In review' });
  if (moved.status !== 200) throw new Error(`fixture: submit answered ${moved.status} ${moved.text}`);
  const draft = await addChange();
  const changes = (draft.features as Array<{ changes: Array<{ id: number }> }>)[0]?.changes ?? [];
  // A segment a strategy in production names (so editing it touches a protected environment), and one nobody uses.
  const segment = await call('POST', '/api/admin/segments', { name: 'fuzz-segment', constraints: [{ contextName: 'userId', operator: 'IN', values: ['1'] }] });
  const spareSegment = await call('POST', '/api/admin/segments', { name: 'fuzz-spare', constraints: [] });
  await call('POST', '/api/admin/projects/default/features/fuzz-parent2/environments/production/strategies', { name: 'default', segments: [segment.id] });
  // A strategy in production under a known id, which a body names (Unleash's segments of a strategy).
  addStrategy(service.db, systemAuthor, 'fuzz-parent2', 'production', { name: 'default' }, fuzzProductionStrategyId);
  await call('POST', '/api/admin/context', { name: 'fuzz-field', description: 'A custom field', legalValues: [{ value: 'a' }] });
  await call('POST', '/api/admin/projects/default/context', { name: 'fuzz-project-field', legalValues: [{ value: 'a' }] });
  // A tag type to delete, and a custom strategy type to change, deprecate and delete.
  await call('POST', '/api/admin/tag-types', { name: 'fuzz-doomed-type' });
  await call('POST', '/api/admin/strategies', { name: 'fuzz-custom', parameters: [] });
  const person = await call('POST', '/api/admin/user-admin', { email: 'fuzz-person@example.com', name: 'Fuzz Person', rootRole: 'Editor' });
  await call('POST', '/api/admin/user-admin', { email: 'fuzz-signin@example.com', rootRole: 'Viewer', password: fuzzPassword });
  insertPasswordLink(service.db, { tokenHash: hashSecret(fuzzLinkToken), userId: Number(person.id), purpose: 'reset', createdBy: 0, expiresAt: future() });
  // A project holding no flag (to edit, archive and delete), an archived one (to revive), and an environment no project uses.
  await call('POST', '/api/admin/projects', { id: 'fuzz-empty', name: 'Fuzz empty', environments: ['development', 'production'] });
  await call('POST', '/api/admin/projects', { id: 'fuzz-shelved', name: 'Fuzz shelved' });
  await call('POST', '/api/admin/projects/archive/fuzz-shelved', undefined);
  await call('POST', '/api/admin/environments', { name: 'fuzz-env', type: 'test' });
  const audience = await call('POST', '/api/admin/saved-audiences', { name: 'Fuzz audience', context: { userId: 'u1' } });
  const spareAudience = await call('POST', '/api/admin/saved-audiences', { name: 'Fuzz spare audience', context: {} });
  const addon = await call('POST', '/api/admin/addons', addonBody);
  const spareAddon = await call('POST', '/api/admin/addons', addonBody);
  await call('PUT', '/api/admin/notifications/webhook', { url: 'https://93.184.215.14/fuzz-notifications' });
  // A questionnaire the fixture's admin answered, to change.
  writeTransaction(service.db, () => saveFeedback(service.db, { userId: service.userIds.Admin, feedbackId: 'fuzz-questionnaire', given: null, neverShow: false }));
  // An invite link named by its secret.
  writeTransaction(service.db, () => insertInviteLink(service.db, systemAuthor, { secretHash: hashSecret(fuzzInviteSecret), name: 'fuzz-invite', expiresAt: future(), createdAt: new Date().toISOString() }));
  // API tokens named by their secret: one to change, one to delete.
  for (const [secret, name] of [[fuzzApiToken, 'fuzz-api-token'], [fuzzSpareApiToken, 'fuzz-spare-api-token']] as const) {
    const parsed = parseApiToken('client', secret);
    if ('problem' in parsed) throw new Error(`fixture: the token ${name} ${parsed.problem}`);
    ensureApiToken(service.db, systemAuthor, parsed, name);
  }

  const params: Record<string, string> = {
    projectId: 'default', featureName: 'fuzz-flag', environment: 'development', parent: 'fuzz-parent', type: 'simple', value: 'fuzz-tag',
    archived: 'fuzz-archived', strategyId: String(strategy.id), id: String(inReview.id), draft: String(draft.id), changeId: String(changes[0]?.id),
    serviceAccount: String(account.id), serviceAccountToken: String(accountToken.id), ownToken: String(ownToken.id),
    segment: String(segment.id), spareSegment: String(spareSegment.id), contextField: 'fuzz-field', person: String(person.id),
    emptyProject: 'fuzz-empty', shelvedProject: 'fuzz-shelved', name: 'development', spareEnvironment: 'fuzz-env',
    audience: String(audience.id), spareAudience: String(spareAudience.id), addon: String(addon.id), spareAddon: String(spareAddon.id),
    apiToken: fuzzApiToken, spareApiToken: fuzzSpareApiToken, legalValue: 'a', productionStrategy: fuzzProductionStrategyId, invite: fuzzInviteSecret, questionnaire: 'fuzz-questionnaire',
    link, projectField: 'fuzz-project-field',
  };
  const existing = new Set<string>([
    ...Object.values(params), 'other', 'production', 'staging', 'fuzz-parent2', 'release', 'Admin', 'Editor', 'Viewer',
    'fuzz-segment', 'fuzz-spare', 'Fuzz audience', 'Fuzz spare audience', 'appName', 'environment', 'userId', 'sessionId', 'remoteAddress', 'currentTime',
    'fuzz-person@example.com', 'fuzz-signin@example.com', fuzzLinkToken, 'test-admin', 'test-editor', 'test-editor2', 'test-viewer',
  ]);
  return { params, existing, token };
}

/** The path parameters of a route for its template: the fixture's, with the template's names resolved. */
export function paramsFor(url: string, template: WriteTemplate, fixture: FuzzFixture): Record<string, string> {
  const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  return Object.fromEntries(names.map((name) => {
    const chosen = template.params?.[name];
    const value = chosen === undefined ? fixture.params[name] : (fixture.params[chosen] ?? chosen);
    if (value === undefined) throw new Error(`no fixture value for :${name} of ${url}`);
    return [name, value];
  }));
}
