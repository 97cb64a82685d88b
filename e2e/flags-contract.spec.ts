import { expect, signIn, test } from './fixtures';
import { adminToken } from './server';

// The one fault a real server cannot produce: an answer that breaks the contract.
test('a flag list that breaks the contract is named in the error panel, not trusted', async ({ page, server }) => {
  await page.route((url) => url.pathname === '/api/admin/projects/default/features', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ features: [{ name: 42 }] }) }),
  );
  await signIn(page, server, adminToken, '/projects/default/flags');
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Unexpected response');
  await expect(alert).toContainText('Unexpected response from GET /api/admin/projects/default/features?shape=list: features[0].name');
});
