import type { Locator } from '@playwright/test';

/**
 * Pastes `text` into a field as a person does: through the system clipboard and Ctrl+V (⌘V on a
 * Mac), so the page gets a real paste event. Playwright's fill() would type it in as one input
 * instead, and a single-line field drops its line breaks.
 */
export async function paste(field: Locator, text: string): Promise<void> {
  const page = field.page();
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await field.focus();
  await page.evaluate((content) => navigator.clipboard.writeText(content), text);
  await page.keyboard.press('ControlOrMeta+V');
}
