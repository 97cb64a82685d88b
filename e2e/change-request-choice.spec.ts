import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken, type RunningServer } from './server';

// Bob has a draft in production ("Give beta testers the quick links"); his next switch there
// need not join it.

async function changedFlags(server: RunningServer, id: number): Promise<string[]> {
  const response = await fetch(`${server.url}/api/admin/projects/default/change-requests/${id}`, { headers: { Authorization: demoToken(server, 'bob') } });
  const body = (await response.json()) as { title?: string; features: { name: string }[] };
  return body.features.map((feature) => feature.name);
}

async function bobsDraft(server: RunningServer): Promise<number> {
  const response = await fetch(`${server.url}/api/admin/projects/default/change-requests/open`, { headers: { Authorization: demoToken(server, 'bob') } });
  const open = (await response.json()) as { id: number; title?: string; state: string }[];
  const draft = open.find((request) => request.state === 'Draft' && request.title === 'Give beta testers the quick links');
  if (!draft) throw new Error('the demo has no draft of bob');
  return draft.id;
}

test('a protected switch can start a new change request with its own title, leaving the unrelated draft alone', async ({ page, server }) => {
  const draft = await bobsDraft(server);
  await signIn(page, server, demoToken(server, 'bob'));
  await page.getByRole('switch', { name: 'dark-mode in production' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'production requires a change request' });
  const choice = dialog.getByRole('group', { name: 'Put “turn off dark-mode in production” into' });
  await expect(choice.getByRole('radio', { name: 'A new change request' })).toBeChecked();
  await expect(choice.getByRole('radio', { name: new RegExp(`Your draft #${draft} Give beta testers the quick links`) })).not.toBeChecked();
  await choice.getByLabel('Title').fill('Dark mode off during the incident');
  await dialog.getByRole('button', { name: 'Add to a new change request' }).click();

  const added = page.getByRole('alertdialog', { name: /^Added to change request #\d+$/ });
  await expect(added).toContainText('Dark mode off during the incident');
  const id = Number((await added.getByRole('heading').textContent())?.match(/#(\d+)/)?.[1]);
  expect(id).not.toBe(draft);
  expect(await changedFlags(server, id)).toEqual(['dark-mode']);
  expect(await changedFlags(server, draft)).not.toContain('dark-mode');
  await added.getByRole('link', { name: `Open change request #${id}` }).click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Dark mode off during the incident');
});

test('or join a draft the user chooses', async ({ page, server }) => {
  const draft = await bobsDraft(server);
  await signIn(page, server, demoToken(server, 'bob'));
  await page.getByRole('switch', { name: 'dark-mode in production' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'production requires a change request' });
  await dialog.getByRole('radio', { name: new RegExp(`Your draft #${draft}`) }).check();
  await dialog.getByRole('button', { name: `Add to draft #${draft}` }).click();
  await expect(page.getByRole('alertdialog', { name: `Added to change request #${draft}` })).toBeVisible();
  expect(await changedFlags(server, draft)).toContain('dark-mode');
  // Nothing switched meanwhile.
  const flag = await fetch(`${server.url}/api/admin/projects/default/features/dark-mode`, { headers: { Authorization: adminToken } });
  const production = ((await flag.json()) as { environments: { name: string; enabled: boolean }[] }).environments.find((entry) => entry.name === 'production');
  expect(production?.enabled).toBe(true);
});
