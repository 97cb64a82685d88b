import { readFileSync } from 'node:fs';
import { startServer } from '../e2e/server';
import { representativeCalls } from '../server/openapi/unleashCoverage/representativeCalls';
import type { Caller } from '../server/openapi/unleashCoverage/representativeCall';
import { bodyOf, runCalls, type Send } from '../server/openapi/unleashCoverage/runCalls';
import { shapeDifferences } from '../server/openapi/unleashCoverage/shapeDifferences';
import { expect, test } from './fixtures';

/*
 * The representative calls of Unleash 8.2's operations (server/openapi/unleashCoverage) made on a
 * real Unleash 8.2 and on a fresh embedded service alike, their answers compared: the same status,
 * and what Unleash's answer holds there in ours, with the same types. Its name puts it last: its
 * calls change the instance's settings (the environments' order, a project's environments), which
 * the other journeys read.
 */

const password = 'Coverage-Admin-Pass-7x!';
const embeddedTokens = { admin: '*:*.coverage-admin-secret', client: 'default:development.coverage-client-secret', frontend: 'default:development.coverage-frontend-secret' };

/** A personal access token of an admin who signs in with a password (both services make it the same way). */
async function adminPat(url: string, username: string, secret: string): Promise<string> {
  const signIn = await fetch(`${url}/auth/simple/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: secret }) });
  expect(signIn.status, `signing in to ${url}`).toBe(200);
  const cookie = signIn.headers.getSetCookie().map((entry) => entry.split(';')[0]).join('; ');
  const created = await fetch(`${url}/api/admin/user/tokens`, {
    method: 'POST', headers: { 'content-type': 'application/json', cookie, origin: url },
    body: JSON.stringify({ description: 'coverage comparison', expiresAt: '2099-01-01T00:00:00.000Z' }),
  });
  expect(created.status, `a PAT from ${url}`).toBe(201);
  const body: unknown = await created.json();
  const token = typeof body === 'object' && body !== null ? Reflect.get(body, 'secret') : undefined;
  if (typeof token !== 'string') throw new Error(`${url} made no PAT`);
  return token;
}

function sender(url: string, secrets: Record<Caller, string | undefined>): Send {
  return async ({ method, path, body, as }) => {
    const secret = secrets[as];
    const answer = await fetch(url + path, {
      method,
      headers: { ...(secret === undefined ? {} : { authorization: secret }), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await answer.text();
    const contentType = answer.headers.get('content-type') ?? '';
    return { status: answer.status, text, contentType, body: bodyOf(text, contentType) };
  };
}

/** The operations the README names as not (yet) answered in Unleash's shapes. */
function namedInReadme(): Set<string> {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const section = /\n## Unleash API coverage\n([\s\S]*?)(\n## |$)/.exec(readme)?.[1] ?? '';
  return new Set([...section.matchAll(/\| `((?:GET|POST|PUT|PATCH|DELETE) \/[^`]*)` \|/g)].map((match) => match[1] ?? ''));
}

test('the embedded service answers Unleash 8.2\'s operations as Unleash 8.2 answers them', async ({ unleash }) => {
  test.slow();
  const embedded = await startServer({
    env: {
      DEMO: '0', UNLEASH_DEFAULT_ADMIN_PASSWORD: password,
      INIT_ADMIN_API_TOKENS: embeddedTokens.admin, INIT_CLIENT_API_TOKENS: embeddedTokens.client, INIT_FRONTEND_API_TOKENS: embeddedTokens.frontend,
    },
  });
  try {
    const [fromUnleash, fromEmbedded] = [
      await runCalls(representativeCalls, sender(unleash.url, {
        admin: unleash.adminToken, user: await adminPat(unleash.url, 'admin', 'unleash4all'), client: unleash.clientToken, frontend: unleash.frontendToken, none: undefined,
      })),
      await runCalls(representativeCalls, sender(embedded.url, {
        admin: embeddedTokens.admin, user: await adminPat(embedded.url, 'admin', password), client: embeddedTokens.client, frontend: embeddedTokens.frontend, none: undefined,
      })),
    ];
    const notYet = namedInReadme();
    const differences = fromUnleash.flatMap((theirs, index) => {
      const ours = fromEmbedded[index];
      if (notYet.has(theirs.call.operation) || !theirs.answer || !ours?.answer) return [];
      const where = `${theirs.call.operation} (${theirs.request?.path ?? ''})`;
      if (theirs.answer.status !== ours.answer.status) return [`${where}: Unleash ${theirs.answer.status}, embedded ${ours.answer.status}: ${ours.answer.text.slice(0, 200)}`];
      return theirs.answer.status < 300 ? shapeDifferences(theirs.answer.body, ours.answer.body).map((difference) => `${where} ${difference}`) : [];
    });
    expect(differences).toEqual([]);
  } finally {
    await embedded.stop();
  }
});
