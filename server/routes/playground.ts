import type { FastifyInstance } from 'fastify';
import {
  advancedPlaygroundRequestSchema, allProjects, playgroundRequestSchema,
  type AdvancedPlaygroundEnvironmentFeature, type AdvancedPlaygroundFeature, type AdvancedPlaygroundResponse, type PlaygroundFeature,
  type PlaygroundResponse,
} from '../../contract';
import {
  InvalidContextError, combinationCount, contextCombinations, createExplainer, playgroundContext, type ExplainedFeature,
} from '../evaluation';
import { adminRead } from '../http/access';
import { badData } from '../http/errors';
import { parseInput } from '../http/parse';
import { buildClientFeatures } from '../store/clientFeatures';
import { listEnvironments } from '../store/environments';
import type { RouteContext } from './context';

/*
 * Unleash's admin playground: a context evaluated against an environment's configuration, each
 * flag with why (`evaluation/explainFeatures.ts`). Any signed-in user of the admin API may use it,
 * as in Unleash: it reads what that user may read anyway, with the rules the SDKs apply.
 */

/** Unleash's default bound on one advanced request: environments × flags × contexts. */
const maxEvaluations = 15_000;

/** Where the console shows a flag's strategies (Unleash links its own strategy editor). */
const flagPage = (project: string, feature: string) => `/projects/${encodeURIComponent(project)}/flags/${encodeURIComponent(feature)}`;

function withLinks(feature: ExplainedFeature): PlaygroundFeature {
  const edit = flagPage(feature.projectId, feature.name);
  return { ...feature, strategies: { ...feature.strategies, data: feature.strategies.data.map((strategy) => ({ ...strategy, links: { edit } })) } };
}

/** A context the evaluation cannot take (beyond the limits, an unreadable currentTime) is the caller's mistake. */
function readContext<T>(read: () => T): T {
  try {
    return read();
  } catch (error) {
    if (!(error instanceof InvalidContextError)) throw error;
    const field = error.parameter?.replace(/^properties\[(.*)\]$/s, 'properties.$1');
    throw badData(error.message, [{ message: error.message, ...(field ? { path: `context.${field}` } : {}) }]);
  }
}

export function registerPlaygroundRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const requireEnvironments = (names: readonly string[], path: (index: number) => string) => {
    const known = new Set(listEnvironments(db).map((environment) => environment.name));
    const index = names.findIndex((name) => !known.has(name));
    const unknown = names[index];
    if (unknown !== undefined) {
      const message = `${path(index)}: there is no environment "${unknown}"`;
      throw badData(message, [{ message, path: path(index) }]);
    }
  };
  const projectsOf = (projects: string[] | typeof allProjects | undefined) => (projects === undefined || projects === allProjects ? ['*'] : projects);

  /** Deprecated in Unleash 8 in favour of `/advanced`, and still served: one context, one environment. */
  app.post('/api/admin/playground', adminRead, async (request): Promise<PlaygroundResponse> => {
    const input = parseInput(playgroundRequestSchema, request.body);
    requireEnvironments([input.environment], () => 'environment');
    const context = readContext(() => playgroundContext(input.context));
    const explainer = createExplainer(buildClientFeatures(db, input.environment, projectsOf(input.projects)));
    try {
      return { input, features: explainer.explain(context).map(withLinks) };
    } finally {
      explainer.dispose();
    }
  });

  app.post('/api/admin/playground/advanced', adminRead, async (request): Promise<AdvancedPlaygroundResponse> => {
    const input = parseInput(advancedPlaygroundRequestSchema, request.body);
    requireEnvironments(input.environments, (index) => `environments.${index}`);
    const configurations = input.environments.map((environment) => ({ environment, config: buildClientFeatures(db, environment, projectsOf(input.projects)) }));
    const evaluations = configurations.reduce((sum, { config }) => sum + config.features.length, 0) * combinationCount(input.context);
    if (evaluations > maxEvaluations) {
      throw badData(
        `Rejecting evaluation as it would generate ${evaluations} combinations exceeding ${maxEvaluations} limit. Please reduce the number of ` +
          `selected environments (${input.environments.length}) or context field combinations (${combinationCount(input.context)}).`,
      );
    }
    const combinations = readContext(() => contextCombinations(input.context));

    const byName = new Map<string, AdvancedPlaygroundFeature>();
    for (const { environment, config } of configurations) {
      const explainer = createExplainer(config);
      try {
        for (const { flat, context } of combinations) {
          for (const feature of explainer.explain(context).map(withLinks)) {
            const entry: AdvancedPlaygroundEnvironmentFeature = { ...feature, environment, context: flat };
            const grouped = byName.get(feature.name) ?? { name: feature.name, projectId: feature.projectId, environments: {} };
            (grouped.environments[environment] ??= []).push(entry);
            byName.set(feature.name, grouped);
          }
        }
      } finally {
        explainer.dispose();
      }
    }
    return { input, features: [...byName.values()] };
  });
}
