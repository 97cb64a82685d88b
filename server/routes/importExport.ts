import type { FastifyInstance } from 'fastify';
import { exportQuerySchema, exportResultSchema, importBodySchema, importValidationSchema } from '../../contract/importExport';
import { principalOf, requires, signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { exportFeatures } from '../services/featureExport';
import { importFeatures, validateImport } from '../services/featureImport';
import type { RouteContext } from './context';

/** A project's flags exported, checked and imported, in Unleash 8.2's paths and export format. */
export function registerImportExportRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Import and export');

  route({
    method: 'POST', url: '/api/admin/features-batch/export', access: signedIn,
    summary: 'Export flags of one environment (by name, by tag `type:value`, or a project\'s) in Unleash\'s export format',
    description: 'Records `features-exported`, as Unleash does; writes nothing else.',
    body: exportQuerySchema,
    responses: { 200: exportResultSchema },
    handler: async ({ body, request }) => exportFeatures(db, principalOf(request), body()),
  });

  route({
    method: 'POST', url: '/api/admin/features-batch/validate', access: signedIn,
    summary: 'Say what an import would do: what stops it (errors) and what it overwrites (warnings)',
    body: importBodySchema,
    responses: { 200: importValidationSchema },
    handler: async ({ body }) => validateImport(db, body()),
  });

  route({
    method: 'POST', url: '/api/admin/features-batch/import', access: requires('CREATE_FEATURE'),
    summary: 'Import an export into a project\'s environment, all or nothing',
    description: 'Flags are made or their settings updated, their strategies in the environment replaced, their variants there set, tags added, dependencies replaced; context fields, segments and tag types they use are made when missing. Switches stay as they are (a new flag is off). People only: an admin API token is refused (400), as in Unleash. SKIP_CHANGE_REQUEST where the environment requires change requests.',
    body: importBodySchema,
    responses: { 200: null },
    handler: async ({ body, request, reply }) => {
      importFeatures(db, principalOf(request), body());
      return reply.status(200).send();
    },
  });
}
