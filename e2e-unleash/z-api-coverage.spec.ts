import { z } from 'zod';
import { startServer, type RunningServer } from '../e2e/server';
import { ensureUnleashServer } from '../scripts/unleash/install';
import { personalAccessToken } from '../scripts/unleash/personalAccessToken';
import { startPostgres } from '../scripts/unleash/postgres';
import { unleashTokens } from '../scripts/unleash/settings';
import { startUnleash } from '../scripts/unleash/unleash';
import { compareAnswers } from '../server/openapi/unleashCoverage/compareAnswers';
import { judgeDifferences } from '../server/openapi/unleashCoverage/namedDifferences';
import { operationsNamedInReadme } from '../server/openapi/unleashCoverage/namedInReadme';
import type { Caller } from '../server/openapi/unleashCoverage/representativeCall';
import { representativeCalls } from '../server/openapi/unleashCoverage/representativeCalls';
import { bodyOf, runCalls, type Request, type Send } from '../server/openapi/unleashCoverage/runCalls';
import { expect, lifecycleStagesSchema, test } from './fixtures';

/*
 * Every representative call of Unleash 8.2's operations (server/openapi/unleashCoverage/callsOf*.ts,
 * whatever they hold) made on a fresh Unleash 8.2 and on a fresh embedded service alike, their
 * answers compared: the same status (or the README names the operation), and each field of
 * Unleash's answer there in ours, recursively, with the same JSON type (or
 * server/openapi/unleashCoverage/namedDifferences.ts names it, with why). The Unleash is its own,
 * on its own PostgreSQL, not the suite's: an answer that lists records (events, projects,
 * segments) then holds only what the calls made on both, not what the other journeys left in the
 * suite's Unleash, and the calls' changes to the instance's settings reach no other journey.
 */

const password = 'Coverage-Admin-Pass-7x!';
const embeddedTokens = { admin: '*:*.coverage-admin-secret', client: 'default:development.coverage-client-secret', frontend: 'default:development.coverage-frontend-secret' };

/** A personal access token of an admin who signs in with a password (both services make it the same way). */
async function adminPat(url: string, username: string, password: string, output: () => string = () => ''): Promise<string> {
  return personalAccessToken(url, { username, password, description: 'coverage comparison', expiresAt: new Date('2099-01-01T00:00:00.000Z') }).catch((error: unknown) => {
    throw new Error(`${String(error)}\n${output().slice(-3000)}`);
  });
}

function sender(url: string, secrets: Record<Caller, string | undefined>, beforeSending: (request: Request) => Promise<void> = async () => {}): Send {
  return async (request) => {
    const { method, path, body, as } = request;
    await beforeSending(request);
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

/**
 * Unleash records a flag's archived stage after it answers the archiving; deleting the flag for
 * good before that makes its lifecycle write fail and its process stop (e2e-unleash/fixtures.ts
 * says the same). So before a call deletes flags for good, Unleash is waited for until each has
 * its archived stage.
 */
function archivedStageRecorded(url: string, token: string): (request: Request) => Promise<void> {
  return async ({ method, path, body }) => {
    const single = method === 'DELETE' ? /^\/api\/admin\/archive\/([^/?]+)$/.exec(path)?.[1] : undefined;
    const listed = method === 'POST' && /^\/api\/admin\/projects\/[^/]+\/delete$/.test(path) ? lifecycleFlags.safeParse(body).data?.features : undefined;
    const flags = single === undefined ? (listed ?? []) : [decodeURIComponent(single)];
    for (const flag of flags) {
      await expect.poll(async () => {
        const answer = await fetch(`${url}/api/admin/projects/default/features/${encodeURIComponent(flag)}/lifecycle`, { headers: { authorization: token } });
        return lifecycleStagesSchema.parse(await answer.json()).some((entry) => entry.stage === 'archived');
      }, { message: `Unleash records ${flag}'s archived stage`, timeout: 15_000 }).toBe(true);
    }
  };
}
const lifecycleFlags = z.object({ features: z.array(z.string()) });

let unleash: { url: string; output: () => string; stop: () => Promise<void> } | undefined;
let embedded: RunningServer | undefined;

test.beforeAll(async () => {
  test.slow();
  const [install, postgres] = await Promise.all([ensureUnleashServer(), startPostgres()]);
  const started = await startUnleash(install, postgres.databaseUrl).catch(async (error: unknown) => {
    await postgres.stop();
    throw error;
  });
  unleash = { url: started.url, output: started.output, stop: async () => { await started.stop(); await postgres.stop(); } };
  embedded = await startServer({
    env: {
      DEMO: '0', UNLEASH_DEFAULT_ADMIN_PASSWORD: password,
      INIT_ADMIN_API_TOKENS: embeddedTokens.admin, INIT_CLIENT_API_TOKENS: embeddedTokens.client, INIT_FRONTEND_API_TOKENS: embeddedTokens.frontend,
    },
  });
});

test.afterAll(async () => {
  await embedded?.stop();
  await unleash?.stop();
});

test('the embedded service answers Unleash 8.2\'s operations in Unleash 8.2\'s statuses and shapes', async () => {
  test.slow();
  if (!unleash || !embedded) throw new Error('the services did not start');
  const { url, output } = unleash;
  const fromUnleash = await runCalls(representativeCalls, sender(url, {
    admin: unleashTokens.admin, user: await adminPat(url, 'admin', 'unleash4all', output), client: unleashTokens.client, frontend: unleashTokens.frontend, none: undefined,
  }, archivedStageRecorded(url, unleashTokens.admin))).catch((error: unknown) => {
    throw new Error(`Unleash stopped answering: ${String(error)}\nUnleash's last output:\n${output().slice(-3000)}`);
  });
  const fromEmbedded = await runCalls(representativeCalls, sender(embedded.url, {
    admin: embeddedTokens.admin, user: await adminPat(embedded.url, 'admin', password), client: embeddedTokens.client, frontend: embeddedTokens.frontend, none: undefined,
  }));
  // Both services' answers, for reading a difference where it was met.
  await test.info().attach('answers.json', { contentType: 'application/json', body: JSON.stringify({ fromUnleash, fromEmbedded }, null, 1) });
  const { statuses, met } = compareAnswers(fromUnleash, fromEmbedded, operationsNamedInReadme());
  expect(statuses, 'answered with another status than Unleash, and not named in the README').toEqual([]);
  const { unnamed, unmet } = judgeDifferences(met);
  expect(unnamed, 'fields of Unleash\'s answers not in the embedded service\'s, and not named in namedDifferences.ts').toEqual([]);
  expect(unmet, 'named in namedDifferences.ts, but no longer different: take them off the list').toEqual([]);
});
