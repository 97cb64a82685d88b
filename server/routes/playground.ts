import type { FastifyInstance } from 'fastify';
import {
  advancedPlaygroundRequestSchema, advancedPlaygroundResponseSchema, allProjects, playgroundRequestSchema, playgroundResponseSchema,
  type AdvancedPlaygroundEnvironmentFeature, type AdvancedPlaygroundResponse, type PlaygroundFeature,
  type PlaygroundResponse,
} from '../../contract';
import {
  InvalidContextError, combinationCount, contextCombinations, playgroundContext, type ExplainedFeature,
} from '../evaluation';
import { BadData } from '../domain/errors';
import { signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { answerStream, createAnswerText, jsonArray } from '../playground/answerText';
import { createExplainerCache } from '../playground/explainerCache';
import { inSlices } from '../playground/inSlices';
import { countClientFeatures } from '../store/clientFeatures';
import { listEnvironments } from '../store/environments';
import { listProjects } from '../store/projects';
import { playgroundAt } from '../history/timeTravel';
import { playgroundAtRequestSchema, playgroundAtResponseSchema } from '../../contract/timeTravel';
import type { RouteContext } from './context';

/*
 * Unleash's admin playground: a context evaluated against an environment's configuration, each
 * flag with why (`evaluation/explainFeatures.ts`). Any signed-in user of the admin API may use it,
 * as in Unleash: it reads what that user may read anyway, with the rules the SDKs apply.
 */

/** Unleash's default bound on one advanced request: environments × flags × contexts. */
const maxEvaluations = 15_000;
/**
 * Contexts one advanced request may make of comma-separated values. Unleash has no bound of its
 * own beyond the one above; every context evaluates every constraint of every flag, and a few
 * people compared at once are what the playground is for.
 */
const maxContexts = 100;
/**
 * Each evaluation lists the context it used, as Unleash's answer does: a long context times many
 * evaluations is refused before anything is evaluated.
 */
const maxRepeatedContextChars = 4 * 1024 * 1024;
/**
 * Each evaluation also lists its flag's strategies with every constraint value: the answer for
 * 10,000 flags is about 8 MB, but a project of long constraint lists asked about for many contexts
 * would be hundreds. Counted as the answer is written, and refused once it would pass this.
 */
const maxAnswerChars = 32 * 1024 * 1024;
const tooLong = (path: string, fewer: string) => {
  const message = `${path}: the answer would be more than ${maxAnswerChars / 1024 / 1024} MiB of JSON; ask for ${fewer}`;
  return new BadData(message, [{ message, path }]);
};

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
    throw new BadData(error.message, [{ message: error.message, ...(field ? { path: `context.${field}` } : {}) }]);
  }
}

