import { spawn } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../scripts/build-server';
import { serverNodeFlags } from '../server/nodeFlags';

/*
 * The real server as `npm start` runs it (`node dist-server/main.js` with its Node flags, built
 * from server/main.ts once per bench) in a child process, so that what the bench does in this
 * process never shares the server's event loop.
 */

export const repository = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface BenchServer {
  url: string;
  pid: number;
  /** From spawning the process to its "listening" line, in ms: what a person waits for at start. */
  startMs: number;
  stop(): Promise<void>;
}

export const adminToken = '*:*.bench-admin-secret-0123456789abcdef';

let built: Promise<string> | undefined;

export async function startBenchServer(env: Record<string, string>): Promise<BenchServer> {
  const bundle = await (built ??= buildServer());
  const started = performance.now();
  const server = spawn(process.execPath, [...serverNodeFlags, bundle], {
    cwd: repository,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DEMO: 'off', INIT_ADMIN_API_TOKENS: adminToken, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  server.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((done) => server.once('exit', done));
    server.kill('SIGTERM');
    const force = setTimeout(() => server.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(force);
  };
  return new Promise((resolvePromise, reject) => {
    let stdout = '';
    const fail = (message: string) => {
      void stop();
      reject(new Error(`${message}:\n${stderr}`));
    };
    const timer = setTimeout(() => fail('the server did not start within 90 s'), 90_000);
    server.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before listening:\n${stderr}`));
    });
    server.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(stdout);
      if (listening?.[1] && server.pid !== undefined) {
        clearTimeout(timer);
        server.removeAllListeners('exit');
        resolvePromise({ url: listening[1], pid: server.pid, startMs: performance.now() - started, stop });
      }
    });
  });
}
