import { describe, expect, it } from 'vitest';
import { parseCsv } from './parseCsv';

describe('parseCsv', () => {
  it('splits lines into rows and commas into cells', () => {
    expect(parseCsv('a,b\n1,2')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('keeps commas, line breaks and doubled quotes inside quoted cells', () => {
    expect(parseCsv('"x, y","say ""hi""","two\nlines"')).toEqual([['x, y', 'say "hi"', 'two\nlines']]);
  });

  it('reads CRLF like LF, and a trailing line break adds no empty row', () => {
    expect(parseCsv('a,b\r\n1,2\r\n')).toEqual([['a', 'b'], ['1', '2']]);
  });

  it('keeps empty cells', () => {
    expect(parseCsv('a,,c')).toEqual([['a', '', 'c']]);
  });

  it('reads nothing as no rows', () => {
    expect(parseCsv('')).toEqual([]);
  });
});
