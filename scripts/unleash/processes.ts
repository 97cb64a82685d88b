import { spawn, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';

/** Runs a command to its end; a non-zero exit rejects with the command's last output. */
export function run(command: string, args: string[], options: SpawnOptions & { quiet?: boolean } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk: Buffer) => {
      output += chunk.toString();
      if (!options.quiet) process.stderr.write(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`}):\n${output.slice(-3000)}`));
    });
  });
}

/** A port that was free a moment ago, for services that cannot be told to pick one themselves. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Polls until `check` holds, instead of sleeping a guessed time; an error from `check` gives up. */
export async function waitFor(what: string, check: () => Promise<boolean>, { timeoutMs = 60_000, intervalMs = 200 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check()) return;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs / 1000} s waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export const seconds = (since: number) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

export function say(line: string): void {
  process.stderr.write(`[unleash] ${line}\n`);
}

/** Whether a GET of `url` answers 2xx; a refused connection is just "not yet". */
export async function answersOk(url: string, headers: Record<string, string> = {}): Promise<boolean> {
  try {
    return (await fetch(url, { headers })).ok;
  } catch {
    return false;
  }
}
