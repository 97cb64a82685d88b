import type { Context } from 'unleash-client';
import type { Constraint } from 'unleash-client/lib/strategy/strategy.js';
import type { FrontendVariant } from '../../contract';
import { compileConstraint, type ContextTest } from './compiledConstraint';
import { compileRollout } from './compiledRollouts';
import { compileVariantPick, type VariantPick } from './compiledVariants';
import { payloadOf, snapshotStrategies } from './sdkClient';
import type { SdkSnapshot } from './sdkSnapshot';

/*
 * Each flag of a snapshot turned into a function of the context that answers what the SDK
 * client's `forceGetVariant` answers (unleash-client 6, `client.js`): off, or on with one of the
 * variants the flag can show, all of which are known in advance. The steps are the SDK's, in its
 * order: the parents, the flag's switch, the first strategy whose constraints (its own, then its
 * segments') and rule hold, that strategy's variants, else the flag's. Rules are the SDK's own
 * strategy objects (`snapshotStrategies`, as the frontend API's client has them) but for the
 * rollouts, which are compiled as constraints and variant choice are (`compiledRollouts.ts`,
 * `compiledConstraint.ts`, `compiledVariants.ts`).
 */

type SdkFeature = SdkSnapshot['features'][number];
type SdkStrategy = NonNullable<SdkFeature['strategies']>[number];

/** The flag is off for the context. */
export const off = -1;

export interface CompiledFlag {
  /** `off`, or the index in `variants` of what the flag shows. */
  choose(context: Context): number;
  /** Whether the flag is on, without choosing its variant (what a child's dependency asks). */
  isOn(context: Context): boolean;
  /** What the flag can show when on: the "disabled" variant first, then its strategies', then its own. */
  readonly variants: readonly FrontendVariant[];
}

/** What an enabled flag whose deciding strategy and flag have no variant shows. */
const noVariant: FrontendVariant = { name: 'disabled', enabled: false, feature_enabled: true };

interface CompiledStrategy {
  holds(context: Context): boolean;
  /** The strategy's own variant, as an index in the flag's variants, or `off` where it has none to give. */
  pick?: (context: Context) => number;
}

