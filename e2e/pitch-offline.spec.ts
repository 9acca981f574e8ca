import { expect, test } from '@playwright/test';
import { expectAccessible } from './support/a11y';
import { E2E_DEMO_PASSWORD, OFFLINE_APP } from './support/env';
import { signInThroughForm } from './support/session';

test.use(OFFLINE_APP);

const clubDay = (days: number) => new Date(Date.now() + 5 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);

test('at the pitch with no network: the coach reloads the schedule, opens a register never opened before and marks every player; back online, one mark each reaches the club', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const coach = await context.newPage();
  // Signed in without opening a page: the team's page is the first and only page this phone opens online.
  const signedIn = await coach.request.post('/api/auth/sign-in', {
    data: { email: 'admin@example.com', password: E2E_DEMO_PASSWORD },
  });
  expect(signedIn.status(), await signedIn.text()).toBe(200);
  const stamp = Date.now();
  const team = await (
    await coach.request.post('/api/teams', { data: { name: `Pitch squad ${stamp}`, sport: 'Football' } })
  ).json();
  const players = ['Ali Shaan', 'Hamdhan Latheef', 'Ismail Rifau'];
  const ids: string[] = [];
  for (const [index, name] of players.entries())
    ids.push(
      (
        await (
          await coach.request.post(`/api/teams/${team.id}/players`, {
            data: { playerName: name, jerseyNumber: index + 1 },
          })
        ).json()
      ).id,
    );
  // Tomorrow's training: its register is opened for the first time at the pitch, with no network.
  const day = clubDay(1);
  const session = await (
    await coach.request.post(`/api/admin/teams/${team.id}/sessions`, {
      data: {
        kind: 'training',
        startsAt: `${day}T16:00:00+05:00`,
        endsAt: `${day}T17:30:00+05:00`,
        place: 'Henveiru stadium',
      },
    })
  ).json();

  // A player answered that they cannot come.
  const answered = await coach.request.put(`/api/admin/teams/sessions/${session.id}/answers`, {
    data: { date: day, playerId: ids[1], answer: 'unavailable', note: 'Exams' },
  });
  expect(answered.status(), await answered.text()).toBe(200);

  // One visit online, on a slow phone (the processor 4x slower; its network is the context's, switched off below):
  // the app's worker installs during it and takes charge of the page.
  await (await context.newCDPSession(coach)).send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await coach.goto(`/team/${team.id}/players`);
  const schedule = coach.getByRole('region', { name: 'Schedule' });
  // The first visit loads the whole app at a quarter of the processor's speed: on a busy CI machine, over 7 s.
  await expect(schedule.getByText('Henveiru stadium')).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => coach.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 30_000 })
    .toBe(true);
  // The page and the registers of the coming days are kept on the device with the schedule: once the worker has
  // them (the page asks again through it when it takes charge; on a busy machine, seconds after).
  await expect
    .poll(
      () =>
        coach.evaluate(
          async ({ teamId, sessionId }) => {
            const urls = async (name: string) => (await (await caches.open(name)).keys()).map((request) => request.url);
            return (
              (await urls('club-pages')).some((url) => url.endsWith(`/team/${teamId}/players`)) &&
              (await urls('club-answers')).some((url) => url.includes(`/sessions/${sessionId}/attendance`))
            );
          },
          { teamId: team.id as string, sessionId: session.id as string },
        ),
      { timeout: 30_000 },
    )
    .toBe(true);

  await context.setOffline(true);
  await coach.reload();
  await expect(schedule.getByText('Henveiru stadium')).toBeVisible({ timeout: 30_000 });
  await expect(coach.getByTestId('kept-copy')).toContainText('No network: showing what this device kept, as of');
  await coach.getByRole('button', { name: /^Register for the session of / }).click();
  const register = coach.getByRole('dialog');
  // Each player's answer beside their name; one who said they could not come is marked absent, the rest at once.
  await expect(register.getByRole('listitem').filter({ hasText: 'Hamdhan Latheef' })).toContainText(
    'Unavailable · Exams',
  );
  const hamdhanMarks = register.getByRole('group', { name: 'Hamdhan Latheef: present or absent' });
  await hamdhanMarks.getByRole('button', { name: 'Absent' }).click();
  await hamdhanMarks.getByRole('button', { name: 'Excused' }).click();
  await expect(hamdhanMarks.getByRole('button', { name: 'Excused' })).toHaveAttribute('aria-pressed', 'true');
  await register.getByRole('button', { name: 'Mark the 2 unmarked players present' }).click();
  await expect(register.getByRole('status')).toHaveText('4 marks not yet sent');
  await expectAccessible(coach, 'a register opened offline for the first time, on a slow phone');

  await context.setOffline(false);
  // A page reopened offline is not always told its network is back: the register sends within 10 s anyway.
  await expect(register.getByRole('status')).toHaveText('All marks have reached the club.', { timeout: 20_000 });
  const marks = await (
    await coach.request.get(`/api/admin/teams/sessions/${session.id}/attendance?date=${day}`)
  ).json();
  expect(
    marks.map((row: { playerName: string; present: boolean | null; reason: string | null }) => [
      row.playerName,
      row.present,
      row.reason,
    ]),
  ).toEqual(players.map((name) => (name === 'Hamdhan Latheef' ? [name, false, 'excused'] : [name, true, null])));
  await context.close();
});

test('the desk checks a member card with no network, after a reload', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const desk = await context.newPage();
  const member = await context.browser()?.newPage();
  if (!member) throw new Error('no browser');
  await signInThroughForm(member, 'member@example.com');
  const card = await member.request.get('/api/me/card');
  expect(card.status(), await card.text()).toBe(200);
  const { code } = await card.json();
  await member.close();

  await signInThroughForm(desk, 'admin@example.com');
  await desk.goto('/dashboard');
  await desk.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await desk.reload();
  await expect.poll(() => desk.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
  await desk.goto('/admin/members/check');
  await expect(desk.getByRole('heading', { name: 'Check a member card' })).toBeVisible();
  await expect(desk.getByText("This device holds the club's key")).toBeVisible();

  await context.setOffline(true);
  await desk.reload();
  await expect(desk.getByRole('heading', { name: 'Check a member card' })).toBeVisible();
  await desk.getByLabel('Card code').fill(code);
  await desk.getByRole('button', { name: 'Check', exact: true }).click();
  await expect(desk.getByRole('status').filter({ hasText: 'member card' })).toContainText('Valid member card');
  await expectAccessible(desk, 'a card checked offline after a reload');
  await context.setOffline(false);
  await context.close();
});
