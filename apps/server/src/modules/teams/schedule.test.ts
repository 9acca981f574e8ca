import { ANSWER_MESSAGES, clubToday, SCHEDULE_MESSAGES, type TeamSchedule } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from '../../test/harness';

type Account = Awaited<ReturnType<typeof signedInAs>>;

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
/** The next Monday after today, club time. */
const nextMonday = () => {
  const today = clubToday();
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  return addDays(today, (8 - weekday) % 7 || 7);
};

describe("a team's schedule: weekly and one-off sessions, dates called off", () => {
  let app: TestApp;
  let admin: Account;
  let teamId: string;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const schedule = async (query: string) => {
    const response = await call('GET', `/api/teams/${teamId}/schedule${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as TeamSchedule;
  };
  const sequenceOf = async (id: string) =>
    (
      await queryRows<{ sequence: number }>(app.database.db, sql`select sequence from team_sessions where id = ${id}`)
    )[0]?.sequence;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    const team = await call('POST', '/api/teams', admin.cookie, { name: 'Under-14 football', sport: 'Football' });
    expect(team.statusCode, team.body).toBe(201);
    teamId = team.json().id;
  });
  afterAll(() => app.close());

  it('shows each week of a weekly training and a match once, in order, in club time', async () => {
    const monday = nextMonday();
    /** The weekly training for seven weeks from Monday, until 19:00. */
    const weeklyTraining = (from: string, place: string) => ({
      kind: 'training',
      startsAt: `${monday}T${from}:00+05:00`,
      endsAt: `${monday}T19:00:00+05:00`,
      place,
      weeklyUntil: addDays(monday, 7 * 7),
    });
    const training = await call(
      'POST',
      `/api/admin/teams/${teamId}/sessions`,
      admin.cookie,
      weeklyTraining('17:00', 'Maafannu stadium'),
    );
    expect(training.statusCode, training.body).toBe(201);
    const trainingId = training.json().id as string;
    const saturday = addDays(monday, 12);
    const match = await call('POST', `/api/admin/teams/${teamId}/sessions`, admin.cookie, {
      kind: 'match',
      startsAt: `${saturday}T16:00:00+05:00`,
      endsAt: `${saturday}T17:30:00+05:00`,
      meetAt: `${saturday}T15:15:00+05:00`,
      opponent: 'Club Eagles',
      place: 'National stadium',
    });
    expect(match.statusCode, match.body).toBe(201);

    const fourWeeks = await schedule(`?from=${monday}&to=${addDays(monday, 27)}`);
    expect(fourWeeks.items.map((item) => [item.date, item.kind])).toEqual([
      [monday, 'training'],
      [addDays(monday, 7), 'training'],
      [saturday, 'match'],
      [addDays(monday, 14), 'training'],
      [addDays(monday, 21), 'training'],
    ]);
    expect(fourWeeks.items[1]).toMatchObject({
      startsAt: `${addDays(monday, 7)}T12:00:00.000Z`,
      endsAt: `${addDays(monday, 7)}T14:00:00.000Z`,
      weekly: true,
      cancelled: false,
      place: 'Maafannu stadium',
    });
    expect(fourWeeks.items[2]).toMatchObject({
      opponent: 'Club Eagles',
      meetAt: `${saturday}T10:15:00.000Z`,
      weekly: false,
    });
    // Never past its last date; a stretch after it has none.
    expect((await schedule(`?from=${addDays(monday, 8 * 7)}&to=${addDays(monday, 80)}`)).items).toEqual([]);
    expect((await schedule(`?from=${addDays(monday, 49)}&to=${addDays(monday, 49)}`)).items).toHaveLength(1);

    // One date called off: marked, the weeks around it stand; twice, or a day it does not fall on, refused.
    const off = addDays(monday, 7);
    const cancel = (body: object | undefined) =>
      call('POST', `/api/admin/teams/sessions/${trainingId}/cancel`, admin.cookie, body);
    expect((await cancel({ date: off })).statusCode).toBe(200);
    expect((await cancel({ date: off })).json().message).toBe(SCHEDULE_MESSAGES.alreadyCancelled);
    expect((await cancel({ date: addDays(monday, 1) })).statusCode).toBe(400);
    expect((await cancel({ date: addDays(monday, 56) })).statusCode).toBe(400);
    const afterOne = await schedule(`?from=${monday}&to=${addDays(monday, 14)}`);
    expect(afterOne.items.filter((item) => item.sessionId === trainingId).map((item) => item.cancelled)).toEqual([
      false,
      true,
      false,
    ]);

    // A change keeps the dates called off, and counts in the session's sequence.
    const before = await sequenceOf(trainingId);
    const changed = await call(
      'PUT',
      `/api/admin/teams/sessions/${trainingId}`,
      admin.cookie,
      weeklyTraining('17:30', 'Henveiru ground'),
    );
    expect(changed.statusCode, changed.body).toBe(200);
    expect(await sequenceOf(trainingId)).toBe((before ?? 0) + 1);
    const moved = (await schedule(`?from=${off}&to=${off}`)).items[0];
    expect(moved).toMatchObject({ place: 'Henveiru ground', cancelled: true, startsAt: `${off}T12:30:00.000Z` });

    // A date brought back: on the schedule again, the sequence counting it; twice, refused.
    const restore = (body: object | undefined) =>
      call('POST', `/api/admin/teams/sessions/${trainingId}/restore`, admin.cookie, body);
    const beforeRestore = await sequenceOf(trainingId);
    expect((await restore({ date: off })).statusCode).toBe(200);
    expect((await restore({ date: off })).json().message).toBe(SCHEDULE_MESSAGES.notCancelled);
    expect(await sequenceOf(trainingId)).toBe((beforeRestore ?? 0) + 1);
    expect((await schedule(`?from=${off}&to=${off}`)).items[0]?.cancelled).toBe(false);
    await cancel({ date: off });

    // The whole series called off: every date comes marked.
    expect((await cancel(undefined)).statusCode).toBe(200);
    expect((await cancel(undefined)).statusCode).toBe(409);
    const all = await schedule(`?from=${monday}&to=${addDays(monday, 27)}`);
    expect(all.items.filter((item) => item.sessionId === trainingId).every((item) => item.cancelled)).toBe(true);
    expect(all.items.find((item) => item.kind === 'match')?.cancelled).toBe(false);
    // Brought back as a whole: the dates return, the one called off alone stays off.
    expect((await restore(undefined)).statusCode).toBe(200);
    const back = await schedule(`?from=${monday}&to=${addDays(monday, 14)}`);
    expect(back.items.filter((item) => item.sessionId === trainingId).map((item) => item.cancelled)).toEqual([
      false,
      true,
      false,
    ]);
    expect((await restore(undefined)).statusCode).toBe(409);
    expect((await call('POST', `/api/admin/teams/sessions/${trainingId}/restore`, undefined, {})).statusCode).toBe(401);
  });

  it('refuses bad sessions, bad stretches, strangers and teams that are not there', async () => {
    const monday = nextMonday();
    const add = (body: object, cookie = admin.cookie) =>
      call('POST', `/api/admin/teams/${teamId}/sessions`, cookie, body);
    const base = { kind: 'training', startsAt: `${monday}T17:00:00+05:00`, endsAt: `${monday}T19:00:00+05:00` };
    expect((await add({ ...base, endsAt: `${monday}T16:00:00+05:00` })).statusCode).toBe(400);
    expect((await add({ ...base, weeklyUntil: addDays(monday, 800) })).statusCode).toBe(400);
    expect((await add({ ...base, meetAt: `${monday}T18:00:00+05:00` })).statusCode).toBe(400);
    expect((await add({ ...base, kind: 'party' })).statusCode).toBe(400);
    const member = await signedInAs(app, 'member');
    expect((await add(base, member.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/teams/${teamId}/sessions`, undefined, base)).statusCode).toBe(401);
    expect((await call('GET', `/api/teams/${teamId}/schedule?from=2026-12-10&to=2026-12-01`)).statusCode).toBe(400);
    expect((await call('GET', `/api/teams/${teamId}/schedule?from=2026-01-01&to=2027-12-31`)).statusCode).toBe(400);
    expect((await call('GET', `/api/teams/${crypto.randomUUID()}/schedule`)).statusCode).toBe(404);
    expect((await add(base, admin.cookie)).statusCode).toBe(201);
    expect(
      (await call('POST', `/api/admin/teams/sessions/${crypto.randomUUID()}/cancel`, admin.cookie)).statusCode,
    ).toBe(404);
  });

  it('lets a player answer for themself for each date, and shows the coach who answered and who did not', async () => {
    const monday = nextMonday();
    const team = await call('POST', '/api/teams', admin.cookie, { name: 'Futsal seniors', sport: 'Futsal' });
    const futsal = team.json().id as string;
    const player = await signedInAs(app, 'member');
    const stranger = await signedInAs(app, 'member');
    const linked = await call('POST', `/api/teams/${futsal}/players`, admin.cookie, {
      playerName: 'Hussain Rasheed',
      jerseyNumber: 9,
      userId: player.user.id,
    });
    expect(linked.statusCode, linked.body).toBe(201);
    const playerId = linked.json().id as string;
    expect(
      (
        await call('POST', `/api/teams/${futsal}/players`, admin.cookie, {
          playerName: 'Ahmed Shifaz',
          jerseyNumber: 4,
        })
      ).statusCode,
    ).toBe(201);
    const session = await call('POST', `/api/admin/teams/${futsal}/sessions`, admin.cookie, {
      kind: 'training',
      startsAt: `${monday}T20:00:00+05:00`,
      endsAt: `${monday}T21:30:00+05:00`,
      weeklyUntil: addDays(monday, 21),
    });
    const sessionId = session.json().id as string;
    const answer = (cookie: string, body: object) =>
      call('PUT', `/api/teams/sessions/${sessionId}/answer`, cookie, body);

    const mine = await call('GET', `/api/me/schedule?from=${monday}&to=${addDays(monday, 13)}`, player.cookie);
    expect(mine.json().items).toEqual([
      expect.objectContaining({ playerId, team: { id: futsal, name: 'Futsal seniors' }, answer: null }),
      expect.objectContaining({ playerId, answer: null }),
    ]);
    expect((await answer(player.cookie, { date: monday, playerId, answer: 'available' })).statusCode).toBe(200);
    expect(
      (await answer(player.cookie, { date: monday, playerId, answer: 'maybe', note: 'Working late' })).statusCode,
    ).toBe(200);
    const after = await call('GET', `/api/me/schedule?from=${monday}&to=${monday}`, player.cookie);
    expect(after.json().items[0].answer).toEqual({ answer: 'maybe', note: 'Working late' });
    // Nobody answers for someone else; a day that is no date of the session, or called off, takes no answer.
    expect((await answer(stranger.cookie, { date: monday, playerId, answer: 'unavailable' })).statusCode).toBe(403);
    expect((await answer(player.cookie, { date: addDays(monday, 1), playerId, answer: 'available' })).statusCode).toBe(
      400,
    );
    await call('POST', `/api/admin/teams/sessions/${sessionId}/cancel`, admin.cookie, { date: addDays(monday, 7) });
    expect(
      (await answer(player.cookie, { date: addDays(monday, 7), playerId, answer: 'available' })).json().message,
    ).toBe(ANSWER_MESSAGES.cancelledDate);
    expect((await answer(player.cookie, { date: monday, playerId, answer: 'yes' })).statusCode).toBe(400);
    expect((await call('GET', '/api/me/schedule', stranger.cookie)).json().items).toEqual([]);

    // The coach: everyone on the team, answered first.
    const answers = await call('GET', `/api/admin/teams/sessions/${sessionId}/answers?date=${monday}`, admin.cookie);
    expect(answers.json()).toEqual([
      {
        playerId,
        playerName: 'Hussain Rasheed',
        answer: { answer: 'maybe', note: 'Working late' },
        attendingByDefault: false,
      },
      expect.objectContaining({ playerName: 'Ahmed Shifaz', answer: null }),
    ]);
    expect(
      (await call('GET', `/api/admin/teams/sessions/${sessionId}/answers?date=${monday}`, player.cookie)).statusCode,
    ).toBe(403);
  });
});
