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
  const formNumber = (await visitor.getByTestId('form-number').textContent()) ?? '';
  await visitor.getByLabel('Full Name').fill(name);
  await visitor.getByLabel('ID Card Number').fill('A998877');
  await visitor.getByLabel('Date of Birth').fill('1995-08-20');
  await visitor.getByLabel('Mobile Number').fill('+960 799-1122');
  await visitor.getByLabel('Atoll and Island').fill('Addu, Hithadhoo');
  await visitor.getByLabel('Permanent Address').fill('Maradhoo, Addu City');
  await visitor.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(visitor.getByText('Please upload your ID card to continue.')).toBeVisible();
  await visitor
    .getByLabel('ID Card (image or PDF)')
    .setInputFiles({ name: 'id-card.png', mimeType: 'image/png', buffer: PNG });
  await visitor.getByRole('button', { name: 'Submit Registration' }).click();
  await expect(
    visitor.getByText(`Membership registration submitted successfully. Form Number: ${formNumber}`),
  ).toBeVisible();
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
});
