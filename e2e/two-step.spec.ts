import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { E2E_DEMO_PASSWORD } from './support/env';
import { linkFromOutbox, mailTo } from './support/mail';
import { signInThroughForm } from './support/session';
import { authenticatorCode } from './support/totp';

/** A new admin of its own (the journey turns two-step sign-in on for it), made by the demo admin. */
async function newAdmin(page: Page) {
  const email = `ibrahim.twostep.${Date.now()}@club.test`;
  const password = 'lagoon-step-2026';
  expect(
    (await page.request.post('/api/auth/sign-up', { data: { fullName: 'Ibrahim Twostep', email, password } })).status(),
  ).toBe(201);
  const link = new URL(await linkFromOutbox(email, '/auth/confirm'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Your email is confirmed. You are signed in.')).toBeVisible();
  const staff = await page.context().browser()?.newContext();
  if (!staff) throw new Error('no browser');
  const demoAdmin = staff.request;
  await demoAdmin.post('/api/auth/sign-in', { data: { email: 'admin@example.com', password: E2E_DEMO_PASSWORD } });
  const found = await (await demoAdmin.get(`/api/users?search=${encodeURIComponent(email)}`)).json();
  const roles = (await (await demoAdmin.get('/api/roles')).json()) as { id: string; name: string }[];
  const promoted = await demoAdmin.put(`/api/users/${found.items[0].userId}/role`, {
    data: { roleId: roles.find((role) => role.name === 'admin')?.id },
  });
  expect(promoted.status()).toBe(200);
  await staff.close();
  return { email, password };
}

async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
}

test('an admin turns two-step sign-in on, signs in with it, trusts a browser and is asked again before a reversal', async ({
  page,
}) => {
  const admin = await newAdmin(page);
  await signInThroughForm(page, admin.email, admin.password);

  // Set up: the password again, the key the app scans, the app's first code, the recovery codes once.
  await page.goto('/profile');
  const card = page.locator('#two-step');
  await card.getByRole('button', { name: 'Set up an authenticator app' }).click();
  await card.getByLabel('Your password').fill(admin.password);
  await card.getByRole('button', { name: 'Continue' }).click();
  await expect(card.getByRole('img', { name: 'QR code to add this account to an authenticator app' })).toBeVisible();
  const key = ((await card.locator('code').textContent()) ?? '').replace(/\s/g, '');
  await card.getByLabel('Code from the app').fill(authenticatorCode(key));
  await expectAccessible(page, 'adding an authenticator app');
  await card.getByRole('button', { name: 'Turn on' }).click();
  const codes = card.getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const recoveryCode = (await codes.first().textContent()) ?? '';
  await expectAccessible(page, 'the recovery codes');
  await card.getByRole('button', { name: 'I have kept them' }).click();
  await expect(card).toContainText('Recovery codes left: 10.');
  await mailTo(admin.email, 'Two-step sign-in with an authenticator app was turned on');

  // Signing in now takes a code: a recovery code here, and this browser is trusted for 30 days.
  await signOut(page);
  await page.goto('/auth');
  await page.getByLabel('Email').fill(admin.email);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Two-step sign-in' })).toBeVisible();
  await expect(page.getByLabel('Code from your app, or a recovery code')).toBeFocused();
  await expectAccessible(page, 'the second step of signing in');
  await page.getByLabel('Code from your app, or a recovery code').fill('000000');
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('This code is not right, or it has been used already.')).toBeVisible();
  await page.getByLabel('Code from your app, or a recovery code').fill(recoveryCode);
  await page.getByLabel('Trust this browser for 30 days').check();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The trusted browser signs in with the password alone...
  await signOut(page);
  await signInThroughForm(page, admin.email, admin.password);

  // ...but a reversal still asks for the code, then goes through.
  const entry = await page.request.post('/api/admin/finance/journal', {
    data: {
      transactionDate: new Date().toISOString().slice(0, 10),
      referenceNumber: 'TS-1',
      description: `Two-step test ${admin.email}`,
      lines: [
        { accountId: await accountId(page, '5200'), debit: '45.00' },
        { accountId: await accountId(page, '1000'), credit: '45.00' },
      ],
    },
  });
  expect(entry.status()).toBe(201);
  const { entryNumber } = await entry.json();
  await page.goto('/admin/finance');
  await page.getByRole('tab', { name: 'Journal Entries' }).click();
  await page.getByPlaceholder('Search number, reference or description').fill(entryNumber);
  // The list redraws with what the search found: a tap while it does lands where the row was.
  await expect(page.getByRole('button', { name: 'Reverse' })).toHaveCount(1);
  const row = page.getByRole('listitem').filter({ hasText: `Two-step test ${admin.email}` });
  await row.getByRole('button', { name: 'Reverse' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Reverse' }).click();
  const prompt = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(prompt).toBeVisible();
  await expectAccessible(page, 'confirming it is you before a reversal');
  await prompt.getByLabel('Code from your app, or a recovery code').fill(authenticatorCode(key, 1));
  await prompt.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(new RegExp(`${entryNumber} reversed by JE-`))).toBeVisible();
  await expect(prompt).toBeHidden();
});

async function accountId(page: Page, code: string) {
  const accounts = (await (await page.request.get('/api/admin/finance/accounts')).json()) as {
    id: string;
    accountCode: string;
  }[];
  const found = accounts.find((account) => account.accountCode === code);
  if (!found) throw new Error(`no account ${code}`);
  return found.id;
}

test('a member adds a passkey, signs out, and signs in with it alone (a virtual authenticator)', async ({ page }) => {
  const email = `mariyam.passkey.${Date.now()}@club.test`;
  const password = 'atoll-key-2026';
  expect(
    (await page.request.post('/api/auth/sign-up', { data: { fullName: 'Mariyam Passkey', email, password } })).status(),
  ).toBe(201);
  const link = new URL(await linkFromOutbox(email, '/auth/confirm'));
  await page.goto(link.pathname + link.search);
  await expect(page.getByText('Your email is confirmed. You are signed in.')).toBeVisible();

  // Chromium's WebAuthn testing API: a platform authenticator that verifies its user (as a fingerprint would).
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });

  await signInThroughForm(page, email, password);
  await page.goto('/profile');
  const card = page
    .getByRole('heading', { name: 'Passkeys' })
    .locator('xpath=ancestor::div[contains(@class, "rounded")][1]');
  await card.getByRole('button', { name: 'Add a passkey on this device' }).click();
  await expect(card.getByLabel('Name')).toHaveValue(/^Chrome(ium)? on \w+/);
  await card.getByLabel('Name').fill('Kitchen laptop');
  await expectAccessible(page, 'naming a new passkey');
  await card.getByRole('button', { name: 'Create passkey' }).click();
  await expect(page.getByText('Passkey "Kitchen laptop" added.')).toBeVisible();
  await expect(card.getByRole('listitem').filter({ hasText: 'Kitchen laptop' })).toContainText('Added');
  const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);
  await mailTo(email, 'A passkey named "Kitchen laptop" was added to your account');

  await signOut(page);
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/profile');
  await expect(card.getByRole('listitem').filter({ hasText: 'Kitchen laptop' })).toContainText('last used');
  await expectAccessible(page, 'the passkeys on a profile');
});
