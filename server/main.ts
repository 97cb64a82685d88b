import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp, serviceLogger } from './app';
import { ConfigError, readConfig } from './config';
import { importOnStart } from './import';
import { describeGenerated, prepareStore, StartupError } from './startup';
import { openDatabase } from './store/openDatabase';

/** `npm start` / `npm run serve`: the embedded flag service and the built console, in one process. */
async function main(): Promise<void> {
  const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const config = readConfig(process.env, packageDir);
  const db = openDatabase(config.dataDir);
  // IMPORT_FILE (issue 4) comes first: an imported store is not empty, so no demo is seeded over
  // it, and INIT_* tokens may name the project the import creates.
  const imported = importOnStart(db);
  const generated = prepareStore(db, config);
  const app = await buildApp({
    db,
    distDir: config.distDir,
    frontendApiEnabled: config.frontendApi,
    // Logs go to stderr so stdout holds only the lines meant for people (and test fixtures).
    logger: serviceLogger(process.stderr),
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => {
        db.close();
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  const lines = [`Flagdeck listening on http://${host}:${port}`, ...(imported ? [imported] : []), ...describeGenerated(generated)];
  if (!generated.adminToken && !config.initTokens.some((token) => token.type === 'admin')) {
    lines.push('Sign in with the admin token printed on the first start, or pass one in INIT_ADMIN_API_TOKENS (*:*.<secret>).');
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof StartupError) {
    process.stderr.write(`Flagdeck cannot start: ${error.message}\n`);
  } else {
    process.stderr.write(`Flagdeck cannot start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  }
  process.exit(1);
});
