import type { FastifyInstance } from 'fastify';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error';
import { contentSecurityPolicy } from '../http/securityHeaders';
import { sendRaw, startRecordingUpstream, type RecordingUpstream } from '../test/recordingUpstream';
import { buildUpstreamApp } from './buildUpstreamApp';

/*
 * Upstream mode passes `/api` through (and Unleash's sign-in and sign-out at their own paths only):
 * a path that a server would normalise to somewhere outside `/api` (Unleash's metrics, its own UI,
 * its password sign-in by a way round) is refused here
 * and never reaches the upstream. The upstream is a real HTTP server that records the request
 * targets it receives, exactly as they arrived.
 */
let upstream: RecordingUpstream;
let flagdeck: FastifyInstance;
let base: string;
let distDir: string;

beforeAll(async () => {
  upstream = await startRecordingUpstream((request, response) => {
    const path = request.url ?? '';
    if (path.startsWith('/internal-backstage/')) {
      response.writeHead(200, { 'content-type': 'text/plain; version=0.0.4' }).end('# HELP process_cpu_seconds_total\n');
    } else if (path === '/api/admin/html') {
      // An upstream page under /api, with a policy far looser than the console's.
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': 'default-src *' }).end('<!doctype html><title>Unleash</title>');
    } else if (path.startsWith('/api/')) {
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"from":"upstream"}');
    } else {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Unleash UI</title>');
    }
  });
  distDir = mkdtempSync(join(tmpdir(), 'flagdeck-escape-dist-'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Flagdeck</title>');
  flagdeck = await buildUpstreamApp({ upstream: new URL(upstream.url), distDir });
  base = await flagdeck.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await flagdeck.close();
  await upstream.close();
  rmSync(distDir, { recursive: true, force: true });
});

const escapes = [
  '/api/x\\..\\..\\internal-backstage/prometheus',
  '/api/x\\..\\..\\',
  '/api/x\\..\\..\\auth/simple/login',
  '/api/x%5c..%5c..%5cinternal-backstage/prometheus',
  '/api/x%5C..%5C..%5Cinternal-backstage/prometheus',
  '/api/x%5c%2e%2e%5c%2e%2e%5cinternal-backstage/prometheus',
  '/api/%2e%2e/internal-backstage/prometheus',
  '/api/x/%2e%2e/%2E%2E/internal-backstage/prometheus',
  '/api/x/.%2e/%2e./internal-backstage/prometheus',
  '/api/x/../../internal-backstage/prometheus',
  '/api/./../internal-backstage/prometheus',
  '/api/x/..\\../internal-backstage/prometheus',
  '/api/x\\.\\..\\..\\internal-backstage/prometheus',
  '/api/x%2f..%2f..%2finternal-backstage/prometheus',
  '/api/x%255c..%255c..%255cinternal-backstage/prometheus',
  '/api/..',
  '/api/admin/..',
];

describe('upstream mode keeps every request inside /api', () => {
  it.each(escapes)('refuses %s with 400 and the error body', async (target) => {
    const answer = await sendRaw(base, target);
    expect(answer.status).toBe(400);
    expect(answer.headers['content-type']).toContain('application/json');
    const body = errorBodySchema.parse(JSON.parse(answer.body));
    expect(body).toMatchObject({ id: expect.any(String), name: 'BadDataError', message: expect.stringContaining('/api') });
    expect(answer.body).not.toContain('process_cpu_seconds_total');
  });

  it('the same for a POST to the password sign-in', async () => {
    const answer = await sendRaw(base, '/api/x\\..\\..\\auth/simple/login', { method: 'POST', headers: { 'content-type': 'application/json' } });
    expect(answer.status).toBe(400);
  });

  it('names with dots, and encoded characters that are not separators, still pass through unchanged', async () => {
    for (const target of ['/api/admin/projects/default/features/checkout.v2', '/api/admin/features/a..b', '/api/admin/tags/simple/50%25%20off', '/api/frontend?x=..%5c..']) {
      const answer = await sendRaw(base, target);
      expect(answer.status, target).toBe(200);
      expect(JSON.parse(answer.body), target).toEqual({ from: 'upstream' });
    }
    expect(upstream.seen.slice(-4).map((seen) => seen.url)).toEqual([
      '/api/admin/projects/default/features/checkout.v2', '/api/admin/features/a..b', '/api/admin/tags/simple/50%25%20off', '/api/frontend?x=..%5c..',
    ]);
  });

  it('the upstream never received a path outside /api, nor one with a backslash or a dot segment', () => {
    expect(upstream.seen.length).toBeGreaterThan(0);
    for (const { url } of upstream.seen) {
      const path = url.split('?')[0] ?? '';
      expect(path.startsWith('/api/'), url).toBe(true);
      expect(path, url).not.toMatch(/\\|%5c|(^|\/)(\.|%2e){1,2}(\/|$)/i);
    }
  });
});

describe('an HTML answer from the upstream', () => {
  it('carries the console\'s security headers, not the upstream\'s', async () => {
    const answer = await sendRaw(base, '/api/admin/html');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-security-policy']).toBe(contentSecurityPolicy);
    expect(answer.headers['x-frame-options']).toBe('DENY');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('no-referrer');
  });
});
