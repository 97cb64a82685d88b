import { describe, expect, it } from 'vitest';
import { cpuSeconds, parseCpuTicks, parseRssBytes, rssBytes } from './processStats';

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

describe('CPU time of a process', () => {
  it('adds user and system ticks (fields 14 and 15 of /proc/<pid>/stat), even when the name has spaces', () => {
    const stat = '4242 (node server) S 1 4242 4242 0 -1 4194560 5000 0 0 0 1234 56 0 0 20 0 11 0 100 0 0';
    expect(parseCpuTicks(stat)).toBe(1290);
  });
  it('reads this process, which has used some CPU', () => {
    expect(cpuSeconds(process.pid)).toBeGreaterThan(0);
  });
});
