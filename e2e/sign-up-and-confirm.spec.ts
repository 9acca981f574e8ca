import { expect, test } from '@playwright/test';
import { linkFromOutbox } from './support/mail';
import { signInThroughForm } from './support/session';

test('a visitor joins, confirms through the emailed link, is signed in by it and reaches the dashboard', async ({
  page,
}) => {
  const email = `mohamed.shifau.${Date.now()}@club.test`;
  const password = 'lagoon-2026';

  await page.goto('/');
  // "Join Us" opens the sign-up form itself.
  await page.getByRole('link', { name: 'Join Us' }).first().click();
  await expect(page).toHaveURL(/\/auth\?tab=signup$/);
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  // From the tab, the keyboard goes straight to the form's first field (the panel is no stop of its own).
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Full Name')).toBeFocused();
  await page.getByLabel('Full Name').fill('Mohamed Shifau');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Please check your email to confirm your account')).toBeVisible();

  // Signing in before confirming is refused with the server's message.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Sign In Error')).toBeVisible();

  // The link proves the address and signs the person in where they opened it.
  const link = await linkFromOutbox(email, '/auth/confirm');
  await page.goto(new URL(link).pathname + new URL(link).search);
  await expect(page.getByText('Your email is confirmed. You are signed in.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sign Out' }).first()).toBeVisible();
  // Opening the same link again is a clear error, not a second confirmation.
  await page.reload();
  await expect(page.getByText(/already been used/)).toBeVisible();

  await page.getByRole('link', { name: 'Go to my dashboard' }).click();
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(page.getByText('View-only access to public content')).toBeVisible();
  await expect(page.getByText(/You have limited access/)).toBeVisible();

  // A new account is a guest: it can edit its profile and sign out, and signing in again lands on the dashboard.
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  await page.getByLabel('Phone').fill('+960 777-5566');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await expect(page.getByRole('link', { name: 'Login' }).first()).toBeVisible();
  await signInThroughForm(page, email, password);

  // Sent to sign in from a page, the person comes back to it.
  await page.getByRole('button', { name: 'Sign Out' }).first().click();
  await page.goto('/shop');
  await page.getByRole('link', { name: 'Login' }).first().click();
  await expect(page).toHaveURL(/\/auth\?next=%2Fshop$/);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/shop$/);
});
