/**
 * Figure 4: throughput and latency of GET /api/frontend, and the server's memory afterwards.
 * `npx tsx bench/frontendApi.ts [--flags 20] [--connections 10] [--duration 10] [--no-peer]` runs it alone.
 *
 * The real server runs in a child process on a temp data folder, its flags (mixed strategies, see
 * benchFlags) loaded by IMPORT_FILE; autocannon runs in a second child process, so the load
 * generator does not share the server's event loop. Two kinds of traffic, one after the other:
 * - recurring contexts: 1,000 different callers, each asking again and again, as SDKs poll;
 * - unique contexts: every request a new user and session, so no answer is ever asked twice.
 * The Node peer (`@unleash/proxy`, see nodePeer) answers the same contexts on the same flags, each of
 * its runs right after the service's of the same traffic, so the machine's load weighs on both alike.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { frontendTogglesSchema } from '../contract';
import { benchFlags, benchQuery } from './benchFlags';
import { startBenchServer, type BenchServer } from './benchServer';
import { startNodePeer, type NodePeer } from './nodePeer';
import { cpuSeconds, rssBytes } from './processStats';

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const recurringContexts = 1000;

/** The part of autocannon's --json report this prints. */
const autocannonReport = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), average: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
});
type AutocannonReport = z.infer<typeof autocannonReport>;

export function runAutocannon(args: string[]): Promise<AutocannonReport> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [autocannonBin, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolvePromise(autocannonReport.parse(JSON.parse(output)));
    });
  });
}

/** autocannon puts a new id in place of every `[<id>]` of each request. */
export function uniqueContextQuery(): string {
  return 'userId=[<id>]&sessionId=[<id>]&properties[plan]=pro&properties[email]=[<id>]@example.com&properties[seats]=12&properties[appVersion]=1.3.0';
}

export interface LoadFigures {
  traffic: 'recurring' | 'unique';
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  failed: number;
  /** Server CPU time (all its threads) per request during the run; undefined off Linux. */
  cpuMicrosecondsPerRequest: number | undefined;
}

/** The Node peer's figures for the same traffic, beside the service's. */
export interface PeerFigures {
  name: string;
  /** Flags the peer answers as enabled for the probe context, to compare with the service's. */
  enabledForSample: number;
  loads: LoadFigures[];
  rssBytes: number | undefined;
}

export interface FrontendApiFigures {
  flags: number;
  enabledForSample: number;
  connections: number;
  durationS: number;
  loads: LoadFigures[];
  /** Resident memory of the server process after both runs; undefined off Linux. */
  rssBytes: number | undefined;
  peer: PeerFigures | undefined;
}

/** One autocannon run, with the server's CPU time around it. */
async function load(traffic: LoadFigures['traffic'], serverPid: number, args: string[]): Promise<LoadFigures> {
  const cpuBefore = cpuSeconds(serverPid);
  const report = await runAutocannon(args);
  const cpuAfter = cpuSeconds(serverPid);
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return {
    traffic,
    requestsPerSecond: report.requests.average,
    p50Ms: report.latency.p50,
    p99Ms: report.latency.p99,
    requests: report.requests.total,
    failed: report.errors + report.timeouts + report.non2xx,
    cpuMicrosecondsPerRequest: cpu === undefined || report.requests.total === 0 ? undefined : (cpu * 1e6) / report.requests.total,
  };
}

export interface FrontendApiServer {
  server: BenchServer;
  /** A frontend token of the flags' environment. */
  token: string;
  /** A client (backend SDK) token of the same environment, for the Node peer. */
  clientToken: string;
  workDir: string;
  stop(): Promise<void>;
}

