import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBodySchema } from '../../../contract/error';
import { noSuchRouteMessage } from '../../http/errorHandling';
import { startTestService, tokens, type TestService } from '../../test/harness';
import { judge, type OperationOutcome } from './coverage';
import { operationsNamedInReadme } from './namedInReadme';
import type { Caller } from './representativeCall';
import { representativeCalls } from './representativeCalls';
import { bodyOf, runCalls, type Answer, type Request } from './runCalls';
import { operationsOf, readUnleashDocument } from './unleashDocument';

/**
 * Every operation of Unleash 8.2's own OpenAPI document, called on the embedded service as the
 * representative calls make it: answered (not the service's "no such route"), with Unleash's
 * status, in the shape Unleash's document gives. What is not is named in the README, with why.
 */

const document = readUnleashDocument();
const operations = operationsOf(document);
let service: TestService;
let distDir: string;
let outcomes: OperationOutcome[];

beforeAll(async () => {
  // A built console, so a path no route serves gets its page, as on a running service.
  distDir = mkdtempSync(join(tmpdir(), 'flagdeck-coverage-dist-'));
  mkdirSync(join(distDir, 'assets'));
  writeFileSync(join(distDir, 'index.html'), '<!doctype html><title>Flagdeck</title>');
  // A store as a fresh Unleash has it: project default, development and production, no change requests.
  service = await startTestService({ distDir, fixture: false });
  const secrets: Record<Caller, string | undefined> = { admin: tokens.admin, user: service.pats.Admin, client: tokens.client, frontend: tokens.frontend, none: undefined };
  const results = await runCalls(representativeCalls, async ({ method, path, body, as }) => {
    const secret = secrets[as];
    const response = await service.app.inject({
      method, url: path,
      headers: { ...(secret === undefined ? {} : { authorization: secret }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
    });
    const contentType = String(response.headers['content-type'] ?? '');
    return { status: response.statusCode, text: response.body, contentType, body: bodyOf(response.body, contentType) };
  });
  outcomes = judge(document, operations, results, noSuchRoute);
  const answered = outcomes.filter((outcome) => outcome.answered).length;
  const inShape = outcomes.filter((outcome) => outcome.inUnleashShape).length;
  process.stdout.write(`Unleash ${document.info.version}'s operations: ${answered} of ${operations.length} answered, ${inShape} in Unleash's status and shapes\n`);
}, 60_000);
afterAll(async () => {
  await service.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** The service's own answer for a route it does not have: its not-found, or the console's page. */
function noSuchRoute({ request, answer }: { request: Request; answer: Answer }): boolean {
  if (answer.contentType.startsWith('text/html')) return true;
  const error = errorBodySchema.safeParse(answer.body);
  return answer.status === 404 && error.success && error.data.message === noSuchRouteMessage(request.method, request.path.split('?')[0] ?? '');
}

describe("Unleash 8.2's API on the embedded service", () => {
  it('has a representative call for every operation of the document, and none for an operation it lacks', () => {
    const listed = new Set(operations.map((operation) => operation.key));
    expect(representativeCalls.map((call) => call.operation).filter((operation) => !listed.has(operation))).toEqual([]);
    const called = new Set(representativeCalls.map((call) => call.operation));
    expect(operations.map((operation) => operation.key).filter((key) => !called.has(key))).toEqual([]);
  });

  it('answers each operation in Unleash\'s status and shapes, or the README names it with the reason', () => {
    const named = operationsNamedInReadme();
    const unnamed = outcomes.filter((outcome) => !outcome.inUnleashShape && !named.has(outcome.operation.key));
    expect(unnamed.map((outcome) => `${outcome.operation.key}: ${outcome.problems.join(' | ')}`)).toEqual([]);
  });
});
