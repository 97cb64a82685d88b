import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { apiPath, createApiClient, withQuery } from './client';
import { ApiError } from './errors';
import { answerOf } from './request';
import { featureSchema } from '../../contract';

function clientAnswering(respond: (request: Request) => Response | Promise<Response>, token: string | null = 'secret-token') {
  const seen: Request[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://flagdeck.test'), init);
    seen.push(request);
    return respond(request);
  });
  return { api: createApiClient({ getToken: () => token, fetch, timeoutMs: 200 }), seen };
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(() => undefined, (e: unknown) => e);
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('the request', () => {
  it('sends the token as it is in Authorization, asks for JSON and sends JSON bodies', async () => {
    const { api, seen } = clientAnswering(() => json({ ok: true }));
    await api('/api/x', z.object({ ok: z.boolean() }), { method: 'POST', body: { a: 1 } });
    const request = seen[0]!;
    expect(request.headers.get('Authorization')).toBe('secret-token');
    expect(request.headers.get('Accept')).toBe('application/json');
    expect(request.headers.get('Content-Type')).toBe('application/json');
    expect(await request.text()).toBe('{"a":1}');
  });

  it('sends no Authorization header without a token, and a per-call token when given', async () => {
    const { api, seen } = clientAnswering(() => json(true), null);
    await api('/api/x', z.boolean());
    await api('/api/x', z.boolean(), { token: 'frontend-token' });
    expect(seen[0]!.headers.has('Authorization')).toBe(false);
    expect(seen[1]!.headers.get('Authorization')).toBe('frontend-token');
  });

  it('encodes every path value, so a name cannot change the endpoint', () => {
    expect(apiPath`/api/admin/projects/${'p'}/features/${'a/../b?c'}`).toBe('/api/admin/projects/p/features/a%2F..%2Fb%3Fc');
    // URL parsers resolve "." and ".." even encoded: refused, never sent to another endpoint.
    for (const name of ['.', '..']) expect(() => apiPath`/api/admin/projects/p/features/${name}`).toThrow(/step in the path/);
    expect(apiPath`/api/admin/projects/p/features/${'...'}`).toBe('/api/admin/projects/p/features/...');
    expect(apiPath`/api/admin/projects/p/features/${'%2e%2e'}`).toBe('/api/admin/projects/p/features/%252e%252e');
    expect(withQuery('/api/frontend', [['userId', 'a b'], ['properties[plan]', 'pro']])).toBe(
      '/api/frontend?userId=a+b&properties%5Bplan%5D=pro',
    );
  });
});

describe('the answer', () => {
  it('is parsed with the endpoint schema', async () => {
    const { api } = clientAnswering(() => json({ name: 'x', unknownField: 1 }));
    expect(await api('/api/f', featureSchema)).toEqual({ name: 'x' });
  });

  it('may be empty where the schema allows it, as a real Unleash answers /off', async () => {
    const { api } = clientAnswering(() => new Response('', { status: 200 }));
    expect(await api('/api/off', featureSchema.optional(), { method: 'POST' })).toBeUndefined();
  });

  it('that breaks the contract is an InvalidResponse naming the path', async () => {
    const { api } = clientAnswering(() => json({ toggles: [{ name: 'a', enabled: true, impressionData: false, variant: {} }] }));
    const schema = z.object({ toggles: z.array(z.object({ variant: z.object({ name: z.string() }) })) });
    const error = await failure(api('/api/frontend', schema));
    expect(error.kind).toBe('InvalidResponse');
    expect(error.issuePath).toBe('toggles[0].variant.name');
    expect(error.message).toMatch(/^Unexpected response from GET \/api\/frontend: toggles\[0\]\.variant\.name: /);
  });

  it('accepted by a compiled check is taken as it came, without the schema\'s walk; refused, the schema judges', async () => {
    const schema = z.object({ name: z.string() });
    const parse = vi.spyOn(schema, 'safeParse');
    const { api } = clientAnswering((request) => json(request.url.endsWith('/good') ? { name: 'x', extra: 1 } : { name: 1 }));
    const accepting = (value: unknown) => typeof value === 'object' && value !== null && typeof Reflect.get(value, 'name') === 'string';
    expect(await api('/api/good', schema, { check: accepting })).toEqual({ name: 'x', extra: 1 });
    expect(parse).not.toHaveBeenCalled();

    const error = await failure(api('/api/bad', schema, { check: accepting }));
    expect(error.kind).toBe('InvalidResponse');
    expect(error.issuePath).toBe('name');
    // A check that refuses what the schema accepts costs time, never the answer.
    expect(await api('/api/good', schema, { check: () => false })).toEqual({ name: 'x' });
  });

  it('that is not JSON is an InvalidResponse too', async () => {
    const { api } = clientAnswering(() => new Response('<html>proxy</html>', { status: 200 }));
    const error = await failure(api('/api/x', z.unknown()));
    expect(error.kind).toBe('InvalidResponse');
    expect(error.message).toContain('not JSON');
  });
});

