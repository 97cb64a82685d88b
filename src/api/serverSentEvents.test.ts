import { describe, expect, it } from 'vitest';
import { createMessageReader, type StreamMessage } from './serverSentEvents';

function read(chunks: string[]): StreamMessage[] {
  const messages: StreamMessage[] = [];
  const feed = createMessageReader((message) => messages.push(message));
  for (const chunk of chunks) feed(chunk);
  return messages;
}

describe('reading a text/event-stream', () => {
  it('gives each message its type, data and id, skipping comments', () => {
    expect(read(['retry: 1000\n\n: keep-alive\n\nid: 7\ndata: {"a":1}\n\nid: 8\nevent: ready\ndata: {}\n\n'])).toEqual([
      { event: 'message', data: '{"a":1}', id: '7' },
      { event: 'ready', data: '{}', id: '8' },
    ]);
  });

  it('joins a message cut anywhere across chunks, line ends of any kind', () => {
    expect(read(['id: 1', '2\r\nda', 'ta: {"b"', ':2}\r', '\n\r\n'])).toEqual([{ event: 'message', data: '{"b":2}', id: '12' }]);
  });

  it('sends nothing for a message not yet ended by a blank line', () => {
    expect(read(['id: 3\ndata: x\n'])).toEqual([]);
  });

  it('joins several data lines with line breaks', () => {
    expect(read(['data: a\ndata: b\n\n'])).toEqual([{ event: 'message', data: 'a\nb' }]);
  });
});
