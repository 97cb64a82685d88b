import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, run, say, seconds } from './processes';

export interface RunningPostgres {
  /** `postgres://…` of a fresh, empty database. */
  databaseUrl: string;
  stop: () => Promise<void>;
}

/** Debian keeps each major version's programs in /usr/lib/postgresql/<major>/bin; else PATH. */
function findPostgresBin(): string | undefined {
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) {
    const majors = readdirSync(debian).filter((major) => existsSync(join(debian, major, 'bin', 'initdb')));
    majors.sort((a, b) => Number(b) - Number(a));
    if (majors[0]) return join(debian, majors[0], 'bin');
  }
  return (process.env.PATH ?? '').split(':').find((dir) => dir && existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl')));
}

const isRoot = () => process.getuid?.() === 0;

async function installPostgres(): Promise<void> {
  if (!isRoot() || !existsSync('/usr/bin/apt-get')) {
    throw new Error('PostgreSQL is not installed. On Debian or Ubuntu: sudo apt-get install postgresql (the suite starts its own throwaway server).');
  }
  const started = Date.now();
  say('installing PostgreSQL from Debian (apt-get install postgresql)');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const install = () => run('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { env, quiet: true });
  try {
    await install();
  } catch {
    await run('apt-get', ['update'], { env, quiet: true });
    await install();
  }
  say(`installed PostgreSQL in ${seconds(started)}`);
}

/**
 * PostgreSQL refuses to run as root, so as root the server runs as Debian's `postgres` user (the
 * package creates it); as anyone else, as that user.
 */
async function unprivileged(): Promise<{ as: (command: string, args: string[]) => [string, string[]]; uid?: number; gid?: number }> {
  if (!isRoot()) return { as: (command, args) => [command, args] };
  const user = 'postgres';
  const ids = await run('id', [user], { quiet: true }).catch(() => '');
  if (!ids) await run('useradd', ['--system', '--no-create-home', '--shell', '/usr/sbin/nologin', user], { quiet: true });
  const uid = Number((await run('id', ['-u', user], { quiet: true })).trim());
  const gid = Number((await run('id', ['-g', user], { quiet: true })).trim());
  return { as: (command, args) => ['runuser', ['-u', user, '--', command, ...args]], uid, gid };
}

/**
 * A throwaway PostgreSQL: a new cluster in a temp folder on a free port of 127.0.0.1, durability
 * off (nothing here outlives the run), with one empty database. `stop` removes every trace.
 */
export async function startPostgres(): Promise<RunningPostgres> {
  let bin = findPostgresBin();
  if (!bin) {
    await installPostgres();
    bin = findPostgresBin();
    if (!bin) throw new Error('PostgreSQL was installed but initdb is not where Debian puts it (/usr/lib/postgresql/<major>/bin).');
  }
  const started = Date.now();
  const user = await unprivileged();
  const folder = mkdtempSync(join(tmpdir(), 'flagdeck-postgres-'));
  if (user.uid !== undefined && user.gid !== undefined) chownSync(folder, user.uid, user.gid);
  const data = join(folder, 'data');
  const pg = (program: string, args: string[]) => {
    const [command, full] = user.as(join(bin, program), args);
    return run(command, full, { quiet: true });
  };
  const port = await freePort();
  let running = false;
  const stop = async () => {
    if (running) {
      running = false;
      await pg('pg_ctl', ['stop', '-D', data, '-m', 'immediate', '-w']).catch((error: unknown) => say(`stopping PostgreSQL: ${String(error)}`));
    }
    rmSync(folder, { recursive: true, force: true });
  };
  try {
    await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'unleash', '-E', 'UTF8', '--locale=C', '--no-sync']);
    const options = `-p ${port} -k ${folder} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    running = true;
    await pg('pg_ctl', ['start', '-D', data, '-l', join(folder, 'postgres.log'), '-w', '-t', '60', '-o', options]);
    await pg('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'unleash', 'unleash']);
  } catch (error) {
    await stop();
    throw error;
  }
  say(`PostgreSQL ${bin.split('/').at(-2) ?? ''} on 127.0.0.1:${port} in ${seconds(started)}`);
  return { databaseUrl: `postgres://unleash@127.0.0.1:${port}/unleash`, stop };
}
