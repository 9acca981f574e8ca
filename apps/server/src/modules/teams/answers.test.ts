import { ANSWER_MESSAGES, clubToday } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/client';
import { acceptedMember, enrolledChild } from '../../test/factories';
import { callApp, createTestApp, type Method, signedInAs, TEST_PUBLIC_URL, type TestApp } from '../../test/harness';
import { type SessionReminderDeps, sendSessionReminders } from './reminders';

type Account = Awaited<ReturnType<typeof signedInAs>>;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The Monday of the week after next, club time: far enough ahead to be a future session all week. */
const mondayAhead = () => {
  const today = clubToday();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, ((8 - weekday) % 7 || 7) + 7);
};
const hoursBefore = (instant: string, hours: number) => new Date(Date.parse(instant) - hours * 3_600_000);

describe('who answers for a player: themself, their guardians, the coach; reminders and answer links', () => {
  let app: TestApp;
  let admin: Account;
  let deps: SessionReminderDeps;
  let teamId: string;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const monday = mondayAhead();
  const startsAt = `${monday}T17:00:00+05:00`;

  const addPlayer = async (fields: object) => {
    const response = await call('POST', `/api/teams/${teamId}/players`, admin.cookie, fields);
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const addSession = async (fields: object = {}) => {
    const response = await call('POST', `/api/admin/teams/${teamId}/sessions`, admin.cookie, {
      kind: 'match',
      startsAt,
      endsAt: `${monday}T19:00:00+05:00`,
      opponent: 'Club Eagles',
      place: 'National stadium',
      ...fields,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json().id as string;
  };
  const answerOf = async (sessionId: string, playerId: string, date = monday) =>
    (
      await queryRows<{ answer: string; answered_by: string | null }>(
        app.database.db,
        sql`select answer, answered_by from session_answers
            where session_id = ${sessionId} and player_id = ${playerId} and date = ${date}`,
      )
    )[0];
  const mailsTo = (email: string) =>
    queryRows<{ subject: string; body: string }>(
      app.database.db,
      sql`select subject, body from mail_queue where recipient = ${email} and body like '%/answer/%' order by created_at`,
    );
  const linkIn = (body: string, answer: string) => {
    const match = new RegExp(`/answer/([A-Za-z0-9_-]{43})\\?answer=${answer}`).exec(body);
    if (!match?.[1]) throw new Error(`no ${answer} link in ${body}`);
    return match[1];
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    deps = { db: app.database.db, mailer: app.mailer, publicUrl: TEST_PUBLIC_URL };
  });
  afterAll(() => app.close());
  // Each case on a team of its own.
  const team = { name: 'Under-12 football', sport: 'Football' };
  beforeEach(async () => {
    const created = await call('POST', '/api/teams', admin.cookie, team);
    expect(created.statusCode, created.body).toBe(201);
    teamId = created.json().id;
  });

  it('lets a guardian answer for their child, a player for themself, the coach for anyone, and settles the squad', async () => {
    const parent = await signedInAs(app, 'member');
    const otherParent = await signedInAs(app, 'member');
    const adult = await signedInAs(app, 'member');
    const child = await enrolledChild(app, admin.cookie, parent.cookie);
    const adultMember = await acceptedMember(app, admin.cookie, adult.cookie);
    const childPlayer = await addPlayer({ playerName: child.full_name, memberId: child.member_id });
    // A player linked through the member record that is theirs, not through the account directly.
    const adultPlayer = await addPlayer({ playerName: 'Ali Nashid', memberId: adultMember.member_id });
    const unlinked = await addPlayer({ playerName: 'Moosa Zahir' });
    expect(
      (
        await call('POST', `/api/teams/${teamId}/players`, admin.cookie, {
          playerName: 'X',
          memberId: crypto.randomUUID(),
        })
      ).statusCode,
    ).toBe(400);
    const sessionId = await addSession();
    const answer = (cookie: string, playerId: string, value = 'available') =>
      call('PUT', `/api/teams/sessions/${sessionId}/answer`, cookie, { date: monday, playerId, answer: value });

    const parentSchedule = await call('GET', `/api/me/schedule?from=${monday}&to=${monday}`, parent.cookie);
    expect(parentSchedule.json().items).toEqual([
      expect.objectContaining({ playerId: childPlayer, forChild: true, answer: null, attendingByDefault: false }),
    ]);
    expect((await answer(parent.cookie, childPlayer, 'unavailable')).statusCode).toBe(200);
    expect(await answerOf(sessionId, childPlayer)).toEqual({ answer: 'unavailable', answered_by: parent.user.id });
    expect((await answer(adult.cookie, adultPlayer)).statusCode).toBe(200);
    const adultSchedule = await call('GET', `/api/me/schedule?from=${monday}&to=${monday}`, adult.cookie);
    expect(adultSchedule.json().items[0]).toMatchObject({ playerId: adultPlayer, forChild: false });
    // Nobody answers for a child not theirs, or for an adult player, or a player with no account.
    for (const [cookie, playerId] of [
      [otherParent.cookie, childPlayer],
      [parent.cookie, adultPlayer],
      [adult.cookie, childPlayer],
      [parent.cookie, unlinked],
    ] as const) {
      const refused = await answer(cookie, playerId);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(ANSWER_MESSAGES.notYourPlayer);
    }
    expect(await answerOf(sessionId, childPlayer)).toMatchObject({ answer: 'unavailable' });

    // The coach (teams edit) answers for anyone on the team; a member may not use the coach's door.
    const coach = (cookie: string, playerId: string) =>
      call('PUT', `/api/admin/teams/sessions/${sessionId}/answers`, cookie, {
        date: monday,
        playerId,
        answer: 'maybe',
      });
    expect((await coach(admin.cookie, unlinked)).statusCode).toBe(200);
    expect((await coach(parent.cookie, unlinked)).statusCode).toBe(403);
    expect((await coach(admin.cookie, crypto.randomUUID())).statusCode).toBe(404);

    // The squad settled: players and guardians are refused, the coach is not; opened again, answers come in.
    const settle = (locked: boolean, cookie = admin.cookie) =>
      call('POST', `/api/admin/teams/sessions/${sessionId}/squad`, cookie, { date: monday, locked });
    expect((await settle(true, parent.cookie)).statusCode).toBe(403);
    expect((await settle(true)).statusCode).toBe(200);
    expect((await settle(true)).statusCode).toBe(409);
    const locked = await answer(parent.cookie, childPlayer);
    expect(locked.statusCode).toBe(409);
    expect(locked.json().message).toBe(ANSWER_MESSAGES.squadLocked);
    expect((await coach(admin.cookie, childPlayer)).statusCode).toBe(200);
    const schedule = await call('GET', `/api/teams/${teamId}/schedule?from=${monday}&to=${monday}`);
    expect(schedule.json().items[0].squadLocked).toBe(true);
    expect((await settle(false)).statusCode).toBe(200);
    expect((await answer(parent.cookie, childPlayer)).statusCode).toBe(200);
    expect(
      (
        await call('POST', `/api/admin/teams/sessions/${sessionId}/squad`, admin.cookie, {
          date: addDays(monday, 1),
          locked: true,
        })
      ).statusCode,
    ).toBe(400);

    // The coach's view counts a training's silent players as attending where the team says so.
    const training = await addSession({
      kind: 'training',
      opponent: undefined,
      startsAt: `${monday}T07:00:00+05:00`,
      endsAt: `${monday}T08:00:00+05:00`,
    });
    expect(
      (
        await call('PUT', `/api/teams/${teamId}`, admin.cookie, {
          name: team.name,
          sport: team.sport,
          trainingsAttending: true,
          reminderHours: 48,
        })
      ).statusCode,
    ).toBe(200);
    const answers = await call('GET', `/api/admin/teams/sessions/${training}/answers?date=${monday}`, admin.cookie);
    expect(answers.json().every((row: { attendingByDefault: boolean }) => row.attendingByDefault)).toBe(true);
    await call('PUT', `/api/teams/${teamId}`, admin.cookie, {
      name: team.name,
      sport: team.sport,
      trainingsAttending: false,
    });
    await call('POST', `/api/admin/teams/sessions/${training}/cancel`, admin.cookie);
    await call('POST', `/api/admin/teams/sessions/${sessionId}/cancel`, admin.cookie);
  });

  it('reminds whoever answers for a silent player once, also with two servers at once; the link answers until the start', async () => {
    const parent = await signedInAs(app, 'member');
    const secondGuardian = await signedInAs(app, 'member');
    const player = await signedInAs(app, 'member');
    const answered = await signedInAs(app, 'member');
    const child = await enrolledChild(app, admin.cookie, parent.cookie);
    const added = await call('POST', `/api/admin/members/${child.member_id}/guardians`, admin.cookie, {
      email: secondGuardian.email,
    });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const childPlayer = await addPlayer({ playerName: child.full_name, memberId: child.member_id });
    await addPlayer({ playerName: 'Ibrahim Faisal', userId: player.user.id });
    const answeredPlayer = await addPlayer({ playerName: 'Hassan Latheef', userId: answered.user.id });
    const sessionId = await addSession({ opponent: 'Valencia', startsAt: `${monday}T16:00:00+05:00` });
    const start = `${monday}T16:00:00+05:00`;
    expect(
      (
        await call('PUT', `/api/teams/sessions/${sessionId}/answer`, answered.cookie, {
          date: monday,
          playerId: answeredPlayer,
          answer: 'available',
        })
      ).statusCode,
    ).toBe(200);

    const other =
      app.databaseUrl === null ? app.database : await openDatabase({ kind: 'postgres', url: app.databaseUrl });
    const twoServers = async (now: Date) =>
      (
        await Promise.all([sendSessionReminders(deps, now), sendSessionReminders({ ...deps, db: other.db }, now)])
      ).reduce((sum, n) => sum + n, 0);
    try {
      expect(await twoServers(hoursBefore(start, 49))).toBe(0);
      // The child's two guardians and the player themself: three; never the one who answered.
      expect(await twoServers(hoursBefore(start, 47))).toBe(3);
      expect(await twoServers(hoursBefore(start, 47))).toBe(0);
      expect(await twoServers(hoursBefore(start, 2))).toBe(0);
    } finally {
      if (other !== app.database) await other.close();
    }
    const [parentMail, ...more] = await mailsTo(parent.email);
    expect(more).toEqual([]);
    expect(parentMail?.subject).toContain(child.full_name);
    expect(await mailsTo(secondGuardian.email)).toHaveLength(1);
    const [playerMail] = await mailsTo(player.email);
    expect(playerMail?.subject).toContain('are you coming?');
    expect(await mailsTo(answered.email)).toEqual([]);
    // The same asks on their dashboards (and pushed), leading to the dashboard, whose schedule takes the answer.
    const noticesOf = async (cookie: string) =>
      (await call('GET', '/api/notifications', cookie)).json().items as { title: string; link: string }[];
    expect(await noticesOf(parent.cookie)).toEqual([
      expect.objectContaining({
        title: expect.stringContaining(`Is ${child.full_name} coming?`),
        link: '/dashboard',
      }),
    ]);
    expect((await noticesOf(player.cookie))[0]?.title).toMatch(/^Are you coming\? /);
    expect(await noticesOf(answered.cookie)).toEqual([]);

    // One tap: the link answers for the child, signed out, as the guardian it was sent to.
    const token = linkIn(parentMail?.body ?? '', 'unavailable');
    expect(linkIn(parentMail?.body ?? '', 'available')).toBe(token);
    const link = await call('GET', `/api/answer-links/${token}`);
    expect(link.statusCode, link.body).toBe(200);
    expect(link.json()).toMatchObject({ playerName: child.full_name, answer: null, occurrence: { date: monday } });
    const saved = await call('POST', `/api/answer-links/${token}`, undefined, {
      answer: 'unavailable',
      note: 'School trip',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().answer).toEqual({ answer: 'unavailable', note: 'School trip' });
    expect(await answerOf(sessionId, childPlayer)).toEqual({ answer: 'unavailable', answered_by: parent.user.id });
    // Replayed, the same answer stands once; a changed mind replaces it.
    expect((await call('POST', `/api/answer-links/${token}`, undefined, { answer: 'unavailable' })).statusCode).toBe(
      200,
    );
    expect((await call('POST', `/api/answer-links/${token}`, undefined, { answer: 'available' })).statusCode).toBe(200);
    const rows = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from session_answers where session_id = ${sessionId} and player_id = ${childPlayer}`,
    );
    expect(rows[0]?.n).toBe(1);

    // Bad and unknown links; a guardian removed loses the link; a settled squad refuses it.
    expect((await call('GET', '/api/answer-links/short')).statusCode).toBe(400);
    expect((await call('GET', `/api/answer-links/${'a'.repeat(43)}`)).statusCode).toBe(404);
    expect((await call('POST', `/api/answer-links/${token}`, undefined, { answer: 'yes' })).statusCode).toBe(400);
    const secondToken = linkIn((await mailsTo(secondGuardian.email))[0]?.body ?? '', 'maybe');
    await queryRows(
      app.database.db,
      sql`delete from member_guardians where member_id = ${child.member_id} and user_id = ${secondGuardian.user.id}`,
    );
    const gone = await call('GET', `/api/answer-links/${secondToken}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(ANSWER_MESSAGES.linkExpired);
    await call('POST', `/api/admin/teams/sessions/${sessionId}/squad`, admin.cookie, { date: monday, locked: true });
    const playerToken = linkIn(playerMail?.body ?? '', 'maybe');
    expect((await call('GET', `/api/answer-links/${playerToken}`)).json().playerName).toBe('Ibrahim Faisal');
    expect((await call('POST', `/api/answer-links/${playerToken}`, undefined, { answer: 'maybe' })).statusCode).toBe(
      409,
    );
    await call('POST', `/api/admin/teams/sessions/${sessionId}/cancel`, admin.cookie);
  });

  it('sends nothing for a team without reminders, a training counted as attending, or a called-off date', async () => {
    const player = await signedInAs(app, 'member');
    await addPlayer({ playerName: 'Yoosuf Naeem', userId: player.user.id });
    const setTeam = (fields: object) =>
      call('PUT', `/api/teams/${teamId}`, admin.cookie, { name: team.name, sport: team.sport, ...fields });
    const wednesday = addDays(monday, 2);
    const start = `${wednesday}T17:00:00+05:00`;
    const training = await addSession({
      kind: 'training',
      opponent: undefined,
      startsAt: start,
      endsAt: `${wednesday}T18:00:00+05:00`,
      weeklyUntil: addDays(wednesday, 7),
    });
    expect((await setTeam({ reminderHours: null })).statusCode).toBe(200);
    expect(await sendSessionReminders(deps, hoursBefore(start, 24))).toBe(0);
    expect((await setTeam({ reminderHours: 0 })).statusCode).toBe(400);
    expect((await setTeam({ reminderHours: 12, trainingsAttending: true })).statusCode).toBe(200);
    expect(await sendSessionReminders(deps, hoursBefore(start, 6))).toBe(0);
    expect((await setTeam({ reminderHours: 12, trainingsAttending: false })).statusCode).toBe(200);
    expect(await sendSessionReminders(deps, hoursBefore(start, 13))).toBe(0);
    // The same week with the team asking for them: one.
    expect(await sendSessionReminders(deps, hoursBefore(start, 6))).toBe(1);
    // The next week's date called off: none for it.
    const nextWeek = addDays(wednesday, 7);
    await call('POST', `/api/admin/teams/sessions/${training}/cancel`, admin.cookie, { date: nextWeek });
    expect(await sendSessionReminders(deps, hoursBefore(`${nextWeek}T17:00:00+05:00`, 6))).toBe(0);
    expect(await mailsTo(player.email)).toHaveLength(1);
  });

  it('lets the coach remind the silent ones now, once per reader, whatever the team’s hours', async () => {
    const player = await signedInAs(app, 'member');
    await addPlayer({ playerName: 'Aminath Rishfa', userId: player.user.id });
    const sessionId = await addSession({ startsAt: `${monday}T20:00:00+05:00`, endsAt: `${monday}T21:00:00+05:00` });
    await call('PUT', `/api/teams/${teamId}`, admin.cookie, { ...team, reminderHours: null });
    const remind = (cookie = admin.cookie, date = monday) =>
      call('POST', `/api/admin/teams/sessions/${sessionId}/remind`, cookie, { date });
    const first = await remind();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ sent: 1, message: ANSWER_MESSAGES.reminded });
    expect((await remind()).json()).toMatchObject({ sent: 0, message: ANSWER_MESSAGES.nobodyToRemind });
    expect(await mailsTo(player.email)).toHaveLength(1);
    expect((await remind(player.cookie)).statusCode).toBe(403);
    expect((await remind(admin.cookie, addDays(monday, 1))).statusCode).toBe(400);
    await call('POST', `/api/admin/teams/sessions/${sessionId}/cancel`, admin.cookie, { date: monday });
    expect((await remind()).statusCode).toBe(409);
  });
});
