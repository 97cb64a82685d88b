/**
 * The Node peer of the `/api/frontend` figures: `@unleash/proxy` in a child process, fed from the
 * embedded service's `/api/client/features` with a client token, answering `GET /proxy` with the
 * same `{ toggles }` body as `/api/frontend`. Measured in the same run as the service, so a busy
 * machine weighs on both alike.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { z } from 'zod';
import { repository } from './benchServer';

export interface NodePeer {
  /** The proxy's frontend endpoint, to which a context's query is appended. */
  endpoint: string;
  pid: number;
  /** The client key the proxy accepts in `authorization`. */
  key: string;
  version: string;
  stop(): Promise<void>;
}

const packageVersion = z.object({ version: z.string() });
export const nodePeerVersion = (): string =>
  packageVersion.parse(JSON.parse(readFileSync(createRequire(import.meta.url).resolve('@unleash/proxy/package.json'), 'utf8'))).version;

/** Waits until the proxy has read the flags: it answers 503 until its SDK is ready. */
async function ready(endpoint: string, key: string, query: string): Promise<void> {
  const deadline = performance.now() + 30_000;
  for (;;) {
    const response = await fetch(`${endpoint}?${query}`, { headers: { authorization: key } }).catch(() => undefined);
    if (response?.ok) return;
    if (performance.now() > deadline) throw new Error(`the Node peer was not ready within 30 s (last answer ${response?.status ?? 'none'})`);
    await new Promise((done) => setTimeout(done, 100));
  }
}

export async function startNodePeer({ serviceUrl, clientToken, probeQuery }: { serviceUrl: string; clientToken: string; probeQuery: string }): Promise<NodePeer> {
  const key = 'bench-peer-client-key';
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/nodePeerProcess.ts'], {
    cwd: repository,
    env: { ...process.env, UNLEASH_URL: `${serviceUrl}/api`, UNLEASH_API_TOKEN: clientToken, UNLEASH_PROXY_CLIENT_KEYS: key, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
  });
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    await exited;
    clearTimeout(force);
  };
  const origin = await new Promise<string>((resolvePromise, reject) => {
    let stdout = '';
    const timer = setTimeout(() => {
      void stop();
      reject(new Error(`the Node peer did not start within 60 s:\n${stderr}`));
    }, 60_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the Node peer exited (${code}) before listening:\n${stderr}`));
    });
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const listening = /listening on (http:\/\/\S+)/.exec(stdout);
      if (listening?.[1]) {
        clearTimeout(timer);
        child.removeAllListeners('exit');
        resolvePromise(listening[1]);
      }
    });
  });
  const endpoint = `${origin}/proxy`;
  if (child.pid === undefined) throw new Error('the Node peer has no process id');
  try {
    await ready(endpoint, key, probeQuery);
  } catch (error) {
    await stop();
    throw error;
  }
  return { endpoint, pid: child.pid, key, version: nodePeerVersion(), stop };
}
