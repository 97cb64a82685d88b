import { afterEach, describe, expect, it } from 'vitest';
import { frontendTogglesSchema } from '../../contract/frontend';
import { expectError, startTestService, tokens, type Reply, type TestService, type TestServiceOptions } from '../test/harness';

// What browsers and SDKs rely on around the frontend API's answer: CORS, ETags, the rate limit.
const services: TestService[] = [];
async function start(options: TestServiceOptions = {}) {
  const service = await startTestService(options);
  services.push(service);
  await service.createFlag('default', 'everyone');
  await service.call('POST', '/api/admin/projects/default/features/everyone/environments/development/on');
  return service;
}
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});

type Headers = Record<string, string>;
async function get(service: TestService, headers: Headers = {}, options: { url?: string; remoteAddress?: string; method?: 'GET' | 'OPTIONS' } = {}): Promise<Reply> {
  const response = await service.app.inject({
    method: options.method ?? 'GET', url: options.url ?? '/api/frontend', headers: { authorization: tokens.frontend, ...headers },
    ...(options.remoteAddress ? { remoteAddress: options.remoteAddress } : {}),
  });
  let body: unknown;
  try { body = JSON.parse(response.body); } catch { body = undefined; }
  return { status: response.statusCode, body, text: response.body, headers: response.headers };
}

