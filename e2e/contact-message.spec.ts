import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signInThroughForm } from './support/session';

test("a visitor's contact-form message reaches the staff screen, where it is marked handled", async ({
  page,
  browser,
}) => {
  const text = `Can my daughter join the swimming academy mid-season? (${Date.now()})`;
  await page.goto('/#contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Name').fill('Aishath Shifana');
  await form.getByLabel('Email').fill('shifana@example.mv');
  await form.getByLabel('Topic').selectOption('Youth Programs');
  await form.getByLabel('Message').fill(text);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for your message! We will reply within 24 hours.')).toBeVisible();

  const staff = await browser.newPage();
  await signInThroughForm(staff, 'executive@example.com');
  await staff.goto('/dashboard');
  await staff
    .getByRole('region', { name: 'Modules' })
    .getByRole('link', { name: /Contact Messages/ })
    .click();
  const card = staff.getByRole('listitem').filter({ hasText: text });
  await expect(card).toContainText('Youth Programs');
  await card.getByRole('button', { name: 'Mark as handled' }).click();
  await expect(staff.getByText('Message marked as handled')).toBeVisible();
  await expectAccessible(staff, 'the contact messages screen');
  await expect(staff.getByRole('listitem').filter({ hasText: text })).toHaveCount(0);
  await staff.getByRole('tab', { name: 'Handled' }).click();
  await expect(staff.getByRole('listitem').filter({ hasText: text })).toContainText('handled by Mariyam Shaheeda');
});
