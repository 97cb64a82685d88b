import type { FastifyInstance } from 'fastify';
import { errorNames } from '../../contract/error';
import { maintenanceMessage } from '../../contract/instance';
import { readMaintenance } from '../services/maintenance';
import type { Db } from '../store/openDatabase';
import { HttpError } from './errors';

/**
 * Maintenance mode, as Unleash's maintenance middleware: while it is on, the admin API answers
 * writes 503 with Unleash's message, and everything else goes on — reads, SDKs' evaluation and
 * metrics, sign-in, and turning maintenance off. Unlike Unleash, PATCH is a write here too, and
 * the reads that take a body (the playgrounds, the name checks, the impact preview, an export)
 * go on, since they change nothing.
 */
const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const readsWithABody = [/^\/api\/admin\/playground(\/|$)/, /\/validate$/, /\/validate-password$/, /\/impact$/, /^\/api\/admin\/features-batch\/export$/, /^\/api\/admin\/maintenance$/];

export function isHeldByMaintenance(method: string, routeUrl: string): boolean {
  return writeMethods.has(method) && routeUrl.startsWith('/api/admin/') && !readsWithABody.some((pattern) => pattern.test(routeUrl));
}

export const maintenanceError = () => new HttpError(503, errorNames.maintenance, maintenanceMessage);

export function registerMaintenanceMode(app: FastifyInstance, db: Db): void {
  // After the route's access check, so a caller who may not write is told that first.
  app.addHook('preHandler', async (request, reply) => {
    if (!isHeldByMaintenance(request.method, request.routeOptions.url ?? '')) return;
    if (!readMaintenance(db).enabled) return;
    const error = maintenanceError();
    await reply.status(error.statusCode).send(error.body());
  });
}
