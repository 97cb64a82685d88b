import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { registerConsoleSecurityHeaders } from './securityHeaders';

/**
 * The built console's files, for both modes (embedded service and upstream proxy), so whatever
 * the console's answers carry is the same in each. Page paths that are not files get index.html
 * from the not-found handler in `errorHandling.ts`.
 */
export async function serveConsole(app: FastifyInstance, distDir: string): Promise<void> {
  registerConsoleSecurityHeaders(app);
  if (existsSync(join(distDir, 'index.html'))) {
    await app.register(fastifyStatic, { root: distDir, index: ['index.html'] });
  }
}
