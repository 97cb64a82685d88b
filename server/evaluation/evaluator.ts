import type { Variant } from 'unleash-client';
import type { ClientFeatures, FrontendToggle, FrontendVariant } from '../../contract';
import { contextDependence, type ContextDependence } from './contextDependence';
import type { EvaluationContext } from './evaluationContext';
import { createSdkEvaluation, payloadOf, withStaticContext } from './sdkClient';
import { toSdkSnapshot } from './sdkSnapshot';

/*
 * Frontend API evaluation with the official Node SDK (`sdkClient.ts`). Build one per configuration
 * snapshot; evaluate as often as needed; dispose when replaced.
 */

export interface Evaluator {
  /** The flags that are enabled for the context, in configuration order, as /api/frontend lists them. */
  evaluate(context: EvaluationContext): FrontendToggle[];
  /** Releases the SDK client. Evaluating afterwards is a programming error. */
  dispose(): void;
  /** What the answers depend on besides the context (chance, the clock, sessionId), for caching. */
  readonly dependence: ContextDependence;
  /** Every flag each evaluation evaluates, in the order `evaluate` lists the enabled ones. */
  readonly flagNames: readonly string[];
}

export function createEvaluator(config: ClientFeatures): Evaluator {
  const snapshot = toSdkSnapshot(config);
  const { client } = createSdkEvaluation(snapshot);

  const flags = snapshot.features.map((feature) => ({
    name: feature.name,
    impressionData: Boolean(feature.impressionData),
  }));
  let disposed = false;

  return {
    dependence: contextDependence(snapshot),
    flagNames: flags.map((flag) => flag.name),
    evaluate(context) {
      if (disposed) throw new Error('this evaluator was disposed; evaluate with the current snapshot');
      const sdkContext = withStaticContext(context);
      const toggles: FrontendToggle[] = [];
      for (const flag of flags) {
        // One evaluation per flag gives both answers: forceGetVariant checks the flag (its
        // feature_enabled) and picks the variant from the same strategy result. Unleash calls
        // isEnabled first and evaluates again, which can disagree for random rollouts.
        const variant = client.variantOf(flag.name, sdkContext);
        if (!variant.feature_enabled) continue;
        toggles.push({ name: flag.name, enabled: true, impressionData: flag.impressionData, variant: frontendVariant(variant) });
      }
      return toggles;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      client.destroy();
    },
  };
}

function frontendVariant(variant: Variant): FrontendVariant {
  const result: FrontendVariant = { name: variant.name, enabled: variant.enabled, feature_enabled: true };
  if (variant.payload) result.payload = payloadOf(variant.payload);
  return result;
}
