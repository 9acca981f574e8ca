import {
  ATTENDANCE_MESSAGES,
  type AttendanceReport,
  clubToday,
  DEFAULT_IDENTITY,
  seasonBounds,
  seasonOf,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { followClubIdentity } from '../../platform/texts';
import { PNG } from '../../test/files';
import { signedInAs, signedInWithCustomRole, useTestApp } from '../../test/harness';
import { pdfText } from '../../test/pdf-pixels';
import { isStringLiteral, openInLibreOffice } from '../../test/spreadsheet';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('the attendance register: marks sent once however often, reports per team and player', () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  let teamId: string;
  let sessionId: string;
  const players: string[] = [];

  // A weekly training whose last five dates have taken place (the latest yesterday), going on for four weeks.
  const first = addDays(clubToday(), -29);
  const dates = [0, 7, 14, 21, 28].map((days) => addDays(first, days));
  const mark = (date: string, player: number, present: boolean, markedAt = new Date().toISOString()) => ({
    clientId: crypto.randomUUID(),
    date,
    playerId: players[player] as string,
    present,
    markedAt,
  });
  const send = (marks: object[], cookie = suite.admin.cookie) =>
    call('POST', `/api/admin/teams/sessions/${sessionId}/attendance`, cookie, { marks });
  const rows = async () =>
    (
      await queryRows<{ n: number }>(
        suite.app.database.db,
        sql`select count(*)::int as n from session_attendance where session_id = ${sessionId}`,
      )
    )[0]?.n;
  const register = async (date: string) =>
    (
      await call('GET', `/api/admin/teams/sessions/${sessionId}/attendance?date=${date}`, suite.admin.cookie)
    ).json() as {
      playerName: string;
      present: boolean | null;
    }[];

  beforeAll(async () => {
    const team = await call('POST', '/api/teams', suite.admin.cookie, { name: 'Netball juniors', sport: 'Netball' });
    teamId = team.json().id;
    for (const [index, name] of ['Aishath Nadha', 'Fathimath Shiuna', 'Mariyam Zaha'].entries()) {
      const player = await call('POST', `/api/teams/${teamId}/players`, suite.admin.cookie, {
        playerName: name,
        jerseyNumber: index + 1,
      });
      players.push(player.json().id);
    }
    const session = await call('POST', `/api/admin/teams/${teamId}/sessions`, suite.admin.cookie, {
      kind: 'training',
      startsAt: `${first}T06:00:00+05:00`,
      endsAt: `${first}T07:30:00+05:00`,
      weeklyUntil: addDays(first, 56),
    });
    expect(session.statusCode, session.body).toBe(201);
    sessionId = session.json().id;
  });

  it('keeps one record per player and date: a batch sent three times, an older mark arriving late', async () => {
    const batch = [
      mark(dates[0] as string, 0, true),
      mark(dates[0] as string, 1, false),
      mark(dates[0] as string, 2, true),
    ];
    for (let time = 0; time < 3; time++) expect((await send(batch)).statusCode).toBe(200);
    const concurrent = await Promise.all([send(batch), send(batch), send(batch)]);
    expect(concurrent.map((response) => response.statusCode)).toEqual([200, 200, 200]);
    expect(await rows()).toBe(3);
    expect((await register(dates[0] as string)).map((row) => row.present)).toEqual([true, false, true]);

    // A mark made later on another phone wins; the first phone's older mark, replayed afterwards, does not undo it.
    const earlier = new Date(Date.now() - 60_000).toISOString();
    const later = mark(dates[0] as string, 1, true);
    expect((await send([later])).statusCode).toBe(200);
    expect((await send([mark(dates[0] as string, 1, false, earlier)])).statusCode).toBe(200);
    expect((await register(dates[0] as string))[1]?.present).toBe(true);
    // Several marks of one player in one batch: the latest counts.
    const twice = [
      mark(dates[1] as string, 0, false, new Date(Date.now() - 1000).toISOString()),
      mark(dates[1] as string, 0, true),
    ];
    expect((await send(twice)).statusCode).toBe(200);
    expect((await register(dates[1] as string))[0]?.present).toBe(true);
    // A phone whose clock runs a day ahead does not outrank the marks made after it.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
    expect((await send([mark(dates[1] as string, 2, false, tomorrow)])).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await send([mark(dates[1] as string, 2, true)])).statusCode).toBe(200);
    expect((await register(dates[1] as string))[2]?.present).toBe(true);
    expect(await rows()).toBe(5);
  });

  it('keeps late with a player present and excused with one absent, and refuses them the other way round', async () => {
    const date = dates[3] as string;
    const late = { ...mark(date, 0, true), reason: 'late' };
    const excused = { ...mark(date, 1, false), reason: 'excused' };
    expect((await send([late, excused])).statusCode).toBe(200);
    const rows = (
      await call('GET', `/api/admin/teams/sessions/${sessionId}/attendance?date=${date}`, suite.admin.cookie)
    ).json() as { present: boolean | null; reason: string | null }[];
    expect(rows.map(({ present, reason }) => [present, reason])).toEqual([
      [true, 'late'],
      [false, 'excused'],
      [null, null],
    ]);
    for (const wrong of [
      { ...mark(date, 2, false), reason: 'late' },
      { ...mark(date, 2, true), reason: 'excused' },
      { ...mark(date, 2, true), reason: 'sick' },
    ])
      expect((await send([wrong])).statusCode).toBe(400);
    // Marked again without it, the reason goes.
    expect((await send([mark(date, 0, true)])).statusCode).toBe(200);
    expect(
      (
        (
          await call('GET', `/api/admin/teams/sessions/${sessionId}/attendance?date=${date}`, suite.admin.cookie)
        ).json() as {
          reason: string | null;
        }[]
      )[0]?.reason,
    ).toBeNull();
    // Taken back out, so the tests after this one count the dates they marked.
    await suite.app.database.db.execute(
      sql`delete from session_attendance where session_id = ${sessionId} and date = ${date}`,
    );
  });

  it("shows each player's answer for the date and their season beside their name", async () => {
    await suite.app.database.db.execute(
      sql`insert into session_answers (session_id, date, player_id, answer, note)
          values (${sessionId}, ${dates[1]}, ${players[1]}, 'unavailable', 'Exams this week')`,
    );
    const rows = (
      await call('GET', `/api/admin/teams/sessions/${sessionId}/attendance?date=${dates[1]}`, suite.admin.cookie)
    ).json() as { playerName: string; answer: string | null; note: string | null; season: object }[];
    // This season up to the date: the first test marked dates 0 and 1 (player 1 on date 0 only).
    const { startsOn } = seasonBounds(seasonOf(dates[1] as string, 1), 1);
    const counted = (days: string[]) => days.filter((day) => day >= startsOn).length;
    expect(rows.map(({ playerName, answer, note, season }) => [playerName, answer, note, season])).toEqual([
      [
        'Aishath Nadha',
        null,
        null,
        { present: counted([dates[0], dates[1]] as string[]), marked: counted([dates[0], dates[1]] as string[]) },
      ],
      [
        'Fathimath Shiuna',
        'unavailable',
        'Exams this week',
        { present: counted([dates[0]] as string[]), marked: counted([dates[0]] as string[]) },
      ],
      [
        'Mariyam Zaha',
        null,
        null,
        { present: counted([dates[0], dates[1]] as string[]), marked: counted([dates[0], dates[1]] as string[]) },
      ],
    ]);
  });

  it('refuses wrong dates, players of other teams, reused ids, and anyone but the coach', async () => {
    expect((await send([mark(addDays(first, 1), 0, true)])).statusCode).toBe(400);
    const other = await call('POST', '/api/teams', suite.admin.cookie, { name: 'Volleyball', sport: 'Volleyball' });
    const stranger = await call('POST', `/api/teams/${other.json().id}/players`, suite.admin.cookie, {
      playerName: 'Ali',
    });
    const foreign = await send([{ ...mark(dates[2] as string, 0, true), playerId: stranger.json().id }]);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toBe(ATTENDANCE_MESSAGES.notInTeam);
    // A device id already used for another player's mark is a conflict, never a server error.
    const used = mark(dates[2] as string, 0, true);
    expect((await send([used])).statusCode).toBe(200);
    expect((await send([{ ...used, playerId: players[1] }])).statusCode).toBe(409);
    expect((await send([])).statusCode).toBe(400);
    expect((await send([{ ...mark(dates[2] as string, 0, true), markedAt: 'yesterday' }])).statusCode).toBe(400);
    expect((await send(Array.from({ length: 201 }, () => mark(dates[2] as string, 0, true)))).statusCode).toBe(400);
    const member = await signedInAs(suite.app, 'member');
    expect((await send([mark(dates[2] as string, 0, true)], member.cookie)).statusCode).toBe(403);
    const viewer = await signedInWithCustomRole(suite.app, 'executive', { teams: ['view'] });
    expect((await send([mark(dates[2] as string, 0, true)], viewer.cookie)).statusCode).toBe(403);
    // The register is the coaches' (teams edit): whoever sees the teams does not see who came.
    expect(
      (await call('GET', `/api/admin/teams/${teamId}/attendance?from=${first}&to=${clubToday()}`, viewer.cookie))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/admin/teams/${teamId}/attendance?from=${first}&to=${clubToday()}`, member.cookie))
        .statusCode,
    ).toBe(403);
    // A date called off takes no marks.
    await call('POST', `/api/admin/teams/sessions/${sessionId}/cancel`, suite.admin.cookie, { date: dates[3] });
    expect((await send([mark(dates[3] as string, 0, true)])).statusCode).toBe(409);
  });

  it('reports a period per player, as JSON, CSV and PDF; one player alone', async () => {
    const url = `/api/admin/teams/${teamId}/attendance?from=${first}&to=${clubToday()}`;
    // Shiuna excused on the second date; Zaha came late to the second.
    expect(
      (
        await send([
          { ...mark(dates[1] as string, 1, false), reason: 'excused' },
          { ...mark(dates[1] as string, 2, true), reason: 'late' },
        ])
      ).statusCode,
    ).toBe(200);
    const report = (await call('GET', url, suite.admin.cookie)).json() as AttendanceReport;
    // The dates held by today (the called-off one left out), none ahead.
    expect(report.dates.map((date) => date.date)).toEqual([dates[0], dates[1], dates[2], dates[4]]);
    const [nadha, shiuna, zaha] = report.players;
    expect(nadha).toMatchObject({
      playerName: 'Aishath Nadha',
      marks: [true, true, true, null],
      present: 3,
      absent: 0,
    });
    expect(shiuna).toMatchObject({
      playerName: 'Fathimath Shiuna',
      marks: [true, false, null, null],
      reasons: [null, 'excused', null, null],
      present: 1,
      absent: 1,
      excused: 1,
      late: 0,
    });
    expect(zaha).toMatchObject({
      marks: [true, true, null, null],
      reasons: [null, 'late', null, null],
      present: 2,
      late: 1,
    });

    const csv = await call('GET', url.replace('attendance?', 'attendance.csv?'), suite.admin.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      `Player,${report.dates.map((date) => `${date.date} Training`).join(',')},Present,Of them late,Absent,Of them excused,Not marked,Attendance`,
    );
    expect(lines[1]).toBe('Aishath Nadha,P,P,P,,3,0,0,0,1,100%');
    expect(lines[2]).toBe('Fathimath Shiuna,P,A excused,,,1,0,1,1,2,50%');
    expect(lines[3]).toBe('Mariyam Zaha,P,P late,,,2,1,0,0,2,100%');
    // As a treasurer's spreadsheet opens it: the marks as letters, the totals and the rate (100% is 1) as numbers
    // to add up, nothing run as a formula.
    const sheet = openInLibreOffice(csv.body);
    expect(sheet[1]?.map((cell) => cell.value)).toEqual([
      'Aishath Nadha',
      'P',
      'P',
      'P',
      '',
      '3',
      '0',
      '0',
      '0',
      '1',
      '1',
    ]);
    expect(sheet[2]?.map((cell) => cell.value)).toEqual([
      'Fathimath Shiuna',
      'P',
      'A excused',
      '',
      '',
      '1',
      '0',
      '1',
      '1',
      '2',
      '0.5',
    ]);
    expect(sheet.flat().filter((cell) => cell.formula !== null && !isStringLiteral(cell.formula))).toEqual([]);

    const pdf = await call('GET', url.replace('attendance?', 'attendance.pdf?'), suite.admin.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Attendance register');
    expect(text).toContain('Netball juniors');
    expect(text).toMatch(/Aishath Nadha\s+3\s+0\s+0\s+0\s+1\s+100%/);
    expect(text).toMatch(/Fathimath Shiuna\s+1\s+0\s+1\s+1\s+2\s+50%/);
    expect(text).toContain('Mariyam Zaha (late)');
    followClubIdentity({ ...DEFAULT_IDENTITY, logo: { large: '/l.png', icon: '/i.png', small: '/s.png' } }, PNG);
    try {
      const withLogo = (await call('GET', url.replace('attendance?', 'attendance.pdf?'), suite.admin.cookie))
        .rawPayload;
      expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
      expect(pdfText(withLogo)).toContain('Attendance register');
    } finally {
      followClubIdentity(DEFAULT_IDENTITY);
    }

    const one = (await call('GET', `${url}&player=${players[1]}`, suite.admin.cookie)).json() as AttendanceReport;
    expect(one.players.map((player) => player.playerName)).toEqual(['Fathimath Shiuna']);
    expect((await call('GET', `${url}&player=${crypto.randomUUID()}`, suite.admin.cookie)).statusCode).toBe(404);
    expect(
      (await call('GET', `/api/admin/teams/${teamId}/attendance?from=2026-05-01&to=2026-04-01`, suite.admin.cookie))
        .statusCode,
    ).toBe(400);
    expect(
      (
        await call(
          'GET',
          `/api/admin/teams/${crypto.randomUUID()}/attendance?from=${first}&to=${first}`,
          suite.admin.cookie,
        )
      ).statusCode,
    ).toBe(404);
  });
});
