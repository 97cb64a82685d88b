import type { Locator, Page } from '@playwright/test';

/**
 * The contrast ratio (WCAG 2) of an element's text against its own background, from the
 * browser's computed colours: the backgrounds of the page down to the element composited in
 * order (alpha included), the text's alpha over the element's background, and the element's
 * opacity blending both with what lies beneath it. A filter or a faded ancestor would change the
 * colours in ways this does not follow, so either is an error rather than a wrong figure.
 */
export function textContrast(element: Locator): Promise<number> {
  return element.evaluate((target) => {
    type Rgb = [number, number, number];
    const probe = document.createElement('span');
    document.body.append(probe);
    // Any colour syntax, read back as the browser's rgb()/rgba() by giving it to a probe.
    const parse = (value: string): { rgb: Rgb; alpha: number } => {
      probe.style.color = '';
      probe.style.color = value;
      const [r = 0, g = 0, b = 0, alpha = 1] = (getComputedStyle(probe).color.match(/[\d.]+/g) ?? []).map(Number);
      return { rgb: [r, g, b], alpha };
    };
    const over = (top: Rgb, alpha: number, below: Rgb): Rgb => [0, 1, 2].map((i) => top[i]! * alpha + below[i]! * (1 - alpha)) as Rgb;
    const paint = (value: string, below: Rgb) => {
      const { rgb, alpha } = parse(value);
      return over(rgb, alpha, below);
    };

    const chain: Element[] = [];
    for (let node: Element | null = target.parentElement; node; node = node.parentElement) chain.unshift(node);
    let beneath: Rgb = [255, 255, 255];
    for (const node of chain) {
      const style = getComputedStyle(node);
      if (style.filter !== 'none' || Number(style.opacity) < 1) throw new Error(`${node.tagName}.${node.className} is filtered or faded`);
      beneath = paint(style.backgroundColor, beneath);
    }
    const style = getComputedStyle(target);
    if (style.filter !== 'none') throw new Error(`the element has a filter (${style.filter})`);
    const opacity = Number(style.opacity);
    const background = paint(style.backgroundColor, beneath);
    const text = paint(style.color, background);
    probe.remove();

    const luminance = (rgb: Rgb) => {
      const [r, g, b] = rgb.map((value) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as Rgb;
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const shown = [over(text, opacity, beneath), over(background, opacity, beneath)].map(luminance);
    const [light, dark] = shown.sort((a, b) => b - a) as [number, number];
    return (light + 0.05) / (dark + 0.05);
  });
}

/**
 * The text contrast of a button in each state it can be seen in (at rest, under the pointer,
 * focused, pressed, disabled, unavailable), measured in turn; `away` is somewhere to move the
 * pointer that is not the button. The button is left as it was found.
 */
export async function contrastInEveryState(page: Page, button: Locator, away: Locator): Promise<Record<string, number>> {
  const measured: Record<string, number> = {};
  await away.hover();
  measured.rest = await textContrast(button);
  await button.hover();
  measured.hover = await textContrast(button);
  await away.hover();
  await button.focus();
  measured.focus = await textContrast(button);
  await button.hover();
  await page.mouse.down();
  measured.active = await textContrast(button);
  // Released elsewhere, the press is no click.
  await away.hover();
  await page.mouse.up();
  for (const [state, attribute] of [['disabled', 'disabled'], ['unavailable', 'aria-disabled']] as const) {
    await button.evaluate((element, name) => element.setAttribute(name, 'true'), attribute);
    await button.hover();
    measured[state] = await textContrast(button);
    await button.evaluate((element, name) => element.removeAttribute(name), attribute);
  }
  return measured;
}
