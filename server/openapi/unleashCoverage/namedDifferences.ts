import type { ShapeDifference } from './shapeDifferences';

/**
 * Where the embedded service's answers lack what Unleash 8.2's carry, each with the reason: the
 * one place the compatibility journey (`e2e-unleash/z-api-coverage.spec.ts`) reads. A difference
 * it meets and this list does not name fails the journey, and so does a name it no longer meets
 * (a field carried since is taken off the list). The operations Unleash answers with another
 * status are named in the README's Unleash API coverage section instead.
 */
export interface NamedDifference {
  /** The operations (`METHOD /path`, as the calls name them) whose answers differ so. */
  operations: readonly string[];
  /** The fields, as `shapeDifferences` names them; a field names everything under it too. */
  fields: readonly string[];
  why: string;
}

const flag = 'GET /api/admin/projects/{projectId}/features/{featureName}';
const events = ['GET /api/admin/events', 'GET /api/admin/events/{featureName}', 'GET /api/admin/search/events'];
const oneUser = ['POST /api/admin/user-admin', 'GET /api/admin/user-admin/{id}', 'PUT /api/admin/user-admin/{id}', 'POST /auth/simple/login'];
const uiConfig = 'GET /api/admin/ui-config';
const statistics = 'GET /api/admin/instance-admin/statistics';
const applications = 'GET /api/admin/metrics/applications';
const application = 'GET /api/admin/metrics/applications/{appName}';

export const namedDifferences: readonly NamedDifference[] = [
  { operations: [flag], fields: ['/environments[]/yes', '/environments[]/no'], why: "an environment's exposure counts: not carried yet" },
  {
    operations: ['GET /api/admin/features/{featureName}/tags', 'PUT /api/admin/features/{featureName}/tags', 'GET /api/admin/tag-types', 'POST /api/admin/features-batch/export'],
    fields: ['/tags[]/color', '/tagTypes[]/color'],
    why: "a tag type's colour: not kept yet",
  },
  {
    operations: events,
    fields: ['/events[]/data/archived', '/events[]/preData/archived', '/events[]/preData/project'],
    why: "Unleash's feature-created and feature-metadata-updated events record the whole flag; the embedded service's record what was given and what changed",
  },
  { operations: ['GET /api/admin/events'], fields: ['/events[]/data/secure'], why: 'whether a token is kept hashed: every token is, so the events do not say it' },
  {
    operations: ['GET /api/admin/projects'],
    fields: ['/projects[]/health', '/projects[]/technicalDebt', '/projects[]/memberCount', '/projects[]/mode', '/projects[]/lastUpdatedAt', '/projects[]/onboardingStatus', '/projects[]/owners'],
    why: "a project's health, members, mode, owners and onboarding: not carried yet",
  },
  {
    operations: ['GET /api/admin/projects/{projectId}/overview', 'GET /api/admin/projects/{projectId}/health-report'],
    fields: ['/featureNaming', '/updatedAt'],
    why: "a project's flag naming pattern, and when it last changed: not carried yet",
  },
  { operations: ['GET /api/admin/projects/{projectId}/overview'], fields: ['/linkTemplates'], why: "a project's templates for flag links: not kept yet, as flag links are not served yet" },
  {
    operations: ['GET /api/admin/projects/{projectId}/insights', 'GET /api/admin/projects/{projectId}/dora'],
    fields: ['/leadTime/projectAverage', '/projectAverage'],
    why: 'a project whose flags never reached production has no average time to production: left out, where Unleash says 0',
  },
  { operations: ['GET /api/admin/environments'], fields: ['/environments[]/projectCount', '/environments[]/apiTokenCount', '/environments[]/enabledToggleCount'], why: "an environment's counts: not carried yet" },
  {
    operations: ['GET /api/admin/environments/project/{projectId}'],
    fields: ['/environments[]/projectApiTokenCount', '/environments[]/projectEnabledToggleCount', '/environments[]/visible'],
    why: "an environment's counts in a project: not carried yet",
  },
  { operations: ['POST /api/admin/segments', 'GET /api/admin/segments/{id}'], fields: ['/createdBy'], why: 'who made a segment: not carried yet' },
  { operations: ['GET /api/admin/segments'], fields: ['/segments[]/createdBy', '/segments[]/usedInProjects', '/segments[]/usedInFeatures'], why: 'who made a segment and where it is used: not carried yet' },
  { operations: ['GET /api/admin/segments/strategies/{strategyId}'], fields: ['/segments[]/createdBy'], why: 'who made a segment: not carried yet' },
  { operations: ['GET /api/admin/context', 'GET /api/admin/projects/{projectId}/context'], fields: ['[]/usedInProjects', '[]/usedInFeatures'], why: 'where a context field is used: not carried yet' },
  {
    operations: [...oneUser, 'GET /api/admin/user-admin/search', 'GET /api/admin/user-admin', 'GET /api/admin/user', 'GET /api/admin/personal-dashboard', 'POST /invite/{token}/signup'],
    fields: ['/imageUrl', '[]/imageUrl', '/users[]/imageUrl', '/user/imageUrl', '/admins[]/imageUrl'],
    why: "Unleash links each person to Gravatar by a hash of their email; the embedded service sends no one's address hash to a third party",
  },
  {
    operations: [...oneUser, 'GET /api/admin/user-admin', 'GET /api/admin/user', 'POST /invite/{token}/signup'],
    fields: ['/loginAttempts', '/users[]/loginAttempts', '/user/loginAttempts'],
    why: 'failed sign-ins are not counted per person',
  },
  { operations: ['POST /api/admin/user-admin', 'GET /api/admin/user-admin'], fields: ['/inviteLink', '/users[]/inviteLink'], why: 'public invite links are not served yet (README)' },
  { operations: ['GET /api/admin/user-admin'], fields: ['/rootRoles[]/description'], why: "a root role's description: not carried yet" },
  { operations: ['GET /auth/reset/validate'], fields: ['/role/description'], why: "a root role's description: not carried yet" },
  { operations: ['GET /api/admin/user/profile'], fields: ['/rootRole/description'], why: "a root role's description: not carried yet" },
  { operations: ['GET /api/admin/user/roles'], fields: ['/roles[]/description', '/roles[]/project'], why: "a role's description, and project roles, which the embedded service has none of: not carried yet" },
  { operations: ['POST /auth/simple/login'], fields: ['/deletedSessions', '/activeSessions'], why: "Unleash's count of a person's sessions at sign-in: not carried yet" },
  { operations: ['GET /api/admin/user'], fields: ['/user/accountType', '/user/seenAt', '/user/createdAt'], why: 'the signed-in person: not carried yet' },
  {
    operations: ['POST /api/admin/api-tokens', 'GET /api/admin/api-tokens', 'GET /api/admin/api-tokens/{name}'],
    fields: ['/secure', '/tokens[]/secure', '/tokens[]/secret'],
    why: 'tokens are kept hashed, so a list cannot show a secret (it is shown once, when made), and whether a token is hashed says nothing',
  },
  {
    operations: ['GET /api/admin/addons'],
    fields: ['/providers[]/howTo', '/providers[]/deprecated', '/providers[]/alerts', '/providers[]/tagTypes', '/providers[]/installation'],
    why: "Unleash's providers other than the webhook and Slack carry these; the embedded service has only those two",
  },
  { operations: ['GET /api/client/features'], fields: ['/query', '/meta'], why: "the query and revision Unleash echoes to SDKs: not carried yet" },
  {
    operations: [applications, application],
    fields: ['/applications[]/updatedAt', '/applications[]/color', '/applications[]/project', '/applications[]/environment', '/color', '/strategies', '/links'],
    why: "an application's own settings are not kept (README: POST /api/admin/metrics/applications/{appName})",
  },
  {
    operations: [uiConfig],
    fields: ['/flags'],
    why: "Unleash's flags that switch its own console's unfinished features; the embedded service has none of those features",
  },
  { operations: [uiConfig], fields: ['/versionInfo/current/enterprise', '/maxSessionsCount', '/storiesPageEnabled', '/impactMetrics', '/prometheusAPIAvailable'], why: "Unleash Enterprise's and Unleash's hosted features" },
  { operations: [uiConfig], fields: ['/resourceLimits', '/unleashContext'], why: 'not carried yet' },
  {
    operations: [statistics],
    fields: ['/licensedUsers', '/customRootRoles', '/customRootRolesInUse', '/releaseTemplates', '/releasePlans', '/edgeInstanceUsage', '/readOnlyUsers'],
    why: "Unleash Enterprise's licences, custom roles, release plans and Edge: none in open source",
  },
  {
    operations: [statistics],
    fields: ['/activeUsers', '/featureExports', '/featureImports', '/productionChanges', '/previousDayMetricsBucketsCount', '/maxEnvironmentStrategies', '/maxConstraintValues', '/maxConstraints'],
    why: 'not counted yet',
  },
];

