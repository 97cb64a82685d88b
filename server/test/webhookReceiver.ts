import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';

/** One request a receiver got: its headers and its body exactly as sent. */
export interface Received { headers: IncomingHttpHeaders; body: string; path: string }

export interface WebhookReceiver {
  /** `http://127.0.0.1:<port>` */
  url: string;
  /** `127.0.0.1:<port>`, as INTEGRATION_ALLOWED_HOSTS names it. */
  hostAndPort: string;
  received: Received[];
  /** Resolves once `count` requests have arrived, with them all. */
  waitFor(count: number): Promise<Received[]>;
  /** The statuses the next requests are answered with, in order; 200 after them. `'hold'` answers nothing until `release`. */
  answerNext(...statuses: (number | 'hold')[]): void;
  /** Answers every held request 200. */
  release(): void;
  close(): Promise<void>;
}

/** A real HTTP server on loopback that records what integrations deliver (server/integrations tests and the e2e specs). */
export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const received: Received[] = [];
  const planned: (number | 'hold')[] = [];
  const held: ServerResponse[] = [];
  const waiting: { count: number; resolve: (all: Received[]) => void }[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), path: request.url ?? '' });
      const answer = planned.shift() ?? 200;
      if (answer === 'hold') held.push(response);
      else response.writeHead(answer).end();
      for (const wait of waiting.filter((w) => received.length >= w.count)) {
        waiting.splice(waiting.indexOf(wait), 1);
        wait.resolve([...received]);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the receiver is not listening on a port');
  const { port } = address;
  return {
    url: `http://127.0.0.1:${port}`,
    hostAndPort: `127.0.0.1:${port}`,
    received,
    waitFor: (count) => (received.length >= count ? Promise.resolve([...received]) : new Promise((resolve) => waiting.push({ count, resolve }))),
    answerNext: (...statuses) => planned.push(...statuses),
    release: () => held.splice(0).forEach((response) => response.writeHead(200).end()),
    close: async () => {
      held.splice(0).forEach((response) => response.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
