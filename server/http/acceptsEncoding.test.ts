import { describe, expect, it } from 'vitest';
import { acceptsEncoding } from './acceptsEncoding';

describe('acceptsEncoding', () => {
  it('accepts a coding the header names, with or without a weight', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('br;q=0.5, gzip', 'br')).toBe(true);
    expect(acceptsEncoding('BR', 'br')).toBe(true);
  });

  it('refuses one named with q=0, even beside a wildcard', () => {
    expect(acceptsEncoding('br;q=0, *', 'br')).toBe(false);
    expect(acceptsEncoding('gzip, br; q=0.000', 'br')).toBe(false);
  });

  it('takes a wildcard for a coding not named, and nothing from an absent or identity-only header', () => {
    expect(acceptsEncoding('*', 'br')).toBe(true);
    expect(acceptsEncoding('*;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('identity', 'br')).toBe(false);
    expect(acceptsEncoding('gzip', 'br')).toBe(false);
    expect(acceptsEncoding(undefined, 'br')).toBe(false);
    expect(acceptsEncoding('', 'br')).toBe(false);
  });
});
