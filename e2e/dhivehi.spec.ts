import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { PNG } from './support/files';
import { linkFromOutbox } from './support/mail';
import { signInThroughForm } from './support/session';

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

/** A browser whose languages put Dhivehi first, as a phone set to Dhivehi asks. */
const dhivehiBrowser = (browser: Browser, viewport = PHONE) =>
  browser.newPage({ locale: 'dv-MV', extraHTTPHeaders: { 'accept-language': 'dv-MV,dv;q=0.9,en;q=0.5' }, viewport });

/** The page is right to left in Dhivehi, nothing spills sideways, Thaana lines have room for their marks. */
async function expectDhivehiLayout(page: Page, where: string) {
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
    return { overflow, thaanaCount: thaana.length, cramped };
  });
  expect(layout.overflow, `${where}: horizontal overflow`).toBeLessThanOrEqual(0);
  expect(layout.thaanaCount, `${where}: Thaana on the page`).toBeGreaterThan(5);
  expect(layout.cramped, `${where}: Thaana lines under 1.5`).toEqual([]);
  await expectAccessible(page, where);
}

test('a visitor whose phone reads Dhivehi gets the home page in Dhivehi, right to left, in the Thaana font', async ({
  browser,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await dhivehiBrowser(browser, viewport);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބާއެކު ކުޅެ، ތަމްރީނުވެ، ކާމިޔާބުވޭ');
    await expect(page.getByRole('heading', { name: 'އެންމެ ފަހުގެ ޚަބަރު' })).toBeVisible();
    await expectDhivehiLayout(page, `home at ${viewport.width}px`);
    // Noto Sans Thaana, served by the portal, draws the Thaana letters.
    await expect
      .poll(() => page.evaluate(() => document.fonts.check('16px "Noto Sans Thaana"', 'ހ') && document.fonts.status))
      .toBe('loaded');
    const fonts = await page.evaluate(
      () =>
        [...document.fonts].filter((font) => font.family.includes('Noto Sans Thaana') && font.status === 'loaded')
          .length,
    );
    expect(fonts).toBeGreaterThan(0);
    // The app adopted the page the server drew in Dhivehi as it was (a mismatch is reported as an error).
    await expect(page.getByRole('button', { name: 'ޕޯޓަލް English ބަހުން ދައްކާ' }).first()).toBeEnabled();
    expect(errors).toEqual([]);
    await page.close();
  }
});

test('the language switch shows every page in the other language, and the browser remembers it', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await page.getByRole('button', { name: 'Show the portal in ދިވެހި' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { name: 'އެންމެ ފަހުގެ ޚަބަރު' })).toBeVisible();
  // Another page, drawn by the server, comes in Dhivehi too; so do the dates.
  await page.goto('/membership-registration');
  await expect(page.getByRole('heading', { name: 'މެމްބަރޝިޕް ރަޖިސްޓްރޭޝަން ފޯމު' })).toBeVisible();
  await expect(page).toHaveTitle('މެމްބަރޝިޕް ރަޖިސްޓްރޭޝަން · މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް');
  await page.getByRole('button', { name: 'ޕޯޓަލް English ބަހުން ދައްކާ' }).first().click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('heading', { name: 'Membership Registration Form' })).toBeVisible();
});

