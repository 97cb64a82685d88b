import { expect, signIn, test } from './fixtures';
import { seededFlags } from '../scripts/unleash/seed';
import { featureListSchema } from '../contract/feature';

// The Flags page against a real Unleash 8.2: what it shows is what Unleash holds, and what a
// switch does is checked afterwards through Unleash's own admin API, not through the console.

test('signing in with an Unleash admin token lists the project\'s flags with a switch per environment, as Unleash has them', async ({ page, flagdeck, unleash }) => {
  const list = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/admin/projects/default/features');
  await signIn(page, flagdeck, unleash);
  // The page asks for the list in the shape of a list (the embedded service's own); Unleash ignores
  // the parameter and answers in its whole shape, which the page reads as well.
  const answer = await list;
  expect(new URL(answer.url()).searchParams.get('shape')).toBe('list');
  expect(answer.status()).toBe(200);
  const { features } = featureListSchema.parse(await answer.json());
  expect(features.length).toBe(Object.values(seededFlags).length);
  for (const feature of features) {
    expect(feature.environments?.length).toBeGreaterThan(0);
    // What the list's shape leaves out: each environment's kind and order.
    for (const environment of feature.environments ?? []) expect(environment).toMatchObject({ type: expect.any(String), sortOrder: expect.any(Number) });
  }
  const table = page.getByRole('grid', { name: 'Flags' });
  await expect(table.getByRole('rowheader')).toHaveText(
    Object.values(seededFlags).sort().map((name) => new RegExp(name)),
  );
  for (const [flag, environment] of [[seededFlags.checkout, 'production'], [seededFlags.darkMode, 'development'], [seededFlags.onboarding, 'development'], [seededFlags.darkMode, 'production']] as const) {
    const expected = await unleash.enabledIn(flag, environment);
    await expect(page.getByRole('switch', { name: `${flag} in ${environment}` })).toHaveAttribute('aria-checked', String(expected));
  }
  await expect(page.getByRole('row', { name: new RegExp(seededFlags.checkout) })).toContainText('simple:team-checkout');
  // Unleash counts no exposures per project for the list: the page has no such column, and says so.
  await expect(page.getByText(/No exposures column: this service does not count/)).toBeVisible();
  await expect(table.getByRole('columnheader', { name: /Exposures/ })).toHaveCount(0);
});

test('the lifecycle column shows the stages of Unleash\'s feature search, though its flag list has none', async ({ page, flagdeck, unleash }) => {
  await unleash.setCompleted(seededFlags.banner, true);
  try {
    await signIn(page, flagdeck, unleash);
    const table = page.getByRole('grid', { name: 'Flags' });
    await expect(table.getByRole('row', { name: new RegExp(seededFlags.banner) })).toContainText('Completed');
    await expect(table.getByRole('row', { name: new RegExp(seededFlags.checkout) })).toContainText('Initial');
    await page.getByRole('combobox', { name: 'Lifecycle', exact: true }).selectOption('completed');
    await expect(table.getByRole('rowheader')).toHaveText([new RegExp(seededFlags.banner)]);
  } finally {
    await unleash.setCompleted(seededFlags.banner, false);
  }
});

test('a project Unleash does not have is named unknown, though Unleash lists no flags for it rather than a 404', async ({ page, flagdeck, unleash }) => {
  await signIn(page, flagdeck, unleash, '/projects/no-such-project/flags');
  await expect(page.getByRole('alert')).toContainText('There is no project "no-such-project" on this service.');
  await expect(page.getByRole('heading', { name: 'No flags in this project yet' })).toBeHidden();
});

test('a switch turns a flag on and off in Unleash, and Unleash\'s frontend API follows', async ({ page, flagdeck, unleash }) => {
  const flag = seededFlags.onboarding;
  await signIn(page, flagdeck, unleash);
  const toggle = page.getByRole('switch', { name: `${flag} in development` });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  expect(await unleash.enabledIn(flag, 'development')).toBe(true);
  // Unleash's frontend API reads its configuration on a short timer: poll rather than sleep.
  await expect.poll(() => unleash.frontendFlags('userId=someone'), { timeout: 10_000 }).toContain(flag);

  await page.reload();
  await expect(page.getByRole('switch', { name: `${flag} in development` })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('switch', { name: `${flag} in development` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: `${flag} in development` })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: `${flag} in development` })).not.toHaveAttribute('aria-busy');
  expect(await unleash.enabledIn(flag, 'development')).toBe(false);
  await expect.poll(() => unleash.frontendFlags('userId=someone'), { timeout: 10_000 }).not.toContain(flag);
});

test('production asks first: cancel leaves Unleash as it was, confirming switches it there', async ({ page, flagdeck, unleash }) => {
  const flag = seededFlags.killSwitch;
  await signIn(page, flagdeck, unleash);
  const toggle = page.getByRole('switch', { name: `${flag} in production` });
  await expect(toggle).toHaveAttribute('aria-checked', 'true');

  await toggle.click();
  const dialog = page.getByRole('alertdialog', { name: `Turn off ${flag} in production?` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  expect(await unleash.enabledIn(flag, 'production')).toBe(true);

  await toggle.click();
  await dialog.getByRole('button', { name: 'Turn off', exact: true }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  expect(await unleash.enabledIn(flag, 'production')).toBe(false);

  await toggle.click();
  await page.getByRole('alertdialog', { name: `Turn on ${flag} in production?` }).getByRole('button', { name: 'Turn on', exact: true }).click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).not.toHaveAttribute('aria-busy');
  expect(await unleash.enabledIn(flag, 'production')).toBe(true);
});

test('turning off a flag others depend on names them first, though Unleash\'s list does not carry dependencies', async ({ page, flagdeck, unleash }) => {
  await signIn(page, flagdeck, unleash);
  await page.getByRole('switch', { name: `${seededFlags.checkout} in development` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Turn off ${seededFlags.checkout} in development?` });
  await expect(dialog).toContainText(seededFlags.banner);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('switch', { name: `${seededFlags.checkout} in development` })).toHaveAttribute('aria-checked', 'true');
  expect(await unleash.enabledIn(seededFlags.checkout, 'development')).toBe(true);
});

test('a flag\'s details read Unleash\'s strategies, segment, variants, tags and dependencies', async ({ page, flagdeck, unleash }) => {
  await signIn(page, flagdeck, unleash, `/projects/default/flags/${seededFlags.checkout}`);
  const panel = page.getByRole('dialog', { name: seededFlags.checkout });
  await expect(panel).toContainText('The new checkout flow');
  await expect(panel.getByRole('region', { name: 'Summary' })).toContainText('simple:team-checkout');
  await expect(panel.getByRole('region', { name: 'Dependencies' })).toContainText(seededFlags.banner);
  const production = panel.getByRole('article', { name: 'production' });
  await expect(production).toContainText('25% of users by userId');
  await expect(production).toContainText('segment: beta-testers');
  await expect(production).toContainText('appName is one of web, ios');
  const development = panel.getByRole('article', { name: 'development' });
  await expect(development.getByRole('row', { name: /blue/ })).toContainText('50%');
  await expect(development.getByRole('row', { name: /green/ })).toContainText('50%');
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
});
