import Fastify, { type FastifyInstance } from 'fastify';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { serviceLogger } from '../app';
import { contentSecurityPolicy } from '../http/securityHeaders';
import { buildUpstreamApp } from './buildUpstreamApp';

/*
 * A tiny Fastify stands in for the upstream Unleash (the compatibility suite runs the real one):
 * it records what reached it and answers as each test tells it to.
 */
interface Seen { method: string; url: string; headers: Record<string, string | string[] | undefined>; body: string }

const token = '*:*.proxy-test-secret-4f1d';
const started: { close: () => Promise<unknown> }[] = [];
const folders: string[] = [];
afterEach(async () => {
  for (const thing of started.splice(0).reverse()) await thing.close();
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

async function fakeUpstream(routes: (app: FastifyInstance, seen: Seen[]) => void): Promise<{ url: string; seen: Seen[] }> {
  const app = Fastify();
  const seen: Seen[] = [];
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  app.addHook('preHandler', async (request) => {
    seen.push({ method: request.method, url: request.url, headers: request.headers, body: typeof request.body === 'string' ? request.body : '' });
  });
  routes(app, seen);
  await app.listen({ port: 0, host: '127.0.0.1' });
  started.push(app);
  const address = app.server.address();
  return { url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`, seen };
}

function consoleDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flagdeck-upstream-dist-'));
  folders.push(dir);
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Flagdeck</title>');
  writeFileSync(join(dir, 'assets', 'app.js'), 'console.log(1)');
  return dir;
}

async function flagdeckBefore(upstream: string, log?: Writable): Promise<string> {
  const app = await buildUpstreamApp({ upstream: new URL(upstream), distDir: consoleDir(), logger: log ? serviceLogger(log) : false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  started.push(app);
  const address = app.server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

describe('upstream mode passes /api through unchanged', () => {
  it('method, path, query and Authorization reach the upstream; its status, headers and body come back', async () => {
    const upstream = await fakeUpstream((app) => {
      app.get('/api/admin/projects/:project/features', async (_request, reply) =>
        reply.status(200).header('x-upstream', 'yes').send({ version: 2, features: [] }));
    });
    const flagdeck = await flagdeckBefore(upstream.url);
    const answer = await fetch(`${flagdeck}/api/admin/projects/my%20project/features?tag=a%3Ab&tag=c`, { headers: { Authorization: token } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('x-upstream')).toBe('yes');
    expect(await answer.json()).toEqual({ version: 2, features: [] });
    expect(upstream.seen).toHaveLength(1);
    expect(upstream.seen[0]).toMatchObject({ method: 'GET', url: '/api/admin/projects/my%20project/features?tag=a%3Ab&tag=c' });
    expect(upstream.seen[0]?.headers.authorization).toBe(token);
  });

  it('request bodies arrive byte for byte, whatever their type, and a bodiless POST stays bodiless', async () => {
    const upstream = await fakeUpstream((app) => {
      app.post('/api/admin/features/echo', async (request) => ({ received: request.body }));
      // Unleash answers /on and /off with 200 and nothing.
      app.post('/api/admin/projects/default/features/f/environments/production/off', async (_request, reply) => reply.status(200).send());
    });
    const flagdeck = await flagdeckBefore(upstream.url);
    const json = '{ "name" : "x",\n  "weights": [1, 2.50] }';
    await fetch(`${flagdeck}/api/admin/features/echo`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: json });
    await fetch(`${flagdeck}/api/admin/features/echo`, { method: 'POST', headers: { 'Content-Type': 'text/csv' }, body: 'a;b\n1;2' });
    expect(upstream.seen.map((request) => request.body)).toEqual([json, 'a;b\n1;2']);
    expect(upstream.seen[0]?.headers['content-type']).toBe('application/json');

    const off = await fetch(`${flagdeck}/api/admin/projects/default/features/f/environments/production/off`, {
      method: 'POST', headers: { Authorization: token, 'Content-Type': 'application/json' },
    });
    expect(off.status).toBe(200);
    expect(await off.text()).toBe('');
    expect(upstream.seen[2]).toMatchObject({ method: 'POST', body: '' });
  });

  it('error answers come back as the upstream sent them, once: no retry of a 503', async () => {
    const permissionError = {
      id: 'e1', name: 'PermissionError',
      message: 'You don\'t have the required permissions to perform this operation. To perform this action, you need the "UPDATE_FEATURE_ENVIRONMENT" permission for the "production" environment.',
    };
    const upstream = await fakeUpstream((app) => {
      app.post('/api/admin/forbidden', async (_request, reply) => reply.status(403).send(permissionError));
      app.get('/api/admin/projects/default/change-requests/open', async (_request, reply) =>
        reply.status(404).send({ id: 'e2', name: 'NotFoundError', message: 'The path you were looking for is not available.' }));
      app.get('/api/admin/busy', async (_request, reply) => reply.status(503).type('text/plain').send('try later'));
    });
    const flagdeck = await flagdeckBefore(upstream.url);

    const forbidden = await fetch(`${flagdeck}/api/admin/forbidden`, { method: 'POST' });
    expect(forbidden.status).toBe(403);
    expect(await forbidden.json()).toEqual(permissionError);
    const missing = await fetch(`${flagdeck}/api/admin/projects/default/change-requests/open`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ name: 'NotFoundError' });
    const busy = await fetch(`${flagdeck}/api/admin/busy`);
    expect(busy.status).toBe(503);
    expect(await busy.text()).toBe('try later');
    expect(upstream.seen.filter((request) => request.url === '/api/admin/busy')).toHaveLength(1);
  });

  it('a streaming answer flows through as it is written, not when it ends', async () => {
    const stream = new PassThrough();
    const upstream = await fakeUpstream((app) => {
      app.get('/api/client/streaming', async (_request, reply) => reply.type('text/event-stream').send(stream));
    });
    const flagdeck = await flagdeckBefore(upstream.url);
    stream.write('event: unleash-connected\ndata: {}\n\n');
    const answer = await fetch(`${flagdeck}/api/client/streaming`, { headers: { Authorization: token } });
    expect(answer.headers.get('content-type')).toContain('text/event-stream');
    const reader = answer.body!.getReader();
    const first = await reader.read();
    expect(new TextDecoder().decode(first.value)).toBe('event: unleash-connected\ndata: {}\n\n');
    // The second event is written only now, after the first has arrived at the browser's side.
    stream.end('event: unleash-updated\ndata: {"events":[]}\n\n');
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toBe('event: unleash-updated\ndata: {"events":[]}\n\n');
  });

  it('keeps the upstream\'s base path, and tells the upstream who the caller is', async () => {
    // The test's client is on loopback, a trusted proxy by default: the client it names is the caller.
    const upstream = await fakeUpstream((app) => {
      app.get('/unleash/api/frontend', async () => ({ toggles: [] }));
    });
    const flagdeck = await flagdeckBefore(`${upstream.url}/unleash/`);
    const answer = await fetch(`${flagdeck}/api/frontend?userId=u1&properties%5Bplan%5D=pro`, { headers: { 'X-Forwarded-For': '203.0.113.9' } });
    expect(answer.status).toBe(200);
    expect(upstream.seen[0]?.url).toBe('/unleash/api/frontend?userId=u1&properties%5Bplan%5D=pro');
    expect(upstream.seen[0]?.headers['x-forwarded-for']).toBe('203.0.113.9');
  });

  it('an upstream that is not there is a 502 with an error body the console reads, naming the host', async () => {
    const gone = await fakeUpstream(() => {});
    const url = gone.url;
    await started.pop()?.close();
    const flagdeck = await flagdeckBefore(url);
    const answer = await fetch(`${flagdeck}/api/admin/projects`, { headers: { Authorization: token } });
    expect(answer.status).toBe(502);
    const body = await answer.json();
    expect(body).toMatchObject({ name: 'BadGatewayError', message: `The upstream service at ${url} could not be reached.` });
  });

  it('an https upstream whose certificate is not trusted is refused, not talked to with the token', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'flagdeck-upstream-tls-'));
    folders.push(dir);
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1',
      '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
    let reached = 0;
    const server = createHttpsServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_request, response) => {
      reached += 1;
      response.end('{}');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    started.push({ close: () => new Promise((resolve) => server.close(resolve)) });
    const address = server.address();
    const flagdeck = await flagdeckBefore(`https://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`);
    const answer = await fetch(`${flagdeck}/api/admin/projects`, { headers: { Authorization: token } });
    expect(answer.status).toBe(502);
    expect(reached).toBe(0);
  });
});

