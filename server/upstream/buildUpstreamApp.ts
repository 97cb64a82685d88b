import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { clientErrorHandler, frameworkErrorHandler, maxParamLength, registerErrorHandling } from '../http/errorHandling';
import { serveConsole } from '../http/serveConsole';
import { defaultRequestTimeoutMs, defaultUpstreamTimeoutMs, serverTimeouts } from '../http/timeouts';
import { defaultTrustProxy, fastifyTrustProxy, type TrustProxy } from '../http/trustProxy';
import { proxyApi } from './proxyApi';
import { upstreamSignInOptions } from './signInOptions';

export interface UpstreamAppOptions {
  upstream: URL;
  distDir: string;
  logger?: FastifyServerOptions['logger'];
  /** `TRUST_PROXY`: whose X-Forwarded-For is believed (loopback unless given). */
  trustProxy?: TrustProxy;
  /** `REQUEST_TIMEOUT_SECONDS`, in ms (30 s unless given). */
  requestTimeoutMs?: number;
  /** `UPSTREAM_TIMEOUT_SECONDS`, in ms (30 s unless given). */
  upstreamTimeoutMs?: number;
  /** Whether single sign-on is set up (`OIDC_ISSUER`): it is not offered here, and the sign-in page says why. */
  oidcConfigured?: boolean;
}

/**
 * Upstream mode: the console, served exactly as in embedded mode, with `/api` passed through to
 * an existing Unleash. No database, no tokens, no demo: the upstream owns all of that.
 */
export async function buildUpstreamApp(options: UpstreamAppOptions): Promise<FastifyInstance> {
  const { upstream, distDir, logger } = options;
  const upstreamTimeoutMs = options.upstreamTimeoutMs ?? defaultUpstreamTimeoutMs;
  // What is refused before a route runs (a malformed path, headers too large) answers with the
  // error body the console reads, as in embedded mode, rather than Fastify's or Node's own.
  const app = Fastify({
    logger: logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? defaultTrustProxy),
    ...serverTimeouts(options.requestTimeoutMs ?? defaultRequestTimeoutMs, upstreamTimeoutMs),
    routerOptions: { maxParamLength },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  registerErrorHandling(app, distDir);
  await serveConsole(app, distDir);
  await proxyApi(app, { upstream, timeoutMs: upstreamTimeoutMs });
  upstreamSignInOptions(app, options.oidcConfigured ?? false);
  await app.ready();
  return app;
}
