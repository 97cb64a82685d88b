import { cpus, loadavg } from 'node:os';

/**
 * The machine's state, printed with the figures: timings taken on a busy machine (other
 * processes in the run queue) are slower, and the reader must be able to tell. The load at the
 * start is other people's; by the end the bench's own server and load generator add to it.
 */
export interface MachineLoad {
  cpus: number;
  /** 1-minute load average: processes running or waiting for a CPU, averaged. */
  loadAverage: number;
}

export const currentLoad = (): MachineLoad => ({ cpus: cpus().length, loadAverage: loadavg()[0] ?? 0 });

export function describeLoad(start: MachineLoad, end: MachineLoad): string {
  const verdict = start.loadAverage <= start.cpus / 2
    ? 'quiet before the bench'
    : start.loadAverage <= start.cpus
      ? 'partly busy before the bench'
      : `busy before the bench: ${(start.loadAverage / start.cpus).toFixed(1)}× more runnable processes than CPUs, timings are inflated`;
  return `machine: ${start.cpus} CPUs, 1-minute load average ${start.loadAverage.toFixed(1)} at the start and ${end.loadAverage.toFixed(1)} at the end, the bench's own included (${verdict})`;
}
