import fc from 'fast-check';
import { clientFeaturesSchema, type ClientFeatures } from '../../contract';
import type { EvaluationContext } from '../evaluation/evaluationContext';

/*
 * Flag configurations and contexts for property tests of evaluation: every strategy, operator,
 * variant and dependency shape the import accepts, over a few names that collide on purpose (a
 * constraint on a field the context has, a parent that exists).
 */

const word = fc.constantFrom('a', 'b', 'userId', 'sessionId', 'appName', 'plan', '1.2.3', '10.0.0.0/8', '42', '');
const operator = fc.constantFrom(
  'IN', 'NOT_IN', 'STR_CONTAINS', 'STR_STARTS_WITH', 'NUM_GT', 'DATE_AFTER', 'SEMVER_GT', 'REGEX', 'IN_CIDR', 'UNKNOWN',
);
const constraint = fc.record({
  contextName: word,
  operator,
  values: fc.option(fc.array(word, { maxLength: 3 }), { nil: undefined }),
  value: fc.option(word, { nil: undefined }),
  inverted: fc.option(fc.boolean(), { nil: undefined }),
  caseInsensitive: fc.option(fc.boolean(), { nil: undefined }),
}, { requiredKeys: ['contextName', 'operator'] });
const payload = fc.record({ type: fc.constantFrom('string', 'json', 'csv', 'number'), value: word });
const variant = fc.record({
  name: word,
  weight: fc.integer({ min: 0, max: 1000 }),
  stickiness: fc.option(fc.constantFrom('default', 'userId', 'plan'), { nil: undefined }),
  payload: fc.option(payload, { nil: undefined }),
  overrides: fc.option(fc.array(fc.record({ contextName: word, values: fc.array(word, { maxLength: 2 }) }), { maxLength: 2 }), { nil: undefined }),
}, { requiredKeys: ['name', 'weight'] });
const parameters = fc.dictionary(
  fc.constantFrom('rollout', 'stickiness', 'groupId', 'userIds', 'IPs', 'percentage', 'hostNames'),
  fc.oneof(word, fc.integer({ min: 0, max: 100 }), fc.boolean()),
);
const strategy = fc.record({
  name: fc.constantFrom('default', 'flexibleRollout', 'userWithId', 'gradualRolloutRandom', 'gradualRolloutUserId',
    'gradualRolloutSessionId', 'remoteAddress', 'applicationHostname', 'custom'),
  disabled: fc.option(fc.boolean(), { nil: undefined }),
  parameters: fc.option(parameters, { nil: undefined }),
  constraints: fc.option(fc.array(constraint, { maxLength: 3 }), { nil: undefined }),
  segments: fc.option(fc.array(fc.integer({ min: 1, max: 3 }), { maxLength: 2 }), { nil: undefined }),
  variants: fc.option(fc.array(variant, { maxLength: 3 }), { nil: undefined }),
}, { requiredKeys: ['name'] });
const flagName = fc.constantFrom('f1', 'f2', 'f3', 'f4');
const feature = fc.record({
  name: flagName,
  enabled: fc.boolean(),
  impressionData: fc.option(fc.boolean(), { nil: undefined }),
  strategies: fc.array(strategy, { maxLength: 3 }),
  variants: fc.option(fc.array(variant, { maxLength: 3 }), { nil: undefined }),
  dependencies: fc.option(fc.array(fc.record({
    feature: flagName,
    enabled: fc.option(fc.boolean(), { nil: undefined }),
    variants: fc.option(fc.array(word, { maxLength: 2 }), { nil: undefined }),
  }, { requiredKeys: ['feature'] }), { maxLength: 2 }), { nil: undefined }),
}, { requiredKeys: ['name', 'enabled', 'strategies'] });
export const configuration = fc.record({
  version: fc.constant(2),
  features: fc.uniqueArray(feature, { selector: (f) => f.name, maxLength: 4 }),
  segments: fc.array(fc.record({ id: fc.integer({ min: 1, max: 3 }), constraints: fc.array(constraint, { maxLength: 2 }) }), { maxLength: 3 }),
}).map((raw): ClientFeatures => clientFeaturesSchema.parse(raw));
export const evaluationContext = fc.record({
  userId: fc.option(word, { nil: undefined }),
  sessionId: fc.option(word, { nil: undefined }),
  remoteAddress: fc.option(fc.constantFrom('10.1.2.3', '::1', 'not-an-ip'), { nil: undefined }),
  currentTime: fc.option(fc.date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }), { nil: undefined }),
  properties: fc.dictionary(word, word, { maxKeys: 3 }),
}).map((raw): EvaluationContext => raw);
