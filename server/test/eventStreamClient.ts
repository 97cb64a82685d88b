/**
 * A client of the live stream for tests, over a real socket: the messages as they arrive, waited
 * for by what they hold, never by time.
 */
export interface ReceivedMessage { id?: string; event?: string; data?: string; comment?: boolean }

export interface StreamClient {
  status: number;
  headers: Headers;
  /** The first message (from the start) that `matches`, once it has arrived. */
  next(matches: (message: ReceivedMessage) => boolean): Promise<ReceivedMessage>;
  /** Every message so far. */
  readonly messages: readonly ReceivedMessage[];
  /** Settles when the service ends the stream. */
  ended: Promise<void>;
  close(): void;
}

function parseBlock(block: string): ReceivedMessage {
  const message: ReceivedMessage = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) message.comment = true;
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const field = line.slice(0, colon);
    const value = line.slice(colon + 1).replace(/^ /, '');
    if (field === 'id' || field === 'event' || field === 'data') message[field] = value;
  }
  return message;
}

export async function openStream(url: string, headers: Record<string, string>): Promise<StreamClient> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
  const messages: ReceivedMessage[] = [];
  const waiting = new Set<() => void>();
  let buffer = '';
  const ended = (async () => {
    if (!response.body) return;
    const decoder = new TextDecoder();
    const reader = response.body.getReader();
    try {
      for (let read = await reader.read(); !read.done; read = await reader.read()) {
        buffer += decoder.decode(read.value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          messages.push(parseBlock(buffer.slice(0, end)));
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
        for (const wake of [...waiting]) wake();
      }
    } catch {
      // Closed by the test itself.
    }
    for (const wake of [...waiting]) wake();
  })();
  let done = false;
  void ended.then(() => (done = true));
  return {
    status: response.status,
    headers: response.headers,
    messages,
    ended,
    next(matches) {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = messages.find(matches);
          if (found) {
            waiting.delete(look);
            resolve(found);
          } else if (done) {
            waiting.delete(look);
            reject(new Error(`the stream ended without the message; it sent ${JSON.stringify(messages)}`));
          }
        };
        waiting.add(look);
        look();
        void ended.then(look);
      });
    },
    close: () => abort.abort(),
  };
}
