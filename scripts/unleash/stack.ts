import { startServer, type RunningServer } from '../../e2e/server';
import { ensureUnleashServer } from './install';
import { startPostgres } from './postgres';
import { say, seconds } from './processes';
import { seedUnleash, type Seeded } from './seed';
import { startUnleash, type RunningUnleash } from './unleash';

export interface CompatibilityStack {
  unleash: RunningUnleash;
  seeded: Seeded;
  flagdeck: RunningServer;
  /** Stops everything that was started, last first; safe to call more than once. */
  stop: () => Promise<void>;
}

/**
 * PostgreSQL, then Unleash on it with the seeded flags, then Flagdeck in upstream mode in front of
 * it. Whatever fails half-way, what was already started is stopped again before the error goes on.
 */
export async function startCompatibilityStack(): Promise<CompatibilityStack> {
  const started = Date.now();
  const stops: (() => Promise<void>)[] = [];
  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      for (const step of stops.reverse()) await step().catch((error: unknown) => say(`while stopping: ${String(error)}`));
    })());
  try {
    // The install (from the cache, most runs) and the database start do not depend on each other.
    const [install, postgres] = await Promise.allSettled([ensureUnleashServer(), startPostgres()]);
    if (postgres.status === 'fulfilled') stops.push(postgres.value.stop);
    if (install.status === 'rejected') throw install.reason;
    if (postgres.status === 'rejected') throw postgres.reason;
    const unleash = await startUnleash(install.value, postgres.value.databaseUrl);
    stops.push(unleash.stop);
    const seeded = await seedUnleash(unleash.url);
    const flagdeck = await startServer({ env: { UPSTREAM_URL: unleash.url } });
    stops.push(flagdeck.stop);
    say(`Flagdeck (upstream mode) on ${flagdeck.url}; all up in ${seconds(started)}`);
    return { unleash, seeded, flagdeck, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
