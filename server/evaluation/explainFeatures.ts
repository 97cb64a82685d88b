import { Strategy, type Context } from 'unleash-client';
import type { Constraint } from 'unleash-client/lib/strategy/strategy.js';
import { defaultVariant, selectVariant, type Variant } from 'unleash-client/lib/variant.js';
import type {
  ClientConstraint, ClientFeatures, ClientStrategy, PlaygroundConstraint, PlaygroundFeature,
  PlaygroundSegment, PlaygroundStrategy, PlaygroundStrategyResult, PlaygroundVariant,
} from '../../contract';
import type { EvaluationContext } from './evaluationContext';
import { createSdkEvaluation, payloadOf, withStaticContext } from './sdkClient';
import { toSdkSnapshot, type SdkSnapshot } from './sdkSnapshot';

/*
 * Why a flag is on or off for a context, as Unleash's admin playground says it: each strategy with
 * each of its constraints and segments and their results, the parents, the variant. The rules are
 * the SDK's own — its operators check each constraint, its strategies decide, its dependency rule
 * and variant selection apply — on the same client set-up as the frontend API, and the flag's
 * answer follows from those strategy results as the SDK's client takes it (the first strategy that
 * holds decides, its variant first), so the reason shown is the reason for the answer given.
 */

export interface Explainer {
  /** Every flag of the configuration, in its order, with its answer for the context and the reason. */
  explain(context: EvaluationContext): ExplainedFeature[];
  /** The same, one flag at a time, so that a caller may pause between flags. */
  explainEach(context: EvaluationContext): Generator<ExplainedFeature>;
  /** Releases the SDK client. */
  dispose(): void;
}

/** A flag as the admin playground lists it, but for the links to the console, which the route adds. */
export type ExplainedFeature = Omit<PlaygroundFeature, 'strategies'> & {
  strategies: { result: PlaygroundFeature['strategies']['result']; data: ExplainedStrategy[] };
};
export type ExplainedStrategy = Omit<PlaygroundStrategy, 'links'>;

type SdkFeature = SdkSnapshot['features'][number];
type SdkStrategy = NonNullable<SdkFeature['strategies']>[number];

// A strategy the SDK does not know still has constraints to check, with the SDK's own operators.
const constraintChecker = new Strategy('unknown');

