import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureListSchema, type Feature } from '../../contract/feature';
import { openDatabase } from '../store/openDatabase';
import { startTestService, tokens, type TestService } from '../test/harness';

type FeatureList = { features: Feature[] };
const enabledIn = (feature: Feature | undefined, environment: string) => feature?.environments?.find((entry) => entry.name === environment)?.enabled;

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

  it('the list sent again to a brotli client is the store as it is now: a switch, a new flag or a tag show at once', async () => {
    const list = '/api/admin/projects/default/features';
    const read = async () => {
      const reply = await get(list, tokens.admin, 'br');
      expect(reply.headers['content-encoding']).toBe('br');
      expect(reply.headers.vary).toContain('accept-encoding');
      return featureListSchema.parse(JSON.parse(brotliDecompressSync(reply.rawPayload).toString()));
    };
    const flag = (answer: FeatureList, name: string) => answer.features.find((feature) => feature.name === name);
    const first = await read();
    expect(await read()).toEqual(first);
    const name = first.features[0]?.name ?? '';
    expect(enabledIn(flag(first, name), 'development')).toBe(true);

    await service.call('POST', `${list}/${name}/environments/development/off`);
    expect(enabledIn(flag(await read(), name), 'development')).toBe(false);
    await service.createFlag('default', 'a-flag-made-after-the-list-was-kept');
    expect(flag(await read(), 'a-flag-made-after-the-list-was-kept')).toBeDefined();
    await service.call('PUT', `/api/admin/features/${name}/tags`, { body: { addedTags: [{ type: 'simple', value: 'kept' }], removedTags: [] } });
    expect(flag(await read(), name)?.tags).toEqual([{ type: 'simple', value: 'kept' }]);
    expect(JSON.parse((await get(list, tokens.admin, 'identity')).body)).toEqual(await read());
  });

  it('a write by another connection (the import command writes beside the server) is seen too', async () => {
    const list = '/api/admin/projects/default/features';
    const names = async () => featureListSchema.parse(JSON.parse(brotliDecompressSync((await get(list, tokens.admin, 'br')).rawPayload).toString())).features.map((feature) => feature.name);
    expect(await names()).not.toContain('written-by-another-connection');
    const other = openDatabase(service.dataDir);
    try {
      other.prepare("INSERT INTO features (name, project, created_at, lifecycle_entered_at) VALUES ('written-by-another-connection', 'default', '2024-01-01T00:00:00.000Z', '2024-01-01T00:00:00.000Z')").run();
    } finally {
      other.close();
    }
    expect(await names()).toContain('written-by-another-connection');
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
