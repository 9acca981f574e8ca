import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { signInThroughForm } from './support/session';

test("a coach puts weekly training on the team's schedule and calls one week off; visitors see it", async ({
  page,
  browser,
}) => {
  await signInThroughForm(page, 'admin@example.com');
  const [team] = await (await page.request.get('/api/teams')).json();
  await page.goto(`/team/${team.id}/players`);
  const schedule = page.getByRole('region', { name: 'Schedule' });
  await schedule.getByRole('button', { name: 'Add to the schedule' }).click();
  const dialog = page.getByRole('dialog');
  const tomorrow = new Date(Date.now() + 5 * 3_600_000 + 86_400_000).toISOString().slice(0, 10);
  const inFiveWeeks = new Date(Date.parse(`${tomorrow}T00:00:00Z`) + 35 * 86_400_000).toISOString().slice(0, 10);
  await dialog.getByLabel('Day').fill(tomorrow);
  await dialog.getByLabel('Every week until (optional)').fill(inFiveWeeks);
  await dialog.getByLabel('Starts').fill('16:30');
  await dialog.getByLabel('Ends').fill('16:00');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('The end must be after the start')).toBeVisible();
  await dialog.getByLabel('Ends').fill('18:00');
  await dialog.getByLabel('Place').fill('Henveiru ground');
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog).toBeHidden();
  const weeks = schedule.getByRole('listitem').filter({ hasText: 'Henveiru ground' });
  await expect(weeks).toHaveCount(4);
  await expect(weeks.first()).toContainText('4:30 PM–6:00 PM');
  await weeks
    .nth(1)
    .getByRole('button', { name: /^Call off the session of / })
    .click();
  await expect(weeks.nth(1).getByText('Cancelled')).toBeVisible();
  await expectAccessible(page, "a team's schedule, for its coach");

  // A visitor on a phone sees the weeks, the one called off marked.
  const visitor = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await visitor.goto(`/team/${team.id}/players`);
  const theirs = visitor
    .getByRole('region', { name: 'Schedule' })
    .getByRole('listitem')
    .filter({ hasText: 'Henveiru' });
  await expect(theirs).toHaveCount(4);
  await expect(theirs.nth(1).getByText('Cancelled')).toBeVisible();
  await expect(visitor.getByRole('button', { name: /^Call off/ })).toHaveCount(0);
  await expectAccessible(visitor, "a team's schedule at phone width");
});
