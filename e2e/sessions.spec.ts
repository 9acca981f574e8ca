import { expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { linkFromOutbox } from './support/mail';
import { signInThroughForm } from './support/session';

test('a person signs a lost phone out from their sessions; staff end every session of theirs', async ({
  browser,
  page,
}) => {
  // An account of its own: the journey signs browsers out.
  const email = `aishath.sessions.${Date.now()}@club.test`;
  const password = 'reef-walk-2026';
  const laptopContext = await browser.newContext();
  const laptop = await laptopContext.newPage();
  const signedUp = await laptop.request.post('/api/auth/sign-up', {
    data: { fullName: 'Aishath Sessions', email, password },
  });
  expect(signedUp.status()).toBe(201);
  const link = new URL(await linkFromOutbox(email, '/auth/confirm'));
  await laptop.goto(link.pathname + link.search);
  await expect(laptop.getByText('Your email is confirmed. You are signed in.')).toBeVisible();
  await signInThroughForm(laptop, email, password);
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const phone = await phoneContext.newPage();
  await signInThroughForm(phone, email, password);

  await laptop.goto('/profile');
  const sessions = laptop
    .getByRole('heading', { name: 'Where you are signed in' })
    .locator('xpath=ancestor::div[contains(@class, "rounded")][1]')
    .getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.first()).toContainText(/^Chrome on \w+/);
  await expect(sessions.first()).toContainText('Address 127.0.0.1');
  await expectAccessible(laptop, 'where I am signed in');

  // The phone is lost: signed out from the laptop, and refused on its very next request.
  await sessions
    .filter({ hasNotText: 'This device' })
    .getByRole('button', { name: /^Sign out Chrome on / })
    .click();
  await expect(laptop.getByText('Signed out on that device.')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expect(sessions.first()).toContainText('This device');
  await expectSignedOut(phone);

  // Signed in on the phone again, the person changes their password on the laptop: the phone is signed out.
  await signInThroughForm(phone, email, password);
  await laptop.reload();
  await expect(sessions).toHaveCount(2);
  const change = laptop
    .getByRole('heading', { name: 'Password', exact: true })
    .locator('xpath=ancestor::div[contains(@class, "rounded")][1]');
  await change.getByLabel('Current password').fill('not-my-password');
  await change.getByLabel('New password').fill('harbour-lights-81');
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(change.getByText('This is not your current password.')).toBeVisible();
  await change.getByLabel('Current password').fill(password);
  await change.getByRole('button', { name: 'Change password' }).click();
  await expect(laptop.getByText('Password changed: every other device is signed out.')).toBeVisible();
  await expect(sessions).toHaveCount(1);
  await expectSignedOut(phone);

  // The laptop was left signed in at the club house: staff end every session of the account.
  await signInThroughForm(page, 'admin@example.com');
  await page.goto('/admin/users');
  await page.getByLabel('Search users').fill(email);
  await page.getByRole('button', { name: 'End every session of Aishath Sessions' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('End every session of Aishath Sessions?');
  await expectAccessible(page, 'ending every session of a person');
  await confirm.getByRole('button', { name: 'End sessions' }).click();
  await expect(page.getByText('Every session of this account has ended: they sign in again.')).toBeVisible();
  await expectSignedOut(laptop);
  await phoneContext.close();
  await laptopContext.close();
});

async function expectSignedOut(page: Page) {
  expect((await page.request.get('/api/me/sessions')).status()).toBe(401);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth/);
}