/** Every flag of the snapshot by name (the SDK's repository keeps the last of a name). */
export function compileFlags(snapshot: SdkSnapshot): Map<string, CompiledFlag> {
  const strategyNamed = snapshotStrategies();
  const segments = new Map(snapshot.segments.map((segment) => [segment.id, segment]));
  const definitions = new Map(snapshot.features.map((feature) => [feature.name, feature]));
  const compiled = new Map<string, CompiledFlag>();

  // Flags share constraints (a segment's, or the same rule written on many flags): each distinct
  // one is compiled once and checked once per context, however many strategies hold it.
  const constraintTests = new Map<string, ContextTest>();
  const sharedConstraint = (constraint: Constraint | undefined): ContextTest => {
    if (!constraint) return compileConstraint(constraint);
    const { contextName, operator, inverted, caseInsensitive, values, value } = constraint;
    const key = JSON.stringify([contextName, operator, inverted, caseInsensitive, values, value]);
    let test = constraintTests.get(key);
    if (test === undefined) {
      test = oncePerContext(compileConstraint(constraint));
      constraintTests.set(key, test);
    }
    return test;
  };

  function compileStrategy(selector: SdkStrategy, variants: FrontendVariant[]): CompiledStrategy | undefined {
    const strategy = strategyNamed(selector.name);
    if (!strategy) return undefined;
    const constraints = [
      ...selector.constraints,
      ...(selector.segments ?? []).flatMap((id) => {
        const segment = segments.get(id);
        return segment ? (segment.constraints ?? []) : [undefined];
      }),
    ].map(sharedConstraint);
    if (constraints.includes(false)) return undefined;
    const tests = constraints.filter((test): test is Exclude<ContextTest, boolean> => typeof test === 'function');
    const { parameters } = selector;
    const rule = compileRollout(strategy.name, parameters) ?? ((context: Context) => strategy.isEnabled(parameters, context));
    const holds = (context: Context) => {
      for (const test of tests) if (!test(context)) return false;
      return rule(context);
    };
    const definitions = selector.variants ?? [];
    if (definitions.length === 0) return { holds };
    const first = variants.length;
    variants.push(...definitions.map(shownVariant));
    const stickiness = definitions[0]?.stickiness || (typeof parameters.stickiness === 'string' ? parameters.stickiness : undefined);
    const choice = compileVariantPick(String(parameters.groupId), stickiness, definitions);
    return {
      holds,
      pick: (context) => {
        const index = choice(context);
        return index === -1 ? off : first + index;
      },
    };
  }

  function compileFlag(feature: SdkFeature): CompiledFlag {
    const variants: FrontendVariant[] = [noVariant];
    // The SDK refuses a flag whose strategies are not a list (a snapshot always has one).
    if (!Array.isArray(feature.strategies)) return { choose: () => off, isOn: () => false, variants };
    const selectors = feature.strategies;
    const strategies = selectors.flatMap((selector) => compileStrategy(selector, variants) ?? []);
    const own = feature.variants ?? [];
    const ownFirst = variants.length;
    variants.push(...own.map(shownVariant));
    const ownPick: VariantPick = own.length === 0 ? () => -1 : compileVariantPick(feature.name, own[0]?.stickiness, own);
    const ownVariant = (context: Context) => {
      const index = ownPick(context);
      return index === -1 ? 0 : ownFirst + index;
    };
    const parents = parentsTest(feature);

    // The SDK takes a flag without strategies as on; one whose strategies it cannot evaluate as off.
    const isOn = !feature.enabled ? () => false
      : selectors.length === 0 ? parents
        : (context: Context) => parents(context) && strategies.some((strategy) => strategy.holds(context));
    const choose = !feature.enabled ? () => off
      : (context: Context) => {
        if (!parents(context)) return off;
        if (selectors.length === 0) return ownVariant(context);
        for (const strategy of strategies) {
          if (!strategy.holds(context)) continue;
          const picked = strategy.pick?.(context) ?? off;
          return picked === off ? ownVariant(context) : picked;
        }
        return off;
      };
    return { choose, isOn, variants };
  }

  /**
   * The SDK's dependency rule: each parent must exist, have no parents itself, and be as the
   * dependency says. A parent that may be asked has no parents, so it is compiled before any child;
   * one with parents of its own may be compiled already, and fails the dependency all the same.
   */
  function parentsTest(feature: SdkFeature): (context: Context) => boolean {
    const dependencies = feature.dependencies ?? [];
    if (dependencies.length === 0) return () => true;
    const tests = dependencies.map((dependency): ContextTest => {
      const parent = compiled.get(dependency.feature);
      if (!parent || hasParents(definitions.get(dependency.feature))) return false;
      if (dependency.enabled === false) return (context) => !parent.isOn(context);
      const wanted = dependency.variants ?? [];
      if (wanted.length === 0) return (context) => parent.isOn(context);
      return (context) => {
        const chosen = parent.choose(context);
        return chosen !== off && wanted.includes(parent.variants[chosen]?.name ?? '');
      };
    });
    if (tests.includes(false)) return () => false;
    const checks = tests.filter((test): test is Exclude<ContextTest, boolean> => typeof test === 'function');
    return (context) => checks.every((check) => check(context));
  }

  const ordered = [...definitions.values()];
  for (const feature of ordered) if (!hasParents(feature)) compiled.set(feature.name, compileFlag(feature));
  for (const feature of ordered) if (hasParents(feature)) compiled.set(feature.name, compileFlag(feature));
  return compiled;
}

/** The test's answer for the context it was last asked about, kept while the same context is asked (one evaluation). */
function oncePerContext(test: ContextTest): ContextTest {
  if (typeof test === 'boolean') return test;
  let last: Context | undefined;
  let answer = false;
  return (context) => {
    if (context !== last) {
      answer = test(context);
      last = context;
    }
    return answer;
  };
}

const hasParents = (feature: SdkFeature | undefined) => (feature?.dependencies?.length ?? 0) > 0;

function shownVariant(definition: { name: string; payload?: Parameters<typeof payloadOf>[0] | undefined }): FrontendVariant {
  const variant: FrontendVariant = { name: definition.name, enabled: true, feature_enabled: true };
  if (definition.payload) variant.payload = payloadOf(definition.payload);
  return variant;
}
