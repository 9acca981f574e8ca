import { MEMBER_IMPORT_MESSAGES, type MemberImportPreview } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { callApp, createTestApp, signedInAs, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

describe("moving the club's players in from a spreadsheet, with their teams", () => {
  let app: TestApp;
  let admin: string;
  let teams: Record<string, string>;

  const send = (path: 'import' | 'import/preview', file: string, cookie = admin) => {
    const body = multipartBody({}, [{ field: 'file', filename: 'players.csv', data: Buffer.from(file) }]);
    return app.app.inject({
      method: 'POST',
      url: `/api/admin/teams/players/${path}`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const sheet = (rows: string[][]) =>
    `Team,Player,Jersey,Position,DOB,Phone,ID card\n${rows.map((row) => row.join(',')).join('\n')}\n`;
  const players = () =>
    queryRows<{ team: string; player_name: string; jersey_number: number | null; position: string | null }>(
      app.database.db,
      sql`select t.name as team, p.player_name, p.jersey_number, p.position from team_players p join teams t on t.id = p.team_id
        where t.name like 'Import %' order by t.name, p.player_name`,
    );

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
    teams = {};
    for (const name of ['Import Sharks U14', 'Import Sharks Seniors']) {
      const created = await callApp(app, 'POST', '/api/teams', admin, { name, sport: 'Football' });
      expect(created.statusCode, created.body).toBe(201);
      teams[name] = created.json().id;
    }
    const existing = await callApp(app, 'POST', `/api/teams/${teams['Import Sharks Seniors']}/players`, admin, {
      playerName: 'Ali Waheed',
      jerseyNumber: 9,
    });
    expect(existing.statusCode, existing.body).toBe(201);
  });
  afterAll(() => app.close());

  it('previews each row with its team and problems, imports all or nothing, and the same file again changes nothing', async () => {
    const rows = [
      ['import sharks u14', 'Hassan Zaid', '7', 'Forward', '12/03/2012', '7778001', ''],
      ['Import Sharks U14', 'Ibrahim Nasih', '', 'Goalkeeper', '', '', ''],
      ['Import Sharks Seniors', 'Ali Waheed', '9', 'Striker', '', '', ''],
    ];
    const broken = (
      await send(
        'import/preview',
        sheet([
          ...rows,
          ['Import Dolphins', 'Nobody', '', '', '', '', ''],
          ['Import Sharks Seniors', 'Moosa Fahmy', '9', '', '', '', ''],
          ['Import Sharks U14', 'Adam Rasheed', '7', '', '', '', ''],
          ['Import Sharks U14', 'Shiyam Ali', '120', '', '', '', 'Z999999'],
        ]),
      )
    ).json<MemberImportPreview>();
    expect(broken.mapping).toMatchObject({ team: 0, playerName: 1, jerseyNumber: 2, position: 3, dateOfBirth: 4 });
    expect(broken.rows.map((row) => [row.line, row.action, row.about, row.problems.map((p) => p.kind)])).toEqual([
      [2, 'create', 'Import Sharks U14', []],
      [3, 'create', 'Import Sharks U14', []],
      [4, 'update', 'Import Sharks Seniors', []],
      [5, 'invalid', 'Import Dolphins', ['noSuchTeam']],
      [6, 'invalid', 'Import Sharks Seniors', ['duplicateInFile', 'jerseyTaken']],
      [7, 'invalid', 'Import Sharks U14', ['duplicateInFile']],
      [8, 'invalid', 'Import Sharks U14', ['badJersey', 'noSuchMember']],
    ]);
    const refused = await send('import', sheet([...rows, ['Import Dolphins', 'Nobody', '', '', '', '', '']]));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MEMBER_IMPORT_MESSAGES.hasProblems);
    expect(await players()).toHaveLength(1);

    const done = await send('import', sheet(rows));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().counts).toEqual({ create: 2, update: 1, unchanged: 0, invalid: 0 });
    expect(await players()).toEqual([
      { team: 'Import Sharks Seniors', player_name: 'Ali Waheed', jersey_number: 9, position: 'Striker' },
      { team: 'Import Sharks U14', player_name: 'Hassan Zaid', jersey_number: 7, position: 'Forward' },
      { team: 'Import Sharks U14', player_name: 'Ibrahim Nasih', jersey_number: null, position: 'Goalkeeper' },
    ]);
    expect((await send('import', sheet(rows))).json().counts).toEqual({
      create: 0,
      update: 0,
      unchanged: 3,
      invalid: 0,
    });
    expect(await players()).toHaveLength(3);
  });

  it('is for who may add players', async () => {
    const member = (await signedInAs(app, 'member')).cookie;
    expect(
      (await send('import/preview', sheet([['Import Sharks U14', 'X', '', '', '', '', '']]), member)).statusCode,
    ).toBe(403);
  });
});