/** Whether a field of the list names the difference's path: itself, or a field under it. */
function covers(field: string, path: string): boolean {
  return path === field || path.startsWith(`${field}/`) || path.startsWith(`${field}[]`);
}

export interface Judged {
  /** Differences the list does not name, as `operation path: what`. */
  unnamed: string[];
  /** Names the differences no longer meet: a field no operation of its name meets, an operation that meets none of its name's fields. */
  unmet: string[];
}

/** The differences met, by operation, against the list. */
export function judgeDifferences(met: ReadonlyArray<{ operation: string; difference: ShapeDifference }>, list: readonly NamedDifference[] = namedDifferences): Judged {
  const named = (operation: string, path: string) => list.some((entry) => entry.operations.includes(operation) && entry.fields.some((field) => covers(field, path)));
  const unnamed = met.filter(({ operation, difference }) => !named(operation, difference.path)).map(({ operation, difference }) => `${operation} ${difference.path}: ${difference.what}`);
  // Each field of a name must be met in one of its operations, and each operation meet one of its fields.
  const unmet = list.flatMap((entry) => {
    const meets = (operation: string, field: string) => met.some((found) => found.operation === operation && covers(field, found.difference.path));
    return [
      ...entry.fields.filter((field) => !entry.operations.some((operation) => meets(operation, field))).map((field) => `${field} in ${entry.operations.join(', ')}`),
      ...entry.operations.filter((operation) => !entry.fields.some((field) => meets(operation, field))).map((operation) => `${operation}: ${entry.fields.join(', ')}`),
    ];
  });
  return { unnamed, unmet };
}
