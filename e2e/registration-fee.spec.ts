import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support/session';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');
const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d4948445200000002000000020802000000fdd49a730000000970485973000003e8000003e801b57b52' +
    '6b0000001249444154089963e02b99c0573281014201001bfe04498042b5e50000000049454e44ae426082',
  'hex',
);

test('a visitor registers with an ID card; staff find it, collect the fee, and download the receipt and CSV', async ({
  page,
  browser,
}) => {
  const name = `Yoosuf Naeem ${Date.now()}`;
  const visitor = await browser.newPage();
  await visitor.goto('/membership-registration');
  await expect(visitor.getByRole('heading', { name: 'Membership Registration Form' })).toBeVisible();
  await expect(visitor.getByTestId('form-number')).toHaveText(/^MEM-\d{4}-\d{5}$/);
  // The number shown is provisional: a form sent meanwhile by someone else (another journey) takes it first.
  const provisional = (await visitor.getByTestId('form-number').textContent()) ?? '';
  await visitor.getByLabel('Full Name').fill(name);
  await visitor.getByLabel('ID Card Number').fill('A998877');
  await visitor.getByLabel('Date of Birth').fill('1995-08-20');
  await visitor.getByLabel('Mobile Number').fill('+960 799-1122');
  await visitor.getByLabel('Atoll and Island').fill('Addu, Hithadhoo');
  await visitor.getByLabel('Permanent Address').fill('Maradhoo, Addu City');
  await visitor.getByRole('button', { name: 'Submit Registration' }).click();
  // The missing card is said in the toast and at the field itself, which announces it with the size limit.
  await expect(visitor.getByRole('region', { name: /Notifications/ })).toContainText(
    'Please upload your ID card to continue.',
  );
  const idCardField = visitor.getByLabel('ID Card (image or PDF)');
  await expect(idCardField).toHaveAccessibleDescription(/An image or PDF, up to \d+ MB.*Please upload your ID card/);
  await expect(visitor.getByLabel('Mobile Number')).toHaveAccessibleDescription(/Maldives number \(7 digits\)/);
  // A file of another kind is refused at the field, before anything is sent.
  await idCardField.setInputFiles({ name: 'id-card.txt', mimeType: 'text/plain', buffer: Buffer.from('my id') });
  await expect(idCardField).toHaveAccessibleDescription(/This kind of file is not accepted/);
  await visitor
    .getByLabel('ID Card (image or PDF)')
    .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
  await visitor.getByRole('button', { name: 'Submit Registration' }).click();
  const submitted = visitor.getByText(
    /^Membership registration submitted successfully\. Form Number: MEM-\d{4}-\d{5}$/,
  );
  await expect(submitted).toBeVisible();
  const formNumber = ((await submitted.textContent()) ?? '').replace(/^.*Form Number: /, '');
  expect(Number(formNumber.slice(-5))).toBeGreaterThanOrEqual(Number(provisional.slice(-5)));
  // The next step, not another form: only someone who asks for one gets a new blank form, with the next number.
  await expect(visitor.getByLabel('Full Name')).toHaveCount(0);
  await visitor.getByRole('button', { name: 'Fill in another form' }).click();
  await expect(visitor.getByLabel('Full Name')).toHaveValue('');
  await expect(visitor.getByTestId('form-number')).not.toHaveText(formNumber);

  const academy = await browser.newPage();
  await academy.goto('/academy-registration');
  await expect(academy.getByRole('heading', { name: 'Academy Registration Form' })).toBeVisible();
  await expect(academy.getByTestId('form-number')).toHaveText(/^ACA-\d{4}-\d{5}$/);
  const academyNumber = (await academy.getByTestId('form-number').textContent()) ?? '';
  await academy.getByLabel('Student Full Name').fill(`Hamdha ${name}`);
  await academy.getByLabel('ID Card Number', { exact: true }).fill('A112233');
  await academy.getByLabel('Date of Birth').fill('2013-03-03');
  await academy.getByLabel('Mobile Number').fill('+960 799-3344');
  await academy.getByLabel('Atoll and Island').fill('Addu, Hithadhoo');
  await academy.getByLabel('Permanent Address').fill('Maradhoo, Addu City');
  await academy.getByLabel('Academy Sport').selectOption('Swimming');
  await academy.getByLabel('Parent Name').fill(name);
  await academy.getByLabel('Parent ID Card').fill('A998877');
  await academy.getByLabel('Viber/WhatsApp Number').fill('+960 799-1122');
  await academy
    .getByLabel('ID Card (image or PDF)')
    .setInputFiles({ name: 'birth-certificate.pdf', mimeType: 'application/pdf', buffer: PDF });
  await academy.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(
    academy.getByText(`Academy registration submitted successfully. Form Number: ${academyNumber}`),
  ).toBeVisible();

  await signInThroughForm(page, 'executive@example.com');
  await page.goto('/admin/finance');
  const income = page.getByText('Total Income').locator('..');
  const incomeBefore = await income.textContent();
  await page.goto('/admin/membership-registrations');
  const revenue = page.getByText('Total Revenue').locator('..');
  const revenueBefore = await revenue.textContent();
  await page.getByLabel('Search registrations').fill(name);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Pending');
  await row.getByRole('button', { name: `View ${formNumber}` }).click();
  await expect(page.getByRole('dialog')).toContainText('Maradhoo, Addu City');
  await expect(page.getByRole('dialog').getByRole('link', { name: 'View ID Card' })).toHaveAttribute(
    'href',
    /\/api\/files\/id-cards\//,
  );
  await page.keyboard.press('Escape');

  await row.getByRole('button', { name: 'Collect Fee' }).click();
  await page.getByLabel('Amount (MVR)').fill('450.50');
  await page.getByLabel('Payment Method').selectOption('bank_transfer');
  await page.getByRole('button', { name: 'Record Payment' }).click();
  await expect(page.getByText('Payment recorded successfully')).toBeVisible();
  await expect(row).toContainText('Paid');
  await expect(row.getByRole('button', { name: 'Collect Fee' })).toHaveCount(0);
  await expect(revenue).not.toHaveText(revenueBefore ?? '');

  await row.getByRole('button', { name: `View ${formNumber}` }).click();
  const receiptHref = await page.getByRole('link', { name: 'Download receipt' }).getAttribute('href');
  const receipt = await page.request.get(receiptHref ?? '');
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  expect((await receipt.body()).subarray(0, 5).toString()).toBe('%PDF-');
  await page.keyboard.press('Escape');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^membership-registrations-\d{4}-\d{2}-\d{2}\.csv$/);

  // The ledger posted the fee in the same transaction: the journal shows it, debit bank, credit membership fees.
  await page.goto('/admin/finance');
  await page.getByLabel('Search journal entries').fill('Membership registration fee');
  // This fee's entry (450.50): other journeys record registration fees of their own meanwhile.
  const posted = page
    .getByRole('list', { name: 'Journal entries' })
    .getByRole('listitem')
    .filter({ hasText: 'MVR 450.50' })
    .first();
  await expect(posted).toContainText('Registration fee');
  await expect(posted.getByRole('row').filter({ hasText: '1010 · Bank Account' })).toContainText('MVR 450.50');
  await expect(posted.getByRole('row').filter({ hasText: '4000 · Membership Fees' })).toContainText('MVR 450.50');
  await expect(income).not.toHaveText(incomeBefore ?? '');
  await page.getByRole('tab', { name: 'Reports & Analytics' }).click();
  const [report] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Export All' }).click(),
  ]);
  expect(await readFile((await report.path()) ?? '', 'utf8')).toMatch(
    /Income,4000,Membership Fees,Revenue,,,\d+\.\d{2}/,
  );
  await expect(page.getByText('Financial reports exported successfully')).toBeVisible();

  // A finance approver voids the payment with a reason: pending again, collectable again, reversed in the journal.
  await page.goto('/admin/membership-registrations');
  await page.getByLabel('Search registrations').fill(name);
  await row.getByRole('button', { name: `View ${formNumber}` }).click();
  await page.getByRole('button', { name: 'Void Payment' }).click();
  await expect(page.getByText('Give the reason for the void')).toBeVisible();
  await page.getByLabel('Reason for voiding the payment').fill('Collected twice by mistake');
  await page.getByRole('button', { name: 'Void Payment' }).click();
  await expect(page.getByText('Payment voided: the registration is pending again')).toBeVisible();
  await expect(row).toContainText('Pending');
  await expect(row.getByRole('button', { name: 'Collect Fee' })).toBeVisible();
  await page.goto('/admin/finance');
  await page.getByLabel('Search journal entries').fill('Collected twice by mistake');
  await expect(page.getByRole('list', { name: 'Journal entries' }).getByRole('listitem').first()).toContainText(
    'Fee void',
  );
});
