import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { DataFolderInUseError, lockDataFolder } from './dataFolderLock';
import { openDatabase } from './openDatabase';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flagdeck-lock-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

it('lets one holder at a time lock a data folder, and the next once it lets go', () => {
  const first = lockDataFolder(dir);
  expect(() => lockDataFolder(dir)).toThrow(DataFolderInUseError);
  expect(() => lockDataFolder(dir)).toThrow(`the data folder ${dir} is in use by another Flagdeck process`);
  first.release();
  lockDataFolder(dir).release();
});

it('creates the folder it locks, and leaves the store open to other connections (the import CLI)', () => {
  const folder = join(dir, 'new', 'data');
  const lock = lockDataFolder(folder);
  const db = openDatabase(folder);
  expect(db.cached('SELECT id FROM projects').all()).toEqual([{ id: 'default' }]);
  db.close();
  lock.release();
});
