import { describe, expect, it } from 'vitest';
import { parseTypedContext } from './parseTypedContext';

describe('a context typed into the strategy editor', () => {
  it('reads the playground address form and pairs separated by spaces alike', () => {
    expect(parseTypedContext('userId=carol&plan=pro')).toEqual({ context: { userId: 'carol', plan: 'pro' } });
    expect(parseTypedContext('  userId=carol   plan=pro ')).toEqual({ context: { userId: 'carol', plan: 'pro' } });
    expect(parseTypedContext('email=carol%40example.com')).toEqual({ context: { email: 'carol@example.com' } });
  });

  it('says what is not a field and its value', () => {
    expect(parseTypedContext('carol')).toEqual({ problem: '"carol" is not a field and its value: write it as name=value.' });
    expect(parseTypedContext('=carol')).toHaveProperty('problem');
    expect(parseTypedContext('   ')).toHaveProperty('problem');
  });

  it('keeps a field named like an object\'s own as a plain field', () => {
    const read = parseTypedContext('__proto__=x');
    expect('context' in read && Object.keys(read.context)).toEqual(['__proto__']);
  });
});
