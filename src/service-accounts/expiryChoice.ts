/**
 * The expiry a new token gets from the choice made in the dialog. Pure: "now" is passed in.
 */
export const expiryPresetDays = [7, 30, 90] as const;
export type ExpiryPreset = `${(typeof expiryPresetDays)[number]}` | 'custom' | 'never';

/** The API has no "never": a token that never expires gets the last instant of year 9999. */
export const neverExpiresAt = '9999-12-31T23:59:59.999Z';

const day = 24 * 60 * 60 * 1000;

export type ExpiryResult = { ok: true; expiresAt: string } | { ok: false; error: string };

/** yyyy-mm-dd of a local day, as an `<input type="date">` reads and writes it. */
export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The first day a custom expiry may fall on: tomorrow, so a new token is never born expiring. */
export function firstCustomDay(now: Date): string {
  return localDay(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

export function expiresAtFor(preset: ExpiryPreset, customDay: string, now: Date): ExpiryResult {
  if (preset === 'never') return { ok: true, expiresAt: neverExpiresAt };
  if (preset !== 'custom') return { ok: true, expiresAt: new Date(now.getTime() + Number(preset) * day).toISOString() };

  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(customDay);
  if (!match) return { ok: false, error: 'Choose the day the token expires.' };
  const [, year, month, dayOfMonth] = match.map(Number) as [number, number, number, number];
  // The token stays valid through the whole chosen day, in the user's own time zone.
  const endOfDay = new Date(year, month - 1, dayOfMonth, 23, 59, 59, 999);
  if (Number.isNaN(endOfDay.getTime()) || endOfDay.getDate() !== dayOfMonth) {
    return { ok: false, error: 'Choose the day the token expires.' };
  }
  if (customDay < firstCustomDay(now)) return { ok: false, error: 'Choose a day after today.' };
  return { ok: true, expiresAt: endOfDay.toISOString() };
}
