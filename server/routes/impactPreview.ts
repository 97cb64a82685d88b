import type { FastifyInstance } from 'fastify';
import { impactPreviewSchema, impactRequestSchema } from '../../contract/impact';
import { signedIn } from '../http/access';
import { routesOf } from '../http/route';
import { previewImpact } from '../services/impactPreview';
import type { RouteContext } from './context';
import { projectEnvironmentParams } from './params';

/** The impact preview: who a proposed change affects, before it is saved or approved. */
export function registerImpactPreviewRoutes(app: FastifyInstance, { db }: RouteContext): void {
  const route = routesOf(app, 'Impact preview (Flagdeck)');

  route({
    method: 'POST', url: '/api/admin/projects/:projectId/environments/:environment/impact', access: signedIn,
    summary: 'The saved audiences (and contexts sent along) whose answer a proposed change would change',
    description:
      'Flagdeck\'s own API (Unleash has no such preview): the embedded service answers it; in front of an Unleash this path is Unleash\'s and answers 404. ' +
      'The changes are a change request\'s (`{feature, action, payload}`), checked as one checks them (400 naming `changes.0.payload…`), ' +
      'and evaluated by the SDK the frontend API uses against the configuration before and after them. Nothing is written. ' +
      'Any signed-in user may ask, as anyone may evaluate the saved audiences in the playground.',
    params: projectEnvironmentParams, body: impactRequestSchema,
    responses: { 200: impactPreviewSchema },
    handler: async ({ params, body }) => previewImpact(db, params, body()),
  });
}
