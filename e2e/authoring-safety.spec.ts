import { featureSchema, type Feature } from '../contract';
import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken, type RunningServer } from './server';

// What keeps authoring safe beyond switches. Demo data: production of the default project requires
// change requests; beta-reports has one strategy there ("Named beta testers in the EU") and a
// 100 % rollout in development.

const flagUrl = (server: RunningServer) => `${server.url}/api/admin/projects/default/features/beta-reports`;

async function betaReports(server: RunningServer): Promise<Feature> {
  const answer = await fetch(flagUrl(server), { headers: { Authorization: adminToken } });
  return featureSchema.parse(await answer.json());
}
const strategiesIn = async (server: RunningServer, environment: string) =>
  (await betaReports(server)).environments?.find((candidate) => candidate.name === environment)?.strategies ?? [];

async function asAdmin(server: RunningServer, method: 'POST' | 'PUT', path: string, body: unknown) {
  const answer = await fetch(`${flagUrl(server)}${path}`, { method, headers: { Authorization: adminToken, 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  expect(answer.status, await answer.clone().text()).toBeLessThan(300);
}

test('in production, which requires change requests, a new order and archiving go into bob\'s draft, and the request reads them before and after', async ({ page, server }) => {
  test.slow(); // two proposals, then the request's page.
  await asAdmin(server, 'POST', '/environments/production/strategies', { name: 'default', title: 'Everyone at the office' });
  const before = (await strategiesIn(server, 'production')).map((strategy) => strategy.title);
  expect(before).toEqual(['Named beta testers in the EU', 'Everyone at the office']);

  await signIn(page, server, demoToken(server, 'bob'), '/projects/default/flags/beta-reports');
  const production = page.getByRole('article', { name: 'production' });
  await production.getByRole('button', { name: 'Move Everyone at the office up' }).click();
  await expect(production.getByRole('status')).toContainText('The new order waits in your draft change request for production');
  expect((await strategiesIn(server, 'production')).map((strategy) => strategy.title)).toEqual(before);

  await page.getByRole('button', { name: 'Archive flag' }).click();
  const archive = page.getByRole('alertdialog', { name: 'Propose archiving beta-reports?' });
  await expect(archive).toContainText('production requires change requests');
  await archive.getByRole('button', { name: 'Add to change request' }).click();
  await expect(archive.getByRole('status')).toContainText('Archiving waits in your draft change request for production');
  expect((await betaReports(server)).archived).toBeFalsy();

  await archive.getByRole('link', { name: /change request #\d+/ }).click();
  const order = page.getByRole('table', { name: 'Reorder the strategies in production' });
  await expect(order.getByRole('row', { name: /^1st/ })).toHaveText('1stNamed beta testers in the EU→Everyone at the office');
  await expect(order.getByRole('row', { name: /^2nd/ })).toHaveText('2ndEveryone at the office→Named beta testers in the EU');
  await expect(page.getByRole('table', { name: 'Archive beta-reports' }).getByRole('row', { name: /^Flag/ })).toHaveText('FlagServed to SDKs→Archived: served in no environment');
});

test('a strategy saved over a change made since the editor opened says what changed, keeps the form, and applies it again on request', async ({ page, server }) => {
  await signIn(page, server, demoToken(server, 'bob'), '/projects/default/flags/beta-reports');
  await page.getByRole('article', { name: 'development' }).getByRole('button', { name: 'Edit 100% of users' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit strategy of beta-reports in development' });
  await editor.getByLabel('Rollout %').fill('30');

  const [theirs] = await strategiesIn(server, 'development');
  await asAdmin(server, 'PUT', `/environments/development/strategies/${theirs?.id ?? ''}`, { ...theirs, title: 'Alice was here' });
  await editor.getByRole('button', { name: 'Save strategy' }).click();
  const changed = editor.getByRole('table', { name: 'The strategy: when you opened the editor, and now' });
  await expect(changed.getByRole('row', { name: /^Title/ })).toHaveText('Title—→Alice was here');
  await expect(editor.getByLabel('Rollout %')).toHaveValue('30');
  expect((await strategiesIn(server, 'development'))[0]?.parameters?.rollout).toBe('100');

  await editor.getByRole('button', { name: 'Apply mine again' }).click();
  await expect(editor).toBeHidden();
  expect((await strategiesIn(server, 'development'))[0]).toMatchObject({ parameters: { rollout: '30' } });
});
