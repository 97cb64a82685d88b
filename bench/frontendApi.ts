/**
 * `npx tsx bench/frontendApi.ts [--flags 50] [--connections 10] [--duration 10]`: throughput and
 * latency of GET /api/frontend. The real server runs in a child process on a temp data folder,
 * its flags (mixed strategies, see benchFlags) loaded by IMPORT_FILE; autocannon runs in a second
 * child process, so the load generator does not share the server's CPU time slices, and cycles
 * through 1,000 different contexts, so no answer is served twice from anything but evaluation.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { frontendTogglesSchema } from '../src/api/contract';
import { benchFlags, benchQuery } from './benchFlags';

const { values: options } = parseArgs({
  options: {
    flags: { type: 'string', default: '50' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
  },
});
const flags = Number(options.flags);
const connections = Number(options.connections);
const duration = Number(options.duration);

const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const contexts = 1000;

/** The part of autocannon's --json report this prints. */
const autocannonReport = z.object({
  requests: z.object({ average: z.number(), total: z.number() }),
  latency: z.object({ p50: z.number(), p99: z.number(), average: z.number() }),
  errors: z.number(),
  timeouts: z.number(),
  non2xx: z.number(),
});

/** Starts the server and resolves with its URL once it prints that it listens. */
function startServer(env: NodeJS.ProcessEnv): Promise<{ server: ChildProcess; url: string }> {
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], { cwd: repository, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  return new Promise((resolvePromise, reject) => {
    let stdout = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start within 60 s:\n${stderr}`)), 60_000);
    server.on('exit', (code) => reject(new Error(`the server exited (${code}) before listening:\n${stderr}`)));
    server.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(stdout);
      if (listening?.[1]) {
        clearTimeout(timer);
        resolvePromise({ server, url: listening[1] });
      }
    });
  });
}

function runAutocannon(args: string[]): Promise<z.infer<typeof autocannonReport>> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [autocannonBin, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`autocannon exited with ${code}`));
      else resolvePromise(autocannonReport.parse(JSON.parse(output)));
    });
  });
}

async function main(): Promise<void> {
  const workDir = mkdtempSync(join(tmpdir(), 'flagdeck-bench-'));
  const token = `bench:development.${randomBytes(24).toString('hex')}`;
  const flagsFile = join(workDir, 'flags.json');
  writeFileSync(flagsFile, JSON.stringify(benchFlags(flags)));

  const { server, url } = await startServer({
    ...process.env,
    PORT: '0', HOST: '127.0.0.1', DATA_DIR: join(workDir, 'data'), DEMO: 'off',
    IMPORT_FILE: flagsFile, IMPORT_PROJECT: 'bench', IMPORT_ENVIRONMENT: 'development',
    INIT_FRONTEND_API_TOKENS: token,
  });
  try {
    // One request first: it proves the set-up (token, import) and builds the evaluator.
    const probe = await fetch(`${url}/api/frontend?${benchQuery(1)}`, { headers: { authorization: token } });
    if (!probe.ok) throw new Error(`GET /api/frontend answered ${probe.status}: ${await probe.text()}`);
    const enabled = frontendTogglesSchema.parse(await probe.json()).toggles.length;

    const har = {
      log: {
        entries: Array.from({ length: contexts }, (_, i) => ({
          request: { method: 'GET', url: `${url}/api/frontend?${benchQuery(i)}`, headers: [{ name: 'authorization', value: token }] },
        })),
      },
    };
    const harFile = join(workDir, 'requests.har');
    writeFileSync(harFile, JSON.stringify(har));

    const report = await runAutocannon(['--json', '--connections', String(connections), '--duration', String(duration), '--har', harFile, url]);
    const failures = report.errors + report.timeouts + report.non2xx;
    console.log(
      `/api/frontend, ${flags} flags (${enabled} enabled for a sample context), ${connections} connections, ${duration} s: `
      + `${Math.round(report.requests.average).toLocaleString('en')} requests/s, `
      + `latency p50 ${report.latency.p50} ms, p99 ${report.latency.p99} ms `
      + `(${report.requests.total.toLocaleString('en')} requests, ${failures} failed)`,
    );
    if (failures > 0) process.exitCode = 1;
  } finally {
    server.kill('SIGTERM');
    await new Promise((done) => (server.exitCode === null ? server.once('exit', done) : done(undefined)));
    rmSync(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
});
