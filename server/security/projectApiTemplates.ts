import fc from 'fast-check';
import { contextLimits } from '../../contract/limits';
import { hostileString } from './fuzzInputs';
import type { WriteTemplate } from './writeRouteTemplates';

/*
 * Write templates (see writeRouteTemplates.ts) of a flag's completion and links, a project's
 * environment default strategy and its own context fields.
 */

const feature = '/api/admin/projects/:projectId/features/:featureName';
const longer = (min: number, max = min + 300) => fc.integer({ min, max }).map((n) => 'x'.repeat(n));
const linkBody = { url: 'https://example.com/fuzz-2', title: 'Fuzz link' };
const linkOutOfBounds = () => fc.oneof(
  fc.constantFrom('', '   ', 'javascript:alert(1)', 'ftp://example.com/x', 'https://', 'http://exa mple.com').map((url) => ({ ...linkBody, url })),
  longer(2001).map((url) => ({ ...linkBody, url })),
  longer(256).map((title) => ({ ...linkBody, title })),
);
const defaultStrategy = { name: 'flexibleRollout', title: 'Everyone', constraints: [], parameters: { rollout: '100', stickiness: 'default', groupId: '' }, segments: [] };

const urlFriendly = /^[A-Za-z0-9][A-Za-z0-9._~-]{0,99}$/;
const projectContext = '/api/admin/projects/:projectId/context';
const fieldBody = { description: 'The team', stickiness: false, legalValues: [{ value: 'web', description: 'Web' }, { value: 'ios' }] };
const fieldOutOfBounds = (body: Record<string, unknown>) => fc.oneof(
  fc.constant({ ...body, legalValues: [{ value: 'web' }, { value: 'web' }] }),
  fc.constantFrom('', '  ').map((value) => ({ ...body, legalValues: [{ value }] })),
  longer(501).map((description) => ({ ...body, description })),
  longer(contextLimits.maxValueLength + 1).map((value) => ({ ...body, legalValues: [{ value }] })),
);

export const projectApiTemplates: Record<string, WriteTemplate> = {
  [`POST ${projectContext}`]: {
    body: { name: 'fuzz-project-field-2', ...fieldBody },
    required: ['name'],
    outOfBounds: (existing) => fc.oneof(
      fieldOutOfBounds({ name: 'fuzz-project-field-2', ...fieldBody }),
      hostileString(existing).filter((name) => !urlFriendly.test(name)).map((name) => ({ ...fieldBody, name })),
      fc.constantFrom('fuzz-field', 'fuzz-project-field', 'appName', 'userId').map((name) => ({ ...fieldBody, name })),
    ),
  },
  [`PUT ${projectContext}/:contextField`]: { params: { contextField: 'projectField' }, body: fieldBody, outOfBounds: () => fieldOutOfBounds(fieldBody) },
  [`DELETE ${projectContext}/:contextField`]: { params: { contextField: 'projectField' } },
  [`POST ${projectContext}/validate`]: {
    body: { name: 'fuzz-free' },
    required: ['name'],
    outOfBounds: (existing) => fc.oneof(
      fc.constantFrom('fuzz-field', 'fuzz-project-field', 'appName', '').map((name) => ({ name })),
      hostileString(existing).filter((name) => !urlFriendly.test(name)).map((name) => ({ name })),
    ),
  },
  [`POST ${feature}/lifecycle/complete`]: {
    body: { status: 'kept', statusValue: 'blue' },
    required: ['status'],
    outOfBounds: () => fc.oneof(
      fc.string({ maxLength: 20 }).filter((status) => status !== 'kept' && status !== 'discarded').map((status) => ({ status })),
      longer(101).map((statusValue) => ({ status: 'kept', statusValue })),
    ),
  },
  [`POST ${feature}/lifecycle/uncomplete`]: {},
  [`POST ${feature}/link`]: { body: linkBody, required: ['url'], outOfBounds: linkOutOfBounds },
  [`PUT ${feature}/link/:linkId`]: { params: { linkId: 'link' }, body: linkBody, required: ['url'], outOfBounds: linkOutOfBounds },
  [`DELETE ${feature}/link/:linkId`]: { params: { linkId: 'link' } },
  'POST /api/admin/projects/:projectId/environments/:environment/default-strategy': {
    body: defaultStrategy,
    required: ['name'],
    outOfBounds: () => fc.oneof(
      fc.constantFrom('default', 'userWithId', 'remoteAddress').map((name) => ({ ...defaultStrategy, name })),
      fc.constantFrom([999_999], [0], ['a']).map((segments) => ({ ...defaultStrategy, segments })),
      fc.constantFrom('abc', '150', -1).map((rollout) => ({ ...defaultStrategy, parameters: { ...defaultStrategy.parameters, rollout } })),
    ),
  },
};
