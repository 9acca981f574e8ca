import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { startSmtpSink } from '../apps/server/src/test/smtp-sink';
import { expectAccessible } from './support/a11y';
import { PNG } from './support/files';
import { freePort } from './support/ports';
import { authenticatorCode } from './support/totp';

/**
 * A real club's first day (issue 52): a production install with no demo data, its first admin made on the command
 * line, the setup checklist done through the screens, the member list brought in from the club's spreadsheet;
 * then the public site, the installed app, a mail and a receipt carry the club's own name and logo.
 */
const CLUB = 'Addu Falcons Club';
const ADMIN = { email: 'president@addufalcons.mv', name: 'Aishath Shareef', password: 'falcons-first-day-2026' };

/** The club's member list: 200 people, most on a plan, some paid; `broken` has three rows typed wrong. */
function memberSheet(broken: boolean) {
  const rows = ['Name,National ID,Island,Mobile,Email,Date of birth,Plan,Paid'];
  for (let i = 1; i <= 200; i++) {
    const plan = ['regular', 'student', ''][i % 3];
    rows.push(
      [
        `Falcon Member ${i}`,
        `H${String(i).padStart(6, '0')}`,
        'S. Hithadhoo',
        `7${String(i).padStart(6, '0')}`,
        i % 50 === 0 ? `falcon${i}@addufalcons.mv` : '',
        `${String(1 + (i % 28)).padStart(2, '0')}/${String(1 + (i % 12)).padStart(2, '0')}/${1970 + (i % 30)}`,
        plan,
        plan && i % 2 ? 'yes' : 'no',
      ].join(','),
    );
  }
  if (broken) {
    rows[5] = 'Falcon Member 5,H000005,S. Hithadhoo,12345,,05/06/1975,student,yes';
    rows[6] = 'Falcon Member 6,H000006,S. Hithadhoo,7000006,,32/01/1990,,no';
    rows[7] = 'Falcon Member 7,H000005,S. Hithadhoo,7000007,,07/08/1977,regular,no';
  }
  return { name: 'falcons-members.csv', mimeType: 'text/csv', buffer: Buffer.from(`${rows.join('\n')}\n`) };
}

let server: ChildProcess | null = null;
/** The club's mail server: the portal's mail leaves by SMTP, as on a real install. */
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let dataDir = '';
let origin = '';

