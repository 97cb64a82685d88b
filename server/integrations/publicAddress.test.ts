import { describe, expect, it } from 'vitest';
import { isPublicAddress } from './publicAddress';

describe('a public address', () => {
  it.each(['93.184.215.14', '1.1.1.1', '8.8.8.8', '2606:4700:4700::1111', '2a00:1450:4001:82a::200e'])('%s is one', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['127.0.0.1', 'loopback'], ['127.255.1.2', 'loopback'], ['::1', 'loopback'], ['0.0.0.0', 'unspecified'], ['::', 'unspecified'],
    ['10.1.2.3', 'private'], ['172.16.0.1', 'private'], ['172.31.255.255', 'private'], ['192.168.1.1', 'private'], ['fd12:3456::1', 'unique local'],
    ['169.254.169.254', 'link-local (cloud metadata)'], ['fe80::1', 'link-local'], ['100.64.0.1', 'carrier-grade NAT'],
    ['224.0.0.1', 'multicast'], ['ff02::1', 'multicast'], ['240.0.0.1', 'reserved'], ['255.255.255.255', 'broadcast'],
    ['192.0.2.10', 'documentation'], ['2001:db8::1', 'documentation'], ['198.18.0.1', 'benchmarking'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'], ['::ffff:7f00:1', 'IPv4-mapped loopback in hex'], ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::a9fe:a9fe', 'NAT64 of link-local'], ['2002:7f00:1::', '6to4 of loopback'], ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['not an address', 'no address at all'],
  ])('%s is not (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it('judges a mapped or 6to4 address by the public IPv4 address it carries', () => {
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('2002:808:808::1')).toBe(true);
  });
});
