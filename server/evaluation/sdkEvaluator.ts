import type { Variant } from 'unleash-client';
import type { ClientFeatures, FrontendToggle, FrontendVariant } from '../../contract';
import { contextDependence } from './contextDependence';
import { shownVariantName, type Evaluator } from './evaluator';
import { createSdkEvaluation, payloadOf, withStaticContext } from './sdkClient';
import { toSdkSnapshot } from './sdkSnapshot';

/*
 * Frontend API evaluation with the official Node SDK's client itself (`sdkClient.ts`): the judge
 * the compiled evaluator (`evaluator.ts`) is held to. Build one per configuration snapshot;
 * evaluate as often as needed; dispose when replaced.
 */

export function createSdkEvaluator(config: ClientFeatures): Evaluator {
  const snapshot = toSdkSnapshot(config);
  const { client } = createSdkEvaluation(snapshot);

  const flags = snapshot.features.map((feature) => ({
    name: feature.name,
    impressionData: Boolean(feature.impressionData),
  }));
  let disposed = false;

  const evaluate: Evaluator['evaluate'] = (context) => {
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
  };

  return {
    dependence: contextDependence(snapshot),
    evaluate,
    answer: (context) => JSON.stringify({ toggles: evaluate(context) }),
    answerShown(context) {
      const toggles = evaluate(context);
      return { json: JSON.stringify({ toggles }), enabled: toggles.map((toggle) => toggle.name), variants: toggles.map((toggle) => shownVariantName(toggle.variant)) };
    },
    flagNames: flags.map((flag) => flag.name),
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
