import { resolve } from 'node:path';
import { defaultEventRetentionDays } from './history/eventRetention';
import { metricsLimits } from '../contract/metrics';
import { defaultMetricsSettings, type MetricsSettings } from './metrics/metricsRecorder';
import { passwordProblems } from '../contract/password';
import { parseAllowedOrigins, type AllowedOrigins } from './http/cors';
import { defaultRequestTimeoutMs, defaultUpstreamTimeoutMs } from './http/timeouts';
import { parseTrustProxy, type TrustProxy } from './http/trustProxy';
import { defaultSessionTimes, type SessionTimes } from './auth/sessions';
import { defaultSignInLimits, type SignInLimits } from './auth/signInLimiter';
import { parseOidcSettings, type OidcSettings } from './oidc/settings';
import { apiTokenTypes, parseApiToken, type ApiTokenType, type ParsedApiToken } from './domain/apiTokenFormat';
import { parseAllowedHosts, type AllowedHosts } from './integrations/destination';

/** How the service is configured: environment variables, named as Unleash names them. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** Where the built console is; `dist/` of the package. */
  distDir: string;
  initTokens: ParsedApiToken[];
  demo: boolean;
  frontendApi: boolean;
  corsOrigins: AllowedOrigins;
  /** Requests a minute per caller address on /api/frontend; 0 is off. */
  frontendApiRateLimit: number;
  /** Bytes of memory for /api/frontend answers kept for callers who ask again, over every token's scope; 0 keeps none. */
  frontendAnswerCacheBytes: number;
  /** Proxies whose X-Forwarded-For is believed. */
  trustProxy: TrustProxy;
  /** Time for a whole request (headers and body) to arrive. */
  requestTimeoutMs: number;
  /** Upstream mode: time for the upstream's answer to begin, and between its parts. */
  upstreamTimeoutMs: number;
  /** Days events are kept (`history/eventRetention.ts`); 0 keeps them all. */
  eventRetentionDays: number;
  /** How long a password sign-in lasts, and how long it may go without a request. */
  sessionTimes: SessionTimes;
  /** Failed password sign-ins allowed a minute per address (and per account over 15 minutes). */
  signInLimits: SignInLimits;
  /** The admin the first start creates when nobody can sign in with a password yet; no password: one is made up and printed once. */
  initialAdmin: { username: string; password?: string };
  /** Single sign-on with an OpenID provider, when `OIDC_ISSUER` is set. */
  oidc: OidcSettings | undefined;
  /** Exposure metrics (`metrics/metricsRecorder.ts`); false with `METRICS=off`. */
  metrics: MetricsSettings | false;
  /** `INTEGRATION_ALLOWED_HOSTS`: `host:port`s integrations may deliver to though they are not public. */
  integrationAllowedHosts: AllowedHosts;
}

export class ConfigError extends Error {}

const truthy = new Set(['1', 'true', 'yes', 'on']);
const falsy = new Set(['0', 'false', 'no', 'off']);

function readSwitch(env: NodeJS.ProcessEnv, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (truthy.has(raw)) return true;
  if (falsy.has(raw)) return false;
  throw new ConfigError(`${name} must be one of on/off, true/false, 1/0 (got "${raw}")`);
}

function readPort(env: NodeJS.ProcessEnv): number {
  const raw = env.PORT?.trim();
  if (raw === undefined || raw === '') return 4242;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new ConfigError(`PORT must be a whole number from 0 to 65535 (0 picks a free port), got "${raw}"`);
  }
  return port;
}

const tokenVariables: Record<ApiTokenType, string> = {
  admin: 'INIT_ADMIN_API_TOKENS',
  frontend: 'INIT_FRONTEND_API_TOKENS',
  client: 'INIT_CLIENT_API_TOKENS',
};

