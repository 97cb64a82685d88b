import { serviceLogger } from '../app';
import type { Config } from '../config';
import { listenUntilSignalled } from '../http/listen';
import { buildUpstreamApp } from './buildUpstreamApp';
import { upstreamBasePath } from './upstreamUrl';

/** `UPSTREAM_URL=… npm start`: listens like the embedded service and says where `/api` goes. */
export async function runUpstream(config: Config, upstream: URL): Promise<void> {
  const app = await buildUpstreamApp({
    upstream,
    distDir: config.distDir,
    logger: serviceLogger(process.stderr),
    trustProxy: config.trustProxy,
    requestTimeoutMs: config.requestTimeoutMs,
    upstreamTimeoutMs: config.upstreamTimeoutMs,
    oidcConfigured: config.oidc !== undefined,
  });
  const url = await listenUntilSignalled(app, config);
  const lines = [
    `Flagdeck listening on ${url}`,
    `Upstream mode: /api goes to ${upstream.href.replace(/\/$/, '')}; nothing is stored here.`,
    'Sign in with an admin API token or a personal access token of that service.',
    ...(config.oidc ? ['Single sign-on (OIDC_ISSUER) is not offered in upstream mode: Unleash open source has no single sign-on.'] : []),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  process.stdout.write(`${await probe(upstream)}\n`);
}

/** A mistyped UPSTREAM_URL shows at once, not only as a 502 on the sign-in page. */
async function probe(upstream: URL): Promise<string> {
  const health = new URL(`${upstreamBasePath(upstream)}/health`, upstream);
  try {
    const answer = await fetch(health, { signal: AbortSignal.timeout(5_000) });
    return answer.ok ? `The upstream answers (${health.pathname}: HTTP ${answer.status}).` : `The upstream's ${health.pathname} answered HTTP ${answer.status}: is UPSTREAM_URL the service's base address?`;
  } catch (error) {
    const why = error instanceof Error && error.cause instanceof Error ? error.cause.message : error instanceof Error ? error.message : String(error);
    return `The upstream does not answer yet (${why}); the console will say so until it does.`;
  }
}
