import fc from 'fast-check';
import { hostname } from 'node:os';
import { clientFeaturesSchema, type ClientFeatures } from '../../contract';
import type { EvaluationContext } from '../evaluation/evaluationContext';

/*
 * Configurations and contexts that meet, for holding an evaluator to the SDK's answers: every
 * strategy, every operator (and one the SDK does not know), segments present and missing,
 * variants of the strategy and of the flag with overrides and every kind of stickiness, parents
 * of every kind (missing, with parents of their own, off, with variants), and date constraints
 * within a second of a clock the caller fixes. Values come from small pools shared by
 * configuration and context, so constraints hold about as often as not; the pools hold the
 * edge cases of each operator (untrimmed, empty, upper case, a `v` before a version, an IPv6
 * range, a regular expression RE2 refuses).
 */

const userIds = ['alice', 'bob', 'Carol', ' alice', 'ALICE', ''];
const plans = ['free', 'pro', 'enterprise', 'Pro', ''];
const emails = ['ann@example.com', 'BOB@EXAMPLE.COM', 'carol@corp.test', 'x@example.com.evil'];
const numbers = ['0', '10', '-3', '2.5', '1e3', ' 7 ', 'x', ''];
const versions = ['1.2.3', '1.2.3-beta.1', '2.0.0', '10.0.0', 'v1.2.3', '=1.2.3', ' 1.2.3', '1.2', 'x', ''];
const addresses = ['10.1.2.3', '192.168.0.1', '127.0.0.1', '::1', '2001:db8::1', 'not-an-ip', ''];
const ranges = ['10.0.0.0/8', '192.168.0.0/16', '192.168.0.1', '::1/128', '2001:db8::/32', '127.0.0.1', 'bad/99', ' 10.1.2.3 '];
const patterns = ['^a', 'b$', '(?i)ALICE', '[', 'a|b', '.*@example\\.com$', '^user-[0-9]+@', '\\d+', '(?=x)'];
const host = hostname();
const hosts = [host, host.toUpperCase(), 'elsewhere', ''];
const names = ['f1', 'f2', 'f3', 'f4', 'f5', 'f6'];
const variantNames = ['red', 'blue', 'green', 'disabled'];

// Named context fields, properties (one with the name of a plain object's own), and none at all.
const fields = ['userId', 'sessionId', 'remoteAddress', 'appName', 'environment', 'currentTime', 'plan', 'email', 'seats', 'version', 'missing', 'toString'];
const anyValue = fc.constantFrom(...new Set([...userIds, ...plans, ...emails, ...numbers, ...versions, ...addresses, 'frontend-api', 'default']));

/** Offsets from the fixed clock, in ms: the same instant, a millisecond and a second either side, a day. */
const nearTheClock = fc.oneof(fc.constantFrom(0, -1, 1, -1000, 1000, -86_400_000, 86_400_000), fc.integer({ min: -5000, max: 5000 }));
/** An instant written as a constraint value may be: UTC, or with a zone (the same instant). */
const instantText = (at: number) => fc.constantFrom(
  new Date(at).toISOString(),
  new Date(at + 2 * 3_600_000).toISOString().replace('Z', '+02:00'),
);

function constraint(now: number) {
  const listed = <T extends string>(operators: readonly T[], values: readonly string[], field: fc.Arbitrary<string>) => fc.record({
    contextName: field,
    operator: fc.constantFrom(...operators),
    values: fc.array(fc.constantFrom(...values), { maxLength: 3 }),
    inverted: fc.option(fc.boolean(), { nil: undefined }),
    caseInsensitive: fc.option(fc.boolean(), { nil: undefined }),
  }, { requiredKeys: ['contextName', 'operator'] });
  const single = <T extends string>(operators: readonly T[], value: fc.Arbitrary<string>, field: fc.Arbitrary<string>) => fc.record({
    contextName: field,
    operator: fc.constantFrom(...operators),
    value,
    inverted: fc.option(fc.boolean(), { nil: undefined }),
  }, { requiredKeys: ['contextName', 'operator'] });
  const field = (...preferred: string[]) => fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...preferred) }, { weight: 1, arbitrary: fc.constantFrom(...fields) });
  return fc.oneof(
    listed(['IN', 'NOT_IN'], [...userIds, ...plans], field('userId', 'plan')),
    listed(['STR_STARTS_WITH', 'STR_ENDS_WITH', 'STR_CONTAINS'], ['al', 'A', '@example.com', 'EXAMPLE', 'ol', ' b ', ''], field('userId', 'email')),
    single(['NUM_EQ', 'NUM_GT', 'NUM_GTE', 'NUM_LT', 'NUM_LTE'], fc.constantFrom(...numbers), field('seats')),
    single(['SEMVER_EQ', 'SEMVER_GT', 'SEMVER_LT', 'SEMVER_GTE', 'SEMVER_LTE'], fc.constantFrom(...versions), field('version')),
    single(['DATE_AFTER', 'DATE_BEFORE'], fc.oneof(nearTheClock.chain((offset) => instantText(now + offset)), fc.constant('not a date')), field('currentTime')),
    single(['REGEX'], fc.constantFrom(...patterns), field('email', 'userId')).chain((base) => fc.option(fc.boolean(), { nil: undefined }).map((caseInsensitive) => ({ ...base, caseInsensitive }))),
    listed(['IN_CIDR'], ranges, field('remoteAddress')),
  ).chain((known) => fc.oneof(
    { weight: 15, arbitrary: fc.constant(known) },
    { weight: 1, arbitrary: single(['UNKNOWN_OPERATOR'], anyValue, fc.constantFrom(...fields)) },
  ));
}

