import type { AuditEvent } from '../../contract/events';
import type { FlagAnswer } from '../../contract/timeTravel';

/** A flag's answer in words: "on (variant blue)", "off", "not there". */
export function answerWords(answer: FlagAnswer | null): string {
  if (!answer) return 'not there';
  return answer.enabled ? `on${answer.variant ? ` (variant ${answer.variant})` : ''}` : 'off';
}

/** What an event did, in the words of its type ("feature-strategy-update": "strategy updated"). */
export function changeWords(event: AuditEvent): string {
  const what = event.type.replace(/^feature-/, '').replace(/-/g, ' ');
  return `${what}${event.environment ? ` in ${event.environment}` : ''}`;
}

/** The History page narrowed to the event: its flag, its environment, its type and its day. */
export function eventHistoryQuery(event: AuditEvent): URLSearchParams {
  const day = event.createdAt.slice(0, 10);
  const params = new URLSearchParams();
  if (event.featureName) params.set('flag', event.featureName);
  if (event.environment) params.set('environment', event.environment);
  params.set('type', event.type);
  params.set('from', day);
  params.set('to', day);
  return params;
}
