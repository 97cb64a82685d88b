import { describe, expect, it } from 'vitest';
import { parseApiToken } from './apiTokenFormat';

describe('parseApiToken', () => {
  it('reads project, environment and keeps the whole token', () => {
    expect(parseApiToken('frontend', 'default:development.abcdef123')).toEqual({
      type: 'frontend', projects: ['default'], environment: 'development', token: 'default:development.abcdef123',
    });
  });

  it('treats * and [] as every project', () => {
    expect(parseApiToken('client', '*:production.abcdef123')).toMatchObject({ projects: ['*'], environment: 'production' });
    expect(parseApiToken('client', '[]:production.abcdef123')).toMatchObject({ projects: ['*'], environment: 'production' });
  });

  it('admin tokens are *:*', () => {
    expect(parseApiToken('admin', '*:*.abcdef123')).toMatchObject({ type: 'admin', environment: null });
    expect(parseApiToken('admin', 'default:development.abcdef123')).toHaveProperty('problem');
  });

  it('refuses malformed tokens without repeating them', () => {
    for (const bad of ['nocolon.abcdefgh', 'a:*.abcdefghij', 'a:b.', '']) {
      const result = parseApiToken('client', bad);
      expect(result).toHaveProperty('problem');
      if ('problem' in result && bad) expect(result.problem).not.toContain(bad);
    }
  });
});
