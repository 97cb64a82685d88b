import { describe, expect, it } from 'vitest';
import { describeLoad } from './machine';

describe('the machine load printed with the figures', () => {
  it('judges by the load before the bench, which is not the bench\'s own', () => {
    expect(describeLoad({ cpus: 2, loadAverage: 0.4 }, { cpus: 2, loadAverage: 2.5 }))
      .toBe('machine: 2 CPUs, 1-minute load average 0.4 at the start and 2.5 at the end, the bench\'s own included (quiet before the bench)');
    expect(describeLoad({ cpus: 2, loadAverage: 1.6 }, { cpus: 2, loadAverage: 2.2 })).toContain('(partly busy before the bench)');
  });
  it('warns that timings are inflated when other processes outnumber the CPUs', () => {
    expect(describeLoad({ cpus: 2, loadAverage: 10 }, { cpus: 2, loadAverage: 10 })).toContain('busy before the bench: 5.0× more runnable processes than CPUs');
  });
});
