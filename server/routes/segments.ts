import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { segmentListSchema, segmentSchema } from '../../contract/adminRequests';
import { nameBodySchema, segmentStrategiesSchema, strategySegmentsBodySchema, upsertSegmentBodySchema } from '../../contract/segments';
import { NotFound } from '../domain/errors';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { idOf } from '../services/changeRequestAccess';
import { checkSegmentName, createSegment, editSegment, removeSegment } from '../services/segmentWrites';
import { listSegments, requireSegment, segmentsOfStrategy, strategiesUsingSegment } from '../store/segments';
import { setStrategySegments } from '../services/strategyWrites';
import type { RouteContext } from './context';

const segmentParams = z.object({ id: z.string() });

function segmentId(text: string): number {
  const id = idOf(text);
  if (id === undefined) throw new NotFound(`Could not find segment with id ${text}`);
  return id;
}

/** Segments in Unleash 8's paths, bodies and answers (`createSegment`, `updateSegment`, `removeSegment`, …). */
export function registerSegmentRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Segments');

  route({
    method: 'GET', url: '/api/admin/segments', access: signedIn,
    summary: 'The segments strategies may name',
    responses: { 200: segmentListSchema },
    handler: async () => ({ segments: listSegments(db) }),
  });

  route({
    method: 'POST', url: '/api/admin/segments', access: requires('CREATE_SEGMENT'),
    summary: 'Create a segment; names are unique (409 NameExistsError)',
    body: upsertSegmentBodySchema,
    responses: { 201: segmentSchema },
    handler: async ({ body, request, reply }) => reply.status(201).send(createSegment(db, principalOf(request), body())),
  });

  route({
    method: 'POST', url: '/api/admin/segments/validate', access: signedIn,
    summary: 'Whether a name is free for a new segment: 204, or 409 NameExistsError',
    body: nameBodySchema,
    responses: { 204: null },
    handler: async ({ body, reply }) => {
      checkSegmentName(db, body().name);
      return reply.status(204).send();
    },
  });

  route({
    method: 'GET', url: '/api/admin/segments/:id', access: signedIn,
    summary: 'One segment',
    params: segmentParams,
    responses: { 200: segmentSchema },
    handler: async ({ params }) => requireSegment(db, segmentId(params.id)),
  });

  route({
    method: 'GET', url: '/api/admin/segments/:id/strategies', access: signedIn,
    summary: 'The strategies naming the segment, with their flag, project and environment',
    params: segmentParams,
    responses: { 200: segmentStrategiesSchema },
    handler: async ({ params }) => {
      const id = segmentId(params.id);
      requireSegment(db, id);
      return { strategies: strategiesUsingSegment(db, id), changeRequestStrategies: [] };
    },
  });

  route({
    method: 'PUT', url: '/api/admin/segments/:id', access: requires('UPDATE_SEGMENT'),
    summary: 'Replace a segment: every strategy naming it evaluates the new constraints, in every environment',
    description: 'Where a strategy using the segment lives in an environment that requires change requests, the caller needs SKIP_CHANGE_REQUEST.',
    params: segmentParams, body: upsertSegmentBodySchema,
    responses: { 204: null },
    handler: async ({ params, body, request, reply }) => {
      editSegment(db, principalOf(request), segmentId(params.id), body());
      return reply.status(204).send();
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/segments/:id', access: requires('DELETE_SEGMENT'),
    summary: 'Delete a segment no strategy names (409 naming the flags while any does)',
    params: segmentParams,
    responses: { 204: null },
    handler: async ({ params, request, reply }) => {
      removeSegment(db, principalOf(request), segmentId(params.id));
      return reply.status(204).send();
    },
  });

  route({
    method: 'GET', url: '/api/admin/segments/strategies/:strategyId', access: signedIn,
    summary: 'The segments a strategy names (none for a strategy that does not exist, as in Unleash)',
    params: z.object({ strategyId: z.string() }),
    responses: { 200: segmentListSchema },
    handler: async ({ params }) => ({ segments: segmentsOfStrategy(db, params.strategyId) }),
  });

  route({
    method: 'POST', url: '/api/admin/segments/strategies', access: requires('UPDATE_FEATURE_STRATEGY'),
    summary: 'Set a strategy\'s segments to exactly those given; answers the body, as Unleash does',
    description: 'An edit of the strategy: recorded as `feature-strategy-update`, and refused where its environment requires change requests unless the caller holds SKIP_CHANGE_REQUEST (403). The strategy must be in the project and environment named (404).',
    body: strategySegmentsBodySchema,
    responses: { 201: strategySegmentsBodySchema },
    handler: async ({ body, request, reply }) => {
      const input = body();
      setStrategySegments(db, principalOf(request), input);
      return reply.status(201).send(input);
    },
  });
}