/** Errors name the variable and the entry's position, never the token itself. */
function readTokens(env: NodeJS.ProcessEnv): ParsedApiToken[] {
  return apiTokenTypes.flatMap((type) => {
    const variable = tokenVariables[type];
    const entries = (env[variable] ?? '').split(',').map((s) => s.trim()).filter((s) => s !== '');
    return entries.map((entry, index) => {
      const parsed = parseApiToken(type, entry);
      if ('problem' in parsed) throw new ConfigError(`${variable}: entry ${index + 1} ${parsed.problem}`);
      return parsed;
    });
  });
}

function readCorsOrigins(env: NodeJS.ProcessEnv): AllowedOrigins {
  const parsed = parseAllowedOrigins(env.CORS_ORIGINS);
  if (typeof parsed === 'object' && 'problem' in parsed) throw new ConfigError(`CORS_ORIGINS: ${parsed.problem}`);
  return parsed;
}

// Unleash's default for its frontend API: 20,000 requests a minute per address.
function readRateLimit(env: NodeJS.ProcessEnv): number {
  const raw = env.FRONTEND_API_RATE_LIMIT?.trim();
  if (raw === undefined || raw === '') return 20_000;
  const limit = Number(raw);
  if (!Number.isInteger(limit) || limit < 0) {
    throw new ConfigError(`FRONTEND_API_RATE_LIMIT must be a whole number of requests a minute (0 turns the limit off), got "${raw}"`);
  }
  return limit;
}

function readAnswerCacheSize(env: NodeJS.ProcessEnv): number {
  const raw = env.FRONTEND_ANSWER_CACHE_MB?.trim();
  if (raw === undefined || raw === '') return 64 * 1024 * 1024;
  const mebibytes = Number(raw);
  if (!Number.isFinite(mebibytes) || mebibytes < 0) {
    throw new ConfigError(`FRONTEND_ANSWER_CACHE_MB must be a number of MiB, 0 or more (0 keeps no answers), got "${raw}"`);
  }
  return Math.floor(mebibytes * 1024 * 1024);
}

function readTrustProxy(env: NodeJS.ProcessEnv): TrustProxy {
  const parsed = parseTrustProxy(env.TRUST_PROXY);
  if ('problem' in parsed) throw new ConfigError(`TRUST_PROXY: ${parsed.problem}`);
  return parsed;
}

/** A duration given in seconds (fractions allowed), as whole milliseconds. */
function readSeconds(env: NodeJS.ProcessEnv, name: string, fallbackMs: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallbackMs;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new ConfigError(`${name} must be a number of seconds greater than 0, got "${raw}"`);
  }
  return Math.max(1, Math.round(seconds * 1000));
}

function readRetentionDays(env: NodeJS.ProcessEnv): number {
  const raw = env.EVENT_RETENTION_DAYS?.trim();
  if (raw === undefined || raw === '') return defaultEventRetentionDays;
  const days = Number(raw);
  if (!Number.isInteger(days) || days < 0) throw new ConfigError(`EVENT_RETENTION_DAYS must be a whole number of days (0 keeps every event), got "${raw}"`);
  return days;
}

/** A positive number of `unit` from the variable, or the fallback. */
function readPositive(env: NodeJS.ProcessEnv, name: string, unit: string, fallback: number, { allowZero = false } = {}): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < 0 || (value === 0 && !allowZero)) {
    throw new ConfigError(`${name} must be a number of ${unit}${allowZero ? ', 0 or more (0 turns it off)' : ' greater than 0'}, got "${raw}"`);
  }
  return value;
}

function readSessionTimes(env: NodeJS.ProcessEnv): SessionTimes {
  return {
    ttlMs: Math.round(readPositive(env, 'SESSION_TTL_HOURS', 'hours', defaultSessionTimes.ttlMs / 3_600_000) * 3_600_000),
    idleMs: Math.round(readPositive(env, 'SESSION_IDLE_MINUTES', 'minutes', defaultSessionTimes.idleMs / 60_000) * 60_000),
  };
}

function readSignInLimits(env: NodeJS.ProcessEnv): SignInLimits {
  const perMinute = readPositive(env, 'SIMPLE_LOGIN_LIMIT_PER_MINUTE', 'failed sign-ins a minute', defaultSignInLimits.perAddressPerMinute, { allowZero: true });
  return { ...defaultSignInLimits, perAddressPerMinute: Math.floor(perMinute) };
}

