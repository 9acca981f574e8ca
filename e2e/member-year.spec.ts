import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { fillDate } from './support/dhivehi';
import { E2E_DEMO_PASSWORD } from './support/env';
import { PNG } from './support/files';
import { linkFromOutbox, mailTo } from './support/mail';
import { textIn, textStart } from './support/texts';

const PHONE = { width: 390, height: 844 };

for (const language of ['en', 'dv'] as const) {
  test(`a visitor joins, pays, is accepted and renews from the reminder, at 390 px in ${language === 'en' ? 'English' : 'Dhivehi'}`, async ({
    browser,
  }) => {
    const say = (key: string, values?: Record<string, string>) => textIn(language, key, values);
    const stamp = Date.now();
    const email = `aminath.year.${language}.${stamp}@club.test`;
    const name = `Aminath Year ${stamp}`;
    const context = await browser.newContext({
      viewport: PHONE,
      locale: language === 'dv' ? 'dv-MV' : 'en-US',
      extraHTTPHeaders: { 'accept-language': language === 'dv' ? 'dv-MV,dv;q=0.9' : 'en-US,en;q=0.9' },
    });
    const page = await context.newPage();

    // Join Us opens sign-up; the confirmation link signs the person in.
    await page.goto('/membership');
    await page.getByRole('button', { name: say('common.nav.openMenu') }).click();
    await page.getByRole('link', { name: say('common.nav.joinUs') }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup&next=%2Fmembership$/);
    await page.getByLabel(say('auth.fullName')).fill(name);
    await page.getByLabel(say('auth.email')).fill(email);
    await page.getByLabel(say('auth.password')).fill('lagoon-year-2026');
    await page.getByRole('button', { name: say('auth.signUp'), exact: true }).click();
    const confirm = new URL(await linkFromOutbox(email, '/auth/confirm'));
    await page.goto(confirm.pathname + confirm.search);
    await expect(page.getByText(say('validation.emailConfirmed'))).toBeVisible();

    // The plans carry the club's prices; the student plan's form asks for that amount.
    await page.goto('/membership');
    const student = page.getByRole('listitem').filter({ hasText: say('common.plans.student') });
    await expect(student).toContainText('250.00');
    await student
      .getByRole('link', { name: say('pages.membership.applyFor', { plan: say('common.plans.student') }) })
      .click();
    await expect(page.getByRole('radio', { name: new RegExp(say('common.plans.student')) })).toBeChecked();
    // The account's name is already on the form; typing goes on as soon as the fields show.
    await expect(page.getByLabel(say('registrations.form.fullName'))).toHaveValue(name);
    await page.getByLabel(say('registrations.form.idCardNumber')).fill(`A${String(stamp).slice(-6)}Y`);
    await fillDate(page, say('registrations.form.dateOfBirth'), '1996-04-12');
    await page.getByLabel(say('registrations.form.mobileNumber')).fill('+960 777-3344');
    await page.getByLabel(say('registrations.form.atollIsland')).fill('K. Male');
    await page.getByLabel(say('registrations.form.permanentAddress')).fill('Henveiru, Male');
    await page
      .getByLabel(say('registrations.form.idCard'))
      .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: say('registrations.form.submit') }).click();

    // The next step, not another form: the amount, the reference, the way to the dashboard.
    const sent = page.getByRole('region', { name: say('registrations.payment.sentTitle') });
    await expect(sent.getByTestId('amount-due')).toContainText('250.00');
    const reference = (await sent.getByTestId('payment-reference').textContent()) ?? '';
    expect(reference).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    await expect(page.getByLabel(say('registrations.form.idCardNumber'))).toHaveCount(0);
    const acknowledgement = await mailTo(email, reference);
    expect(acknowledgement).toContain('250.00');
    await sent.getByRole('link', { name: say('registrations.payment.toDashboard') }).click();
    const applications = page.getByRole('region', { name: say('registrations.mine.title') });
    await expect(applications).toContainText(reference);
    await expect(page.getByText(textStart(language, 'common.messages.limitedAccess'))).toHaveCount(0);
    await expectAccessible(page, `the applicant's dashboard (${language})`);

    // Staff collect the fee and accept: the dashboard, left open, shows Member, the card and the receipt.
    const staff = await browser.newContext();
    expect(
      (
        await staff.request.post('/api/auth/sign-in', {
          data: { email: 'admin@example.com', password: E2E_DEMO_PASSWORD },
        })
      ).status(),
    ).toBe(200);
    const found = await (
      await staff.request.get(`/api/admin/registrations/membership?search=${encodeURIComponent(name)}`)
    ).json();
    const applicationId = found.items[0].id as string;
    expect(found.items[0].plan).toBe('student');
    const collected = await staff.request.post(`/api/admin/registrations/membership/${applicationId}/payment`, {
      data: { amount: '250.00', paymentMethod: 'bank_transfer', notes: reference },
    });
    expect(collected.status()).toBe(201);
    const { receiptNumber } = await collected.json();
    const accepted = await staff.request.post(`/api/admin/members/applications/${applicationId}/accept`, {
      data: { plan: 'student' },
    });
    expect(accepted.status()).toBe(200);
    const { memberId, memberNumber } = (await accepted.json()) as { memberId: string; memberNumber: string };
    const mine = page.getByRole('region', { name: say('members.mine.title') });
    await expect(page.getByText(say('common.roles.member'), { exact: true }).first()).toBeVisible();
    await expect(mine.getByRole('link', { name: say('members.mine.showCard') })).toBeVisible();
    await expect(mine.getByRole('link', { name: new RegExp(receiptNumber) })).toBeVisible();
    await expect(applications).toHaveCount(0);
    await mailTo(email, receiptNumber);
    await expectDhivehiLeftovers(page, language, [name, email]);

    // The reminder mail's link: tap 1 opens the renewal with its reference, the same on a second visit.
    expect((await staff.request.post(`/api/admin/members/${memberId}/remind`)).status()).toBe(200);
    const reminder = await mailTo(email, /\/renew\b/);
    expect(reminder).toContain(memberNumber);
    const renewLink = new URL(/https?:\/\/\S+\/renew\b\S*/.exec(reminder)?.[0] ?? '');
    await page.goto(renewLink.pathname + renewLink.search);
    const shown = page.getByText(/^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    await expect(shown).toBeVisible();
    const renewalReference = await shown.textContent();
    await page.reload();
    await expect(shown).toHaveText(renewalReference ?? '');
    // Tap 2: the slip; tap 3: send.
    await page
      .getByLabel(say('common.transfer.slip'))
      .setInputFiles({ name: 'slip.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: say('members.renew.submit') }).click();
    await expect(page.getByRole('heading', { name: say('members.renew.sentTitle') })).toBeVisible();
    await expect(page.getByText(renewalReference ?? '')).toBeVisible();
    await staff.close();
    await context.close();
  });
}

/**
 * In Dhivehi, no English words are left in what the page shows: names, emails, codes, amounts and the language
 * switch's own "English" aside.
 */
async function expectDhivehiLeftovers(page: Page, language: 'en' | 'dv', allowed: string[]) {
  if (language !== 'dv') return;
  const words = await page.evaluate((kept) => {
    const text = [...document.querySelectorAll<HTMLElement>('main, header')]
      // biome-ignore lint/performance/useDomNodeTextContent: what the page shows, not hidden text.
      .map((element) => element.innerText)
      .join('\n');
    let rest = text;
    for (const value of kept) rest = rest.split(value).join(' ');
    return (rest.match(/[A-Za-z]{3,}/g) ?? []).filter((word) => !['MVR', 'English', 'RCPT', 'MEM'].includes(word));
  }, allowed);
  expect(words, 'English words on a Dhivehi page').toEqual([]);
}
