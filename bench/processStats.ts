import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/*
 * What a process has used, from Linux's /proc: resident memory, and CPU time. CPU time per request
 * is the figure a busy machine distorts least: waiting for a CPU inflates latency and lowers
 * requests/s, but does not add to the time the server itself computed.
 */

/** Resident set size from /proc/<pid>/status ("VmRSS:  219260 kB"), in bytes. */
export function parseRssBytes(status: string): number | undefined {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  return match?.[1] ? Number(match[1]) * 1024 : undefined;
}

/** User plus system CPU time, all threads, from /proc/<pid>/stat, in clock ticks. */
export function parseCpuTicks(stat: string): number | undefined {
  // The command name (field 2) is in parentheses and may hold spaces; count fields after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const user = Number(fields[11]);
  const system = Number(fields[12]);
  return Number.isFinite(user) && Number.isFinite(system) ? user + system : undefined;
}

const readProc = (pid: number, file: string) => {
  try {
    return readFileSync(`/proc/${pid}/${file}`, 'utf8');
  } catch {
    return undefined;
  }
};

let ticksPerSecond: number | undefined;
function clockTicksPerSecond(): number {
  if (ticksPerSecond === undefined) {
    try {
      ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      ticksPerSecond = 100;
    }
  }
  return ticksPerSecond;
}

/** Undefined where /proc is not there (not Linux) or the process is gone. */
export function rssBytes(pid: number): number | undefined {
  const status = readProc(pid, 'status');
  return status === undefined ? undefined : parseRssBytes(status);
}

export function cpuSeconds(pid: number): number | undefined {
  const stat = readProc(pid, 'stat');
  const ticks = stat === undefined ? undefined : parseCpuTicks(stat);
  return ticks === undefined ? undefined : ticks / clockTicksPerSecond();
}
