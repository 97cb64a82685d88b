import { describe, expect, it } from 'vitest';
import { lastUseOf } from './lastUse';

const now = new Date('2026-06-15T12:00:00Z');
const before = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

describe('what deleting a token says about its last use', () => {
  it('warns when the token was used within the last week, naming when and by whom', () => {
    expect(lastUseOf({ seenAt: before(4) }, 'CI pipeline', now)).toEqual({ text: 'It was used 4 minutes ago by CI pipeline: something still relies on it.', recent: true });
    expect(lastUseOf({ seenAt: before(6 * 24 * 60) }, 'CI pipeline', now).recent).toBe(true);
  });

  it('says a use the clock has not caught up with happened just now', () => {
    expect(lastUseOf({ seenAt: new Date(now.getTime() + 5_000).toISOString() }, 'CI pipeline', now).text).toBe('It was used just now by CI pipeline: something still relies on it.');
  });

  it('only states an older use, and a token never used', () => {
    expect(lastUseOf({ seenAt: before(15 * 24 * 60) }, 'CI pipeline', now)).toEqual({ text: 'It was last used 2 weeks ago.', recent: false });
    expect(lastUseOf({ seenAt: null }, 'CI pipeline', now)).toEqual({ text: 'It has never been used.', recent: false });
  });
});
