import { ConfigError } from '../config';

/**
 * `UPSTREAM_URL`: the Unleash (or Unleash-compatible service) whose `/api` the console
 * administers. A base path is kept (`https://host/unleash` → `https://host/unleash/api/…`), as
 * Unleash can run under `BASE_URI_PATH`.
 */
export function readUpstreamUrl(env: NodeJS.ProcessEnv): URL | undefined {
  const raw = env.UPSTREAM_URL?.trim();
  return raw ? parseServiceUrl(raw, 'UPSTREAM_URL') : undefined;
}

/** An Unleash's base address as a person gives it; `name` is what problems are reported against. */
export function parseServiceUrl(raw: string, name: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute http:// or https:// address, such as https://unleash.example.com`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new ConfigError(`${name} must start with http:// or https:// (got ${url.protocol})`);
  }
  // A password in the address would end up in logs and process lists; the console signs in with
  // a token instead, sent per request in the Authorization header.
  if (url.username || url.password) {
    throw new ConfigError(`${name} must not carry credentials: use an API token instead`);
  }
  if (url.search || url.hash) {
    throw new ConfigError(`${name} must be the service's base address, without a query or fragment`);
  }
  // "https://host/unleash/" and "https://host/unleash/api" both mean the service at /unleash.
  url.pathname = url.pathname.replace(/\/+$/, '').replace(/\/api$/, '');
  return url;
}

/** The upstream's base path without a trailing slash: '' at the root, '/unleash' under one. */
export function upstreamBasePath(url: URL): string {
  return url.pathname.replace(/\/+$/, '');
}
