import { expect, signIn, test } from './fixtures';

// Safety of authoring against a real Unleash 8.2 (open source, so no change requests): a new order
// of strategies in production asks first, naming the flag and the environment; a strategy saved over
// a change made through Unleash since the editor opened says what changed and applies it again on
// request; a segment chosen in it and a copy into production are then Unleash's. Each step is
// checked through Unleash's own admin API.

const flag = 'authoring-safety-journey';

interface StrategyRead { id: string; name: string; title?: string | null; parameters?: Record<string, string>; segments?: number[] }

test('a new order in production asks first, and a save over a change made meanwhile shows it and applies again', async ({ page, flagdeck, unleash }) => {
  const features = `${unleash.url}/api/admin/projects/default/features`;
  const headers = { Authorization: unleash.adminToken, 'Content-Type': 'application/json' };
  const strategies = `${features}/${flag}/environments`;
  const post = async (url: string, body: unknown, method = 'POST') => {
    const answer = await fetch(url, { method, headers, body: JSON.stringify(body) });
    expect(answer.status, await answer.clone().text()).toBeLessThan(300);
  };
  const strategiesIn = async (environment: string): Promise<StrategyRead[]> => {
    const answer = await fetch(`${features}/${flag}`, { headers });
    const feature = (await answer.json()) as { environments: { name: string; strategies: StrategyRead[] }[] };
    return feature.environments.find((candidate) => candidate.name === environment)?.strategies ?? [];
  };
  await post(features, { name: flag, type: 'release' });
  const segment = `safety-journey-${Date.now()}`;
  const created = await fetch(`${unleash.url}/api/admin/segments`, { method: 'POST', headers, body: JSON.stringify({ name: segment, constraints: [{ contextName: 'userId', operator: 'IN', values: ['alice'] }] }) });
  expect(created.status, await created.clone().text()).toBeLessThan(300);
  const segmentId = ((await created.json()) as { id: number }).id;
  try {
    await post(`${strategies}/production/strategies`, { name: 'flexibleRollout', title: 'First', parameters: { rollout: '10', stickiness: 'default', groupId: flag } });
    await post(`${strategies}/production/strategies`, { name: 'default', title: 'Second' });
    await post(`${strategies}/development/strategies`, { name: 'flexibleRollout', title: 'Half', parameters: { rollout: '50', stickiness: 'default', groupId: flag } });

    await signIn(page, flagdeck, unleash, `/projects/default/flags/${flag}`);
    await page.getByRole('article', { name: 'production' }).getByRole('button', { name: 'Move Second up' }).click();
    const question = page.getByRole('alertdialog', { name: `Reorder the strategies of ${flag} in production?` });
    expect((await strategiesIn('production')).map((strategy) => strategy.title)).toEqual(['First', 'Second']);
    await question.getByRole('button', { name: 'Reorder in production' }).click();
    await expect.poll(async () => (await strategiesIn('production')).map((strategy) => strategy.title)).toEqual(['Second', 'First']);

    await page.getByRole('article', { name: 'development' }).getByRole('button', { name: 'Edit Half' }).click();
    const editor = page.getByRole('dialog', { name: `Edit strategy of ${flag} in development` });
    await editor.getByLabel('Rollout %').fill('30');
    const [half] = await strategiesIn('development');
    await post(`${strategies}/development/strategies/${half?.id ?? ''}`, { name: 'flexibleRollout', title: 'Half, said Unleash', parameters: { rollout: '50', stickiness: 'default', groupId: flag } }, 'PUT');
    await editor.getByRole('button', { name: 'Save strategy' }).click();
    const changed = editor.getByRole('table', { name: 'The strategy: when you opened the editor, and now' });
    await expect(changed.getByRole('row', { name: /^Title/ })).toHaveText('TitleHalf→Half, said Unleash');
    expect((await strategiesIn('development'))[0]?.parameters?.rollout).toBe('50');
    await editor.getByRole('button', { name: 'Apply mine again' }).click();
    await expect(editor).toBeHidden();
    expect((await strategiesIn('development'))[0]).toMatchObject({ title: 'Half', parameters: { rollout: '30' } });

    // A segment chosen in the strategy, and the strategy copied into production, are Unleash's.
    // The editor starts from the strategy as the details show it: once they have read it back.
    await expect(page.getByRole('article', { name: 'development' })).toContainText('30%');
    await page.getByRole('article', { name: 'development' }).getByRole('button', { name: 'Edit Half' }).click();
    const again = page.getByRole('dialog', { name: `Edit strategy of ${flag} in development` });
    await again.getByRole('checkbox', { name: new RegExp(`^${segment}`) }).check();
    await again.getByRole('button', { name: 'Save strategy' }).click();
    await expect(again).toBeHidden();
    expect((await strategiesIn('development'))[0]?.segments).toEqual([segmentId]);
    // The copy is of the strategy as the details show it: once they have read it back.
    await expect(page.getByRole('article', { name: 'development' })).toContainText(segment);
    await page.getByRole('article', { name: 'development' }).getByRole('button', { name: 'Copy Half to another environment' }).click();
    const copy = page.getByRole('alertdialog', { name: `Copy “Half” of ${flag}` });
    await copy.getByLabel('Into environment').selectOption('production');
    await copy.getByRole('button', { name: 'Copy into production' }).click();
    await expect(copy.getByRole('status')).toHaveText('Copied into production.');
    expect((await strategiesIn('production')).at(-1)).toMatchObject({ title: 'Half', parameters: { rollout: '30' }, segments: [segmentId] });
  } finally {
    // The segment goes once no strategy names it.
    await unleash.removeFlags([flag]);
    await fetch(`${unleash.url}/api/admin/segments/${segmentId}`, { method: 'DELETE', headers });
  }
});
