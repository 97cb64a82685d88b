import { describe, expect, it } from 'vitest';
import { avatarUrl } from './avatar';

const svgOf = (url: string) => decodeURIComponent(url.replace(/^data:image\/svg\+xml,/, ''));

describe("a person's picture", () => {
  it('is an SVG of the initials, drawn here rather than fetched from a third party', () => {
    const url = avatarUrl({ id: 3, name: 'Ann Example' });
    expect(url.startsWith('data:image/svg+xml,')).toBe(true);
    expect(svgOf(url)).toContain('>AE</text>');
    expect(svgOf(avatarUrl({ id: 4, name: 'ann.lee@example.com' }))).toContain('>AL</text>');
    expect(svgOf(avatarUrl({ id: -42, name: 'Unleash Admin Token' }))).toContain('>UA</text>');
  });

  it('has a colour of the id, so two people of one name tell apart', () => {
    expect(avatarUrl({ id: 1, name: 'Sam' })).not.toBe(avatarUrl({ id: 2, name: 'Sam' }));
    expect(avatarUrl({ id: 1, name: 'Sam' })).toBe(avatarUrl({ id: 1, name: 'Sam' }));
  });

  it('draws no markup a name holds', () => {
    expect(svgOf(avatarUrl({ id: 1, name: '<script> x' }))).not.toContain('<script');
    expect(svgOf(avatarUrl({ id: 1, name: '' }))).toContain('>?</text>');
  });
});
