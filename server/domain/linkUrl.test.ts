import { describe, expect, it } from 'vitest';
import { BadData } from './errors';
import { normalizeLinkUrl } from './linkUrl';

describe('normalizeLinkUrl', () => {
  it('takes an address without a scheme as https, as Unleash does', () => {
    expect(normalizeLinkUrl('example.com')).toBe('https://example.com');
    expect(normalizeLinkUrl('example.com:8080/issues/1')).toBe('https://example.com:8080/issues/1');
    expect(normalizeLinkUrl(' http://Example.com/a?b=1 ')).toBe('http://example.com/a?b=1');
  });
  it('refuses what is no web address, naming the url', () => {
    for (const raw of ['javascript:alert(1)', 'ftp://example.com/x', 'https://', 'http://exa mple.com']) {
      expect(() => normalizeLinkUrl(raw), raw).toThrow(BadData);
    }
  });
});
