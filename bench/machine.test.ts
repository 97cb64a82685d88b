import { describe, expect, it } from 'vitest';
import { describeLoad } from './machine';

describe('the machine load printed with the figures', () => {
  it('says a machine with no more runnable processes than CPUs is not overloaded', () => {
    expect(describeLoad({ cpus: 2, loadAverage: 0.4 }, { cpus: 2, loadAverage: 1.9 }))
      .toBe('machine: 2 CPUs, 1-minute load average 0.4 at the start and 1.9 at the end (not overloaded)');
  });
  it('warns that timings are inflated when the load exceeds the CPUs at either end', () => {
    expect(describeLoad({ cpus: 2, loadAverage: 1 }, { cpus: 2, loadAverage: 10 })).toContain('busy: 5.0× more runnable processes than CPUs');
  });
});
