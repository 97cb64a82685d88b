import { createHash } from 'node:crypto';

/**
 * ETags from the answer's bytes: equal bodies get equal tags, so a tag changes exactly when what
 * the caller would receive changes (configuration, context, token scope), with no bookkeeping.
 */
export const etagOf = (body: string | Uint8Array): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/**
 * The same promise from what the bytes are made of, where the evaluator joins prepared fragments:
 * the digest of all its fragments and which one each flag gave name the bytes exactly, in a few
 * hundred bytes where the answer has tens of thousands (hashing those took a tenth of an uncached
 * answer's CPU at 350 flags). Equal answers of one configuration get equal tags; a configuration
 * change that leaves every fragment as it was leaves the tags too.
 */
export const etagOfChoices = (fragmentsDigest: string, choices: Uint16Array): string =>
  `"${createHash('sha1').update(fragmentsDigest).update(new Uint8Array(choices.buffer, choices.byteOffset, choices.byteLength)).digest('base64url')}"`;

/** Whether `If-None-Match` names this tag: `*`, or a list, compared weakly as RFC 9110 says for it. */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
