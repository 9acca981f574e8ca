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

  // Each article has its own address: the card is a link, Back returns to the list.
  await visitor.goto('/news-events');
  await visitor.getByRole('link', { name: title }).click();
  await expect(visitor).toHaveURL(/\/news\/[0-9a-f-]{36}$/);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(visitor.getByText('A brilliant team performance in Hithadhoo.')).toBeVisible();
  await expect(visitor).toHaveTitle(`${title} · Maldives Sports Club`);
  const articleUrl = visitor.url();
  await visitor.goBack();
  await expect(visitor).toHaveURL(/\/news-events$/);
  await expect(visitor.getByRole('link', { name: title })).toBeVisible();

  // The address works on its own (shared in a message), with the preview tags written by the server.
  const shared = await browser.newPage();
  const response = await shared.goto(articleUrl);
  expect(response?.status()).toBe(200);
  await expect(shared.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
  await expect(shared.getByRole('heading', { level: 1, name: title })).toBeVisible();
});
