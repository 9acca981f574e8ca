import { clubToday } from '@club/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { profiles, userRoles } from '../../db/schema';
import type { Viewer } from '../../platform/access';
import { roleIdByName } from '../../platform/permissions';
import { cashDonation, newContributionType } from '../../test/factories';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from '../../test/harness';
import { contributionPayments } from '../contributions/service';
import { decidePayment } from './payment-decisions';

type Account = Awaited<ReturnType<typeof signedInAs>>;

/** The one payment decision's own rules, beyond what each payment kind's route tests show. */
describe('payment decisions', () => {
  let app: TestApp;
  let admin: Account;
  let typeId: string;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const deps = () => ({ db: app.database.db, permissions: app.permissions, mailer: app.mailer });
  const viewerOf = async (account: Account, role: Viewer['role']): Promise<Viewer> => ({
    userId: account.user.id,
    sessionId: 'test',
    email: account.email,
    emailVerified: true,
    fullName: `Test ${role}`,
    role,
    roleId: app.permissions.roleByName(role)?.id ?? '',
    roleName: role,
    hasSecondFactor: true,
    secondFactorAt: new Date(),
    heldAtDoor: false,
    own:
      (
        await app.database.db
          .select({ profile: profiles, role: userRoles })
          .from(profiles)
          .innerJoin(userRoles, eq(userRoles.id, profiles.roleId))
          .where(eq(profiles.userId, account.user.id))
      )[0] ?? expect.fail('no profile'),
  });
  const donation = async () => (await cashDonation(app, admin.cookie, typeId)).id as string;
  const statusOf = async (id: string) =>
    (await queryRows<{ status: string }>(app.database.db, sql`select status from contributions where id = ${id}`))[0]
      ?.status;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    typeId = (await newContributionType(app, admin.cookie)).id;
  });
  afterAll(() => app.close());

  it("re-checks the right on the actor's role as it is inside the transaction", async () => {
    const id = await donation();
    const executive = await signedInAs(app, 'executive');
    const stale = await viewerOf(executive, 'executive');
    // The role changed after the guard let the request in: the viewer the request holds is stale.
    await app.database.db.execute(
      sql`update profiles set role_id = ${roleIdByName('member')} where user_id = ${executive.user.id}`,
    );
    const decision = decidePayment(deps(), stale, contributionPayments(app.mailer), id, 'confirm', undefined);
    await expect(decision).rejects.toMatchObject({ statusCode: 403 });
    expect(await statusOf(id)).toBe('pending');
  });

  it('refuses a decision that would post into a closed period, and changes nothing', async () => {
    const id = await donation();
    const executive = await signedInAs(app, 'executive');
    await app.database.db.execute(
      sql`update ledger_lock set locked_through = ${clubToday()}::date + 1 where id = 'ledger'`,
    );
    try {
      const refused = await call('POST', `/api/admin/contributions/${id}/confirm`, executive.cookie);
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/closed/i);
      expect(await statusOf(id)).toBe('pending');
    } finally {
      await app.database.db.execute(sql`update ledger_lock set locked_through = null where id = 'ledger'`);
    }
  });

  it('lets nobody decide their own payment: a staff member who donated online cannot confirm or reject it', async () => {
    const executive = await signedInAs(app, 'executive');
    const id = await donation();
    await app.database.db.execute(
      sql`update contributions set recorded_by = null, user_id = ${executive.user.id} where id = ${id}`,
    );
    for (const [decision, body] of [
      ['confirm', undefined],
      ['reject', { reason: 'No transfer arrived' }],
    ] as const) {
      const own = await call('POST', `/api/admin/contributions/${id}/${decision}`, executive.cookie, body);
      expect(own.statusCode).toBe(403);
    }
    expect(await statusOf(id)).toBe('pending');
    expect((await call('POST', `/api/admin/contributions/${id}/confirm`, admin.cookie)).statusCode).toBe(200);
  });
});
