import { addDays, clubToday } from '@club/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { MailAttachment } from '../../db/schema';
import { readCalendarEvents } from '../../test/calendar';
import { teamReaders } from '../../test/factories';
import { queuedMailsTo, signedInAs, useTestApp } from '../../test/harness';

describe('a session moved or called off tells its team once, with the calendar copy to match', () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  const mailsTo = (email: string) => queuedMailsTo(suite.app, email, 'Pitch squad');
  const calendar = (attachment: MailAttachment | undefined) => readCalendarEvents(attachment?.content ?? '');

  it('mails each player and guardian once per change (REQUEST, then CANCEL), never anyone else', async () => {
    const team = await call('POST', '/api/teams', suite.admin.cookie, { name: 'Pitch squad', sport: 'Football' });
    const teamId = team.json().id as string;
    const { parent, player, stranger } = await teamReaders(suite.app, suite.admin.cookie, teamId, 'Ahmed');
    const day = addDays(clubToday(), 3);
    const session = await call('POST', `/api/admin/teams/${teamId}/sessions`, suite.admin.cookie, {
      kind: 'training',
      startsAt: `${day}T16:00:00+05:00`,
      endsAt: `${day}T17:30:00+05:00`,
      place: 'Henveiru stadium',
    });
    const sessionId = session.json().id as string;
    // An answer given for the date goes along when the one-off moves a day.
    await call('PUT', `/api/admin/teams/sessions/${sessionId}/answers`, suite.admin.cookie, {
      date: day,
      playerId: (
        await queryRows<{ id: string }>(
          suite.app.database.db,
          sql`select id from team_players where team_id = ${teamId} and user_id = ${player.user.id}`,
        )
      )[0]?.id,
      answer: 'unavailable',
      note: 'Exams',
    });
    expect(await mailsTo(player.email)).toEqual([]);

    const moved = addDays(day, 1);
    const changed = await call('PUT', `/api/admin/teams/sessions/${sessionId}`, suite.admin.cookie, {
      kind: 'training',
      startsAt: `${moved}T17:00:00+05:00`,
      endsAt: `${moved}T18:30:00+05:00`,
      place: 'Galolhu ground',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [playerMail, ...more] = await mailsTo(player.email);
    expect(more).toEqual([]);
    expect(playerMail?.subject).toBe('Maldives Sports Club: changed: Pitch squad, Training');
    expect(playerMail?.body).toContain('Place: Galolhu ground');
    const update = calendar(playerMail?.attachments[0]);
    expect(update).toMatchObject({
      method: 'REQUEST',
      events: [
        {
          uid: expect.stringMatching(new RegExp(`^session-${sessionId}-${moved}@`)),
          sequence: 1,
          start: new Date(`${moved}T17:00:00+05:00`).toISOString(),
          location: 'Galolhu ground',
          status: 'CONFIRMED',
        },
      ],
    });
    // The parent hears once for their child; someone not on the team hears nothing.
    expect(await mailsTo(parent.email)).toHaveLength(1);
    expect(await mailsTo(stranger.email)).toEqual([]);
    const answers = (
      await call('GET', `/api/admin/teams/sessions/${sessionId}/answers?date=${moved}`, suite.admin.cookie)
    ).json();
    expect(JSON.stringify(answers)).toContain('Exams');

    const off = await call('POST', `/api/admin/teams/sessions/${sessionId}/cancel`, suite.admin.cookie, {
      date: moved,
    });
    expect(off.statusCode, off.body).toBe(200);
    const [, cancelMail] = await mailsTo(player.email);
    expect(cancelMail?.subject).toBe('Maldives Sports Club: called off: Pitch squad, Training');
    expect(calendar(cancelMail?.attachments[0])).toMatchObject({
      method: 'CANCEL',
      events: [{ sequence: 2, status: 'CANCELLED' }],
    });
    expect(await mailsTo(parent.email)).toHaveLength(2);
    expect(await mailsTo(stranger.email)).toEqual([]);
  });

  it('sends the coming dates of a weekly session, not the past ones', async () => {
    const team = await call('POST', '/api/teams', suite.admin.cookie, {
      name: 'Pitch squad weekly',
      sport: 'Football',
    });
    const teamId = team.json().id as string;
    const player = await signedInAs(suite.app, 'member');
    await call('POST', `/api/teams/${teamId}/players`, suite.admin.cookie, {
      playerName: 'Ali',
      userId: player.user.id,
    });
    const first = addDays(clubToday(), -14);
    const session = await call('POST', `/api/admin/teams/${teamId}/sessions`, suite.admin.cookie, {
      kind: 'training',
      startsAt: `${first}T06:00:00+05:00`,
      endsAt: `${first}T07:00:00+05:00`,
      weeklyUntil: addDays(first, 35),
    });
    const sessionId = session.json().id as string;
    const changed = await call('PUT', `/api/admin/teams/sessions/${sessionId}`, suite.admin.cookie, {
      kind: 'training',
      startsAt: `${first}T06:30:00+05:00`,
      endsAt: `${first}T07:30:00+05:00`,
      weeklyUntil: addDays(first, 35),
      place: 'Pool',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const [mail] = await mailsTo(player.email);
    const days = calendar(mail?.attachments[0]).events.map((event) => event.uid.split('@')[0]?.slice(-10));
    // Of the six weekly dates, those to come (two weeks and one week ago have passed; today's, once 06:30 has).
    const coming = [14, 21, 28, 35]
      .map((offset) => addDays(first, offset))
      .filter((day) => Date.parse(`${day}T06:30:00+05:00`) > Date.now());
    expect(days).toEqual(coming);
  });
});
