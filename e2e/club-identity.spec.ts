import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { DESKTOP, dhivehiBrowser, PHONE } from './support/dhivehi';
import { signInThroughForm } from './support/session';

const NAME = 'Hulhumale Eagles Club';
const NAME_DV = 'ހުޅުމާލެ އީގަލްސް ކްލަބް';

test("an admin makes the portal the club's own: its name in both languages and its colours, refused where text cannot be read", async ({
  page,
  browser,
}) => {
  await page.setViewportSize(DESKTOP);
  await signInThroughForm(page, 'admin@example.com');
  await page.goto('/admin/settings');
  await page.getByLabel('Club name (English)').fill(NAME);
  await page.getByLabel('Club name (Dhivehi)').fill(NAME_DV);
  await page.getByLabel('Motto (English)').fill('Fly high, play fair');
  await page.getByLabel('Main colour', { exact: true }).fill('#ffd700');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Too light for the text drawn on it')).toBeVisible();
  await expect(page.getByLabel('Main colour', { exact: true })).toBeFocused();

  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'eagles.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#f5c542"/></svg>',
    ),
  });
  await expect(page.getByRole('button', { name: 'Remove logo' })).toBeVisible();
  await page.getByLabel('Main colour', { exact: true }).fill('#7a1f2b');
  await page.getByLabel('Accent colour', { exact: true }).fill('#f5c542');
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page.getByText('Club settings saved')).toBeVisible();
  // The admin's own page follows at once.
  await expect(page).toHaveTitle(`Club Settings · ${NAME}`);

  // A visitor on a phone: the name, the motto, the colours, from the first paint.
  const visitor = await browser.newPage({ viewport: PHONE });
  await visitor.goto('/');
  await expect(visitor).toHaveTitle(NAME);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Play, train and win with ${NAME}`);
  await expect(visitor.getByRole('banner')).toContainText(NAME);
  await expect(visitor.getByRole('contentinfo')).toContainText('Fly high, play fair');
  await expect(visitor.getByRole('banner')).toHaveCSS('background-color', 'rgb(73, 19, 26)');
  await expect(visitor.getByRole('banner').locator('img').first()).toHaveAttribute(
    'src',
    /^\/files\/club-logos\/.+\.png$/,
  );
  const manifest = await (await visitor.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({
    name: NAME,
    theme_color: '#7a1f2b',
    icons: [{ sizes: '192x192' }, { sizes: '512x512' }],
  });
  await expectAccessible(visitor, "the home page in the club's colours");
  await visitor.goto('/news-events');
  await expect(visitor).toHaveTitle(`News & Events · ${NAME}`);

  const dhivehi = await dhivehiBrowser(browser);
  await dhivehi.goto('/');
  await expect(dhivehi).toHaveTitle(NAME_DV);
  await expect(dhivehi.getByRole('banner')).toContainText(NAME_DV);
  await expectAccessible(dhivehi, "the Dhivehi home page in the club's colours");

  // Back to the portal's own, for whoever runs the journeys next on this server.
  await page.getByLabel('Club name (English)').fill('Maldives Sports Club');
  await page.getByLabel('Club name (Dhivehi)').fill('މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް');
  await page.getByLabel('Motto (English)').fill('');
  await page.getByLabel('Main colour', { exact: true }).fill('#0e7490');
  await page.getByLabel('Accent colour', { exact: true }).fill('#f59e0b');
  await page.getByRole('button', { name: 'Remove logo' }).click();
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(page).toHaveTitle('Club Settings · Maldives Sports Club');
});
