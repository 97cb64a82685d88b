import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';

/**
 * Listens on the configured address and closes cleanly on SIGINT/SIGTERM (then `afterClose`,
 * e.g. closing the database). Returns the address people open, for the listening line.
 */
export async function listenUntilSignalled(app: FastifyInstance, config: Pick<Config, 'port' | 'host'>, afterClose: () => void = () => {}): Promise<string> {
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => {
        afterClose();
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
  return `http://${host}:${port}`;
}
