import { type Browser, expect, type Page } from '@playwright/test';
import { expectAccessible } from './a11y';
import { screenTextsOnlyInEnglish } from './texts';

/** The portal's own English texts that Dhivehi says otherwise: any of them on a Dhivehi page was left untranslated. */
const ENGLISH_SCREEN_TEXTS = screenTextsOnlyInEnglish();

export const PHONE = { width: 390, height: 844 };
export const DESKTOP = { width: 1366, height: 900 };

/** A browser whose languages put Dhivehi first, as a phone set to Dhivehi asks. */
export const dhivehiBrowser = (browser: Browser, viewport = PHONE) =>
  browser.newPage({ locale: 'dv-MV', extraHTTPHeaders: { 'accept-language': 'dv-MV,dv;q=0.9,en;q=0.5' }, viewport });

/**
 * The page is right to left in Dhivehi, nothing spills sideways, Thaana lines have room for their marks, and none
 * of the portal's own English texts is left on it (names, codes and amounts people typed are theirs).
 */
export async function expectDhivehiLayout(
  page: Page,
  where: string,
  { leftovers: checkLeftovers = true }: { leftovers?: boolean } = {},
) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'dv');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const layout = await page.evaluate(() => {
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    const thaana = [...document.querySelectorAll<HTMLElement>('body *')].filter(
      (element) =>
        element.childElementCount === 0 &&
        /[\u0780-\u07bf]/.test(element.textContent ?? '') &&
        element.offsetHeight > 0,
    );
    const cramped = thaana
      .map((element) => {
        const style = getComputedStyle(element);
        return {
          text: element.textContent?.slice(0, 30),
          ratio: Number.parseFloat(style.lineHeight) / Number.parseFloat(style.fontSize),
        };
      })
      .filter(({ ratio }) => !(ratio >= 1.5));
    // A box that hides what overflows it must be tall enough for the marks above and below the letters
    // (a text kept for screen readers only, one pixel high on purpose, is not shown at all).
    const clipped = thaana
      .filter((element) => element.clientHeight > 1)
      .filter((element) => {
        const style = getComputedStyle(element);
        const hides = /hidden|clip/.test(style.overflowY) || /hidden|clip/.test(style.overflow);
        return hides && element.scrollHeight > element.clientHeight + 1;
      })
      .map((element) => element.textContent?.slice(0, 30));
    return { overflow, thaanaCount: thaana.length, cramped, clipped };
  });
  expect(layout.overflow, `${where}: horizontal overflow`).toBeLessThanOrEqual(0);
  const leftovers = await page.evaluate((english) => {
    const known = new Set(english);
    const found = new Set<string>();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      // What people typed (names, products, places) is drawn in its own direction (dir="auto", bdi): theirs.
      if (!text || !parent || parent.closest('script, style, [hidden], [dir="auto"], bdi')) continue;
      if (parent.offsetParent === null && parent.tagName !== 'OPTION') continue;
      if (known.has(text)) found.add(text);
    }
    for (const element of document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]'))
      for (const name of ['aria-label', 'placeholder', 'title'])
        if (known.has(element.getAttribute(name)?.trim() ?? '')) found.add(element.getAttribute(name) ?? '');
    return [...found];
  }, ENGLISH_SCREEN_TEXTS);
  if (checkLeftovers) expect(leftovers, `${where}: English texts of the portal left on a Dhivehi page`).toEqual([]);
  expect(layout.thaanaCount, `${where}: Thaana on the page`).toBeGreaterThan(5);
  expect(layout.cramped, `${where}: Thaana lines under 1.5`).toEqual([]);
  expect(layout.clipped, `${where}: Thaana cut off by its box`).toEqual([]);
  await expectAccessible(page, where);
}

/**
 * Gives a date field its date as a person does: on an English page by the browser's date field, on a Dhivehi
 * page by choosing the day, the month and the year.
 */
export async function fillDate(page: Page, label: string, date: string) {
  const field = page.getByLabel(label, { exact: true });
  if ((await page.locator('html').getAttribute('lang')) !== 'dv') return field.fill(date);
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const selects = field.locator('xpath=..').locator('select');
  await selects.nth(0).selectOption(String(day));
  await selects.nth(1).selectOption(String(month));
  await selects.nth(2).selectOption(String(year));
}
