import type { SdkSnapshot } from './sdkSnapshot';

/*
 * What, besides the context, a snapshot's answers may depend on: chance, the clock, and which
 * context fields. The frontend API caches answers by context only where this says the context
 * decides them. Each rule below mirrors a place where the SDK (unleash-client 6) reads the
 * context or draws a random number; when in doubt a rule says "depends", never "does not".
 *
 * - A flexibleRollout with stickiness "random", and gradualRolloutRandom, draw on every call.
 * - A rollout with stickiness "default" reads userId, else sessionId (always present once the
 *   frontend defaults are filled in); other stickiness names read that field (none: not enabled).
 * - A variant with stickiness "default" (or none) reads userId, else sessionId, else remoteAddress;
 *   any other stickiness reads that field and draws at random when it is missing or empty.
 *   Strategy variants take their stickiness from the first variant, else the strategy's.
 * - Constraints (a strategy's and its segments') and variant overrides read their contextName;
 *   DATE_AFTER and DATE_BEFORE read currentTime, or the clock when the context has none.
 */

export type SessionIdUse = 'never' | 'withoutUserId' | 'always';

export interface ContextDependence {
  /** Some answer is drawn at random whatever the context. */
  random: boolean;
  /** Variant stickiness fields: an answer is random for a context without one of them. */
  randomWithout: ReadonlySet<string>;
  /** Whether an answer may read sessionId: never, only when the context has no userId, or always. */
  sessionId: SessionIdUse;
  /** When a date constraint turns for a context without currentTime (ms since the epoch, ascending). */
  dateBoundaries: readonly number[];
}

type SdkFeature = SdkSnapshot['features'][number];
type SdkStrategy = NonNullable<SdkFeature['strategies']>[number];
type SdkVariant = NonNullable<SdkFeature['variants']>[number];
type SdkConstraint = SdkStrategy['constraints'][number];

const isDefaultStickiness = (stickiness: string | undefined): stickiness is undefined | '' | 'default' =>
  stickiness === undefined || stickiness === '' || stickiness === 'default';

export function contextDependence(snapshot: SdkSnapshot): ContextDependence {
  let random = false;
  const randomWithout = new Set<string>();
  const boundaries = new Set<number>();
  let sessionId: SessionIdUse = 'never';
  const readsSession = (use: Exclude<SessionIdUse, 'never'>) => {
    if (sessionId !== 'always') sessionId = use;
  };
  const segments = new Map(snapshot.segments.map((segment) => [segment.id, segment]));

  const constraint = (c: SdkConstraint | undefined) => {
    if (!c) return;
    if (c.contextName === 'sessionId') readsSession('always');
    if (c.operator === 'DATE_AFTER' || c.operator === 'DATE_BEFORE') {
      // Read as the SDK reads it: new Date(value).
      const instant = new Date(c.value ?? Number.NaN).getTime();
      if (!Number.isNaN(instant)) boundaries.add(instant);
    }
  };
  const variants = (list: readonly SdkVariant[] | undefined, stickiness: string | undefined) => {
    if (!list || list.length === 0) return;
    for (const variant of list) {
      for (const override of variant.overrides ?? []) if (override.contextName === 'sessionId') readsSession('always');
    }
    if (isDefaultStickiness(stickiness)) readsSession('withoutUserId');
    else {
      randomWithout.add(stickiness);
      if (stickiness === 'sessionId') readsSession('always');
    }
  };
  const strategy = (s: SdkStrategy) => {
    const stickiness = typeof s.parameters.stickiness === 'string' ? s.parameters.stickiness : undefined;
    if (s.name === 'gradualRolloutRandom') random = true;
    if (s.name === 'gradualRolloutSessionId') readsSession('always');
    if (s.name === 'flexibleRollout') {
      if (stickiness === 'random') random = true;
      else if (isDefaultStickiness(stickiness)) readsSession('withoutUserId');
      else if (stickiness === 'sessionId') readsSession('always');
    }
    s.constraints.forEach(constraint);
    for (const id of s.segments ?? []) segments.get(id)?.constraints.forEach(constraint);
    variants(s.variants, s.variants?.[0]?.stickiness || stickiness);
  };

  for (const feature of snapshot.features) {
    feature.strategies?.forEach(strategy);
    variants(feature.variants, feature.variants?.[0]?.stickiness);
  }
  return { random, randomWithout, sessionId, dateBoundaries: [...boundaries].sort((a, b) => a - b) };
}
