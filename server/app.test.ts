import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../contract/error';
import { featureSchema } from '../contract/feature';
import { buildApp, serviceLogger } from './app';
import { expectError, parsed, startTestService, tokens, type TestService } from './test/harness';

const services: TestService[] = [];
const start = async (options: Parameters<typeof startTestService>[0] = {}) => {
  const service = await startTestService(options);
  services.push(service);
  return service;
};
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});

describe('the app', () => {
  it('answers unknown /api paths with 404 NotFoundError, whatever the method', async () => {
    const service = await start();
    expect(expectError(await service.call('GET', '/api/admin/nothing-here'), 404, 'NotFoundError').message).toContain('/api/admin/nothing-here');
    expectError(await service.call('POST', '/api/nope', { token: null }), 404, 'NotFoundError');
  });

  it('gives every error a fresh id', async () => {
    const service = await start();
    const first = errorBodySchema.parse((await service.call('GET', '/api/admin/projects', { token: null })).body);
    const second = errorBodySchema.parse((await service.call('GET', '/api/admin/projects', { token: null })).body);
    expect(first.id).not.toBe(second.id);
  });

  it('accepts the token bare or as Bearer', async () => {
    const service = await start();
    expect((await service.call('GET', '/api/admin/projects', { token: tokens.admin })).status).toBe(200);
    expect((await service.call('GET', '/api/admin/projects', { token: `Bearer ${tokens.admin}` })).status).toBe(200);
  });

  it('serves the built console, with page paths falling back to index.html', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'flagdeck-dist-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Flagdeck</title>');
    writeFileSync(join(dist, 'assets', 'app.js'), 'console.log(1)');
    try {
      const service = await start({ distDir: dist });
      const root = await service.app.inject({ method: 'GET', url: '/' });
      expect(root.statusCode).toBe(200);
      expect(root.body).toContain('<title>Flagdeck</title>');
      expect((await service.app.inject({ method: 'GET', url: '/assets/app.js' })).body).toBe('console.log(1)');
      const page = await service.app.inject({ method: 'GET', url: '/projects/default/flags?sort=name' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toContain('text/html');
      expectError(await service.call('GET', '/api/admin/unknown'), 404, 'NotFoundError');
      expect((await service.app.inject({ method: 'GET', url: '/assets/gone.js' })).statusCode).toBe(404);
      expect((await service.app.inject({ method: 'GET', url: '/projects/default/flags/new.flag_1' })).statusCode).toBe(200);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('without a built console, says to run npm run build (503) and still serves the API', async () => {
    const service = await start();
    const page = await service.app.inject({ method: 'GET', url: '/flags' });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('npm run build');
    expect((await service.call('GET', '/api/admin/projects')).status).toBe(200);
  });

  it('keeps tokens out of the logs', async () => {
    const service = await start();
    let logged = '';
    const sink = new Writable({ write(chunk: Buffer, _encoding, done) { logged += chunk.toString(); done(); } });
    const app = await buildApp({ db: service.db, distDir: join(service.dataDir, 'none'), logger: serviceLogger(sink) });
    await app.inject({ method: 'GET', url: '/api/admin/projects', headers: { authorization: tokens.admin } });
    await app.inject({ method: 'GET', url: '/api/admin/projects', headers: { authorization: 'wrong-secret-value' } });
    await app.inject({ method: 'POST', url: '/api/admin/service-account/1/token', headers: { authorization: service.pats.Admin }, payload: {} });
    await app.close();
    expect(logged).toContain('"url":"/api/admin/projects"');
    expect(logged).not.toContain(tokens.admin);
    expect(logged).not.toContain('wrong-secret-value');
    expect(logged).not.toContain(service.pats.Admin);
  });
});

describe('durability', () => {
  it('keeps everything across a restart on the same data folder', async () => {
    const first = await startTestService();
    await first.createFlag('default', 'survivor');
    await first.call('POST', '/api/admin/projects/default/features/survivor/environments/development/on');
    await first.close({ keepData: true });

    const second = await start({ dataDir: first.dataDir });
    const feature = parsed(featureSchema, await second.call('GET', '/api/admin/projects/default/features/survivor'));
    expect(feature.environments?.find((e) => e.name === 'development')?.enabled).toBe(true);
    // The init tokens were not duplicated, and the schema was not re-run.
    expect(second.db.prepare<[], { n: number }>('SELECT COUNT(*) AS n FROM api_tokens').get()?.n).toBe(Object.keys(tokens).length);
    expect(second.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(second.db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(second.db.pragma('synchronous', { simple: true })).toBe(2);
  });
});
