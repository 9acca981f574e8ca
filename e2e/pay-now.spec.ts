import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { E2E_CARD_API_KEY, E2E_GATEWAY_PORT } from './support/env';
import { PNG } from './support/files';
import { linkFromOutbox, mailTo } from './support/mail';
import { paidMember } from './support/members';
import { signInThroughForm } from './support/session';
import { slowPhone } from './support/slow-phone';

// The bank's double runs for the whole run (support/card-gateway.ts). The journeys run one after another: the
// settlement in the first is matched against every card payment not yet paid out, so another journey's payment made
// meanwhile would be in it. Card payments stay on after them (this project runs after every other journey; the
// server is the run's own).

/** A new account, its address confirmed, signed in on `page`. */
async function signedUpMember(page: Page, name: string, email: string, password: string) {
  expect((await page.request.post('/api/auth/sign-up', { data: { fullName: name, email, password } })).status()).toBe(
    201,
  );
  const token = new URL(await linkFromOutbox(email, '/auth/confirm')).searchParams.get('token');
  expect((await page.request.post('/api/auth/confirm-email', { data: { token } })).status()).toBe(200);
  await signInThroughForm(page, email, password);
}

test("a member pays their renewal with Pay now on a slow phone (cancelling once first) and is renewed with card and receipt without staff, then a place at an event, and a visitor gives by card; the treasurer matches the bank's settlement, reconciled to 0", async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `mariyam.pays.${stamp}@club.test`;
  const password = 'lagoon-card-2026';
  const name = `Mariyam Pays ${stamp}`;

  // The treasurer turns card payments on with the bank's key (test environment).
  await signInThroughForm(page, 'admin@example.com');
  await page.goto('/admin/finance');
  await page.getByRole('tab', { name: 'Chart of Accounts' }).click();
  await page.getByLabel('Take card payments').check();
  await page.getByLabel('API key').fill(E2E_CARD_API_KEY);
  await page.getByRole('button', { name: 'Save card payment settings' }).click();
  await expect(page.getByText('Card payment settings saved.')).toBeVisible();
  await expect(page.getByText('A key is kept. Enter a new one only to replace it.')).toBeVisible();
  await expect(page.getByText('/api/payments/card/notifications')).toBeVisible();

  // A paid member of this season (applied signed in, accepted and paid at the desk).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const member = await context.newPage();
  await signedUpMember(member, name, email, password);
  await paidMember(member, page, { name, idCardNumber: `A${String(stamp).slice(-6)}P`, plan: 'regular' });

  // On a slow phone: the renewal page offers Pay now beside the transfer; the member taps it as soon as it shows.
  await slowPhone(member, context);
  await member.goto('/renew');
  await expect(member.getByRole('heading', { name: 'Renew my membership' })).toBeVisible();
  await member.getByRole('radio', { name: /Student/ }).check();
  const payNow = member.getByRole('button', { name: /^Pay MVR [\d,.]+ now$/ });
  await expect(payNow).toBeVisible();
  await expect(member.getByRole('heading', { name: 'Or pay by bank transfer' })).toBeVisible();
  await expectAccessible(member, 'the renewal page with Pay now at phone width');
  const amount = /MVR ([\d,.]+)/.exec((await payNow.textContent()) ?? '')?.[1] ?? '';

  // First they change their mind on the bank's page: nothing is taken, the renewal stays open.
  await payNow.click();
  await member.getByRole('button', { name: 'Cancel payment' }).click();
  await expect(member.getByRole('heading', { name: 'The payment was not completed' })).toBeVisible();
  await expect(member.getByRole('status')).toHaveText(/renewal is still open/);
  await member.getByRole('link', { name: 'Try again' }).click();
  await member.getByRole('radio', { name: /Student/ }).check();
  await member.getByRole('button', { name: /^Pay MVR [\d,.]+ now$/ }).click();

  // The bank's page (the double): the amount the portal asked for, in laari; the member pays.
  await expect(member).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_GATEWAY_PORT}/pay/`));
  await expect(member.getByRole('heading', { name: `Pay MVR ${amount.replace(',', '')}` })).toBeVisible();
  await member.getByRole('button', { name: /^Pay MVR/ }).click();

  // Back on the portal: received at once, from the bank's word, not the address it came back with.
  await expect(member).toHaveURL(/\/payments\/card\/[0-9a-f-]{36}\?/);
  await expect(member.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(member.getByRole('status')).toHaveText(/membership for the new season is active/);
  await expectAccessible(member, 'the card payment result at phone width');
  await mailTo(email, /RCPT-\d{4}-\d{5}/);

  // The dashboard: active, two receipts (the first fee and the card payment), the card valid.
  await member.getByRole('link', { name: 'Go to my dashboard' }).click();
  const mine = member.getByRole('region', { name: 'My membership' });
  await expect(mine.getByText('Active')).toBeVisible();
  await expect(mine.getByRole('link', { name: /RCPT-\d{4}-\d{5}/ })).toHaveCount(2);
  await mine.getByRole('link', { name: 'Show my member card' }).click();
  await expect(member.getByText('Valid', { exact: true })).toBeVisible();

  // Nothing waits for staff: the renewal is not in their list to confirm.
  await page.goto('/admin/members');
  const waiting = page.getByRole('region', { name: /renewals? to confirm/ });
  await expect(waiting.getByRole('listitem').filter({ hasText: name })).toHaveCount(0);

  // The same member signs up for a dive with a fee and pays for the place by card at once.
  const created = await page.request.post('/api/events', {
    data: {
      title: `Night dive ${stamp}`,
      description: 'A night dive off the house reef.',
      eventDate: new Date(Date.now() + 10 * 86_400_000).toISOString(),
      maxParticipants: 10,
      registrationFee: '120.00',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  await member.goto(`/events/${(await created.json()).id}`);
  const places = member.getByRole('region', { name: 'Places' });
  await places.getByRole('button', { name: 'Sign up' }).click();
  await places.getByRole('button', { name: 'Pay MVR 120.00 now' }).click();
  await member.getByRole('button', { name: 'Pay MVR 120.00' }).click();
  await expect(member.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(member.getByRole('status')).toHaveText(/place at the event is confirmed/);
  await mailTo(email, /EVT-\d{4}-\d{5}/);
  await context.close();

  // A visitor, not signed in, gives to a fund by card: nothing is kept until the bank confirms it.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto('/contributions');
  await visitor.getByRole('button', { name: 'Contribute to Equipment Fund' }).click();
  const gift = visitor.getByRole('dialog');
  await gift.getByLabel('Amount (MVR)').fill('75');
  // Asked to pay before the name is given: told what is missing, no bank page.
  await gift.getByRole('button', { name: 'Pay MVR 75.00 now' }).click();
  await expect(gift.getByText('Please fill in all required fields')).toBeVisible();
  await expect(visitor).toHaveURL(/\/contributions/);
  await gift.getByLabel('Your Name', { exact: true }).fill('Hawwa Gift');
  await gift.getByLabel('Your Email', { exact: true }).fill(`hawwa.${stamp}@club.test`);
  await gift.getByRole('button', { name: 'Pay MVR 75.00 now' }).click();
  await visitor.getByRole('button', { name: 'Pay MVR 75.00' }).click();
  await expect(visitor.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(visitor.getByRole('status')).toHaveText(/Thank you for your gift/);
  await mailTo(`hawwa.${stamp}@club.test`, /CON-\d{4}-\d{5}/);
  await visitor.close();

  // Days later the bank pays the card money out, less its fee, in a line of its own on the statement: the treasurer
  // matches it as the card settlement and the account reconciles to 0.
  const gross = Number(amount.replace(',', '')) + 120 + 75;
  const fee = Math.round(gross * 1.5) / 100;
  const net = (gross - fee).toFixed(2);
  const bankAccount = await page.request.post('/api/admin/finance/accounts', {
    data: {
      accountCode: `18-${Date.now().toString(36)}`,
      accountName: 'Card settlements account',
      accountType: 'Asset',
    },
  });
  expect(bankAccount.status(), await bankAccount.text()).toBe(201);
  const account = (await bankAccount.json()) as { id: string; accountCode: string };
  const today = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 10).split('-').reverse().join('/');
  await page.goto('/admin/finance');
  await page.getByRole('tab', { name: 'Bank statements' }).click();
  await page
    .getByLabel('Bank account', { exact: true })
    .selectOption({ label: `${account.accountCode} · Card settlements account` });
  const importForm = page.locator('form').filter({ hasText: 'Import a statement' });
  await importForm.getByLabel('Bank and format').selectOption({ label: 'Maldives Islamic Bank (CSV)' });
  await importForm.getByLabel(/Statement file/).setInputFiles({
    name: 'settlement.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      `Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance\n${today},${today},CREDIT,,BML CONNECT MERCHANT SETTLEMENT,${net},${net}\n`,
    ),
  });
  await importForm.getByRole('button', { name: 'Import' }).click();
  await expect(importForm.getByRole('status')).toContainText('1 new line');
  const table = page.getByRole('table', { name: "The bank account's statement lines, newest first" });
  const line = table.getByRole('row').filter({ hasText: 'BML CONNECT MERCHANT SETTLEMENT' });
  await line.getByRole('button', { name: /^Card settlement of MVR/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('checkbox')).toHaveCount(3);
  for (const payment of await dialog.getByRole('checkbox').all()) await expect(payment).toBeChecked();
  await expect(dialog.getByText(`MVR ${fee.toFixed(2)}`)).toBeVisible();
  await expectAccessible(page, 'the card settlement dialog');
  await dialog.getByRole('button', { name: 'Post the settlement' }).click();
  await expect(page.getByText('Card settlement posted: the fee is in card payment fees.')).toBeVisible();
  const reconciliation = page.getByRole('region', { name: 'Reconciliation' });
  const difference = reconciliation.locator('div').filter({ hasText: /^Difference \(books less statement\)/ });
  await expect(difference).toContainText('MVR 0.00');
  // The card payments, as the treasurer ticks them against the bank's report: both confirmed and paid out.
  const cardPayments = page.getByRole('region', { name: 'Card payments' });
  await expect(
    cardPayments.getByRole('listitem').filter({ hasText: name }).filter({ hasText: 'Paid out by the bank' }),
  ).toHaveCount(2);
  await cardPayments.getByLabel('Show').selectOption({ label: 'Cancelled' });
  await expect(cardPayments.getByRole('listitem').filter({ hasText: name })).toHaveCount(1);
  await expectAccessible(page, 'the card payments list');
});

test('a member buys a jersey on a slow phone and pays by card at checkout with only the required fields; the treasurer records its refund once the bank has given it back', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `ahmed.buys.${stamp}@club.test`;
  const name = `Ahmed Buys ${stamp}`;
  await signInThroughForm(page, 'admin@example.com');
  const on = await page.request.put('/api/admin/finance/card-gateway', {
    data: { enabled: true, mode: 'test', apiKey: E2E_CARD_API_KEY },
  });
  expect(on.status(), await on.text()).toBe(200);

  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const buyer = await context.newPage();
  await signedUpMember(buyer, name, email, 'reef-shirt-2026');
  await slowPhone(buyer, context);
  await buyer.goto('/shop');
  await buyer.getByLabel('Search products').fill('Home Jersey');
  const card = buyer.getByRole('listitem').filter({ hasText: 'Home Jersey 2026' });
  await card.getByLabel('Size of Home Jersey 2026').selectOption({ label: 'Size: M' });
  await card.getByRole('button', { name: 'Add to Cart: Home Jersey 2026' }).click();
  await expect(buyer.getByText('Item added to cart')).toBeVisible();
  await buyer.goto('/cart');

  // Paying by card is offered first; no slip is asked for. 450 + tax 27 + shipping: what the cart says.
  const checkout = buyer.locator('form').filter({ hasText: 'How you pay' });
  await expect(checkout.getByRole('radio', { name: /By card/ })).toBeChecked();
  await expect(checkout.getByLabel('Bank Transfer Slip (image or PDF)')).toHaveCount(0);
  await checkout.getByLabel('Full Name').fill(name);
  await checkout.getByLabel('Address').fill('Lot 10245, Nirolhu Magu');
  await checkout.getByLabel('City / Island').fill('Hulhumale');
  await checkout.getByLabel('Phone').fill('+960 747-3390');
  await expectAccessible(buyer, 'the checkout paying by card at phone width');
  const placeAndPay = checkout.getByRole('button', { name: /^Place order and pay MVR [\d,.]+$/ });
  const total = /MVR ([\d,.]+)/.exec((await placeAndPay.textContent()) ?? '')?.[1] ?? '';
  await placeAndPay.click();

  // The bank's page, then back: paid at once, the receipt mailed, the order paid without staff.
  await expect(buyer).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${E2E_GATEWAY_PORT}/pay/`));
  const transactionId = new URL(buyer.url()).pathname.split('/')[2];
  await buyer.getByRole('button', { name: `Pay MVR ${total.replace(',', '')}` }).click();
  await expect(buyer.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(buyer.getByRole('status')).toHaveText(/order is paid/);
  await mailTo(email, /SHP-\d{4}-\d{5}/);
  await buyer.goto('/orders');
  await buyer
    .getByRole('link', { name: /ORD-\d{4}-\d{5}/ })
    .first()
    .click();
  await expect(buyer.getByText('Payment Confirmed')).toBeVisible();
  await expect(buyer.getByRole('button', { name: /^Pay MVR/ })).toHaveCount(0);
  await context.close();

  // The jersey goes back; the treasurer gives the money back in the bank's merchant portal, then records it.
  await page.goto('/admin/finance');
  await page.getByRole('tab', { name: 'Bank statements' }).click();
  const cardPayments = page.getByRole('region', { name: 'Card payments' });
  const paid = cardPayments.getByRole('listitem').filter({ hasText: name });
  await expect(paid).toContainText('Shop order');
  await paid.getByRole('button', { name: 'Record refund' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill('Returned: the wrong size');
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  // Not given back at the bank yet: refused, nothing changes.
  await expect(page.getByText(/does not show this payment as refunded yet/).first()).toBeVisible();
  const refunded = await page.request.post(
    `http://127.0.0.1:${E2E_GATEWAY_PORT}/merchant/transactions/${transactionId}/refund`,
    { headers: { authorization: E2E_CARD_API_KEY } },
  );
  expect(refunded.status(), await refunded.text()).toBe(200);
  await dialog.getByRole('button', { name: 'Record refund' }).click();
  await expect(page.getByText('Refund recorded: the payment is taken back in the books.')).toBeVisible();
  await expect(paid).toContainText('Refunded');
  await expect(paid.getByRole('button', { name: 'Record refund' })).toHaveCount(0);
  await expectAccessible(page, 'the card payments list after a refund');
});

test('a visitor sends the membership form on a phone with only its required fields and pays the fee by card at once; staff find it paid', async ({
  page,
  browser,
}) => {
  const name = `Aishath Applies ${Date.now()}`;
  await signInThroughForm(page, 'admin@example.com');
  const on = await page.request.put('/api/admin/finance/card-gateway', {
    data: { enabled: true, mode: 'test', apiKey: E2E_CARD_API_KEY },
  });
  expect(on.status(), await on.text()).toBe(200);

  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  await visitor.goto('/membership-registration');
  await visitor.getByLabel('Full Name').fill(name);
  await visitor.getByLabel('ID Card Number').fill(`A${String(Date.now()).slice(-6)}`);
  await visitor.getByLabel('Date of Birth').fill('1996-03-14');
  await visitor.getByLabel('Mobile Number').fill('+960 799-3344');
  await visitor.getByLabel('Atoll and Island').fill('Addu, Hithadhoo');
  await visitor.getByLabel('Permanent Address').fill('Maradhoo, Addu City');
  await visitor
    .getByLabel('ID Card (image or PDF)')
    .setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: PNG });
  await visitor.getByRole('button', { name: 'Submit Registration' }).click();
  const sent = visitor.getByRole('region', { name: 'Your form is sent' });
  const payNow = sent.getByRole('button', { name: /^Pay MVR [\d,.]+ now$/ });
  await expect(payNow).toBeVisible();
  await expectAccessible(visitor, 'the sent form with Pay now at phone width');
  const amount = /MVR ([\d,.]+)/.exec((await payNow.textContent()) ?? '')?.[1] ?? '';
  await payNow.click();
  await visitor.getByRole('button', { name: `Pay MVR ${amount.replace(',', '')}` }).click();
  await expect(visitor.getByRole('heading', { name: 'Payment received' })).toBeVisible();
  await expect(visitor.getByRole('status')).toHaveText(/The fee is paid/);
  await visitor.close();

  // Staff find the fee collected, by card, without doing anything.
  await page.goto('/admin/membership-registrations');
  await page.getByLabel('Search registrations').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: 'Collect Fee' })).toHaveCount(0);
});
