import { describe, expect, it } from 'vitest';
import { parseCsv } from './parseCsv';

describe('reading a CSV payload', () => {
  it('splits lines and commas', () => {
    expect(parseCsv('plan,limit\nfree,10\npro,100')).toEqual([
      ['plan', 'limit'],
      ['free', '10'],
      ['pro', '100'],
    ]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted fields', () => {
    expect(parseCsv('"a,b","say ""hi""","two\nlines"')).toEqual([['a,b', 'say "hi"', 'two\nlines']]);
  });

  it('accepts CRLF and ignores one trailing line break', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty fields', () => {
    expect(parseCsv('a,,c\n,')).toEqual([
      ['a', '', 'c'],
      ['', ''],
    ]);
  });

  it('is empty for empty text', () => {
    expect(parseCsv('')).toEqual([]);
  });
});
