import fc from 'fast-check';
import { hostname } from 'node:os';
import ApplicationHostnameStrategy from 'unleash-client/lib/strategy/application-hostname-strategy.js';
import UserWithIdStrategy from 'unleash-client/lib/strategy/user-with-id-strategy.js';
import { describe, expect, it } from 'vitest';
import { splitListParameter } from './listParameter';
import { ParsedApplicationHostnameStrategy, ParsedUserWithIdStrategy } from './listStrategies';

// Commas and every kind of whitespace the SDK's pattern knows, among a few letters.
const listText = fc.string({
  unit: fc.constantFrom(',', ' ', '\t', '\n', '\u00a0', '\u2028', '\ufeff', '\u3000', 'a', 'B', 'c', 'İ'),
  maxLength: 24,
});
const host = (process.env.HOSTNAME || hostname() || 'undefined').toLowerCase();

describe('a list parameter read as the SDK reads it', () => {
  it('gives the items the SDK’s regular expression gives, for any text', () => {
    fc.assert(fc.property(listText, (text) => {
      expect(splitListParameter(text)).toEqual(text.split(/\s*,\s*/));
    }), { numRuns: 5000 });
  });
});

describe('userWithId with its list read once', () => {
  it('answers as the SDK does, for any list and any user, asked again or not', () => {
    const sdk = new UserWithIdStrategy();
    const parsed = new ParsedUserWithIdStrategy();
    const userId = fc.option(fc.oneof(listText, fc.constantFrom('a', 'B', 'a b', ' a', '')), { nil: undefined });
    fc.assert(fc.property(fc.option(listText, { nil: undefined }), userId, (userIds, user) => {
      const expected = sdk.isEnabled(userIds === undefined ? {} : { userIds }, { userId: user });
      expect(parsed.isEnabled(userIds === undefined ? {} : { userIds }, { userId: user })).toBe(expected);
      expect(parsed.isEnabled(userIds === undefined ? {} : { userIds }, { userId: user })).toBe(expected);
    }), { numRuns: 3000 });
  });
});

describe('applicationHostname with its list read once', () => {
  it('answers as the SDK does, for any list, with or without this host in any case', () => {
    const sdk = new ApplicationHostnameStrategy();
    const parsed = new ParsedApplicationHostnameStrategy();
    const withHost = fc.tuple(listText, listText, fc.constantFrom(host, host.toUpperCase(), ` ${host}`, `${host}x`))
      .map(([before, after, name]) => `${before},${name},${after}`);
    fc.assert(fc.property(fc.oneof(listText, withHost), (hostNames) => {
      const expected = sdk.isEnabled({ hostNames });
      expect(parsed.isEnabled({ hostNames })).toBe(expected);
      expect(parsed.isEnabled({ hostNames })).toBe(expected);
    }), { numRuns: 3000 });
    expect(parsed.isEnabled({ hostNames: `other, ${host.toUpperCase()}` })).toBe(true);
    expect(parsed.isEnabled({})).toBe(false);
  });
});
