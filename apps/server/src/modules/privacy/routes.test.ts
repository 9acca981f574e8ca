import { PRIVACY_MESSAGES, USER_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import {
  acceptApplication,
  enrolledChild,
  newCategory,
  newContributionType,
  newProduct,
  placedOrder,
  SHIPPING,
} from '../../test/factories';
import { PNG } from '../../test/files';
import { mailTo, signedInAs, signedInWithCustomRole, signIn, TEST_PASSWORD, useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

let counter = 0;
/** The shipping phone as the shop keeps it. */
const STORED_PHONE = '+9607473390';

describe("privacy: a member's own data and closing their account", () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  let typeId: string;
  let productId: string;

  /** A person with an accepted membership application, a donation with its slip and a shop order. */
  async function personWithRecords() {
    const account = await signedInAs(suite.app, 'member');
    const idCardNumber = `A${String(700000 + ++counter)}`;
    const { submissionKey } = (await call('GET', '/api/registrations/membership/form-number')).json();
    const form = multipartBody(
      {
        fullName: `Fathimath ${counter}`,
        permanentAddress: `H. Coral View ${counter}, Male`,
        idCardNumber,
        dateOfBirth: '1999-03-02',
        atollIsland: 'K. Male',
        mobileNumber: `+960 7${String(100000 + counter)}`,
        otherClubMember: 'false',
        submissionKey,
      },
      [{ field: 'idCard', filename: 'card.png', data: PNG }],
    );
    const sent = await suite.app.app.inject({
      method: 'POST',
      url: '/api/registrations/membership',
      ...form,
      headers: { ...form.headers, cookie: account.cookie },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [application] = await queryRows<{ id: string; id_card_file: string }>(
      suite.app.database.db,
      sql`select id, id_card_file from membership_registrations where id_card_number = ${idCardNumber}`,
    );
    if (!application) throw new Error('application not stored');
    const accepted = await acceptApplication(suite.app, suite.admin.cookie, application.id);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { paymentReference } = (await call('POST', '/api/contributions/reference')).json();
    const gift = multipartBody(
      {
        typeId,
        amount: '250',
        contributorName: `Fathimath ${counter}`,
        contributorEmail: account.email,
        message: 'For the under-14s',
        paymentReference,
      },
      [{ field: 'slip', filename: 'slip.png', data: PNG }],
    );
    const given = await suite.app.app.inject({
      method: 'POST',
      url: '/api/contributions',
      ...gift,
      headers: { ...gift.headers, cookie: account.cookie },
    });
    expect(given.statusCode, given.body).toBe(201);
    const order = await placedOrder(suite.app, account.cookie, productId);
    return { ...account, idCardNumber, application, order };
  }

  const exportOf = async (cookie: string) => {
    const response = await suite.app.app.inject({ method: 'GET', url: '/api/me/data-export', headers: { cookie } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.zip"$/);
    const files = unzipSync(new Uint8Array(response.rawPayload));
    const json = files['my-data.json'];
    if (!json) throw new Error('no my-data.json');
    return { files, text: strFromU8(json), data: JSON.parse(strFromU8(json)) };
  };

  beforeAll(async () => {
    typeId = (await newContributionType(suite.app, suite.admin.cookie)).id;
    productId = (await newProduct(suite.app, suite.admin.cookie, (await newCategory(suite.app, suite.admin.cookie)).id))
      .id;
  });

  it('gives a member everything the club holds about them as one ZIP, and nothing of anyone else', async () => {
    const person = await personWithRecords();
    const other = await personWithRecords();
    const event = await call('POST', '/api/events', suite.admin.cookie, {
      title: 'Club open day',
      description: 'Come and play.',
      eventDate: new Date(Date.now() + 86_400_000).toISOString(),
      maxParticipants: 50,
    });
    for (const signer of [person, other])
      expect((await call('POST', `/api/events/${event.json().id}/places`, signer.cookie)).statusCode).toBe(200);
    // A player through their member record: their answers and the register's marks are theirs.
    const [member] = await queryRows<{ id: string }>(
      suite.app.database.db,
      sql`select id from members where id_card_number = ${person.idCardNumber}`,
    );
    const team = (
      await call('POST', '/api/teams', suite.admin.cookie, { name: 'Export FC', sport: 'Football' })
    ).json();
    const playerId = (
      await call('POST', `/api/teams/${team.id}/players`, suite.admin.cookie, {
        playerName: 'Fathimath',
        memberId: member?.id,
      })
    ).json().id;
    const day = new Date(Date.now() + 5 * 3_600_000 + 2 * 86_400_000).toISOString().slice(0, 10);
    const sessionId = (
      await call('POST', `/api/admin/teams/${team.id}/sessions`, suite.admin.cookie, {
        kind: 'training',
        startsAt: `${day}T17:00:00+05:00`,
        endsAt: `${day}T18:00:00+05:00`,
      })
    ).json().id;
    await call('PUT', `/api/teams/sessions/${sessionId}/answer`, person.cookie, {
      date: day,
      playerId,
      answer: 'maybe',
    });
    await call('POST', `/api/admin/teams/sessions/${sessionId}/attendance`, suite.admin.cookie, {
      marks: [
        { clientId: crypto.randomUUID(), date: day, playerId, present: true, markedAt: new Date().toISOString() },
      ],
    });
    const { files, text, data } = await exportOf(person.cookie);
    expect(data.teamPlayers).toEqual([expect.objectContaining({ team: 'Export FC', player_name: 'Fathimath' })]);
    expect(data.sessionAnswers).toEqual([expect.objectContaining({ team: 'Export FC', answer: 'maybe' })]);
    expect(data.attendance).toEqual([expect.objectContaining({ team: 'Export FC', date: day, present: true })]);
    const theirs = (await exportOf(other.cookie)).data;
    expect([theirs.teamPlayers, theirs.sessionAnswers, theirs.attendance]).toEqual([[], [], []]);
    expect(data.eventRegistrations).toEqual([
      expect.objectContaining({ event: 'Club open day', status: 'registered' }),
    ]);
    expect(data.account).toMatchObject({ email: person.email, emailVerified: true, role: 'Member' });
    expect(data.member.member_number).toMatch(/^M-\d{5}$/);
    expect(data.member.id_card_number).toBe(person.idCardNumber);
    expect(data.memberships).toHaveLength(1);
    expect(data.memberships[0]).toMatchObject({ plan: 'regular', status: 'pending_payment' });
    expect(data.membershipApplications).toHaveLength(1);
    expect(data.membershipApplications[0]).toMatchObject({ id_card_number: person.idCardNumber, decision: 'accepted' });
    expect(data.contributions).toHaveLength(1);
    expect(data.contributions[0]).toMatchObject({ message: 'For the under-14s' });
    // Amounts as the books hold them: the database's own digits, never a rounded JavaScript number.
    expect(text).toMatch(/"amount": 250\.00\b/);
    expect(text).toContain(`"total_amount": ${person.order.totalAmount}`);
    expect(data.orders).toHaveLength(1);
    expect(data.orders[0]).toMatchObject({
      order_number: person.order.orderNumber,
      shipping_address: { ...SHIPPING, phone: STORED_PHONE },
    });
    expect(data.orders[0].items).toHaveLength(1);
    expect(data.sessions.length).toBeGreaterThan(0);
    expect(data.missingFiles).toEqual([]);
    // The scan and both slips, byte for byte.
    const stored = Object.keys(files).filter((name) => name.startsWith('files/'));
    expect(stored.filter((name) => name.startsWith('files/id-cards/'))).toEqual([
      `files/id-cards/${person.application.id_card_file}`,
    ]);
    expect(stored.filter((name) => name.startsWith('files/transfer-slips/'))).toHaveLength(2);
    for (const name of stored) expect(Buffer.from(files[name] as Uint8Array).equals(PNG)).toBe(true);
    expect(strFromU8(files['README.txt'] as Uint8Array)).toContain('my-data.json');
    // Nothing of the other person, and no secret of the session itself.
    expect(text).not.toContain(other.idCardNumber);
    expect(text).not.toContain(other.email);
    expect(text).not.toContain(other.order.orderNumber);
    const token = /session_token=([^;.]+)/.exec(person.cookie)?.[1] ?? 'missing';
    expect(text).not.toContain(token);
    expect((await call('GET', '/api/me/data-export')).statusCode).toBe(401);
  });

  it('closes an account on staff confirmation: signed out, personal fields cleared, money records kept', async () => {
    const person = await personWithRecords();
    // A photo on their card: in their export, and gone with the account.
    const photo = multipartBody({}, [{ field: 'photo', filename: 'me.png', data: PNG }]);
    const put = await suite.app.app.inject({
      method: 'POST',
      url: '/api/me/card/photo',
      ...photo,
      headers: { ...photo.headers, cookie: person.cookie },
    });
    expect(put.statusCode, put.body).toBe(201);
    const [{ photo_name: photoName } = { photo_name: '' }] = await queryRows<{ photo_name: string }>(
      suite.app.database.db,
      sql`select photo_name from members where user_id = ${person.user.id}`,
    );
    expect(Object.keys((await exportOf(person.cookie)).files)).toContain(`files/member-photos/${photoName}`);
    const [before] = await queryRows<{ phone: string; address: string }>(
      suite.app.database.db,
      sql`select mobile_number as phone, permanent_address as address from membership_registrations where id = ${person.application.id}`,
    );
    // Staff edit the application once: the audit trail now holds copies of the personal fields.
    expect(
      (
        await call('PUT', `/api/admin/registrations/membership/${person.application.id}`, suite.admin.cookie, {
          fullName: `Fathimath ${counter}`,
          permanentAddress: before?.address,
          idCardNumber: person.idCardNumber,
          dateOfBirth: '1999-03-02',
          atollIsland: 'K. Male',
          mobileNumber: before?.phone,
          otherClubMember: 'false',
          jobCategory: 'Teacher',
        })
      ).statusCode,
    ).toBe(200);

    expect((await call('POST', '/api/me/closure', person.cookie, { reason: 'Moving abroad' })).statusCode).toBe(201);
    const twice = await call('POST', '/api/me/closure', person.cookie, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(PRIVACY_MESSAGES.alreadyAsked);
    expect((await call('GET', '/api/me/closure', person.cookie)).json().request).toMatchObject({
      reason: 'Moving abroad',
    });
    // Taken back, then asked again.
    expect((await call('DELETE', '/api/me/closure', person.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', '/api/me/closure', person.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/me/closure', person.cookie)).json().request).toBeNull();
    expect((await call('POST', '/api/me/closure', person.cookie, {})).statusCode).toBe(201);

    // Members and view-only staff do not see the requests.
    expect((await call('GET', '/api/admin/closure-requests', person.cookie)).statusCode).toBe(403);
    const executive = await signedInAs(suite.app, 'executive');
    expect((await call('GET', '/api/admin/closure-requests', executive.cookie)).statusCode).toBe(403);
    const listed = (await call('GET', '/api/admin/closure-requests', suite.admin.cookie)).json().requests as {
      id: string;
      email: string;
    }[];
    const request = listed.find((row) => row.email === person.email);
    if (!request) throw new Error('request not listed');

    // Ten clicks at once: one closes it, the others are told it is decided.
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/admin/closure-requests/${request.id}/confirm`, suite.admin.cookie),
      ),
    );
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(clicks.find((r) => r.statusCode === 409)?.json().message).toBe(PRIVACY_MESSAGES.decided);

    // Signed out everywhere, and the password no longer signs in.
    expect((await call('GET', '/api/me', person.cookie)).json().user).toBeNull();
    await expect(signIn(suite.app, person.email, TEST_PASSWORD)).rejects.toThrow();
    await mailTo(suite.app, person.email, 'your account with');

    const db = suite.app.database.db;
    const [application] = await queryRows<Record<string, unknown>>(
      db,
      sql`select full_name, form_number, id_card_number, mobile_number, permanent_address, date_of_birth, id_card_file,
            job_category, submitted_by from membership_registrations where id = ${person.application.id}`,
    );
    expect(application).toMatchObject({
      full_name: `Fathimath ${counter}`,
      id_card_number: '',
      mobile_number: '',
      permanent_address: '',
      date_of_birth: null,
      id_card_file: null,
      job_category: null,
      submitted_by: null,
    });
    expect(await suite.app.storage.open('id-cards', person.application.id_card_file)).toBeNull();
    expect(await suite.app.storage.open('member-photos', photoName)).toBeNull();
    const [member] = await queryRows<Record<string, unknown>>(
      db,
      sql`select m.member_number, m.id_card_number, m.date_of_birth, m.user_id, count(ms.id)::int as seasons
          from members m join memberships ms on ms.member_id = m.id
          where m.full_name = ${`Fathimath ${counter}`} group by m.id`,
    );
    expect(member).toMatchObject({ id_card_number: null, date_of_birth: null, user_id: null, seasons: 1 });
    const [order] = await queryRows<{ shipping_address: Record<string, string>; total_amount: string; user_id: null }>(
      db,
      sql`select shipping_address, total_amount, user_id from orders where order_number = ${person.order.orderNumber}`,
    );
    expect(order).toEqual({
      shipping_address: { fullName: SHIPPING.fullName, address: '', city: '', phone: '' },
      total_amount: person.order.totalAmount,
      user_id: null,
    });
    const [gift] = await queryRows<Record<string, unknown>>(
      db,
      sql`select contributor_name, contributor_email, message, amount, payment_reference from contributions
          where contributor_name = ${`Fathimath ${counter}`}`,
    );
    expect(gift).toMatchObject({ contributor_email: '', message: null, amount: '250.00' });
    // The audit trail keeps who did what, without the person's details.
    const [trail] = await queryRows<{ text: string; entries: number }>(
      db,
      sql`select string_agg(coalesce(before::text, '') || coalesce(after::text, '') || coalesce(actor_email, ''), ' ') as text,
            count(*)::int as entries from audit_log`,
    );
    expect(trail?.entries).toBeGreaterThan(0);
    for (const secret of [
      person.idCardNumber,
      before?.phone,
      before?.address,
      person.email,
      SHIPPING.phone,
      'Moving abroad',
    ]) {
      expect(trail?.text).not.toContain(secret);
    }
    const [closed] = await queryRows<{ action: string }>(
      db,
      sql`select action from audit_log where action = 'account.close' and after->>'request' = ${request.id}`,
    );
    expect(closed).toBeDefined();
  });

  it("gives a guardian the academy forms they sent and their children; closing their account keeps the child's record", async () => {
    const guardian = await signedInAs(suite.app, 'member');
    const second = await signedInAs(suite.app, 'member');
    const child = await enrolledChild(suite.app, suite.admin.cookie, guardian.cookie, { sport: 'Swimming' });
    const waiting = await enrolledChild(suite.app, suite.admin.cookie, second.cookie, { paid: false });
    expect(
      (await call('POST', `/api/me/family/${child.member_id}/guardians`, guardian.cookie, { email: second.email }))
        .statusCode,
    ).toBe(200);
    const [invitation] = (await call('GET', '/api/me/guardian-invitations', second.cookie)).json() as { id: string }[];
    expect(
      (await call('POST', `/api/me/guardian-invitations/${invitation?.id}`, second.cookie, { accept: true }))
        .statusCode,
    ).toBe(200);
    // A form the guardian sent that nobody has decided yet.
    const { submissionKey } = (await call('GET', '/api/registrations/academy/form-number')).json();
    const form = multipartBody(
      {
        fullName: 'Undecided Child',
        permanentAddress: 'Henveiru, Male',
        idCardNumber: 'A880088',
        dateOfBirth: '2016-01-01',
        atollIsland: 'K. Male',
        mobileNumber: '7771234',
        academySport: 'Tennis',
        parentName: 'Guardian Parent',
        parentIdCard: 'A556677',
        viberWhatsappNumber: '7654321',
        submissionKey,
      },
      [{ field: 'idCard', filename: 'card.png', data: PNG }],
    );
    const sent = await suite.app.app.inject({
      method: 'POST',
      url: '/api/registrations/academy',
      ...form,
      headers: { ...form.headers, cookie: guardian.cookie },
    });
    expect(sent.statusCode, sent.body).toBe(201);

    const { files, data } = await exportOf(guardian.cookie);
    expect(data.academyApplications).toHaveLength(2);
    expect(data.children).toEqual([
      {
        memberNumber: child.memberNumber,
        fullName: child.full_name,
        memberships: [expect.objectContaining({ plan: 'academy', sport: 'Swimming', amount: 300.0 })],
      },
    ]);
    expect(Object.keys(files).filter((name) => name.startsWith('files/id-cards/'))).toHaveLength(2);
    // The second guardian's own child is not the first guardian's.
    expect(JSON.stringify(data)).not.toContain(waiting.full_name);

    expect((await call('POST', '/api/me/closure', guardian.cookie, {})).statusCode).toBe(201);
    const requests = (await call('GET', '/api/admin/closure-requests', suite.admin.cookie)).json().requests as {
      id: string;
      email: string;
    }[];
    const request = requests.find((row) => row.email === guardian.email);
    expect(
      (await call('POST', `/api/admin/closure-requests/${request?.id}/confirm`, suite.admin.cookie)).statusCode,
    ).toBe(200);
    const db = suite.app.database.db;
    // The undecided form is withdrawn; the child's accepted one stays, without the parent's ID card and number.
    expect(await queryRows(db, sql`select id from academy_registrations where full_name = 'Undecided Child'`)).toEqual(
      [],
    );
    const [kept] = await queryRows<Record<string, unknown>>(
      db,
      sql`select full_name, parent_id_card, viber_whatsapp_number, submitted_by from academy_registrations
          where id = ${child.applicationId}`,
    );
    expect(kept).toEqual({
      full_name: child.full_name,
      parent_id_card: '',
      viber_whatsapp_number: '',
      submitted_by: null,
    });
    // The child keeps the other guardian, who alone is told about them now.
    const family = (await call('GET', '/api/me/family', second.cookie)).json();
    const shared = family.children.find((each: { memberId: string }) => each.memberId === child.member_id);
    expect(shared.guardians.map((each: { email: string }) => each.email)).toEqual([second.email]);
    const [trail] = await queryRows<{ text: string }>(
      db,
      sql`select string_agg(coalesce(before::text, '') || coalesce(after::text, '') || coalesce(actor_email, ''), ' ') as text
          from audit_log`,
    );
    for (const secret of [guardian.email, 'A556677', '7654321']) expect(trail?.text).not.toContain(secret);
  });

  it('refuses to close an admin, your own account, or one above your level', async () => {
    const otherAdmin = await signedInAs(suite.app, 'admin');
    await call('POST', '/api/me/closure', otherAdmin.cookie, {});
    await call('POST', '/api/me/closure', suite.admin.cookie, {});
    const requests = (await call('GET', '/api/admin/closure-requests', suite.admin.cookie)).json().requests as {
      id: string;
      email: string;
    }[];
    const idOf = (email: string) => requests.find((row) => row.email === email)?.id ?? 'missing';
    const adminClosure = await call(
      'POST',
      `/api/admin/closure-requests/${idOf(otherAdmin.email)}/confirm`,
      suite.admin.cookie,
    );
    expect(adminClosure.statusCode).toBe(409);
    expect(adminClosure.json().message).toBe(PRIVACY_MESSAGES.adminAccount);
    const own = await call(
      'POST',
      `/api/admin/closure-requests/${idOf(suite.admin.email)}/confirm`,
      suite.admin.cookie,
    );
    expect(own.statusCode).toBe(400);

    const executive = await signedInAs(suite.app, 'executive');
    await call('POST', '/api/me/closure', executive.cookie, {});
    const closer = await signedInWithCustomRole(suite.app, 'executive', { users: ['view', 'delete'] });
    const executiveRequest = (await call('GET', '/api/admin/closure-requests', closer.cookie))
      .json()
      .requests.find((row: { email: string }) => row.email === executive.email);
    const above = await call('POST', `/api/admin/closure-requests/${executiveRequest.id}/confirm`, closer.cookie);
    expect(above.statusCode).toBe(403);
    expect(above.json().message).toBe(USER_MESSAGES.aboveOwnLevel);
    expect(
      (
        await call(
          'POST',
          '/api/admin/closure-requests/00000000-0000-4000-8000-000000000000/confirm',
          suite.admin.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/admin/closure-requests/not-an-id/confirm', suite.admin.cookie)).statusCode).toBe(
      400,
    );
    // Nothing was closed.
    for (const account of [otherAdmin, suite.admin, executive]) {
      expect((await call('GET', '/api/me', account.cookie)).json().user?.email).toBe(account.email);
    }
  });
});