const payload = fc.record({ type: fc.constantFrom('string', 'json', 'csv', 'number'), value: fc.constantFrom('s', '{"a":1}', 'a,b', '3', '') });
const stickiness = fc.option(fc.constantFrom('default', 'userId', 'sessionId', 'remoteAddress', 'plan', 'missing', 'random', ''), { nil: undefined });
const variant = fc.record({
  name: fc.constantFrom(...variantNames),
  weight: fc.oneof(fc.constantFrom(0, 1, 333, 500, 1000), fc.integer({ min: 0, max: 1000 })),
  weightType: fc.option(fc.constantFrom('variable', 'fix'), { nil: undefined }),
  stickiness,
  payload: fc.option(payload, { nil: undefined }),
  overrides: fc.option(fc.array(fc.record({
    contextName: fc.constantFrom('userId', 'plan', 'email', 'missing'),
    values: fc.array(fc.constantFrom(...userIds, ...plans), { maxLength: 3 }),
  }), { maxLength: 2 }), { nil: undefined }),
}, { requiredKeys: ['name', 'weight'] });

const parameterValue = (values: readonly string[]) => fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...values) },
  { weight: 1, arbitrary: fc.oneof(fc.integer({ min: 0, max: 100 }), fc.boolean()) },
);
/** Any whole percentage: with the many ids of `idLike`, a rollout meets every bucket, its own edge included. */
const percentage = fc.integer({ min: 0, max: 100 }).map(String);
const parametersOf: Record<string, fc.Arbitrary<Record<string, string | number | boolean>>> = {
  flexibleRollout: fc.record({
    rollout: fc.oneof(parameterValue(['0', '1', '30', '50', '99', '100', '', 'x']), percentage),
    stickiness: parameterValue(['default', 'userId', 'sessionId', 'random', 'plan', 'missing', '']),
    groupId: parameterValue(['f1', 'group', '']),
  }, { requiredKeys: [] }),
  gradualRolloutUserId: fc.record({ percentage: fc.oneof(parameterValue(['0', '25', '50', '100', '']), percentage), groupId: parameterValue(['f1', 'group', '']) }, { requiredKeys: [] }),
  gradualRolloutSessionId: fc.record({ percentage: fc.oneof(parameterValue(['0', '25', '50', '100', '']), percentage), groupId: parameterValue(['f1', 'group', '']) }, { requiredKeys: [] }),
  gradualRolloutRandom: fc.record({ percentage: parameterValue(['0', '25', '50', '100', '']) }, { requiredKeys: [] }),
  userWithId: fc.record({ userIds: parameterValue(['alice, bob', 'Carol,,  x', ' alice', 'bob', '']) }, { requiredKeys: [] }),
  remoteAddress: fc.record({ IPs: parameterValue(['10.0.0.0/8, 192.168.0.1', '127.0.0.1', '::1', ' 10.1.2.3 ,x', '']) }, { requiredKeys: [] }),
  applicationHostname: fc.record({ hostNames: parameterValue([hosts.join(','), `x, ${host.toUpperCase()}`, 'elsewhere', '']) }, { requiredKeys: [] }),
  default: fc.constant({}),
  custom: fc.record({ anything: parameterValue(['1']) }, { requiredKeys: [] }),
};