describe('errors have kinds', () => {
  it.each([
    [401, 'AuthenticationRequired', 'AuthenticationRequired'],
    [404, 'NotFoundError', 'NotFound'],
    [409, 'NameExistsError', 'Conflict'],
    [400, 'BadDataError', 'BadRequest'],
    [429, 'RateLimitError', 'RateLimited'],
    [500, 'InternalError', 'Server'],
    [503, 'ServiceUnavailable', 'Server'],
  ] as const)('%i is %s', async (status, name, kind) => {
    const { api } = clientAnswering(() => json({ id: 'e', name, message: `went wrong: ${name}` }, status));
    const error = await failure(api('/api/x', z.unknown()));
    expect(error.kind).toBe(kind);
    expect(error.status).toBe(status);
    expect(error.message).toBe(`went wrong: ${name}`);
  });

  it.each(['NoAccessError', 'PermissionError'])('403 %s keeps the permission and environment the server named', async (name) => {
    const message =
      'You don\'t have the required permissions to perform this operation. To perform this action, you need the "UPDATE_FEATURE_ENVIRONMENT" permission for the "production" environment.';
    const { api } = clientAnswering(() => json({ id: 'e', name, message }, 403));
    const error = await failure(api('/api/x', z.unknown()));
    expect(error).toMatchObject({ kind: 'NoAccess', permission: 'UPDATE_FEATURE_ENVIRONMENT', environment: 'production', message });
  });

  it('keeps validation details of a 400', async () => {
    const { api } = clientAnswering(() => json({ id: 'e', name: 'BadDataError', message: 'bad', details: [{ message: 'name is required', path: 'name' }] }, 400));
    const error = await failure(api('/api/x', z.unknown()));
    expect(error.details).toEqual([{ message: 'name is required', path: 'name' }]);
  });

  it('an error body that is not JSON is still a clean error of its kind', async () => {
    const { api } = clientAnswering(() => new Response('Bad Gateway', { status: 502 }));
    const error = await failure(api('/api/x', z.unknown()));
    expect(error.kind).toBe('Server');
    expect(error.message).toBe('The service failed to answer this request. (HTTP 502)');
  });

  it('a refused connection is Network, and the token is in no message', async () => {
    const { api } = clientAnswering(() => {
      throw new TypeError('Failed to fetch');
    });
    const error = await failure(api('/api/x', z.unknown()));
    expect(error.kind).toBe('Network');
    expect(JSON.stringify({ ...error, message: error.message })).not.toContain('secret-token');
  });

  it('a service that does not answer in time is Timeout', async () => {
    const { api } = clientAnswering(
      (request) => new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const error = await failure(api('/api/x', z.unknown()));
    expect(error.kind).toBe('Timeout');
  });

  it('a token still to come (the user is signing in again) is waited for, then sent', async () => {
    const seen: string[] = [];
    let give: (token: string) => void = () => {};
    const api = createApiClient({
      getToken: () => new Promise<string>((resolve) => (give = resolve)),
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers).get('Authorization') ?? '');
        return json({ ok: true });
      },
    });
    const pending = api('/api/x', z.unknown());
    await Promise.resolve();
    expect(seen).toEqual([]);
    give('new-secret');
    await pending;
    expect(seen).toEqual(['new-secret']);
  });

  it('a read refused mid-session is sent again with the next sign-in; a write, or a call with its own token, fails', async () => {
    const refusedSecret = 'old-secret';
    let current = refusedSecret;
    const seen: string[] = [];
    const api = createApiClient({
      getToken: () => current,
      fetch: async (_input, init) => {
        const authorization = new Headers(init?.headers).get('Authorization') ?? '';
        seen.push(`${init?.method} ${authorization}`);
        return authorization === refusedSecret ? json({ id: 'x', name: 'AuthenticationRequired', message: 'no' }, 401) : json({ ok: true });
      },
      readsAgainAfterRefusal: () => {
        current = 'new-secret';
        return true;
      },
    });
    await expect(api('/api/x', z.object({ ok: z.boolean() }))).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['GET old-secret', 'GET new-secret']);

    current = refusedSecret;
    expect((await failure(api('/api/x', z.unknown(), { method: 'POST', body: {} }))).kind).toBe('AuthenticationRequired');
    expect((await failure(api('/api/x', z.unknown(), { token: refusedSecret }))).kind).toBe('AuthenticationRequired');
    expect(seen.slice(2)).toEqual(['POST old-secret', 'GET old-secret']);
  });

  it('a read refused where no new sign-in is asked for (the sign-in page) fails', async () => {
    const api = createApiClient({
      getToken: () => 'old-secret',
      fetch: async () => json({ id: 'x', name: 'AuthenticationRequired', message: 'no' }, 401),
      readsAgainAfterRefusal: () => false,
    });
    expect((await failure(api('/api/x', z.unknown()))).kind).toBe('AuthenticationRequired');
  });

  it('a cancel by the caller is passed on, not turned into a service failure', async () => {
    const { api } = clientAnswering(
      (request) => new Promise<Response>((_, reject) => request.signal.addEventListener('abort', () => reject(request.signal.reason))),
    );
    const controller = new AbortController();
    const pending = api('/api/x', z.unknown(), { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.not.toBeInstanceOf(ApiError);
  });
});

