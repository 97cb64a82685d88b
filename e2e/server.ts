import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const adminToken = '*:*.e2e-admin-secret-0123456789';
export const frontendToken = 'default:development.e2e-frontend-secret-0123456789';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Everything the server printed, for tests that check what it logs. */
  output: () => string;
  stop: () => Promise<void>;
}

export interface ServerOptions {
  env?: Record<string, string>;
  /** Reuse a data folder (to check that a restart keeps data). */
  dataDir?: string;
}

/** Starts the real Flagdeck server (console + embedded service) on a free port and a temp folder. */
/** How long a start may take before it counts as failed: generous, for a loaded machine. */
export const serverStartLimitMs = 90_000;

export async function startServer({ env = {}, dataDir }: ServerOptions = {}): Promise<RunningServer> {
  const dir = dataDir ?? mkdtempSync(join(tmpdir(), 'flagdeck-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dir,
      DEMO: '1',
      INIT_ADMIN_API_TOKENS: adminToken,
      INIT_FRONTEND_API_TOKENS: frontendToken,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start in ${serverStartLimitMs / 1000} s:\n${output}`)), serverStartLimitMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/Flagdeck listening on (http:\/\/\S+)/);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code} before listening:\n${output}`));
    });
  });
  child.removeAllListeners('exit');

  return {
    url,
    dataDir: dir,
    output: () => output,
    stop: async () => {
      // A process ended by a signal (the SIGKILL below) has no exit code but a signal code: either
      // means it is gone, and a second stop (a test's own, then the fixture's) must not wait for
      // an exit that already happened.
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        // A graceful close waits for open browser connections; a test must not wait on those.
        const force = setTimeout(() => child.kill('SIGKILL'), 3_000);
        await exited;
        clearTimeout(force);
      }
      if (!dataDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The personal access token of a demo user (alice, pm, bob, victor), as the server printed it at its first start. */
export function demoToken(server: RunningServer, username: string): string {
  const token = server.output().match(new RegExp(`^\\s+${username} \\(\\w+\\): (\\S+)$`, 'm'))?.[1];
  if (!token) throw new Error(`the server printed no sign-in for the demo user ${username}:\n${server.output()}`);
  return token;
}

/** The first admin's password, as the server printed it at its first start (it makes one up when nobody has a password). */
export function firstAdminPassword(server: RunningServer): string {
  const password = server.output().match(/as admin with this password[^:]*: (\S+)$/m)?.[1];
  if (!password) throw new Error(`the server printed no password for its first admin:\n${server.output()}`);
  return password;
}
