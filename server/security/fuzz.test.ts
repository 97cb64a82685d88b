import fc from 'fast-check';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, onTestFinished } from 'vitest';
import { errorBodySchema } from '../../contract/error';
import { frontendTogglesSchema } from '../../contract/frontend';
import type { DeclaredRoute } from '../http/access';
import { startTestService, storeSnapshot, tokens, type TestService } from '../test/harness';
import { brokenSegment, encodeSegment, hostileSegment, notJson, wrongBody, wrongTypeFor } from './fuzzInputs';
import { buildFuzzFixture, paramsFor, writeTemplates, type FuzzFixture, type WriteTemplate } from './writeRouteTemplates';
import { walkTimeoutMs } from '../test/slowTests';
import { injectRoute } from '../test/injectRoute';
import { defaultMetricsSettings } from '../metrics/metricsRecorder';

/*
 * Property-based fuzzing of every write route (from the router's table) and of the frontend API's
 * query string: each generated request is bad in one way, and each must get a 4xx with the error
 * body, never a 5xx, and leave the store exactly as it was. Over 10,000 inputs, in process.
 */

const runsPerRoute = Number(process.env.FUZZ_RUNS_PER_ROUTE ?? 330);
const frontendRuns = Number(process.env.FUZZ_FRONTEND_RUNS ?? 1_200);

// The frontend API's accepted answers are counted (server/README.md, Exposure metrics) and written
// at the recorder's minute: on a loaded machine that minute fell inside the run, and the store
// changed under the byte-for-byte checks. Written at the close here, after every check.
const service: TestService = await startTestService({ app: { metrics: { ...defaultMetricsSettings, flushEveryMs: 2 ** 31 - 1 } } });
const fixture: FuzzFixture = await buildFuzzFixture(service);
afterAll(() => service.close());

// POST /api/frontend reads (a context in a body); it is fuzzed with the frontend API below. The
// password sign-in's routes take input too (`/logout` takes none: it only ends the caller's session),
// and so does signing up with a public invite link.
const writeRoutes = service.app.declaredRoutes.filter((route) =>
  (route.url.startsWith('/api') || route.url.startsWith('/auth/') || route.url.startsWith('/invite/')) && !['GET', 'HEAD', 'OPTIONS'].includes(route.method) && route.access?.api !== 'frontend');
const keyOf = (route: DeclaredRoute) => `${route.method} ${route.url}`;
let inputs = 0;

interface FuzzRequest { what: string; path: string; payload?: string; contentType?: string }

function pathWith(url: string, params: Record<string, string>, raw: Record<string, string> = {}): string {
  return url.replace(/:(\w+)/g, (_match, name: string) => raw[name] ?? encodeSegment(params[name] ?? ''));
}

