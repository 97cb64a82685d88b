import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { serviceAccountListSchema } from '../contract';
import { expect, signIn, test } from './fixtures';
import { adminToken } from './server';

/*
 * The console at a phone's width (390 px, an iPhone 12 to 15): the header folds into a menu, no
 * page scrolls sideways, and a change request's next step comes before its comments. Checked by
 * geometry, since a page that scrolls sideways still "works" for every role-based assertion.
 */

test.use({ viewport: { width: 390, height: 844 } });

/** How far the page reaches past the window's right edge (0 or less: it fits). */
const sidewaysOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/**
 * The elements that reach past the window's edges, named by tag, id and class. An element inside
 * a box that scrolls or clips sideways (a wide table in its scroller) is that box's affair.
 */
const elementsPastTheEdge = (page: Page) =>
  page.evaluate(() => {
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    return Array.from(document.body.querySelectorAll('*'))
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < -0.5 || box.right > window.innerWidth + 0.5) && !clipped(element);
      })
      .map((element) => `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${element.className && typeof element.className === 'string' ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`);
  });

async function expectNoSidewaysScroll(page: Page, where: string) {
  expect(await elementsPastTheEdge(page), `${where}: elements past the window's edge`).toEqual([]);
  expect(await sidewaysOverflow(page), `${where}: the page scrolls sideways by`).toBeLessThanOrEqual(0);
}

const menuButton = (page: Page) => page.getByRole('button', { name: 'Menu' });
const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox();
  if (!box) throw new Error(`${locator} is not on screen`);
  return box;
}

async function expectInsideWindow(locator: Locator, page: Page) {
  const box = await boxOf(locator);
  const width = page.viewportSize()?.width ?? 0;
  expect(box.x, 'left edge').toBeGreaterThanOrEqual(0);
  expect(box.x + box.width, 'right edge').toBeLessThanOrEqual(width);
}

/** Every area and the pages within them, each with something that shows it has loaded. */
const pages = (accountId: number): ReadonlyArray<[string, (page: Page) => Locator]> => [
  ['/projects/default/flags', (page) => page.getByRole('link', { name: 'checkout-v2', exact: true })],
  ['/projects/default/flags/checkout-v2', (page) => page.getByRole('heading', { name: 'checkout-v2' })],
  ['/change-requests?tab=open', (page) => page.getByRole('link', { name: 'Roll checkout-v2 out to half of the web shop' })],
  ['/projects/default/change-requests/1', (page) => page.getByRole('table', { name: /Change the strategy/ })],
  ['/service-accounts', (page) => page.getByRole('table', { name: 'Service accounts' })],
  [`/service-accounts/${accountId}/tokens`, (page) => page.getByRole('heading', { name: /^Tokens of/ })],
  ['/playground', (page) => page.getByRole('heading', { name: 'Playground' })],
  ['/no/such/page', (page) => page.getByRole('heading', { name: 'Page not found' })],
];

test('no page scrolls sideways at phone width, the sign-in page included', async ({ page, server }) => {
  test.slow(); // It walks every area.
  await page.goto(`${server.url}/sign-in`);
  await expect(page.getByLabel('Email or username')).toBeVisible();
  await expectNoSidewaysScroll(page, '/sign-in');
  const accounts = serviceAccountListSchema.parse(await (await fetch(`${server.url}/api/admin/service-account`, { headers: { Authorization: adminToken } })).json());
  const accountId = accounts.serviceAccounts[0]?.id ?? 0;
  await signIn(page, server, adminToken, '/projects/default/flags');
  for (const [path, loaded] of pages(accountId)) {
    await page.goto(server.url + path);
    await expect(loaded(page).first()).toBeVisible();
    await expectNoSidewaysScroll(page, path);
  }
});

const areas = ['Flags', 'Change requests', 'Service accounts', 'Playground', 'Audiences', 'Segments', 'Context fields', 'History', 'Applications', 'Users', 'Settings'];