describe('upstream mode serves the console itself', () => {
  it('pages get index.html and assets their files; nothing under /api is answered locally', async () => {
    const upstream = await fakeUpstream((app) => {
      app.get('/api/admin/anything', async () => ({ from: 'upstream' }));
    });
    const flagdeck = await flagdeckBefore(upstream.url);
    const page = await fetch(`${flagdeck}/projects/default/flags/checkout.v2`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<title>Flagdeck</title>');
    // The console's own security headers, from the same code path as in embedded mode; the
    // upstream's answers keep theirs.
    expect(page.headers.get('content-security-policy')).toBe(contentSecurityPolicy);
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(await (await fetch(`${flagdeck}/assets/app.js`)).text()).toBe('console.log(1)');
    expect((await fetch(`${flagdeck}/assets/gone.js`)).status).toBe(404);
    const fromUpstream = await fetch(`${flagdeck}/api/admin/anything`);
    expect(await fromUpstream.json()).toEqual({ from: 'upstream' });
    expect(fromUpstream.headers.get('content-security-policy')).toBeNull();
    const unknown = await fetch(`${flagdeck}/api/admin/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(upstream.seen.map((request) => request.url)).toEqual(['/api/admin/anything', '/api/admin/nothing-here']);
  });
});

describe('upstream mode answers what it refuses itself with the error body', () => {
  it('a path that is not valid percent-encoding is a 400 the console reads, and never reaches the upstream', async () => {
    const upstream = await fakeUpstream(() => {});
    const flagdeck = await flagdeckBefore(upstream.url);
    for (const path of ['/api/admin/projects/%E0%A4%A/features', '/projects/%E0%A4%A/flags']) {
      const answer = await fetch(`${flagdeck}${path}`);
      expect(answer.status, path).toBe(400);
      expect(await answer.json(), path).toMatchObject({ name: 'BadDataError', message: expect.stringContaining('malformed percent-encoding') });
    }
    expect(upstream.seen).toEqual([]);
  });
});

describe('the log', () => {
  it('never holds a token, on success or failure', async () => {
    let log = '';
    const sink = new Writable({ write(chunk: Buffer, _encoding, done) { log += chunk.toString(); done(); } });
    const upstream = await fakeUpstream((app) => {
      app.get('/api/admin/projects', async () => ({ projects: [] }));
      app.get('/api/admin/fails', async (_request, reply) => reply.status(500).send({ name: 'InternalError', message: 'boom' }));
    });
    const flagdeck = await flagdeckBefore(upstream.url, sink);
    await fetch(`${flagdeck}/api/admin/projects`, { headers: { Authorization: token } });
    await fetch(`${flagdeck}/api/admin/fails`, { headers: { Authorization: token } });
    await fetch(`${flagdeck}/api/frontend?userId=u`, { headers: { Authorization: 'default:development.frontend-secret-99' } });
    await started.splice(0, 1)[0]?.close(); // the upstream goes away
    await fetch(`${flagdeck}/api/admin/projects`, { headers: { Authorization: token } });
    expect(log).toContain('/api/admin/projects');
    expect(log).not.toContain('proxy-test-secret');
    expect(log).not.toContain('frontend-secret-99');
  });
});
