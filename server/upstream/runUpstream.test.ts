import { spawn } from 'node:child_process';
import Fastify from 'fastify';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';

const folders: string[] = [];
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it('UPSTREAM_URL=… tsx server/main.ts proxies to the upstream and creates nothing: no database, no tokens', async () => {
  const upstream = Fastify();
  upstream.get('/health', async () => ({ health: 'GOOD' }));
  upstream.get('/api/admin/projects', async (request) => ({ projects: [], sawToken: request.headers.authorization === '*:*.upstream-token' }));
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const address = upstream.server.address();
  const upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'flagdeck-upstream-main-'));
  folders.push(dataDir);

  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', DATA_DIR: dataDir, UPSTREAM_URL: upstreamUrl, INIT_ADMIN_API_TOKENS: '*:*.ignored-here' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  try {
    const url = await new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no listening line:\n${stdout}\n${stderr}`)), 50_000);
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        const match = /Flagdeck listening on (\S+)/.exec(stdout);
        if (match?.[1]) {
          clearTimeout(timer);
          resolve(match[1]);
        }
      });
    });
    const answer = await fetch(`${url}/api/admin/projects`, { headers: { Authorization: '*:*.upstream-token' } });
    expect(await answer.json()).toEqual({ projects: [], sawToken: true });
    await expect.poll(() => stdout).toContain('The upstream answers (/health: HTTP 200).');
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await upstream.close();
  }
  expect(stdout).toContain(`Upstream mode: /api goes to ${upstreamUrl}`);
  expect(stdout).not.toMatch(/token[^\n]*: \S+\.[0-9a-f]{8,}/);
  expect(readdirSync(dataDir)).toEqual([]);
  expect(stderr).not.toContain('upstream-token');
}, 60_000);
