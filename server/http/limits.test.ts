import { connect } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../contract/error';
import { expectError, startTestService, storeSnapshot, tokens, type TestService, type TestServiceOptions } from '../test/harness';
import { maxParamLength } from './errorHandling';

// Requests beyond what the service takes are refused with a 4xx and the error body (`ErrorBody` in the OpenAPI document), and
// leave nothing behind.
const services: TestService[] = [];
async function start(options: TestServiceOptions = {}) {
  const service = await startTestService(options);
  services.push(service);
  return service;
}
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
});

describe('request body size', () => {
  it('answers 413 ContentTooLargeError past the body limit, and stores nothing', async () => {
    const service = await start({ app: { bodyLimit: 10_000 } });
    const before = storeSnapshot(service.db);
    const reply = await service.call('POST', '/api/admin/projects/default/features', { body: { name: 'big', description: 'x'.repeat(20_000) } });
    expect(expectError(reply, 413, 'ContentTooLargeError').message).toContain('10000 bytes');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('takes 1 MiB by default', async () => {
    const service = await start();
    const reply = await service.call('PUT', '/api/admin/projects/default/features/x/environments/development/variants', { body: ['y'.repeat(1_100_000)] });
    expectError(reply, 413, 'ContentTooLargeError');
  });
});

describe('a key "__proto__" in a body', () => {
  // Every object built from a parsed body drops that key, so the rest would pass as the whole.
  it.each([
    ['PUT', '/api/admin/environments/sort-order', '{"production":1,"__proto__":2}'],
    ['PUT', '/api/admin/environments/sort-order', '{"production":1,"\\u005f_proto__":2}'],
    ['POST', '/api/admin/projects/default/features', '{"name":"proto","tags":[{"__proto__":{"admin":true}}]}'],
  ])('refuses %s %s with %s, and stores nothing', async (method, url, payload) => {
    const service = await start();
    const before = storeSnapshot(service.db);
    const response = await service.app.inject({ method: method as 'PUT', url, payload, headers: { authorization: tokens.admin, 'content-type': 'application/json' } });
    expect(response.statusCode, response.body).toBe(400);
    const body = errorBodySchema.parse(response.json());
    expect(body.name).toBe('BadDataError');
    expect(body.message).toContain('__proto__');
    expect(storeSnapshot(service.db)).toBe(before);
  });

  it('takes a body that only mentions it in a value', async () => {
    const service = await start();
    const reply = await service.call('POST', '/api/admin/projects/default/features', { body: { name: 'proto-word', description: 'about __proto__ and \u0041' } });
    expect(reply.status, reply.text).toBe(201);
  });
});

describe('path parameters', () => {
  it(`answers 400 BadDataError for a parameter over ${maxParamLength} characters, and 404 for a long one under it`, async () => {
    const service = await start();
    const tooLong = await service.call('GET', `/api/admin/projects/${'p'.repeat(maxParamLength + 1)}/features`);
    expect(expectError(tooLong, 400, 'BadDataError').message).toContain(`${maxParamLength} characters`);
    expectError(await service.call('GET', `/api/admin/projects/${'p'.repeat(maxParamLength)}/features`), 404, 'NotFoundError');
  });

  it('answers 400 BadDataError for a path that is not valid percent-encoding', async () => {
    const service = await start();
    expectError(await service.call('GET', '/api/admin/projects/%E0%A4%A/features'), 400, 'BadDataError');
  });
});

describe('what Node refuses before Fastify sees it', () => {
  async function rawRequest(port: number, request: string): Promise<string> {
    return new Promise((resolve, reject) => {
      let answer = '';
      const socket = connect(port, '127.0.0.1', () => socket.write(request));
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('end', () => resolve(answer));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it('answers headers over 16 KiB with 431 and the error body, and a broken request line with 400', async () => {
    const service = await start();
    const address = await service.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const overflow = await rawRequest(port, `GET /api/frontend HTTP/1.1\r\nHost: x\r\nAuthorization: ${tokens.frontend}\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(overflow).toMatch(/^HTTP\/1.1 431 /);
    expect(errorBodySchema.parse(JSON.parse(overflow.slice(overflow.indexOf('\r\n\r\n') + 4))).name).toBe('HeadersTooLargeError');
    const broken = await rawRequest(port, 'NOT HTTP AT ALL\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1.1 400 /);
    expect(errorBodySchema.parse(JSON.parse(broken.slice(broken.indexOf('\r\n\r\n') + 4))).name).toBe('BadDataError');
  });
});

describe('frontend API context values', () => {
  it('answers 400 for an over-long value or too many fields', async () => {
    const service = await start();
    const frontend = (query: string) => service.call('GET', `/api/frontend?${query}`, { token: tokens.frontend });
    expectError(await frontend(`userId=${'u'.repeat(1001)}`), 400, 'BadDataError');
    expectError(await frontend(Array.from({ length: 101 }, (_, i) => `f${i}=1`).join('&')), 400, 'BadDataError');
  });
});
