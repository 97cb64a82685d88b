/**
 * `npm start` runs the server as one JavaScript file, `dist-server/main.js`, built here from
 * `server/main.ts` (its packages stay in node_modules, loaded as they are). Running the
 * TypeScript through tsx, as `npm run serve` does while developing, keeps a second JavaScript
 * engine in a thread of its own for tsx's loader: about 50 MiB of resident memory for the life of
 * the server (README, Performance).
 */
import { build } from 'esbuild';
import { dirname, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** Where main.ts's `..` is the repository, as it is for the source: the console's build is found the same way. */
export const serverBundle = resolve(repository, 'dist-server', 'main.js');

export async function buildServer(): Promise<string> {
  await build({
    entryPoints: [resolve(repository, 'server', 'main.ts')],
    outfile: serverBundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    logLevel: 'warning',
  });
  return serverBundle;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await buildServer();
