import { expect, type Page, test } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from './support/env';

const WIDTHS = [320, 390, 768, 1024, 1280, 1366, 1536, 1920];
const ROLES = ['admin', 'executive', 'member', 'guest'] as const;

/** Nothing in the header reaches past the window, and each of its controls that shows lies wholly inside it. */
async function expectHeaderFits(page: Page, where: string) {
  const problems = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width)
      found.push(`page ${document.documentElement.scrollWidth} > ${width}`);
    for (const control of document.querySelectorAll<HTMLElement>('header a, header button')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      if (box.left < -0.5 || box.right > width + 0.5)
        found.push(`"${control.textContent?.trim() || control.title}" at ${box.left}..${box.right}`);
    }
    return found;
  });
  expect(problems, where).toEqual([]);
}

test('the header fits from 320 to 1920 px in English and Dhivehi, signed out and signed in as each role', async ({
  browser,
}) => {
  test.slow();
  for (const language of ['en', 'dv'] as const) {
    for (const role of [null, ...ROLES]) {
      const context = await browser.newContext({ locale: language === 'dv' ? 'dv-MV' : 'en-US' });
      await context.addCookies([{ name: 'lang', value: language, url: test.info().project.use.baseURL ?? '' }]);
      if (role) {
        const signedIn = await context.request.post('/api/auth/sign-in', {
          data: { email: `${role}@example.com`, password: E2E_DEMO_PASSWORD },
        });
        expect(signedIn.status(), role).toBe(200);
      }
      const page = await context.newPage();
      await page.goto('/news-events');
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // Every width signed out and as a member; each other role where the bar is at its fullest.
      for (const width of role === null || role === 'member' ? WIDTHS : [1280, 1536]) {
        await page.setViewportSize({ width, height: 800 });
        await expectHeaderFits(page, `${role ?? 'signed out'}, ${language}, ${width} px`);
        // Where the bar shows the account's buttons, signing out is one of them, whole.
        if (role && width >= 1280)
          await expect(page.locator('header nav button:has(svg.lucide-log-out)')).toBeInViewport({ ratio: 1 });
      }
      await context.close();
    }
  }
});
