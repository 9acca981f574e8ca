import { MEMBER_MESSAGES, type RenewalOffer } from '@club/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { filesNamedByRecords } from '../../platform/upload-sweep';
import { acceptedMember } from '../../test/factories';
import { PNG } from '../../test/files';
import { signedInAs, signedInWithCustomRole, useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

describe('membership renewals: a reference, a slip, and staff who see the money', () => {
  const suite = useTestApp('admin', 'executive');
  const { call } = suite;

  const db = () => suite.app.database.db;

  const reference = async (cookie: string) => {
    const issued = await call('POST', '/api/me/renewal/reference', cookie);
    expect(issued.statusCode, issued.body).toBe(201);
    return issued.json().paymentReference as string;
  };
  const renew = async (cookie: string, fields: Record<string, string>, slip: Buffer | null = PNG) => {
    const body = multipartBody(fields, slip ? [{ field: 'slip', filename: 'slip.png', data: slip }] : []);
    return suite.app.app.inject({
      method: 'POST',
      url: '/api/me/renewal',
      ...body,
      headers: { ...body.headers, cookie },
    });
  };
  /** A member with an account and a paid season, who renews on `plan`; answers the renewal's id. */
  async function renewed(plan = 'student') {
    const account = await signedInAs(suite.app, 'member');
    const member = await acceptedMember(suite.app, suite.admin.cookie, account.cookie);
    const sent = await renew(account.cookie, { plan, paymentReference: await reference(account.cookie) });
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await queryRows<{ id: string }>(
      db(),
      sql`select id from memberships where member_id = ${member.member_id} and submitted_at is not null`,
    );
    return { account, member, id: row?.id as string, sent: sent.json() };
  }
  const statusOf = async (id: string) =>
    (await queryRows<{ status: string }>(db(), sql`select status from memberships where id = ${id}`))[0]?.status;

  it('offers the next season with each plan, takes the plan, reference and slip once, and shows what was sent', async () => {
    const account = await signedInAs(suite.app, 'member');
    const member = await acceptedMember(suite.app, suite.admin.cookie, account.cookie);
    const offer = (await call('GET', '/api/me/renewal', account.cookie)).json() as RenewalOffer;
    expect(offer).toMatchObject({
      memberNumber: member.memberNumber,
      season: member.season + 1,
      currentPlan: 'regular',
      sent: null,
    });
    expect(offer.plans.map((p) => p.plan)).toEqual(['regular', 'student', 'family', 'corporate']);
    for (const plan of offer.plans) expect(plan.amount).toMatch(/^\d+\.\d{2}$/);

    // Refused: no slip; a reference the club never issued; a donation's reference; no plan.
    const issued = await reference(account.cookie);
    const noSlip = await renew(account.cookie, { plan: 'student', paymentReference: issued }, null);
    expect(noSlip.statusCode).toBe(400);
    expect(noSlip.json().fieldErrors.slip).toEqual([MEMBER_MESSAGES.slipRequired]);
    expect((await renew(account.cookie, { plan: 'student', paymentReference: 'MSC-ZZZZ-ZZZZ' })).statusCode).toBe(400);
    const donation = (await call('POST', '/api/contributions/reference')).json().paymentReference;
    const wrongKind = await renew(account.cookie, { plan: 'student', paymentReference: donation });
    expect(wrongKind.json().message).toBe(MEMBER_MESSAGES.referenceNotIssued);
    expect((await renew(account.cookie, { plan: 'gold', paymentReference: issued })).statusCode).toBe(400);

    // The reference is accepted as people type it (lower case, spaces for dashes).
    const sent = await renew(account.cookie, {
      plan: 'student',
      paymentReference: issued.toLowerCase().replaceAll('-', ' '),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({ season: member.season + 1, plan: 'student', paymentReference: issued });
    const again = await renew(account.cookie, { plan: 'student', paymentReference: await reference(account.cookie) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(MEMBER_MESSAGES.alreadyRenewed);
    const after = (await call('GET', '/api/me/renewal', account.cookie)).json() as RenewalOffer;
    expect(after.sent).toMatchObject({ plan: 'student', paymentReference: issued });
    // The slip is part of the record: the upload sweep keeps it, and backups check it is there.
    const [slip] = await queryRows<{ slip_name: string }>(
      db(),
      sql`select slip_name from memberships where payment_reference = ${issued}`,
    );
    expect(await filesNamedByRecords(suite.app.database)).toContain(`private/transfer-slips/${slip?.slip_name}`);
    // The season renewed from keeps its reminders quiet: it is renewed.
    const [old] = await queryRows<{ renewed: boolean }>(
      db(),
      sql`select renewed from memberships where id = ${member.membership_id}`,
    );
    expect(old?.renewed).toBe(true);
  });

  it('renews once when the same member sends twice at the same moment', async () => {
    const account = await signedInAs(suite.app, 'member');
    await acceptedMember(suite.app, suite.admin.cookie, account.cookie);
    const [a, b] = [await reference(account.cookie), await reference(account.cookie)];
    const sent = await Promise.all([
      renew(account.cookie, { plan: 'regular', paymentReference: a }),
      renew(account.cookie, { plan: 'family', paymentReference: b }),
    ]);
    expect(sent.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });

  it('gives one reference per member and season: the same on every visit, one under ten loads at once, nobody else has it', async () => {
    const account = await signedInAs(suite.app, 'member');
    await acceptedMember(suite.app, suite.admin.cookie, account.cookie);
    const first = await reference(account.cookie);
    expect(await reference(account.cookie)).toBe(first);
    const loads = await Promise.all(
      Array.from({ length: 10 }, () => call('POST', '/api/me/renewal/reference', account.cookie)),
    );
    expect(new Set(loads.map((load) => load.json().paymentReference))).toEqual(new Set([first]));
    const [issued] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from payment_references where owner like ${'renewal:%'} and reference = ${first}`,
    );
    expect(issued?.n).toBe(1);
    // Another member's reference is not theirs to renew with.
    const other = await signedInAs(suite.app, 'member');
    await acceptedMember(suite.app, suite.admin.cookie, other.cookie);
    const theirs = await renew(other.cookie, { plan: 'regular', paymentReference: first });
    expect(theirs.statusCode).toBe(400);
    expect(theirs.json().message).toBe(MEMBER_MESSAGES.referenceNotIssued);
    // Sent with it, the renewal shows the same reference; asking again answers it still.
    expect((await renew(account.cookie, { plan: 'regular', paymentReference: first })).statusCode).toBe(201);
    expect(await reference(account.cookie)).toBe(first);
  });

  it('refuses accounts that are no member, and members whose first fee is still due', async () => {
    const stranger = await signedInAs(suite.app, 'member');
    expect((await call('GET', '/api/me/renewal', stranger.cookie)).statusCode).toBe(404);
    expect((await call('POST', '/api/me/renewal/reference', stranger.cookie)).statusCode).toBe(404);
    const unpaid = await signedInAs(suite.app, 'member');
    await acceptedMember(suite.app, suite.admin.cookie, unpaid.cookie, { paid: false });
    const due = await call('GET', '/api/me/renewal', unpaid.cookie);
    expect(due.statusCode).toBe(409);
    expect(due.json().message).toBe(MEMBER_MESSAGES.firstFeeDue);
    expect((await call('GET', '/api/me/renewal')).statusCode).toBe(401);
  });

  it('staff confirm once under 10 clicks: fee recorded and posted, membership active, receipt mailed and the member’s own', async () => {
    const { account, id, sent } = await renewed('student');
    const queue = (await call('GET', '/api/admin/members/renewals', suite.executive.cookie)).json().renewals as {
      id: string;
      slipUrl: string;
      paymentReference: string;
    }[];
    const waiting = queue.find((row) => row.id === id);
    expect(waiting).toMatchObject({ paymentReference: sent.paymentReference });
    const slip = await call('GET', waiting?.slipUrl ?? '', suite.executive.cookie);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('image/png');
    expect(slip.headers['cache-control']).toBe('private, no-store');

    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/admin/members/renewals/${id}/confirm`, suite.executive.cookie),
      ),
    );
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(clicks.find((r) => r.statusCode === 409)?.json().message).toBe(MEMBER_MESSAGES.renewalDecided);
    expect(await statusOf(id)).toBe('active');
    const [payment] = await queryRows<{ id: string; amount: string; receipt_number: string; registration_id: null }>(
      db(),
      sql`select id, amount::text, receipt_number, registration_id from payment_records where membership_id = ${id}`,
    );
    expect(payment?.receipt_number).toMatch(/^RCPT-\d{4}-\d{5}$/);
    const [posting] = await queryRows<{ debit: string; credit: string; description: string }>(
      db(),
      sql`select sum(l.debit_amount)::text as debit, sum(l.credit_amount)::text as credit, e.description
          from journal_entries e join journal_entry_lines l on l.journal_entry_id = e.id
          where e.source_type = 'registration_payment' and e.source_id = ${payment?.id} group by e.id`,
    );
    expect(posting).toEqual({
      debit: payment?.amount,
      credit: payment?.amount,
      description: `Membership renewal, receipt ${payment?.receipt_number}`,
    });
    const [mail] = await queryRows<{ subject: string }>(
      db(),
      sql`select subject from mail_queue where recipient = ${account.email} and subject like '%renewed%'`,
    );
    expect(mail?.subject).toContain(payment?.receipt_number);
    // The receipt is the member's: listed, and its PDF theirs only.
    const receipts = (await call('GET', '/api/me/receipts', account.cookie)).json() as { id: string }[];
    expect(receipts.map((r) => r.id)).toContain(payment?.id);
    const pdf = await call('GET', `/api/me/receipts/${payment?.id}/receipt.pdf`, account.cookie);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const other = await signedInAs(suite.app, 'member');
    expect((await call('GET', `/api/me/receipts/${payment?.id}/receipt.pdf`, other.cookie)).statusCode).toBe(404);
    // Staff who view members open it from the list (the row names the payment); members and strangers' ids do not.
    const listed = (
      await call('GET', `/api/admin/members?pageSize=100&season=${sent.season}`, suite.executive.cookie)
    ).json();
    expect(listed.items.find((row: { membershipId: string }) => row.membershipId === id)?.paymentId).toBe(payment?.id);
    const staffPdf = await call(
      'GET',
      `/api/admin/members/payments/${payment?.id}/receipt.pdf`,
      suite.executive.cookie,
    );
    expect(staffPdf.statusCode).toBe(200);
    expect(staffPdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(
      (await call('GET', `/api/admin/members/payments/${payment?.id}/receipt.pdf`, account.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await call('GET', `/api/admin/members/payments/${crypto.randomUUID()}/receipt.pdf`, suite.executive.cookie))
        .statusCode,
    ).toBe(404);
    // A void puts it back to pending payment, as a fee's does.
    const voided = await call('POST', `/api/admin/payments/${payment?.id}/void`, suite.admin.cookie, {
      reason: 'Bounced',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await statusOf(id)).toBe('pending_payment');
  });

  it('staff reject a renewal whose money never came: cancelled with the reason, mailed, and the member renews again', async () => {
    const { account, id } = await renewed('family');
    const noReason = await call('POST', `/api/admin/members/renewals/${id}/reject`, suite.executive.cookie, {
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(400);
    const rejected = await call('POST', `/api/admin/members/renewals/${id}/reject`, suite.executive.cookie, {
      reason: 'No transfer with this reference reached the club account',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(await statusOf(id)).toBe('cancelled');
    expect((await call('POST', `/api/admin/members/renewals/${id}/confirm`, suite.executive.cookie)).statusCode).toBe(
      409,
    );
    const [mail] = await queryRows<{ body: string }>(
      db(),
      sql`select body from mail_queue where recipient = ${account.email} and subject like '%could not confirm%'`,
    );
    expect(mail?.body).toContain('No transfer with this reference reached the club account');
    const again = await renew(account.cookie, { plan: 'family', paymentReference: await reference(account.cookie) });
    expect(again.statusCode, again.body).toBe(201);
  });

  it('holds the door: members, view-only staff and strangers; the renewing staff member does not confirm their own', async () => {
    const { account, id } = await renewed();
    for (const cookie of [
      account.cookie,
      (await signedInWithCustomRole(suite.app, 'executive', { members: ['view'] })).cookie,
    ]) {
      expect((await call('GET', '/api/admin/members/renewals', cookie)).statusCode).toBe(403);
      expect((await call('POST', `/api/admin/members/renewals/${id}/confirm`, cookie)).statusCode).toBe(403);
      expect((await call('GET', `/api/admin/members/renewals/${id}/slip`, cookie)).statusCode).toBe(403);
    }
    expect((await call('POST', `/api/admin/members/renewals/${id}/confirm`)).statusCode).toBe(401);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(
      (await call('POST', `/api/admin/members/renewals/${missing}/confirm`, suite.executive.cookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/api/admin/members/renewals/${missing}/slip`, suite.executive.cookie)).statusCode).toBe(
      404,
    );

    // An executive who is a member renews: another executive confirms it.
    const staffMember = await signedInAs(suite.app, 'executive');
    await acceptedMember(suite.app, suite.admin.cookie, staffMember.cookie);
    const sent = await renew(staffMember.cookie, {
      plan: 'regular',
      paymentReference: await reference(staffMember.cookie),
    });
    expect(sent.statusCode).toBe(201);
    const [own] = await queryRows<{ id: string }>(
      db(),
      sql`select ms.id from memberships ms join members m on m.id = ms.member_id
          where m.user_id = ${staffMember.user.id} and ms.submitted_at is not null`,
    );
    const refused = await call('POST', `/api/admin/members/renewals/${own?.id}/confirm`, staffMember.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(MEMBER_MESSAGES.ownRenewal);
    expect(
      (await call('POST', `/api/admin/members/renewals/${own?.id}/confirm`, suite.executive.cookie)).statusCode,
    ).toBe(200);
  });
});
