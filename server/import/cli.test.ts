import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, expect, test } from 'vitest';
import { featureListSchema } from '../../contract/feature';
import { buildClientFeatures } from '../store/clientFeatures';
import { openDatabase } from '../store/openDatabase';
import { startChildServer } from '../test/childServer';

// The CLI as `npm run import` runs it, in its own process against DATA_DIR.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'flagdeck-import-cli-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const cli = (...args: string[]) => spawnSync(process.execPath, ['--import', 'tsx', 'server/import/cli.ts', ...args], {
  env: { ...process.env, DATA_DIR: join(dir, 'data') },
  encoding: 'utf8',
});

test('imports a file into the project and environment named', () => {
  const path = join(dir, 'flags.json');
  writeFileSync(path, JSON.stringify({ version: 2, features: [{ name: 'f', enabled: true, strategies: [{ name: 'default' }] }] }));
  const run = cli('--file', path, '--project', 'mirror', '--environment', 'production');
  expect(run.stderr).toBe('');
  expect(run.stdout).toMatch(/^imported 1 flags into project "mirror", environment "production"; 1 new;/);
  expect(run.status).toBe(0);
  const db = openDatabase(join(dir, 'data'));
  expect(buildClientFeatures(db, 'production', ['mirror']).features.map((f) => f.name)).toEqual(['f']);
  db.close();
});

test('a refused file exits 1 and says why; a missing --file exits 2 with the usage', () => {
  const path = join(dir, 'flags.json');
  writeFileSync(path, 'not json');
  const refused = cli('--file', path);
  expect(refused.status).toBe(1);
  expect(refused.stderr).toMatch(/^import refused, nothing was changed: .*flags\.json is not valid JSON/);
  const usage = cli();
  expect(usage.status).toBe(2);
  expect(usage.stderr).toContain('usage: npm run import -- --file');
});

test('imports beside a server holding the data folder, which serves the imported flags at once', async () => {
  // The server's lock keeps out a second server, not the import: that is one transaction, and the
  // server sees the configuration it wrote on its next request.
  const token = '*:*.import-beside-server-secret';
  const server = await startChildServer({ DATA_DIR: join(dir, 'data'), INIT_ADMIN_API_TOKENS: token });
  try {
    const path = join(dir, 'flags.json');
    writeFileSync(path, JSON.stringify({ version: 2, features: [{ name: 'imported-live', enabled: true, strategies: [{ name: 'default' }] }] }));
    const run = cli('--file', path);
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    const listed = await fetch(`${server.url}/api/admin/projects/default/features`, { headers: { authorization: token } });
    expect(featureListSchema.parse(await listed.json()).features.map((feature) => feature.name)).toEqual(['imported-live']);
  } finally {
    await server.stop();
  }
}, 60_000);
