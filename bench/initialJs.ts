import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';
const manifestSchema = z.record(
  z.string(),
  z.object({
    file: z.string(),
    isEntry: z.boolean().optional(),
    imports: z.array(z.string()).optional(),
  }),
);
export type Manifest = z.infer<typeof manifestSchema>;


/** The JavaScript files of the given manifest keys and every chunk they import statically, transitively. */
export function chunksReachableFrom(manifest: Manifest, keys: readonly string[]): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return [...files].filter((file) => file.endsWith('.js'));
}

const entryKeys = (manifest: Manifest) => Object.keys(manifest).filter((key) => manifest[key]?.isEntry);

/**
 * The JavaScript a browser must load before the first page: the entry chunk and every chunk it
 * imports statically, transitively. Lazy (dynamic) imports are not followed.
 */
export function initialChunks(manifest: Manifest): string[] {
  return chunksReachableFrom(manifest, entryKeys(manifest));
}

/**
 * The JavaScript the Flags page needs before it can show a flag, as the page itself asks for it:
 * the entry's script and the modules `index.html` preloads (the route modules of the Flags page and
 * their static imports, found at build time by scripts/preloadFlagsPage.ts, which fails the build
 * when a route module is in no chunk). A page that asks for none is an error, not a smaller figure.
 */
export function firstPageChunks(html: string): string[] {
  const scripts = [...html.matchAll(/<script[^>]*\bsrc="\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  const preloaded = [...html.matchAll(/<link[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+\.js)"/g)].map((match) => match[1] ?? '');
  if (preloaded.length === 0) throw new Error('index.html asks for no module of the Flags page: follow scripts/preloadFlagsPage.ts in bench/initialJs.ts');
  return [...new Set([...scripts, ...preloaded])];
}

export interface JsSize {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
  /** What the service sends a browser that accepts brotli: the build's .br copy where there is one. */
  servedBytes: number;
}

export function readManifest(distDir = 'dist'): Manifest {
  return manifestSchema.parse(JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')));
}

/** Raw, gzip (level 9) and served (brotli, scripts/precompress.ts) sizes of built files. */
export function measureFiles(files: string[], distDir = 'dist'): JsSize {
  let rawBytes = 0;
  let gzipBytes = 0;
  let servedBytes = 0;
  for (const file of files) {
    const path = join(distDir, file);
    const content = readFileSync(path);
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
    servedBytes += existsSync(`${path}.br`) ? statSync(`${path}.br`).size : content.length;
  }
  return { files, rawBytes, gzipBytes, servedBytes };
}

/** Reads dist/.vite/manifest.json of a finished `vite build`. */
export function measureInitialJs(distDir = 'dist'): JsSize {
  return measureFiles(initialChunks(readManifest(distDir)), distDir);
}

export function measureFirstPageJs(distDir = 'dist'): JsSize {
  return measureFiles(firstPageChunks(readFileSync(join(distDir, 'index.html'), 'utf8')), distDir);
}
