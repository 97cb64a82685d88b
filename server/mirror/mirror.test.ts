import Fastify, { type FastifyInstance } from 'fastify';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildClientFeatures } from '../store/clientFeatures';
import { openDatabase } from '../store/openDatabase';
import { environmentOfToken } from './tokenEnvironment';

// `npm run mirror` in its own process, against a small Fastify standing in for an Unleash
// (the compatibility suite mirrors a real one).
const token = 'default:production.mirror-secret-5b7e';
let dir: string;
let upstream: FastifyInstance;
let upstreamUrl: string;
const seen: { url: string; headers: Record<string, string | string[] | undefined> }[] = [];

const clientFeatures = {
  version: 2,
  features: [
    { name: 'checkout-v2', type: 'release', enabled: true, project: 'default', strategies: [{ name: 'flexibleRollout', parameters: { rollout: '25', stickiness: 'userId', groupId: 'checkout-v2' }, constraints: [], segments: [1] }] },
    { name: 'checkout-banner', enabled: true, project: 'default', strategies: [{ name: 'default' }], dependencies: [{ feature: 'checkout-v2' }, { feature: 'checkout-v2' }] },
  ],
  segments: [{ id: 1, name: 'beta-testers', constraints: [{ contextName: 'userId', operator: 'IN', values: ['ann'] }] }],
  query: { project: ['default'], environment: 'production', inlineSegmentConstraints: false },
  meta: { revisionId: 13, etag: '"6ef7ec5a:13:v1"', queryHash: '6ef7ec5a' },
};

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'flagdeck-mirror-'));
  seen.length = 0;
  upstream = Fastify();
  upstream.get('/unleash/api/client/features', async (request, reply) => {
    seen.push({ url: request.url, headers: request.headers });
    if (request.headers.authorization !== token) return reply.status(401).send({ message: 'invalid token' });
    return clientFeatures;
  });
  await upstream.listen({ port: 0, host: '127.0.0.1' });
  const address = upstream.server.address();
  upstreamUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/unleash`;
});
afterEach(async () => {
  await upstream.close();
  rmSync(dir, { recursive: true, force: true });
});

function mirror(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; stdout: string; stderr: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/mirror/cli.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DATA_DIR: join(dir, 'data'), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, stdout, stderr })));
}

describe('npm run mirror', { timeout: 60_000 }, () => {
  it('copies the project\'s flags as the SDKs see them into the store, in the token\'s environment', async () => {
    const run = await mirror(['--from', upstreamUrl, '--token', token]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^mirrored http:\/\/127\.0\.0\.1:\d+\/unleash: imported 2 flags into project "default", environment "production"; 2 new;/);
    expect(run.stdout).not.toContain('mirror-secret');
    expect(seen[0]?.url).toBe('/unleash/api/client/features?project=default');
    expect(seen[0]?.headers['unleash-client-spec']).toBe('5.0.0');

    const db = openDatabase(join(dir, 'data'));
    const stored = buildClientFeatures(db, 'production', ['default']);
    db.close();
    expect(stored.features.map((feature) => feature.name).sort()).toEqual(['checkout-banner', 'checkout-v2']);
    expect(stored.segments?.map((segment) => segment.name)).toEqual(['beta-testers']);
  });

  it('takes the token from UNLEASH_CLIENT_TOKEN, and a project and environment when named', async () => {
    const run = await mirror(['--from', upstreamUrl, '--project', 'default', '--environment', 'staging'], { UNLEASH_CLIENT_TOKEN: token });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('environment "staging"');
  });

  it('a refused token changes nothing, says what kind of token it takes, and is not repeated', async () => {
    const run = await mirror(['--from', upstreamUrl, '--token', '*:*.wrong-secret-77']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^mirror refused, nothing was changed: .*refused the token \(HTTP 401\): it takes a client/);
    expect(run.stderr + run.stdout).not.toContain('wrong-secret-77');
  });

  it('an address that does not answer, or no address at all, is refused with a reason', async () => {
    await upstream.close();
    const gone = await mirror(['--from', upstreamUrl, '--token', token]);
    expect(gone.code).toBe(1);
    expect(gone.stderr).toContain('could not connect');
    const missing = await mirror(['--token', token]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('usage: npm run mirror');
  });
});

describe('the environment of a token', () => {
  it('is the part between the colon and the dot, unless it is every environment', () => {
    expect(environmentOfToken('default:production.abc')).toBe('production');
    expect(environmentOfToken('*:development.abc')).toBe('development');
    expect(environmentOfToken('[]:staging.abc')).toBe('staging');
    expect(environmentOfToken('*:*.abc')).toBeUndefined();
    expect(environmentOfToken('user:abc')).toBeUndefined();
  });
});
