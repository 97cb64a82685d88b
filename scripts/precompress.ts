import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/*
 * Brotli and gzip copies of the built console's text files, written once at build time and served
 * by @fastify/static (`preCompressed`) to browsers that accept them: compressing at the highest
 * level costs a second of build and nothing per request. The initial-JS budget (README, Performance) is a
 * gzip figure; this makes it what a browser downloads.
 */

const compressible = new Set(['.js', '.css', '.html', '.svg', '.json', '.txt']);
// Below this a compressed copy saves less than its headers and a lookup cost.
const minimumBytes = 1024;

export function precompressFiles(dir: string): number {
  let written = 0;
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const path = join(dir, entry);
    if (!compressible.has(extname(path)) || !statSync(path).isFile()) continue;
    const content = readFileSync(path);
    if (content.length < minimumBytes) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    }));
    writeFileSync(`${path}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
    written++;
  }
  return written;
}

/** The Vite plugin: compresses what `vite build` wrote, after it has written it all. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'flagdeck-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressFiles(outDir);
    },
  };
}
