import { createServer as createTcpServer, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error';
import { closeServer, listenOnLoopback, startRecordingUpstream } from '../test/recordingUpstream';
import { buildUpstreamApp } from './buildUpstreamApp';

/*
 * An upstream that takes the connection and then says nothing, or stops halfway through an
 * answer, must not hold the console's request (nor its socket) for long: UPSTREAM_TIMEOUT_SECONDS,
 * here half a second. An event stream is the exception: it is quiet by nature.
 */
const started: { close: () => Promise<unknown> }[] = [];
afterEach(async () => {
  for (const thing of started.splice(0).reverse()) await thing.close();
});

const upstreamTimeoutMs = 500;

async function flagdeckBefore(upstreamUrl: string, requestTimeoutMs?: number): Promise<string> {
  const app = await buildUpstreamApp({ upstream: new URL(upstreamUrl), distDir: '/nonexistent', upstreamTimeoutMs, requestTimeoutMs });
  started.push(app);
  return app.listen({ port: 0, host: '127.0.0.1' });
}

/** A TCP server that accepts every connection, reads what comes, and never answers. */
async function silentUpstream(): Promise<{ url: string; connections: () => number }> {
  const sockets = new Set<Socket>();
  let connections = 0;
  const server = createTcpServer((socket) => {
    connections += 1;
    sockets.add(socket);
    socket.on('data', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  const url = await listenOnLoopback(server);
  started.push({
    close: () => {
      for (const socket of sockets) socket.destroy();
      return closeServer(server);
    },
  });
  return { url, connections: () => connections };
}

describe('an upstream that does not answer', () => {
  it('is a 504 GatewayTimeoutError with the error body, naming the host, after the upstream timeout', async () => {
    const upstream = await silentUpstream();
    const flagdeck = await flagdeckBefore(upstream.url);
    const answer = await fetch(`${flagdeck}/api/admin/projects`, { headers: { authorization: '*:*.timeout-test' } });
    expect(answer.status).toBe(504);
    expect(errorBodySchema.parse(await answer.json())).toMatchObject({
      id: expect.any(String), name: 'GatewayTimeoutError', message: `The upstream service at ${upstream.url} did not answer in time.`,
    });
    expect(upstream.connections()).toBe(1);
  }, 15_000);

  it('an answer that stops halfway is cut off, not left hanging', async () => {
    const upstream = await startRecordingUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      response.write('{"features":[');
    });
    started.push(upstream);
    const flagdeck = await flagdeckBefore(upstream.url);
    const answer = await fetch(`${flagdeck}/api/admin/projects/default/features`);
    expect(answer.status).toBe(200);
    await expect(answer.text()).rejects.toThrow();
  }, 15_000);

  it('an event stream may stay quiet for longer than that, on both its connections', async () => {
    let sendNext = () => {};
    const upstream = await startRecordingUpstream((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/event-stream' });
      response.write('event: unleash-connected\ndata: {}\n\n');
      sendNext = () => response.end('event: unleash-updated\ndata: {}\n\n');
    });
    started.push(upstream);
    // The request timeout short too: a connection idle for twice both together is closed otherwise (timeouts.ts).
    const flagdeck = await flagdeckBefore(upstream.url, upstreamTimeoutMs);
    const answer = await fetch(`${flagdeck}/api/client/streaming`, { headers: { accept: 'text/event-stream' } });
    const reader = answer.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain('unleash-connected');
    await new Promise((resolve) => setTimeout(resolve, upstreamTimeoutMs * 5));
    sendNext();
    let rest = '';
    for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) rest += new TextDecoder().decode(chunk.value);
    expect(rest).toContain('unleash-updated');
  }, 15_000);
});
