import type { ClientFeature, ClientFeatures, ClientStrategy } from '../../contract/clientFeatures';
import type { StrategyTryResult } from '../../contract/strategyTry';
import type { EvaluationContext } from './evaluationContext';
import { createExplainer, type ExplainedFeature } from './explainFeatures';

/*
 * A strategy not yet saved, evaluated for some contexts with the explainer the admin playground
 * uses (the SDK's own rules, on the frontend API's client set-up): once alone, to say whether it
 * holds and why, and once in its place among the flag's strategies, to say what the flag answers
 * once it is saved.
 */

export interface StrategyTrial {
  /** The flag's configuration in the environment, its parents' and the segments the strategy names included. */
  config: ClientFeatures;
  featureName: string;
  strategy: ClientStrategy;
  /** The saved strategy it replaces; none for one added after the others. */
  replacing: string | undefined;
}

export function withStrategy(feature: ClientFeature, strategy: ClientStrategy, replacing: string | undefined): ClientFeature {
  const strategies = feature.strategies ?? [];
  // A saved strategy that is disabled is not in the configuration the SDKs get: it comes back last.
  const inPlace = replacing !== undefined && strategies.some((existing) => existing.id === replacing);
  return {
    ...feature,
    strategies: inPlace ? strategies.map((existing) => (existing.id === replacing ? strategy : existing)) : [...strategies, strategy],
  };
}

export function tryStrategy(trial: StrategyTrial, contexts: ReadonlyArray<{ flat: Record<string, string>; context: EvaluationContext }>): StrategyTryResult[] {
  const { config, featureName, strategy, replacing } = trial;
  const feature = config.features.find((candidate) => candidate.name === featureName);
  if (!feature) throw new Error(`the configuration lacks ${featureName}, which the caller checked`);
  const edited = createExplainer({ ...config, features: config.features.map((each) => (each === feature ? withStrategy(each, strategy, replacing) : each)) });
  // Alone, on, and not disabled: whether its conditions hold is the question, whatever the switch.
  const alone = createExplainer({
    ...config,
    features: [{ name: featureName, enabled: true, project: feature.project, strategies: [{ ...strategy, disabled: false }], variants: [] }],
  });
  try {
    return contexts.map(({ flat, context }) => {
      const flag = only(edited.explain(context).filter((explained) => explained.name === featureName));
      const [explained] = only(alone.explain(context)).strategies.data;
      if (!explained) throw new Error('the strategy alone explains one strategy');
      return {
        context: flat,
        strategy: explained,
        feature: {
          isEnabled: flag.isEnabled,
          isEnabledInCurrentEnvironment: flag.isEnabledInCurrentEnvironment,
          hasUnsatisfiedDependency: flag.hasUnsatisfiedDependency ?? false,
          variant: flag.variant,
        },
      };
    });
  } finally {
    edited.dispose();
    alone.dispose();
  }
}

function only(features: ExplainedFeature[]): ExplainedFeature {
  const [feature] = features;
  if (!feature || features.length !== 1) throw new Error('one flag was asked about');
  return feature;
}
