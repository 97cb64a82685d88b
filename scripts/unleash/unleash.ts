import { spawn } from 'node:child_process';
import type { UnleashInstall } from './install';
import { answersOk, freePort, say, seconds, waitFor } from './processes';
import { unleashTokens } from './settings';

export interface RunningUnleash {
  url: string;
  /** What Unleash printed, for a failure report. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts Unleash OSS on 127.0.0.1 with the suite's known tokens, nothing reported anywhere
 * (version check and telemetry off) and the frontend API's per-address limit raised, as every
 * call of the journeys comes from this one machine.
 */
export async function startUnleash(install: UnleashInstall, databaseUrl: string): Promise<RunningUnleash> {
  const started = Date.now();
  const port = await freePort();
  const child = spawn(process.execPath, [install.entry], {
    cwd: install.dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      TZ: 'UTC',
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      DATABASE_SSL: 'false',
      HTTP_HOST: '127.0.0.1',
      HTTP_PORT: String(port),
      INIT_ADMIN_API_TOKENS: unleashTokens.admin,
      INIT_FRONTEND_API_TOKENS: unleashTokens.frontend,
      INIT_CLIENT_API_TOKENS: unleashTokens.client,
      CHECK_VERSION: 'false',
      SEND_TELEMETRY: 'false',
      SDK_API_RATE_LIMIT_PER_MINUTE: '1000000',
      // The journeys are many people at once on one Unleash: its per-minute limits (feature search
      // 15, sign-ins and authentications 10, new users 20, create-config.js) are for one team's
      // traffic, and the suite would meet them as 429s and 401s.
      SEARCH_FEATURES_RATE_LIMIT_PER_MINUTE: '1000000',
      SIMPLE_LOGIN_LIMIT_PER_MINUTE: '1000000',
      AUTHENTICATION_RATE_LIMIT_PER_MINUTE: '1000000',
      CREATE_USER_RATE_LIMIT_PER_MINUTE: '1000000',
      LOG_LEVEL: 'warn',
      // Unleash 8 keeps variants per environment only for flags that had them before, unless this
      // is on (otherwise 403 "Environment variants deprecated"); the variants journey writes them.
      UNLEASH_EXPERIMENTAL_ENABLE_LEGACY_VARIANTS: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(force);
  };

  const url = `http://127.0.0.1:${port}`;
  try {
    // Unleash migrates its fresh database first; /health answers once it serves.
    await waitFor('Unleash to answer /health', async () => {
      if (child.exitCode !== null) throw new Error(`Unleash exited with ${child.exitCode}:\n${output.slice(-3000)}`);
      return answersOk(`${url}/health`);
    }, { timeoutMs: 120_000, intervalMs: 250 });
  } catch (error) {
    await stop();
    throw error;
  }
  say(`Unleash ${install.version} on ${url} in ${seconds(started)}`);
  return { url, output: () => output, stop };
}
