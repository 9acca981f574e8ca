import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { mailTo } from './support/mail';
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
  await page.getByRole('alertdialog').getByRole('button', { name: 'Call off', exact: true }).click();
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

  // The member plays for the team: they answer from their dashboard, and the coach sees it.
  const [account] = await (await page.request.get('/api/admin/teams/accounts?search=member@example.com')).json();
  expect(
    (
      await page.request.post(`/api/teams/${team.id}/players`, {
        data: { playerName: 'Demo Member', jerseyNumber: 77, userId: account.userId },
      })
    ).status(),
  ).toBe(201);
  const member = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await signInThroughForm(member, 'member@example.com');
  await member.goto('/dashboard');
  const mine = member.getByRole('region', { name: 'My schedule' });
  const first = mine.getByRole('listitem').filter({ hasText: team.name }).first();
  await first.getByRole('button', { name: 'Unavailable' }).click();
  await expect(first.getByRole('button', { name: 'Unavailable' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(member, 'my schedule on the dashboard at phone width');
  await page.reload();
  await weeks
    .first()
    .getByRole('button', { name: /^Answers for the session of / })
    .click();
  const answers = page.getByRole('dialog');
  await expect(answers).toContainText('0 available, 1 unavailable, 0 maybe');
  await expect(answers.getByRole('listitem').filter({ hasText: 'Demo Member' })).toContainText('Unavailable');
  await page.keyboard.press('Escape');

  // The week called off goes ahead after all: brought back, it is on everyone's schedule again.
  await weeks
    .nth(1)
    .getByRole('button', { name: /^Bring back the session of / })
    .click();
  await expect(page.getByText('Back on the schedule.')).toBeVisible();
  await expect(weeks.nth(1).getByText('Cancelled')).toBeHidden();
  await visitor.reload();
  await expect(theirs.nth(1).getByText('Cancelled')).toBeHidden();

  // Training moves half an hour later, to another ground: changed from the schedule, the member is mailed it,
  // with the calendar update, and their answer stays.
  await weeks
    .first()
    .getByRole('button', { name: /^Change the session of / })
    .click();
  const change = page.getByRole('dialog');
  await expect(change.getByLabel('Starts')).toHaveValue('16:30');
  await expect(change).toContainText('This changes every date of the weekly session.');
  await change.getByLabel('Starts').fill('17:00');
  await change.getByLabel('Ends').fill('18:30');
  await change.getByLabel('Place').fill('Galolhu ground');
  await expectAccessible(page, 'changing a session');
  await change.getByRole('button', { name: 'Save the change' }).click();
  await expect(page.getByText('Session changed.')).toBeVisible();
  const moved = schedule.getByRole('listitem').filter({ hasText: 'Galolhu ground' });
  await expect(moved).toHaveCount(4);
  await expect(moved.first()).toContainText('5:00 PM–6:30 PM');
  const mail = await mailTo('member@example.com', 'Galolhu ground');
  expect(mail).toContain(`changed: ${team.name}, Training`);
  expect(mail).toContain('METHOD:REQUEST');
  await member.reload();
  await expect(
    mine.getByRole('listitem').filter({ hasText: team.name }).first().getByRole('button', { name: 'Unavailable' }),
  ).toHaveAttribute('aria-pressed', 'true');
  // The change is on the member's dashboard too (after the week brought back), unread until opened; opening it
  // leads to the team's page.
  const notices = member.getByRole('region', { name: 'Notices for you' });
  const notice = notices.getByRole('listitem').filter({ hasText: 'at Galolhu ground.' });
  await expect(notice).toContainText(`Changed: ${team.name}, Training`);
  await expect(notice).toContainText('New');
  await expectAccessible(member, 'notices on the dashboard at phone width');
  await notice.getByRole('link').click();
  await expect(member).toHaveURL(new RegExp(`/team/${team.id}/players$`));
  await member.goBack();
  await expect(notice).not.toContainText('New');
});
