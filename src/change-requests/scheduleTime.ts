/** A `datetime-local` input speaks the user's local time without a zone; the service wants UTC. */

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-05-01T14:30:00" in local time, as the input shows it. */
export function localInputValue(date: Date): string {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}

/** The moment the input's value names, or null when it names none. */
export function readLocalInput(value: string): Date | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) return null;
  // Without a zone, Date reads a date-time as local time, which is what the input means.
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}

export function scheduleFromInput(value: string, now: number): { scheduledAt: string } | { problem: string } {
  const at = readLocalInput(value);
  if (!at) return { problem: 'Pick a date and time.' };
  if (at.getTime() <= now) return { problem: 'Pick a time in the future.' };
  return { scheduledAt: at.toISOString() };
}
