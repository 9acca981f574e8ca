import { clubToday, DEFAULT_IDENTITY, fromCents, type MemberStatement, toSignedCents } from '@club/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { followClubIdentity } from '../../platform/texts';
import { acceptApplication, acceptedMember, enrolledChild, sentApplication } from '../../test/factories';
import { PNG } from '../../test/files';
import { signedInAs, useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { PixelLab, pdfText } from '../../test/pdf-pixels';
import { MEMBER_NAME_LINE } from './statement';

describe('member statements: what a member owed, paid and had voided, for staff and for the member', () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  it('lists each fee, payment and void with a running balance that adds up, over any period', async () => {
    const account = await signedInAs(suite.app, 'member');
    const member = await acceptedMember(suite.app, suite.admin.cookie, account.cookie);
    const { paymentReference } = (await call('POST', '/api/me/renewal/reference', account.cookie)).json();
    const body = multipartBody({ plan: 'student', paymentReference }, [
      { field: 'slip', filename: 's.png', data: PNG },
    ]);
    const sent = await suite.app.app.inject({
      method: 'POST',
      url: '/api/me/renewal',
      ...body,
      headers: { ...body.headers, cookie: account.cookie },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const executive = await signedInAs(suite.app, 'executive');
    const [renewal] = await queryRows<{ id: string }>(
      suite.app.database.db,
      sql`select id from memberships where payment_reference = ${paymentReference}`,
    );
    expect(
      (await call('POST', `/api/admin/members/renewals/${renewal?.id}/confirm`, executive.cookie)).statusCode,
    ).toBe(200);
    const [first] = await queryRows<{ id: string; receipt_number: string }>(
      suite.app.database.db,
      sql`select p.id, p.receipt_number from payment_records p join memberships m on m.registration_id = p.registration_id
          where m.id = ${member.membership_id}`,
    );
    expect(
      (await call('POST', `/api/admin/payments/${first?.id}/void`, suite.admin.cookie, { reason: 'Wrong member' }))
        .statusCode,
    ).toBe(200);

    const mine = await call('GET', '/api/me/statement', account.cookie);
    expect(mine.statusCode, mine.body).toBe(200);
    const statement = mine.json() as MemberStatement;
    expect(statement).toMatchObject({
      member: { memberNumber: member.memberNumber },
      to: clubToday(),
      opening: '0.00',
    });
    expect(statement.rows.map((row) => row.kind).sort()).toEqual(['fee', 'fee', 'payment', 'payment', 'void']);
    expect(statement.rows.find((row) => row.kind === 'void')).toMatchObject({
      receiptNumber: first?.receipt_number,
      reason: 'Wrong member',
      paid: '-300.00',
    });
    expect(
      statement.rows.find((row) => row.paymentReference === paymentReference && row.kind === 'payment'),
    ).toMatchObject({ paymentMethod: 'bank_transfer' });
    // Each balance follows from the one before; the totals from the rows.
    let balance = toSignedCents(statement.opening);
    for (const row of statement.rows) {
      balance += toSignedCents(row.owed) - toSignedCents(row.paid);
      expect(row.balance).toBe(fromCents(balance));
    }
    expect(statement.closing).toBe(fromCents(balance));
    expect(fromCents(toSignedCents(statement.owed) - toSignedCents(statement.paid))).toBe(statement.closing);
    // Staff see the same; a period after today brings the balance forward with no rows.
    const staff = await call('GET', `/api/admin/members/${member.member_id}/statement`, suite.admin.cookie);
    expect(staff.json()).toEqual(statement);
    const later = (await call('GET', '/api/me/statement?from=2099-01-01&to=2099-12-31', account.cookie)).json();
    expect(later).toMatchObject({ rows: [], opening: statement.closing, closing: statement.closing });
    expect((await call('GET', '/api/me/statement?from=2026-12-01&to=2026-01-01', account.cookie)).statusCode).toBe(400);

    const pdf = await call('GET', '/api/me/statement.pdf', account.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const text = pdfText(pdf.rawPayload);
    expect(text).toContain('Member statement');
    expect(text).toContain(first?.receipt_number);
    expect(text).toContain('voided: Wrong');
    const dhivehi = await suite.app.app.inject({
      method: 'GET',
      url: `/api/admin/members/${member.member_id}/statement.pdf`,
      headers: { cookie: `${suite.admin.cookie}; lang=dv` },
    });
    expect(dhivehi.statusCode).toBe(200);
    expect(pdfText(dhivehi.rawPayload)).toContain(first?.receipt_number);
    // The club's logo, once Club Settings have one, beside its name.
    followClubIdentity({ ...DEFAULT_IDENTITY, logo: { large: '/l.png', icon: '/i.png', small: '/s.png' } }, PNG);
    try {
      const withLogo = (await call('GET', '/api/me/statement.pdf', account.cookie)).rawPayload;
      expect(withLogo.toString('latin1')).toContain('/Subtype /Image');
      expect(pdfText(withLogo)).toContain('Member statement');
    } finally {
      followClubIdentity(DEFAULT_IDENTITY);
    }
    expect(pdf.rawPayload.toString('latin1')).not.toContain('/Subtype /Image');
  });

  it("answers the member and their guardians, and 404 to anyone else's statement", async () => {
    const guardian = await signedInAs(suite.app, 'member');
    const child = await enrolledChild(suite.app, suite.admin.cookie, guardian.cookie);
    const theirs = await call('GET', `/api/me/statement?member=${child.member_id}`, guardian.cookie);
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().member.fullName).toBe(child.full_name);
    const stranger = await signedInAs(suite.app, 'member');
    for (const url of [
      `/api/me/statement?member=${child.member_id}`,
      `/api/me/statement.pdf?member=${child.member_id}`,
    ])
      expect((await call('GET', url, stranger.cookie)).statusCode).toBe(404);
    // No member of their own either.
    expect((await call('GET', '/api/me/statement', stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/admin/members/${child.member_id}/statement`, stranger.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await call('GET', `/api/admin/members/${crypto.randomUUID()}/statement`, suite.admin.cookie)).statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/me/statement')).statusCode).toBe(401);
  });

  it('draws a Thaana name right to left, as Chromium draws it', async () => {
    const application = await sentApplication(suite.app, undefined, { fullName: 'އަޙްމަދު ޝާހިދު' });
    const accepted = await acceptApplication(suite.app, suite.admin.cookie, application.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const [member] = await queryRows<{ id: string }>(
      suite.app.database.db,
      sql`select id from members where member_number = ${accepted.json().memberNumber}`,
    );
    const pdf = await suite.app.app.inject({
      method: 'GET',
      url: `/api/admin/members/${member?.id}/statement.pdf`,
      headers: { cookie: `${suite.admin.cookie}; lang=dv` },
    });
    expect(pdf.statusCode).toBe(200);
    const lab = await PixelLab.open();
    try {
      const score = await lab.lineAgainstChromium(pdf.rawPayload, MEMBER_NAME_LINE, 'އަޙްމަދު ޝާހިދު', {
        pageWidth: 595,
        weight: 'bold',
        label: "Thaana name on a member's statement",
      });
      expect(score).toBeGreaterThan(0.65);
    } finally {
      await lab.close();
    }
  });
});
