import Database from 'better-sqlite3';

/*
 * A test entry, never started in production: the real server (`server/main.ts`) that kills itself
 * with SIGKILL in the middle of a write, as a crash would, once it has switched `CRASH_AFTER_SWITCHES`
 * flags (statements that set a flag's `enabled`) since it started. No shutdown hook runs and the
 * transaction under way is never committed or rolled back by the process.
 */

const crashAfter = Number(process.env.CRASH_AFTER_SWITCHES);
if (!Number.isInteger(crashAfter) || crashAfter < 1) throw new Error('CRASH_AFTER_SWITCHES must be a whole number of at least 1');

const probe = new Database(':memory:');
const statement: object = Object.getPrototypeOf(probe.prepare('SELECT 1'));
probe.close();
const run: unknown = Reflect.get(statement, 'run');
if (typeof run !== 'function') throw new Error('better-sqlite3 statements have no run method');

let switches = 0;
Reflect.set(statement, 'run', function runThenMaybeCrash(this: { source: string }, ...parameters: unknown[]): unknown {
  const result: unknown = Reflect.apply(run, this, parameters);
  if (this.source.startsWith('UPDATE feature_environments SET enabled')) {
    switches += 1;
    if (switches === crashAfter) process.kill(process.pid, 'SIGKILL');
  }
  return result;
});

await import('../main');
