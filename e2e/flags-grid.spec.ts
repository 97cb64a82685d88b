import { expect, signIn, test } from './fixtures';
import { adminToken } from './server';

// The flag matrix as one ARIA grid on a page that scrolls once.

test('the page scrolls, not a box inside it: the header sticks below the app header while the rows go by', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await signIn(page, server);
  const grid = page.getByRole('grid', { name: 'Flags' });
  await expect(grid.getByRole('rowheader').first()).toBeVisible();
  const scrolling = await page.evaluate(() => {
    const boxes = Array.from(document.querySelectorAll('main *')).filter((element) => {
      const style = getComputedStyle(element);
      return /auto|scroll/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
    });
    return { boxes: boxes.map((element) => element.className), page: document.documentElement.scrollHeight > window.innerHeight };
  });
  expect(scrolling).toEqual({ boxes: [], page: true });

  const header = grid.getByRole('columnheader', { name: 'Name' });
  const before = await header.boundingBox();
  const appHeader = await page.getByRole('banner').boundingBox();
  const belowAppHeader = Math.round((appHeader?.y ?? 0) + (appHeader?.height ?? 0));
  await page.evaluate(() => window.scrollTo(0, 700));
  // The column headers stay right below the app header, neither under it nor apart from it.
  await expect.poll(async () => Math.round((await header.boundingBox())?.y ?? 0)).toBe(belowAppHeader);
  expect(before!.y).toBeGreaterThan(belowAppHeader);
  await expect(grid.getByRole('rowheader', { name: /^ai-summaries/ })).not.toBeInViewport();
});

test('one font for flag names, and column headers in ordinary case at a readable size', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/default/flags?q=new-navigation');
  const grid = page.getByRole('grid', { name: 'Flags' });
  const fontOf = (element: Element) => getComputedStyle(element).fontFamily;
  const inList = await grid.getByRole('link', { name: 'new-navigation' }).evaluate(fontOf);
  await page.getByRole('switch', { name: 'new-navigation in development' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Turn off new-navigation in development?' });
  // The element that holds the name, wherever a flag is named: the dialog's list of dependants…
  expect(await dialog.getByText('nav-quick-links', { exact: true }).evaluate(fontOf)).toBe(inList);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  // …and the details panel's dependencies.
  await grid.getByRole('link', { name: 'new-navigation' }).click();
  const panel = page.getByRole('dialog', { name: 'new-navigation' });
  expect(await panel.getByText('nav-quick-links', { exact: true }).evaluate(fontOf)).toBe(inList);
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();

  for (const name of ['Name', 'Type', 'Tags', 'Created']) {
    const style = await grid.getByRole('columnheader', { name }).evaluate((element) => {
      const { textTransform, fontSize } = getComputedStyle(element);
      return { textTransform, fontSize: parseFloat(fontSize) };
    });
    expect(style.textTransform, name).toBe('none');
    expect(style.fontSize, name).toBeGreaterThanOrEqual(13);
  }
});

test('the grid is one tab stop: arrows reach the sixth flag\'s production switch, Space and Enter press it, Tab leaves once', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/payments/flags');
  const grid = page.getByRole('grid', { name: 'Flags' });
  await expect(grid.getByRole('rowheader').nth(5)).toBeVisible();
  const names = await grid.getByRole('rowheader').allInnerTexts();
  const sixth = names[5]!.split('\n')[0]!.trim();
  // What a screen reader walks: a row of column headers, then rows of a row header and grid cells,
  // as many as the grid says it has columns, and no table of its own inside.
  const columns = Number(await grid.getAttribute('aria-colcount'));
  await expect(grid.getByRole('row').first().getByRole('columnheader')).toHaveCount(columns);
  const firstRow = grid.getByRole('row').nth(1);
  await expect(firstRow.getByRole('rowheader')).toHaveCount(1);
  await expect(firstRow.getByRole('gridcell')).toHaveCount(columns - 1);
  await expect(grid.getByRole('table')).toHaveCount(0);
  await expect(grid.getByRole('rowgroup')).toHaveCount(2);
  const search = page.getByRole('searchbox', { name: 'Search' });
  await search.focus();

  let presses = 0;
  const press = async (key: string) => {
    presses += 1;
    await page.keyboard.press(key);
  };
  while (!(await grid.evaluate((element) => element.contains(document.activeElement)))) {
    await press('Tab');
    expect(presses, 'Tab presses to reach the grid').toBeLessThan(10);
  }
  // The first stop is the first row's checkbox, which selects it for a bulk change; its name is next.
  await expect(grid.getByRole('checkbox', { name: `Select ${names[0]!.split('\n')[0]!.trim()}` })).toBeFocused();
  await press('ArrowRight');
  await expect(grid.getByRole('link', { name: names[0]!.split('\n')[0]!.trim() })).toBeFocused();
  for (let row = 0; row < 5; row += 1) await press('ArrowDown');
  await expect(grid.getByRole('link', { name: sixth })).toBeFocused();
  const sixthRow = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${sixth}`) }) });
  await press('End');
  await expect(sixthRow.getByRole('gridcell').last()).toBeFocused();
  await press('Home');
  await expect(sixthRow.getByRole('checkbox', { name: `Select ${sixth}` })).toBeFocused();
  for (let column = 0; column < 4; column += 1) await press('ArrowRight');
  const production = page.getByRole('switch', { name: `${sixth} in production` });
  await expect(production).toBeFocused();
  expect(presses).toBeLessThanOrEqual(18);

  // Space presses the switch: production asks first, and focus comes back to it.
  const before = await production.getAttribute('aria-checked');
  await page.keyboard.press('Space');
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(production).toBeFocused();
  await expect(production).toHaveAttribute('aria-checked', before!);
  // Enter presses it too; staging asks nothing.
  await page.keyboard.press('ArrowLeft');
  const staging = page.getByRole('switch', { name: `${sixth} in staging` });
  await expect(staging).toBeFocused();
  const stagingBefore = await staging.getAttribute('aria-checked');
  await page.keyboard.press('Enter');
  await expect(staging).not.toHaveAttribute('aria-checked', stagingBefore!);
  // Tab only once the service has confirmed it: the status line's Undo then stands in the tab order.
  await expect(page.getByRole('status', { name: 'Last switch' })).toContainText(`${sixth} ${stagingBefore === 'true' ? 'off' : 'on'} in staging`);

  // Out of the grid with one Tab, and back to the same cell with one Shift+Tab.
  await page.keyboard.press('Tab');
  expect(await grid.evaluate((element) => element.contains(document.activeElement))).toBe(false);
  await page.keyboard.press('Shift+Tab');
  await expect(staging).toBeFocused();
  expect(await grid.evaluate((element) => element.querySelectorAll('[tabindex="0"]').length)).toBe(1);
});
