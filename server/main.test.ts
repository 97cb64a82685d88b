import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { projectListSchema } from '../contract/admin';
import { startChildServer } from './test/childServer';

interface Run { stdout: string; stderr: string; code: number | null }

/**
 * Runs `tsx server/main.ts` for real. Once it prints its listening line (and a moment for the
 * lines after it), `whileUp` gets the URL; then the process is sent SIGTERM.
 */
async function run(env: Record<string, string>, whileUp: (url: string, stdout: string) => Promise<void> = async () => {}): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let started = false;
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    const url = /Flagdeck listening on (\S+)/.exec(stdout)?.[1];
    if (!url || started) return;
    started = true;
    // All startup lines are written in one go, right after the listening line.
    setTimeout(() => {
      whileUp(url, stdout).finally(() => child.kill('SIGTERM'));
    }, 50);
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { stdout, stderr, code };
}

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'flagdeck-main-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// Each test starts `tsx server/main.ts` once or twice: compiling and opening the store takes seconds
// on a busy machine, which is not what these tests judge (start-up time is `npm run bench`'s).
describe('main.ts', { timeout: 120_000 }, () => {
  it('prints one listening line and the admin token it generated, which works; a restart keeps the data', async () => {
    const dataDir = folder();
    let projects: unknown;
    const first = await run({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' }, async (url, stdout) => {
      const admin = /admin API token[^:]*: (\S+)/.exec(stdout)?.[1] ?? '';
      const created = await fetch(`${url}/api/admin/projects/default/features`, {
        method: 'POST', headers: { authorization: admin, 'content-type': 'application/json' }, body: JSON.stringify({ name: 'kept' }),
      });
      expect(created.status).toBe(201);
    });
    expect(first.stdout.match(/Flagdeck listening on http:\/\/127\.0\.0\.1:\d+$/gm)).toHaveLength(1);
    const admin = /admin API token[^:]*: (\*:\*\.[0-9a-f]+)/.exec(first.stdout)?.[1] ?? 'missing';
    expect(first.stdout).toMatch(/Frontend API token for development \(all projects\): \*:development\.[0-9a-f]+/);
    expect(first.stderr).not.toContain(admin);
    expect(first.code).toBe(0);

    const second = await run({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' }, async (url) => {
      projects = await (await fetch(`${url}/api/admin/projects`, { headers: { authorization: admin } })).json();
    });
    expect(second.stdout).not.toContain(admin);
    expect(projectListSchema.parse(projects).projects.find((p) => p.id === 'default')?.featureCount).toBe(1);
  });

  it('on a store where nobody has a password, makes an admin and prints a made-up password once, which signs in', async () => {
    const dataDir = folder();
    let status = 0;
    const first = await run({ PORT: '0', DATA_DIR: dataDir, DEMO: '1' }, async (url, stdout) => {
      const password = /as admin with this password[^:]*: (\S+)/.exec(stdout)?.[1] ?? 'missing';
      const response = await fetch(`${url}/auth/simple/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'admin', password }) });
      status = response.status;
    });
    expect(status).toBe(200);
    const password = /as admin with this password[^:]*: (\S+)/.exec(first.stdout)?.[1] ?? 'missing';
    expect(first.stderr).not.toContain(password);
    const second = await run({ PORT: '0', DATA_DIR: dataDir, DEMO: '1' });
    expect(second.stdout).not.toContain('with this password');
    expect(second.stdout).toContain('Sign in with your username or email and password');
  });

  it('serves with INIT tokens and never prints them', async () => {
    const secret = '*:*.main-test-admin-secret';
    let status = 0;
    const result = await run({ PORT: '0', DATA_DIR: folder(), DEMO: 'false', INIT_ADMIN_API_TOKENS: secret }, async (url) => {
      status = (await fetch(`${url}/api/admin/projects`, { headers: { authorization: secret } })).status;
    });
    expect(status).toBe(200);
    expect(result.stdout + result.stderr).not.toContain('main-test-admin-secret');
    expect(result.stdout).not.toContain('admin API token');
  });

  it('refuses to start with a bad INIT token, naming the variable but not the token', async () => {
    const result = await run({ PORT: '0', DATA_DIR: folder(), INIT_CLIENT_API_TOKENS: 'not-a-token-secret' });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain('INIT_CLIENT_API_TOKENS: entry 1');
    expect(result.stderr).not.toContain('not-a-token-secret');
  });

  it('refuses a second process on a data folder in use, naming the folder; a killed first one frees it', async () => {
    const dataDir = folder();
    const token = '*:*.main-test-lock-secret';
    const first = await startChildServer({ DATA_DIR: dataDir, INIT_ADMIN_API_TOKENS: token });
    try {
      const second = await run({ PORT: '0', DATA_DIR: dataDir, DEMO: '0' });
      expect(second.code).toBe(1);
      expect(second.stdout).not.toContain('Flagdeck listening');
      expect(second.stderr).toBe(`Flagdeck cannot start: the data folder ${dataDir} is in use by another Flagdeck process; stop it first, or give this one its own DATA_DIR.\n`);
      expect((await fetch(`${first.url}/api/admin/projects`, { headers: { authorization: token } })).status).toBe(200);
    } finally {
      // SIGKILL: nothing of the first process runs to let the folder go; the operating system does.
      await first.kill();
    }
    const third = await startChildServer({ DATA_DIR: dataDir });
    await third.stop();
  }, 60_000);

  it('of two processes started at once on an empty folder, one serves and the other exits naming the folder', async () => {
    const dataDir = folder();
    const runs: Promise<Run>[] = [];
    // Each stays up until the other has ended (at most 30 s, for when both serve), so the two overlap.
    const untilOtherEnds = (other: number) => async () => {
      await Promise.race([runs[other], new Promise((resolve) => setTimeout(resolve, 30_000))]);
    };
    runs.push(run({ PORT: '0', DATA_DIR: dataDir }, untilOtherEnds(1)), run({ PORT: '0', DATA_DIR: dataDir }, untilOtherEnds(0)));
    const results = await Promise.all(runs);
    const served = results.filter((result) => result.stdout.includes('Flagdeck listening'));
    const refused = results.filter((result) => result.code === 1);
    expect(served, results.map((result) => result.stderr).join('\n')).toHaveLength(1);
    expect(served[0]?.code).toBe(0);
    expect(refused).toHaveLength(1);
    expect(refused[0]?.stderr).toContain(`the data folder ${dataDir} is in use by another Flagdeck process`);
    expect(refused[0]?.stderr).not.toMatch(/SqliteError|UNIQUE| {4}at /);
  }, 60_000);
});
