import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { featureVariantsSchema } from '../../contract/adminRequests';
import { featureEnvironmentSchema, lifecycleSchema, strategySchema, type Feature } from '../../contract/feature';
import { NotFound } from '../domain/errors';
import { signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { listFeatures, readFeature } from '../store/featureRead';
import type { Db } from '../store/openDatabase';
import type { RouteContext } from './context';
import { featureEnvironmentParams, featureParams, strategyParams } from './params';

const feature = '/api/admin/projects/:projectId/features/:featureName';
const environment = `${feature}/environments/:environment`;

function flagOf(db: Db, project: string, name: string): Feature {
  const found = readFeature(db, project, name);
  if (!found) throw new NotFound(`Feature "${name}" does not exist in project "${project}".`);
  return found;
}

function environmentOf(db: Db, params: z.infer<typeof featureEnvironmentParams>) {
  const flag = flagOf(db, params.projectId, params.featureName);
  const found = flag.environments?.find((candidate) => candidate.name === params.environment);
  if (!found) throw new NotFound(`Environment "${params.environment}" is not enabled for project "${params.projectId}".`);
  return found;
}

/** Reads of one flag in Unleash's paths and shapes: its state in an environment, its strategies and variants there, its lifecycle, and the parents it may depend on. */
export function registerFeatureReadRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Flags');

  route({
    method: 'GET', url: environment, access: signedIn,
    summary: 'The flag in one environment: whether it is on, its strategies and variants',
    params: featureEnvironmentParams,
    responses: { 200: featureEnvironmentSchema },
    handler: async ({ params }) => {
      const found = environmentOf(db, params);
      return { ...found, name: params.featureName, environment: found.name, strategies: (found.strategies ?? []).map((strategy) => ({ ...strategy, featureName: params.featureName })) };
    },
  });

  route({
    method: 'GET', url: `${environment}/strategies`, access: signedIn,
    summary: 'The flag\'s strategies in an environment, in the order SDKs read them',
    params: featureEnvironmentParams,
    responses: { 200: z.array(strategySchema) },
    handler: async ({ params }) => (environmentOf(db, params).strategies ?? []).map((strategy) => ({ ...strategy, featureName: params.featureName })),
  });

  route({
    method: 'GET', url: `${environment}/strategies/:strategyId`, access: signedIn,
    summary: 'One strategy of the flag in an environment',
    params: strategyParams,
    responses: { 200: strategySchema },
    handler: async ({ params }) => {
      const found = environmentOf(db, params).strategies?.find((strategy) => strategy.id === params.strategyId);
      if (!found) throw new NotFound(`Could not find strategy with id=${params.strategyId}`);
      return { ...found, featureName: params.featureName };
    },
  });

  route({
    method: 'GET', url: `${environment}/variants`, access: signedIn,
    summary: 'The flag\'s variants in an environment',
    params: featureEnvironmentParams,
    responses: { 200: featureVariantsSchema },
    handler: async ({ params }) => ({ version: 1, variants: environmentOf(db, params).variants ?? [] }),
  });

  route({
    method: 'GET', url: `${feature}/lifecycle`, access: signedIn,
    summary: 'The lifecycle stage the flag is in, with when it entered it',
    description: 'Unleash lists every stage the flag went through; the embedded service keeps only the one it is in.',
    params: featureParams,
    responses: { 200: z.array(lifecycleSchema) },
    handler: async ({ params }) => {
      const { lifecycle } = flagOf(db, params.projectId, params.featureName);
      return lifecycle ? [lifecycle] : [];
    },
  });

  route({
    method: 'GET', url: `${feature}/parents`, access: signedIn,
    summary: 'The flags of the project this flag could depend on',
    description: 'As in Unleash, dependencies are one level deep: neither the flag itself, nor a flag that depends on another, nor one while the flag has children of its own.',
    params: featureParams,
    responses: { 200: z.array(z.string()) },
    handler: async ({ params }) => {
      const child = flagOf(db, params.projectId, params.featureName);
      if ((child.children ?? []).length > 0) return [];
      return listFeatures(db, params.projectId, false)
        .filter((candidate) => candidate.name !== child.name && (candidate.dependencies ?? []).length === 0)
        .map((candidate) => candidate.name);
    },
  });

  route({
    method: 'GET', url: `${feature}/parent-variants`, access: signedIn,
    summary: 'The variant names a child may depend on: the flag\'s variants in any environment, and its strategies\' variants',
    params: featureParams,
    responses: { 200: z.array(z.string()) },
    handler: async ({ params }) => {
      const parent = flagOf(db, params.projectId, params.featureName);
      const names = (parent.environments ?? []).flatMap((env) => [
        ...(env.variants ?? []).map((variant) => variant.name),
        ...(env.strategies ?? []).flatMap((strategy) => (strategy.variants ?? []).map((variant) => variant.name)),
      ]);
      return [...new Set(names)].sort();
    },
  });
}
