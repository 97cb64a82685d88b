/**
 * `currentTime` travels as an ISO instant (`2030-01-31T08:00:00.000Z`); the picker shows and
 * takes the browser's local time (`2030-01-31T09:00`). Converting here keeps the URL and the query
 * string independent of the time zone of whoever opens the link.
 */

export function isoFromLocalInput(local: string): string {
  if (local === '') return '';
  const time = new Date(local);
  return Number.isNaN(time.getTime()) ? '' : time.toISOString();
}

/** The picker's value for an ISO instant; '' when the value is not a date the picker can show. */
export function localInputValue(iso: string): string {
  if (iso === '' || !/^\d{4}-\d{2}-\d{2}/.test(iso)) return '';
  const time = new Date(iso);
  if (Number.isNaN(time.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const date = `${time.getFullYear()}-${pad(time.getMonth() + 1)}-${pad(time.getDate())}`;
  const seconds = time.getSeconds() ? `:${pad(time.getSeconds())}` : '';
  return `${date}T${pad(time.getHours())}:${pad(time.getMinutes())}${seconds}`;
}

export function daysFromNow(days: number, now = new Date()): string {
  const time = new Date(now.getTime() + days * 86_400_000);
  time.setSeconds(0, 0);
  return time.toISOString();
}
