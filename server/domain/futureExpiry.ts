import { BadData } from './errors';

/** An expiry must lie ahead: a token born expired is a mistake in the request. */
export function futureExpiry(expiresAt: string): string {
  const at = Date.parse(expiresAt);
  if (at <= Date.now()) throw new BadData('expiresAt must be in the future.', [{ message: 'must be in the future', path: 'expiresAt' }]);
  return new Date(at).toISOString();
}