test('a parent registers a member in Dhivehi on a phone, with only the required fields', async ({ browser }) => {
  const page = await dhivehiBrowser(browser);
  await page.goto('/membership-registration');
  await expect(page.getByTestId('form-number')).toHaveText(/^MEM-\d{4}-\d{5}$/);
  const formNumber = (await page.getByTestId('form-number').textContent()) ?? '';
  await expectDhivehiLayout(page, 'membership registration');

  // Sent empty: every required field says what it needs, in Dhivehi.
  await page.getByRole('button', { name: 'ރަޖިސްޓްރޭޝަން ފޮނުވާ' }).click();
  await expect(page.getByLabel('ފުރިހަމަ ނަން')).toHaveAccessibleDescription('ފުރިހަމަ ނަން ލިޔުއްވާ');
  await expect(page.getByLabel('މޯބައިލް ނަންބަރު')).toHaveAccessibleDescription(/ދިވެހި ނަންބަރެއް.*މޯބައިލް ނަންބަރު ލިޔުއްވާ/);
  await expectDhivehiLayout(page, 'membership registration with its errors');

  // Names typed in Thaana stay as typed; numbers are typed left to right.
  await page.getByLabel('ފުރިހަމަ ނަން').fill('އާމިނަތު ޝިފާ');
  await expect(page.getByLabel('މޯބައިލް ނަންބަރު')).toHaveAttribute('dir', 'ltr');
  await page.getByLabel('އައިޑީ ކާޑު ނަންބަރު').fill('A334455');
  await page.getByLabel('އުފަން ތާރީޚު').fill('2012-03-14');
  await page.getByLabel('މޯބައިލް ނަންބަރު').fill('7771234');
  await page.getByLabel('އަތޮޅާއި ރަށް').fill('ގދ. ތިނަދޫ');
  await page.getByLabel('ދާއިމީ އެޑްރެސް').fill('ހިތަފަސް، ތިނަދޫ');
  await page.getByRole('button', { name: 'ރަޖިސްޓްރޭޝަން ފޮނުވާ' }).click();
  await expect(page.getByRole('region', { name: /ނޮޓިފިކޭޝަންތައް/ })).toContainText('ކުރިއަށް ދިއުމަށް އައިޑީ ކާޑު އަޕްލޯޑު ކުރައްވާ.');
  await page.getByLabel('އައިޑީ ކާޑު (ފޮޓޯ ނުވަތަ PDF)').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'ރަޖިސްޓްރޭޝަން ފޮނުވާ' }).click();
  await expect(page.getByText(`މެމްބަރޝިޕް ރަޖިސްޓްރޭޝަން ފޮނުވިއްޖެ. ފޯމު ނަންބަރު: ${formNumber}`)).toBeVisible();
  await expect(page.getByLabel('ފުރިހަމަ ނަން')).toHaveValue('');
});

test('an account remembers its language: signed in on another browser, the portal turns to it', async ({
  browser,
  page,
}) => {
  const email = `aminath.language.${Date.now()}@club.test`;
  const password = 'lagoon-2026-dv';
  const signUp = await page.request.post('/api/auth/sign-up', {
    data: { fullName: 'Aminath Shifa', email, password },
  });
  expect(signUp.ok()).toBe(true);
  const link = new URL(await linkFromOutbox(email, '/auth/confirm'));
  const confirm = await page.request.post('/api/auth/confirm-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirm.ok()).toBe(true);

  await signInThroughForm(page, email, password);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Show the portal in ދިވެހި' }).first().click();
  await expect(page.getByRole('heading', { name: 'ޑޭޝްބޯޑް' })).toBeVisible();
  await expectDhivehiLayout(page, 'dashboard');

  // Another browser, in English, signs in: the account's Dhivehi takes over.
  const other = await browser.newPage({ viewport: DESKTOP });
  await signInThroughForm(other, email, password);
  await other.goto('/dashboard');
  await expect(other.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(other.getByRole('heading', { name: 'ޑޭޝްބޯޑް' })).toBeVisible();

  // The profile says the language the account chose, in Dhivehi, and changes it back.
  await other.goto('/profile');
  await expect(other.getByRole('heading', { name: 'އަހަރެންގެ ޕްރޮފައިލް' })).toBeVisible();
  await expectDhivehiLayout(other, 'profile');
  await expect(other.getByLabel('ބަސް')).toHaveValue('dv');
  await other.getByLabel('ބަސް').selectOption('en');
  await expect(other.getByRole('heading', { name: 'My Profile' })).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(other.getByLabel('Language')).toHaveValue('en');
});
