import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { say, seconds } from './processes';
import { unleashTokens } from './settings';
import { startCompatibilityStack, type CompatibilityStack } from './stack';

/*
 * npm run test:unleash [-- <playwright arguments>]
 * The console's journeys against a real Unleash OSS: starts the stack (stack.ts), runs the
 * Playwright specs of e2e-unleash/ against it, and stops everything it started, also when a spec
 * fails or the run is interrupted.
 */
const began = Date.now();
let stack: CompatibilityStack | undefined;
let runner: ChildProcess | undefined;
let interrupted = false;

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    interrupted = true;
    say(`${signal}: stopping what was started`);
    runner?.kill(signal);
    void (stack?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

function playwright(env: Record<string, string>, args: string[]): Promise<number> {
  return new Promise((resolve) => {
    runner = spawn(join('node_modules', '.bin', 'playwright'), ['test', '-c', 'e2e-unleash/playwright.config.ts', ...args], {
      env: { ...process.env, ...env },
      stdio: 'inherit',
    });
    runner.once('exit', (code) => resolve(code ?? 1));
  });
}

async function main(): Promise<number> {
  try {
    stack = await startCompatibilityStack();
    if (interrupted) return 130;
    const code = await playwright(
      { UNLEASH_URL: stack.unleash.url, FLAGDECK_URL: stack.flagdeck.url, UNLEASH_ADMIN_TOKEN: unleashTokens.admin, UNLEASH_FRONTEND_TOKEN: unleashTokens.frontend, UNLEASH_CLIENT_TOKEN: unleashTokens.client, UNLEASH_VIEWER_TOKEN: stack.seeded.viewerToken },
      process.argv.slice(2),
    );
    if (code !== 0) say(`Unleash's last output:\n${stack.unleash.output().slice(-2000)}`);
    return code;
  } catch (error) {
    say(`failed: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  } finally {
    await stack?.stop();
    say(`compatibility suite took ${seconds(began)}`);
  }
}

process.exitCode = await main();
