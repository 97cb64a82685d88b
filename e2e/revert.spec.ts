import { featureSchema, type Feature } from '../contract';
import { approve, personWithRole, requireApprovals } from './changeRequestSteps';
import { expect, signIn, test } from './fixtures';
import { seriousFaultsInBothThemes } from './seriousFaults';
import { adminToken, type RunningServer } from './server';

// Reverting from History: the earlier state proposed as a new change, straight to the flag or
// through a change request where the environment requires one, and refused, with the reason,
// once the flag has moved on.

async function call(server: RunningServer, method: string, path: string, body?: unknown) {
  const answer = await fetch(server.url + path, {
    method, headers: { Authorization: adminToken, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(answer.status, `${method} ${path}: ${await answer.clone().text()}`).toBeLessThan(300);
  return answer;
}

async function checkout(server: RunningServer): Promise<Feature> {
  return featureSchema.parse(await (await call(server, 'GET', '/api/admin/projects/default/features/checkout-v2')).json());
}

const stagingRollout = (flag: Feature) => flag.environments?.find((environment) => environment.name === 'staging')?.strategies?.[0];

const setRollout = (server: RunningServer, id: string, rollout: string) =>
  call(server, 'PUT', `/api/admin/projects/default/features/checkout-v2/environments/staging/strategies/${id}`, {
    name: 'flexibleRollout', parameters: { rollout, stickiness: 'default', groupId: 'checkout-v2' },
  });

test('a strategy edit reverted from History puts the earlier rollout back; an edit since makes the older one refuse, saying why', async ({ page, server }) => {
  test.slow();
  const id = stagingRollout(await checkout(server))?.id ?? '';
  expect(stagingRollout(await checkout(server))?.parameters?.rollout).toBe('100');
  await setRollout(server, id, '30');

  await signIn(page, server, adminToken, '/history?flag=checkout-v2');
  const edit = page.getByRole('article', { name: /edited the rollout strategy of checkout-v2 in staging/ }).first();
  // By keyboard: Enter on the event's Revert opens the dialog, which names the rollout it puts back.
  await edit.getByRole('button', { name: /^Revert:/ }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('alertdialog', { name: /^Revert:/ });
  await expect(dialog).toContainText('100% of users');
  expect(await seriousFaultsInBothThemes(page, 'the revert dialog')).toEqual([]);
  await dialog.getByRole('button', { name: 'Revert' }).click();
  await expect(dialog).toBeHidden();
  await expect.poll(async () => stagingRollout(await checkout(server))?.parameters?.rollout).toBe('100');

  // The revert is itself in History; the edit it reverted can no longer be reverted (the strategy moved on).
  const reverted = page.getByRole('article', { name: /edited the rollout strategy of checkout-v2 in staging/ });
  await expect(reverted).toHaveCount(2);
  await reverted.nth(1).getByRole('button', { name: /^Revert:/ }).click();
  const refused = page.getByRole('alertdialog', { name: 'This change cannot be reverted' });
  await expect(refused).toContainText('edited again since');
  expect(await seriousFaultsInBothThemes(page, 'a refused revert')).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(refused).toBeHidden();
  expect(stagingRollout(await checkout(server))?.parameters?.rollout).toBe('100');
});

test('in an environment that requires change requests, a revert goes into the user\'s draft, the flag waits for it, and applying it puts the flag back', async ({ page, server }) => {
  test.slow();
  await call(server, 'POST', '/api/admin/projects/default/features/checkout-v2/environments/production/off');
  await requireApprovals(server, 'production', 1);
  // A change request belongs to a person: an Editor reverts.
  const editor = await personWithRole(server, 'revert-editor', 'Editor');
  await signIn(page, server, editor, '/projects/default/flags/checkout-v2/history');
  const details = page.getByRole('dialog', { name: 'checkout-v2' });
  const switchedOff = details.getByRole('article', { name: /turned checkout-v2 off in production/ }).first();
  await switchedOff.getByRole('button', { name: /^Revert:/ }).click();
  const dialog = page.getByRole('alertdialog', { name: /^Revert:/ });
  await expect(dialog).toContainText('production requires change requests');
  await dialog.getByRole('button', { name: 'Add to change request' }).click();
  const added = dialog.getByRole('status');
  await expect(added).toContainText('Added to your draft change request');
  const href = await added.getByRole('link').getAttribute('href');
  // A draft is only its author's to see.
  const request = await (await fetch(`${server.url}/api/admin${href ?? ''}`, { headers: { Authorization: editor } })).json() as { state: string; features: Array<{ name: string; changes: Array<{ action: string; payload: unknown }> }> };
  expect(request.state).toBe('Draft');
  expect(request.features).toEqual([expect.objectContaining({ name: 'checkout-v2', changes: [expect.objectContaining({ action: 'updateEnabled', payload: { enabled: true } })] })]);
  const inProduction = async () => (await checkout(server)).environments?.find((environment) => environment.name === 'production')?.enabled;
  expect(await inProduction()).toBe(false);

  // Submitted, approved by someone else and applied, the revert puts the flag back on.
  const id = Number(href?.split('/').pop());
  const moveTo = async (state: string) => {
    const answer = await fetch(`${server.url}/api/admin/projects/default/change-requests/${id}/state`, {
      method: 'PUT', headers: { Authorization: editor, 'Content-Type': 'application/json' }, body: JSON.stringify({ state }),
    });
    expect(answer.status, `${state}: ${await answer.clone().text()}`).toBeLessThan(300);
  };
  await moveTo('In review');
  await approve(server, await personWithRole(server, 'revert-approver', 'Editor'), id);
  await moveTo('Applied');
  expect(await inProduction()).toBe(true);
});
