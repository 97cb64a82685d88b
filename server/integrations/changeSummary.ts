import { changeVerbs } from '../../contract/changeVerbs';
import type { AuditEvent } from '../../contract/events';

/*
 * An event as a chat message: who did what to which flag, where, then each field that changed as
 * before → after ("enabled: off → on"). Slack's own markup (`*bold*`); `<`, `>` and `&` are escaped
 * as Slack asks, so a flag's description cannot make a link or a mention.
 */

const escape = (value: string) => value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const longest = 300;

function shown(value: unknown): string {
  if (value === undefined || value === null) return '—';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return escape(text.length > longest ? `${text.slice(0, longest)}…` : text);
}

/** The fields of `data` and `preData` whose values differ, as `field: before → after` lines. */
export function beforeAndAfter(event: Pick<AuditEvent, 'data' | 'preData'>): string[] {
  const before = event.preData ?? {};
  const after = event.data ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((field) => field !== 'skippedApprovals');
  return fields
    .filter((field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]))
    .map((field) => `${escape(field)}: ${shown(before[field])} → ${shown(after[field])}`);
}

export function changeSummary(event: AuditEvent): string {
  const verb = changeVerbs[event.type];
  const subject = event.featureName ? `*${escape(event.featureName)}*` : '';
  const where = [event.environment ? ` in *${escape(event.environment)}*` : '', event.project ? ` (project ${escape(event.project)})` : ''].join('');
  const headline = verb === undefined
    ? `*${escape(event.createdBy)}*: ${escape(event.type)}${subject ? ` ${subject}` : ''}${where}`
    : `*${escape(event.createdBy)}* ${verb} ${subject}${where}`;
  const skipped = typeof event.data?.skippedApprovals === 'number' ? [`Skipped ${event.data.skippedApprovals} required approval(s).`] : [];
  return [headline, ...beforeAndAfter(event), ...skipped].join('\n');
}
