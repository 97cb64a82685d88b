import { featureSchema } from '../contract';
import { expect, signIn, test } from './fixtures';

// Variants per environment written in Flagdeck's editor against a real Unleash 8.2, and checked
// afterwards through Unleash's own admin API and its frontend API, not through the console.

const flag = 'variants-journey';

// The journeys share one Unleash: the flag goes, archived and deleted for good, whatever the
// outcome, so later journeys see the seeded flags only.
test.afterEach(async ({ unleash }) => unleash.removeFlags([flag]));

test('variants with a JSON payload and an override, saved in the console, are what Unleash stores and hands out', async ({ page, flagdeck, unleash }) => {
  const features = `${unleash.url}/api/admin/projects/default/features`;
  const headers = { Authorization: unleash.adminToken, 'Content-Type': 'application/json' };
  const created = await fetch(features, { method: 'POST', headers, body: JSON.stringify({ name: flag, type: 'experiment' }) });
  expect(created.status, await created.text()).toBe(201);
  await unleash.setEnabled(flag, 'development', true);

  await signIn(page, flagdeck, unleash, `/projects/default/flags/${flag}`);
  await page.getByRole('article', { name: 'development' }).getByRole('button', { name: 'Add variants in development' }).click();
  await page.getByRole('button', { name: 'Add variant', exact: true }).click();
  await page.getByRole('button', { name: 'Add variant', exact: true }).click();
  const first = page.getByRole('group', { name: 'Variant 1' });
  await first.getByLabel('Name').fill('blue');
  await first.getByLabel('Payload type').selectOption('JSON');
  await first.getByLabel('Payload value').fill('{"color": "blue"');
  await expect(first.getByText('a json payload must be valid JSON')).toBeVisible();
  await first.getByLabel('Payload value').fill('{"color": "blue"}');
  await first.getByRole('button', { name: 'Add override to variant 1' }).click();
  await first.getByLabel('Values of override 1 (comma-separated)').fill('alice');
  const second = page.getByRole('group', { name: 'Variant 2' });
  await second.getByLabel('Name').fill('green');
  await second.getByLabel('Payload type').selectOption('String');
  await second.getByLabel('Payload value').fill('g');
  await page.getByLabel('Stickiness').selectOption('userId');
  await page.getByRole('button', { name: 'Save variants' }).click();
  await expect(page.getByRole('table', { name: 'Variants in development' }).getByRole('row', { name: /^blue/ })).toContainText('50%');

  const answer = await fetch(`${features}/${flag}?variantEnvironments=true`, { headers: { Authorization: unleash.adminToken } });
  const development = featureSchema.parse(await answer.json()).environments?.find((environment) => environment.name === 'development');
  expect(development?.variants?.map(({ name, weight, weightType, stickiness, payload, overrides }) => ({ name, weight, weightType, stickiness, payload, overrides }))).toEqual([
    { name: 'blue', weight: 500, weightType: 'variable', stickiness: 'userId', payload: { type: 'json', value: '{"color": "blue"}' }, overrides: [{ contextName: 'userId', values: ['alice'] }] },
    { name: 'green', weight: 500, weightType: 'variable', stickiness: 'userId', payload: { type: 'string', value: 'g' }, overrides: [] },
  ]);

  // Unleash's frontend API reads its configuration on a timer: poll, never sleep.
  await expect.poll(async () => (await unleash.frontendAnswer('userId=alice')).toggles.find((toggle) => toggle.name === flag)?.variant, { timeout: 30_000 }).toMatchObject({
    name: 'blue', enabled: true, payload: { type: 'json', value: '{"color": "blue"}' },
  });
});
