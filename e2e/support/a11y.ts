import { readFileSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The catalogues' areas: a text shown as its key (`members.renew.pay`) names one of them. */
const AREAS = Object.keys(
  JSON.parse(readFileSync(new URL('../../packages/shared/src/locales/en.json', import.meta.url), 'utf8')),
);
const TEXT_KEY = new RegExp(
  `(?<![@/.\\w-])(?:${AREAS.join('|')})\\.[A-Za-z0-9-]+(?:\\.[A-Za-z0-9-]+)*(?![@/\\w-])`,
  'g',
);

/**
 * axe-core on the page as it is now (dialogs included): any serious or critical violation fails the
 * journey, with the rule and the elements in the message.
 */
export async function expectAccessible(page: Page, where: string) {
  let serious = await seriousViolations(page);
  // A toast that appeared while axe ran was judged mid-fade: what stays wrong once it has settled counts.
  if (serious.length > 0) serious = await seriousViolations(page);
  expect(serious, `accessibility of ${where}`).toEqual([]);
  // A text whose area the page did not load shows its key instead of its words.
  // biome-ignore lint/performance/useDomNodeTextContent: the words a reader sees (not scripts or hidden text)
  const shown = await page.locator('body').innerText();
  expect(shown.match(TEXT_KEY) ?? [], `texts shown as their keys on ${where}`).toEqual([]);
}

async function seriousViolations(page: Page) {
  // Colours are judged as they settle: a toast still fading in has, for a moment, too little contrast.
  // Endless animations (a spinner, a pulsing placeholder) never settle and are not waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity),
  );
  // Legacy mode runs axe in the page itself: it works for pages the journeys open with browser.newPage().
  const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
