import type { Pat } from '../../contract';
import { formatRelative } from '../ui/RelativeTime';

/** Used within this window, a token is likely still in use: a weekly job has had its turn. */
export const recentlyUsedWithin = 7 * 24 * 3600 * 1000;

export interface LastUse {
  text: string;
  /** Whatever uses it will fail once it is gone: worth a warning before deleting it. */
  recent: boolean;
}

/** What deleting a token should say about its use: "It was used 4 minutes ago by CI pipeline". */
export function lastUseOf(token: Pick<Pat, 'seenAt'>, accountLabel: string, now: Date): LastUse {
  if (!token.seenAt) return { text: 'It has never been used.', recent: false };
  const seen = new Date(token.seenAt);
  // A use the clock has not caught up with yet (a service clock a little ahead) is "just now".
  const ago = formatRelative(seen, seen > now ? seen : now);
  if (now.getTime() - seen.getTime() <= recentlyUsedWithin) return { text: `It was used ${ago} by ${accountLabel}: something still relies on it.`, recent: true };
  return { text: `It was last used ${ago}.`, recent: false };
}
