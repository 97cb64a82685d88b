import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, tokens, type TestService } from '../test/harness';

let service: TestService;
beforeAll(async () => {
  service = await startTestService();
  // Enough flags, all on, for both the admin list and the frontend answer to pass the 16 KiB threshold.
  for (let i = 0; i < 200; i++) {
    const name = await service.createFlag('default', `a-flag-with-a-long-name-for-its-answer-${String(i).padStart(3, '0')}`);
    await service.call('POST', `/api/admin/projects/default/features/${name}/environments/development/on`);
  }
});
afterAll(() => service.close());

const get = (url: string, token: string, encoding: string) =>
  service.app.inject({ method: 'GET', url, headers: { authorization: token, 'accept-encoding': encoding } });

describe('compressed answers', () => {
  it('a large admin answer comes in brotli to a client that accepts it, and decodes to the same JSON', async () => {
    const plain = await get('/api/admin/projects/default/features', tokens.admin, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(16 * 1024);
    const brotli = await get('/api/admin/projects/default/features', tokens.admin, 'gzip, deflate, br');
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.rawPayload.length).toBeLessThan(plain.body.length / 5);
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(JSON.parse(plain.body));
  });

  it('a small answer is sent as it is', async () => {
    const reply = await get('/api/admin/projects', tokens.admin, 'br, gzip');
    expect(reply.headers['content-encoding']).toBeUndefined();
    expect(reply.json()).toHaveProperty('projects');
  });

  it('the frontend API is never compressed: its answers are kept serialised for the next poll', async () => {
    const reply = await get('/api/frontend', tokens.frontend, 'br, gzip');
    expect(reply.statusCode).toBe(200);
    expect(reply.body.length).toBeGreaterThan(16 * 1024);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });
});
