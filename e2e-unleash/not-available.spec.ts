import { expect, signIn, test } from './fixtures';

// Change requests and service accounts are Unleash Enterprise features: Unleash OSS answers 404,
// and the console says what is missing instead of showing an error.
test('change requests are "not available on this service", not an error', async ({ page, flagdeck, unleash }) => {
  await signIn(page, flagdeck, unleash, '/change-requests');
  await expect(page.getByRole('heading', { name: 'Change requests are not available on this service' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.goto(`${flagdeck}/projects/default/change-requests`);
  await expect(page.getByRole('heading', { name: 'Change requests are not available on this service' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});

test('service accounts are "not available on this service", not an error', async ({ page, flagdeck, unleash }) => {
  await signIn(page, flagdeck, unleash, '/service-accounts');
  await expect(page.getByRole('heading', { name: 'Service accounts are not available on this service' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
});