test.beforeAll(async () => {
  smtp = await startSmtpSink();
  dataDir = mkdtempSync(join(tmpdir(), 'club-fresh-install-'));
  origin = `http://127.0.0.1:${await freePort()}`;
  const env = {
    PATH: process.env.PATH ?? '',
    PORT: new URL(origin).port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    PUBLIC_URL: origin,
    SEED_DEMO: 'false',
    SMTP_URL: smtp.url,
    LOG_LEVEL: 'warn',
    BACKUP_SCHEDULER: 'false',
  };
  // As the README says: the first admin, made on the server's command line.
  execFileSync(process.execPath, ['apps/server/dist/create-admin.js', '--email', ADMIN.email, '--name', ADMIN.name], {
    env: { ...env, ADMIN_PASSWORD: ADMIN.password },
    stdio: 'pipe',
  });
  server = spawn(process.execPath, ['apps/server/dist/main.js'], { env, stdio: 'ignore' });
  await expect
    .poll(
      () =>
        fetch(`${origin}/api/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 60_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((resolve) => server?.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }
  rmSync(dataDir, { recursive: true, force: true });
  await smtp.close();
});

test('a fresh install becomes the club’s own: the first admin works through the checklist and moves the members in', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const context = await browser.newContext({ baseURL: origin, viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  await page.goto('/auth');
  await page.getByLabel('Email').fill(ADMIN.email);
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  // Staff roles need a second factor: the admin is taken to add an authenticator app first.
  await expect(page).toHaveURL(/\/profile#two-step$/);
  const card = page.locator('#two-step');
  await card.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await card.getByLabel('Your password').fill(ADMIN.password);
  await card.getByRole('button', { name: 'Continue' }).click();
  const key = ((await card.locator('code').textContent()) ?? '').replace(/\s/g, '');
  await card.getByLabel('Code from the app').fill(authenticatorCode(key));
  await card.getByRole('button', { name: 'Turn on' }).click();
  await card.getByRole('button', { name: 'I have kept them' }).click();

  await page.goto('/dashboard');
  const checklist = page.getByRole('list', { name: 'Before the club opens the doors' });
  await expect(checklist.getByRole('listitem')).toHaveCount(8);
  await expect(page.getByText('1 of 8 done.')).toBeVisible();
  await expect(checklist.getByRole('listitem').filter({ hasText: 'A second factor for staff' })).toContainText(
    '(done)',
  );
  await expectAccessible(page, 'the setup checklist');

  // The club's name, logo, colours and bank account, in Club Settings.
  await checklist.getByRole('link', { name: "The club's name and look" }).click();
  await page.getByLabel('Club name (English)').fill(CLUB);
  await page.getByLabel('Club name (Dhivehi)').fill('އައްޑޫ ފަލްކަންސް ކްލަބް');
  await page.getByLabel('Main colour', { exact: true }).fill('#14532d');
  await page.getByLabel('Accent colour', { exact: true }).fill('#facc15');
  await page.getByLabel('Upload a logo').setInputFiles({
    name: 'falcon.svg',
    mimeType: 'image/svg+xml',
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#14532d"/><path d="M8 24 L20 10 L32 24 Z" fill="#facc15"/></svg>',
    ),
  });
  await expect(page.getByRole('button', { name: 'Remove logo' })).toBeVisible();
  await page.getByLabel('Bank', { exact: true }).fill('Bank of Maldives');
  await page.getByLabel('Account name').fill(CLUB);
  await page.getByLabel('Account number').fill('7730000140012');
  await page.getByRole('button', { name: 'Save Settings' }).click();
  await expect(page.getByText('Club settings saved')).toBeVisible();

  // What the bank account held when the books start.
  await page.goto('/admin/finance');
  await page.getByRole('tab', { name: 'Bank statements' }).click();
  const reconciliation = page.getByRole('region', { name: 'Reconciliation' });
  await reconciliation.getByRole('button', { name: 'Set the opening balance' }).click();
  await page.getByRole('dialog').getByLabel('Balance (MVR)').fill('48250.75');
  await page.getByRole('dialog').getByRole('button', { name: 'Save the opening balance' }).click();
  await expect(page.getByText('Opening balance saved.')).toBeVisible();
  // And what the club owed: a supplier's bill, in the chart of accounts.
  await page.getByRole('tab', { name: 'Chart of Accounts' }).click();
  await page.getByRole('button', { name: 'Opening balance of Accounts Payable' }).click();
  await page.getByRole('dialog').getByLabel('Balance (MVR)').fill('1200');
  await page.getByRole('dialog').getByRole('button', { name: 'Save the opening balance' }).click();
  await expect(page.getByRole('row').filter({ hasText: 'Accounts Payable' })).toContainText(
    /Opening balance on .+: MVR 1,200\.00/,
  );

  // Plans and prices: the regular and student fees.
  await page.goto('/admin/membership-registrations');
  await page.getByRole('tab', { name: 'Fee Management' }).click();
  for (const [category, amount] of [
    ['regular', '600'],
    ['student', '300'],
  ] as const) {
    await page.getByRole('button', { name: 'Add Fee Structure' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Category').selectOption(category);
    await dialog.getByLabel('Amount').fill(amount);
    await dialog.getByRole('button', { name: 'Create Fee' }).click();
    await expect(dialog).toHaveCount(0);
  }

  // The rest from the checklist itself.
  await page.goto('/dashboard');
  await expect(page.getByText('5 of 8 done.')).toBeVisible();
  await checklist.getByRole('button', { name: 'The season is set right' }).click();
  await checklist.getByRole('button', { name: 'I have copied the key away' }).click();
  await checklist.getByRole('button', { name: 'Send a test mail' }).click();
  await expect(page.getByText('A test mail is on its way to your address.')).toBeVisible();
  await expect(checklist).toHaveCount(0);
  // It left by the club's mail server, in the club's name.
  await smtp.mailTo(ADMIN.email, `Subject: Test mail from ${CLUB}`);

  // The members, from the club's spreadsheet: problems shown, fixed, imported, and the same file again is nothing.
  await page.goto('/admin/members');
  await page.getByRole('link', { name: 'Import from a spreadsheet' }).click();
  const file = page.getByLabel('Spreadsheet (CSV or XLSX)');
  await file.setInputFiles(memberSheet(true));
  const summary = page.getByRole('status').filter({ hasText: 'With problems' });
  await expect(summary).toContainText('New: 197 · Updated: 0 · Already in the portal: 0 · With problems: 3.');
  await file.setInputFiles(memberSheet(false));
  await expect(summary).toContainText('New: 200 · Updated: 0 · Already in the portal: 0 · With problems: 0.');
  await page.getByRole('button', { name: 'Import 200 rows' }).click();
  await expect(page.getByText('Imported: 200 new, 0 updated.')).toBeVisible();
  // Those with an email are invited to their own account.
  await smtp.mailTo('falcon50@addufalcons.mv', `Subject: You are invited to ${CLUB}`);
  await file.setInputFiles(memberSheet(false));
  await expect(summary).toContainText('New: 0 · Updated: 0 · Already in the portal: 200 · With problems: 0.');

  // A visitor and the installed app see the club's name and logo.
  const visitor = await browser.newPage({ baseURL: origin, viewport: { width: 390, height: 844 } });
  await visitor.goto('/');
  await expect(visitor).toHaveTitle(CLUB);
  await expect(visitor.getByRole('banner')).toContainText(CLUB);
  await expect(visitor.getByRole('banner').locator('img').first()).toHaveAttribute('src', /^\/files\/club-logos\//);
  await expectAccessible(visitor, "the home page in the club's colours");
  const manifest = await (await visitor.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: CLUB, theme_color: '#14532d' });
  expect(manifest.icons[0].src).toMatch(/^\/files\/club-logos\//);

  // A receipt: an application sent from the public form, its fee collected at the desk.
  const { submissionKey } = await (await visitor.request.get('/api/registrations/membership/form-number')).json();
  const applied = await visitor.request.post('/api/registrations/membership', {
    multipart: {
      fullName: 'Ahmed Falcon',
      permanentAddress: 'Hithadhoo, Addu City',
      idCardNumber: 'A777001',
      dateOfBirth: '1991-02-03',
      atollIsland: 'S. Hithadhoo',
      mobileNumber: '7777001',
      otherClubMember: 'false',
      submissionKey,
      idCard: { name: 'id-card.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(applied.status()).toBe(201);
  const [application] = (
    await (await page.request.get('/api/admin/registrations/membership?search=Ahmed%20Falcon')).json()
  ).items;
  const collected = await page.request.post(`/api/admin/registrations/membership/${application.id}/payment`, {
    data: { amount: '600', paymentMethod: 'cash' },
  });
  expect(collected.status(), await collected.text()).toBe(201);
  const receipt = await page.request.get((await collected.json()).receiptUrl);
  expect(receipt.headers()['content-type']).toBe('application/pdf');
  const pdfPath = join(dataDir, 'receipt.pdf');
  writeFileSync(pdfPath, await receipt.body());
  expect(execFileSync('pdftotext', [pdfPath, '-']).toString()).toContain(CLUB);
  // The logo is drawn beside the name.
  expect(execFileSync('pdfimages', ['-list', pdfPath]).toString().trim().split('\n').length).toBeGreaterThan(2);
  await context.close();
});
