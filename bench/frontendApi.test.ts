import { describe, expect, it } from 'vitest';
import { describeFrontendApi, loadFailed, uniqueContextQuery, type FrontendApiFigures } from './frontendApi';

const figures: FrontendApiFigures = {
  flags: 20, enabledForSample: 12, connections: 10, durationS: 10,
  loads: [
    { traffic: 'recurring', requestsPerSecond: 7004.4, p50Ms: 1, p99Ms: 7, requests: 70_044, failed: 0, cpuMicrosecondsPerRequest: 95.2 },
    { traffic: 'unique', requestsPerSecond: 3065, p50Ms: 1, p99Ms: 17, requests: 30_650, failed: 2, cpuMicrosecondsPerRequest: undefined },
  ],
  rssBytes: 258 * 1024 * 1024,
  peer: undefined,
};

const withPeer: FrontendApiFigures = {
  ...figures,
  loads: figures.loads.map((load) => ({ ...load, failed: 0 })),
  peer: {
    name: '@unleash/proxy 1.4.9', enabledForSample: 12, rssBytes: 90 * 1024 * 1024,
    loads: [
      { traffic: 'recurring', requestsPerSecond: 1751.1, p50Ms: 5, p99Ms: 12, requests: 17_511, failed: 0, cpuMicrosecondsPerRequest: 476 },
      { traffic: 'unique', requestsPerSecond: 1532, p50Ms: 6, p99Ms: 14, requests: 15_320, failed: 0, cpuMicrosecondsPerRequest: 571.3 },
    ],
  },
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

  it('print the Node peer under each run of the same traffic, with how many times its figures ours are, and its memory', () => {
    const lines = describeFrontendApi(withPeer);
    expect(lines[1]).toBe('  beside it, the Node peer (@unleash/proxy 1.4.9, same flags and contexts, run right after): 1,751 requests/s, latency p50 5 ms, p99 12 ms '
      + '(17,511 requests in 10 s, 0 failed; its CPU 476 µs per request, 2,101 requests/s per CPU core); Flagdeck 4.0× its requests/s, 5.0× per CPU core');
    expect(lines[3]).toContain('Flagdeck 2.0× its requests/s');
    expect(lines[3]).not.toContain('per CPU core;');
    expect(lines[4]).toBe("/api/frontend, 20 flags: server resident memory after the runs 258 MiB (target ≤ 200 MiB); the Node peer's 90 MiB, and it enables 12 flags for the sample context where the service enables 12");
  });

  it('count a failed request of the peer as failed too', () => {
    expect(loadFailed(withPeer)).toBe(false);
    const peer = withPeer.peer && { ...withPeer.peer, loads: withPeer.peer.loads.map((load) => ({ ...load, failed: 1 })) };
    expect(loadFailed({ ...withPeer, peer })).toBe(true);
  });

  it('make every request of the unique traffic a new user and session', () => {
    const query = new URLSearchParams(uniqueContextQuery());
    expect(query.get('userId')).toBe('[<id>]');
    expect(query.get('sessionId')).toBe('[<id>]');
  });
});
