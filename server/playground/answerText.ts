import { Readable } from 'node:stream';

/**
 * The playground's answer as JSON text, each part serialised as it is made (in the slice that
 * made it, see `inSlices.ts`), so that neither the serialisation of a large answer nor its size is
 * one step: a part that would make the answer longer than `maxChars` is refused while the request
 * is still cheap to stop.
 */
export interface AnswerText {
  /** `value` as JSON, counted against the bound. */
  part(value: unknown): string;
}

export function createAnswerText(maxChars: number, tooLong: () => Error): AnswerText {
  let chars = 0;
  return {
    part(value) {
      const text = JSON.stringify(value);
      // One more for the comma or bracket beside it.
      chars += text.length + 1;
      if (chars > maxChars) throw tooLong();
      return text;
    },
  };
}

/** JSON text of an array whose elements are already JSON text. */
export const jsonArray = (parts: readonly string[]) => `[${parts.join(',')}]`;

/** About how much of the answer is sent at a time: a long answer is many small steps for the event loop. */
const chunkChars = 64 * 1024;

/** `{"input":…,"features":[…]}` of parts already JSON text, as a stream of chunks. */
export function answerStream(input: string, features: readonly string[]): Readable {
  function* chunks(): Generator<string> {
    let chunk = `{"input":${input},"features":[`;
    for (const [index, feature] of features.entries()) {
      chunk += index === 0 ? feature : `,${feature}`;
      if (chunk.length >= chunkChars) {
        yield chunk;
        chunk = '';
      }
    }
    yield `${chunk}]}`;
  }
  return Readable.from(chunks());
}
