import { describe, expect, it } from 'vitest';
import { corsHeaders, parseAllowedOrigins, parseOrigins, preflightHeaders } from './cors';

describe('CORS_ORIGINS', () => {
  it('allows every origin when unset or "*"', () => {
    expect(parseAllowedOrigins(undefined)).toBe('*');
    expect(parseAllowedOrigins(' * ')).toBe('*');
  });

  it('reads a comma-separated list of origins', () => {
    expect(parseAllowedOrigins('https://app.example.com, http://localhost:3000')).toEqual(['https://app.example.com', 'http://localhost:3000']);
  });

  it('refuses paths, bare hosts and "*" inside a list, naming the entry', () => {
    expect(parseAllowedOrigins('https://app.example.com/')).toEqual({ problem: expect.stringContaining('"https://app.example.com/"') });
    expect(parseAllowedOrigins('app.example.com')).toEqual({ problem: expect.stringContaining('not an origin') });
    expect(parseAllowedOrigins('*, https://a.example')).toEqual({ problem: expect.stringContaining('cannot be combined') });
  });
});

describe('a list of origins, each entry one origin (the admin API\'s)', () => {
  it('is "*" alone, or exact origins lower-cased', () => {
    expect(parseOrigins([' * '])).toBe('*');
    expect(parseOrigins(['HTTPS://App.Example.com', 'http://localhost:3000'])).toEqual(['https://app.example.com', 'http://localhost:3000']);
  });

  it('refuses a blank entry and one that holds two origins, rather than reading them as CORS_ORIGINS would', () => {
    expect(parseOrigins([' '])).toEqual({ problem: expect.stringContaining('not an origin') });
    expect(parseOrigins([','])).toEqual({ problem: expect.stringContaining('not an origin') });
    expect(parseOrigins(['https://a.example,https://b.example'])).toEqual({ problem: expect.stringContaining('not an origin') });
  });
});

describe('CORS headers', () => {
  it('"*" lets any page read the answer and its ETag, with no Vary', () => {
    expect(corsHeaders('*', 'https://anywhere.example')).toEqual({ 'access-control-allow-origin': '*', 'access-control-expose-headers': 'ETag' });
  });

  it('a list echoes an allowed origin and varies on Origin', () => {
    expect(corsHeaders(['https://app.example.com'], 'https://app.example.com')).toEqual({
      'access-control-allow-origin': 'https://app.example.com', vary: 'Origin', 'access-control-expose-headers': 'ETag',
    });
  });

  it('a list gives an origin it lacks no permission, and still varies on Origin', () => {
    expect(corsHeaders(['https://app.example.com'], 'https://evil.example')).toEqual({ vary: 'Origin' });
    expect(corsHeaders(['https://app.example.com'], undefined)).toEqual({ vary: 'Origin' });
  });

  it('a preflight names GET and POST and the headers the browser SDK sends', () => {
    const headers = preflightHeaders('*', 'https://app.example.com');
    expect(headers['access-control-allow-methods']).toBe('GET, POST');
    for (const header of ['Authorization', 'Content-Type', 'If-None-Match', 'Unleash-AppName']) {
      expect(headers['access-control-allow-headers']).toContain(header);
    }
    expect(preflightHeaders(['https://app.example.com'], 'https://evil.example')).toEqual({ vary: 'Origin' });
  });
});
