import type { FastifyReply } from 'fastify';

/**
 * Sends an answer that carries a new secret, shown this once: `no-store`, so that no cache on the
 * way, the browser's included, keeps a copy of it.
 */
export function sendSecret(reply: FastifyReply, status: number, body: unknown): FastifyReply {
  return reply.status(status).header('cache-control', 'no-store').send(body);
}
