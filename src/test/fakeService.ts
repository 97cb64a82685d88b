import { onTestFinished, vi } from 'vitest';
import { errorBodySchema, errorNames } from '../../contract';
import { answerSchemaOf } from './serviceRoutes';

/**
 * The one fake of the flag service for component tests: `fetch`, answering the routes a test
 * registers ("METHOD /path", the path without its query). A route the test did not register is
 * a 404 with the error body naming it, as the embedded service answers a route it lacks. Every
 * answer is checked against the contract (serviceRoutes.ts, and the error body for a failure),
 * so a test cannot make the console cope with something no service would send; a test that
 * means to send such an answer says so with `breaksContract`. Every call is recorded.
 */

export interface FakeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

export interface Answer {
  status: number;
  /** Sent as JSON; none is an empty body (as Unleash answers some writes). */
  body?: unknown;
  /** Set by breaksContract: the answer is sent unchecked. */
  breaksContract?: true;
  /** Headers beside the body's type (Retry-After on a 429). */
  headers?: Record<string, string>;
}

/** An answer, or how to answer a call; throwing is a network failure, a promise an answer on its way. */
export type Route = Answer | ((call: FakeCall) => Answer | Promise<Answer>);

export const ok = (body?: unknown): Answer => ({ status: 200, body });

export const failure = (status: number, name: string, message: string): Answer => ({ status, body: { id: 'fake-error', name, message } });

export const notFound = (message: string) => failure(404, errorNames.notFound, message);

/** For a test of how the console copes with an answer that breaks the contract: sent as it is. */
export const breaksContract = (answer: Answer): Answer => ({ ...answer, breaksContract: true });

/** The service cannot be reached: the call fails as `fetch` fails then. */
export const unreachable = (): never => {
  throw new TypeError('Failed to fetch');
};

const origin = 'http://flagdeck.test';

/** Why an answer breaks the contract, or null when it keeps it. */
function contractProblem(key: string, method: string, path: string, answer: Answer): string | null {
  if (answer.breaksContract) return null;
  const schema = answer.status >= 400 ? errorBodySchema : answerSchemaOf(method, path);
  if (!schema) return `${key} is no route the console calls (src/test/serviceRoutes.ts)`;
  const parsed = schema.safeParse(answer.body);
  return parsed.success ? null : `${key} answered ${answer.status} with a body the contract refuses: ${parsed.error.message}`;
}

export function fakeService(routes: Record<string, Route> = {}) {
  const table = new Map<string, Route>();
  const calls: FakeCall[] = [];
  const problems: string[] = [];

  /** Registers more routes, or answers a route differently from now on. */
  const on = (more: Record<string, Route>) => {
    for (const [key, route] of Object.entries(more)) {
      const [method = '', path = ''] = key.split(' ');
      if (!answerSchemaOf(method, path)) throw new Error(`${key} is no route the console calls (src/test/serviceRoutes.ts)`);
      const problem = typeof route === 'function' ? null : contractProblem(key, method, path, route);
      if (problem) throw new Error(problem);
      table.set(key, route);
    }
  };
  on(routes);

  vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), origin), init);
    const url = new URL(request.url);
    const text = await request.text();
    const call: FakeCall = { method: request.method, path: url.pathname, query: url.searchParams, body: text ? JSON.parse(text) : undefined, headers: request.headers };
    calls.push(call);
    const key = `${call.method} ${call.path}`;
    const route = table.get(key);
    const answer = route === undefined ? notFound(`There is no ${key} in this API.`) : typeof route === 'function' ? await route(call) : route;
    const problem = contractProblem(key, call.method, call.path, answer);
    if (problem) problems.push(problem);
    const headers = { ...(answer.body === undefined ? {} : { 'Content-Type': 'application/json' }), ...answer.headers };
    return new Response(answer.body === undefined ? '' : JSON.stringify(answer.body), { status: answer.status, headers });
  }));

  onTestFinished(() => {
    vi.unstubAllGlobals();
    if (problems.length > 0) throw new Error(`The fake service was made to break the contract:\n${problems.join('\n')}`);
  });

  return {
    on,
    calls,
    /** "METHOD /path" of every call so far, in order. */
    called: () => calls.map((call) => `${call.method} ${call.path}`),
  };
}
