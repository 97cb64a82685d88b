import type { FastifyInstance } from 'fastify';
import { exportQuerySchema, exportResultSchema } from '../../contract/featureExport';
import { BadData } from '../domain/errors';
import { signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { findEnvironment } from '../store/environments';
import { exportFeatures } from '../store/featureExport';
import type { RouteContext } from './context';

/** Unleash's export of many flags' configuration in one environment: a read, open to anyone signed in, as in Unleash. */
export function registerFeatureExportRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Import and export');

  route({
    method: 'POST', url: '/api/admin/features-batch/export', access: signedIn,
    summary: 'The configuration of a project\'s flags, or of the flags named, in one environment',
    description: 'As Unleash 8 answers it: the flags, their strategies and their state (switch, variants) in the environment, their tags and dependencies. Names that are not live flags are left out. Unleash records a `features-exported` event of each export; the embedded service records none, as it records only changes (server/README.md, The event log).',
    body: exportQuerySchema,
    responses: { 200: exportResultSchema },
    handler: async ({ body }) => {
      const query = body();
      if (!findEnvironment(db, query.environment)) {
        throw new BadData(`There is no environment "${query.environment}".`, [{ message: 'no such environment', path: 'environment' }]);
      }
      // One snapshot: the flags, their states and their strategies as of one moment.
      return db.transaction(() => exportFeatures(db, query))();
    },
  });
}
