import { isIP } from 'node:net';

/**
 * `TRUST_PROXY`: which proxies in front of the service are believed when they say, in
 * X-Forwarded-For, who they forward for. The chain is read from the right (the connection, then
 * what each trusted proxy appended), and the caller is the first address that is not a trusted
 * proxy: what a client wrote into the header itself is never reached. Either a list of addresses,
 * CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal`, or a count of proxies (hops)
 * counted from the connection, which believes them whatever their address, so it fits only a
 * service that can be reached through those proxies alone. `0` believes no header.
 */
export type TrustProxy = { addresses: string[] } | { hops: number };

export const defaultTrustProxy: TrustProxy = { addresses: ['loopback'] };

const rangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** Reads the setting; a problem names the entry that is not an address, a range or a name. */
export function parseTrustProxy(raw: string | undefined): TrustProxy | { problem: string } {
  const text = raw?.trim() ?? '';
  if (text === '') return defaultTrustProxy;
  if (/^\d+$/.test(text)) return { hops: Number(text) };
  const addresses = text.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  const wrong = addresses.find((entry) => !isAddressOrRange(entry));
  if (wrong !== undefined) {
    return { problem: `"${wrong}" is not an IP address, a CIDR range (10.0.0.0/8) or one of ${[...rangeNames].join(', ')}; give a list of those, or a number of proxies` };
  }
  return { addresses };
}

function isAddressOrRange(entry: string): boolean {
  if (rangeNames.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d+$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * Fastify's `trustProxy` for the setting. Fastify hands a list to proxy-addr; a number it would
 * refuse to trust at all, so hops are the function Express uses for a number.
 */
export function fastifyTrustProxy(trust: TrustProxy): string[] | ((address: string, hop: number) => boolean) {
  if ('addresses' in trust) return trust.addresses;
  const { hops } = trust;
  return (_address, hop) => hop < hops;
}
