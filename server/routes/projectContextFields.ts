import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  contextFieldListSchema, contextFieldNameBodySchema, contextFieldSchema, createContextFieldBodySchema, updateContextFieldBodySchema,
} from '../../contract/contextFields';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import {
  checkProjectContextFieldName, createProjectContextField, editProjectContextField, projectContextFields, removeProjectContextField,
  requireProjectContextField,
} from '../services/projectContextFields';
import type { RouteContext } from './context';
import { projectParams } from './params';

const context = '/api/admin/projects/:projectId/context';
const fieldParams = projectParams.extend({ contextField: z.string() });
const evaluation = 'SDKs evaluate the context they are given: a project\'s fields, as the instance\'s, describe it for people writing constraints and change no answer.';

/** A project's own context fields, in Unleash 8.2's paths and shapes (server/README.md, Strategies, segments and context fields). */
export function registerProjectContextFieldRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Context');

  route({
    method: 'GET', url: context, access: signedIn,
    summary: 'The project\'s own context fields (the instance\'s are at /api/admin/context, which lists these too, each with its project)',
    params: projectParams,
    responses: { 200: contextFieldListSchema },
    handler: async ({ params }) => projectContextFields(db, params.projectId),
  });

  route({
    method: 'POST', url: context, access: requires('CREATE_CONTEXT_FIELD'),
    summary: 'Add a context field of the project\'s own; names are unique across the instance (409 NameExistsError)',
    description: `The project is the path's (a \`project\` in the body is not read). Records \`context-field-created\` in the project. ${evaluation}`,
    params: projectParams, body: createContextFieldBodySchema,
    responses: { 201: contextFieldSchema },
    handler: async ({ params, body, request, reply }) => reply.status(201).send(createProjectContextField(db, principalOf(request), params.projectId, body())),
  });

  route({
    method: 'POST', url: `${context}/validate`, access: requires('UPDATE_CONTEXT_FIELD'),
    summary: 'Whether a name is free for a new context field: 200, or 409 NameExistsError',
    params: projectParams, body: contextFieldNameBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, reply }) => {
      checkProjectContextFieldName(db, params.projectId, body().name);
      return reply.status(200).send();
    },
  });

  route({
    method: 'GET', url: `${context}/:contextField`, access: signedIn,
    summary: 'One of the project\'s own context fields (404 for another project\'s or the instance\'s)',
    params: fieldParams,
    responses: { 200: contextFieldSchema },
    handler: async ({ params }) => requireProjectContextField(db, params.projectId, params.contextField),
  });

  route({
    method: 'PUT', url: `${context}/:contextField`, access: requires('UPDATE_CONTEXT_FIELD'),
    summary: 'Replace a project context field\'s description, stickiness and legal values (what the body leaves out is reset)',
    description: 'Records `context-field-updated` in the project.',
    params: fieldParams, body: updateContextFieldBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      editProjectContextField(db, principalOf(request), params.projectId, params.contextField, body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'DELETE', url: `${context}/:contextField`, access: requires('DELETE_CONTEXT_FIELD'),
    summary: 'Delete a project context field; constraints naming it keep working, as SDKs read the context they are given',
    description: 'Records `context-field-deleted` in the project.',
    params: fieldParams,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      removeProjectContextField(db, principalOf(request), params.projectId, params.contextField);
      return reply.status(200).send();
    },
  });
}
