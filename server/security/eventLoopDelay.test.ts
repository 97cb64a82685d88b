import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changeRequestLimits, strategyLimits } from '../../contract/limits';
import { importClientFeatures } from '../import';
import { startChildServer, type ChildServer } from '../test/childServer';
import { startTestService, tokens } from '../test/harness';

/*
 * No single request, of at most the body limit, holds the service's event loop for more than
 * 200 ms: everybody else's requests wait that long at most. The server runs in a process of its
 * own (`test/loopDelayServer.ts`) that records its loop's longest delay while one request runs,
 * and the CPU time it used meanwhile; each request is sent over a real socket. A busy machine
 * stretches the delay by the time it gives other processes, never the CPU time, so the figure
 * held to the bound is the lesser of the two: the server's own work without a break. And it is
 * the least of three runs of the request (the first also compiles the code it runs).
 */

const maxLoopDelayMs = 200;
/** What the service accepts as a body (README, Security: Limits). */
const bodyLimit = 1_048_576;
const runs = 3;

const reportSchema = z.object({ type: z.literal('report'), maxMs: z.number(), cpuMs: z.number() });

interface Measure { delayMs: number; cpuMs: number; status: number }
/** What a request held the loop for: the delay, unless the CPU time shows the machine stretched it. */
const heldMs = (measure: Pick<Measure, 'delayMs' | 'cpuMs'>) => Math.min(measure.delayMs, measure.cpuMs);

let server: ChildServer;
let pats: Record<'Admin' | 'Editor' | 'Editor2', string>;
const flagPath = '/api/admin/projects/default/features/victim';

/** The longest the server's loop waited while `send` ran (its answer read to the end), and its CPU time. */
async function measure(send: (run: number) => Promise<Response>, run: number): Promise<Measure> {
  const child = server.child;
  child.send({ type: 'start' });
  await once(child, 'message');
  const response = await send(run);
  await response.arrayBuffer();
  child.send({ type: 'report' });
  const [message] = (await once(child, 'message')) as [unknown];
  const report = reportSchema.parse(message);
  return { delayMs: report.maxMs, cpuMs: report.cpuMs, status: response.status };
}

/** The run that held the loop least, and every run's answer. */
async function leastOf(send: (run: number) => Promise<Response>, prepare?: (run: number) => Promise<void>): Promise<{ least: Measure; statuses: number[] }> {
  const measures: Measure[] = [];
  for (let run = 0; run < runs; run++) {
    await prepare?.(run);
    measures.push(await measure(send, run));
  }
  const least = measures.reduce((best, next) => (heldMs(next) < heldMs(best) ? next : best));
  return { least, statuses: measures.map((entry) => entry.status) };
}

const describeMeasure = ({ delayMs, cpuMs }: Measure) => `${heldMs({ delayMs, cpuMs }).toFixed(1)} ms (loop delay ${delayMs.toFixed(1)} ms, CPU ${cpuMs.toFixed(1)} ms)`;

