import { expect, type Page } from '@playwright/test';
import { E2E_DEMO_PASSWORD } from './env';

export async function signInThroughForm(page: Page, email: string, password = E2E_DEMO_PASSWORD) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/$/);
}
