import type { LookupAddress } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isPublicAddress } from './publicAddress';

/*
 * Where a delivery may go. A URL's host is resolved, and every address it resolves to must be a
 * public one, unless the host and port are named in INTEGRATION_ALLOWED_HOSTS (server/README.md,
 * Integrations). The check is made when an integration is saved and again for each delivery, and
 * the delivery connects to the very address that was checked (`pinnedLookup`), so a name that
 * resolves elsewhere by the time of the connection (DNS rebinding) does not get in.
 */

/** `host:port` entries, lower case, IPv6 hosts in brackets (`[::1]:8080`). */
export type AllowedHosts = ReadonlySet<string>;

export class RefusedDestination extends Error {}

/** The host could not be resolved now: worth trying again later, unlike an address refused. */
export class UnresolvedHost extends RefusedDestination {}

const defaultPort = { 'http:': 80, 'https:': 443 } as const;

export function parseDestinationUrl(text: string): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RefusedDestination('must be an absolute http or https URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new RefusedDestination('must be an http or https URL');
  if (url.username !== '' || url.password !== '') throw new RefusedDestination('must not carry a user name or password (use the Authorization parameter)');
  return url;
}

/** The URL's `host:port` as INTEGRATION_ALLOWED_HOSTS names it. */
export function hostAndPort(url: URL): string {
  const port = url.port === '' ? (url.protocol === 'https:' ? defaultPort['https:'] : defaultPort['http:']) : Number(url.port);
  return `${url.hostname.toLowerCase()}:${port}`;
}

/** A host without the brackets a URL puts around an IPv6 address. */
const bareHost = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

export type Resolver = (hostname: string) => Promise<LookupAddress[]>;
const systemResolver: Resolver = (hostname) => dnsLookup(hostname, { all: true, verbatim: true });

/** The address a delivery to `url` connects to, once every address its host resolves to passed. */
export async function checkDestination(url: URL, allowed: AllowedHosts, resolve: Resolver = systemResolver): Promise<LookupAddress> {
  const host = bareHost(url);
  const family = isIP(host);
  let addresses: LookupAddress[];
  if (family === 4 || family === 6) {
    addresses = [{ address: host, family }];
  } else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new UnresolvedHost(`the host ${host} could not be resolved`);
    }
  }
  const first = addresses[0];
  if (first === undefined) throw new UnresolvedHost(`the host ${host} resolves to no address`);
  if (allowed.has(hostAndPort(url))) return first;
  const closed = addresses.find(({ address }) => !isPublicAddress(address));
  if (closed) {
    throw new RefusedDestination(`the host ${host} resolves to ${closed.address}, which is not a public address (loopback, private, link-local or reserved); name the host in INTEGRATION_ALLOWED_HOSTS to allow it`);
  }
  return first;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for `http.request` that answers the address checked, whatever it is asked. */
export function pinnedLookup(pinned: LookupAddress) {
  return (_hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    if (options.all) callback(null, [pinned]);
    else callback(null, pinned.address, pinned.family);
  };
}

/** `INTEGRATION_ALLOWED_HOSTS`: comma-separated `host:port`; an answer with `problem` names the entry that is not one. */
export function parseAllowedHosts(text: string | undefined): { hosts: AllowedHosts } | { problem: string } {
  const hosts = new Set<string>();
  for (const [index, raw] of (text ?? '').split(',').map((entry) => entry.trim()).entries()) {
    if (raw === '') continue;
    let url: URL;
    try {
      url = new URL(`http://${raw}`);
    } catch {
      return { problem: `entry ${index + 1} ("${raw}") is not a host:port` };
    }
    if (url.port === '' && !raw.endsWith(':80')) return { problem: `entry ${index + 1} ("${raw}") needs its port (host:port)` };
    if (url.pathname !== '/' || url.search !== '' || url.username !== '') return { problem: `entry ${index + 1} ("${raw}") must be only host:port` };
    hosts.add(`${url.hostname.toLowerCase()}:${url.port === '' ? 80 : url.port}`);
  }
  return { hosts };
}