export function createExplainer(config: ClientFeatures): Explainer {
  const snapshot = toSdkSnapshot(config);
  const { client, strategyNamed } = createSdkEvaluation(snapshot);
  const configured = new Map(config.features.map((feature) => [feature.name, feature]));
  const segments = new Map(snapshot.segments.map((segment) => [segment.id, segment]));
  const segmentNames = new Map((config.segments ?? []).map((segment) => [segment.id, segment.name ?? `segment ${segment.id}`]));

  function explainSegment(id: number, context: Context): PlaygroundSegment {
    const segment = segments.get(id);
    // The SDK counts a segment it does not have as a constraint that never holds.
    if (!segment) return { id, name: `segment ${id} (missing)`, result: false, constraints: [] };
    const constraints = segment.constraints.map((constraint) => checked(constraint, constraintChecker, context));
    return { id, name: segmentNames.get(id) ?? `segment ${id}`, result: constraints.every((c) => c.result), constraints };
  }

  function explainStrategy(selector: SdkStrategy, shown: ClientStrategy | undefined, index: number, context: Context): ExplainedStrategy {
    const strategy = strategyNamed(selector.name);
    const constraints = selector.constraints.map((constraint) => checked(constraint, strategy ?? constraintChecker, context));
    const segmentResults = (selector.segments ?? []).map((id) => explainSegment(id, context));
    let result: PlaygroundStrategyResult;
    if (!strategy) {
      // As Unleash's playground: a strategy nobody here can evaluate might hold where its
      // constraints do; an SDK that lacks it too takes it as off.
      const conditionsHold = constraints.every((c) => c.result) && segmentResults.every((s) => s.result);
      result = { evaluationStatus: 'incomplete', enabled: conditionsHold ? 'unknown' : false };
    } else {
      const verdict = strategy.getResult(selector.parameters, context, client.constraintsOf(selector), selector.variants);
      result = !verdict.enabled
        ? { evaluationStatus: 'complete', enabled: false }
        : { evaluationStatus: 'complete', enabled: true, ...(verdict.variant ? { variant: shownVariant(verdict.variant, true), variants: shown?.variants ?? [] } : {}) };
    }
    return {
      id: shown?.id ?? `${selector.name}-${index + 1}`,
      name: selector.name,
      ...(shown?.title ? { title: shown.title } : {}),
      disabled: false,
      parameters: Object.fromEntries(Object.entries(selector.parameters).map(([name, value]) => [name, String(value)])),
      result,
      constraints,
      segments: segmentResults,
    };
  }

  function explainFeature(feature: SdkFeature, context: Context): ExplainedFeature {
    const shown = configured.get(feature.name);
    const evaluated = (shown?.strategies ?? []).filter((strategy) => strategy.disabled !== true);
    const strategies = (feature.strategies ?? []).map((selector, index) => explainStrategy(selector, evaluated[index], index, context));
    const results = strategies.map((strategy) => strategy.result);
    const winner = results.find((result) => result.evaluationStatus === 'complete' && result.enabled);
    const strategiesResult: ExplainedFeature['strategies']['result'] =
      strategies.length === 0 ? feature.enabled : winner ? true : results.some((result) => result.enabled === 'unknown') ? 'unknown' : false;
    const hasUnsatisfiedDependency = !client.parentsSatisfied(feature, context);
    const isEnabled = feature.enabled && !hasUnsatisfiedDependency && strategiesResult === true;
    const strategyVariant = winner?.evaluationStatus === 'complete' ? winner.variant : undefined;
    return {
      name: feature.name,
      projectId: shown?.project ?? 'default',
      isEnabledInCurrentEnvironment: feature.enabled,
      isEnabled,
      hasUnsatisfiedDependency,
      strategies: { result: strategiesResult, data: strategies },
      variant: !isEnabled ? shownVariant(defaultVariant, false) : (strategyVariant ?? flagVariant(feature, context)),
      variants: (strategyVariant && winner?.evaluationStatus === 'complete' ? winner.variants : undefined) ?? shown?.variants ?? [],
    };
  }

  let disposed = false;
  function* explainEach(context: EvaluationContext): Generator<ExplainedFeature> {
    const sdkContext = withStaticContext(context);
    for (const feature of snapshot.features) {
      if (disposed) throw new Error('this explainer was disposed; explain with the current snapshot');
      yield explainFeature(feature, sdkContext);
    }
  }
  return {
    explain: (context) => [...explainEach(context)],
    explainEach,
    dispose() {
      if (disposed) return;
      disposed = true;
      client.destroy();
    },
  };
}

/** The variant of an enabled flag whose deciding strategy has none: the flag's own, chosen as the SDK chooses. */
function flagVariant(feature: SdkFeature, context: Context): PlaygroundVariant {
  const chosen = feature.variants && feature.variants.length > 0 ? selectVariant(feature, context) : null;
  if (!chosen) return shownVariant(defaultVariant, true);
  return shownVariant({ name: chosen.name, enabled: true, ...(chosen.payload ? { payload: chosen.payload } : {}) }, true);
}

function shownVariant(variant: Variant, featureEnabled: boolean): PlaygroundVariant {
  return {
    name: variant.name,
    enabled: variant.enabled,
    ...(variant.payload ? { payload: payloadOf(variant.payload) } : {}),
    feature_enabled: featureEnabled,
  };
}

/** A constraint as configured (in the form the SDK reads it), with the SDK's verdict for the context. */
function checked(constraint: Constraint, strategy: Strategy, context: Context): PlaygroundConstraint {
  const shown: ClientConstraint = {
    contextName: constraint.contextName,
    operator: constraint.operator,
    values: constraint.values,
    inverted: constraint.inverted,
    ...(constraint.caseInsensitive !== undefined ? { caseInsensitive: constraint.caseInsensitive } : {}),
    ...(constraint.value !== undefined ? { value: String(constraint.value) } : {}),
  };
  return { ...shown, result: strategy.checkConstraint(constraint, context) };
}
