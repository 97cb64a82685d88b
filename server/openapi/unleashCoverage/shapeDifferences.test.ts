import { describe, expect, it } from 'vitest';
import { compareAnswers } from './compareAnswers';
import { judgeDifferences } from './namedDifferences';
import type { CallResult } from './runCalls';
import { shapeDifferences } from './shapeDifferences';

const paths = (unleash: unknown, ours: unknown) => shapeDifferences(unleash, ours).map(({ path, what }) => `${path}: ${what}`);

describe('the shape of an answer against Unleash\'s', () => {
  it('finds a field Unleash\'s answer has that ours lacks, at any depth', () => {
    expect(paths({ name: 'a', createdBy: { id: 1, name: 'x' } }, { name: 'b', createdBy: { id: 2 } })).toEqual(['/createdBy/name: missing']);
    expect(paths({ name: 'a', health: 100 }, { name: 'a' })).toEqual(['/health: missing']);
  });

  it('finds a field of another JSON type', () => {
    expect(paths({ rootRole: 1 }, { rootRole: 'Admin' })).toEqual(["/rootRole: number in Unleash's answer, string here"]);
    expect(paths({ owners: [] }, { owners: {} })).toEqual(["/owners: array in Unleash's answer, object here"]);
  });

  it('takes null for any type, and lets through fields Unleash\'s answer does not have', () => {
    expect(paths({ lastSeenAt: null, seenAt: '2026-01-01' }, { seenAt: null, extra: 1 })).toEqual([]);
  });

  it('takes an array\'s elements together, whichever comes first', () => {
    const unleash = { users: [{ id: 1 }, { id: 2, email: 'a@example.com' }] };
    expect(paths(unleash, { users: [{ id: 3, email: 'b@example.com' }, { id: 4 }] })).toEqual([]);
    expect(paths(unleash, { users: [{ id: 3 }] })).toEqual(['/users[]/email: missing']);
    expect(paths([{ tags: [{ type: 't', color: '#fff' }] }], [{ tags: [{ type: 't' }] }])).toEqual(['[]/tags[]/color: missing']);
  });

  it('compares nothing in an empty array', () => {
    expect(paths({ features: [{ name: 'a' }] }, { features: [] })).toEqual([]);
  });
});

describe('the differences met against the named ones', () => {
  const list = [{ operations: ['GET /a', 'GET /b'], fields: ['/flags', '/owners'], why: 'a reason' }];
  const met = (operation: string, path: string) => ({ operation, difference: { path, what: 'missing' } });

  it('lets a named field and what is under it through, in the operations named', () => {
    expect(judgeDifferences([met('GET /a', '/flags/x'), met('GET /b', '/owners'), met('GET /b', '/owners[]/id')], list)).toEqual({ unnamed: [], unmet: [] });
  });

  it('fails a difference not named, or named for another operation', () => {
    const { unnamed } = judgeDifferences([met('GET /a', '/flags'), met('GET /a', '/owners'), met('GET /c', '/flags'), met('GET /a', '/flagsOther')], list);
    expect(unnamed).toEqual(['GET /c /flags: missing', 'GET /a /flagsOther: missing']);
  });

  it('fails a name no longer met: a field met nowhere, an operation that meets none', () => {
    expect(judgeDifferences([met('GET /a', '/flags')], list).unmet).toEqual(['/owners in GET /a, GET /b', 'GET /b: /flags, /owners']);
  });
});

describe('the same calls on both services', () => {
  const result = (operation: string, status: number, body: unknown): CallResult => ({
    call: { operation, status },
    request: { method: 'GET', path: operation.split(' ')[1] ?? '', body: undefined, as: 'admin' },
    answer: { status, body, text: JSON.stringify(body), contentType: 'application/json' },
  });

  it('fails another status unless the README names the operation, and compares shapes only where both answered alike', () => {
    const unleash = [result('GET /a', 200, { x: 1 }), result('GET /b', 200, { y: 1 }), result('GET /c', 404, { z: 1 })];
    const ours = [result('GET /a', 404, {}), result('GET /b', 200, {}), result('GET /c', 404, {})];
    const compared = compareAnswers(unleash, ours, new Set(['GET /c']));
    expect(compared.statuses).toEqual(['GET /a (/a): Unleash 200, embedded 404: {}']);
    expect(compared.met).toEqual([{ operation: 'GET /b', difference: { path: '/y', what: 'missing' } }]);
    expect(compareAnswers(unleash, ours, new Set(['GET /a'])).statuses).toEqual([]);
  });

  it('fails a call not made on Unleash, or on the embedded service unless the README names it', () => {
    const notMade: CallResult = { call: { operation: 'GET /d', status: 200 }, missing: 'id' };
    expect(compareAnswers([notMade], [result('GET /d', 200, {})], new Set(['GET /d'])).statuses).toEqual(['GET /d: not called on Unleash (no id from an earlier call)']);
    expect(compareAnswers([result('GET /d', 200, {})], [notMade], new Set()).statuses).toEqual(['GET /d: not called on the embedded service (no id from an earlier call)']);
    expect(compareAnswers([result('GET /d', 200, {})], [notMade], new Set(['GET /d'])).statuses).toEqual([]);
  });
});
