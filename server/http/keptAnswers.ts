import { encodeAnswer, type EncodedAnswer } from './compression';

/**
 * Answers serialised and compressed once and sent again while the store has not changed: a
 * project's list of 10,000 flags takes a quarter of a second to read, serialise and compress, and
 * the same bytes to send until something writes. `version` says when the store may have changed
 * (store/storeVersion.ts); at most `limit` answers are kept, the least recently asked for going
 * first.
 */
export interface KeptAnswers {
  /** The answer kept under `key` at the store's current version, or the one `build` makes, kept. */
  answer(key: string, build: () => unknown): EncodedAnswer;
}

export function keepAnswers(version: () => string, limit: number): KeptAnswers {
  const kept = new Map<string, { version: string; answer: EncodedAnswer }>();
  return {
    answer(key, build) {
      const now = version();
      const found = kept.get(key);
      kept.delete(key);
      const answer = found?.version === now ? found.answer : encodeAnswer(JSON.stringify(build()));
      kept.set(key, { version: now, answer });
      for (const oldest of kept.keys()) {
        if (kept.size <= limit) break;
        kept.delete(oldest);
      }
      return answer;
    },
  };
}
