import type { onRequestAsyncHookHandler } from 'fastify';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { acceptsEncoding } from './acceptsEncoding';

/*
 * The console's scripts and style sheets sent from memory, in brotli where the build wrote a copy
 * (scripts/precompress.ts) and as they are where it did not (under 1 KiB). The first load of the
 * Flags page asks for about fifty at once: the static plugin, a stat, an open and a stream each,
 * took about 75 ms of the service's time for them on the bench machine, 20–30 ms from memory, and
 * the page's first rows came 19–71 ms sooner in three interleaved runs (README, Performance). Vite names each by its
 * content, so the bytes kept never go stale. A client that takes no brotli is the plugin's.
 */

/** How a browser may keep a file Vite names by its content: for good (a name never gets other content). */
export const contentNamedCaching = 'public, max-age=31536000, immutable';

// The types the static plugin gives them, so an asset reads the same whichever sent it.
const types: Readonly<Record<string, string>> = { '.js': 'application/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8' };

interface KeptFile { path: string; encoding: 'br' | undefined }

/** An onRequest hook for the static plugin's route: answers a kept asset itself, else lets the plugin. */
export function sendKeptAssets(distDir: string): onRequestAsyncHookHandler {
  const assets = join(distDir, 'assets');
  // Only files the build wrote (listed once): a request for any other name reads nothing and keeps nothing.
  const known = new Map<string, KeptFile>();
  if (existsSync(assets)) {
    const names = new Set(readdirSync(assets));
    for (const name of names) {
      if (!(extname(name) in types)) continue;
      const compressed = names.has(`${name}.br`);
      known.set(name, { path: join(assets, compressed ? `${name}.br` : name), encoding: compressed ? 'br' : undefined });
    }
  }
  const bytes = new Map<string, Buffer>();
  const read = (name: string, file: KeptFile) => {
    let body = bytes.get(name);
    if (body === undefined) bytes.set(name, body = readFileSync(file.path));
    return body;
  };

  return async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const name = /^\/assets\/([^/?]+)(?:\?|$)/.exec(request.url)?.[1];
    const file = name === undefined ? undefined : known.get(name);
    if (name === undefined || file === undefined) return;
    if (file.encoding && !acceptsEncoding(request.headers['accept-encoding'], file.encoding)) return;
    reply.header('content-type', types[extname(name)]).header('cache-control', contentNamedCaching).header('vary', 'accept-encoding');
    if (file.encoding) reply.header('content-encoding', file.encoding);
    return reply.send(read(name, file));
  };
}
