import type { AuditEvent, EventSearchResponse } from '../../contract/events';
import { eventSentence, sentenceText } from './eventSentence';
import { exportPageSize, searchParamsOf, type HistoryFilter } from './historyFilter';

export type SearchPage = (query: [string, string][], signal: AbortSignal) => Promise<EventSearchResponse>;

/**
 * Every event of the filter, in the search's largest pages, newest first. Events recorded while
 * it reads push older ones onto the next page, so an event may come twice: it is kept once.
 */
export async function readAllEvents(filter: HistoryFilter, searchPage: SearchPage, signal: AbortSignal, onProgress: (read: number, total: number) => void): Promise<AuditEvent[]> {
  const events = new Map<number, AuditEvent>();
  for (let offset = 0; ; offset += exportPageSize) {
    const page = await searchPage(searchParamsOf(filter, offset, exportPageSize), signal);
    for (const event of page.events) events.set(event.id, event);
    onProgress(Math.min(offset + page.events.length, page.total), page.total);
    if (page.events.length < exportPageSize || offset + exportPageSize >= page.total) break;
  }
  return [...events.values()];
}

const columns = ['id', 'createdAt', 'createdBy', 'createdByUserId', 'type', 'project', 'featureName', 'environment', 'groupId', 'description', 'preData', 'data'] as const;

/**
 * A spreadsheet opens a cell that starts with = + - @ (or a tab or return) as a formula, and flag
 * names, descriptions and payloads are anyone's text: such a cell is written with a leading quote.
 * Numbers are the service's own (an admin token's user id is -42) and stay numbers.
 */
function cell(value: unknown): string {
  if (typeof value === 'number') return String(value);
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** One line per event with the sentence the page shows; `data` and `preData` as JSON. */
export function eventsAsCsv(events: readonly AuditEvent[]): string {
  const rows = events.map((event) => {
    const values: Partial<Record<(typeof columns)[number], unknown>> = { ...event, description: sentenceText(eventSentence(event)) };
    return columns.map((column) => cell(values[column])).join(',');
  });
  return [columns.join(','), ...rows].join('\r\n') + '\r\n';
}

/** The events as the service answered them, and what they were filtered by. */
export function eventsAsJson(events: readonly AuditEvent[], filter: HistoryFilter): string {
  return JSON.stringify({ filter, total: events.length, events }, null, 2);
}

/** `flagdeck-history-checkout-production-2026-03-02.csv`: what and when, safe as a file name. */
export function exportFileName(filter: HistoryFilter, extension: 'csv' | 'json', now: Date): string {
  const parts = ['flagdeck-history', filter.flag, filter.project, filter.environment, filter.type, now.toISOString().slice(0, 10)];
  return `${parts.filter(Boolean).join('-').replace(/[^\w.-]+/g, '_')}.${extension}`;
}
