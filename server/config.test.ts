import { describe, expect, it } from 'vitest';
import { ConfigError, readConfig } from './config';

const read = (env: Record<string, string>) => readConfig(env, '/pkg');

describe('readConfig', () => {
  it('has Unleash-like defaults', () => {
    const config = read({});
    expect(config).toMatchObject({ port: 4242, host: '127.0.0.1', demo: true, frontendApi: true, initTokens: [], distDir: '/pkg/dist' });
    expect(config.dataDir.endsWith('/data')).toBe(true);
  });

  it('reads port, host, data folder and switches', () => {
    const config = read({ PORT: '0', HOST: '0.0.0.0', DATA_DIR: '/tmp/x', DEMO: 'false', FRONTEND_API: 'off' });
    expect(config).toMatchObject({ port: 0, host: '0.0.0.0', dataDir: '/tmp/x', demo: false, frontendApi: false });
    expect(read({ DEMO: '0' }).demo).toBe(false);
    expect(read({ DEMO: '1' }).demo).toBe(true);
  });

  it('refuses an unusable port or switch', () => {
    expect(() => read({ PORT: 'http' })).toThrow(ConfigError);
    expect(() => read({ PORT: '70000' })).toThrow(/PORT/);
    expect(() => read({ FRONTEND_API: 'maybe' })).toThrow(/FRONTEND_API/);
  });

  it('reads the three kinds of initial tokens, comma-separated', () => {
    const config = read({
      INIT_ADMIN_API_TOKENS: '*:*.admin-secret-1',
      INIT_FRONTEND_API_TOKENS: 'default:development.front-1, *:production.front-2',
      INIT_CLIENT_API_TOKENS: '[]:development.client-1',
    });
    expect(config.initTokens).toEqual([
      { type: 'admin', projects: ['*'], environment: null, token: '*:*.admin-secret-1' },
      { type: 'frontend', projects: ['default'], environment: 'development', token: 'default:development.front-1' },
      { type: 'frontend', projects: ['*'], environment: 'production', token: '*:production.front-2' },
      { type: 'client', projects: ['*'], environment: 'development', token: '[]:development.client-1' },
    ]);
  });

  it('names the variable and entry of a bad token without echoing it', () => {
    try {
      read({ INIT_CLIENT_API_TOKENS: 'default:development.okokokok,leaked-secret-value' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect(String(error)).toContain('INIT_CLIENT_API_TOKENS: entry 2');
      expect(String(error)).not.toContain('leaked-secret-value');
    }
  });

  it('reads CORS_ORIGINS: * by default, or a list of origins; a bad entry is named', () => {
    expect(read({}).corsOrigins).toBe('*');
    expect(read({ CORS_ORIGINS: 'https://a.example, http://localhost:3000' }).corsOrigins).toEqual(['https://a.example', 'http://localhost:3000']);
    expect(() => read({ CORS_ORIGINS: 'https://a.example/path' })).toThrow(/CORS_ORIGINS: "https:\/\/a.example\/path"/);
  });

  it('reads FRONTEND_ANSWER_CACHE_MB: 64 MiB of answers by default, 0 for none, and refuses what is not a size', () => {
    expect(read({}).frontendAnswerCacheBytes).toBe(64 * 1024 * 1024);
    expect(read({ FRONTEND_ANSWER_CACHE_MB: '0' }).frontendAnswerCacheBytes).toBe(0);
    expect(read({ FRONTEND_ANSWER_CACHE_MB: '0.5' }).frontendAnswerCacheBytes).toBe(512 * 1024);
    expect(() => read({ FRONTEND_ANSWER_CACHE_MB: '-1' })).toThrow(/FRONTEND_ANSWER_CACHE_MB/);
    expect(() => read({ FRONTEND_ANSWER_CACHE_MB: 'big' })).toThrow(/FRONTEND_ANSWER_CACHE_MB/);
  });

  it('reads FRONTEND_API_RATE_LIMIT: 20,000 a minute by default as in Unleash, 0 for none', () => {
    expect(read({}).frontendApiRateLimit).toBe(20_000);
    expect(read({ FRONTEND_API_RATE_LIMIT: '0' }).frontendApiRateLimit).toBe(0);
    expect(read({ FRONTEND_API_RATE_LIMIT: '600' }).frontendApiRateLimit).toBe(600);
    expect(() => read({ FRONTEND_API_RATE_LIMIT: 'lots' })).toThrow(/FRONTEND_API_RATE_LIMIT/);
  });

  it('reads TRUST_PROXY: loopback by default, a list of addresses, ranges and names, or a number of proxies', () => {
    expect(read({}).trustProxy).toEqual({ addresses: ['loopback'] });
    expect(read({ TRUST_PROXY: '10.0.0.0/8, 192.168.1.7, fd00::/8, uniquelocal' }).trustProxy).toEqual({ addresses: ['10.0.0.0/8', '192.168.1.7', 'fd00::/8', 'uniquelocal'] });
    expect(read({ TRUST_PROXY: '2' }).trustProxy).toEqual({ hops: 2 });
    expect(read({ TRUST_PROXY: '0' }).trustProxy).toEqual({ hops: 0 });
    for (const wrong of ['true', 'proxy.example.com', '10.0.0.0/33', '10.0.0.1/8/1', '::1/129', '-1']) {
      expect(() => read({ TRUST_PROXY: wrong }), wrong).toThrow(/^TRUST_PROXY: ".*" is not an IP address/);
    }
  });

  it('reads REQUEST_TIMEOUT_SECONDS and UPSTREAM_TIMEOUT_SECONDS: 30 s each by default, and refuses what is not a time', () => {
    expect(read({})).toMatchObject({ requestTimeoutMs: 30_000, upstreamTimeoutMs: 30_000 });
    expect(read({ REQUEST_TIMEOUT_SECONDS: '2.5', UPSTREAM_TIMEOUT_SECONDS: '10' })).toMatchObject({ requestTimeoutMs: 2_500, upstreamTimeoutMs: 10_000 });
    for (const wrong of ['0', '-3', 'soon', 'Infinity']) {
      expect(() => read({ REQUEST_TIMEOUT_SECONDS: wrong }), wrong).toThrow(/REQUEST_TIMEOUT_SECONDS must be a number of seconds/);
      expect(() => read({ UPSTREAM_TIMEOUT_SECONDS: wrong }), wrong).toThrow(/UPSTREAM_TIMEOUT_SECONDS must be a number of seconds/);
    }
  });

  it('reads EVENT_RETENTION_DAYS: 365 days by default, 0 keeps every event, and refuses what is not a whole number of days', () => {
    expect(read({}).eventRetentionDays).toBe(365);
    expect(read({ EVENT_RETENTION_DAYS: '30' }).eventRetentionDays).toBe(30);
    expect(read({ EVENT_RETENTION_DAYS: '0' }).eventRetentionDays).toBe(0);
    for (const wrong of ['-1', '1.5', 'forever']) {
      expect(() => read({ EVENT_RETENTION_DAYS: wrong }), wrong).toThrow(/EVENT_RETENTION_DAYS must be a whole number of days/);
    }
  });

  it('reads single sign-on from OIDC_*, and refuses to start on settings that do not hold together', () => {
    expect(read({}).oidc).toBeUndefined();
    expect(read({ OIDC_ISSUER: 'https://id.example.com', OIDC_CLIENT_ID: 'flagdeck', OIDC_CLIENT_SECRET: 'x' }).oidc).toMatchObject({ clientId: 'flagdeck', providerName: 'id.example.com' });
    expect(() => read({ OIDC_ISSUER: 'https://id.example.com' })).toThrow(ConfigError);
  });
});