/** Requests for a route, each one step from its template and bad in that step. */
function badRequests(route: DeclaredRoute, template: WriteTemplate): fc.Arbitrary<FuzzRequest> {
  const params = paramsFor(route.url, template, fixture);
  const names = Object.keys(params);
  const validBody = template.body === undefined ? undefined : JSON.stringify(template.body);
  const json = (what: string, body: unknown): FuzzRequest => ({ what, path: pathWith(route.url, params), payload: JSON.stringify(body), contentType: 'application/json' });
  const arbitraries: Array<fc.Arbitrary<FuzzRequest>> = [
    fc.constant<FuzzRequest>({ what: 'a form body', path: pathWith(route.url, params), payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' }),
    notJson.map((text): FuzzRequest => ({ what: 'a body that is not JSON', path: pathWith(route.url, params), payload: text, contentType: 'application/json' })),
  ];
  if (names.length > 0) {
    const withBody = (path: string, what: string): FuzzRequest => ({ what, path, ...(validBody ? { payload: validBody, contentType: 'application/json' } : {}) });
    arbitraries.push(
      fc.tuple(fc.constantFrom(...names), hostileSegment(fixture.existing))
        .map(([name, value]) => withBody(pathWith(route.url, { ...params, [name]: value }), `:${name} = ${JSON.stringify(value).slice(0, 80)}`)),
      fc.tuple(fc.constantFrom(...names), brokenSegment)
        .map(([name, raw]) => withBody(pathWith(route.url, params, { [name]: raw }), `:${name} raw ${raw}`)),
    );
  }
  if (template.body !== undefined) {
    const body = template.body;
    const list = Array.isArray(body);
    const element = (list ? body[0] : body) as Record<string, unknown>;
    const rebuild = (changed: Record<string, unknown>) => (list ? [changed, ...body.slice(1)] : changed);
    const fields = Object.keys(element);
    const wrongField = fc.constantFrom(...fields).chain((field) =>
      wrongTypeFor(element[field], template.acceptedValues?.[field]).map((value) => ({ field, value })));
    arbitraries.push(
      wrongBody(list ? 'array' : 'object').map((value) => json(`body ${JSON.stringify(value)}`, value)),
      wrongField.map(({ field, value }) => json(`${field} = ${JSON.stringify(value)}`, rebuild({ ...element, [field]: value }))),
      fc.constant<FuzzRequest>({ what: 'JSON sent as text/plain', path: pathWith(route.url, params), payload: validBody, contentType: 'text/plain' }),
    );
    if (template.required && template.required.length > 0) {
      arbitraries.push(fc.constantFrom(...template.required).map((field) => {
        const { [field]: _left, ...rest } = element;
        return json(`without ${field}`, rebuild(rest));
      }));
    }
    if (!list) {
      // A repeated key: JSON.parse keeps the last one, which is the bad one.
      arbitraries.push(wrongField.map(({ field, value }): FuzzRequest => ({
        what: `${field} twice, the second ${JSON.stringify(value)}`, path: pathWith(route.url, params),
        payload: `${JSON.stringify(element).slice(0, -1)},${JSON.stringify(field)}:${JSON.stringify(value)}}`, contentType: 'application/json',
      })));
    }
    if (template.outOfBounds) arbitraries.push(template.outOfBounds(fixture.existing).map((value) => json(`out of bounds ${JSON.stringify(value).slice(0, 120)}`, value)));
  }
  return fc.oneof(...arbitraries);
}

const totalChanges = () => service.db.prepare<[], { n: number }>('SELECT total_changes() AS n').get()?.n ?? 0;
const baseline = { snapshot: storeSnapshot(service.db), changes: totalChanges() };

/**
 * The store is as it was: checked by SQLite's change counter, and by a full dump when it moved.
 * A change found becomes the new baseline before it fails the run, so the inputs fast-check then
 * tries while shrinking are judged by what each of them does, and the counterexample it reports is
 * the request that wrote, not a later one that met its write.
 */
function expectStoreUnchanged(what: string): void {
  const changes = totalChanges();
  if (changes === baseline.changes) return;
  const before = baseline.snapshot;
  baseline.snapshot = storeSnapshot(service.db);
  baseline.changes = changes;
  expect(baseline.snapshot, `the store changed after ${what}`).toBe(before);
}

function expectRefused(status: number, body: string, what: string): void {
  expect(status, `${what}: ${body.slice(0, 300)}`).toBeGreaterThanOrEqual(400);
  expect(status, `${what}: ${body.slice(0, 300)}`).toBeLessThan(500);
  const parsed = errorBodySchema.safeParse(safeJson(body));
  expect(parsed.success, `${what}: not the error body: ${body.slice(0, 300)}`).toBe(true);
}

describe('the fuzz fixture', () => {
  it('has a template for every write route in the router, and no template for a route that is gone', () => {
    expect(writeRoutes.map(keyOf).filter((key) => !writeTemplates[key])).toEqual([]);
    expect(Object.keys(writeTemplates).filter((key) => !writeRoutes.some((route) => keyOf(route) === key))).toEqual([]);
  });

  it('each template succeeds on a fresh fixture, so every fuzzed request is one step from valid', async () => {
    const failures: string[] = [];
    // The fixture is built once and its store copied for each route: building it anew each time
    // (a few hundred requests) made this walk minutes long on a loaded machine.
    const seed = await startTestService();
    const freshFixture = await buildFuzzFixture(seed);
    await seed.close({ keepData: true });
    onTestFinished(() => rmSync(seed.dataDir, { recursive: true, force: true }));
    for (const route of writeRoutes) {
      const template = writeTemplates[keyOf(route)];
      if (!template) continue;
      const dataDir = mkdtempSync(join(tmpdir(), 'flagdeck-fuzz-'));
      cpSync(seed.dataDir, dataDir, { recursive: true });
      const fresh = await startTestService({ dataDir });
      try {
        const response = await fresh.app.inject({
          method: route.method as 'POST', url: pathWith(route.url, paramsFor(route.url, template, freshFixture)),
          headers: { authorization: template.token ?? freshFixture.token, ...(template.body === undefined ? {} : { 'content-type': 'application/json' }) },
          ...(template.body === undefined ? {} : { payload: JSON.stringify(template.body) }),
        });
        if (response.statusCode >= 300) failures.push(`${keyOf(route)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      } finally {
        await fresh.close();
      }
    }
    expect(failures).toEqual([]);
  }, walkTimeoutMs);
});

describe.each(writeRoutes.map((route) => ({ route, key: keyOf(route) })))('$key', ({ route, key }) => {
  it(`refuses ${runsPerRoute} bad requests with a 4xx and the error body, and changes nothing`, async () => {
    const template = writeTemplates[key];
    if (!template) throw new Error(`no template for ${key}`);
    await fc.assert(fc.asyncProperty(badRequests(route, template), async (request) => {
      inputs += 1;
      const response = await service.app.inject({
        method: route.method as 'POST', url: request.path,
        headers: { authorization: template.token ?? fixture.token, ...(request.contentType ? { 'content-type': request.contentType } : {}) },
        ...(request.payload === undefined ? {} : { payload: request.payload }),
      });
      // The store first: a request taken that wrote is named by its write (see expectStoreUnchanged).
      expectStoreUnchanged(`${key} with ${request.what}`);
      expectRefused(response.statusCode, response.body, `${key} with ${request.what}`);
    }), { numRuns: runsPerRoute });
  });
});

/* Reads: hostile path parameters and query strings never make a read fail on the server. */

const readRoutes = service.app.declaredRoutes.filter((route) => route.method === 'GET' && route.url.startsWith('/api') && route.access?.api !== 'frontend');
const readRuns = Number(process.env.FUZZ_READ_RUNS ?? 120);
const anyQueryPairs = fc.array(fc.tuple(
  fc.oneof(
    fc.constantFrom('limit', 'offset', 'state', 'project', 'createdBy', 'namePrefix', 'environment', '__proto__', 'a[]'),
    // The event search's filters and range.
    fc.constantFrom('feature', 'type', 'id', 'groupId', 'from', 'to', 'query', 'at'),
    fc.string({ maxLength: 8 }),
  ),
  fc.oneof(
    fc.string({ unit: 'binary', maxLength: 20 }),
    fc.constantFrom('-1', '1e309', 'NaN', 'IS:', 'IS_ANY_OF:,,', 'IS:Draft', '99999999999999999999', 'IS:2024-02-30', 'IS:9999-99-99', "IS_ANY_OF:1,' OR 1=1 --", 'IS:%'),
  ),
), { maxLength: 4 }).map((pairs) => pairs.map(([name, value]) => `${encodeSegment(name)}=${encodeSegment(value)}`).join('&'));

describe.each(readRoutes.map((route) => ({ route, key: keyOf(route) })))('$key', ({ route, key }) => {
  it(`answers ${readRuns} hostile parameters and queries with a 2xx or a 4xx with the error body, never a 5xx`, async () => {
    const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    const params = Object.fromEntries(names.map((name) => [name, fixture.params[name] ?? 'x']));
    const path = names.length === 0
      ? fc.constant(pathWith(route.url, params))
      : fc.oneof(
        fc.tuple(fc.constantFrom(...names), hostileSegment(fixture.existing)).map(([name, value]) => pathWith(route.url, { ...params, [name]: value })),
        fc.constant(pathWith(route.url, params)),
      );
    await fc.assert(fc.asyncProperty(path, anyQueryPairs, async (url, query) => {
      inputs += 1;
      const response = await injectRoute(service.app, route, { method: 'GET', url: `${url}?${query}`, headers: { authorization: fixture.token } });
      if (response.statusCode >= 300) expectRefused(response.statusCode, response.body, `${key}: ${url}?${query}`);
      expectStoreUnchanged(`${key}: ${url}?${query}`);
    }), { numRuns: readRuns });
  });
});

/* The frontend API's query string. */

const contextNames = ['userId', 'sessionId', 'appName', 'environment', 'remoteAddress', 'plan', 'properties[plan]', 'tenant'];
const q = (name: string, value: string) => `${encodeSegment(name)}=${encodeSegment(value)}`;
const benign = fc.array(fc.tuple(fc.constantFrom('userId', 'sessionId', 'plan', 'properties[tier]'), fc.string({ maxLength: 20 })), { maxLength: 3 })
  .map((pairs) => pairs.map(([name, value]) => q(name, value)));

/** A query string that is bad in one way Unleash's frontend API (and ours) must refuse. */
const badQuery: fc.Arbitrary<{ what: string; query: string }> = fc.tuple(
  fc.oneof(
    fc.tuple(fc.oneof(fc.constantFrom(...contextNames), fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 10 }).filter((n) => !/[[\]&=]/.test(n))), fc.array(fc.string({ maxLength: 10 }), { minLength: 2, maxLength: 4 }))
      .map(([name, values]) => ({ what: `${name} repeated`, parts: values.map((value) => q(name, value)) })),
    fc.tuple(fc.constantFrom(...contextNames), fc.integer({ min: 1001, max: 6000 }))
      .map(([name, length]) => ({ what: `${name} ${length} long`, parts: [q(name, 'v'.repeat(length))] })),
    fc.integer({ min: 101, max: 600 }).map((length) => ({ what: `a name ${length} long`, parts: [q('n'.repeat(length), '1')] })),
    fc.integer({ min: 101, max: 180 }).map((count) => ({ what: `${count} fields`, parts: Array.from({ length: count }, (_, i) => q(`field${i}`, '1')) })),
    fc.string({ unit: 'grapheme', minLength: 1, maxLength: 30 }).filter((text) => !/^\d{4}-/.test(text) && text.trim() !== '')
      .map((text) => ({ what: `currentTime ${JSON.stringify(text)}`, parts: [q('currentTime', text)] })),
    fc.constantFrom('2030-02-30', '2030-13-01', '2030-01-01T25:00:00Z', '99999-01-01')
      .map((text) => ({ what: `currentTime ${text}`, parts: [q('currentTime', text)] })),
    fc.string({ maxLength: 10 }).map((value) => ({ what: 'a property without a name', parts: [`properties%5B%5D=${encodeSegment(value)}`] })),
    fc.string({ maxLength: 10 }).map((value) => ({ what: 'properties as a plain value', parts: [q('properties', value)] })),
  ),
  benign,
  benign,
).map(([bad, before, after]) => ({ what: bad.what, query: [...before, ...bad.parts, ...after].join('&') }));

/** Any query string at all: keys with brackets, prototype names, broken encodings, unicode. */
const anyQuery = fc.array(fc.tuple(
  fc.oneof(fc.constantFrom(...contextNames, 'currentTime', '__proto__', 'constructor', 'properties[__proto__]', 'properties[', 'properties[a][b]', 'properties[]', 'a[]', ''), fc.string({ unit: 'binary', maxLength: 12 })),
  fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), fc.constantFrom('%', '%zz', '%E0%A4%A', '2030-01-01', '')),
  fc.boolean(),
), { maxLength: 8 }).map((pairs) => pairs.map(([name, value, raw]) => (raw ? `${name}=${value}` : q(name, value))).join('&'));

describe('GET /api/frontend query strings', () => {
  it(`refuses ${frontendRuns} bad ones with 400 and the error body`, async () => {
    await fc.assert(fc.asyncProperty(badQuery, async ({ what, query }) => {
      inputs += 1;
      const response = await service.app.inject({ method: 'GET', url: `/api/frontend?${query}`, headers: { authorization: tokens.frontend } });
      expect(response.statusCode, `${what}: ${response.body.slice(0, 200)}`).toBe(400);
      expectRefused(response.statusCode, response.body, what);
      expectStoreUnchanged(what);
    }), { numRuns: frontendRuns });
  });

  it(`answers ${frontendRuns} arbitrary ones with the toggles or a 400, never a 5xx`, async () => {
    await fc.assert(fc.asyncProperty(anyQuery, async (query) => {
      inputs += 1;
      const response = await service.app.inject({ method: 'GET', url: `/api/frontend?${query}`, headers: { authorization: tokens.frontend } });
      if (response.statusCode === 200) expect(frontendTogglesSchema.safeParse(safeJson(response.body)).success, query).toBe(true);
      else expectRefused(response.statusCode, response.body, `?${query}`);
      expectStoreUnchanged(`?${query}`);
    }), { numRuns: frontendRuns });
  });

  it('POST /api/frontend takes any JSON body: the toggles or a 400, never a 5xx', async () => {
    const body = fc.oneof(fc.jsonValue(), fc.record({ context: fc.jsonValue() }), fc.record({ context: fc.dictionary(fc.string(), fc.jsonValue()) }));
    await fc.assert(fc.asyncProperty(body, async (value) => {
      inputs += 1;
      const response = await service.app.inject({ method: 'POST', url: '/api/frontend', headers: { authorization: tokens.frontend, 'content-type': 'application/json' }, payload: JSON.stringify(value) });
      if (response.statusCode === 200) expect(frontendTogglesSchema.safeParse(safeJson(response.body)).success).toBe(true);
      else expectRefused(response.statusCode, response.body, JSON.stringify(value).slice(0, 200));
      expectStoreUnchanged('POST /api/frontend');
    }), { numRuns: Math.round(frontendRuns / 2) });
  });
});

describe('in all', () => {
  it('fuzzed at least 10,000 inputs and the store is byte for byte what it was', () => {
    if (process.env.FUZZ_RUNS_PER_ROUTE === undefined && process.env.FUZZ_FRONTEND_RUNS === undefined) expect(inputs).toBeGreaterThanOrEqual(10_000);
    expect(storeSnapshot(service.db)).toBe(baseline.snapshot);
  });
});

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
