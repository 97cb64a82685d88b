/**
 * How a token's expiry reads in the table. Pure: "now" is passed in, so the rules are testable
 * at any instant.
 */
const minute = 60_000;
const hour = 60 * minute;
const day = 24 * hour;

/** A token expiring within this window stands out, so it can be rotated in time. */
export const expiresSoonWithin = 7 * day;

/** Services store "never" as a date far ahead (Unleash uses year 9999); beyond this it is never. */
export const neverExpiresBeyond = 50 * 365 * day;

export type ExpiryStatus =
  | { kind: 'expired'; expiresAt: Date }
  | { kind: 'soon'; expiresAt: Date; remainingMs: number }
  | { kind: 'never'; expiresAt: Date }
  | { kind: 'later'; expiresAt: Date };

export function expiryStatus(expiresAt: string, now: Date): ExpiryStatus {
  const date = new Date(expiresAt);
  const remainingMs = date.getTime() - now.getTime();
  // A token is refused from its expiry instant on, so "expiring now" is already expired.
  if (remainingMs <= 0) return { kind: 'expired', expiresAt: date };
  if (remainingMs <= expiresSoonWithin) return { kind: 'soon', expiresAt: date, remainingMs };
  if (remainingMs > neverExpiresBeyond) return { kind: 'never', expiresAt: date };
  return { kind: 'later', expiresAt: date };
}

const inTime = new Intl.RelativeTimeFormat('en', { numeric: 'always' });

/**
 * "in 3 days", "in 5 hours", "in 12 minutes". Rounded, not truncated: a token made to expire in
 * 3 days still reads "in 3 days" a few seconds later, not "in 2 days".
 */
export function formatRemaining(remainingMs: number): string {
  if (remainingMs >= day) return inTime.format(Math.round(remainingMs / day), 'day');
  if (remainingMs >= hour) return inTime.format(Math.round(remainingMs / hour), 'hour');
  return inTime.format(Math.max(1, Math.ceil(remainingMs / minute)), 'minute');
}

export type ExpiryTone = 'danger' | 'warning' | 'muted' | 'plain';

export interface ExpiryLabel {
  text: string;
  tone: ExpiryTone;
}

// Shared: building a formatter per call costs more than rendering the row.
const dateOnlyFormatter = new Intl.DateTimeFormat('en', { dateStyle: 'medium' });
const dateOnly = (date: Date) => dateOnlyFormatter.format(date);

export function expiryLabel(status: ExpiryStatus): ExpiryLabel {
  switch (status.kind) {
    case 'expired':
      return { text: 'Expired', tone: 'danger' };
    case 'soon':
      return { text: `Expires ${formatRemaining(status.remainingMs)}`, tone: 'warning' };
    case 'never':
      return { text: 'Never', tone: 'muted' };
    case 'later':
      return { text: dateOnly(status.expiresAt), tone: 'plain' };
  }
}
