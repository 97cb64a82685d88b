import { describe, expect, it } from 'vitest';
import { etagOf, ifNoneMatchHolds } from './etag';

describe('etagOf', () => {
  it('is a quoted tag that follows the body: equal bodies, equal tags; any change, a new tag', () => {
    const tag = etagOf('{"toggles":[]}');
    expect(tag).toMatch(/^"[\w-]+"$/);
    expect(etagOf('{"toggles":[]}')).toBe(tag);
    expect(etagOf('{"toggles":[1]}')).not.toBe(tag);
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
