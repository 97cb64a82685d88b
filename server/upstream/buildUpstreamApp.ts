import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { registerErrorHandling } from '../http/errorHandling';
import { serveConsole } from '../http/serveConsole';
import { proxyApi } from './proxyApi';

export interface UpstreamAppOptions {
  upstream: URL;
  distDir: string;
  logger?: FastifyServerOptions['logger'];
}

/**
 * Upstream mode: the console, served exactly as in embedded mode, with `/api` passed through to
 * an existing Unleash. No database, no tokens, no demo: the upstream owns all of that.
 */
export async function buildUpstreamApp({ upstream, distDir, logger }: UpstreamAppOptions): Promise<FastifyInstance> {
  const app = Fastify({ logger: logger ?? false, trustProxy: true });
  registerErrorHandling(app, distDir);
  await serveConsole(app, distDir);
  await proxyApi(app, upstream);
  await app.ready();
  return app;
}
