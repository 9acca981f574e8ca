import { expect, test } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { expectAccessible } from './support/a11y';
import { linkFromOutbox, mailTo } from './support/mail';
import { signInThroughForm } from './support/session';

test('a member downloads their data and asks to close their account; an admin closes it and the member is signed out', async ({
  page,
  browser,
}) => {
  const email = `hawwa.leaving.${Date.now()}@club.test`;
  const password = 'reef-walk-2026';
  const signedUp = await page.request.post('/api/auth/sign-up', {
    data: { fullName: 'Hawwa Leaving', email, password },
  });
  expect(signedUp.status()).toBe(201);
  const link = new URL(await linkFromOutbox(email, '/auth/confirm'));
  const token = link.searchParams.get('token');
  expect((await page.request.post('/api/auth/confirm-email', { data: { token } })).status()).toBe(200);

  await page.setViewportSize({ width: 390, height: 844 });
  await signInThroughForm(page, email, password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Your data' })).toBeVisible();

  // The whole of it, in one file.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: 'Download my data' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
  const stream = await download.createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  const files = unzipSync(new Uint8Array(Buffer.concat(chunks)));
  expect(Object.keys(files).sort()).toEqual(['README.txt', 'my-data.json']);
  const data = JSON.parse(strFromU8(files['my-data.json'] as Uint8Array));
  expect(data.account).toMatchObject({ email, fullName: 'Hawwa Leaving' });

  // Asking is confirmed first; the reason goes with it.
  await page.getByLabel('Why are you leaving? (optional)').fill('Moving to Addu');
  await page.getByRole('button', { name: 'Ask to close my account' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Close your account?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Ask to close it' }).click();
  await expect(page.getByText('Your request has been sent to the club.')).toBeVisible();
  await expect(page.getByText(/You asked on .* to close your account/)).toBeVisible();
  await expectAccessible(page, 'profile with a closure request, phone width');

  const admin = await browser.newPage();
  await signInThroughForm(admin, 'admin@example.com');
  await admin.goto('/admin/users');
  const requests = admin.getByRole('region', { name: /request(s)? to close an account/ });
  const request = requests.getByRole('listitem').filter({ hasText: email });
  await expect(request.getByText('Moving to Addu')).toBeVisible();
  await expectAccessible(admin, 'users page with closure requests');
  await request.getByRole('button', { name: 'Close account' }).click();
  const closing = admin.getByRole('alertdialog');
  await expect(closing.getByText("Close Hawwa Leaving's account?")).toBeVisible();
  // The answer is awaited on its own: a slow or refused one is told apart from a toast that never showed.
  const [confirmed] = await Promise.all([
    admin.waitForResponse((response) => /\/api\/admin\/closure-requests\/[^/]+\/confirm$/.test(response.url()), {
      timeout: 30_000,
    }),
    closing.getByRole('button', { name: 'Close account' }).click(),
  ]);
  expect(confirmed.status(), await confirmed.text()).toBe(200);
  await expect(admin.getByText('The account is closed.')).toBeVisible();
  await expect(requests.getByRole('listitem').filter({ hasText: email })).toHaveCount(0);
  await mailTo(email, 'your account with');

  // The member's browser is signed out, and the password no longer works.
  await page.reload();
  await expect(page).toHaveURL(/\/auth/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign In Error')).toBeVisible();
  await admin.close();
});
