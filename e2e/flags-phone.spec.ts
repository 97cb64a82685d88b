import { expect, signIn, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('at phone width the flag names stay at the left while the environments scroll sideways under the header', async ({ page, server }) => {
  await signIn(page, server);
  const grid = page.getByRole('grid', { name: 'Flags' });
  const name = grid.getByRole('rowheader', { name: /^checkout-v2/ });
  const production = grid.getByRole('switch', { name: 'checkout-v2 in production' });
  const productionHeader = grid.getByRole('columnheader', { name: /^production/ });
  await expect(name).toBeVisible();
  const nameBefore = (await name.boundingBox())!;
  // The page's content fits the width: only the grid's rows scroll sideways, inside the grid.
  const gridBox = (await grid.boundingBox())!;
  expect(gridBox.x + gridBox.width).toBeLessThanOrEqual(390);
  expect(await page.locator('main').evaluate((main) => main.scrollWidth)).toBeLessThanOrEqual(390);

  // Swiped sideways until production is in view.
  await production.scrollIntoViewIfNeeded();
  await expect(production).toBeInViewport({ ratio: 1 });
  const nameAfter = (await name.boundingBox())!;
  const switchBox = (await production.boundingBox())!;
  expect(Math.round(nameAfter.x)).toBe(Math.round(nameBefore.x));
  expect(nameAfter.x).toBeGreaterThanOrEqual(gridBox.x);
  // The name is readable beside the switch, and the switch sits under its column's header.
  expect(nameAfter.width).toBeGreaterThanOrEqual(120);
  expect(switchBox.x).toBeGreaterThanOrEqual(nameAfter.x + nameAfter.width);
  expect(switchBox.x + switchBox.width).toBeLessThanOrEqual(390);
  // The header has scrolled along: the column's header is right above the switch.
  await expect.poll(async () => {
    const headerBox = (await productionHeader.boundingBox())!;
    return headerBox.x <= switchBox.x && switchBox.x + switchBox.width <= headerBox.x + headerBox.width;
  }).toBe(true);
  await expect(productionHeader).toBeInViewport();
});
