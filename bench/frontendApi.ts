/**
 * Figure 4: throughput and latency of GET /api/frontend, and the server's memory afterwards.
 * `npx tsx bench/frontendApi.ts [--flags 20] [--connections 10] [--duration 10]` runs it alone.
 *
 * The real server runs in a child process on a temp data folder, its flags (mixed strategies, see
 * benchFlags) loaded by IMPORT_FILE; autocannon runs in a second child process, so the load
 * generator does not share the server's event loop. Two kinds of traffic, one after the other:
 * - recurring contexts: 1,000 different callers, each asking again and again, as SDKs poll;
 * - unique contexts: every request a new user and session, so no answer is ever asked twice.
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

export interface FrontendApiFigures {
  flags: number;
  enabledForSample: number;
  connections: number;
  durationS: number;
  loads: LoadFigures[];
  /** Resident memory of the server process after both runs; undefined off Linux. */
  rssBytes: number | undefined;
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
  workDir: string;
  stop(): Promise<void>;
}

/** The real server on a temp data folder holding `flags` bench flags, with a frontend token for them. */
export async function startFrontendApiServer(flags: number): Promise<FrontendApiServer> {
  const workDir = mkdtempSync(join(tmpdir(), 'flagdeck-bench-'));
  const token = `bench:development.${randomBytes(24).toString('hex')}`;
  const flagsFile = join(workDir, 'flags.json');
  writeFileSync(flagsFile, JSON.stringify(benchFlags(flags)));
  const server = await startBenchServer({
    DATA_DIR: join(workDir, 'data'),
    IMPORT_FILE: flagsFile, IMPORT_PROJECT: 'bench', IMPORT_ENVIRONMENT: 'development',
    INIT_FRONTEND_API_TOKENS: token,
  }).catch((error: unknown) => {
    rmSync(workDir, { recursive: true, force: true });
    throw error;
  });
  return {
    server, token, workDir,
    async stop() {
      await server.stop();
      rmSync(workDir, { recursive: true, force: true });
    },
  };
}

export async function measureFrontendApi({ flags, connections = 10, durationS = 10 }: { flags: number; connections?: number; durationS?: number }): Promise<FrontendApiFigures> {
  const { server, token, workDir, stop } = await startFrontendApiServer(flags);
  try {
    // One request first: it proves the set-up (token, import) and builds the evaluator.
    const probe = await fetch(`${server.url}/api/frontend?${benchQuery(1)}`, { headers: { authorization: token } });
    if (!probe.ok) throw new Error(`GET /api/frontend answered ${probe.status}: ${await probe.text()}`);
    const enabledForSample = frontendTogglesSchema.parse(await probe.json()).toggles.length;

    const harFile = join(workDir, 'requests.har');
    writeFileSync(harFile, JSON.stringify({
      log: {
        entries: Array.from({ length: recurringContexts }, (_, i) => ({
          request: { method: 'GET', url: `${server.url}/api/frontend?${benchQuery(i)}`, headers: [{ name: 'authorization', value: token }] },
        })),
      },
    }));
    const common = ['--json', '--connections', String(connections), '--duration', String(durationS)];
    // Two seconds first, not counted: the JIT compiles the hot paths before the figures are taken.
    await runAutocannon(['--json', '--connections', String(connections), '--duration', '2', '--har', harFile, server.url]);
    const recurring = await load('recurring', server.pid, [...common, '--har', harFile, server.url]);
    const unique = await load('unique', server.pid, [...common, '--idReplacement', '--headers', `authorization=${token}`, `${server.url}/api/frontend?${uniqueContextQuery()}`]);
    return {
      flags, enabledForSample, connections, durationS,
      loads: [recurring, unique],
      rssBytes: rssBytes(server.pid),
    };
  } finally {
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

export function describeFrontendApi(figures: FrontendApiFigures): string[] {
  const lines = figures.loads.map((load) => {
    const cpu = load.cpuMicrosecondsPerRequest;
    const target = load.traffic === 'unique' && figures.flags === targets.uncachedFlags
      ? `; target ≥ ${targets.uncachedRequestsPerCore.toLocaleString('en')} requests/s on one core` : '';
    return `/api/frontend, ${figures.flags} flags, ${figures.connections} connections, `
      + `${load.traffic === 'recurring' ? `${recurringContexts.toLocaleString('en')} recurring contexts` : 'a new context every request'}: `
      + `${Math.round(load.requestsPerSecond).toLocaleString('en')} requests/s, latency p50 ${load.p50Ms} ms, p99 ${load.p99Ms} ms `
      + `(${load.requests.toLocaleString('en')} requests in ${figures.durationS} s, ${load.failed} failed`
      + `${cpu === undefined ? '' : `; server CPU ${Math.round(cpu)} µs per request, ${perCore(cpu).toLocaleString('en')} requests/s per CPU core`}${target})`;
  });
  const rss = figures.rssBytes === undefined ? 'unknown (no /proc)' : `${(figures.rssBytes / 1024 / 1024).toFixed(0)} MiB`;
  lines.push(`/api/frontend, ${figures.flags} flags: server resident memory after the runs ${rss} (target ≤ ${targets.rssMiB} MiB)`);
  return lines;
}

export const loadFailed = (figures: FrontendApiFigures) => figures.loads.some((load) => load.failed > 0);

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({
    options: {
      flags: { type: 'string', default: '50' },
      connections: { type: 'string', default: '10' },
      duration: { type: 'string', default: '10' },
    },
  });
  measureFrontendApi({ flags: Number(values.flags), connections: Number(values.connections), durationS: Number(values.duration) }).then(
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
