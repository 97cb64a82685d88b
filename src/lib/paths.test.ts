import { describe, expect, it } from 'vitest';
import { paths, safeNextPath } from './paths';

describe('paths', () => {
  it('encodes names in paths', () => {
    expect(paths.flag('my project', 'a/b')).toBe('/projects/my%20project/flags/a%2Fb');
  });
  it('carries the page to return to after sign-in', () => {
    expect(paths.signIn('/playground?userId=a')).toBe('/sign-in?next=%2Fplayground%3FuserId%3Da');
    expect(paths.signIn('/')).toBe('/sign-in');
  });
});

describe('safeNextPath', () => {
  it.each([
    ['/projects/default/flags?q=x', '/projects/default/flags?q=x'],
    [null, '/'],
    ['https://evil.example/', '/'],
    ['//evil.example/', '/'],
    ['/\\evil.example', '/'],
    ['javascript:alert(1)', '/'],
  ])('%s → %s', (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });
});
