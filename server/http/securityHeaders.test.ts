import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, tokens, type TestService } from '../test/harness';
import { contentSecurityPolicy } from './securityHeaders';

let service: TestService;
let unbuilt: TestService;
let distDir: string;
beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'flagdeck-headers-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Flagdeck</title><script type="module" src="/assets/app.js"></script>');
  writeFileSync(join(distDir, 'assets', 'app.js'), 'export {}');
  service = await startTestService({ distDir });
  unbuilt = await startTestService();
});
afterAll(async () => {
  await service.close();
  await unbuilt.close();
  rmSync(distDir, { recursive: true, force: true });
});

const directives = (policy: string) => new Map(policy.split(';').map((part) => part.trim().split(/\s+/)).map(([name = '', ...values]) => [name, values]));

describe('security headers on the console', () => {
  it.each([
    ['the page', '/'],
    ['a page path (index.html by fallback)', '/projects/default/flags?sort=name'],
    ['an asset', '/assets/app.js'],
    ['a missing asset (404)', '/assets/gone.js'],
  ])('%s carries CSP, nosniff, Referrer-Policy and X-Frame-Options', async (_what, url) => {
    const reply = await service.app.inject({ method: 'GET', url });
    expect(reply.headers['content-security-policy']).toBe(contentSecurityPolicy);
    expect(reply.headers['x-content-type-options']).toBe('nosniff');
    expect(reply.headers['referrer-policy']).toBe('no-referrer');
    expect(reply.headers['x-frame-options']).toBe('DENY');
  });

  it('so does the "not built yet" note', async () => {
    const reply = await unbuilt.app.inject({ method: 'GET', url: '/' });
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['content-security-policy']).toBe(contentSecurityPolicy);
  });

  it('lets no inline or foreign script run, calls go to this origin only, and no page may frame it', () => {
    const policy = directives(contentSecurityPolicy);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(contentSecurityPolicy).not.toMatch(/unsafe-eval/);
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('leaves API answers to the API', async () => {
    const reply = await service.app.inject({ method: 'GET', url: '/api/admin/projects', headers: { authorization: tokens.admin } });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-security-policy']).toBeUndefined();
  });
});
