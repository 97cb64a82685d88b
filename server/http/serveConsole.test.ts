import { get } from 'node:http';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressFiles } from '../../scripts/precompress';
import { errorBodySchema } from '../../contract/error';
import { startTestService, type TestService } from '../test/harness';

let service: TestService;
let distDir: string;
const script = `export const words = ${JSON.stringify('flag '.repeat(2000))};\n`;

beforeAll(async () => {
  distDir = mkdtempSync(join(tmpdir(), 'flagdeck-serve-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Flagdeck</title><script type="module" src="/assets/app-abc123.js"></script>');
  writeFileSync(join(distDir, 'assets', 'app-abc123.js'), script);
  writeFileSync(join(distDir, 'assets', 'tiny-abc123.js'), 'export {}');
  // What the build keeps for our own tools: the manifest (large enough to be precompressed) and source maps.
  mkdirSync(join(distDir, '.vite'));
  writeFileSync(join(distDir, '.vite', 'manifest.json'), JSON.stringify({ 'index.html': { file: 'assets/app-abc123.js', isEntry: true, padding: 'x'.repeat(2000) } }));
  writeFileSync(join(distDir, 'assets', 'app-abc123.js.map'), JSON.stringify({ version: 3, sources: ['src/main.tsx'], mappings: '' }));
  precompressFiles(distDir);
  service = await startTestService({ distDir });
});
afterAll(async () => {
  await service.close();
  rmSync(distDir, { recursive: true, force: true });
});

describe("the console's files", () => {
  it('are sent compressed to a browser that accepts it: brotli first, then gzip, the same bytes once decoded', async () => {
    const brotli = await service.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-type']).toMatch(/javascript/);
    expect(brotli.rawPayload.length).toBeLessThan(script.length / 10);
    const gzip = await service.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(script);
    expect(gzip.headers.vary).toMatch(/accept-encoding/i);
  });

  it('are sent from memory (sendKeptAssets) with the headers the static plugin gives: type, caching, encoding and the console\'s security headers', async () => {
    const kept = await service.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    const fromPlugin = await service.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } });
    for (const header of ['content-type', 'cache-control', 'vary', 'content-security-policy', 'x-content-type-options']) {
      expect(kept.headers[header], header).toBeDefined();
      expect(kept.headers[header], header).toBe(fromPlugin.headers[header]);
    }
    // Read once and kept: a name's bytes never change while the service runs (Vite names files by content).
    const onDisk = join(distDir, 'assets', 'app-abc123.js.br');
    const first = readFileSync(onDisk);
    writeFileSync(onDisk, 'not what was sent');
    try {
      const again = await service.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
      expect(brotliDecompressSync(again.rawPayload).toString()).toBe(script);
    } finally {
      writeFileSync(onDisk, first);
    }
    const head = await service.app.inject({ method: 'HEAD', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.body).toBe('');
    const missing = await service.app.inject({ method: 'GET', url: '/assets/app-nothere.js', headers: { 'accept-encoding': 'br' } });
    expect(missing.statusCode).toBe(404);
    expect(errorBodySchema.parse(missing.json()).name).toBe('NotFoundError');
  });

  it('are sent as they are to a client that accepts no encoding, and small files are never compressed', async () => {
    const plain = await service.app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
    const tiny = await service.app.inject({ method: 'GET', url: '/assets/tiny-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {}');
  });

  it('are kept by the browser for good when named by their content, and index.html is checked every time', async () => {
    const asset = await service.app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/projects/default/flags']) {
      const page = await service.app.inject({ method: 'GET', url });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
    }
  });

  it('are only what the page needs: the build manifest and source maps answer 404 with the error body, not the page', async () => {
    const paths = ['/.vite/manifest.json', '/.vite/manifest.json.br', '/.vite/manifest.json.gz', '/.vite/', '/%2Evite/manifest.json', '/assets/app-abc123.js.map'];
    for (const url of paths) {
      for (const method of ['GET', 'HEAD'] as const) {
        const reply = await service.app.inject({ method, url, headers: { 'accept-encoding': 'br, gzip' } });
        expect(reply.statusCode, `${method} ${url}`).toBe(404);
        expect(reply.headers['content-type'], `${method} ${url}`).toMatch(/^application\/json/);
        if (method === 'GET') expect(errorBodySchema.parse(reply.json()).name, url).toBe('NotFoundError');
      }
    }
  });

  it('answer a path that is not in plain form (a backslash, or a "." or ".." segment, however encoded) with 400 and the error body, as the API does', async () => {
    // Over a socket: an injected request's path is resolved before the service sees it.
    const address = await service.app.listen({ port: 0, host: '127.0.0.1' });
    const paths = ['/assets/../index.html', '/a/./b', '/%2e%2e/%2e%2e/etc/passwd', '/assets/%2e/app-abc123.js', '/x/..%5c..%5cetc/passwd', '/..%5cpackage.json', '/projects/a%5cb/flags'];
    for (const path of paths) {
      const { status, body } = await rawGet(address, path);
      expect(status, path).toBe(400);
      const error = errorBodySchema.parse(JSON.parse(body));
      expect(error.name, path).toBe('BadDataError');
      expect(error.message, path).toMatch(/path is not valid/);
    }
  });
});

/** A GET of the path exactly as written: node:http sends it without resolving it, as curl --path-as-is does. */
function rawGet(address: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = get(`${address}${path}`, { path }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => { body += chunk; });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
    });
    request.on('error', reject);
  });
}