/** Unleash's names for its first admin; the password is never printed when given. */
function readInitialAdmin(env: NodeJS.ProcessEnv): Config['initialAdmin'] {
  const username = env.UNLEASH_DEFAULT_ADMIN_USERNAME?.trim() || 'admin';
  const password = env.UNLEASH_DEFAULT_ADMIN_PASSWORD;
  if (password === undefined || password === '') return { username };
  const problems = passwordProblems(password);
  if (problems.length > 0) throw new ConfigError(`UNLEASH_DEFAULT_ADMIN_PASSWORD is not strong enough: ${problems.join(' ')}`);
  return { username, password };
}

function readOidc(env: NodeJS.ProcessEnv): OidcSettings | undefined {
  const parsed = parseOidcSettings(env);
  if (parsed !== undefined && 'problem' in parsed) throw new ConfigError(parsed.problem);
  return parsed;
}

function readMetrics(env: NodeJS.ProcessEnv): MetricsSettings | false {
  if (!readSwitch(env, 'METRICS', true)) return false;
  const whole = (name: string, unit: string, fallback: number) => {
    const value = readPositive(env, name, unit, fallback);
    if (!Number.isInteger(value)) throw new ConfigError(`${name} must be a whole number of ${unit}, got "${env[name] ?? ''}"`);
    return value;
  };
  const hourlyRetentionHours = whole('METRICS_HOURLY_RETENTION_HOURS', 'hours', defaultMetricsSettings.hourlyRetentionHours);
  if (hourlyRetentionHours < metricsLimits.hourlyUpTo) throw new ConfigError(`METRICS_HOURLY_RETENTION_HOURS must be at least ${metricsLimits.hourlyUpTo} (the hourly charts read as far back), got "${hourlyRetentionHours}"`);
  return {
    flushEveryMs: Math.round(readPositive(env, 'METRICS_FLUSH_SECONDS', 'seconds', defaultMetricsSettings.flushEveryMs / 1000) * 1000),
    hourlyRetentionHours,
    retentionDays: whole('METRICS_RETENTION_DAYS', 'days', defaultMetricsSettings.retentionDays),
  };
}

function readAllowedHosts(env: NodeJS.ProcessEnv): AllowedHosts {
  const parsed = parseAllowedHosts(env.INTEGRATION_ALLOWED_HOSTS);
  if ('problem' in parsed) throw new ConfigError(`INTEGRATION_ALLOWED_HOSTS: ${parsed.problem}`);
  return parsed.hosts;
}

export function readConfig(env: NodeJS.ProcessEnv, packageDir: string): Config {
  return {
    port: readPort(env),
    host: env.HOST?.trim() || '127.0.0.1',
    dataDir: resolve(env.DATA_DIR?.trim() || './data'),
    distDir: resolve(packageDir, 'dist'),
    initTokens: readTokens(env),
    demo: readSwitch(env, 'DEMO', true),
    frontendApi: readSwitch(env, 'FRONTEND_API', true),
    corsOrigins: readCorsOrigins(env),
    frontendApiRateLimit: readRateLimit(env),
    frontendAnswerCacheBytes: readAnswerCacheSize(env),
    trustProxy: readTrustProxy(env),
    requestTimeoutMs: readSeconds(env, 'REQUEST_TIMEOUT_SECONDS', defaultRequestTimeoutMs),
    upstreamTimeoutMs: readSeconds(env, 'UPSTREAM_TIMEOUT_SECONDS', defaultUpstreamTimeoutMs),
    eventRetentionDays: readRetentionDays(env),
    sessionTimes: readSessionTimes(env),
    signInLimits: readSignInLimits(env),
    initialAdmin: readInitialAdmin(env),
    oidc: readOidc(env),
    metrics: readMetrics(env),
    integrationAllowedHosts: readAllowedHosts(env),
  };
}
