import { changeVerbs } from '../../contract/changeVerbs';
import type { AuditEvent } from '../../contract/events';

/*
 * A change to something one follows, in words: who did what to which flag, where, and each field
 * it changed as before → after ("enabled: on → off").
 */

const longest = 120;

function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > longest ? `${text.slice(0, longest)}…` : text;
}

export function notificationSentence(event: AuditEvent): string {
  const where = event.environment ? ` in ${event.environment}` : '';
  return `${event.createdBy} ${changeVerbs[event.type] ?? event.type} ${event.featureName ?? event.project ?? ''}${where}`.trim();
}

/** Each field the change moved, as `field: before → after`. */
export function beforeAndAfter(event: Pick<AuditEvent, 'data' | 'preData'>): string[] {
  const before = event.preData ?? {};
  const after = event.data ?? {};
  return [...new Set([...Object.keys(before), ...Object.keys(after)])]
    .filter((field) => field !== 'skippedApprovals' && JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => `${field}: ${shown(before[field])} → ${shown(after[field])}`);
}
