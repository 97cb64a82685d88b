import fc from 'fast-check';
import RemoteAddressStrategy from 'unleash-client/lib/strategy/remote-addresss-strategy.js';
import { describe, expect, it } from 'vitest';
import { ParsedRemoteAddressStrategy } from './remoteAddressStrategy';

const octet = fc.integer({ min: 0, max: 255 });
const address = fc.oneof(
  fc.tuple(octet, octet, octet, octet).map((parts) => parts.join('.')),
  fc.constantFrom('10.0.0.1', '192.168.1.20', '127.0.0.1', '::1', '2001:db8::1', 'not an address', '', '10.0.0', '10.0.0.256'),
);
const range = fc.oneof(address, fc.tuple(address, fc.integer({ min: 0, max: 33 })).map(([ip, bits]) => `${ip}/${bits}`));
const list = fc.array(range, { minLength: 1, maxLength: 4 }).chain((ranges) =>
  fc.constantFrom(', ', ',', ' , ').map((separator) => ranges.join(separator)),
);

describe('the remote address strategy with its parsing kept', () => {
  it('answers as the SDK does, for any list of ranges and any address, asked again or not', () => {
    const sdk = new RemoteAddressStrategy();
    const parsed = new ParsedRemoteAddressStrategy();
    fc.assert(
      fc.property(list, fc.option(address, { nil: undefined }), (IPs, remoteAddress) => {
        const expected = sdk.isEnabled({ IPs }, { remoteAddress });
        expect(parsed.isEnabled({ IPs }, { remoteAddress })).toBe(expected);
        expect(parsed.isEnabled({ IPs }, { remoteAddress })).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('is off without a list', () => {
    const parsed = new ParsedRemoteAddressStrategy();
    expect(parsed.isEnabled({}, { remoteAddress: '10.0.0.1' })).toBe(false);
    expect(parsed.isEnabled({ IPs: '' }, { remoteAddress: '10.0.0.1' })).toBe(false);
  });

  it('matches an address in a range and the very address named', () => {
    const parsed = new ParsedRemoteAddressStrategy();
    expect(parsed.isEnabled({ IPs: '10.0.0.0/8, 192.168.1.1' }, { remoteAddress: '10.20.30.40' })).toBe(true);
    expect(parsed.isEnabled({ IPs: '10.0.0.0/8, 192.168.1.1' }, { remoteAddress: '192.168.1.1' })).toBe(true);
    expect(parsed.isEnabled({ IPs: '10.0.0.0/8, 192.168.1.1' }, { remoteAddress: '192.168.1.2' })).toBe(false);
  });
});
