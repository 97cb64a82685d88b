import { describe, expect, it } from 'vitest';
import { tokenScope } from './frontendTokenScope';

describe('what a token says about its scope', () => {
  it('a frontend token names its project and environment', () => {
    expect(tokenScope('default:development.abc123')).toEqual({ project: 'default', environment: 'development', looksLikeAdmin: false });
  });

  it('a token for every project or a list names no project', () => {
    expect(tokenScope('*:production.abc')?.project).toBeNull();
    expect(tokenScope('[]:production.abc')?.project).toBeNull();
  });

  it('an admin token is recognised', () => {
    expect(tokenScope('*:*.abc')).toEqual({ project: null, environment: null, looksLikeAdmin: true });
  });

  it('a token in another form says nothing', () => {
    expect(tokenScope('user:42abcdef')).toBeNull();
    expect(tokenScope('')).toBeNull();
  });
});
