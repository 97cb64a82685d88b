import type { FastifyInstance, InjectOptions } from 'fastify';
import type { DeclaredRoute } from '../http/access';

/**
 * `inject` for walks over every route (the auth matrix, the fuzz, the change-request rule): a
 * stream (`text/event-stream`) never ends on its own, so its answer is taken as soon as its status
 * is written; a stream that opened is then closed, as a client leaving would, and a refusal is read
 * whole like any other answer.
 */
export const isEventStream = (route: DeclaredRoute): boolean => route.docs?.contentType === 'text/event-stream';

export interface InjectedAnswer { statusCode: number; body: string; headers: Record<string, unknown> }

export async function injectRoute(app: FastifyInstance, route: DeclaredRoute, options: InjectOptions): Promise<InjectedAnswer> {
  if (!isEventStream(route)) {
    const { statusCode, body, headers } = await app.inject(options);
    return { statusCode, body, headers };
  }
  const response = await app.inject({ ...options, payloadAsStream: true });
  if (response.statusCode === 200) {
    response.raw.res.destroy();
    return { statusCode: 200, body: '', headers: response.headers };
  }
  let body = '';
  for await (const chunk of response.stream()) body += String(chunk);
  return { statusCode: response.statusCode, body, headers: response.headers };
}
