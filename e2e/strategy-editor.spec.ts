import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures';
import { demoToken, type RunningServer } from './server';

// Bob (Editor) targets beta-reports: a 25 % rollout with a constraint, typed by keyboard; a bad
// date refused at its field; the order changed, copied, deleted; and production, which requires
// change requests, takes the edit into his draft.

interface StrategyRead { id: string; name: string; title?: string | null; parameters?: Record<string, string>; constraints?: { contextName: string; operator: string; value?: string }[] }

async function strategiesIn(server: RunningServer, environment: string): Promise<StrategyRead[]> {
  const response = await fetch(`${server.url}/api/admin/projects/default/features/beta-reports`, { headers: { Authorization: demoToken(server, 'bob') } });
  const feature = (await response.json()) as { environments: { name: string; strategies: StrategyRead[] }[] };
  return feature.environments.find((e) => e.name === environment)?.strategies ?? [];
}

async function press(page: Page, name: string) {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

test('an editor adds a 25 % rollout with a constraint by keyboard, reorders, copies and deletes; production takes it as a draft change', async ({ page, server }) => {
  await signIn(page, server, demoToken(server, 'bob'), '/projects/default/flags/beta-reports');
  const development = page.getByRole('article', { name: 'development' });
  await expect(development).toBeVisible();
  const titles = async (environment: string) => (await strategiesIn(server, environment)).map((strategy) => strategy.title ?? null);
  const before = await titles('development');

  await press(page, 'Add strategy in development');
  const editor = page.getByRole('dialog', { name: 'Add a strategy to beta-reports in development' });
  await editor.getByLabel('Title (optional)').fill('Quarter of EU testers');
  const share = editor.getByLabel('Rollout %');
  await share.focus();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('25');
  await editor.getByLabel('Stickiness').selectOption('userId');
  await expect(editor).toContainText('On for about 25 % of users, sticky on userId');
  await editor.getByRole('button', { name: 'Add constraint' }).press('Enter');
  await editor.getByLabel('Context field').selectOption('currentTime');
  await editor.getByLabel('Operator').selectOption('DATE_AFTER');
  const value = editor.getByLabel('Value');
  await value.fill('next monday');
  await editor.getByLabel('Value').press('Enter');
  await expect(value).toHaveAttribute('aria-invalid', 'true');
  await expect(editor).toContainText('DATE_AFTER needs a date-time with its time zone');
  expect(await titles('development')).toEqual(before);
  await value.fill('2024-01-01T00:00:00Z');
  await value.press('Enter');
  await expect(editor).toBeHidden();
  const added = (await strategiesIn(server, 'development')).find((strategy) => strategy.title === 'Quarter of EU testers');
  expect(added).toMatchObject({
    name: 'flexibleRollout', title: 'Quarter of EU testers', parameters: { rollout: '25', stickiness: 'userId', groupId: 'beta-reports' },
    constraints: [{ contextName: 'currentTime', operator: 'DATE_AFTER', value: '2024-01-01T00:00:00Z' }],
  });

  await press(page, 'Add strategy in development');
  const second = page.getByRole('dialog', { name: 'Add a strategy to beta-reports in development' });
  await second.getByLabel('Strategy', { exact: true }).selectOption('default');
  await second.getByLabel('Title (optional)').fill('Everyone');
  await second.getByLabel('Title (optional)').press('Enter');
  await expect(development.getByText('Everyone:')).toBeVisible();
  await press(page, 'Move Everyone up');
  await expect.poll(() => titles('development')).toEqual([...before, 'Everyone', 'Quarter of EU testers']);

  await press(page, 'Copy Quarter of EU testers to another environment');
  const copy = page.getByRole('alertdialog', { name: 'Copy “Quarter of EU testers” of beta-reports' });
  await copy.getByLabel('Into environment').selectOption('staging');
  await copy.getByRole('button', { name: 'Copy into staging' }).click();
  await expect(copy.getByRole('status')).toHaveText('Copied into staging.');
  await copy.getByRole('button', { name: 'Close' }).click();
  await expect.poll(async () => (await titles('staging')).at(-1)).toBe('Quarter of EU testers');

  await press(page, 'Delete Everyone');
  await page.getByRole('alertdialog', { name: 'Delete a strategy of beta-reports in development?' }).getByRole('button', { name: 'Delete strategy' }).click();
  await expect.poll(() => titles('development')).toEqual([...before, 'Quarter of EU testers']);

  const productionBefore = await strategiesIn(server, 'production');
  await press(page, 'Add strategy in production');
  const proposal = page.getByRole('dialog', { name: 'Add a strategy to beta-reports in production' });
  await expect(proposal).toContainText('production requires change requests');
  await proposal.getByRole('button', { name: 'Add to change request' }).click();
  const added2 = page.getByRole('alertdialog', { name: 'Added to your draft change request' });
  const link = added2.getByRole('link', { name: /change request #\d+/ });
  await expect(link).toBeVisible();
  expect(await strategiesIn(server, 'production')).toEqual(productionBefore);
  await link.click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('beta-reports').first()).toBeVisible();
});
