import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { StartupError } from '../startup';
import { buildClientFeatures } from '../store/clientFeatures';
import { openDatabase, type Db } from '../store/openDatabase';
import { importOnStart } from './importOnStart';

let dir: string;
let db: Db;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flagdeck-import-start-'));
  db = openDatabase(join(dir, 'data'));
});
afterEach(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

const flags = JSON.stringify({ version: 2, features: [{ name: 'f', enabled: true, strategies: [{ name: 'default' }] }] });

test('without IMPORT_FILE nothing happens', () => {
  expect(importOnStart(db, {})).toBeUndefined();
});

test('IMPORT_FILE goes into the default project and the development environment unless told otherwise', () => {
  const path = join(dir, 'flags.json');
  writeFileSync(path, flags);
  expect(importOnStart(db, { IMPORT_FILE: path })).toMatch(/^imported 1 flags into project "default", environment "development"/);
  expect(buildClientFeatures(db, 'development', ['default']).features.map((f) => f.name)).toEqual(['f']);
  const other = join(dir, 'other.json');
  writeFileSync(other, flags.replace('"f"', '"g"'));
  importOnStart(db, { IMPORT_FILE: other, IMPORT_PROJECT: 'mirror', IMPORT_ENVIRONMENT: 'production' });
  expect(buildClientFeatures(db, 'production', ['mirror']).features.map((f) => f.name)).toEqual(['g']);
});

test('a refused file stops the start with the reason', () => {
  const path = join(dir, 'broken.json');
  writeFileSync(path, '{"features": []}');
  expect(() => importOnStart(db, { IMPORT_FILE: path })).toThrow(StartupError);
  expect(() => importOnStart(db, { IMPORT_FILE: path })).toThrow(/^IMPORT_FILE was refused and nothing was changed: .*broken\.json is not in the client-features format .*version: /);
  expect(() => importOnStart(db, { IMPORT_FILE: join(dir, 'missing.json') })).toThrow(/cannot read .*missing\.json/);
});
