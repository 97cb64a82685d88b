import { readFileSync } from 'node:fs';
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

/**
 * The JavaScript a browser must load before the first page: the entry chunk and every chunk it
 * imports statically, transitively. Lazy (dynamic) imports are not followed.
 */
export function initialChunks(manifest: Manifest): string[] {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  Object.entries(manifest)
    .filter(([, chunk]) => chunk.isEntry)
    .forEach(([key]) => visit(key));
  return [...files].filter((file) => file.endsWith('.js'));
}

export interface InitialJs {
  files: string[];
  rawBytes: number;
  gzipBytes: number;
}

/** Reads dist/.vite/manifest.json of a finished `vite build`. */
export function measureInitialJs(distDir = 'dist'): InitialJs {
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')));
  const files = initialChunks(manifest);
  let rawBytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = readFileSync(join(distDir, file));
    rawBytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files, rawBytes, gzipBytes };
}
