import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** What axe finds serious or critical on the page as it stands, each rule with the elements it names. */
export async function seriousFaults(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** axe in the light theme and then the dark one: the faults of each, named by `what` and the theme. */
export async function seriousFaultsInBothThemes(page: Page, what: string): Promise<string[]> {
  const faults: string[] = [];
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    faults.push(...(await seriousFaults(page)).map((fault) => `${what} (${colorScheme}): ${fault}`));
  }
  await page.emulateMedia({ colorScheme: null });
  return faults;
}
