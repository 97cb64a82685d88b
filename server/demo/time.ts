/** Demo data is placed relative to now, so a fresh demo always looks recent. */
const day = 24 * 60 * 60 * 1000;

export const ago = (days: number, now = Date.now()): string => new Date(now - days * day).toISOString();
export const ahead = (days: number, now = Date.now()): string => new Date(now + days * day).toISOString();
export const minutesAgo = (minutes: number, now = Date.now()): string => new Date(now - minutes * 60_000).toISOString();

/** What the console shows as "never expires": Unleash's far-future expiry. */
export const neverExpires = '9999-12-31T23:59:59.999Z';
