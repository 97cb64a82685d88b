/**
 * The Node peer, run by `bench/nodePeer.ts` in a child process of its own: `@unleash/proxy` (the Node
 * frontend-API server Unleash published before Unleash Edge) with its defaults, except that it polls
 * less often, so that its polling adds little to either process under load, and logs only warnings
 * (LOG_LEVEL, set by nodePeer).
 * It reads the flags from the embedded service's `/api/client/features`, as it would read Unleash's.
 */
import { createApp } from '@unleash/proxy';

const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
};

const app = createApp({
  unleashUrl: required('UNLEASH_URL'),
  unleashApiToken: required('UNLEASH_API_TOKEN'),
  clientKeys: [required('UNLEASH_PROXY_CLIENT_KEYS')],
  refreshInterval: 60_000,
});
const server = app.listen(0, '127.0.0.1', () => {
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the peer is not listening on a TCP port');
  console.log(`listening on http://127.0.0.1:${address.port}`);
});