function call(method: 'GET' | 'POST' | 'PUT', path: string, token: string, body?: unknown): Promise<Response> {
  return fetch(`${server.url}${path}`, {
    method,
    headers: { authorization: token, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** As many copies of `item` as fit, with the rest of the body, under the body limit. */
function fillBody(item: unknown, around = 200): number {
  return Math.floor((bodyLimit - around) / (JSON.stringify(item).length + 1));
}

const sixtyThousandSpaces = `${' '.repeat(60_000)}x`;

/** As many constraints of as many values as a strategy may hold, the values as long as fit in a body. */
const crowdedConstraints = (() => {
  const count = strategyLimits.constraints * strategyLimits.constraintValues;
  const length = Math.floor((bodyLimit - 10_000) / count) - 3;
  return Array.from({ length: strategyLimits.constraints }, (_, constraint) => ({
    contextName: `field${constraint}`, operator: 'STR_CONTAINS', caseInsensitive: true,
    values: Array.from({ length: strategyLimits.constraintValues }, (_, value) => `${constraint}-${value}-`.padEnd(length, 'v')),
  }));
})();

/** A change request's worth of added strategies, each as large as fits in the body with the others. */
const crowdedChanges = (feature: string) => {
  const value = 'v'.repeat(8);
  const values = Array(fillBody(value, 400 * changeRequestLimits.changes) / changeRequestLimits.changes | 0).fill(value);
  const change = { feature, action: 'addStrategy', payload: { name: 'default', constraints: [{ contextName: 'userId', operator: 'IN', values }] } };
  return Array(changeRequestLimits.changes).fill(change);
};

/** A configuration write that leaves what the measured requests evaluate alone: the next request builds a new snapshot. */
async function changeConfiguration(run: number): Promise<void> {
  const response = await call('POST', `/api/admin/projects/default/features/crowded/environments/development/${run % 2 === 0 ? 'on' : 'off'}`, tokens.admin);
  expect(response.status, await response.text()).toBe(200);
}

const changeRequests = '/api/admin/projects/default/environments/production/change-requests';
const changeRequestState = (id: number) => `/api/admin/projects/default/change-requests/${id}/state`;

beforeAll(async () => {
  const service = await startTestService();
  for (const name of ['victim', 'crowded', 'crowded-0', 'crowded-1', 'crowded-2']) await service.createFlag('default', name);
  // A flag that is on with a strategy nobody meets, so each strategy added later is evaluated too.
  const strategy = await service.call('POST', `${flagPath}/environments/development/strategies`, { body: { name: 'userWithId', parameters: { userIds: 'nobody' } } });
  expect(strategy.status, strategy.text).toBe(200);
  const on = await service.call('POST', `${flagPath}/environments/development/on`);
  expect(on.status, on.text).toBe(200);
  // Configuration kept as given by the import, as another Unleash may hold it: lists the SDK
  // splits with a regular expression that is quadratic in a run of spaces.
  importClientFeatures(service.db, {
    version: 2,
    features: [{
      name: 'imported-lists',
      enabled: true,
      strategies: [
        { name: 'userWithId', parameters: { userIds: sixtyThousandSpaces } },
        { name: 'applicationHostname', parameters: { hostNames: sixtyThousandSpaces } },
        { name: 'remoteAddress', parameters: { IPs: sixtyThousandSpaces } },
      ],
    }],
  }, { project: 'other', environment: 'production' });
  pats = service.pats;
  await service.close({ keepData: true });
  server = await startChildServer(
    { DATA_DIR: service.dataDir, FRONTEND_API_RATE_LIMIT: '0' },
    { entry: 'server/test/loopDelayServer.ts' },
  );
}, 60_000);

afterAll(async () => {
  await server?.stop();
});

describe('the event loop while one request runs', () => {
  it('is measurable on this machine: a small request holds the loop well under the bound', async () => {
    const { least } = await leastOf(() => call('GET', flagPath, tokens.admin));
    console.info(`loop held, baseline request: ${describeMeasure(least)}`);
    expect(least.delayMs, 'this machine delays the server for no reason of its own; the figures below would mean nothing').toBeLessThan(maxLoopDelayMs / 2);
  });

  const authors = () => [pats.Admin, pats.Editor, pats.Editor2] as const;
  const drafts: number[] = [];

  interface Case {
    name: string;
    /** The answer it gets: the worst input refused, or the worst accepted. */
    status: 200 | 400;
    /** What the request needs first, outside the measurement. */
    prepare?: (run: number) => Promise<void>;
    send: (run: number) => Promise<Response>;
  }

  const worst: Case[] = [
    {
      name: 'a userWithId strategy whose userIds is 60,000 spaces and an x',
      status: 400,
      send: () => call('POST', `${flagPath}/environments/development/strategies`, pats.Editor, { name: 'userWithId', parameters: { userIds: sixtyThousandSpaces } }),
    },
    {
      name: '/api/frontend over what an Editor may store, a new context each time',
      status: 200,
      send: (run) => call('POST', '/api/frontend', tokens.frontend, { context: { userId: `user-${run}` } }),
    },
    {
      name: '/api/frontend over imported lists of 60,000 spaces, a new context each time',
      status: 200,
      // Lists are read once per snapshot, so without a new one only the first run would read
      // them, and the least of three would never see it: each run meets a configuration changed
      // elsewhere, as SDKs meet it after any write.
      prepare: (run) => changeConfiguration(run),
      send: (run) => call('POST', '/api/frontend', tokens.frontendAll, { context: { userId: `user-${run}`, remoteAddress: '10.0.0.1' } }),
    },
    {
      name: 'a strategy naming segments, filling the body',
      status: 400,
      send: () => call('POST', `${flagPath}/environments/development/strategies`, pats.Editor, { name: 'default', segments: Array(fillBody(1)).fill(1) }),
    },
    {
      name: 'a strategy of the most constraints of the most values it may hold, filling the body',
      status: 200,
      send: () => call('POST', `${flagPath}/environments/development/strategies`, pats.Editor, { name: 'default', constraints: crowdedConstraints }),
    },
    {
      name: '/api/frontend with a context of 100 long properties that meet every one of those constraints',
      status: 200,
      send: (run) => {
        const properties = Object.fromEntries(Array.from({ length: 99 }, (_, index) => {
          const last = crowdedConstraints[index]?.values.at(-1) ?? '';
          return [`field${index}`, `${run}${last}`.padStart(990, 'x')];
        }));
        return call('POST', '/api/frontend', tokens.frontend, { context: { userId: `user-${run}`, properties } });
      },
    },
    {
      name: 'the admin playground asked for a context of 100 long properties, many times over',
      status: 400,
      send: (run) => {
        const properties = Object.fromEntries(Array.from({ length: 98 }, (_, index) => [`field${index}`, `${run}`.padStart(990, 'x')]));
        const users = Array.from({ length: 100 }, (_, index) => `user-${run}-${index}`).join(',');
        return call('POST', '/api/admin/playground/advanced', tokens.admin, { environments: ['development'], context: { appName: 'loop', userId: users, properties } });
      },
    },
    {
      name: 'a change request body of as many added strategies as fit in it',
      status: 400,
      send: (run) => {
        const change = { feature: 'crowded', action: 'addStrategy', payload: { name: 'default' } };
        return call('POST', changeRequests, authors()[run] ?? pats.Editor, Array(fillBody(change)).fill(change));
      },
    },
    {
      name: `a change request of ${changeRequestLimits.changes} added strategies, filling the body`,
      status: 200,
      send: async (run) => {
        const response = await call('POST', changeRequests, authors()[run] ?? pats.Editor, crowdedChanges(`crowded-${run}`));
        if (response.ok) drafts[run] = z.object({ id: z.number() }).parse(await response.clone().json()).id;
        return response;
      },
    },
    {
      name: `applying a change request of ${changeRequestLimits.changes} added strategies`,
      status: 200,
      prepare: async (run) => {
        const id = drafts[run] ?? 0;
        const [author, ...reviewers] = [...authors().slice(run), ...authors().slice(0, run)];
        for (const [token, state] of [[author, 'In review'], ...reviewers.map((reviewer) => [reviewer, 'Approved'])] as const) {
          const moved = await call('PUT', changeRequestState(id), token ?? '', { state });
          expect(moved.status, await moved.text()).toBe(200);
        }
      },
      send: (run) => call('PUT', changeRequestState(drafts[run] ?? 0), authors()[run] ?? pats.Editor, { state: 'Applied' }),
    },
  ];

  it.each(worst)('holds no longer than 200 ms: $name', async ({ name, status, prepare, send }) => {
    const { least, statuses } = await leastOf(send, prepare);
    console.info(`loop held, ${name}: ${describeMeasure(least)}, answers ${statuses.join(', ')}`);
    expect(statuses).toEqual(Array(runs).fill(status));
    expect(heldMs(least)).toBeLessThan(maxLoopDelayMs);
  }, 600_000);
});
