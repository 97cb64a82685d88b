import { RelativeTime } from '../ui/RelativeTime';

/**
 * Creation and last use lie in the past; one that seems ahead of the clock (a token made since
 * the clock last ticked, or a service clock a little ahead) reads "just now", not "in a moment".
 */
export function notBefore(now: Date, value: string): Date {
  const at = Date.parse(value);
  return at > now.getTime() ? new Date(at) : now;
}

/** When the token was last used, or that it never was. */
export function LastSeenCell({ seenAt, now }: { seenAt: string | null | undefined; now: Date }) {
  return seenAt ? <RelativeTime value={seenAt} now={notBefore(now, seenAt)} /> : <span className="badge">Never used</span>;
}
