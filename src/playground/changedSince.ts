import type { AuditEvent } from '../../contract/events';

/**
 * Where the service cannot rebuild a past configuration (Unleash 8.2: no such endpoint, and its
 * toggle events carry no state), its event search still says which flags changed since a moment:
 * those are named as not rebuilt, never guessed; every other flag was configured then as now,
 * unless a segment changed since (its flags are not named by the segment's events).
 */
export interface ChangedFlag {
  name: string;
  /** The changes since the moment, oldest first. */
  events: AuditEvent[];
}

export interface ChangedSince {
  flags: ChangedFlag[];
  /** Segments changed since, oldest first: any flag that uses one may have answered differently. */
  segments: AuditEvent[];
}

/** The flags and segments `events` (the search's, newest first) changed after `at` in `environment`. */
export function changedSince(events: readonly AuditEvent[], at: string, environment: string): ChangedSince {
  const moment = Date.parse(at);
  const flags = new Map<string, AuditEvent[]>();
  const segments: AuditEvent[] = [];
  for (const event of [...events].reverse()) {
    if (!(Date.parse(event.createdAt) > moment)) continue;
    // A change in another environment leaves this one's configuration as it was.
    if (event.environment && event.environment !== environment) continue;
    if (event.featureName) flags.set(event.featureName, [...(flags.get(event.featureName) ?? []), event]);
    else if (event.type.startsWith('segment-')) segments.push(event);
  }
  return { flags: [...flags].map(([name, changes]) => ({ name, events: changes })).sort((a, b) => (a.name < b.name ? -1 : 1)), segments };
}
