import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Db } from '../store/openDatabase';
import { createPat } from '../store/pats';
import { insertUser } from '../store/users';
import { createSeenAtRecorder } from './seenAtRecorder';
import { systemAuthor } from '../store/events';

let dir: string;
let db: Db;
let patId: number;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  dir = mkdtempSync(join(tmpdir(), 'flagdeck-seen-'));
  db = openDatabase(dir);
  const user = insertUser(db, { name: 'u', username: 'u', rootRole: 'Viewer' });
  patId = createPat(db, systemAuthor, user, { description: 'x', expiresAt: new Date(Date.now() + 86_400_000).toISOString() }).id;
});
afterEach(() => {
  vi.useRealTimers();
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const seenAt = () => db.prepare<[number], { seen_at: string | null }>('SELECT seen_at FROM pats WHERE id = ?').get(patId)?.seen_at ?? null;

describe('seenAt recorder', () => {
  it('writes a first use at once', () => {
    const recorder = createSeenAtRecorder(db);
    recorder.record(patId);
    expect(seenAt()).toBe(new Date().toISOString());
    recorder.stop();
  });

  it('holds later uses within the minute and writes them once the minute is over', () => {
    const recorder = createSeenAtRecorder(db);
    recorder.record(patId);
    const first = seenAt();
    vi.advanceTimersByTime(20_000);
    recorder.record(patId);
    expect(seenAt()).toBe(first);
    vi.advanceTimersByTime(30_000);
    expect(seenAt()).toBe(first);
    vi.advanceTimersByTime(30_000);
    expect(Date.parse(seenAt() ?? '') - Date.parse(first ?? '')).toBe(20_000);
    recorder.stop();
  });

  it('writes a use that comes after the minute at once', () => {
    const recorder = createSeenAtRecorder(db);
    recorder.record(patId);
    vi.advanceTimersByTime(60_000);
    recorder.record(patId);
    expect(seenAt()).toBe(new Date().toISOString());
    recorder.stop();
  });

  it('writes what is pending on stop', () => {
    const recorder = createSeenAtRecorder(db);
    recorder.record(patId);
    vi.advanceTimersByTime(5_000);
    recorder.record(patId);
    recorder.stop();
    expect(Date.parse(seenAt() ?? '')).toBe(Date.now());
  });
});
