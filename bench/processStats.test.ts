import { describe, expect, it } from 'vitest';
import { parseRssBytes, rssBytes } from './processMemory';

describe('resident memory of a process', () => {
  it('reads VmRSS from /proc/<pid>/status, in bytes', () => {
    expect(parseRssBytes('Name:\tnode\nVmPeak:\t  999 kB\nVmRSS:\t  219260 kB\nThreads:\t11\n')).toBe(219_260 * 1024);
  });
  it('is unknown when the line is missing (a zombie process has none)', () => {
    expect(parseRssBytes('Name:\tnode\nState:\tZ (zombie)\n')).toBeUndefined();
  });
  it('is unknown for a process that does not exist', () => {
    expect(rssBytes(2 ** 30)).toBeUndefined();
  });
});
