import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, serviceLogger } from './app';
import { ConfigError, readConfig } from './config';
import { importOnStart } from './import';
import { describeFirstAdmin, ensureFirstAdmin } from './firstAdmin';
import { describeGenerated, prepareStore, StartupError } from './startup';
import { listenUntilSignalled } from './http/listen';
import { DataFolderInUseError, lockDataFolder } from './store/dataFolderLock';
import { openDatabase } from './store/openDatabase';
import { readUpstreamUrl } from './upstream/upstreamUrl';
import { runUpstream } from './upstream/runUpstream';

/** `npm start` / `npm run serve`: the embedded flag service and the built console, in one process. */
async function main(): Promise<void> {
  const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const config = readConfig(process.env, packageDir);
  // Upstream mode (`UPSTREAM_URL`, server/README.md): the console in front of an existing Unleash; no store at all.
  const upstream = readUpstreamUrl(process.env);
  if (upstream) return runUpstream(config, upstream);

  // Before anything reads the store: a second process on the folder stops here.
  const lock = lockDataFolder(config.dataDir);
  const db = openDatabase(config.dataDir);
  // IMPORT_FILE (see `import/`) comes first: an imported store is not empty, so no demo is seeded over
  // it, and INIT_* tokens may name the project the import creates.
  const imported = importOnStart(db);
  const generated = prepareStore(db, config);
  const firstAdmin = await ensureFirstAdmin(db, config.initialAdmin);
  const app = await buildApp({
    db,
    distDir: config.distDir,
    frontendApiEnabled: config.frontendApi,
    corsOrigins: config.corsOrigins,
    frontendApiRateLimit: config.frontendApiRateLimit,
    frontendAnswerCacheBytes: config.frontendAnswerCacheBytes,
    trustProxy: config.trustProxy,
    requestTimeoutMs: config.requestTimeoutMs,
    eventRetentionDays: config.eventRetentionDays,
    sessionTimes: config.sessionTimes,
    signInLimits: config.signInLimits,
    oidc: config.oidc,
    metrics: config.metrics,
    integrations: { allowedHosts: config.integrationAllowedHosts },
    // Logs go to stderr so stdout holds only the lines meant for people (and test fixtures).
    logger: serviceLogger(process.stderr),
  });

  const url = await listenUntilSignalled(app, config, () => {
    db.close();
    lock.release();
  });
  const lines = [`Flagdeck listening on ${url}`, ...(imported ? [imported] : []), ...describeFirstAdmin(firstAdmin), ...describeGenerated(generated)];
  if (!generated.adminToken && !config.initTokens.some((token) => token.type === 'admin')) {
    lines.push('Sign in with your username or email and password, or with the admin token printed on the first start (or one passed in INIT_ADMIN_API_TOKENS, *:*.<secret>).');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError || error instanceof DataFolderInUseError) {
    process.stderr.write(`Flagdeck cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`Flagdeck cannot start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
