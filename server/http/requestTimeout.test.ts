import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error';
import { startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';
import { startChildServer, type ChildServer } from '../test/childServer';
import { startRecordingUpstream } from '../test/recordingUpstream';
import { buildUpstreamApp } from '../upstream/buildUpstreamApp';

/*
 * A client that sends its request a byte a second never finishes it: the socket must not be held
 * for longer than the request timeout. Where nothing has been answered yet the client gets a 408
 * with the error body; then the connection closes.
 */
const services: TestService[] = [];
const children: ChildServer[] = [];
const others: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  for (const child of children.splice(0)) await child.stop();
  for (const other of others.splice(0).reverse()) await other.close();
});

interface Trickled { answer: string; elapsedMs: number; bytesSent: number }

/** Sends `head` at once, then one byte a second, until the server closes the connection. */
function trickle(base: string, head: string): Promise<Trickled> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve) => {
    const started = Date.now();
    let answer = '';
    let bytesSent = 0;
    const socket = connect(Number(port), hostname, () => {
      socket.write(head);
      bytesSent += head.length;
    });
    const drip = setInterval(() => {
      if (socket.writable) socket.write('x', () => (bytesSent += 1));
    }, 1_000);
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(drip);
      resolve({ answer, elapsedMs: Date.now() - started, bytesSent });
    });
  });
}

function parse(answer: string): { status: number; headers: string; body: unknown } {
  const [head = '', body = ''] = answer.split('\r\n\r\n');
  return { status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body: body === '' ? undefined : JSON.parse(body) };
}

const postHead = (path: string, authorization?: string) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n${authorization ? `Authorization: ${authorization}\r\n` : ''}\r\n{"name":"`;

describe('a request that never finishes arriving', () => {
  it('gets 408 RequestTimeoutError with the error body after REQUEST_TIMEOUT_SECONDS, however steadily its body trickles', async () => {
    const child = await startChildServer({ INIT_ADMIN_API_TOKENS: tokens.admin, REQUEST_TIMEOUT_SECONDS: '2' });
    children.push(child);
    const result = await trickle(child.url, postHead('/api/admin/projects/default/features', tokens.admin));
    const { status, body } = parse(result.answer);
    expect(status).toBe(408);
    expect(errorBodySchema.parse(body)).toMatchObject({ id: expect.any(String), name: 'RequestTimeoutError', message: expect.stringContaining('too long') });
    expect(result.elapsedMs).toBeGreaterThanOrEqual(2_000);
    // The trickle did go on past the first second: the timeout is for the whole request, not idleness.
    expect(result.bytesSent).toBeGreaterThan(postHead('', tokens.admin).length);
  }, 20_000);

  it('the same when the headers themselves trickle', async () => {
    const service = await startTestService({ app: { requestTimeoutMs: 2_000 } });
    services.push(service);
    const base = await service.app.listen({ port: 0, host: '127.0.0.1' });
    const before = storeSnapshot(service.db);
    const result = await trickle(base, 'POST /api/admin/projects/default/features HTTP/1.1\r\nHost: localhost\r\nX-Slow: ');
    const { status, body } = parse(result.answer);
    expect(status).toBe(408);
    expect(errorBodySchema.parse(body).name).toBe('RequestTimeoutError');
    expect(storeSnapshot(service.db)).toBe(before);
  }, 20_000);

  it('a request answered before its body arrived (401 without a token) closes its connection at once', async () => {
    // The request timeout is far away: the connection must close because the answer is given.
    const service = await startTestService({ app: { requestTimeoutMs: 120_000 } });
    services.push(service);
    const base = await service.app.listen({ port: 0, host: '127.0.0.1' });
    const result = await trickle(base, postHead('/api/admin/projects/default/features'));
    const { status, headers, body } = parse(result.answer);
    expect(status).toBe(401);
    expect(headers).toContain('connection: close');
    expect(errorBodySchema.parse(body).name).toBe('AuthenticationRequired');
  }, 20_000);

  it('in upstream mode too, while the body is being passed on to the upstream', async () => {
    const upstream = await startRecordingUpstream((request, response) => {
      request.resume();
      request.on('end', () => response.writeHead(201, { 'content-type': 'application/json' }).end('{}'));
    });
    others.push(upstream);
    const app = await buildUpstreamApp({ upstream: new URL(upstream.url), distDir: '/nonexistent', requestTimeoutMs: 2_000 });
    others.push(app);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const result = await trickle(base, postHead('/api/admin/projects/default/features', tokens.admin));
    const { status, body } = parse(result.answer);
    expect(status).toBe(408);
    expect(errorBodySchema.parse(body).name).toBe('RequestTimeoutError');
    expect(upstream.seen.map((seen) => seen.url)).toEqual(['/api/admin/projects/default/features']);
  }, 20_000);
});
