import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contextFieldListSchema, contextFieldNameBodySchema, contextFieldSchema, contextFieldStrategiesSchema, createContextFieldBodySchema,
  legalValueInputSchema, updateContextFieldBodySchema,
} from '../../contract/contextFields';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import {
  checkContextFieldName, createContextField, editContextField, listContextFields, removeContextField, removeLegalValue, requireContextField,
  upsertLegalValue,
} from '../services/contextFieldWrites';
import { strategiesUsingContextField } from '../store/contextFields';
import type { RouteContext } from './context';

const contextFieldParams = z.object({ contextField: z.string() });

/** Context fields in Unleash 8's paths, bodies and answers (`getContextFields`, `createContextField`, …). */
export function registerContextFieldRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Context');

  route({
    method: 'GET', url: '/api/admin/context', access: signedIn,
    summary: 'The context fields: the built-in ones every SDK fills in, then the custom ones',
    responses: { 200: contextFieldListSchema },
    handler: async () => listContextFields(db),
  });

  route({
    method: 'POST', url: '/api/admin/context', access: requires('CREATE_CONTEXT_FIELD'),
    summary: 'Add a custom context field; names are unique (409 NameExistsError)',
    body: createContextFieldBodySchema,
    responses: { 201: contextFieldSchema },
    handler: async ({ body, request, reply }) => reply.status(201).send(createContextField(db, principalOf(request), body())),
  });

  route({
    method: 'POST', url: '/api/admin/context/validate', access: requires('UPDATE_CONTEXT_FIELD'),
    summary: 'Whether a name is free for a new context field: 200, or 409 NameExistsError',
    body: contextFieldNameBodySchema,
    responses: { 200: null },
    handler: async ({ body, reply }) => {
      checkContextFieldName(db, body().name);
      return reply.status(200).send();
    },
  });

  route({
    method: 'GET', url: '/api/admin/context/:contextField', access: signedIn,
    summary: 'One context field',
    params: contextFieldParams,
    responses: { 200: contextFieldSchema },
    handler: async ({ params }) => requireContextField(db, params.contextField),
  });

  route({
    method: 'PUT', url: '/api/admin/context/:contextField', access: requires('UPDATE_CONTEXT_FIELD'),
    summary: 'Replace a custom context field\'s description, stickiness and legal values (what the body leaves out is reset)',
    params: contextFieldParams, body: updateContextFieldBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      editContextField(db, principalOf(request), params.contextField, body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/context/:contextField', access: requires('DELETE_CONTEXT_FIELD'),
    summary: 'Delete a custom context field; constraints naming it keep working, as SDKs read the context they are given',
    params: contextFieldParams,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      removeContextField(db, principalOf(request), params.contextField);
      return reply.status(200).send();
    },
  });

  route({
    method: 'GET', url: '/api/admin/context/:contextField/strategies', access: signedIn,
    summary: 'The strategies of flags not archived that constrain on the field (an empty list for a field that does not exist, as in Unleash)',
    params: contextFieldParams,
    responses: { 200: contextFieldStrategiesSchema },
    handler: async ({ params }) => ({ strategies: strategiesUsingContextField(db, params.contextField) }),
  });

  route({
    method: 'POST', url: '/api/admin/context/:contextField/legal-values', access: requires('UPDATE_CONTEXT_FIELD'),
    summary: 'Add a legal value to a custom context field, or change the description of one it has',
    description: 'Recorded as Unleash records it: `context-field-updated`, with the field before and after.',
    params: contextFieldParams, body: legalValueInputSchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      upsertLegalValue(db, principalOf(request), params.contextField, body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/context/:contextField/legal-values/:legalValue', access: requires('UPDATE_CONTEXT_FIELD'),
    summary: 'Take a legal value off a custom context field; constraints naming it keep it, as in Unleash',
    description: 'Recorded as `context-field-updated`. A value the field does not have: 404 (Unleash answers 200 and changes nothing).',
    params: contextFieldParams.extend({ legalValue: z.string() }),
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      removeLegalValue(db, principalOf(request), params.contextField, params.legalValue);
      return reply.status(200).send();
    },
  });
}