export function registerPlaygroundRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const explainers = createExplainerCache(db);
  app.addHook('onClose', async () => explainers.dispose());

  const requireEnvironments = (names: readonly string[], path: (index: number) => string) => {
    const known = new Set(listEnvironments(db).map((environment) => environment.name));
    const index = names.findIndex((name) => !known.has(name));
    const unknown = names[index];
    if (unknown !== undefined) {
      const message = `${path(index)}: there is no environment "${unknown}"`;
      throw new BadData(message, [{ message, path: path(index) }]);
    }
  };
  const projectsOf = (projects: string[] | typeof allProjects | undefined) => (projects === undefined || projects === allProjects ? ['*'] : projects);

  const route = routesOf(app, 'Playground');

  route({
    method: 'POST', url: '/api/admin/playground', access: signedIn,
    summary: 'Evaluate one context in one environment, each flag with why (Unleash 8 deprecates it in favour of /advanced)',
    description: 'Evaluated by the SDK the frontend API uses. A bad body is a 400 naming the field; an answer over 32 MiB is refused.',
    body: playgroundRequestSchema,
    responses: { 200: playgroundResponseSchema },
    handler: async ({ body, reply }) => {
      const input = body();
      requireEnvironments([input.environment], () => 'environment');
      const context = readContext(() => playgroundContext(input.context));
      const answer = createAnswerText(maxAnswerChars, () => tooLong('projects', 'fewer projects'));
      const features: string[] = [];
      await explainers.use(input.environment, projectsOf(input.projects), (explainer) =>
        inSlices(explainer.explainEach(context), (feature) => features.push(answer.part(withLinks(feature) satisfies PlaygroundFeature))),
      );
      const inputText = answer.part(input satisfies PlaygroundResponse['input']);
      return reply.type('application/json; charset=utf-8').send(answerStream(inputText, features));
    },
  });

  route({
    method: 'POST', url: '/api/admin/playground/advanced', access: signedIn,
    summary: 'Evaluate contexts (comma-separated values make several) in several environments, each flag with why',
    description: `At most ${maxEvaluations} evaluations (environments × flags × contexts, Unleash's bound) and ${maxContexts} contexts; an answer over 32 MiB is refused, each a 400 naming the field.`,
    body: advancedPlaygroundRequestSchema,
    responses: { 200: advancedPlaygroundResponseSchema },
    handler: async ({ body, reply }) => {
      const input = body();
      requireEnvironments(input.environments, (index) => `environments.${index}`);
      const combinations = combinationCount(input.context);
      if (combinations > maxContexts) {
        const message = `context: its comma-separated values make ${combinations} contexts; at most ${maxContexts} are evaluated in one request`;
        throw new BadData(message, [{ message, path: 'context' }]);
      }
      const projects = projectsOf(input.projects);
      // Unleash's bound: every environment's flags, for every context, counted before anything is evaluated.
      const evaluations = input.environments.reduce((sum, environment) => sum + countClientFeatures(db, environment, projects), 0) * combinations;
      if (evaluations > maxEvaluations) {
        throw new BadData(
          `Rejecting evaluation as it would generate ${evaluations} combinations exceeding ${maxEvaluations} limit. Please reduce the number of ` +
            `selected environments (${input.environments.length}) or context field combinations (${combinations}).`,
        );
      }
      const contexts = readContext(() => contextCombinations(input.context));
      const longestContext = Math.max(...contexts.map(({ flat }) => JSON.stringify(flat).length));
      if (evaluations * longestContext > maxRepeatedContextChars) {
        const message = `context: the answer would list a context of ${longestContext} characters with each of ${evaluations} evaluations; send fewer contexts or shorter ones`;
        throw new BadData(message, [{ message, path: 'context' }]);
      }

      const answer = createAnswerText(maxAnswerChars, () => tooLong('context', 'fewer environments, contexts or projects'));
      // Each flag's evaluations as JSON text by environment, in the order of the answer.
      const byName = new Map<string, { head: string; environments: Map<string, string[]> }>();
      for (const environment of input.environments) {
        await explainers.use(environment, projects, async (explainer) => {
          for (const { flat, context } of contexts) {
            await inSlices(explainer.explainEach(context), (explained) => {
              const feature = withLinks(explained);
              const grouped = byName.get(feature.name) ?? { head: answer.part({ name: feature.name, projectId: feature.projectId }).slice(0, -1), environments: new Map() };
              const entries = grouped.environments.get(environment) ?? [];
              entries.push(answer.part({ ...feature, environment, context: flat } satisfies AdvancedPlaygroundEnvironmentFeature));
              grouped.environments.set(environment, entries);
              byName.set(feature.name, grouped);
            });
          }
        });
      }
      const features = [...byName.values()].map(({ head, environments }) => {
        const byEnvironment = [...environments].map(([environment, entries]) => `${JSON.stringify(environment)}:${jsonArray(entries)}`);
        return `${head},"environments":{${byEnvironment.join(',')}}}`;
      });
      const inputText = answer.part(input satisfies AdvancedPlaygroundResponse['input']);
      return reply.type('application/json; charset=utf-8').send(answerStream(inputText, features));
    },
  });

  route({
    method: 'POST', url: '/api/admin/playground/at', access: signedIn,
    summary: 'Flagdeck\'s own (Unleash has none): one context evaluated against the configuration as it was at a past moment and as it is now, each flag whose answer differs with the changes that flipped it',
    description: 'The configuration of the moment `at` is rebuilt from the event log, as far back as events are kept (EVENT_RETENTION_DAYS); a project an import replaced since is named in `cannotRebuild` instead. Evaluated by the same SDK as the playground; `currentTime` in the context is the clock date constraints read, apart from `at`.',
    body: playgroundAtRequestSchema,
    responses: { 200: playgroundAtResponseSchema },
    handler: async ({ body }) => {
      const input = body();
      requireEnvironments([input.environment], () => 'environment');
      if (Date.parse(input.at) > Date.now()) throw new BadData('at: the moment must be in the past.', [{ message: 'must be in the past', path: 'at' }]);
      const context = readContext(() => playgroundContext(input.context));
      const known = listProjects(db).map((project) => project.id);
      const projects = input.projects === undefined || input.projects === allProjects ? known : input.projects.filter((project) => known.includes(project));
      return playgroundAt(db, { projects, environment: input.environment, at: new Date(Date.parse(input.at)).toISOString(), context });
    },
  });
}
