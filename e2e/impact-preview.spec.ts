import { approve, enabledInProduction, requireApprovals, schedule, submitNewSwitch, submitSwitch } from './changeRequestSteps';
import { expect, signIn, test } from './fixtures';
import { adminToken, demoToken, type RunningServer } from './server';

/**
 * The impact preview against the real server and its demo data (server/demo/demoFlags.ts): in the
 * payments project, apple-pay is served in production to iOS and Safari only, and invoice-pdf-v2
 * is off there with no strategy; payments-outage-kill-switch is on for everyone in default.
 */

async function saveAudiences(server: RunningServer) {
  for (const [name, context] of [['EU free user', { userId: 'u-17', properties: { region: 'eu' } }], ['iOS beta tester', { userId: 'u-3', properties: { platform: 'ios' } }]] as const) {
    const response = await fetch(`${server.url}/api/admin/saved-audiences`, {
      method: 'POST', headers: { Authorization: adminToken, 'Content-Type': 'application/json' }, body: JSON.stringify({ name, context }),
    });
    expect(response.status).toBe(201);
  }
}

test('a switch in production names, inside its question, the saved audiences whose answer it changes', async ({ page, server }) => {
  await saveAudiences(server);
  await signIn(page, server, adminToken, '/projects/payments/flags');
  await page.getByRole('switch', { name: 'apple-pay in production' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Turn off apple-pay in production?' });
  const preview = dialog.getByRole('region', { name: 'Impact on saved audiences' });
  await expect(preview).toContainText('Turns apple-pay off for iOS beta tester; no other saved audience changes.');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Switching on a flag without strategies serves it to everyone, as applying would.
  await page.getByRole('switch', { name: 'invoice-pdf-v2 in production' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Turn on invoice-pdf-v2 in production?' }).getByRole('region', { name: 'Impact on saved audiences' }))
    .toContainText('Turns invoice-pdf-v2 on for EU free user and iOS beta tester; that is every saved audience.');
});

test('a switch\'s question names the playground\'s recent contexts it changes, beside the saved audiences', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/playground?userId=u-5&properties%5Bplatform%5D=ios');
  await expect(page.getByRole('table', { name: 'Flags enabled for this context' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Project' }).selectOption({ label: 'Payments' });
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Flags' }).click();
  await page.getByRole('switch', { name: 'apple-pay in production' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Turn off apple-pay in production?' }).getByRole('region', { name: 'Impact on saved audiences' }))
    .toContainText('Turns apple-pay off for userId=u-5 · platform=ios (recent).');
});

test('a strategy edit is previewed in its editor before it is saved', async ({ page, server }) => {
  await saveAudiences(server);
  await signIn(page, server, adminToken, '/projects/payments/flags/apple-pay');
  await page.getByRole('article', { name: 'production' }).getByRole('button', { name: /^Edit / }).click();
  const editor = page.getByRole('dialog', { name: 'Edit strategy of apple-pay in production' });
  await editor.getByRole('button', { name: 'Remove constraint 1' }).click();
  await editor.getByRole('button', { name: 'Preview impact' }).click();
  await expect(editor.getByRole('region', { name: 'Impact on saved audiences' })).toContainText('Turns apple-pay on for EU free user; no other saved audience changes.');
});

test('a variants edit is previewed in its editor before it is saved', async ({ page, server }) => {
  await saveAudiences(server);
  for (const [path, body] of [['/api/admin/projects/default/features', { name: 'impact-variants' }], ['/api/admin/projects/default/features/impact-variants/environments/development/on', undefined]] as const) {
    const response = await fetch(server.url + path, {
      method: 'POST', headers: { Authorization: adminToken, ...(body ? { 'Content-Type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, path).toBeLessThan(300);
  }
  await signIn(page, server, adminToken, '/projects/default/flags/impact-variants');
  await page.getByRole('button', { name: 'Add variants in development' }).click();
  await page.getByRole('button', { name: 'Add variant', exact: true }).click();
  const editor = page.getByRole('form', { name: 'Variants in development' });
  await editor.getByRole('button', { name: 'Preview impact' }).click();
  await expect(editor.getByRole('region', { name: 'Impact on saved audiences' }))
    .toContainText("Changes impact-variants's variant from disabled to variant-1 for EU free user and iOS beta tester; that is every saved audience.");
});

test('a change request shows its author and its reviewers who it changes for', async ({ page, server }) => {
  await saveAudiences(server);
  await requireApprovals(server, 'production', 1);
  const id = await submitSwitch(server, demoToken(server, 'bob'), 'payments-outage-kill-switch', false);
  await signIn(page, server, demoToken(server, 'pm'), `/projects/default/change-requests/${id}`);
  await expect(page.getByRole('region', { name: 'Impact on saved audiences' }))
    .toContainText('Turns payments-outage-kill-switch off for EU free user and iOS beta tester; that is every saved audience.');
});

test('a scheduled request applied now asks first, naming in its question whom it changes', async ({ page, server }) => {
  await saveAudiences(server);
  await requireApprovals(server, 'production', 1);
  const bob = demoToken(server, 'bob');
  const id = await submitNewSwitch(server, bob, 'payments-outage-kill-switch', false);
  await approve(server, demoToken(server, 'pm'), id);
  await schedule(server, bob, id, new Date(Date.now() + 3600_000).toISOString());
  await signIn(page, server, bob, `/projects/default/change-requests/${id}`);
  await page.getByRole('button', { name: 'Apply now' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Apply this change to production now?' });
  await expect(dialog.getByRole('region', { name: 'Impact on saved audiences' }))
    .toContainText('Turns payments-outage-kill-switch off for EU free user and iOS beta tester; that is every saved audience.');
  await dialog.getByRole('button', { name: 'Apply now' }).click();
  await expect(page.locator('.cr-meta')).toContainText('Applied');
  expect(await enabledInProduction(server, 'payments-outage-kill-switch')).toBe(false);
});
