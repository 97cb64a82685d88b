const formatter = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });
const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "3 days ago", "in 2 hours"; under a minute is "just now" (or "in a moment"). */
export function formatRelative(date: Date, now: Date = new Date()): string {
  const seconds = Math.round((date.getTime() - now.getTime()) / 1000);
  for (const [unit, size] of units) {
    if (Math.abs(seconds) >= size) return formatter.format(Math.trunc(seconds / size), unit);
  }
  // A moment ago rounds to 0 (or -0): that is "just now", not the future.
  return seconds <= 0 ? 'just now' : 'in a moment';
}

// toLocaleString with options builds a new formatter on every call; one shared formatter makes
// a screen of times (a virtualized table scrolling) an order of magnitude cheaper.
const exactFormatter = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });

export function formatExact(date: Date): string {
  return exactFormatter.format(date);
}

const zonedFormatter = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'long' });

/** To the second, with the time zone it is read in ("Jan 15, 2030, 8:30:00 AM EST"): for a time something will happen. */
export function formatExactWithZone(date: Date): string {
  return zonedFormatter.format(date);
}

/** A relative time that shows the exact one on hover and to screen readers via <time>. */
export function RelativeTime({ value, now }: { value: string; now?: Date }) {
  const date = new Date(value);
  return (
    <time dateTime={value} title={formatExact(date)}>
      {formatRelative(date, now)}
    </time>
  );
}
