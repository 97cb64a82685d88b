import { errorBodySchema } from '../contract/error';
import { sendRaw } from '../server/test/recordingUpstream';
import { expect, test } from './fixtures';

// Upstream mode passes /api through, and Unleash's password sign-in and sign-out at their own paths
// only: a path that normalises to somewhere outside /api is refused by Flagdeck with the error
// body, so Unleash's metrics and its own UI are not reachable on the console's origin, nor its
// sign-in by a way round the cross-site check.
const encoded = [
  '/api/x%5c..%5c..%5cinternal-backstage/prometheus',
  '/api/x%5C..%5C..%5C',
  '/api/x%5c..%5c..%5cauth/simple/login',
  '/api/x%5c%2e%2e%5c.%2e%5cinternal-backstage/prometheus',
  '/api/x%2f..%2f..%2finternal-backstage/prometheus',
];
// Playwright's client, like a browser, would resolve these before sending: they go out raw.
const raw = [
  '/api/x\\..\\..\\internal-backstage/prometheus',
  '/api/x\\..\\..\\',
  '/api/x\\..\\..\\auth/simple/login',
  '/api/x/%2e%2e/%2e%2e/internal-backstage/prometheus',
  '/api/x/../../internal-backstage/prometheus',
];

interface Outcome { path: string; status: number; name: string | undefined; metricsShown: boolean }

function outcome(path: string, status: number, text: string): Outcome {
  let name: string | undefined;
  try {
    name = errorBodySchema.parse(JSON.parse(text)).name;
  } catch {
    name = undefined;
  }
  return { path, status, name, metricsShown: text.includes('# HELP') };
}

test('a path escaping /api is refused, and Unleash\'s metrics, UI and sign-in stay out of reach', async ({ request, flagdeck, unleash }) => {
  // Unleash itself answers the metrics: an escape would show them.
  const direct = await request.get(`${unleash.url}/internal-backstage/prometheus`);
  expect(direct.status()).toBe(200);
  expect(await direct.text()).toContain('# HELP');

  const outcomes: Outcome[] = [];
  for (const path of raw) {
    const answer = await sendRaw(flagdeck, path, { headers: { Authorization: unleash.adminToken } });
    outcomes.push(outcome(path, answer.status, answer.body));
  }
  for (const path of encoded) {
    const answer = await request.get(`${flagdeck}${path}`, { headers: { Authorization: unleash.adminToken } });
    outcomes.push(outcome(path, answer.status(), await answer.text()));
  }
  const login = await request.post(`${flagdeck}/api/x%5c..%5c..%5cauth/simple/login`, { data: { username: 'admin', password: 'unleash4all' } });
  outcomes.push(outcome('POST /api/x%5c..%5c..%5cauth/simple/login', login.status(), await login.text()));
  expect(login.headers()['set-cookie']).toBeUndefined();
  expect(outcomes).toEqual(outcomes.map(({ path }) => ({ path, status: 400, name: 'BadDataError', metricsShown: false })));

  // The console's own calls still go through.
  const projects = await request.get(`${flagdeck}/api/admin/projects`, { headers: { Authorization: unleash.adminToken } });
  expect(projects.status()).toBe(200);
});
