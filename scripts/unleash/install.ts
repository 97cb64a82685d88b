import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { run, say, seconds } from './processes';
import { unleashServerVersion } from './settings';

export interface UnleashInstall {
  /** The folder holding node_modules/unleash-server. */
  dir: string;
  /** `dist/server.js`, what Unleash's own `npm start` runs. */
  entry: string;
  version: string;
  fromCache: boolean;
}

/**
 * The cache lives outside the project (a fresh clone, as CI makes, finds it again on the same
 * machine): `$FLAGDECK_UNLEASH_CACHE`, or `~/.cache/flagdeck/unleash-server-8.2.x`.
 */
export function unleashCacheDir(): string {
  const base = process.env.XDG_CACHE_HOME || join(homedir(), '.cache');
  return process.env.FLAGDECK_UNLEASH_CACHE || join(base, 'flagdeck', `unleash-server-${unleashServerVersion}`);
}

const marker = '.flagdeck-installed';

function describe(dir: string, fromCache: boolean): UnleashInstall {
  const packageDir = join(dir, 'node_modules', 'unleash-server');
  const { version } = z.object({ version: z.string() }).parse(JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')));
  return { dir, entry: join(packageDir, 'dist', 'server.js'), version, fromCache };
}

/**
 * Installs `unleash-server` into its own folder with npm, never into the project's dependencies.
 * 8.2 declares Node >= 22 but runs on 20, hence `--engine-strict=false`; install scripts are not
 * run (the only ones are optional native speed-ups and a telemetry ping). A half-finished install
 * is never reused: it is built in a side folder and moved into place when complete.
 */
export async function ensureUnleashServer(): Promise<UnleashInstall> {
  const dir = unleashCacheDir();
  if (existsSync(join(dir, marker)) && existsSync(join(dir, 'node_modules', 'unleash-server', 'dist', 'server.js'))) {
    return describe(dir, true);
  }
  const started = Date.now();
  say(`installing unleash-server@${unleashServerVersion} into ${dir} (once; later runs reuse it)`);
  const building = `${dir}.partial-${process.pid}`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  writeFileSync(
    join(building, 'package.json'),
    JSON.stringify({ name: 'flagdeck-unleash-server', private: true, dependencies: { 'unleash-server': unleashServerVersion } }, null, 2),
  );
  try {
    await run('npm', ['install', '--engine-strict=false', '--omit=dev', '--ignore-scripts', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: building,
      quiet: true,
    });
    writeFileSync(join(building, marker), `${new Date().toISOString()}\n`);
    rmSync(dir, { recursive: true, force: true });
    renameSync(building, dir);
  } finally {
    rmSync(building, { recursive: true, force: true });
  }
  const install = describe(dir, false);
  say(`installed unleash-server ${install.version} in ${seconds(started)}`);
  return install;
}
