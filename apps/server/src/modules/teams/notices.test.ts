import { NOTICE_MESSAGES, type TeamNotice } from '@club/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { enrolledChild, teamReaders } from '../../test/factories';
import { useTestApp } from '../../test/harness';

describe('a notice to a team, and the coach’s published phone', () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  const mailsTo = (email: string) =>
    queryRows<{ subject: string; body: string }>(
      suite.app.database.db,
      sql`select subject, body from mail_queue where recipient = ${email} and subject like '%notice%'`,
    );

  it('mails each player and guardian once and shows it on their dashboards; nobody else', async () => {
    const team = await call('POST', '/api/teams', suite.admin.cookie, {
      name: 'Under-14 basketball',
      sport: 'Basketball',
      coachPhone: '7771234',
    });
    expect(team.statusCode, team.body).toBe(201);
    expect(team.json().coachPhone).toBe('+9607771234');
    const teamId = team.json().id as string;
    expect(
      (await call('POST', '/api/teams', suite.admin.cookie, { name: 'X', sport: 'Y', coachPhone: 'call me' }))
        .statusCode,
    ).toBe(400);

    const { parent, player, stranger } = await teamReaders(suite.app, suite.admin.cookie, teamId, 'Ahmed Hamdhan');
    // The same parent's second child on the team: one mail still.
    const second = await enrolledChild(suite.app, suite.admin.cookie, parent.cookie);
    await call('POST', `/api/teams/${teamId}/players`, suite.admin.cookie, {
      playerName: second.full_name,
      memberId: second.member_id,
    });

    const text = 'Training moves to Galolhu ground on Thursday, 5 pm. Bring water.';
    const sent = await call('POST', `/api/admin/teams/${teamId}/notices`, suite.admin.cookie, { body: text });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ message: NOTICE_MESSAGES.sent, notice: { body: text, mailed: 2 } });
    const [parentMail, ...more] = await mailsTo(parent.email);
    expect(more).toEqual([]);
    expect(parentMail?.subject).toContain('Under-14 basketball');
    expect(parentMail?.body).toContain(text);
    expect(await mailsTo(player.email)).toHaveLength(1);
    expect(await mailsTo(stranger.email)).toEqual([]);

    const mine = (await call('GET', '/api/me/notices', parent.cookie)).json() as TeamNotice[];
    expect(mine.map((notice) => notice.body)).toEqual([text]);
    expect((await call('GET', '/api/me/notices', stranger.cookie)).json()).toEqual([]);
    expect((await call('GET', `/api/admin/teams/${teamId}/notices`, suite.admin.cookie)).json()).toHaveLength(1);

    expect((await call('POST', `/api/admin/teams/${teamId}/notices`, player.cookie, { body: text })).statusCode).toBe(
      403,
    );
    expect((await call('GET', `/api/admin/teams/${teamId}/notices`, player.cookie)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/admin/teams/${teamId}/notices`, suite.admin.cookie, { body: '   ' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/admin/teams/${teamId}/notices`, suite.admin.cookie, { body: 'x'.repeat(2001) }))
        .statusCode,
    ).toBe(400);
    expect(
      (await call('POST', `/api/admin/teams/${crypto.randomUUID()}/notices`, suite.admin.cookie, { body: text }))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/me/notices')).statusCode).toBe(401);
  });
});
