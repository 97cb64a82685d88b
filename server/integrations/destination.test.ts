import { describe, expect, it } from 'vitest';
import { checkDestination, hostAndPort, parseAllowedHosts, parseDestinationUrl, RefusedDestination, UnresolvedHost } from './destination';

const resolvesTo = (...addresses: string[]) => async () => addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
const allowed = (text: string) => {
  const parsed = parseAllowedHosts(text);
  if ('problem' in parsed) throw new Error(parsed.problem);
  return parsed.hosts;
};

describe('INTEGRATION_ALLOWED_HOSTS', () => {
  it('reads comma-separated host:port entries, IPv6 in brackets', () => {
    expect([...allowed(' 127.0.0.1:8080, Hooks.Internal:443 ,[::1]:9000,')]).toEqual(['127.0.0.1:8080', 'hooks.internal:443', '[::1]:9000']);
    expect([...allowed('')]).toEqual([]);
  });

  it('names the entry that is not host:port', () => {
    expect(parseAllowedHosts('127.0.0.1:8080,hooks.internal')).toEqual({ problem: 'entry 2 ("hooks.internal") needs its port (host:port)' });
    expect(parseAllowedHosts('http://x:1/path')).toMatchObject({ problem: expect.stringContaining('entry 1') });
  });
});

describe('a destination', () => {
  it('is refused when any address its host resolves to is not public', async () => {
    const url = parseDestinationUrl('https://hooks.example.com/x');
    await expect(checkDestination(url, new Set(), resolvesTo('93.184.215.14'))).resolves.toEqual({ address: '93.184.215.14', family: 4 });
    await expect(checkDestination(url, new Set(), resolvesTo('93.184.215.14', '10.1.1.1'))).rejects.toThrow('resolves to 10.1.1.1, which is not a public address');
  });

  it('is allowed, though not public, when its host and port are named, and only that port', async () => {
    const hosts = allowed('127.0.0.1:8080,hooks.internal:443');
    await expect(checkDestination(parseDestinationUrl('http://127.0.0.1:8080/x'), hosts)).resolves.toEqual({ address: '127.0.0.1', family: 4 });
    await expect(checkDestination(parseDestinationUrl('http://127.0.0.1:8081/x'), hosts)).rejects.toThrow(RefusedDestination);
    await expect(checkDestination(parseDestinationUrl('https://hooks.internal/x'), hosts, resolvesTo('10.0.0.5'))).resolves.toMatchObject({ address: '10.0.0.5' });
    expect(hostAndPort(parseDestinationUrl('https://HOOKS.internal/x'))).toBe('hooks.internal:443');
  });

  it('that does not resolve may be tried again later', async () => {
    const failing = async () => {
      throw new Error('ENOTFOUND');
    };
    await expect(checkDestination(parseDestinationUrl('https://nowhere.example/x'), new Set(), failing)).rejects.toThrow(UnresolvedHost);
  });

  it('must be an http or https URL without credentials', () => {
    expect(() => parseDestinationUrl('file:///etc/passwd')).toThrow('must be an http or https URL');
    expect(() => parseDestinationUrl('https://user:pw@example.com/')).toThrow('must not carry a user name or password');
    expect(() => parseDestinationUrl('example.com/hook')).toThrow('must be an absolute http or https URL');
  });
});
