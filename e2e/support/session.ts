import { expect, type Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from './env';

/**
 * Signs in through the form as a person does, from signed out (a confirmation link opened in this browser signed it
 * in already), and lands where sign-in goes without a page asked for: the dashboard.
 */
export async function signInThroughForm(page: Page, email: string, password = E2E_DEMO_PASSWORD) {
  await page.request.post('/api/auth/sign-out');
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
