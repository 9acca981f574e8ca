import {
  clubToday,
  MEMBER_MESSAGES,
  type MembersPage,
  REGISTRATION_MESSAGES,
  seasonBounds,
  seasonOf,
  verifyMemberCard,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { PNG } from '../../test/files';
import { mailTo, signedInAs, signedInWithCustomRole, useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { isStringLiteral, openInLibreOffice } from '../../test/spreadsheet';

let counter = 0;
/** A person's application; each call a different person unless the ID card is given. */
const person = (idCardNumber = `A${String(900000 + ++counter)}`) => ({
  fullName: `Member ${counter}`,
  permanentAddress: 'H. Sunlight, Male',
  idCardNumber,
  dateOfBirth: '2001-05-14',
  atollIsland: counter % 2 ? 'K. Male' : 'Addu City',
  mobileNumber: '+960 777-1234',
  otherClubMember: 'false',
});

const addDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe('members: applications, memberships by season, who has paid', () => {
  const suite = useTestApp('admin', 'executive');
  const { call } = suite;

  /** Sends an application (signed in when a cookie is given) and answers its id. */
  async function apply(fields = person(), cookie?: string) {
    const { submissionKey } = (
      await suite.app.app.inject({ method: 'GET', url: '/api/registrations/membership/form-number' })
    ).json() as { submissionKey: string };
    const body = multipartBody({ ...fields, submissionKey }, [{ field: 'idCard', filename: 'card.png', data: PNG }]);
    const sent = await suite.app.app.inject({
      method: 'POST',
      url: '/api/registrations/membership',
      ...body,
      headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const { formNumber } = sent.json() as { formNumber: string };
    const [row] = await queryRows<{ id: string }>(
      suite.app.database.db,
      sql`select id from membership_registrations where form_number = ${formNumber}`,
    );
    if (!row) throw new Error('application not stored');
    return row.id;
  }
  const accept = (id: string, plan = 'regular', cookie = suite.admin.cookie) =>
    call('POST', `/api/admin/members/applications/${id}/accept`, cookie, { plan });
  const list = async (query = '', cookie = suite.admin.cookie) => {
    const response = await call('GET', `/api/admin/members?${query}`, cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as MembersPage;
  };
  const membershipOf = async (memberNumber: string, query = '') =>
    (await list(`search=${memberNumber}&${query}`)).items.find((row) => row.memberNumber === memberNumber);

  it('accepts an application once under 10 concurrent clicks: one member, one membership', async () => {
    const id = await apply();
    const clicks = await Promise.all(Array.from({ length: 10 }, () => accept(id, 'student', suite.executive.cookie)));
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const winner = clicks.find((r) => r.statusCode === 200)?.json() as { memberNumber: string; message: string };
    expect(winner.memberNumber).toMatch(/^M-\d{5}$/);
    expect(winner.message).toBe(`Application accepted. Member number: ${winner.memberNumber}`);
    expect(clicks.find((r) => r.statusCode === 409)?.json().message).toBe('This application has already been decided.');
    const [counts] = await queryRows<{ members: number; memberships: number }>(
      suite.app.database.db,
      sql`select (select count(*)::int from members m join membership_registrations r on r.member_id = m.id where r.id = ${id}) as members,
        (select count(*)::int from memberships where registration_id = ${id}) as memberships`,
    );
    expect(counts).toEqual({ members: 1, memberships: 1 });
    const row = await membershipOf(winner.memberNumber);
    expect(row).toMatchObject({ plan: 'student', status: 'pending_payment', paidAmount: null });
    // The application shows the member it made.
    const applications = await call('GET', '/api/admin/registrations/membership?search=Member', suite.admin.cookie);
    const shown = (applications.json().items as { id: string; decision: string; memberNumber: string }[]).find(
      (a) => a.id === id,
    );
    expect(shown).toMatchObject({ decision: 'accepted', memberNumber: winner.memberNumber });
  });

  it('makes one member of one person, also when they apply twice (and at the same moment)', async () => {
    const card = `A${String(800000 + ++counter)}`;
    const first = await apply(person(card));
    const second = await apply(person(` ${card.toLowerCase().replace('a', 'a ')} `));
    const third = await apply(person(card));
    const [one, two] = await Promise.all([accept(first), accept(second)]);
    expect([one.statusCode, two.statusCode]).toEqual([200, 200]);
    expect(one.json().memberNumber).toBe(two.json().memberNumber);
    expect((await accept(third)).json().memberNumber).toBe(one.json().memberNumber);
    const seasons = await queryRows<{ n: number }>(
      suite.app.database.db,
      sql`select count(*)::int as n from memberships ms join members m on m.id = ms.member_id where m.id_card_number = ${card}`,
    );
    expect(seasons[0]?.n).toBe(1);
  });

  it('moves a season: collect -> active, void -> pending payment; end -> expired; grace -> lapsed', async () => {
    const id = await apply();
    const { memberNumber } = (await accept(id)).json() as { memberNumber: string };
    const collected = await call('POST', `/api/admin/registrations/membership/${id}/payment`, suite.admin.cookie, {
      amount: '450.00',
      paymentMethod: 'cash',
    });
    expect(collected.statusCode, collected.body).toBe(201);
    expect(await membershipOf(memberNumber)).toMatchObject({ status: 'active', paidAmount: '450.00' });
    const voided = await call('POST', `/api/admin/payments/${collected.json().id}/void`, suite.admin.cookie, {
      reason: 'Typo',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await membershipOf(memberNumber)).toMatchObject({ status: 'pending_payment', paidAmount: null });

    // Seasons gone by, written as the years would have left them (grace: 30 days by default).
    const db = suite.app.database.db;
    const today = clubToday();
    const past = async (card: string, season: number, endsOn: string) => {
      const [m] = await queryRows<{ id: string }>(
        db,
        sql`insert into members (member_number, full_name, id_card_number, date_of_birth, atoll_island, mobile_number)
          values ('P-' || ${card}, ${`Past ${card}`}, ${card}, '1980-01-01', 'K. Male', '7771234')
          on conflict (id_card_number) do update set full_name = excluded.full_name returning id`,
      );
      await db.execute(
        sql`insert into memberships (member_id, season, plan, amount, starts_on, ends_on, status)
          values (${m?.id}, ${season}, 'regular', '500.00', ${addDays(endsOn, -364)}, ${endsOn}, 'pending_payment')`,
      );
    };
    await past('PAST1', 2001, addDays(today, -1));
    await past('PAST2', 2002, addDays(today, -40));
    await past('PAST3', 2003, addDays(today, -40));
    await past('PAST3', 2004, addDays(today, 300));
    expect((await membershipOf('P-PAST1', 'season=2001'))?.status).toBe('expired');
    expect((await membershipOf('P-PAST2', 'season=2002'))?.status).toBe('lapsed');
    // Renewed for a later season: the old one is only expired.
    expect((await membershipOf('P-PAST3', 'season=2003'))?.status).toBe('expired');
    // ...until that later season is cancelled.
    await db.execute(
      sql`update memberships set status = 'cancelled' where season = 2004
        and member_id = (select id from members where id_card_number = 'PAST3')`,
    );
    expect((await membershipOf('P-PAST3', 'season=2003'))?.status).toBe('lapsed');
    expect((await membershipOf('P-PAST3', 'season=2004'))?.status).toBe('cancelled');
    expect((await list('season=2002&status=lapsed')).items.map((r) => r.memberNumber)).toEqual(['P-PAST2']);
  });

  it('lists who has paid with filters, counts and income per plan, the expiry list, and the CSV', async () => {
    const paidId = await apply();
    const paid = (await accept(paidId, 'family')).json() as { memberNumber: string };
    await call('POST', `/api/admin/registrations/membership/${paidId}/payment`, suite.admin.cookie, {
      amount: '1200.50',
    });
    const unpaid = (await accept(await apply(), 'family')).json() as { memberNumber: string };

    const page = await list('plan=family');
    expect(page.items.map((r) => r.memberNumber).sort()).toEqual([paid.memberNumber, unpaid.memberNumber].sort());
    expect(page.plans.find((p) => p.plan === 'family')).toEqual({
      plan: 'family',
      members: 2,
      paid: 1,
      income: '1200.50',
    });
    expect((await list('plan=family&status=active')).items.map((r) => r.memberNumber)).toEqual([paid.memberNumber]);
    expect((await list('plan=family&status=pending_payment')).items.map((r) => r.memberNumber)).toEqual([
      unpaid.memberNumber,
    ]);
    expect(page.season).toBe(seasonOf(clubToday(), 1));
    expect(page.items[0]?.endsOn).toBe(seasonBounds(page.season, 1).endsOn);
    // Ending within 30 days: only active memberships whose season ends by then.
    const expiring = await list('status=expiring');
    const endsSoon = addDays(clubToday(), 30) >= seasonBounds(page.season, 1).endsOn;
    expect(expiring.items.some((r) => r.memberNumber === paid.memberNumber)).toBe(endsSoon);
    expect(expiring.items.every((r) => r.status === 'active')).toBe(true);

    const csv = await call('GET', '/api/admin/members/export.csv?plan=family', suite.admin.cookie);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    const lines = csv.body.trim().split(/\r?\n/);
    expect(lines[0]).toContain('Member Number,Full Name,Atoll/Island');
    expect(lines.some((line) => line.includes(paid.memberNumber) && line.includes('1200.50'))).toBe(true);
    // Plans and statuses read as words, not codes.
    expect(lines[0]).toContain(',Plan,Academy Sport,Status,');
    expect(lines.find((line) => line.includes(paid.memberNumber))).toMatch(/,Family,,(Active|Expired),/);
    // As a treasurer's spreadsheet opens it: words, the phone as written, the amount as the books hold it, no formula run.
    const sheet = openInLibreOffice(csv.body);
    const header = (sheet[0] ?? []).map((cell) => cell.value);
    const row = sheet.find((cells) => cells[header.indexOf('Member Number')]?.value === paid.memberNumber);
    expect(row?.[header.indexOf('Plan')]?.value).toBe('Family');
    expect(row?.[header.indexOf('Mobile Number')]?.value).toBe('+960 777-1234');
    expect(Number(row?.[header.indexOf('Paid (MVR)')]?.value)).toBe(1200.5);
    const formulas = sheet.flat().flatMap((cell) => (cell.formula === null ? [] : [cell.formula]));
    expect(formulas.filter((formula) => !isStringLiteral(formula))).toEqual([]);
    expect(lines).toHaveLength(3);

    // Bad filters are refused or ignored, never a 500.
    expect((await call('GET', '/api/admin/members?season=abc', suite.admin.cookie)).statusCode).toBe(400);
    expect((await call('GET', '/api/admin/members?status=whatever&plan=nope', suite.admin.cookie)).statusCode).toBe(
      200,
    );
  });

  it('declines with a reason (the applicant who applied signed in is told); decided is decided', async () => {
    const applicant = await signedInAs(suite.app, 'member');
    const id = await apply(person(), applicant.cookie);
    const decline = (payload: object) =>
      call('POST', `/api/admin/members/applications/${id}/decline`, suite.admin.cookie, payload);
    const blank = await decline({ reason: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().fieldErrors.reason).toEqual(['Give the reason for declining']);
    expect((await decline({ reason: 'Not resident in the Maldives' })).statusCode).toBe(200);
    expect((await accept(id)).statusCode).toBe(409);
    expect((await decline({ reason: 'Again' })).statusCode).toBe(409);
    const mail = await mailTo(suite.app, applicant.email, 'Not resident in the Maldives');
    expect(mail.text).toContain('your membership application');
    // A declined application without a payment may be deleted.
    expect((await call('DELETE', `/api/admin/registrations/membership/${id}`, suite.admin.cookie)).statusCode).toBe(
      204,
    );
  });

  it('links the account that applied and tells it the member number; an accepted application stays', async () => {
    const applicant = await signedInAs(suite.app, 'member');
    const id = await apply(person(), applicant.cookie);
    const { memberNumber } = (await accept(id)).json() as { memberNumber: string };
    const [linked] = await queryRows<{ user_id: string }>(
      suite.app.database.db,
      sql`select user_id from members where member_number = ${memberNumber}`,
    );
    expect(linked?.user_id).toBe(applicant.user.id);
    expect((await mailTo(suite.app, applicant.email, memberNumber)).text).toContain('has been accepted');
    // The member's own area: their number and this season's membership; nobody else's, whoever asks.
    const mine = await call('GET', '/api/me/membership', applicant.cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({
      member: { memberNumber },
      membership: { plan: 'regular', status: 'pending_payment', paidAmount: null },
    });
    const stranger = await signedInAs(suite.app, 'member');
    expect((await call('GET', '/api/me/membership', stranger.cookie)).json()).toEqual({
      member: null,
      membership: null,
    });
    expect((await call('GET', '/api/me/membership')).statusCode).toBe(401);
    const removal = await call('DELETE', `/api/admin/registrations/membership/${id}`, suite.admin.cookie);
    expect(removal.statusCode).toBe(409);
    expect(removal.json().message).toBe('This application has been accepted: it stays with the member it made.');
  });

  it('lets nobody on staff decide their own application or record its fee: a colleague does', async () => {
    const staff = await signedInAs(suite.app, 'admin');
    const id = await apply(person(), staff.cookie);
    const ownFee = await call('POST', `/api/admin/registrations/membership/${id}/payment`, staff.cookie, {
      amount: '500',
    });
    expect(ownFee.statusCode).toBe(403);
    expect(ownFee.json().message).toBe(REGISTRATION_MESSAGES.ownFee);
    for (const decision of [
      accept(id, 'regular', staff.cookie),
      call('POST', `/api/admin/members/applications/${id}/decline`, staff.cookie, { reason: 'Mine' }),
    ]) {
      const refused = await decision;
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe(MEMBER_MESSAGES.ownApplication);
    }
    expect(
      (await call('POST', `/api/admin/registrations/membership/${id}/payment`, suite.admin.cookie, { amount: '500' }))
        .statusCode,
    ).toBe(201);
    expect((await accept(id)).statusCode).toBe(200);
  });

  it('refuses a paid application a decline, and answers bad input and unknown applications clearly', async () => {
    const id = await apply();
    await call('POST', `/api/admin/registrations/membership/${id}/payment`, suite.admin.cookie, { amount: '500' });
    const decline = await call('POST', `/api/admin/members/applications/${id}/decline`, suite.admin.cookie, {
      reason: 'No',
    });
    expect(decline.statusCode).toBe(409);
    expect(decline.json().message).toBe('Void the collected fee before declining this application.');
    // Accepted after the fee was collected: active at once.
    const { memberNumber } = (await accept(id)).json() as { memberNumber: string };
    expect((await membershipOf(memberNumber))?.status).toBe('active');

    expect((await accept(id, 'gold')).statusCode).toBe(400);
    expect((await accept('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await accept('not-an-id')).statusCode).toBe(400);
  });

  it("signs a paid member's card: its QR verifies offline with the club's key; altered or forged it is refused", async () => {
    const applicant = await signedInAs(suite.app, 'member');
    const id = await apply(person(), applicant.cookie);
    const { memberNumber } = (await accept(id, 'corporate')).json() as { memberNumber: string };
    // No card before the fee is paid.
    const unpaid = await call('GET', '/api/me/card', applicant.cookie);
    expect(unpaid.statusCode).toBe(404);
    expect(unpaid.json().message).toBe('You have no member card yet: it comes with a paid membership.');
    await call('POST', `/api/admin/registrations/membership/${id}/payment`, suite.admin.cookie, { amount: '900' });

    const card = (await call('GET', '/api/me/card', applicant.cookie)).json() as { code: string; expired: boolean };
    expect(card).toMatchObject({ memberNumber, plan: 'corporate', expired: false });
    const keyResponse = await call('GET', '/api/members/card-key');
    expect(keyResponse.statusCode).toBe(200);
    const { publicKey } = keyResponse.json() as { publicKey: string };
    // The key is made once: a later ask (any server) answers the same.
    expect((await call('GET', '/api/members/card-key')).json().publicKey).toBe(publicKey);
    const today = clubToday();
    const checked = await verifyMemberCard(card.code, publicKey, today);
    expect(checked).toMatchObject({ verdict: 'valid', claims: { memberNumber, plan: 'corporate' } });
    // After the season's last day the same card reads as expired.
    const seasonEnd = checked.claims?.endsOn ?? '';
    expect((await verifyMemberCard(card.code, publicKey, addDays(seasonEnd, 1))).verdict).toBe('expired');
    // Altered: a later season, another member, another plan; or signed by a key that is not the club's.
    for (const altered of [
      card.code.replace(seasonEnd, addDays(seasonEnd, 365)),
      card.code.replace(memberNumber, 'M-99999'),
      card.code.replace('|corporate|', '|regular|'),
      `${card.code.slice(0, -4)}AAAA`,
    ]) {
      expect((await verifyMemberCard(altered, publicKey, today)).verdict).toBe('invalid');
    }
    // Nobody else's card: the route answers only the signed-in person's, and signed-out visitors none.
    const stranger = await signedInAs(suite.app, 'member');
    expect((await call('GET', '/api/me/card', stranger.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/me/card')).statusCode).toBe(401);

    // The member's receipts: theirs to read, nobody else's (404, as if there were none).
    const receipts = (await call('GET', '/api/me/receipts', applicant.cookie)).json() as { id: string }[];
    expect(receipts).toHaveLength(1);
    expect(receipts[0]).toMatchObject({ amount: '900.00', void: false });
    const own = await call('GET', `/api/me/receipts/${receipts[0]?.id}/receipt.pdf`, applicant.cookie);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', '/api/me/receipts', stranger.cookie)).json()).toEqual([]);
    expect((await call('GET', `/api/me/receipts/${receipts[0]?.id}/receipt.pdf`, stranger.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('GET', `/api/me/receipts/${receipts[0]?.id}/receipt.pdf`)).statusCode).toBe(401);
    expect((await call('GET', '/api/me/receipts/not-an-id/receipt.pdf', applicant.cookie)).statusCode).toBe(400);
  });

  it('lets staff link a member who applied signed out to their account, once, and tells them', async () => {
    const person1 = (await accept(await apply())).json() as { memberId: string; memberNumber: string };
    const person2 = (await accept(await apply())).json() as { memberId: string };
    const account = await signedInAs(suite.app, 'member');
    const link = (memberId: string, email: string, cookie = suite.executive.cookie) =>
      call('POST', `/api/admin/members/${memberId}/account`, cookie, { email });
    const unknown = await link(person1.memberId, 'nobody@club.test');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fieldErrors.email).toEqual(['No account has this email address: the person signs up first.']);
    expect((await link(person1.memberId, 'not an email')).statusCode).toBe(400);
    const viewer = (await signedInWithCustomRole(suite.app, 'executive', { members: ['view'] })).cookie;
    expect((await link(person1.memberId, account.email, viewer)).statusCode).toBe(403);
    const linked = await link(person1.memberId, account.email.toUpperCase());
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().message).toBe('The member is linked to the account.');
    expect((await mailTo(suite.app, account.email, person1.memberNumber)).text).toContain('has linked your account');
    expect((await call('GET', '/api/me/membership', account.cookie)).json().member.memberNumber).toBe(
      person1.memberNumber,
    );
    expect((await link(person1.memberId, (await signedInAs(suite.app, 'member')).email)).json().message).toBe(
      'This member is already linked to an account.',
    );
    const taken = await link(person2.memberId, account.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('This account already belongs to another member.');
    expect((await link('00000000-0000-4000-8000-000000000000', account.email)).statusCode).toBe(404);
    expect((await membershipOf(person1.memberNumber))?.hasAccount).toBe(true);
  });

  it('holds the door: members, guests and roles without the right get 403; signed out 401', async () => {
    const id = await apply();
    const member = (await signedInAs(suite.app, 'member')).cookie;
    const viewer = (await signedInWithCustomRole(suite.app, 'executive', { members: ['view'] })).cookie;
    expect((await call('GET', '/api/admin/members', member)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/members/export.csv', member)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/members')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/members', viewer)).statusCode).toBe(200);
    expect((await accept(id, 'regular', member)).statusCode).toBe(403);
    expect((await accept(id, 'regular', viewer)).statusCode).toBe(403);
    expect((await accept(id)).statusCode).toBe(200);
  });
});
