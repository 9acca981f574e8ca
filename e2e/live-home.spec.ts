import { expect, test } from '@playwright/test';
import { signInThroughForm } from './support/session';

test("staff publish a news article and a visitor's open home page shows it without reloading", async ({ browser }) => {
  const title = `Youth team qualifies for the national final ${Date.now()}`;
  const visitor = await browser.newPage();
  await visitor.goto('/');
  const latest = visitor.getByRole('list', { name: 'Latest news' });
  await expect(latest.getByRole('listitem').first()).toBeVisible();
  await expect(latest.getByText(title)).toHaveCount(0);

  const staff = await browser.newPage();
  await signInThroughForm(staff, 'executive@example.com');
  await staff.goto('/admin/news-events');
  await staff.getByRole('button', { name: 'Add Article' }).click();
  await staff.getByLabel('Title').fill(title);
  await staff.getByLabel('Excerpt').fill('The under-17 squad beat Addu City 2-0 in the semi-final.');
  await staff.getByLabel('Content (HTML)').fill('<p>A brilliant team performance in Hithadhoo.</p>');
  await staff.getByLabel('Published').check();
  await staff.getByRole('button', { name: 'Create Article' }).click();
  await expect(staff.getByText('News article created successfully')).toBeVisible();

  // No reload: the live-update stream refreshes the visitor's page.
  await expect(latest.getByRole('listitem').first()).toContainText(title, { timeout: 3000 });
  await visitor.goto('/news-events');
  await visitor.getByRole('listitem').filter({ hasText: title }).getByRole('button', { name: 'Read More' }).click();
  await expect(visitor.getByRole('dialog')).toContainText('A brilliant team performance in Hithadhoo.');
});
