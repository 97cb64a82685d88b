import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../http/trustProxy';
import { startRecordingUpstream, type RecordingUpstream } from '../test/recordingUpstream';
import { buildUpstreamApp } from './buildUpstreamApp';

/*
 * What of the browser's request reaches the upstream besides method, path, query and body: the
 * token does, or else Unleash's session cookie alone; other cookies, a proxy's credentials and
 * forwarding headers the client made up do not.
 * The upstream learns the caller's address as Flagdeck determined it (TRUST_PROXY).
 */
const started: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const thing of started.splice(0).reverse()) await thing.close();
});

async function flagdeckBefore(upstream: RecordingUpstream, trustProxy?: TrustProxy): Promise<string> {
  started.push(upstream);
  const app: FastifyInstance = await buildUpstreamApp({ upstream: new URL(upstream.url), distDir: '/nonexistent', trustProxy });
  started.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

const token = '*:*.forwarding-test-secret';
const sent = {
  authorization: token,
  cookie: 'unleash-session=s%3Astolen; other=1',
  'proxy-authorization': 'Basic cHJveHk6c2VjcmV0',
  'x-forwarded-host': 'evil.example',
  'x-forwarded-for': '192.0.2.66, 203.0.113.5',
  'x-forwarded-proto': 'https',
  'x-forwarded-port': '8443',
  forwarded: 'for=192.0.2.66;host=evil.example',
  'x-real-ip': '192.0.2.66',
};

describe('upstream mode, what goes to the upstream', () => {
  it('the token, the caller\'s address as determined here and the protocol; no cookie, proxy credential or made-up forwarding header', async () => {
    const upstream = await startRecordingUpstream((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const flagdeck = await flagdeckBefore(upstream);
    expect((await fetch(`${flagdeck}/api/admin/projects`, { headers: sent })).status).toBe(200);
    const headers = upstream.seen[0]?.headers ?? {};
    expect(headers.authorization).toBe(token);
    // This client is on loopback, so it is a trusted proxy by default: the address it appended counts.
    expect(headers['x-forwarded-for']).toBe('203.0.113.5');
    expect(headers['x-forwarded-proto']).toBe('https');
    for (const dropped of ['cookie', 'proxy-authorization', 'x-forwarded-host', 'x-forwarded-port', 'forwarded', 'x-real-ip']) {
      expect(headers[dropped], dropped).toBeUndefined();
    }
  });

  it('with no proxy trusted, the connection\'s address and protocol, whatever the headers say', async () => {
    const upstream = await startRecordingUpstream((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const flagdeck = await flagdeckBefore(upstream, { hops: 0 });
    await fetch(`${flagdeck}/api/frontend`, { headers: sent });
    const headers = upstream.seen[0]?.headers ?? {};
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
  });
});

describe('upstream mode, what comes back', () => {
  it('of the upstream\'s cookies, its session cookie alone, as it was set', async () => {
    const upstream = await startRecordingUpstream((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': ['unleash-session=s%3Anew; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; SameSite=Lax', 'tracker=1; Path=/'] }).end('{"ok":true}'));
    const flagdeck = await flagdeckBefore(upstream);
    const answer = await fetch(`${flagdeck}/auth/simple/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"username":"admin","password":"x"}' });
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.headers.getSetCookie()).toEqual(['unleash-session=s%3Anew; Path=/; Expires=Wed, 01 Jan 2031 00:00:00 GMT; HttpOnly; SameSite=Lax']);
    expect(upstream.seen[0]).toMatchObject({ method: 'POST', url: '/auth/simple/login' });
  });

  it('under a base path, the session cookie\'s Path at the console\'s root, where it calls /api', async () => {
    const upstream = await startRecordingUpstream((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'unleash-session=s%3Anew; Path=/unleash; HttpOnly; SameSite=Lax' }).end('{}'));
    started.push(upstream);
    const app = await buildUpstreamApp({ upstream: new URL(`${upstream.url}/unleash`), distDir: '/nonexistent' });
    started.push(app);
    const flagdeck = await app.listen({ port: 0, host: '127.0.0.1' });
    const answer = await fetch(`${flagdeck}/auth/simple/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(answer.headers.getSetCookie()).toEqual(['unleash-session=s%3Anew; Path=/; HttpOnly; SameSite=Lax']);
    expect(upstream.seen[0]?.url).toBe('/unleash/auth/simple/login');
  });
});

describe('upstream mode, a person signed in with Unleash\'s session cookie', () => {
  const session = 'unleash-session=s%3Aperson';

  it('sends Unleash that cookie alone, and no cookie at all beside a token', async () => {
    const upstream = await startRecordingUpstream((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const flagdeck = await flagdeckBefore(upstream);
    await fetch(`${flagdeck}/api/admin/projects`, { headers: { cookie: `flagdeck-session=abc; ${session}; other=1` } });
    await fetch(`${flagdeck}/api/admin/projects`, { headers: { cookie: session, authorization: token } });
    expect(upstream.seen.map((request) => request.headers.cookie)).toEqual([session, undefined]);
  });

  it('passes a write from the console\'s own pages, and refuses one from another site or from nowhere before Unleash sees it', async () => {
    const upstream = await startRecordingUpstream((_request, response) => response.writeHead(200, { 'content-type': 'application/json' }).end('{}'));
    const flagdeck = await flagdeckBefore(upstream);
    const write = (headers: Record<string, string>) => fetch(`${flagdeck}/api/admin/projects/default/features/f/environments/production/off`, { method: 'POST', headers: { cookie: session, ...headers } });
    expect((await write({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await write({})).status).toBe(403);
    expect((await fetch(`${flagdeck}/logout`, { method: 'POST', headers: { cookie: session, origin: 'https://evil.example' } })).status).toBe(403);
    expect(upstream.seen).toEqual([]);
    expect((await write({ origin: flagdeck })).status).toBe(200);
    expect((await write({ authorization: token })).status).toBe(200);
    expect(upstream.seen).toHaveLength(2);
  });
});
