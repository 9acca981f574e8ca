import { MEMBER_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, queryRows } from '../../db/client';
import { acceptedMember } from '../../test/factories';
import { type Account, signedInAs, signedInWithCustomRole, TEST_PUBLIC_URL, useTestApp } from '../../test/harness';
import { type ReminderDeps, sendDueReminders } from './reminders';

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('renewal reminders', () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  let deps: ReminderDeps;

  const member = (account?: Account, options?: { paid?: boolean }) =>
    acceptedMember(suite.app, suite.admin.cookie, account?.cookie, options);

  const remindersOf = (membershipId: string) =>
    queryRows<{ stage: string }>(
      suite.app.database.db,
      sql`select stage from membership_reminders where membership_id = ${membershipId} order by sent_at, stage`,
    ).then((rows) => rows.map((row) => row.stage));
  const mailsTo = async (email: string) =>
    (
      await queryRows<{ n: number }>(
        suite.app.database.db,
        sql`select count(*)::int as n from mail_queue where recipient = ${email}
            and (subject like '%membership ends%' or subject like '%membership has ended%')`,
      )
    )[0]?.n;

  beforeAll(async () => {
    deps = {
      db: suite.app.database.db,
      mailer: suite.app.mailer,
      settings: suite.app.settings,
      permissions: suite.app.permissions,
      publicUrl: TEST_PUBLIC_URL,
    };
  });

  it('sends each stage once, also with two servers running the day at once, to members who want them', async () => {
    const reminded = await signedInAs(suite.app, 'member');
    const quiet = await signedInAs(suite.app, 'member');
    const unpaidAccount = await signedInAs(suite.app, 'member');
    const due = await member(reminded);
    const optedOut = await member(quiet);
    const noAccount = await member();
    const unpaid = await member(unpaidAccount, { paid: false });
    expect((await call('PUT', '/api/me/membership/reminders', quiet.cookie, { remindersOff: true })).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/me/membership', quiet.cookie)).json().member.remindersOff).toBe(true);
    // Recorded as the member's own change, not an actor-less one.
    expect(
      await queryRows<{ actor_id: string | null }>(
        suite.app.database.db,
        sql`select actor_id from audit_log where action = 'members.update' and entity_id = ${optedOut.member_id}
            and before->>'reminders_off' <> after->>'reminders_off'`,
      ),
    ).toEqual([{ actor_id: quiet.user.id }]);
    const stranger = await signedInAs(suite.app, 'member');
    expect(
      (await call('PUT', '/api/me/membership/reminders', stranger.cookie, { remindersOff: true })).statusCode,
    ).toBe(404);

    // A second server: its own connections to the same database.
    const other =
      suite.app.databaseUrl === null
        ? suite.app.database
        : await openDatabase({ kind: 'postgres', url: suite.app.databaseUrl });
    const twoServers = async (day: string) => {
      const counts = await Promise.all([sendDueReminders(deps, day), sendDueReminders({ ...deps, db: other.db }, day)]);
      return counts.reduce((sum, n) => sum + n, 0);
    };
    try {
      const end = due.ends_on;
      expect(await twoServers(addDays(end, -31))).toBe(0);
      expect(await twoServers(addDays(end, -30))).toBe(1);
      expect(await twoServers(addDays(end, -29))).toBe(0);
      expect(await twoServers(addDays(end, -7))).toBe(1);
      expect(await twoServers(end)).toBe(0);
      expect(await twoServers(addDays(end, 7))).toBe(1);
      expect(await twoServers(addDays(end, 8))).toBe(0);
      expect(await twoServers(addDays(end, 31))).toBe(0);
    } finally {
      if (other !== suite.app.database) await other.close();
    }
    expect(await remindersOf(due.membership_id)).toEqual(['ends_in_30', 'ends_in_7', 'ended_7_ago']);
    expect(await mailsTo(reminded.email)).toBe(3);
    for (const skipped of [optedOut, noAccount, unpaid]) expect(await remindersOf(skipped.membership_id)).toEqual([]);
    expect(await mailsTo(quiet.email)).toBe(0);
    // Each reminder is on the member's dashboard (and pushed) too, leading to the renewal; none for the quiet one.
    const notices = (await call('GET', '/api/notifications', reminded.cookie)).json();
    expect(notices.items.map((notice: { title: string; link: string }) => [notice.title, notice.link])).toEqual([
      ['Your membership has ended', '/renew'],
      [expect.stringMatching(/^Your membership ends on /), '/renew'],
      [expect.stringMatching(/^Your membership ends on /), '/renew'],
    ]);
    expect((await call('GET', '/api/notifications', quiet.cookie)).json().items).toEqual([]);
    const [mail] = await queryRows<{ subject: string; body: string }>(
      suite.app.database.db,
      sql`select subject, body from mail_queue where recipient = ${reminded.email} and subject like '%ends on%'`,
    );
    expect(mail?.subject).toContain('your membership ends on');
    expect(mail?.body).toContain(`${TEST_PUBLIC_URL}/renew`);
    // Each reminder gives the account and the reference the renewal page then shows: one for the season.
    const bodies = await queryRows<{ body: string }>(
      suite.app.database.db,
      sql`select body from mail_queue where recipient = ${reminded.email}
          and (subject like '%membership ends%' or subject like '%membership has ended%')`,
    );
    const shown = await call('POST', '/api/me/renewal/reference', reminded.cookie);
    expect(shown.statusCode).toBe(201);
    const { paymentReference } = shown.json();
    expect(bodies.map(({ body }) => body.includes(`with the reference ${paymentReference}`))).toEqual([
      true,
      true,
      true,
    ]);
    expect(mail?.body).toContain(suite.app.settings.current().bankAccount.accountNumber ?? 'ask the club office');
  });

  it('stops once the member holds the next season', async () => {
    const account = await signedInAs(suite.app, 'member');
    const renewing = await member(account);
    await suite.app.database.db.execute(
      sql`insert into memberships (member_id, season, plan, amount, starts_on, ends_on)
          select member_id, season + 1, plan, amount, ends_on + 1, ends_on + 365 from memberships where id = ${renewing.membership_id}`,
    );
    expect(await sendDueReminders(deps, addDays(renewing.ends_on, -7))).toBe(0);
    expect(await remindersOf(renewing.membership_id)).toEqual([]);
  });

  it('lets staff remind by hand once a day, audited; refuses a member without an account; holds the door', async () => {
    const account = await signedInAs(suite.app, 'member');
    const target = await member(account);
    const [first, second] = await Promise.all([
      call('POST', `/api/admin/members/${target.member_id}/remind`, suite.admin.cookie),
      call('POST', `/api/admin/members/${target.member_id}/remind`, suite.admin.cookie),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    expect([first, second].find((r) => r.statusCode === 200)?.json().message).toBe(MEMBER_MESSAGES.reminderSent);
    expect([first, second].find((r) => r.statusCode === 409)?.json().message).toBe(MEMBER_MESSAGES.remindedToday);
    expect(await remindersOf(target.membership_id)).toEqual(['by_hand']);
    expect(await mailsTo(account.email)).toBe(1);
    const [audit] = await queryRows<{ action: string }>(
      suite.app.database.db,
      sql`select action from audit_log where action = 'member.remind' and entity_id = ${target.member_id}`,
    );
    expect(audit).toBeDefined();
    // A hand reminder does not use up a scheduled stage.
    expect(await sendDueReminders(deps, addDays(target.ends_on, -7))).toBe(1);

    const withoutAccount = await member();
    const refused = await call('POST', `/api/admin/members/${withoutAccount.member_id}/remind`, suite.admin.cookie);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MEMBER_MESSAGES.noAccountToRemind);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect((await call('POST', `/api/admin/members/${missing}/remind`, suite.admin.cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/admin/members/not-an-id/remind', suite.admin.cookie)).statusCode).toBe(400);
    expect((await call('POST', `/api/admin/members/${target.member_id}/remind`, account.cookie)).statusCode).toBe(403);
    const viewOnly = await signedInWithCustomRole(suite.app, 'executive', { members: ['view'] });
    expect((await call('POST', `/api/admin/members/${target.member_id}/remind`, viewOnly.cookie)).statusCode).toBe(403);
    expect((await call('POST', `/api/admin/members/${target.member_id}/remind`)).statusCode).toBe(401);
  });
});