describe('an answer sent for already (the Flags page\'s list on the first load)', () => {
  it('is read and checked as the client\'s own, and nothing is sent again', async () => {
    const { api, seen } = clientAnswering(() => json({ ok: false }));
    const sent = Promise.resolve(answerOf(json({ ok: true })));
    await expect(api('/api/x', z.object({ ok: z.boolean() }), { sent })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([]);
    const broken = Promise.resolve(answerOf(json({ ok: 'yes' })));
    expect((await failure(api('/api/x', z.object({ ok: z.boolean() }), { sent: broken }))).kind).toBe('InvalidResponse');
  });

  it('fails as a request of the client\'s does: a refusal is its kind, a lost connection is Network', async () => {
    const { api } = clientAnswering(() => json({ ok: true }));
    const refused = Promise.resolve(answerOf(json({ id: 'x', name: 'NoAccessError', message: 'You may not read project bench' }, 403)));
    const error = await failure(api('/api/x', z.unknown(), { sent: refused }));
    expect([error.kind, error.message]).toEqual(['NoAccess', 'You may not read project bench']);
    expect((await failure(api('/api/x', z.unknown(), { sent: Promise.reject(new TypeError('Failed to fetch')) }))).kind).toBe('Network');
  });

  it('refused mid-session, is asked for again by the client with the next sign-in', async () => {
    let current = 'old-secret';
    const seen: string[] = [];
    const api = createApiClient({
      getToken: () => current,
      fetch: async (_input, init) => {
        seen.push(new Headers(init?.headers).get('Authorization') ?? '');
        return json({ ok: true });
      },
      readsAgainAfterRefusal: () => {
        current = 'new-secret';
        return true;
      },
    });
    const sent = Promise.resolve(answerOf(json({ id: 'x', name: 'AuthenticationRequired', message: 'no' }, 401)));
    await expect(api('/api/x', z.object({ ok: z.boolean() }), { sent })).resolves.toEqual({ ok: true });
    expect(seen).toEqual(['new-secret']);
  });
});
