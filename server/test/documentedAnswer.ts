import type { FastifyInstance } from 'fastify';
import { errorBodySchema } from '../../contract/error';
import type { DeclaredRoute } from '../http/access';

/**
 * Every answer the harness receives is checked against the contract: an error against the error
 * body, any other answer against the schema its route documents for that status (the one the
 * OpenAPI document shows). A status the route does not document fails the test too.
 */

const patternOf = (url: string) => new RegExp(`^${url.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
const parameters = (url: string) => url.split('/').filter((segment) => segment.startsWith(':')).length;

/** The route that answers `method path`, chosen as the router chooses: a fixed segment before a parameter. */
export function routeFor(app: FastifyInstance, method: string, path: string): DeclaredRoute | undefined {
  return app.declaredRoutes
    .filter((route) => route.method === method && patternOf(route.url).test(path))
    .sort((a, b) => parameters(a.url) - parameters(b.url))[0];
}

/** Why the answer breaks the contract, or undefined when it keeps it. */
export function contractProblem(app: FastifyInstance, method: string, url: string, status: number, body: unknown, text: string): string | undefined {
  const where = `${method} ${url} answered ${status}`;
  if (status >= 400) {
    const error = errorBodySchema.safeParse(body);
    return error.success ? undefined : `${where} with a body that is not the error body: ${error.error.message}\n${text.slice(0, 500)}`;
  }
  const docs = routeFor(app, method, url.split('?', 1)[0] ?? '')?.docs;
  if (!docs) return undefined;
  if (!(status in docs.responses)) return `${where}, which its route does not document (it documents ${Object.keys(docs.responses).join(', ')})`;
  const schema = docs.responses[status];
  if (!schema) return text === '' ? undefined : `${where} with a body, where its route documents none`;
  // A page (the API's documentation) is checked as the text it is.
  const answer = schema.safeParse(docs.contentType === undefined ? body : text);
  return answer.success ? undefined : `${where} with a body its documented schema does not parse: ${answer.error.message}\n${text.slice(0, 500)}`;
}
