import { describe, expect, it } from 'vitest';
import { HTML_AS_JPG, PNG, SVG } from '../../test/files';
import { signedInAs, useTestApp } from '../../test/harness';
import { multipartFile } from '../../test/multipart';

const team = {
  name: 'Club Eagles',
  sport: 'Futsal',
  category: 'senior',
  establishedYear: 2012,
  coachName: 'Ali Shareef',
};

describe('teams and players', () => {
  const suite = useTestApp('admin', 'member');
  const { call } = suite;

  it('validates teams: name, sport, category, established year between 1900 and this year', async () => {
    const bad = await call('POST', '/api/teams', suite.admin.cookie, {
      name: '',
      sport: '',
      category: 'elite',
      establishedYear: 1850,
    });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['category', 'establishedYear', 'name', 'sport']);
    const future = await call('POST', '/api/teams', suite.admin.cookie, {
      ...team,
      establishedYear: new Date().getFullYear() + 1,
    });
    expect(future.json().fieldErrors.establishedYear).toEqual(['Year must be between 1900 and this year']);
    expect((await call('POST', '/api/teams', suite.member.cookie, team)).statusCode).toBe(403);
  });

  it("gives a jersey number to one active player per team; a retired player's number can be worn again", async () => {
    const created = (await call('POST', '/api/teams', suite.admin.cookie, { ...team, name: 'Shirts FC' })).json();
    const other = (await call('POST', '/api/teams', suite.admin.cookie, { ...team, name: 'Other FC' })).json();
    const players = `/api/teams/${created.id}/players`;
    const nine = (
      await call('POST', players, suite.admin.cookie, { playerName: 'First Nine', jerseyNumber: 9 })
    ).json();
    const taken = await call('POST', players, suite.admin.cookie, { playerName: 'Second Nine', jerseyNumber: 9 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({
      message: 'This jersey number is already worn by an active player in this team',
      fieldErrors: { jerseyNumber: ['This jersey number is already worn by an active player in this team'] },
    });
    expect(
      (
        await call('POST', `/api/teams/${other.id}/players`, suite.admin.cookie, {
          playerName: 'Nine',
          jerseyNumber: 9,
        })
      ).statusCode,
    ).toBe(201);
    const retired = await call('POST', players, suite.admin.cookie, {
      playerName: 'Old Nine',
      jerseyNumber: 9,
      isActive: false,
    });
    expect(retired.statusCode).toBe(201);
    // Bringing the old player back while the number is worn is refused the same way.
    const back = await call('PUT', `${players}/${retired.json().id}`, suite.admin.cookie, {
      playerName: 'Old Nine',
      jerseyNumber: 9,
      isActive: true,
    });
    expect(back.statusCode).toBe(409);
    await call('PUT', `${players}/${nine.id}`, suite.admin.cookie, {
      playerName: 'First Nine',
      jerseyNumber: 9,
      isActive: false,
    });
    expect(
      (await call('POST', players, suite.admin.cookie, { playerName: 'New Nine', jerseyNumber: 9 })).statusCode,
    ).toBe(201);
    for (const { id } of [created, other])
      expect((await call('DELETE', `/api/teams/${id}`, suite.admin.cookie)).statusCode).toBe(204);
  });

  it('keeps players in jersey order with numbers 1-99 and unnumbered players last; visitors see no contacts', async () => {
    const created = (await call('POST', '/api/teams', suite.admin.cookie, team)).json();
    const add = (body: object) => call('POST', `/api/teams/${created.id}/players`, suite.admin.cookie, body);
    expect((await add({ playerName: 'Zero', jerseyNumber: 0 })).json().fieldErrors.jerseyNumber).toEqual([
      'Jersey number must be between 1 and 99',
    ]);
    expect((await add({ playerName: 'Hundred', jerseyNumber: 100 })).statusCode).toBe(400);
    await add({ playerName: 'Bench', jerseyNumber: null, contactPhone: '+960 700-0000' });
    await add({ playerName: 'Keeper', jerseyNumber: 1, position: 'Goalkeeper' });
    await add({ playerName: 'Striker', jerseyNumber: 10, userId: suite.member.user.id });
    await add({ playerName: 'Retired', jerseyNumber: 7, isActive: false });
    expect((await add({ playerName: 'Ghost', userId: 'no-such-account' })).statusCode).toBe(400);
    // A blank account link means no link (it used to reach the foreign key and answer 500).
    expect((await add({ playerName: 'Unlinked', jerseyNumber: 30, userId: '' })).statusCode).toBe(201);

    const visitor = (await call('GET', `/api/teams/${created.id}/players`)).json();
    expect(visitor.players.map((p: { playerName: string }) => p.playerName)).toEqual([
      'Keeper',
      'Striker',
      'Unlinked',
      'Bench',
    ]);
    expect(Object.keys(visitor.players[0])).not.toContain('contactPhone');
    expect(visitor.players.map((p: { playerName: string }) => p.playerName)).toContain('Unlinked');
    // Phone numbers and emergency contacts are for those who may edit players: not for members or
    // guests, who hold teams:view for the public pages.
    const guest = await signedInAs(suite.app, 'guest');
    for (const viewer of [suite.member.cookie, guest.cookie]) {
      expect((await call('GET', `/api/admin/teams/${created.id}/players`, viewer)).statusCode).toBe(403);
    }
    const staff = (await call('GET', `/api/admin/teams/${created.id}/players`, suite.admin.cookie)).json();
    expect(staff.find((p: { playerName: string }) => p.playerName === 'Striker').userId).toBe(suite.member.user.id);
    expect(staff.find((p: { playerName: string }) => p.playerName === 'Bench').contactPhone).toBe('+9607000000');
    expect(staff).toHaveLength(5);
    expect(visitor.team.playerCount).toBe(5);
  });

  it('shows visitors active teams only and counts for staff', async () => {
    await call('POST', '/api/teams', suite.admin.cookie, {
      ...team,
      name: 'Old Boys',
      category: 'veterans',
      isActive: false,
    });
    const visitor = (await call('GET', '/api/teams')).json();
    expect(visitor.map((t: { name: string }) => t.name)).not.toContain('Old Boys');
    const hidden = (await call('GET', '/api/admin/teams', suite.admin.cookie))
      .json()
      .items.find((t: { name: string }) => t.name === 'Old Boys');
    expect((await call('GET', `/api/teams/${hidden.id}/players`)).statusCode).toBe(404);
    const { stats } = (await call('GET', '/api/admin/teams', suite.admin.cookie)).json();
    expect(stats).toMatchObject({ total: 2, active: 1, senior: 1, sports: 1 });
  });

  it('uploads a team logo; refuses SVG, HTML renamed .jpg and oversize files; needs the teams right', async () => {
    const upload = (cookie: string | undefined, file: Buffer, name = 'logo.png', bucket = 'team-logos') => {
      const body = multipartFile('file', name, file);
      return suite.app.app.inject({
        method: 'POST',
        url: `/api/uploads/${bucket}`,
        payload: body.payload,
        headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
      });
    };
    const ok = await upload(suite.admin.cookie, PNG);
    expect(ok.statusCode).toBe(201);
    expect(ok.json().url).toMatch(/^\/files\/team-logos\/[0-9a-f-]{36}\.png$/);
    expect((await suite.app.app.inject({ method: 'GET', url: ok.json().url })).statusCode).toBe(200);
    expect((await upload(suite.admin.cookie, SVG, 'logo.svg')).statusCode).toBe(415);
    expect((await upload(suite.admin.cookie, HTML_AS_JPG, 'logo.jpg')).statusCode).toBe(415);
    expect((await upload(suite.admin.cookie, Buffer.concat([PNG, Buffer.alloc(6 * 1024 * 1024)]))).statusCode).toBe(
      413,
    );
    expect((await upload(suite.member.cookie, PNG)).statusCode).toBe(403);
    expect((await upload(undefined, PNG)).statusCode).toBe(401);
    expect((await upload(suite.admin.cookie, PNG, 'card.png', 'id-cards')).statusCode).toBe(400);
  });

  it('pages and searches the staff list on the server; the stat cards count every team', async () => {
    for (const sport of ['Netball', 'Netball', 'Futsal']) {
      await call('POST', '/api/teams', suite.admin.cookie, { ...team, name: `${sport} squad ${Math.random()}`, sport });
    }
    const first = (await call('GET', '/api/admin/teams?pageSize=2', suite.admin.cookie)).json();
    expect(first).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.items).toHaveLength(2);
    expect(first.stats.total).toBe(first.total);
    const netball = (await call('GET', '/api/admin/teams?search=netball', suite.admin.cookie)).json();
    expect(netball.total).toBe(2);
  });
});
