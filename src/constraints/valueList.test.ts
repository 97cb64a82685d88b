import { describe, expect, it } from 'vitest';
import { addValues, describeAddition, parseValueList } from './valueList';

describe('a list of values as people paste it', () => {
  it('reads one a line or comma-separated, trimmed, without blanks or repeats, in the order given', () => {
    expect(parseValueList('alice\n bob ,carol\r\n\ndave\ralice,')).toEqual(['alice', 'bob', 'carol', 'dave']);
  });

  it('reads quoted CSV as CSV: a comma or a doubled quote inside quotes belongs to the value', () => {
    expect(parseValueList('"Smith, Jane",bob\n"say ""hi"""\n')).toEqual(['Smith, Jane', 'bob', 'say "hi"']);
  });

  it('adds what is new after what is listed, and counts what was listed already', () => {
    expect(addValues(['alice', 'bob'], 'bob\ncarol\ncarol\ndave')).toEqual({ values: ['alice', 'bob', 'carol', 'dave'], added: 2, repeated: 1 });
    expect(addValues(['alice'], ' , \n')).toEqual({ values: ['alice'], added: 0, repeated: 0 });
  });

  it('takes 10,000 pasted ids in one pass, each once', () => {
    const pasted = Array.from({ length: 10_000 }, (_, index) => `user-${index}`);
    const { values, added } = addValues(['user-5'], pasted.join('\n'));
    expect(added).toBe(9_999);
    expect(values).toHaveLength(10_000);
    expect(new Set(values).size).toBe(10_000);
  });

  it('says what an addition did', () => {
    expect(describeAddition({ added: 9_998, repeated: 2 })).toBe('Added 9,998 values; 2 were listed already.');
    expect(describeAddition({ added: 1, repeated: 0 })).toBe('Added 1 value.');
    expect(describeAddition({ added: 0, repeated: 1 })).toBe('Nothing added; 1 was listed already.');
  });
});
