import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Everything printed so far: stdout (what people read) and stderr (the log). */
  stdout: () => string;
  stderr: () => string;
  /** SIGKILL: no shutdown hook runs, as in a crash. */
  kill: () => Promise<void>;
  /** SIGTERM, and wait for the exit. */
  stop: () => Promise<void>;
}

/**
 * The real `server/main.ts` in its own process, as `npm run serve` starts it, on a free port; or a
 * test entry that wraps it (`entry`, given an IPC channel to answer the test on).
 */
export async function startChildServer(env: Record<string, string>, { entry }: { entry?: string } = {}): Promise<ChildServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry ?? 'server/main.ts'], {
    cwd: packageDir,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', PORT: '0', HOST: '127.0.0.1', DEMO: '0', ...env },
    stdio: entry === undefined ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the server did not start in time:\n${stdout}\n${stderr}`)), 50_000);
    const look = () => {
      const match = stdout.match(/Flagdeck listening on (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', look);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited with ${code} before listening:\n${stdout}\n${stderr}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return { url, child, stdout: () => stdout, stderr: () => stderr, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}
