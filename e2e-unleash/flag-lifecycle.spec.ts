import { featureListSchema, featureSchema, featureSearchSchema } from '../contract';
import { tagListSchema } from '../contract/adminRequests';
import { expect, signIn, test, type UnleashApi } from './fixtures';

// A flag's life authored in the console against a real Unleash 8.2, each step checked through
// Unleash's own admin API rather than through the console.

const flag = 'e2e-unleash-lifecycle';

async function fromUnleash(unleash: UnleashApi, path: string) {
  const answer = await fetch(unleash.url + path, { headers: { Authorization: unleash.adminToken } });
  return { status: answer.status, body: answer.status === 200 ? ((await answer.json()) as unknown) : undefined };
}

const projectFlagNames = async (unleash: UnleashApi) =>
  featureListSchema.parse((await fromUnleash(unleash, '/api/admin/projects/default/features')).body).features.map((feature) => feature.name);

const archivedInSearch = async (unleash: UnleashApi) =>
  featureSearchSchema.parse((await fromUnleash(unleash, `/api/admin/search/features?project=IS:default&archived=IS:true&query=${flag}`)).body)
    .features.map((feature) => feature.name);

// The journeys share one Unleash: the flag goes, archived and deleted for good, whatever the
// outcome, so later journeys see the seeded flags only.
test.afterEach(async ({ unleash }) => unleash.removeFlags([flag]));

test('a flag created in the console, edited, tagged, archived and revived is so in Unleash', async ({ page, flagdeck, unleash }) => {
  test.slow();
  await signIn(page, flagdeck, unleash, '/projects/default/flags');
  await page.getByRole('button', { name: 'New flag' }).click();
  const dialog = page.getByRole('dialog', { name: 'New flag in default' });
  const name = dialog.getByRole('textbox', { name: 'Name' });
  // Unleash's validate endpoint refuses a name it holds.
  const existing = (await projectFlagNames(unleash))[0] ?? '';
  await name.fill(existing);
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await name.fill(flag);
  await expect(name).toHaveAccessibleDescription('The name is free.');
  // The types, with their lifetimes, are Unleash's.
  await expect(dialog.getByRole('combobox', { name: 'Type' }).getByRole('option', { name: /^Operational — expected lifetime 7 days$/ })).toBeAttached();
  await dialog.getByRole('combobox', { name: 'Type' }).selectOption('experiment');
  await dialog.getByRole('textbox', { name: 'Description' }).fill('Made through Flagdeck');
  await dialog.getByRole('button', { name: 'Create flag' }).click();
  await expect(page).toHaveURL(new RegExp(`/projects/default/flags/${flag}$`));
  const created = featureSchema.parse((await fromUnleash(unleash, `/api/admin/projects/default/features/${flag}`)).body);
  expect(created).toMatchObject({ name: flag, type: 'experiment', description: 'Made through Flagdeck', impressionData: false });

  const details = page.getByRole('dialog', { name: flag });
  await details.getByRole('button', { name: 'Edit settings' }).click();
  const settings = details.getByRole('form', { name: 'Flag settings' });
  await settings.getByRole('textbox', { name: 'Description' }).fill('Edited through Flagdeck');
  await settings.getByRole('combobox', { name: 'Type' }).selectOption('release');
  await settings.getByRole('checkbox', { name: 'Impression data' }).check();
  await settings.getByRole('button', { name: 'Save settings' }).click();
  await expect(settings).toBeHidden();
  await expect.poll(async () => featureSchema.parse((await fromUnleash(unleash, `/api/admin/projects/default/features/${flag}`)).body))
    .toMatchObject({ type: 'release', description: 'Edited through Flagdeck', impressionData: true });

  await details.getByRole('textbox', { name: 'Tag value' }).fill('from-flagdeck');
  await details.getByRole('button', { name: 'Add tag' }).click();
  await expect(details.getByRole('list', { name: 'Tags' })).toContainText('simple:from-flagdeck');
  expect(tagListSchema.parse((await fromUnleash(unleash, `/api/admin/features/${flag}/tags`)).body).tags).toEqual([{ type: 'simple', value: 'from-flagdeck' }]);

  await details.getByRole('button', { name: 'Archive flag' }).click();
  await page.getByRole('alertdialog', { name: `Archive ${flag}?` }).getByRole('button', { name: 'Archive flag' }).click();
  await expect(page).toHaveURL(/\/projects\/default\/flags$/);
  await expect.poll(() => projectFlagNames(unleash)).not.toContain(flag);
  expect(await archivedInSearch(unleash)).toEqual([flag]);

  await page.getByRole('link', { name: 'Archive' }).click();
  await page.getByRole('table', { name: 'Archived flags' }).getByRole('button', { name: `Revive ${flag}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${flag} is revived` })).toBeVisible();
  await expect.poll(() => projectFlagNames(unleash)).toContain(flag);
  expect(await archivedInSearch(unleash)).toEqual([]);
  expect(await unleash.enabledIn(flag, 'development')).toBe(false);
  // Unleash starts a revived flag's lifecycle again after it answers; the clean-up's archiving
  // must come after that, or the revival would take the archived stage it waits for away.
  await expect.poll(async () =>
    featureSearchSchema.parse((await fromUnleash(unleash, `/api/admin/search/features?project=IS:default&query=${flag}`)).body)
      .features.find((feature) => feature.name === flag)?.lifecycle?.stage).toBe('initial');
});
