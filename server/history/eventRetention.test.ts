import { afterEach, describe, expect, it } from 'vitest';
import { eventSearchResponseSchema } from '../../contract/events';
import { recordEvent, systemAuthor } from '../store/events';
import { startTestService, type TestService } from '../test/harness';
import { pruneOldEvents } from './eventRetention';

let service: TestService | undefined;
afterEach(async () => service?.close());

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString();
const kept = (db: TestService['db']) =>
  db.prepare<[], { data: string }>("SELECT data FROM events WHERE type = 'context-field-created' ORDER BY id").all().map((row) => row.data);

describe('event retention', () => {
  it('prunes the events older than EVENT_RETENTION_DAYS once the service is ready, and keeps the rest', async () => {
    const first = await startTestService();
    for (const age of [400, 31, 29, 1]) recordEvent(first.db, { ...systemAuthor, at: daysAgo(age) }, { type: 'context-field-created', data: { age } });
    await first.close({ keepData: true });

    const restarted = await startTestService({ dataDir: first.dataDir, app: { eventRetentionDays: 30 } });
    service = restarted;
    await expect.poll(() => kept(restarted.db)).toEqual([JSON.stringify({ age: 29 }), JSON.stringify({ age: 1 })]);
    const search = await restarted.call('GET', '/api/admin/search/events?type=IS:context-field-created', { answer: eventSearchResponseSchema });
    expect(search.answer.total).toBe(2);
  });

  it('deletes in batches until none older is left', async () => {
    service = await startTestService();
    const { db } = service;
    db.transaction(() => {
      for (let index = 0; index < 12_000; index += 1) recordEvent(db, { ...systemAuthor, at: daysAgo(100) }, { type: 'context-field-created', data: { index } });
    })();
    expect(await pruneOldEvents(db, 90)).toBe(12_000);
    expect(await pruneOldEvents(db, 90)).toBe(0);
  });
});
