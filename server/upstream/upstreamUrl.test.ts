import { describe, expect, it } from 'vitest';
import { ConfigError } from '../config';
import { readUpstreamUrl, upstreamBasePath } from './upstreamUrl';

const read = (value: string | undefined) => readUpstreamUrl({ UPSTREAM_URL: value });

describe('UPSTREAM_URL', () => {
  it('is optional: without it the embedded service runs', () => {
    expect(read(undefined)).toBeUndefined();
    expect(read('  ')).toBeUndefined();
  });

  it('names the service, at its root or under a base path; a trailing slash or /api changes nothing', () => {
    expect(read('https://unleash.example.com')?.href).toBe('https://unleash.example.com/');
    expect(upstreamBasePath(read('https://unleash.example.com/')!)).toBe('');
    expect(upstreamBasePath(read('https://example.com/unleash/')!)).toBe('/unleash');
    expect(upstreamBasePath(read('https://example.com/unleash/api')!)).toBe('/unleash');
    expect(upstreamBasePath(read('http://127.0.0.1:4242/api/')!)).toBe('');
  });

  it.each([
    ['unleash.example.com', /absolute http/],
    ['ftp://unleash.example.com', /http:\/\/ or https:\/\//],
    ['https://unleash.example.com?x=1', /without a query/],
  ])('refuses %s', (value, problem) => {
    expect(() => read(value)).toThrow(ConfigError);
    expect(() => read(value)).toThrow(problem);
  });

  it('refuses credentials in the address without repeating them', () => {
    let message = '';
    try {
      read('https://admin:hunter2@unleash.example.com');
    } catch (error) {
      message = error instanceof Error ? error.message : '';
    }
    expect(message).toMatch(/must not carry credentials/);
    expect(message).not.toContain('hunter2');
  });
});
