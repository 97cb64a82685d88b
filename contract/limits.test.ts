import { describe, expect, it } from 'vitest';
import { listItems } from './limits';

describe('a list parameter as Unleash\'s console writes it', () => {
  it('trims each item and leaves empty ones out', () => {
    expect(listItems(' alice , ,bob,\n\tcarol ,')).toEqual(['alice', 'bob', 'carol']);
    expect(listItems('')).toEqual([]);
    expect(listItems(' , ')).toEqual([]);
  });

  it('keeps whitespace inside an item', () => {
    expect(listItems('a b, c\u00a0d')).toEqual(['a b', 'c\u00a0d']);
  });

  it('joined with commas, is split by the SDKs\' pattern into the same items', () => {
    const joined = listItems(' x ,\u3000y\u3000, z').join(',');
    expect(joined.split(/\s*,\s*/)).toEqual(listItems(joined));
  });
});
