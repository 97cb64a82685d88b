import { serviceLogger } from '../app';
import type { Config } from '../config';
import { listenUntilSignalled } from '../http/listen';
import { buildUpstreamApp } from './buildUpstreamApp';

/** `UPSTREAM_URL=… npm start`: listens like the embedded service and says where `/api` goes. */
export async function runUpstream(config: Config, upstream: URL): Promise<void> {
  const app = await buildUpstreamApp({ upstream, distDir: config.distDir, logger: serviceLogger(process.stderr) });
  const url = await listenUntilSignalled(app, config);
  const lines = [
    `Flagdeck listening on ${url}`,
    `Upstream mode: /api goes to ${upstream.href.replace(/\/$/, '')}; nothing is stored here.`,
    'Sign in with an admin API token or a personal access token of that service.',
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}
