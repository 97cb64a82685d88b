import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import type { TrustProxy } from '../http/trustProxy';
import { startRecordingUpstream, type RecordingUpstream } from '../test/recordingUpstream';
import { buildUpstreamApp } from './buildUpstreamApp';

/*
 * What of the browser's request reaches the upstream besides method, path, query and body: the
 * token does; cookies, a proxy's credentials and forwarding headers the client made up do not.
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
  it('no cookie of the upstream is set on the console\'s origin', async () => {
    const upstream = await startRecordingUpstream((_request, response) =>
      response.writeHead(200, { 'content-type': 'application/json', 'set-cookie': 'unleash-session=s%3Anew; Path=/; HttpOnly' }).end('{"ok":true}'));
    const flagdeck = await flagdeckBefore(upstream);
    const answer = await fetch(`${flagdeck}/api/admin/user`, { headers: { authorization: token } });
    expect(await answer.json()).toEqual({ ok: true });
    expect(answer.headers.get('set-cookie')).toBeNull();
  });
});
