import { expect, type Page, test } from '@playwright/test';
import { DESKTOP, dhivehiBrowser, expectDhivehiLayout, fillDate, PHONE } from './support/dhivehi';
import { PNG } from './support/files';
import { linkFromOutbox } from './support/mail';
import { signInThroughForm } from './support/session';
import { textIn } from './support/texts';

test('a visitor whose phone reads Dhivehi gets the home page in Dhivehi, right to left, in the Thaana font', async ({
  browser,
}) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await dhivehiBrowser(browser, viewport);
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('މޯލްޑިވްސް ސްޕޯޓްސް ކްލަބް އާއެކު ކުޅެ، ތަމްރީނުވެ، ކާމިޔާބުވޭ');
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
  await fillDate(page, 'އުފަން ތާރީޚު', '2012-03-14');
  await page.getByLabel('މޯބައިލް ނަންބަރު').fill('7771234');
  await page.getByLabel('އަތޮޅާއި ރަށް').fill('ގދ. ތިނަދޫ');
  await page.getByLabel('ދާއިމީ އެޑްރެސް').fill('ހިތަފަސް، ތިނަދޫ');
  await page.getByRole('button', { name: 'ރަޖިސްޓްރޭޝަން ފޮނުވާ' }).click();
  await expect(page.getByRole('region', { name: /ނޮޓިފިކޭޝަންތައް/ })).toContainText('ކުރިއަށް ދިއުމަށް އައިޑީ ކާޑު އަޕްލޯޑު ކުރައްވާ.');
  await page.getByLabel('އައިޑީ ކާޑު (ފޮޓޯ ނުވަތަ PDF)').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await page.getByRole('button', { name: 'ރަޖިސްޓްރޭޝަން ފޮނުވާ' }).click();
  // The number shown is provisional: another journey's form sent meanwhile may take it first.
  await expect(page.getByText(/^މެމްބަރޝިޕް ރަޖިސްޓްރޭޝަން ފޮނުވިއްޖެ\. ފޯމު ނަންބަރު: MEM-\d{4}-\d{5}$/)).toBeVisible();
  // The next step, in Dhivehi: the amount of the plan left as it was (regular), not another form.
  await expect(page.getByTestId('amount-due')).toContainText('500.00');
  await expect(page.getByLabel('ފުރިހަމަ ނަން')).toHaveCount(0);
  await expectDhivehiLayout(page, 'the next step after sending');
  await page.getByRole('button', { name: textIn('dv', 'registrations.payment.another') }).click();
  await expect(page.getByLabel('ފުރިހަމަ ނަން')).toHaveValue('');
  await page.setViewportSize(DESKTOP);
  await expectDhivehiLayout(page, 'membership registration at 1366px');

  // A computer without a Dhivehi keyboard: the phonetic layout turns Latin keys into Thaana, in the name
  // fields only (numbers stay as typed), and the browser remembers it.
  await page.getByRole('button', { name: 'ތާނަ ކީބޯޑު' }).click();
  await expect(page.getByRole('button', { name: 'ތާނަ ކީބޯޑު' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('ފުރިހަމަ ނަން').pressSequentially('wAminatu Cifa');
  await expect(page.getByLabel('ފުރިހަމަ ނަން')).toHaveValue('އާމިނަތު ޝިފަ');
  await page.getByLabel('މޯބައިލް ނަންބަރު').pressSequentially('7771234');
  await expect(page.getByLabel('މޯބައިލް ނަންބަރު')).toHaveValue('7771234');
  await page.reload();
  await expect(page.getByRole('button', { name: 'ތާނަ ކީބޯޑު' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByLabel('ދާއިމީ އެޑްރެސް').pressSequentially('hitafas');
  await expect(page.getByLabel('ދާއިމީ އެޑްރެސް')).toHaveValue('ހިތަފަސ');
});

test('a visitor donates in Dhivehi on a phone, with only the required fields, and gets a reference', async ({
  browser,
}) => {
  const page = await dhivehiBrowser(browser);
  await page.goto('/contributions');
  await expect(page.getByRole('heading', { name: 'ކްލަބަށް އެހީތެރިވޭ', level: 1 })).toBeVisible();
  await expectDhivehiLayout(page, 'the contributions page at 390px');
  await page.getByRole('button', { name: 'Youth Academy އަށް އެހީތެރިވޭ' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('އަދަދު (MVR)').fill('0');
  await dialog.getByRole('button', { name: 'އެހީތެރިވޭ' }).click();
  await expect(page.getByText('ރަނގަޅު އަދަދެއް ލިޔުއްވާ').first()).toBeVisible();
  await expectDhivehiLayout(page, 'the donation dialog with its errors');
  await dialog.getByLabel('އަދަދު (MVR)').fill('150');
  await dialog.getByLabel('ތިބާގެ ނަން', { exact: true }).fill('މަރިޔަމް ޝިޔުނާ');
  await dialog.getByLabel('ތިބާގެ އީމެއިލް', { exact: true }).fill(`shiuna.${Date.now()}@club.test`);
  const referencePattern = /^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/;
  await expect(dialog.getByText(referencePattern)).toBeVisible();
  const reference = (await dialog.getByText(referencePattern).textContent()) ?? '';
  await dialog.getByLabel('ޓްރާންސްފަރ ސްލިޕް (ފޮޓޯ ނުވަތަ PDF)').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await dialog.getByRole('button', { name: 'އެހީތެރިވޭ' }).click();
  await expect(page.getByRole('status').filter({ hasText: reference })).toContainText('ޝުކުރިއްޔާ');
  await page.setViewportSize(DESKTOP);
  await expectDhivehiLayout(page, 'the contributions page at 1366px');
});

/** A new member account of its own (a journey that changes its language must not change a shared one's). */
async function newAccount(page: Page, name: string) {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${Date.now()}@club.test`;
  const password = 'lagoon-2026-dv';
  const signUp = await page.request.post('/api/auth/sign-up', { data: { fullName: name, email, password } });
  expect(signUp.ok()).toBe(true);
  const link = new URL(await linkFromOutbox(email, '/auth/confirm'));
  const confirm = await page.request.post('/api/auth/confirm-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(confirm.ok()).toBe(true);
  return { email, password };
}

test('a member buys a club scarf in Dhivehi: shop, cart and checkout at phone and desktop widths', async ({
  browser,
}) => {
  const page = await dhivehiBrowser(browser);
  const { email, password } = await newAccount(page, 'Hawwa Nadha');
  // Signed in through the Dhivehi sign-in form (confirming signed this browser in: out first).
  await page.request.post('/api/auth/sign-out');
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'ކްލަބަށް މަރުޙަބާ' })).toBeVisible();
  await page.getByLabel('އީމެއިލް').fill(email);
  await page.getByLabel('ޕާސްވޯޑް').fill(password);
  await page.getByRole('button', { name: 'ސައިން އިން', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/shop');
  await expect(page.getByRole('heading', { name: 'ކްލަބުގެ ފިހާރަ' })).toBeVisible();
  await expectDhivehiLayout(page, 'the shop at 390px');
  // A scarf: the jersey's sales are counted by the English shop journey.
  const card = page.getByRole('listitem').filter({ hasText: 'Club Scarf' });
  await card.getByRole('button', { name: 'ކާޓަށް އަޅާ: Club Scarf' }).click();
  await expect(page.getByText('ކާޓަށް ތަކެތި އެޅިއްޖެ')).toBeVisible();
  await page.getByRole('link', { name: 'ކާޓު ބަލާ' }).click();

  await expect(page.getByRole('heading', { name: 'ތިބާގެ ކާޓު' })).toBeVisible();
  await page.getByRole('button', { name: 'އޯޑަރު ކުރޭ' }).click();
  await expect(page.getByText('ފޮނުވާނެ އެޑްރެހުގެ ހުރިހާ ބައެއް ފުރިހަމަކުރައްވާ').first()).toBeVisible();
  await expectDhivehiLayout(page, 'the cart with its errors at 390px');
  await page.setViewportSize(DESKTOP);
  await expectDhivehiLayout(page, 'the cart with its errors at 1366px');
  await page.getByLabel('ފުރިހަމަ ނަން').fill('ހައްވާ ނަދާ');
  await page.getByLabel('އެޑްރެސް').fill('ނިރޮޅު މަގު، ހ. ފިނިފެންމާގެ');
  await page.getByLabel('ސިޓީ / ރަށް').fill('މާލެ');
  await page.getByLabel('ފޯނު').fill('+960 747-3390');
  await page.getByLabel('ބޭންކް ޓްރާންސްފަރ ސްލިޕް (ފޮޓޯ ނުވަތަ PDF)').setInputFiles({
    name: 'slip.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await page.getByRole('button', { name: 'އޯޑަރު ކުރޭ' }).click();
  await expect(page.getByText('އޯޑަރު ހެދިއްޖެ!')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^އޯޑަރު \u2066?ORD-\d{4}-\d{5}\u2069?$/);
  await expect(page.getByText('ފައިސާ: މަޑުކުރަމުން')).toBeVisible();
  await expectDhivehiLayout(page, 'the order at 1366px');
  await page.setViewportSize(PHONE);
  await expectDhivehiLayout(page, 'the order at 390px');
});

test('an account remembers its language: signed in on another browser, the portal turns to it', async ({
  browser,
  page,
}) => {
  const { email, password } = await newAccount(page, 'Aminath Shifa');
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
