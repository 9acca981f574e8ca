import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { OFFLINE_APP } from './support/env';
import { registerChild } from './support/families';
import { linkFromOutbox, mailTo } from './support/mail';
import { signInThroughForm } from './support/session';

test.use(OFFLINE_APP);

const PHONE = { width: 390, height: 844 };
/** A club day (UTC+5) `days` from today. */
const clubDay = (days: number) => new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('a parent answers for their child from the reminder email, signed out, in one tap; the coach sees it', async ({
  page,
  browser,
}) => {
  const stamp = Date.now();
  const email = `hawwa.parent.${stamp}@club.test`;
  const password = 'reef-lagoon-2026';
  const childName = `Zayan Child ${stamp}`;
  expect(
    (
      await page.request.post('/api/auth/sign-up', { data: { fullName: `Hawwa Parent ${stamp}`, email, password } })
    ).status(),
  ).toBe(201);
  const token = new URL(await linkFromOutbox(email, '/auth/confirm')).searchParams.get('token');
  expect((await page.request.post('/api/auth/confirm-email', { data: { token } })).status()).toBe(200);
  const parent = await browser.newPage({ viewport: PHONE });
  await signInThroughForm(parent, email, password);
  await registerChild(parent, { name: childName, idCard: `A${String(stamp).slice(-6)}Z`, sport: 'Football' }, 'Hawwa');

  // The club accepts the child; the coach puts them in the squad as that member, and a match on the schedule.
  await signInThroughForm(page, 'admin@example.com');
  await page.goto('/admin/academy-registrations');
  await page.getByLabel('Search registrations').fill(childName);
  await page.getByRole('row').filter({ hasText: childName }).getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText(/Application accepted\. Member number: M-\d{5}/).last()).toBeVisible();
  const team = await (
    await page.request.post('/api/teams', { data: { name: `Under-12 ${stamp}`, sport: 'Football' } })
  ).json();
  const [member] = await (
    await page.request.get(`/api/admin/teams/members?search=${encodeURIComponent(childName)}`)
  ).json();
  expect(
    (
      await page.request.post(`/api/teams/${team.id}/players`, {
        data: { playerName: childName, memberId: member.memberId },
      })
    ).status(),
  ).toBe(201);
  const matchDay = clubDay(2);
  expect(
    (
      await page.request.post(`/api/admin/teams/${team.id}/sessions`, {
        data: {
          kind: 'match',
          startsAt: `${matchDay}T16:00:00+05:00`,
          endsAt: `${matchDay}T17:30:00+05:00`,
          opponent: 'Club Eagles',
          place: 'National stadium',
        },
      })
    ).status(),
  ).toBe(201);

  // The parent's dashboard lists the match for the child, not answered yet.
  await parent.goto('/dashboard');
  const mine = parent.getByRole('region', { name: 'My schedule' });
  await expect(mine.getByText(childName, { exact: true })).toBeVisible();
  await expect(mine.getByText('Not answered yet.')).toBeVisible();

  // The coach reminds those who have not answered.
  await page.goto(`/team/${team.id}/players`);
  await page.getByRole('button', { name: /^Answers for the session of / }).click();
  const answers = page.getByRole('dialog');
  await expect(answers).toContainText('0 available, 0 unavailable, 0 maybe, 1 not answered');
  await answers.getByRole('button', { name: 'Remind who has not answered' }).click();
  await expect(page.getByText('1 reminder sent.')).toBeVisible();
  await page.keyboard.press('Escape');

  // The mail names the child; one tap on "Unavailable", on a phone that is not signed in, saves it.
  const mail = await mailTo(email, childName);
  const link = /https?:\/\/\S+\/answer\/[A-Za-z0-9_-]{43}\?answer=unavailable/.exec(mail)?.[0];
  expect(link).toBeTruthy();
  const phone = await browser.newPage({ viewport: PHONE });
  const url = new URL(link as string);
  await phone.goto(`${url.pathname}${url.search}`);
  await expect(phone.getByRole('status')).toHaveText('Saved: Unavailable.');
  await expect(phone.getByText(childName)).toBeVisible();
  await expect(phone.getByRole('button', { name: 'Unavailable' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(phone, 'an answer link from the reminder email, at phone width');
  // Changing their mind: "Maybe", with a note for the coach.
  await phone.getByLabel('Note for the coach (optional)').fill('Back from Addu on the day');
  await phone.getByRole('button', { name: 'Maybe' }).click();
  await expect(phone.getByRole('status')).toHaveText('Saved: Maybe.');

  await page.getByRole('button', { name: /^Answers for the session of / }).click();
  await expect(answers).toContainText('0 available, 0 unavailable, 1 maybe, 0 not answered');
  await expect(answers).toContainText('Back from Addu on the day');
  await expectAccessible(page, "the coach's answers for a date");
  await page.keyboard.press('Escape');

  // A notice to the team: sent with nothing written is refused; written, it is mailed and on the parent's dashboard,
  // and the coach gets it back ready for the team's WhatsApp or Viber group.
  const notices = page.getByRole('region', { name: 'Notice to the team' });
  await notices.getByRole('button', { name: 'Send the notice' }).click();
  await expect(notices.getByText('Write the notice')).toBeVisible();
  await notices.getByLabel(/^Notice/).fill('Kick-off moved to 4:30 pm. Meet at the stadium gate.');
  await notices.getByRole('button', { name: 'Send the notice' }).click();
  await expect(notices.getByRole('status')).toContainText('Mailed to 1 person.');
  const whatsapp = notices.getByRole('link', { name: 'WhatsApp' });
  expect(decodeURIComponent((await whatsapp.getAttribute('href')) ?? '')).toContain('Kick-off moved to 4:30 pm.');
  await mailTo(email, 'Kick-off moved to 4:30 pm.');
  await parent.goto('/dashboard');
  await expect(parent.getByRole('region', { name: 'Notices from my teams' })).toContainText(
    'Kick-off moved to 4:30 pm.',
  );
  await expectAccessible(parent, 'the parent’s dashboard with a notice and the schedule, at phone width');
});

test('a coach marks the register with the network off; back online, it reaches the club once', async ({ browser }) => {
  const coach = await browser.newPage({ viewport: PHONE });
  await signInThroughForm(coach, 'admin@example.com');
  const stamp = Date.now();
  const team = await (
    await coach.request.post('/api/teams', { data: { name: `Futsal ${stamp}`, sport: 'Futsal' } })
  ).json();
  for (const [index, name] of ['Ali Shaan', 'Hamdhan Latheef', 'Ismail Rifau'].entries())
    await coach.request.post(`/api/teams/${team.id}/players`, { data: { playerName: name, jerseyNumber: index + 1 } });
  const today = clubDay(0);
  // At midnight club time: begun by now whatever the hour the journey runs at (the attendance report counts
  // only dates that have begun; a 06:00 session counted nothing when run between midnight and six).
  const session = await (
    await coach.request.post(`/api/admin/teams/${team.id}/sessions`, {
      data: { kind: 'training', startsAt: `${today}T00:00:00+05:00`, endsAt: `${today}T00:30:00+05:00` },
    })
  ).json();

  await coach.goto(`/team/${team.id}/players`);
  await coach.getByRole('button', { name: /^Register for the session of / }).click();
  const register = coach.getByRole('dialog');
  await expect(register.getByText('Ali Shaan', { exact: true })).toBeVisible();
  await expect(register.getByRole('status')).toHaveText('All marks have reached the club.');

  await coach.context().setOffline(true);
  await register
    .getByRole('group', { name: 'Ali Shaan: present or absent' })
    .getByRole('button', { name: 'Present' })
    .click();
  await register
    .getByRole('group', { name: 'Hamdhan Latheef: present or absent' })
    .getByRole('button', { name: 'Absent' })
    .click();
  await register
    .getByRole('group', { name: 'Ismail Rifau: present or absent' })
    .getByRole('button', { name: 'Absent' })
    .click();
  // A change of mind, still offline: the latest mark is the one that counts.
  await register
    .getByRole('group', { name: 'Ismail Rifau: present or absent' })
    .getByRole('button', { name: 'Present' })
    .click();
  await expect(register.getByRole('status')).toHaveText('4 marks not yet sent');
  await expect(
    register.getByRole('group', { name: 'Ismail Rifau: present or absent' }).getByRole('button', { name: 'Present' }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(coach, 'the register offline, at phone width');

  await coach.context().setOffline(false);
  await expect(register.getByRole('status')).toHaveText('All marks have reached the club.', { timeout: 15_000 });
  const marks = await (
    await coach.request.get(`/api/admin/teams/sessions/${session.id}/attendance?date=${today}`)
  ).json();
  expect(marks.map((row: { playerName: string; present: boolean | null }) => [row.playerName, row.present])).toEqual([
    ['Ali Shaan', true],
    ['Hamdhan Latheef', false],
    ['Ismail Rifau', true],
  ]);
  const report = await (
    await coach.request.get(`/api/admin/teams/${team.id}/attendance?from=${today}&to=${today}`)
  ).json();
  expect(report.players.map((player: { present: number; absent: number }) => player.present + player.absent)).toEqual([
    1, 1, 1,
  ]);
});
