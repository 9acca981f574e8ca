import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe-core on the page as it is now (dialogs included): any serious or critical violation fails the
 * journey, with the rule and the elements in the message.
 */
export async function expectAccessible(page: Page, where: string) {
  // Colours are judged as they settle: a toast still fading in has, for a moment, too little contrast.
  // Endless animations (a spinner, a pulsing placeholder) never settle and are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Legacy mode runs axe in the page itself: it works for pages the journeys open with browser.newPage().
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(serious, `accessibility of ${where}`).toEqual([]);
}
