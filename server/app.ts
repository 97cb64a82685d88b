import fastifyCompress from '@fastify/compress';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { unknownAccountHash } from './auth/passwords';
import { createAuthenticator, createSessionAuthenticator } from './auth/principal';
import { createSessions, defaultSessionTimes, type SessionTimes } from './auth/sessions';
import { createSignInLimiter, defaultSignInLimits, type SignInLimits } from './auth/signInLimiter';
import { createSeenAtRecorder } from './auth/seenAtRecorder';
import { registerAccessControl } from './http/access';
import { apiCompression } from './http/compression';
import { registerMaintenanceMode } from './http/maintenanceMode';
import type { AllowedOrigins } from './http/cors';
import { clientErrorHandler, frameworkErrorHandler, maxParamLength, registerErrorHandling } from './http/errorHandling';
import { serveConsole } from './http/serveConsole';
import { defaultRequestTimeoutMs, serverTimeouts } from './http/timeouts';
import { defaultTrustProxy, fastifyTrustProxy, type TrustProxy } from './http/trustProxy';
import { registerRoutes } from './routes';
import { frontendApiPlugin } from './routes/frontendApi';
import { createPendingSignIns } from './oidc/pendingSignIns';
import { createRelyingParty } from './oidc/relyingParty';
import type { OidcSettings } from './oidc/settings';
import { createChangeRequestScheduler } from './scheduler/changeRequestScheduler';
import { eventRetentionPlugin } from './history/eventRetention';
import { createDeliveryWorker, defaultDeliverySettings, type DeliverySettings } from './integrations/deliveryWorker';
import { createEventFeed, defaultFeedSettings, type FeedSettings } from './live/eventFeed';
import { createMetricsRecorder, defaultMetricsSettings, metricsPlugin, type MetricsSettings } from './metrics/metricsRecorder';
import { changeRequestSchedulerPlugin } from './scheduler/schedulerPlugin';
import type { Db } from './store/openDatabase';
import { loggedPath } from './http/loggedPath';
import { createFrontendOrigins } from './services/frontendOrigins';

export interface AppOptions {
  db: Db;
  /** `FRONTEND_API=off` makes the frontend API answer 404, as Unleash does with it disabled (server/README.md). */
  frontendApiEnabled?: boolean;
  /** The built console; when it has no index.html, page requests get a 503 saying to build. */
  distDir: string;
  logger?: FastifyServerOptions['logger'];
  /** `CORS_ORIGINS`: who may call /api/frontend from a browser page; `*` by default. */
  corsOrigins?: AllowedOrigins;
  /** `FRONTEND_API_RATE_LIMIT`: requests a minute per caller address on /api/frontend; 0 is off (the default here). */
  frontendApiRateLimit?: number;
  /** Count callers on this machine too (they are exempt by default). */
  rateLimitLoopback?: boolean;
  /** `TRUST_PROXY`: whose X-Forwarded-For is believed (loopback unless given). */
  trustProxy?: TrustProxy;
  /** `REQUEST_TIMEOUT_SECONDS`, in ms: time for a request to arrive (30 s unless given). */
  requestTimeoutMs?: number;
  /** Largest request body in bytes (Fastify's default, 1 MiB, unless given). */
  bodyLimit?: number;
  /** `FRONTEND_ANSWER_CACHE_MB`, in bytes: memory held by /api/frontend answers kept over every scope (64 MiB unless given). */
  frontendAnswerCacheBytes?: number;
  /** `EVENT_RETENTION_DAYS`: events older than this are pruned in the background; none are unless given (0 keeps them all). */
  eventRetentionDays?: number;
  /** `SESSION_TTL_HOURS` and `SESSION_IDLE_MINUTES`: how long a password sign-in lasts (48 h, and 60 min without a request, unless given). */
  sessionTimes?: SessionTimes;
  /** Failed password sign-ins allowed per address and per account (`SIMPLE_LOGIN_LIMIT_PER_MINUTE`). */
  signInLimits?: SignInLimits;
  /** The live stream's times and bounds (`live/eventFeed.ts`'s defaults unless given; tests shorten them). */
  liveFeed?: Partial<FeedSettings>;
  /** Single sign-on with an OpenID provider (`OIDC_*`); none unless given. */
  oidc?: OidcSettings | undefined;
  /** Exposure metrics (`METRICS_*`): counted and kept by default; `false` (`METRICS=off`) counts and keeps none. */
  metrics?: MetricsSettings | false;
  /** Integrations' deliveries: where they may go (`INTEGRATION_ALLOWED_HOSTS`) and how they are retried (`integrations/deliveryWorker.ts`'s defaults unless given). */
  integrations?: Partial<DeliverySettings>;
}

/**
 * Logs are structured and must never carry a secret: the header that holds one is redacted, and a
 * request is logged by its path alone, since a client may put a token in the query string, and
 * without the segments that are secrets (`http/loggedPath.ts`).
 */
