import { describe, expect, it } from 'vitest';
import type { AuditEvent } from '../../contract/events';
import { eventsAsCsv, eventsAsJson, exportFileName, readAllEvents, type SearchPage } from './exportEvents';
import { anEvent, rollout } from './fixtures';
import { exportPageSize } from './historyFilter';

/** A search over `events` that answers offset and limit as Unleash does; `recordedMeanwhile` arrive after the first page. */
function searchOver(events: AuditEvent[], recordedMeanwhile: AuditEvent[] = []): { search: SearchPage; asked: string[][] } {
  const log = [...events];
  const asked: string[][] = [];
  const search: SearchPage = async (query) => {
    const params = new URLSearchParams(query);
    asked.push(query.map(([key, value]) => `${key}=${value}`));
    const offset = Number(params.get('offset'));
    const answer = { events: log.slice(offset, offset + Number(params.get('limit'))), total: log.length };
    if (offset === 0) log.unshift(...recordedMeanwhile);
    return answer;
  };
  return { search, asked };
}

describe('exporting every page of a filter', () => {
  it('reads page after page until the total, with the filter on each', async () => {
    const events = Array.from({ length: exportPageSize * 2 + 5 }, () => anEvent());
    const { search, asked } = searchOver(events);
    const progress: number[] = [];
    const read = await readAllEvents({ flag: 'checkout-v2' }, search, new AbortController().signal, (done) => progress.push(done));
    expect(read).toHaveLength(events.length);
    expect(asked.map((query) => query.filter((part) => !part.startsWith('limit')))).toEqual([
      ['feature=IS:checkout-v2', 'offset=0'],
      ['feature=IS:checkout-v2', `offset=${exportPageSize}`],
      ['feature=IS:checkout-v2', `offset=${exportPageSize * 2}`],
    ]);
    expect(progress).toEqual([exportPageSize, exportPageSize * 2, events.length]);
  });

  it('keeps an event once when newer ones push it onto the next page', async () => {
    const events = Array.from({ length: exportPageSize + 1 }, () => anEvent());
    const { search } = searchOver(events, [anEvent(), anEvent()]);
    const read = await readAllEvents({}, search, new AbortController().signal, () => {});
    expect(new Set(read.map((event) => event.id)).size).toBe(read.length);
    expect(read.map((event) => event.id)).toEqual(expect.arrayContaining(events.map((event) => event.id)));
  });

  it('asks once for an empty filter', async () => {
    const { search, asked } = searchOver([]);
    expect(await readAllEvents({}, search, new AbortController().signal, () => {})).toEqual([]);
    expect(asked).toHaveLength(1);
  });
});

describe('the files', () => {
  it('writes a CSV line per event with its sentence and data as JSON, quoting what needs it', () => {
    const csv = eventsAsCsv([anEvent({ id: 7, type: 'feature-strategy-add', createdBy: 'alice', environment: 'staging', data: rollout(25), groupId: 'g' })]);
    const [header, line] = csv.split('\r\n');
    expect(header).toBe('id,createdAt,createdBy,createdByUserId,type,project,featureName,environment,groupId,description,preData,data');
    expect(line).toMatch(/^7,2026-03-02T14:05:00.000Z,alice,3,feature-strategy-add,default,checkout-v2,staging,g,alice added a 25% rollout to checkout-v2 in staging,,"\{""id"":""strategy-1""/);
  });

  it('keeps a spreadsheet from reading a cell as a formula', () => {
    const csv = eventsAsCsv([anEvent({ createdBy: '=HYPERLINK("http://evil")', featureName: '+1', environment: '-x' })]);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv).toContain(",'+1,'-x,");
    expect(eventsAsCsv([anEvent({ createdBy: 'admin', createdByUserId: -42 })])).toContain(',admin,-42,');
  });

  it('writes JSON with the filter beside the events', () => {
    const event = anEvent();
    expect(JSON.parse(eventsAsJson([event], { flag: 'checkout-v2' }))).toEqual({ filter: { flag: 'checkout-v2' }, total: 1, events: [event] });
  });

  it('names the file after the filter and the day', () => {
    expect(exportFileName({ flag: 'checkout v2', environment: 'production' }, 'csv', new Date('2026-03-02T10:00:00Z'))).toBe('flagdeck-history-checkout_v2-production-2026-03-02.csv');
  });
});
