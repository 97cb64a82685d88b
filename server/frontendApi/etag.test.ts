import { describe, expect, it } from 'vitest';
import { etagOf, etagOfChoices, ifNoneMatchHolds } from './etag';

describe('etagOf', () => {
  it('is a quoted tag that follows the body: equal bodies, equal tags; any change, a new tag', () => {
    const tag = etagOf('{"toggles":[]}');
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(etagOf('{"toggles":[]}')).toBe(tag);
    expect(etagOf('{"toggles":[1]}')).not.toBe(tag);
  });
});

describe('etagOfChoices', () => {
  it('follows the fragments chosen and the configuration\'s fragments, like a tag of the bytes they make', () => {
    const tag = etagOfChoices('digest-a', Uint16Array.of(1, 0, 2));
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(etagOfChoices('digest-a', Uint16Array.of(1, 0, 2))).toBe(tag);
    expect(etagOfChoices('digest-a', Uint16Array.of(1, 0, 1))).not.toBe(tag);
    expect(etagOfChoices('digest-a', Uint16Array.of(0, 1, 2))).not.toBe(tag);
    expect(etagOfChoices('digest-b', Uint16Array.of(1, 0, 2))).not.toBe(tag);
  });
});

describe('If-None-Match', () => {
  const tag = etagOf('body');
  it('holds for the tag, in a list, weak or strong, and for *', () => {
    expect(ifNoneMatchHolds(tag, tag)).toBe(true);
    expect(ifNoneMatchHolds(`"other", ${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHolds(`W/${tag}`, tag)).toBe(true);
    expect(ifNoneMatchHolds('*', tag)).toBe(true);
  });

  it('does not hold without the header or for another tag', () => {
    expect(ifNoneMatchHolds(undefined, tag)).toBe(false);
    expect(ifNoneMatchHolds('"other"', tag)).toBe(false);
    expect(ifNoneMatchHolds('', tag)).toBe(false);
  });
});
