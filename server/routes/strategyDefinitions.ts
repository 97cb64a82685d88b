import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { createStrategyBodySchema, strategyDefinitionSchema, strategyDefinitionsSchema, updateStrategyBodySchema } from '../../contract/strategyDefinitions';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { authorOf } from '../services/eventAuthor';
import {
  createStrategyDefinition, deleteStrategyDefinition, listStrategyDefinitions, requireStrategyDefinition, setStrategyDeprecated, updateStrategyDefinition,
} from '../store/strategyDefinitions';
import type { RouteContext } from './context';

const named = z.object({ name: z.string() });

/**
 * Strategy definitions (strategy types) in Unleash 8.2's paths and shapes: the built-in ones, and
 * custom ones with their parameters, deprecated and reactivated. Defining them is the admins'.
 */
export function registerStrategyDefinitionRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Strategy types');

  route({
    method: 'GET', url: '/api/admin/strategies', access: signedIn,
    summary: 'Every strategy type: the built-in ones Unleash lists, then custom ones',
    responses: { 200: strategyDefinitionsSchema },
    handler: async () => ({ version: 1 as const, strategies: listStrategyDefinitions(db) }),
  });

  route({
    method: 'GET', url: '/api/admin/strategies/:name', access: signedIn,
    summary: 'One strategy type',
    params: named,
    responses: { 200: strategyDefinitionSchema },
    handler: async ({ params }) => requireStrategyDefinition(db, params.name),
  });

  route({
    method: 'POST', url: '/api/admin/strategies', access: requires('ADMIN'),
    summary: 'Define a custom strategy type with its parameters',
    description: 'SDKs evaluate a custom strategy only where the application registered an implementation of it (Unleash\'s custom strategies).',
    body: createStrategyBodySchema,
    responses: { 201: strategyDefinitionSchema },
    handler: async ({ body, request, reply }) => reply.status(201).send(createStrategyDefinition(db, authorOf(principalOf(request)), body())),
  });

  route({
    method: 'PUT', url: '/api/admin/strategies/:name', access: requires('ADMIN'),
    summary: 'Change a custom strategy type\'s title, description and parameters (built-in ones cannot change: 409)',
    params: named, body: updateStrategyBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      updateStrategyDefinition(db, authorOf(principalOf(request)), params.name, body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/strategies/:name', access: requires('ADMIN'),
    summary: 'Delete a custom strategy type (built-in ones stay: 409)',
    params: named,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      deleteStrategyDefinition(db, authorOf(principalOf(request)), params.name);
      return reply.status(200).send();
    },
  });

  for (const action of ['deprecate', 'reactivate'] as const) {
    route({
      method: 'POST', url: `/api/admin/strategies/:name/${action}`, access: requires('ADMIN'),
      summary: action === 'deprecate' ? 'Deprecate a strategy type (not `default`): kept on flags, no longer offered' : 'Offer a deprecated strategy type again',
      params: named,
      responses: { 200: null },
      handler: async ({ params, request, reply }) => {
        setStrategyDeprecated(db, authorOf(principalOf(request)), params.name, action === 'deprecate');
        return reply.status(200).send();
      },
    });
  }
}
