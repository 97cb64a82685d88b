import { createHash } from 'node:crypto';

/**
 * ETags from the answer's bytes: equal bodies get equal tags, so a tag changes exactly when what
 * the caller would receive changes (configuration, context, token scope), with no bookkeeping.
 */
export const etagOf = (body: string | Uint8Array): string => `"${createHash('sha1').update(body).digest('base64url')}"`;

/** Whether `If-None-Match` names this tag: `*`, or a list, compared weakly as RFC 9110 says for it. */
export function ifNoneMatchHolds(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
