import { clubToday } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { acceptedMember, sentApplication } from '../../test/factories';
import { PNG } from '../../test/files';
import { callApp, createTestApp, mailTo, signedInAs, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { followRolesOfAllMembers } from './service';

type Account = Awaited<ReturnType<typeof signedInAs>>;

describe('the role follows the membership (decision 035)', () => {
  let app: TestApp;
  let admin: Account;
  const roleOf = async (account: Account) => (await callApp(app, 'GET', '/api/me', account.cookie)).json().role;
  const seasonEnded = (memberId: string, daysAgo: number) =>
    app.database.db.execute(
      sql`update memberships set ends_on = ${clubToday()}::date - ${daysAgo}::int, starts_on = ${clubToday()}::date - ${daysAgo + 365}::int
          where member_id = ${memberId}`,
    );
  const pass = () => followRolesOfAllMembers({ db: app.database.db, settings: app.settings });

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  it('makes a guest who was accepted and paid a Member, in the collection itself, with the receipt mailed', async () => {
    const guest = await signedInAs(app, 'guest');
    const member = await acceptedMember(app, admin.cookie, guest.cookie, { paid: false });
    expect(await roleOf(guest)).toBe('guest');
    const collected = await callApp(
      app,
      'POST',
      `/api/admin/registrations/membership/${(await applicationOf(member.member_id)).id}/payment`,
      admin.cookie,
      { amount: '300.00', paymentMethod: 'cash' },
    );
    expect(collected.statusCode, collected.body).toBe(201);
    expect(await roleOf(guest)).toBe('member');
    const [audit] = await queryRows<{ actor_id: string; before: unknown; after: unknown }>(
      app.database.db,
      sql`select actor_id, before, after from audit_log where action = 'user.role_follows_membership' and entity_id = ${guest.user.id}`,
    );
    expect(audit).toMatchObject({ actor_id: admin.user.id, before: { role: 'guest' }, after: { role: 'member' } });
    // The first fee's receipt is mailed with its PDF, as a renewal's is.
    const mail = await mailTo(app, guest.email, collected.json().receiptNumber);
    expect(mail.text).toContain('application/pdf');
  });

  it('makes the applicant a Member at acceptance when the fee was collected first', async () => {
    const guest = await signedInAs(app, 'guest');
    const application = await sentApplication(app, guest.cookie);
    const paid = await callApp(
      app,
      'POST',
      `/api/admin/registrations/membership/${application.id}/payment`,
      admin.cookie,
      {
        amount: '300.00',
        paymentMethod: 'cash',
      },
    );
    expect(paid.statusCode, paid.body).toBe(201);
    expect(await roleOf(guest)).toBe('guest');
    const accepted = await callApp(
      app,
      'POST',
      `/api/admin/members/applications/${application.id}/accept`,
      admin.cookie,
      {
        plan: 'regular',
      },
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(await roleOf(guest)).toBe('member');
    // The welcome says the membership is active, not that a fee is still to pay.
    const welcome = await mailTo(app, guest.email, 'has been accepted');
    expect(welcome.text).toContain('your membership is active');
    expect(welcome.text).not.toContain('once the fee has been paid');
  });

  it('takes the Member role back once the season has lapsed past the grace period, not a day before', async () => {
    const guest = await signedInAs(app, 'guest');
    const member = await acceptedMember(app, admin.cookie, guest.cookie);
    expect(await roleOf(guest)).toBe('member');
    const { graceDays } = app.settings.current().membership;
    await seasonEnded(member.member_id, graceDays);
    await pass();
    expect(await roleOf(guest)).toBe('member');
    await seasonEnded(member.member_id, graceDays + 1);
    const changes = await pass();
    expect(changes).toContainEqual(
      expect.objectContaining({ user_id: guest.user.id, before: 'member', after: 'guest' }),
    );
    // Sessions hear the change within a second (the session cache, told by the profile's notification).
    await expect.poll(() => roleOf(guest), { timeout: 3000 }).toBe('guest');
    // A second pass changes nothing.
    expect((await pass()).filter((change) => change.user_id === guest.user.id)).toEqual([]);
  });

  it('never lowers nor replaces a role a person gave: staff, and a Member with no membership at all', async () => {
    const executive = await signedInAs(app, 'executive');
    const member = await acceptedMember(app, admin.cookie, executive.cookie);
    expect(await roleOf(executive)).toBe('executive');
    await seasonEnded(member.member_id, 400);
    await pass();
    expect(await roleOf(executive)).toBe('executive');
    const memberByHand = await signedInAs(app, 'member');
    await pass();
    expect(await roleOf(memberByHand)).toBe('member');
    // Made Member by hand, then accepted with the first fee still due: nothing lapsed, nothing is taken.
    await acceptedMember(app, admin.cookie, memberByHand.cookie, { paid: false });
    await pass();
    expect(await roleOf(memberByHand)).toBe('member');
  });

  it('gives the role back when a lapsed member renews and staff confirm the money', async () => {
    const guest = await signedInAs(app, 'guest');
    const member = await acceptedMember(app, admin.cookie, guest.cookie);
    await seasonEnded(member.member_id, 400);
    await pass();
    await expect.poll(() => roleOf(guest), { timeout: 3000 }).toBe('guest');
    const { paymentReference } = (await callApp(app, 'POST', '/api/me/renewal/reference', guest.cookie)).json();
    const body = multipartBody({ plan: 'regular', paymentReference }, [
      { field: 'slip', filename: 's.png', data: PNG },
    ]);
    const sent = await app.app.inject({
      method: 'POST',
      url: '/api/me/renewal',
      ...body,
      headers: { ...body.headers, cookie: guest.cookie },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [renewal] = await queryRows<{ id: string }>(
      app.database.db,
      sql`select id from memberships where member_id = ${member.member_id} and submitted_at is not null`,
    );
    const confirmed = await callApp(app, 'POST', `/api/admin/members/renewals/${renewal?.id}/confirm`, admin.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(await roleOf(guest)).toBe('member');
  });

  async function applicationOf(memberId: string) {
    const [row] = await queryRows<{ id: string }>(
      app.database.db,
      sql`select registration_id as id from memberships where member_id = ${memberId}`,
    );
    if (!row) throw new Error('no application');
    return row;
  }
});
