import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { tagListSchema, tagWithVersionSchema } from '../../contract/adminRequests';
import { tagSchema } from '../../contract/feature';
import {
  featureTypeLifetimeBodySchema, featureTypeSchema, tagTypeAnswerSchema, tagTypeBodySchema, tagTypeSchema, updateTagTypeBodySchema, validTagTypeSchema,
} from '../../contract/featureLifecycle';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { authorOf } from '../services/eventAuthor';
import { setFeatureTypeLifetime } from '../store/featureTypes';
import { createTag, createTagType, deleteTag, deleteTagType, listAllTags, requireTag, requireTagType, requireTagTypeFree, updateTagType } from '../store/tagTypes';
import type { RouteContext } from './context';

const named = z.object({ name: z.string() });
const typed = z.object({ type: z.string() });
const tagParams = typed.extend({ value: z.string() });

/**
 * Flag types' lifetimes, tag types and tags, in Unleash 8.2's paths and shapes. Changing them is
 * the admins' (Unleash's ADMIN holds its tag-type and feature-type permissions); making a tag is
 * tagging, UPDATE_FEATURE, as on a flag.
 */
export function registerTagTypeRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Tags');

  route({
    method: 'PUT', url: '/api/admin/feature-types/:id/lifetime', access: requires('ADMIN'),
    summary: 'Change how many days a flag of the type lives before it is potentially stale (0 or null: never)',
    params: z.object({ id: z.string() }), body: featureTypeLifetimeBodySchema,
    responses: { 200: featureTypeSchema },
    handler: async ({ params, body, request }) => setFeatureTypeLifetime(db, authorOf(principalOf(request)), params.id, body().lifetimeDays),
  });

  route({
    method: 'POST', url: '/api/admin/tag-types/validate', access: signedIn,
    summary: 'Check that a tag type could be made: its name URL-friendly and free (409 when taken)',
    body: tagTypeBodySchema,
    responses: { 200: validTagTypeSchema },
    handler: async ({ body }) => {
      const tagType = body();
      requireTagTypeFree(db, tagType.name);
      return { valid: true as const, tagType };
    },
  });

  route({
    method: 'POST', url: '/api/admin/tag-types', access: requires('ADMIN'),
    summary: 'Make a tag type',
    body: tagTypeBodySchema,
    responses: { 201: tagTypeSchema },
    handler: async ({ body, request, reply }) => reply.status(201).send(createTagType(db, authorOf(principalOf(request)), body())),
  });

  route({
    method: 'GET', url: '/api/admin/tag-types/:name', access: signedIn,
    summary: 'One tag type',
    params: named,
    responses: { 200: tagTypeAnswerSchema },
    handler: async ({ params }) => ({ version: 1 as const, tagType: requireTagType(db, params.name) }),
  });

  route({
    method: 'PUT', url: '/api/admin/tag-types/:name', access: requires('ADMIN'),
    summary: 'Change a tag type\'s description and icon',
    params: named, body: updateTagTypeBodySchema,
    responses: { 200: null },
    handler: async ({ params, body, request, reply }) => {
      updateTagType(db, authorOf(principalOf(request)), params.name, body());
      return reply.status(200).send();
    },
  });

  route({
    method: 'DELETE', url: '/api/admin/tag-types/:name', access: requires('ADMIN'),
    summary: 'Delete a tag type, and its tags from every flag (`simple` stays)',
    params: named,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      deleteTagType(db, authorOf(principalOf(request)), params.name);
      return reply.status(200).send();
    },
  });

  route({
    method: 'GET', url: '/api/admin/tags', access: signedIn,
    summary: 'Every tag: made on its own, or carried by a flag',
    responses: { 200: tagListSchema },
    handler: async () => ({ version: 1, tags: listAllTags(db) }),
  });

  route({
    method: 'GET', url: '/api/admin/tags/:type', access: signedIn,
    summary: 'The tags of a type',
    params: typed,
    responses: { 200: tagListSchema },
    handler: async ({ params }) => ({ version: 1, tags: listAllTags(db, requireTagType(db, params.type).name) }),
  });

  route({
    method: 'GET', url: '/api/admin/tags/:type/:value', access: signedIn,
    summary: 'One tag',
    params: tagParams,
    responses: { 200: tagWithVersionSchema },
    handler: async ({ params }) => ({ version: 1 as const, tag: requireTag(db, params) }),
  });

  route({
    method: 'POST', url: '/api/admin/tags', access: requires('UPDATE_FEATURE'),
    summary: 'Make a tag of an existing type, before any flag carries it',
    body: tagSchema,
    responses: { 201: tagWithVersionSchema },
    handler: async ({ body, request, reply }) => reply.status(201).send({ version: 1, tag: createTag(db, authorOf(principalOf(request)), body()) }),
  });

  route({
    method: 'DELETE', url: '/api/admin/tags/:type/:value', access: requires('UPDATE_FEATURE'),
    summary: 'Delete a tag, and take it off every flag that carries it',
    description: 'Recorded as Unleash records it, `tag-deleted`, with a `feature-untagged` for each flag that carried it, in one group.',
    params: tagParams,
    responses: { 200: null },
    handler: async ({ params, request, reply }) => {
      deleteTag(db, authorOf(principalOf(request)), params);
      return reply.status(200).send();
    },
  });
}
