import { featureSchema } from '../contract';
import { expect, rolloutStrategy, signIn, test, type UnleashApi } from './fixtures';

// Reverting against a real Unleash 8.2: the History page reads Unleash's own events
// (`/api/admin/search/events`), and a revert writes the earlier state back through Unleash's own
// endpoints: a rollout edit from the strategy Unleash keeps in the event's preData, a switch from
// the event's type (Unleash's toggle events carry no data). Unleash OSS has no change requests,
// so the revert goes straight to the flag.

const flag = `revert-journey-${Date.now().toString(36)}`;

async function rolloutIn(unleash: UnleashApi, environment: string) {
  const answer = await fetch(`${unleash.url}/api/admin/projects/default/features/${flag}`, { headers: { Authorization: unleash.adminToken } });
  expect(answer.status).toBe(200);
  const strategy = featureSchema.parse(await answer.json()).environments?.find((entry) => entry.name === environment)?.strategies?.[0];
  return { id: strategy?.id ?? '', rollout: strategy?.parameters?.rollout };
}

test('a rollout edit and a switch made in Unleash are reverted from History, through Unleash\'s own endpoints', async ({ page, flagdeck, unleash }) => {
  test.slow();
  const features = `${unleash.url}/api/admin/projects/default/features`;
  const headers = { Authorization: unleash.adminToken, 'Content-Type': 'application/json' };
  await unleash.createWithRollout(flag, 'development');
  try {
    const { id } = await rolloutIn(unleash, 'development');
    const moved = await fetch(`${features}/${flag}/environments/development/strategies/${id}`, {
      method: 'PUT', headers, body: JSON.stringify(rolloutStrategy(flag, 40)),
    });
    expect(moved.status).toBe(200);
    await unleash.setEnabled(flag, 'development', true);

    await signIn(page, flagdeck, unleash, `/history?flag=${flag}`);
    const edit = page.getByRole('article', { name: `admin changed the rollout of ${flag} in development from 100% to 40%` });
    await edit.getByRole('button', { name: /^Revert:/ }).click();
    const dialog = page.getByRole('alertdialog', { name: /^Revert:/ });
    await expect(dialog).toContainText('100% of users');
    await expect(dialog).not.toContainText('change request');
    await dialog.getByRole('button', { name: 'Revert' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await rolloutIn(unleash, 'development')).rollout).toBe('100');
    expect((await rolloutIn(unleash, 'development')).id).toBe(id);

    // The revert is an edit of its own in Unleash's events; the edit it reverted has moved on and refuses.
    const back = page.getByRole('article', { name: `admin changed the rollout of ${flag} in development from 40% to 100%` });
    await expect(back).toBeVisible();
    await edit.getByRole('button', { name: /^Revert:/ }).click();
    const refused = page.getByRole('alertdialog', { name: 'This change cannot be reverted' });
    await expect(refused).toContainText('edited again since');
    await refused.getByRole('button', { name: 'Close' }).click();

    // A switch: Unleash's event says only its type, which is enough to put the flag back off.
    const switched = page.getByRole('article', { name: `admin turned ${flag} on in development` });
    await switched.getByRole('button', { name: /^Revert:/ }).click();
    await expect(dialog).toContainText(`turn ${flag} off in development again`);
    await dialog.getByRole('button', { name: 'Revert' }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(() => unleash.enabledIn(flag, 'development')).toBe(false);
    await expect(page.getByRole('article', { name: `admin turned ${flag} off in development` })).toBeVisible();
  } finally {
    await unleash.removeFlags([flag]);
  }
});