describe('CORS on /api/frontend', () => {
  const origin = 'https://shop.example.com';

  it('by default any page may read the answer and its ETag', async () => {
    const service = await start();
    const reply = await get(service, { origin });
    expect(reply.status).toBe(200);
    expect(reply.headers['access-control-allow-origin']).toBe('*');
    expect(reply.headers['access-control-expose-headers']).toBe('ETag');
    expect(reply.headers.vary).toBeUndefined();
  });

  it('answers the preflight of a GET or POST with Authorization and Content-Type, without a token', async () => {
    const service = await start();
    const preflight = await service.app.inject({
      method: 'OPTIONS', url: '/api/frontend',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe('*');
    expect(preflight.headers['access-control-allow-methods']).toBe('GET, POST');
    expect(String(preflight.headers['access-control-allow-headers'])).toMatch(/Authorization.*Content-Type/);
  });

  it('with a list, echoes an allowed origin, gives others nothing, and always varies on Origin', async () => {
    const service = await start({ app: { corsOrigins: [origin, 'http://localhost:5173'] } });
    const allowed = await get(service, { origin });
    expect(allowed.headers['access-control-allow-origin']).toBe(origin);
    expect(allowed.headers.vary).toBe('Origin');
    const other = await get(service, { origin: 'https://evil.example' });
    expect(other.status).toBe(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    expect(other.headers.vary).toBe('Origin');
    const preflight = await get(service, { origin: 'https://evil.example', 'access-control-request-method': 'GET' }, { method: 'OPTIONS' });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
  });

  it('sends CORS headers on errors too, so the page can read why (401, 400)', async () => {
    const service = await start();
    const unauthenticated = await get(service, { origin, authorization: 'nope' });
    expectError(unauthenticated, 401, 'AuthenticationRequired');
    expect(unauthenticated.headers['access-control-allow-origin']).toBe('*');
    const bad = await get(service, { origin }, { url: '/api/frontend?userId=1&userId=2' });
    expectError(bad, 400, 'BadDataError');
    expect(bad.headers['access-control-allow-origin']).toBe('*');
  });

  it('leaves the admin API without CORS: the console is same-origin', async () => {
    const service = await start();
    const reply = await service.app.inject({ method: 'GET', url: '/api/admin/projects', headers: { authorization: tokens.admin, origin } });
    expect(reply.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('ETag on /api/frontend', () => {
  it('answers 304 with no body to a matching If-None-Match, and the full answer otherwise', async () => {
    const service = await start();
    const first = await get(service);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await get(service, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.etag).toBe(etag);
    const stale = await get(service, { 'if-none-match': '"something-else"' });
    expect(stale.status).toBe(200);
    expect(frontendTogglesSchema.parse(stale.body).toggles.map((t) => t.name)).toEqual(['everyone']);
  });

  it('changes when the configuration changes the answer, and when the context does', async () => {
    const service = await start();
    const etag = String((await get(service)).headers.etag);
    await service.call('POST', '/api/admin/projects/default/features/everyone/environments/development/off');
    const afterToggle = await get(service, { 'if-none-match': etag });
    expect(afterToggle.status).toBe(200);
    expect(frontendTogglesSchema.parse(afterToggle.body).toggles).toEqual([]);
    expect(afterToggle.headers.etag).not.toBe(etag);

    await service.createFlag('default', 'only-42');
    await service.call('POST', '/api/admin/projects/default/features/only-42/environments/development/strategies', {
      body: { name: 'default', constraints: [{ contextName: 'userId', operator: 'IN', values: ['42'] }] },
    });
    await service.call('POST', '/api/admin/projects/default/features/only-42/environments/development/on');
    const anonymous = await get(service);
    const user42 = await get(service, { 'if-none-match': String(anonymous.headers.etag) }, { url: '/api/frontend?userId=42' });
    expect(user42.status).toBe(200);
    expect(user42.headers.etag).not.toBe(anonymous.headers.etag);
  });

  it('gives an error no ETag', async () => {
    const service = await start();
    expect((await get(service, { authorization: 'nope' })).headers.etag).toBeUndefined();
  });
});

describe('the frontend API rate limit', () => {
  const remote = '198.51.100.23';

  it('answers 429 RateLimitError with Retry-After past the limit, per caller address', async () => {
    const service = await start({ app: { frontendApiRateLimit: 3 } });
    for (let i = 0; i < 3; i += 1) expect((await get(service, {}, { remoteAddress: remote })).status).toBe(200);
    const limited = await get(service, { origin: 'https://shop.example.com' }, { remoteAddress: remote });
    expect(expectError(limited, 429, 'RateLimitError').message).toContain('at most 3 a minute');
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.headers['access-control-allow-origin']).toBe('*');
    // Another caller has its own window; unauthenticated guesses count too.
    expect((await get(service, {}, { remoteAddress: '198.51.100.24' })).status).toBe(200);
    expectError(await get(service, { authorization: 'guess' }, { remoteAddress: remote }), 429, 'RateLimitError');
    // The admin API is not limited.
    expect((await service.app.inject({ method: 'GET', url: '/api/admin/projects', headers: { authorization: tokens.admin }, remoteAddress: remote })).statusCode).toBe(200);
  });

  it('does not count a caller on this machine, unless told to', async () => {
    const exempt = await start({ app: { frontendApiRateLimit: 1 } });
    for (let i = 0; i < 5; i += 1) expect((await get(exempt)).status).toBe(200);
    const counted = await start({ app: { frontendApiRateLimit: 1, rateLimitLoopback: true } });
    expect((await get(counted)).status).toBe(200);
    expectError(await get(counted), 429, 'RateLimitError');
  });

  it('a remote caller cannot dodge it, nor claim the loopback exemption, with X-Forwarded-For', async () => {
    const service = await start({ app: { frontendApiRateLimit: 2 } });
    expect((await get(service, { 'x-forwarded-for': '127.0.0.1' }, { remoteAddress: remote })).status).toBe(200);
    expect((await get(service, { 'x-forwarded-for': '203.0.113.1' }, { remoteAddress: remote })).status).toBe(200);
    expectError(await get(service, { 'x-forwarded-for': '203.0.113.2' }, { remoteAddress: remote }), 429, 'RateLimitError');
  });

  it('behind a local proxy, counts each forwarded client on its own', async () => {
    const service = await start({ app: { frontendApiRateLimit: 1 } });
    expect((await get(service, { 'x-forwarded-for': '203.0.113.1' })).status).toBe(200);
    expectError(await get(service, { 'x-forwarded-for': '203.0.113.1' }), 429, 'RateLimitError');
    expect((await get(service, { 'x-forwarded-for': '203.0.113.2' })).status).toBe(200);
  });
});
