import { createServer, Server as HttpServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Server } from 'node:net';

/**
 * A plain `node:http` server standing in for an upstream Unleash: it records every request as it
 * arrived on the wire (the raw request target, the headers) and answers as the test says.
 */
export interface SeenRequest { method: string; url: string; headers: IncomingMessage['headers'] }

export interface RecordingUpstream {
  url: string;
  seen: SeenRequest[];
  close: () => Promise<void>;
}

export async function startRecordingUpstream(answer: (request: IncomingMessage, response: ServerResponse) => void): Promise<RecordingUpstream> {
  const seen: SeenRequest[] = [];
  const server = createServer((request, response) => {
    seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers });
    answer(request, response);
  });
  const url = await listenOnLoopback(server);
  return { url, seen, close: () => closeServer(server) };
}

/** Listens on a free loopback port; a `node:http` server or a bare TCP one. */
export async function listenOnLoopback(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

export function closeServer(server: Server): Promise<void> {
  if (server instanceof HttpServer) server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

export interface RawAnswer { status: number; headers: IncomingMessage['headers']; body: string }

/**
 * A request whose target goes on the wire exactly as written: `fetch` would normalise `\` and dot
 * segments before sending, which is what a hostile client does not do.
 */
export function sendRaw(base: string, target: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<RawAnswer> {
  const { hostname, port } = new URL(base);
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: hostname, port, path: target, method: options.method ?? 'GET', headers: options.headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}