export function serviceLogger(stream: NodeJS.WritableStream): FastifyServerOptions['logger'] {
  return {
    level: 'info',
    stream,
    redact: { paths: ['req.headers.authorization', 'headers.authorization', 'authorization', 'req.headers.cookie', 'headers.cookie', 'cookie'], censor: '[redacted]' },
    serializers: {
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: loggedPath(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket.remotePort,
      }),
    },
  };
}

/** The service without listening: `main.ts` listens, tests use `inject`. Closing it does not close `db`. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  // Unleash honours X-Forwarded-For for the caller's address (the frontend API's default
  // remoteAddress), so a service behind a proxy answers as Unleash would; the rate limit counts the
  // same address. Only the proxies of TRUST_PROXY are believed.
  const requestTimeoutMs = options.requestTimeoutMs ?? defaultRequestTimeoutMs;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? defaultTrustProxy),
    ...serverTimeouts(requestTimeoutMs, requestTimeoutMs),
    bodyLimit: options.bodyLimit ?? 1_048_576,
    routerOptions: { maxParamLength },
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
  });
  const { db } = options;
  const seenAt = createSeenAtRecorder(db);
  app.addHook('onClose', async () => seenAt.stop());
  const scheduler = createChangeRequestScheduler(db, {
    onError: (id, error) => app.log.error({ err: error, changeRequest: id }, 'a scheduled change request could not be run'),
  });

  const people = {
    sessions: createSessions(db, options.sessionTimes ?? defaultSessionTimes),
    limiter: createSignInLimiter(options.signInLimits ?? defaultSignInLimits),
    unknownAccountHash: unknownAccountHash(),
  };

  const live = createEventFeed({
    db,
    sessions: people.sessions,
    ...defaultFeedSettings,
    // A quiet stream must say something before the service's idle timeout (http/timeouts.ts) would close it.
    heartbeatMs: Math.min(defaultFeedSettings.heartbeatMs, requestTimeoutMs),
    ...options.liveFeed,
    onError: (error) => app.log.error({ err: error }, 'the live feed could not read the event log'),
  });
  // Streams stay open until their clients go: the service ends them as it closes.
  app.addHook('preClose', async () => live.close());
  // An event recorded by a write goes out as the write is answered, not at the next interval.
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') live.poll();
  });
  const oidc = options.oidc && { settings: options.oidc, relyingParty: createRelyingParty(options.oidc), pending: createPendingSignIns() };

  // Integrations' deliveries go out in the background; a write that queued some wakes the worker.
  const deliverySettings = { ...defaultDeliverySettings, ...options.integrations };
  const deliveries = createDeliveryWorker(db, deliverySettings, (error) => app.log.error({ err: error }, 'an integration\'s delivery could not be made'));
  app.addHook('onReady', async () => deliveries.start());
  app.addHook('onClose', async () => deliveries.stop());
  app.addHook('onResponse', async (request) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') deliveries.poke();
  });

  const frontendOrigins = createFrontendOrigins(db, options.corsOrigins ?? '*');

  const metricsSettings = options.metrics === undefined ? defaultMetricsSettings : options.metrics;
  const metrics = metricsSettings === false ? undefined : createMetricsRecorder(db, metricsSettings);

  // A write may move a flag that a Scheduled request changes: the request is suspended at once,
  // so the inbox says so before its time comes. The write has committed by the time its answer
  // is sent.
  app.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.url.startsWith('/api/admin/')) scheduler.review();
    return payload;
  });
  registerErrorHandling(app, options.distDir);
  registerAccessControl(app, { token: createAuthenticator(db, seenAt.record), session: createSessionAuthenticator(people.sessions) });
  registerMaintenanceMode(app, db);
  await serveConsole(app, options.distDir);
  // The API's large answers only, at a quick level (http/compression.ts). The console's files come
  // compressed from the build, so the plugin is kept to the API's routes. Request bodies are not
  // inflated: a compressed body could carry far more than the body limit.
  await app.register(async (api) => {
    await api.register(fastifyCompress, {
      threshold: apiCompression.thresholdBytes,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: apiCompression.brotliParams },
      globalDecompression: false,
    });
    registerRoutes(api, { db, scheduler, people, oidc, live, metrics, integrations: deliverySettings, frontendOrigins });
    await api.register(frontendApiPlugin, {
      db,
      enabled: options.frontendApiEnabled ?? true,
      corsOrigins: frontendOrigins,
      rateLimit: options.frontendApiRateLimit ?? 0,
      exemptLoopback: !(options.rateLimitLoopback ?? false),
      answerCacheBytes: options.frontendAnswerCacheBytes,
      metrics,
    });
  });
  await app.register(changeRequestSchedulerPlugin, { scheduler });
  if (metrics && metricsSettings) await app.register(metricsPlugin, { recorder: metrics, settings: metricsSettings });
  if (options.eventRetentionDays) await app.register(eventRetentionPlugin, { db, days: options.eventRetentionDays });
  await app.ready();
  return app;
}
