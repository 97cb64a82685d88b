import { Address4, Address6 } from 'ip-address';

/*
 * Whether an address is on the public internet: a webhook must not become a way into the service's
 * own network (server/README.md, Integrations). Loopback, private, link-local, carrier-grade NAT,
 * multicast, documentation and reserved ranges are not; an IPv6 address that carries an IPv4 one
 * (mapped, NAT64, 6to4) is judged by the IPv4 address it reaches.
 */

const closedV4 = [
  '0.0.0.0/8', '10.0.0.0/8', '100.64.0.0/10', '127.0.0.0/8', '169.254.0.0/16', '172.16.0.0/12', '192.0.0.0/24',
  '192.0.2.0/24', '192.88.99.0/24', '192.168.0.0/16', '198.18.0.0/15', '198.51.100.0/24', '203.0.113.0/24',
  '224.0.0.0/4', '240.0.0.0/4',
].map((range) => new Address4(range));

const closedV6 = ['::/128', '::1/128', '100::/64', '2001:db8::/32', 'fc00::/7', 'fe80::/10', 'fec0::/10', 'ff00::/8']
  .map((range) => new Address6(range));

/** IPv6 ranges whose last 32 bits (or, for 6to4, bits 16–48) are an IPv4 address the packet goes on to. */
const carriesV4 = ['::ffff:0:0/96', '::/96', '64:ff9b::/96', '64:ff9b:1::/48'].map((range) => new Address6(range));
const sixToFour = new Address6('2002::/16');

function isPublicV4(address: Address4): boolean {
  return !closedV4.some((range) => address.isInSubnet(range));
}

function embeddedV4(address: Address6): Address4 | undefined {
  if (address.isInSubnet(sixToFour)) {
    const hex = address.canonicalForm().replaceAll(':', '').slice(4, 12);
    return Address4.fromHex(hex);
  }
  if (carriesV4.some((range) => address.isInSubnet(range))) return Address4.fromHex(address.canonicalForm().replaceAll(':', '').slice(24));
  return undefined;
}

export function isPublicAddress(text: string): boolean {
  if (Address4.isValid(text)) return isPublicV4(new Address4(text));
  if (!Address6.isValid(text)) return false;
  const address = new Address6(text);
  const v4 = embeddedV4(address);
  if (v4) return isPublicV4(v4);
  return !closedV6.some((range) => address.isInSubnet(range));
}
