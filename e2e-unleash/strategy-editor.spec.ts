import { paste } from '../e2e/paste';
import { expect, signIn, test } from './fixtures';

// The strategy editor against a real Unleash 8.2: a 25 % rollout with a constraint, written in the
// console, is what Unleash's admin API then holds and what its frontend API then evaluates; trying
// it before saving, Flagdeck's own, is said to need the embedded service.

const flag = 'strategy-editor-journey';
const users = Array.from({ length: 100 }, (_, index) => `user-${index}`);

interface StrategyRead { name: string; parameters?: Record<string, string>; constraints?: { contextName: string; operator: string; values?: string[] }[] }

test('a 25 % flexibleRollout with a pasted constraint, added in the console, is Unleash\'s and its frontend API evaluates it', async ({ page, flagdeck, unleash }) => {
  // Polls Unleash's frontend API for 100 users until its configuration timer has caught up.
  test.slow();
  const features = `${unleash.url}/api/admin/projects/default/features`;
  const headers = { Authorization: unleash.adminToken, 'Content-Type': 'application/json' };
  const created = await fetch(features, { method: 'POST', headers, body: JSON.stringify({ name: flag, type: 'release' }) });
  expect(created.status, await created.clone().text()).toBe(201);
  try {
    await signIn(page, flagdeck, unleash, `/projects/default/flags/${flag}`);
    const development = page.getByRole('article', { name: 'development' });
    await development.getByRole('button', { name: 'Add strategy in development' }).click();
    const editor = page.getByRole('dialog', { name: `Add a strategy to ${flag} in development` });
    await editor.getByLabel('Rollout %').fill('25');
    await editor.getByLabel('Stickiness').selectOption('userId');
    await editor.getByRole('button', { name: 'Add constraint' }).click();
    await paste(editor.getByLabel(/^Values to add/), users.join('\n'));
    await expect(editor).toContainText('100 values');
    // Unleash has no endpoint that evaluates a strategy before it is saved: the editor says so.
    await editor.getByLabel('Another context').fill('userId=user-1');
    await editor.getByLabel('Another context').press('Enter');
    await expect(editor.getByRole('region', { name: 'Try it before saving' })).toContainText('Trying a strategy before saving needs Flagdeck\'s embedded service');
    await editor.getByRole('button', { name: 'Save strategy' }).click();
    await expect(editor).toBeHidden();

    const read = await fetch(`${features}/${flag}`, { headers });
    const feature = (await read.json()) as { environments: { name: string; strategies: StrategyRead[] }[] };
    const strategies = feature.environments.find((environment) => environment.name === 'development')?.strategies ?? [];
    expect(strategies).toHaveLength(1);
    expect(strategies[0]).toMatchObject({
      name: 'flexibleRollout', parameters: { rollout: '25', stickiness: 'userId', groupId: flag },
      constraints: [{ contextName: 'userId', operator: 'IN', values: users }],
    });
    await expect(development).toContainText('25% of users by userId');
    // Switched on after its strategy is there, so Unleash adds no default strategy beside it.
    await unleash.setEnabled(flag, 'development', true);
    const onFor = async (userIds: string[]) => {
      const answers = await Promise.all(userIds.map((userId) => unleash.frontendAnswer(`userId=${userId}`)));
      return answers.filter((answer) => answer.toggles.some((toggle) => toggle.name === flag)).length;
    };
    // Unleash's frontend API reads its configuration on a timer: poll, never sleep.
    await expect.poll(() => onFor(users), { timeout: 30_000 }).toBeGreaterThan(10);
    const share = await onFor(users);
    expect(share).toBeGreaterThan(10);
    expect(share).toBeLessThan(45);
    expect(await onFor(['someone-else', 'user-100', 'user-1000'])).toBe(0);
  } finally {
    await unleash.removeFlags([flag]);
  }
});