test('the header folds into a menu that opens and closes by mouse and keyboard, and reaches every link', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/default/flags');
  const menu = menuButton(page);
  await expect(menu).toBeVisible();
  await expectInsideWindow(menu, page);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();

  // Open by mouse: everything the header holds is there, on screen.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  for (const name of areas) {
    await expectInsideWindow(mainNav(page).getByRole('link', { name }), page);
  }
  await expectInsideWindow(page.getByLabel('Project'), page);
  await expectInsideWindow(page.getByRole('button', { name: /^Notifications/ }), page);
  await expectInsideWindow(page.getByRole('link', { name: 'My account' }), page);
  await expectInsideWindow(page.getByRole('button', { name: 'Sign out' }), page);
  await expectNoSidewaysScroll(page, 'with the menu open');

  // Escape closes it from inside, and focus goes back to the button.
  await mainNav(page).getByRole('link', { name: 'Service accounts' }).focus();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(mainNav(page)).toBeHidden();
  await expect(menu).toBeFocused();

  // By keyboard alone: open, then Tab reaches each link and control in turn.
  await page.keyboard.press('Enter');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const inOrder: Locator[] = [
    ...areas.map((name) => mainNav(page).getByRole('link', { name })),
    page.getByLabel('Project'),
    page.getByRole('button', { name: /^Notifications/ }),
    page.getByRole('link', { name: 'My account' }),
    page.getByRole('button', { name: 'Sign out' }),
  ];
  for (const control of inOrder) {
    await page.keyboard.press('Tab');
    await expect(control).toBeFocused();
  }

  // Following a link closes the menu and leaves focus on its button, not on a hidden link.
  // Back from Sign out: My account, the bell and the project, then the areas back to Playground.
  const stepsBack = 3 + areas.length - areas.indexOf('Playground');
  for (let step = 0; step < stepsBack; step++) await page.keyboard.press('Shift+Tab');
  await expect(mainNav(page).getByRole('link', { name: 'Playground' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/playground$/);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await menu.click();
  await expect(mainNav(page).getByRole('link', { name: 'Playground' })).toHaveAttribute('aria-current', 'page');
});

test('at desktop width the header shows everything and has no menu button', async ({ page, server }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signIn(page, server, adminToken, '/projects/default/flags');
  await expect(mainNav(page)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible();
  await expect(menuButton(page)).toBeHidden();
  // Every area in view without scrolling the line of them, and nothing in the header broken over
  // two lines: each name's text lies on one line.
  const links = await mainNav(page).getByRole('link').all();
  for (const link of links) await expect(link).toBeInViewport({ ratio: 1 });
  const linesOf = (element: Element) => {
    // The name is the control's first text (a count may follow it in a badge of its own).
    const name = document.createTreeWalker(element, NodeFilter.SHOW_TEXT).nextNode();
    if (!name) return 0;
    const range = document.createRange();
    range.selectNodeContents(name);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  };
  const named = [...links, page.getByText('Project', { exact: true }), page.getByRole('link', { name: 'My account' }), page.getByRole('button', { name: 'Sign out' })];
  for (const control of named) expect(await control.evaluate(linesOf), (await control.textContent()) ?? undefined).toBe(1);
});

test('a change request\'s next step comes before its comments on a phone', async ({ page, server }) => {
  await signIn(page, server, adminToken, '/projects/default/change-requests/1');
  const nextStep = page.getByRole('region', { name: 'Next step' });
  const comments = page.getByRole('region', { name: 'Comments' });
  await expect(nextStep).toBeVisible();
  const actionsBox = await boxOf(nextStep);
  const commentsBox = await boxOf(comments);
  expect(actionsBox.y + actionsBox.height, 'the next step ends above the comments').toBeLessThanOrEqual(commentsBox.y);
  // And in the order a keyboard or a screen reader meets them.
  const order = await page.evaluate(() => {
    const [a, c] = ['cr-actions-title', 'cr-comments-title'].map((id) => document.getElementById(id));
    return a && c ? a.compareDocumentPosition(c) & Node.DOCUMENT_POSITION_FOLLOWING : 0;
  });
  expect(order, 'the next step precedes the comments in the page').toBeTruthy();
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`axe finds nothing serious in the phone header, closed and open (${colorScheme})`, async ({ page, server }) => {
    test.slow(); // axe walks the page whole, twice.
    await page.emulateMedia({ colorScheme });
    await signIn(page, server, adminToken, '/change-requests?tab=open');
    await expect(page.getByRole('link', { name: 'Roll checkout-v2 out to half of the web shop' })).toBeVisible();
    const serious = async () =>
      (await new AxeBuilder({ page }).analyze()).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(await serious(), 'closed').toEqual([]);
    await menuButton(page).click();
    await expect(mainNav(page)).toBeVisible();
    expect(await serious(), 'open').toEqual([]);
  });
}
