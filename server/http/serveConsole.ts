import fastifyStatic from '@fastify/static';
import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { existsSync } from 'node:fs';
import { join, posix } from 'node:path';
import { BadData, NotFound } from '../domain/errors';
import { contentNamedCaching, sendKeptAssets } from './keptAssets';
import { registerConsoleSecurityHeaders } from './securityHeaders';

/**
 * What the build keeps beside the page's files for our own tools, which the page never asks for:
 * the manifest in .vite/ (read from dist/ by the bundle budget and the bench) and the source maps
 * (built hidden: no script names them).
 */
const isNotForThePage = (path: string) => path.startsWith('/.vite/') || path.endsWith('.map');

/** The path of a request for a file, decoded as the static plugin decodes it. */
function filePath(url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/**
 * A path the static plugin would refuse as not in plain form (a backslash, or a `.` or `..`
 * segment once decoded): it answers those 403 with its own message. The console never asks for
 * one (its paths encode every segment and refuse `.` and `..`, `src/api/client.ts`).
 */
const isNotPlain = (path: string) => path.includes('\\') || posix.normalize(path) !== path;

const refuseWhatIsNotAFile: onRequestHookHandler = (request, _reply, done) => {
  const path = filePath(request.url);
  if (isNotPlain(path)) done(new BadData('The request path is not valid: it has a backslash, or a "." or ".." segment.'));
  else done(isNotForThePage(path) ? new NotFound(`There is no ${request.method} ${path}.`) : undefined);
};

/**
 * The built console's files, for both modes (embedded service and upstream proxy), so whatever
 * the console's answers carry is the same in each. Page paths that are not files get index.html
 * from the not-found handler in `errorHandling.ts`.
 */
export async function serveConsole(app: FastifyInstance, distDir: string): Promise<void> {
  registerConsoleSecurityHeaders(app);
  if (existsSync(join(distDir, 'index.html'))) {
    // The plugin's own check (allowedPath) can only hand a refused file to the not-found handler,
    // which would answer with the page: the build's records are answered 404 before it, and paths
    // not in plain form 400, by a hook of the plugin's route alone, so that no API request pays for it.
    // The page's scripts and style sheets are then sent from memory (keptAssets.ts).
    const sendKept = sendKeptAssets(distDir);
    app.addHook('onRoute', (route) => {
      if (route.url !== '/*') return;
      route.onRequest = [...[route.onRequest ?? []].flat(), refuseWhatIsNotAFile, sendKept];
    });
    await app.register(fastifyStatic, {
      root: distDir,
      index: ['index.html'],
      // The build writes .br and .gz beside each text file (scripts/precompress.ts).
      preCompressed: true,
      // Set below, per file: the plugin's own header would say max-age=0 for everything.
      cacheControl: false,
      allowedPath: (path) => !isNotForThePage(path),
      setHeaders(response, path) {
        // Vite names every asset by its content: a name never gets other content, so a browser
        // keeps it for good and a second visit asks for none of the page's thirty modules again.
        // Everything else (index.html above all) is checked each time, to pick up a new build.
        const hashed = path.startsWith(join(distDir, 'assets'));
        response.header('cache-control', hashed ? contentNamedCaching : 'no-cache');
      },
    });
  }
}
