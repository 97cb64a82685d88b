export { createEvaluator, type Evaluator } from './evaluator';
export { contextFromQuery, parseContextQuery } from './contextFromQuery';
export { contextFromBody, parseContextBody } from './contextFromBody';
export { withFrontendDefaults, withCallerDefaults, withSession, frontendApiAppName, frontendApiEnvironment } from './frontendDefaults';
export { contextLimits } from './buildContext';
export { InvalidContextError } from './invalidContextError';
export type { EvaluationContext } from './evaluationContext';
export { createExplainer, type ExplainedFeature, type Explainer } from './explainFeatures';
export { combinationCount, contextCombinations, playgroundContext } from './playgroundContexts';
