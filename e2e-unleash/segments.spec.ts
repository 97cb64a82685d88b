import { paste } from '../e2e/paste';
import { expect, signIn, test } from './fixtures';

/*
 * Segments and context fields made in the console through upstream mode, checked through Unleash's
 * own admin API: what Unleash stored is what the console sent, in Unleash's shapes.
 */

const admin = (token: string) => ({ headers: { Authorization: token } });

test('a segment made in the console is Unleash\'s segment, with its constraints', async ({ page, flagdeck, unleash }) => {
  const name = `journey-segment-${Date.now()}`;
  await signIn(page, flagdeck, unleash, '/segments');
  await page.getByRole('button', { name: 'New segment' }).click();
  const form = page.getByRole('form', { name: 'New segment' });
  await form.getByLabel('Name').fill(name);
  await form.getByRole('button', { name: 'Add constraint' }).click();
  const constraint = form.getByRole('group', { name: 'Constraint 1' });
  await constraint.getByLabel('Context field').selectOption('userId');
  await paste(constraint.getByLabel(/^Values to add/), 'alice\nbob');
  await form.getByRole('button', { name: 'Create segment' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Segments' }).getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) }))
    .toContainText('Not used');

  const answer = await fetch(`${unleash.url}/api/admin/segments`, admin(unleash.adminToken));
  expect(answer.status).toBe(200);
  const { segments } = await answer.json() as { segments: Array<{ name: string; constraints: Array<{ contextName: string; operator: string; values?: string[] }> }> };
  expect(segments.find((segment) => segment.name === name)?.constraints)
    .toEqual([expect.objectContaining({ contextName: 'userId', operator: 'IN', values: ['alice', 'bob'] })]);
});

test('a context field made in the console is Unleash\'s, with its legal values', async ({ page, flagdeck, unleash }) => {
  const name = `journeyField${Date.now()}`;
  await signIn(page, flagdeck, unleash, '/context-fields');
  await page.getByRole('button', { name: 'New context field' }).click();
  const form = page.getByRole('form', { name: 'New context field' });
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Description', { exact: true }).fill('Made by the journey');
  await form.getByLabel(/Legal values/).fill('free\npro: Paying customers');
  await form.getByRole('button', { name: 'Create context field' }).click();
  await expect(form).toHaveCount(0);
  await expect(page.getByRole('table', { name: 'Context fields' }).getByRole('rowheader', { name, exact: true })).toBeVisible();

  const answer = await fetch(`${unleash.url}/api/admin/context/${name}`, admin(unleash.adminToken));
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({
    name, description: 'Made by the journey',
    legalValues: [{ value: 'free' }, { value: 'pro', description: 'Paying customers' }],
  });
});
