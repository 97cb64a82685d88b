/** How a bucket's start reads under a chart: "Tue 14:00" for an hour, "3 Mar" for a day, in the reader's time zone. */
export function momentLabel(iso: string, unit: 'hour' | 'day', locale?: string): string {
  const date = new Date(iso);
  return unit === 'hour'
    ? date.toLocaleString(locale, { weekday: 'short', hour: '2-digit', minute: '2-digit' })
    : date.toLocaleDateString(locale, { day: 'numeric', month: 'short' });
}
