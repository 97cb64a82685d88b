import { describe, expect, it } from 'vitest';
import { describeFrontendApi, loadFailed, uniqueContextQuery, type FrontendApiFigures } from './frontendApi';

const figures: FrontendApiFigures = {
  flags: 20, enabledForSample: 12, connections: 10, durationS: 10,
  loads: [
    { traffic: 'recurring', requestsPerSecond: 7004.4, p50Ms: 1, p99Ms: 7, requests: 70_044, failed: 0, cpuMicrosecondsPerRequest: 95.2 },
    { traffic: 'unique', requestsPerSecond: 3065, p50Ms: 1, p99Ms: 17, requests: 30_650, failed: 2, cpuMicrosecondsPerRequest: undefined },
  ],
  rssBytes: 258 * 1024 * 1024,
};

describe('the /api/frontend figures', () => {
  it('print requests/s, latency, failures and CPU per request for each kind of traffic, then memory', () => {
    expect(describeFrontendApi(figures)).toEqual([
      '/api/frontend, 20 flags, 10 connections, 1,000 recurring contexts: 7,004 requests/s, latency p50 1 ms, p99 7 ms (70,044 requests in 10 s, 0 failed; server CPU 95 µs per request, 10,504 requests/s per CPU core)',
      '/api/frontend, 20 flags, 10 connections, a new context every request: 3,065 requests/s, latency p50 1 ms, p99 17 ms (30,650 requests in 10 s, 2 failed)',
      '/api/frontend, 20 flags: server resident memory after the runs 258 MiB (target ≤ 200 MiB)',
    ]);
  });

  it('print the target beside the uncached figure at 350 flags', () => {
    const lines = describeFrontendApi({ ...figures, flags: 350, loads: figures.loads.map((load) => ({ ...load, cpuMicrosecondsPerRequest: 250 })) });
    expect(lines[0]).not.toContain('target');
    expect(lines[1]).toContain('server CPU 250 µs per request, 4,000 requests/s per CPU core; target ≥ 3,500 requests/s on one core');
  });

  it('count a run with failed requests as failed', () => {
    expect(loadFailed(figures)).toBe(true);
  });

  it('make every request of the unique traffic a new user and session', () => {
    const query = new URLSearchParams(uniqueContextQuery());
    expect(query.get('userId')).toBe('[<id>]');
    expect(query.get('sessionId')).toBe('[<id>]');
  });
});
