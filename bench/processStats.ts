import { readFileSync } from 'node:fs';

/** Resident set size of a process from Linux's /proc/<pid>/status ("VmRSS:  219260 kB"), in bytes. */
export function parseRssBytes(status: string): number | undefined {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match?.[1] ? Number(match[1]) * 1024 : undefined;
}

/** Undefined where /proc is not there (not Linux) or the process is gone. */
export function rssBytes(pid: number): number | undefined {
  try {
    return parseRssBytes(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return undefined;
  }
}
