import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error';
import { startTestService, tokens, type TestService } from '../test/harness';
import type { AppOptions } from '../app';

/*
 * The frontend API's rate limit behind a proxy, over real sockets: the test's client stands for a
 * proxy on this machine that appends the address it saw to whatever X-Forwarded-For the client
 * sent. Only the part of the chain that trusted proxies appended is believed, read from the right.
 */
const services: TestService[] = [];
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});

async function listening(app: Partial<Omit<AppOptions, 'db'>>): Promise<string> {
  const service = await startTestService({ app });
  services.push(service);
  return service.app.listen({ port: 0, host: '127.0.0.1' });
}

async function frontend(base: string, forwardedFor?: string): Promise<{ status: number; message?: string }> {
  const answer = await fetch(`${base}/api/frontend`, {
    headers: { authorization: tokens.frontend, ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }) },
  });
  if (answer.status === 200) return { status: 200 };
  return { status: answer.status, message: errorBodySchema.parse(await answer.json()).message };
}

describe('the rate limit behind a proxy on this machine (TRUST_PROXY at its default, loopback)', () => {
  it('counts the address the proxy appended, whatever the client put before it', async () => {
    const base = await listening({ frontendApiRateLimit: 2 });
    expect((await frontend(base, '192.0.2.1, 203.0.113.5')).status).toBe(200);
    expect((await frontend(base, '192.0.2.2, 203.0.113.5')).status).toBe(200);
    const limited = await frontend(base, '192.0.2.3, 203.0.113.5');
    expect(limited.status).toBe(429);
    expect(limited.message).toContain('from 203.0.113.5');
    // Another client of the proxy has its own window.
    expect((await frontend(base, '203.0.113.6')).status).toBe(200);
  });

  it('a client that claims to be on this machine is counted by the address the proxy saw', async () => {
    const base = await listening({ frontendApiRateLimit: 1 });
    expect((await frontend(base, '127.0.0.1, 198.51.100.7')).status).toBe(200);
    expect((await frontend(base, '::1, 198.51.100.7')).status).toBe(429);
  });

  it('a caller on this machine connecting directly is not counted', async () => {
    const base = await listening({ frontendApiRateLimit: 1 });
    for (let i = 0; i < 3; i += 1) expect((await frontend(base)).status).toBe(200);
  });
});

describe('TRUST_PROXY set', () => {
  it('to a list: entries appended by listed proxies are skipped, the first other one counts', async () => {
    const base = await listening({ frontendApiRateLimit: 1, trustProxy: { addresses: ['loopback', '10.0.0.0/8'] } });
    expect((await frontend(base, '192.0.2.1, 203.0.113.5, 10.0.0.2')).status).toBe(200);
    const limited = await frontend(base, '192.0.2.9, 203.0.113.5, 10.0.0.2');
    expect(limited.status).toBe(429);
    expect(limited.message).toContain('from 203.0.113.5');
  });

  it('to a hop count: that many proxies are believed, counted from the connection', async () => {
    const base = await listening({ frontendApiRateLimit: 1, trustProxy: { hops: 2 } });
    expect((await frontend(base, '192.0.2.1, 203.0.113.5, 10.0.0.2')).status).toBe(200);
    const limited = await frontend(base, '192.0.2.9, 203.0.113.5, 10.0.0.2');
    expect(limited.status).toBe(429);
    expect(limited.message).toContain('from 203.0.113.5');
  });

  it('to 0: no header is believed, the connection counts', async () => {
    const base = await listening({ frontendApiRateLimit: 1, rateLimitLoopback: true, trustProxy: { hops: 0 } });
    expect((await frontend(base, '203.0.113.5')).status).toBe(200);
    const limited = await frontend(base, '203.0.113.6');
    expect(limited.status).toBe(429);
    expect(limited.message).toContain('from 127.0.0.1');
  });
});
