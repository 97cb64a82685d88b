import { expect, signIn, test } from './fixtures';
import { paste } from './paste';
import { adminToken } from './server';

/**
 * Segments and context fields against the real server and its demo data (server/demo/demoFlags.ts),
 * where the segment "beta-testers" is used by the flag "new-navigation" in production.
 */

test('a segment is created with two constraints by keyboard; a bad number is refused at its field; one in use cannot be deleted', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/segments');
  const table = page.getByRole('table', { name: 'Segments' });
  const betaTesters = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'beta-testers', exact: true }) });
  await expect(betaTesters.getByRole('link', { name: 'new-navigation' })).toBeVisible();
  const remove = betaTesters.getByRole('button', { name: 'Delete beta-testers' });
  await expect(remove).toHaveAttribute('aria-disabled', 'true');
  await expect(remove).toHaveAccessibleDescription(/In use by new-navigation/);

  await page.getByRole('button', { name: 'New segment' }).press('Enter');
  const form = page.getByRole('form', { name: 'New segment' });
  await form.getByLabel('Name').fill('heavy-users');
  await form.getByLabel('Description').fill('Customers on big plans');
  await form.getByRole('button', { name: 'Add constraint' }).press('Enter');
  await form.getByRole('button', { name: 'Add constraint' }).press('Enter');
  const first = form.getByRole('group', { name: 'Constraint 1' });
  await first.getByLabel('Context field').selectOption('userId');
  await paste(first.getByLabel(/^Values to add/), 'alice\nbob');
  await expect(first.getByRole('list', { name: 'Values of constraint 1' }).getByRole('listitem')).toHaveText([/^alice/, /^bob/]);
  const second = form.getByRole('group', { name: 'Constraint 2' });
  await second.getByLabel('Context field').selectOption('appName');
  await second.getByLabel('Operator').selectOption('NUM_GTE');
  await second.getByLabel('Value').fill('many');
  await form.getByRole('button', { name: 'Create segment' }).press('Enter');
  await expect(second.getByLabel('Value')).toHaveAttribute('aria-invalid', 'true');
  await expect(second.getByLabel('Value')).toHaveAccessibleDescription(/NUM_GTE needs a decimal number/);
  await expect(table.getByRole('rowheader', { name: 'heavy-users' })).toHaveCount(0);

  await second.getByLabel('Value').fill('10');
  await form.getByRole('button', { name: 'Create segment' }).press('Enter');
  await expect(form).toHaveCount(0);
  const created = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'heavy-users', exact: true }) });
  await expect(created.getByRole('cell')).toHaveText(['Customers on big plans', '2', 'Not used', /Edit/]);

  // What the service stored is what the SDKs will read.
  const stored = await page.request.get(`${server.url}/api/admin/segments`, { headers: { authorization: adminToken } });
  const { segments } = await stored.json() as { segments: Array<{ name: string; constraints: unknown[] }> };
  expect(segments.find((segment) => segment.name === 'heavy-users')?.constraints).toEqual([
    { contextName: 'userId', operator: 'IN', values: ['alice', 'bob'], inverted: false, caseInsensitive: false },
    { contextName: 'appName', operator: 'NUM_GTE', value: '10', inverted: false, caseInsensitive: false },
  ]);
});

test('an admin adds a custom context field with legal values, which a constraint then offers', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/context-fields');
  const table = page.getByRole('table', { name: 'Context fields' });
  await expect(table.getByRole('rowheader', { name: /userId/ })).toContainText('Built in');

  await page.getByRole('button', { name: 'New context field' }).click();
  const form = page.getByRole('form', { name: 'New context field' });
  await form.getByLabel('Name').fill('plan');
  await form.getByLabel('Description', { exact: true }).fill('The customer’s plan');
  await form.getByLabel(/Legal values/).fill('free\npro: Paying customers');
  await form.getByRole('button', { name: 'Create context field' }).click();
  await expect(form).toHaveCount(0);
  await expect(table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'plan', exact: true }) }).getByRole('cell'))
    .toHaveText(['The customer’s plan', 'free, pro', 'No', /Edit/]);

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Segments' }).click();
  await page.getByRole('button', { name: 'New segment' }).click();
  const segmentForm = page.getByRole('form', { name: 'New segment' });
  await segmentForm.getByRole('button', { name: 'Add constraint' }).click();
  await segmentForm.getByRole('group', { name: 'Constraint 1' }).getByLabel('Context field').selectOption('plan');
  await expect(segmentForm.getByRole('group', { name: 'Values' }).getByRole('checkbox')).toHaveCount(2);
  await expect(segmentForm.getByRole('checkbox', { name: /pro — Paying customers/ })).toBeVisible();
});

test('a segment chosen in a strategy decides it before and after saving, is listed as used by the flag, and an edit of it then asks first', async ({ page, server }) => {
  test.slow(); // an editor with tries, then the segments page.
  await signIn(page, server, adminToken, '/projects/default/flags/beta-reports');
  await page.getByRole('article', { name: 'development' }).getByRole('button', { name: 'Edit 100% of users' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit strategy of beta-reports in development' });
  await editor.getByRole('checkbox', { name: /^beta-testers/ }).check();
  for (const context of ['userId=user-1001', 'userId=carol']) {
    await editor.getByLabel('Another context').fill(context);
    await editor.getByLabel('Another context').press('Enter');
  }
  const tried = editor.getByRole('list', { name: 'Tried contexts' });
  await expect(tried.getByRole('listitem').filter({ hasText: 'userId=carol:' })).toHaveText(/^userId=carol: off — not in segment beta-testers/);
  await expect(tried.getByRole('listitem').filter({ hasText: 'userId=user-1001:' })).toHaveText(/^userId=user-1001: on — this strategy holds/);
  await editor.getByRole('button', { name: 'Save strategy' }).click();
  await expect(editor).toBeHidden();

  const segmentsAnswer = await page.request.get(`${server.url}/api/admin/segments`, { headers: { authorization: adminToken } });
  const betaTestersId = ((await segmentsAnswer.json()) as { segments: Array<{ id: number; name: string }> }).segments.find((segment) => segment.name === 'beta-testers')?.id;
  const flagAnswer = await page.request.get(`${server.url}/api/admin/projects/default/features/beta-reports`, { headers: { authorization: adminToken } });
  const development = ((await flagAnswer.json()) as { environments: Array<{ name: string; strategies: Array<{ segments?: number[] }> }> }).environments.find((environment) => environment.name === 'development');
  expect(development?.strategies[0]?.segments).toEqual([betaTestersId]);

  await page.goto(`${server.url}/segments`);
  const row = page.getByRole('table', { name: 'Segments' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'beta-testers', exact: true }) });
  await expect(row.getByRole('link', { name: 'beta-reports' })).toBeVisible();
  await row.getByRole('button', { name: /Edit/ }).click();
  await page.getByRole('form', { name: 'Edit beta-testers' }).getByRole('button', { name: 'Save segment' }).click();
  const question = page.getByRole('alertdialog', { name: 'Change beta-testers where it is used?' });
  await expect(question).toContainText('beta-reports in development');
  await expect(question).toContainText('new-navigation in production');
  await question.getByRole('button', { name: 'Cancel' }).click();
});