/** The real server on a temp data folder holding `flags` bench flags, with a frontend token for them. */
export async function startFrontendApiServer(flags: number): Promise<FrontendApiServer> {
  const workDir = mkdtempSync(join(tmpdir(), 'flagdeck-bench-'));
  const token = `bench:development.${randomBytes(24).toString('hex')}`;
  const clientToken = `bench:development.${randomBytes(24).toString('hex')}`;
  const flagsFile = join(workDir, 'flags.json');
  writeFileSync(flagsFile, JSON.stringify(benchFlags(flags)));
  const server = await startBenchServer({
    DATA_DIR: join(workDir, 'data'),
    IMPORT_FILE: flagsFile, IMPORT_PROJECT: 'bench', IMPORT_ENVIRONMENT: 'development',
    INIT_FRONTEND_API_TOKENS: token, INIT_CLIENT_API_TOKENS: clientToken,
  }).catch((error: unknown) => {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  });
  return {
    server, token, clientToken, workDir,
    async stop() {
      await server.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

/** Where a run sends its requests: the service's `/api/frontend` or the peer's `/proxy`, with the key each accepts. */
interface Target {
  endpoint: string;
  key: string;
  pid: number;
  harFile: string;
}

const enabledFor = async ({ endpoint, key }: Pick<Target, 'endpoint' | 'key'>, query: string) => {
  const probe = await fetch(`${endpoint}?${query}`, { headers: { authorization: key } });
  if (!probe.ok) throw new Error(`GET ${endpoint} answered ${probe.status}: ${await probe.text()}`);
  return frontendTogglesSchema.parse(await probe.json()).toggles.length;
};

function writeHar(file: string, endpoint: string, key: string): string {
  writeFileSync(file, JSON.stringify({
    log: {
      entries: Array.from({ length: recurringContexts }, (_, i) => ({
        request: { method: 'GET', url: `${endpoint}?${benchQuery(i)}`, headers: [{ name: 'authorization', value: key }] },
      })),
    },
  }));
  return file;
}

export async function measureFrontendApi({ flags, connections = 10, durationS = 10, withPeer = true }: { flags: number; connections?: number; durationS?: number; withPeer?: boolean }): Promise<FrontendApiFigures> {
  const { server, token, clientToken, workDir, stop } = await startFrontendApiServer(flags);
  let peer: NodePeer | undefined;
  try {
    const ours: Target = { endpoint: `${server.url}/api/frontend`, key: token, pid: server.pid, harFile: join(workDir, 'requests.har') };
    // One request first: it proves the set-up (token, import) and builds the evaluator.
    const enabledForSample = await enabledFor(ours, benchQuery(1));
    peer = withPeer ? await startNodePeer({ serviceUrl: server.url, clientToken, probeQuery: benchQuery(1) }) : undefined;
    const theirs: Target | undefined = peer && { endpoint: peer.endpoint, key: peer.key, pid: peer.pid, harFile: join(workDir, 'peer-requests.har') };
    const targetsInTurn = theirs ? [ours, theirs] : [ours];
    for (const target of targetsInTurn) writeHar(target.harFile, target.endpoint, target.key);

    const common = ['--json', '--connections', String(connections), '--duration', String(durationS)];
    // Two seconds first, not counted: the JIT compiles the hot paths before the figures are taken.
    for (const target of targetsInTurn) await runAutocannon(['--json', '--connections', String(connections), '--duration', '2', '--har', target.harFile, target.endpoint]);
    const recurring = (target: Target) => load('recurring', target.pid, [...common, '--har', target.harFile, target.endpoint]);
    const unique = (target: Target) => load('unique', target.pid, [...common, '--idReplacement', '--headers', `authorization=${target.key}`, `${target.endpoint}?${uniqueContextQuery()}`]);
    const ourLoads: LoadFigures[] = [];
    const peerLoads: LoadFigures[] = [];
    for (const run of [recurring, unique]) {
      ourLoads.push(await run(ours));
      if (theirs) peerLoads.push(await run(theirs));
    }
    return {
      flags, enabledForSample, connections, durationS,
      loads: ourLoads,
      rssBytes: rssBytes(server.pid),
      peer: peer && theirs && {
        name: `@unleash/proxy ${peer.version}`,
        enabledForSample: await enabledFor(theirs, benchQuery(1)),
        loads: peerLoads,
        rssBytes: rssBytes(peer.pid),
      },
    };
  } finally {
    await peer?.stop();
    await stop();
  }
}

/**
 * The targets, beside Unleash Edge's published figure for `/api/frontend` (about 6,900 requests/s on
 * one CPU with 350 flags, every request evaluated): half of it from a Node process, for a context
 * seen for the first time; and the server's memory after these runs, with the answer cache at its
 * default.
 */
export const targets = { uncachedFlags: 350, uncachedRequestsPerCore: 3500, rssMiB: 200 } as const;

/** The flag counts the bench measures: the target's, and a small and a large project around it. */
export const measuredFlagCounts = [20, targets.uncachedFlags, 500] as const;

/**
 * Requests one CPU core would serve, from the server's CPU time per request: on a shared machine the
 * load generator and the neighbours take CPU from the server, which lowers requests/s but not this.
 */
const perCore = (cpuMicroseconds: number) => Math.round(1e6 / cpuMicroseconds);

const mib = (bytes: number | undefined) => (bytes === undefined ? 'unknown (no /proc)' : `${(bytes / 1024 / 1024).toFixed(0)} MiB`);

/** Requests/s, latency, failures and the process's CPU per request of one run. */
function describeRun(load: LoadFigures, durationS: number, who: string): string {
  const cpu = load.cpuMicrosecondsPerRequest;
  return `${Math.round(load.requestsPerSecond).toLocaleString('en')} requests/s, latency p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms `
    + `(${load.requests.toLocaleString('en')} requests in ${durationS} s, ${load.failed} failed`
    + `${cpu === undefined ? '' : `; ${who} CPU ${Math.round(cpu)} µs per request, ${perCore(cpu).toLocaleString('en')} requests/s per CPU core`}`;
}

/** How many times the peer's figure ours is: above 1, ours is ahead. */
const times = (ours: number, theirs: number) => `${(ours / theirs).toFixed(1)}×`;

function describeAgainstPeer(ours: LoadFigures, theirs: LoadFigures, peer: PeerFigures, durationS: number): string {
  const perCoreRatio = ours.cpuMicrosecondsPerRequest === undefined || theirs.cpuMicrosecondsPerRequest === undefined
    ? '' : `, ${times(theirs.cpuMicrosecondsPerRequest, ours.cpuMicrosecondsPerRequest)} per CPU core`;
  return `  beside it, the Node peer (${peer.name}, same flags and contexts, run right after): ${describeRun(theirs, durationS, 'its')}); `
    + `Flagdeck ${times(ours.requestsPerSecond, theirs.requestsPerSecond)} its requests/s${perCoreRatio}`;
}

export function describeFrontendApi(figures: FrontendApiFigures): string[] {
  const lines = figures.loads.flatMap((load, index) => {
    const target = load.traffic === 'unique' && figures.flags === targets.uncachedFlags
      ? `; target ≥ ${targets.uncachedRequestsPerCore.toLocaleString('en')} requests/s on one core` : '';
    const ours = `/api/frontend, ${figures.flags} flags, ${figures.connections} connections, `
      + `${load.traffic === 'recurring' ? `${recurringContexts.toLocaleString('en')} recurring contexts` : 'a new context every request'}: `
      + `${describeRun(load, figures.durationS, 'server')}${target})`;
    const theirs = figures.peer?.loads[index];
    return figures.peer && theirs ? [ours, describeAgainstPeer(load, theirs, figures.peer, figures.durationS)] : [ours];
  });
  lines.push(`/api/frontend, ${figures.flags} flags: server resident memory after the runs ${mib(figures.rssBytes)} (target ≤ ${targets.rssMiB} MiB)`
    + (figures.peer ? `; the Node peer's ${mib(figures.peer.rssBytes)}, and it enables ${figures.peer.enabledForSample} flags for the sample context where the service enables ${figures.enabledForSample}` : ''));
  return lines;
}

/** A run with failed requests, the service's or the peer's, is no figure. */
export const loadFailed = (figures: FrontendApiFigures) => [...figures.loads, ...(figures.peer?.loads ?? [])].some((load) => load.failed > 0);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      flags: { type: 'string', default: '50' },
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '10' },
      'no-peer': { type: 'boolean', default: false },
    },
  });
  measureFrontendApi({ flags: Number(values.flags), connections: Number(values.connections), durationS: Number(values.duration), withPeer: !values['no-peer'] }).then(
    (figures) => {
      console.log(describeFrontendApi(figures).join('\n'));
      if (loadFailed(figures)) process.exitCode = 1;
    },
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : String(error));
      process.exitCode = 1;
    },
  );
}