/** Mostly `usual`, now and then any of `rare` (undefined among them means the key is left out). */
const mostly = <T>(usual: fc.Arbitrary<T>, rare: fc.Arbitrary<T>) => fc.oneof({ weight: 6, arbitrary: usual }, { weight: 1, arbitrary: rare });
const strategyNames = fc.oneof(
  { weight: 4, arbitrary: fc.constant('flexibleRollout') },
  { weight: 2, arbitrary: fc.constant('default') },
  { weight: 3, arbitrary: fc.constantFrom(...Object.keys(parametersOf)) },
);

function strategy(now: number) {
  return strategyNames.chain((name) => fc.record({
    name: fc.constant(name),
    disabled: mostly(fc.constant(undefined), fc.boolean()),
    parameters: mostly(parametersOf[name] ?? fc.constant({}), fc.constant(undefined)),
    constraints: fc.option(fc.array(constraint(now), { maxLength: 2 }), { nil: undefined }),
    // Segments 1 to 3 exist, 4 does not.
    segments: fc.option(fc.array(mostly(fc.integer({ min: 1, max: 3 }), fc.constant(4)), { maxLength: 2 }), { nil: undefined }),
    variants: fc.option(fc.array(variant, { maxLength: 3 }), { nil: undefined }),
  }, { requiredKeys: ['name'] }));
}

const dependency = fc.record({
  feature: fc.constantFrom(...names, 'missing'),
  enabled: fc.option(fc.boolean(), { nil: undefined }),
  variants: fc.option(fc.array(fc.constantFrom(...variantNames), { maxLength: 2 }), { nil: undefined }),
}, { requiredKeys: ['feature'] });

/** A configuration whose date constraints turn near `now` (ms since the epoch). */
export function configurationNear(now: number): fc.Arbitrary<ClientFeatures> {
  const feature = fc.record({
    name: fc.constantFrom(...names),
    enabled: fc.oneof({ weight: 4, arbitrary: fc.constant(true) }, { weight: 1, arbitrary: fc.constant(false) }),
    impressionData: fc.option(fc.boolean(), { nil: undefined }),
    strategies: fc.array(strategy(now), { maxLength: 3 }),
    variants: fc.option(fc.array(variant, { maxLength: 3 }), { nil: undefined }),
    dependencies: mostly(fc.constant(undefined), fc.array(dependency, { minLength: 1, maxLength: 2 })),
  }, { requiredKeys: ['name', 'enabled', 'strategies'] });
  return fc.record({
    version: fc.constant(2),
    // Names repeat now and then: the SDK then evaluates the last flag of a name for each.
    features: fc.array(feature, { minLength: 1, maxLength: 6 }),
    segments: fc.tuple(...[1, 2, 3].map((id) => fc.record({ id: fc.constant(id), constraints: fc.array(constraint(now), { maxLength: 1 }) }))),
  }).map((raw) => clientFeaturesSchema.parse(raw));
}

/** A context, with its currentTime (when it has one) near `now`. */
export function contextNear(now: number): fc.Arbitrary<EvaluationContext> {
  // Each field mostly there, so that the constraints reading it are decided by its value.
  const text = (values: readonly string[]) => mostly(fc.constantFrom(...values), fc.constant(undefined));
  // The pools' few ids fall in few rollout buckets; ids of their own fall in every one.
  const idLike = (values: readonly string[], prefix: string) => fc.oneof(
    { weight: 3, arbitrary: text(values) },
    { weight: 2, arbitrary: fc.nat({ max: 99_999 }).map((n) => `${prefix}${n}`) },
  );
  return fc.record({
    userId: idLike(userIds, 'user-'),
    sessionId: idLike(['s1', 's2', 'alice', ''], 'session-'),
    remoteAddress: text(addresses),
    appName: fc.option(fc.constantFrom('frontend-api', 'web'), { nil: undefined }),
    environment: fc.option(fc.constantFrom('default', 'production'), { nil: undefined }),
    currentTime: fc.option(nearTheClock.map((offset) => new Date(now + offset)), { nil: undefined }),
    properties: fc.record({
      plan: text(plans),
      email: text(emails),
      seats: text(numbers),
      version: text(versions),
      toString: fc.option(fc.constantFrom(...plans), { nil: undefined }),
    }),
  }).map((raw): EvaluationContext => {
    const properties = Object.entries(raw.properties).flatMap(([name, value]) => (value === undefined ? [] : [[name, value] as const]));
    const context: EvaluationContext = { properties: Object.fromEntries(properties) };
    for (const name of ['userId', 'sessionId', 'remoteAddress', 'appName', 'environment'] as const) {
      const value = raw[name];
      if (value !== undefined) context[name] = value;
    }
    if (raw.currentTime) context.currentTime = raw.currentTime;
    return context;
  });
}
