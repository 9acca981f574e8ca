import { clubToday, type Family, MEMBER_MESSAGES, type RenewalOffer, verifyMemberCard } from '@club/shared';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { enrolledChild } from '../../test/factories';
import { PNG } from '../../test/files';
import { mailTo, signedInAs, TEST_PUBLIC_URL, useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { sendDueReminders } from './reminders';

describe('families: guardians act for their children, and nobody else does', () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  const family = async (cookie: string) => (await call('GET', '/api/me/family', cookie)).json() as Family;
  const renew = async (cookie: string, memberId: string, fields: Record<string, string>) => {
    const body = multipartBody(fields, [{ field: 'slip', filename: 'slip.png', data: PNG }]);
    return suite.app.app.inject({
      method: 'POST',
      url: `/api/me/renewal?member=${memberId}`,
      ...body,
      headers: { ...body.headers, cookie },
    });
  };
  const reference = async (cookie: string, memberId: string) => {
    const issued = await call('POST', `/api/me/renewal/reference?member=${memberId}`, cookie);
    expect(issued.statusCode, issued.body).toBe(201);
    return issued.json().paymentReference as string;
  };

  /** An academy form sent signed in with `cookie`; answers the application's id. */
  async function sendAcademyForm(
    cookie: string,
    fields: { fullName: string; idCardNumber: string; academySport?: string },
  ) {
    const { submissionKey } = (await call('GET', '/api/registrations/academy/form-number')).json();
    const form = multipartBody(
      {
        permanentAddress: 'Henveiru, Male',
        dateOfBirth: '2015-02-02',
        atollIsland: 'K. Male',
        mobileNumber: '7771234',
        academySport: 'Tennis',
        parentName: 'Parent',
        parentIdCard: 'A100100',
        viberWhatsappNumber: '7771234',
        submissionKey,
        ...fields,
      },
      [{ field: 'idCard', filename: 'card.png', data: PNG }],
    );
    const sent = await suite.app.app.inject({
      method: 'POST',
      url: '/api/registrations/academy',
      ...form,
      headers: { ...form.headers, ...(cookie ? { cookie } : {}) },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [application] = await queryRows<{ id: string }>(
      suite.app.database.db,
      sql`select id from academy_registrations where form_number = ${sent.json().formNumber}`,
    );
    return application?.id as string;
  }

  it('puts two children registered by a signed-in guardian under that account, enrolled by sport', async () => {
    const guardian = await signedInAs(suite.app, 'member');
    const other = await signedInAs(suite.app, 'member');
    const football = await enrolledChild(suite.app, suite.admin.cookie, guardian.cookie, { sport: 'Football' });
    const swimming = await enrolledChild(suite.app, suite.admin.cookie, guardian.cookie, {
      sport: 'Swimming',
      paid: false,
    });
    const theirs = await enrolledChild(suite.app, suite.admin.cookie, other.cookie, { sport: 'Tennis' });

    const mine = await family(guardian.cookie);
    expect(mine.children.map((child) => child.memberNumber).sort()).toEqual(
      [football.memberNumber, swimming.memberNumber].sort(),
    );
    const first = mine.children.find((child) => child.memberId === football.member_id);
    expect(first).toMatchObject({
      fullName: football.full_name,
      ofAge: false,
      membership: { plan: 'academy', sport: 'Football', status: 'active' },
      guardians: [{ email: guardian.email, you: true }],
    });
    expect(mine.children.find((child) => child.memberId === swimming.member_id)?.membership).toMatchObject({
      plan: 'academy',
      sport: 'Swimming',
      status: 'pending_payment',
    });
    expect((await family(other.cookie)).children.map((child) => child.memberId)).toEqual([theirs.member_id]);
    // The same child in a second sport this season: refused, not silently dropped; the application stays pending.
    const [card] = await queryRows<{ id_card_number: string }>(
      suite.app.database.db,
      sql`select id_card_number from members where id = ${football.member_id}`,
    );
    const secondSport = await sendAcademyForm(guardian.cookie, {
      fullName: football.full_name,
      idCardNumber: card?.id_card_number ?? '',
      academySport: 'Badminton',
    });
    const refused = await call(
      'POST',
      `/api/admin/members/academy-applications/${secondSport}/accept`,
      suite.admin.cookie,
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(MEMBER_MESSAGES.oneMembershipPerSeason);
    const [pending] = await queryRows<{ decision: string }>(
      suite.app.database.db,
      sql`select decision from academy_registrations where id = ${secondSport}`,
    );
    expect(pending?.decision).toBe('pending');
    // The child has no account of their own: the guardian is told of the decision, and is not made the member.
    await mailTo(suite.app, guardian.email, football.full_name);
    const [child] = await queryRows<{ user_id: string | null }>(
      suite.app.database.db,
      sql`select user_id from members where id = ${football.member_id}`,
    );
    expect(child?.user_id).toBeNull();
    expect((await call('GET', '/api/me/membership', guardian.cookie)).json().member).toBeNull();

    // Staff see enrolments by sport in "who has paid".
    const bySport = (await call('GET', '/api/admin/members?sport=Football&pageSize=100', suite.admin.cookie)).json();
    expect(bySport.items.map((row: { memberId: string }) => row.memberId)).toContain(football.member_id);
    expect(bySport.items.map((row: { memberId: string }) => row.memberId)).not.toContain(swimming.member_id);
    expect(bySport.plans.find((plan: { plan: string }) => plan.plan === 'academy')?.members).toBeGreaterThan(0);
  });

  it('lets a guardian read and renew their child’s membership, and answers 404 to anyone else', async () => {
    const guardian = await signedInAs(suite.app, 'member');
    const stranger = await signedInAs(suite.app, 'member');
    const child = await enrolledChild(suite.app, suite.admin.cookie, guardian.cookie, { sport: 'Cricket' });
    const unpaid = await enrolledChild(suite.app, suite.admin.cookie, guardian.cookie, { paid: false });
    const url = `/api/me/renewal?member=${child.member_id}`;

    const offer = (await call('GET', url, guardian.cookie)).json() as RenewalOffer;
    expect(offer).toMatchObject({
      memberNumber: child.memberNumber,
      fullName: child.full_name,
      own: false,
      sport: 'Cricket',
      currentPlan: 'academy',
      season: child.season + 1,
    });
    expect(offer.plans.map((plan) => plan.plan)).toEqual(['academy']);
    // Someone else's child, a member id that does not exist, and junk: 404 (or 401 signed out).
    for (const cookie of [stranger.cookie, suite.admin.cookie]) {
      expect((await call('GET', url, cookie)).statusCode).toBe(404);
      expect((await call('POST', `/api/me/renewal/reference?member=${child.member_id}`, cookie)).statusCode).toBe(404);
      expect((await call('GET', `/api/me/card?member=${child.member_id}`, cookie)).statusCode).toBe(404);
    }
    expect((await call('GET', url)).statusCode).toBe(401);
    expect((await call('GET', `/api/me/renewal?member=${crypto.randomUUID()}`, guardian.cookie)).statusCode).toBe(404);
    // The unpaid child's first fee comes first.
    const due = await call('GET', `/api/me/renewal?member=${unpaid.member_id}`, guardian.cookie);
    expect(due.statusCode).toBe(409);
    expect(due.json().message).toBe(MEMBER_MESSAGES.firstFeeDue);

    // A stranger cannot renew the child even with a reference of their own; the guardian can, in the academy only.
    const strangers = await signedInAs(suite.app, 'member');
    const notTheirs = await renew(strangers.cookie, child.member_id, {
      plan: 'academy',
      paymentReference: await reference(guardian.cookie, child.member_id),
    });
    expect(notTheirs.statusCode).toBe(404);
    const adultPlan = await renew(guardian.cookie, child.member_id, {
      plan: 'regular',
      paymentReference: await reference(guardian.cookie, child.member_id),
    });
    expect(adultPlan.statusCode).toBe(400);
    const sent = await renew(guardian.cookie, child.member_id, {
      plan: 'academy',
      paymentReference: await reference(guardian.cookie, child.member_id),
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const [renewal] = await queryRows<{ id: string; sport: string; season: number; submitted_by: string }>(
      suite.app.database.db,
      sql`select id, sport, season, submitted_by from memberships where member_id = ${child.member_id} and submitted_at is not null`,
    );
    expect(renewal).toMatchObject({ sport: 'Cricket', season: child.season + 1, submitted_by: guardian.user.id });

    // A guardian on staff does not confirm their own child's renewal: someone else sees the money.
    const staffGuardian = await signedInAs(suite.app, 'executive');
    const staffChild = await enrolledChild(suite.app, suite.admin.cookie, staffGuardian.cookie);
    const staffRenewal = await renew(staffGuardian.cookie, staffChild.member_id, {
      plan: 'academy',
      paymentReference: await reference(staffGuardian.cookie, staffChild.member_id),
    });
    expect(staffRenewal.statusCode, staffRenewal.body).toBe(201);
    const [own] = await queryRows<{ id: string }>(
      suite.app.database.db,
      sql`select id from memberships where member_id = ${staffChild.member_id} and submitted_at is not null`,
    );
    const refusedOwn = await call('POST', `/api/admin/members/renewals/${own?.id}/confirm`, staffGuardian.cookie);
    expect(refusedOwn.statusCode).toBe(403);
    expect(refusedOwn.json().message).toBe(MEMBER_MESSAGES.ownRenewal);

    // Staff confirm it: the child's next season is active, the guardian is mailed the receipt.
    const confirmed = await call('POST', `/api/admin/members/renewals/${renewal?.id}/confirm`, suite.admin.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    await mailTo(suite.app, guardian.email, 'RCPT-');
    const receipts = (await call('GET', '/api/me/receipts', guardian.cookie)).json() as {
      id: string;
      payerName: string;
    }[];
    // The academy fee and the renewal, both the child's, and the unpaid child has none.
    expect(receipts.filter((receipt) => receipt.payerName === child.full_name)).toHaveLength(2);
    for (const receipt of receipts) {
      const pdf = await call('GET', `/api/me/receipts/${receipt.id}/receipt.pdf`, guardian.cookie);
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toContain('application/pdf');
      expect((await call('GET', `/api/me/receipts/${receipt.id}/receipt.pdf`, stranger.cookie)).statusCode).toBe(404);
    }
    expect((await call('GET', '/api/me/receipts', stranger.cookie)).json()).toEqual([]);

    // The child's card: the renewed season, signed, checked offline with the club's key.
    const card = await call('GET', `/api/me/card?member=${child.member_id}`, guardian.cookie);
    expect(card.statusCode, card.body).toBe(200);
    expect(card.json()).toMatchObject({ memberNumber: child.memberNumber, plan: 'academy', sport: 'Cricket' });
    const { publicKey } = (await call('GET', '/api/members/card-key')).json();
    expect((await verifyMemberCard(card.json().code, publicKey, clubToday())).verdict).toBe('valid');
  });

  it("puts a photo on a child's card for the guardian alone: re-encoded without camera metadata, 404 to others", async () => {
    const guardian = await signedInAs(suite.app, 'member');
    const stranger = await signedInAs(suite.app, 'member');
    const child = await enrolledChild(suite.app, suite.admin.cookie, guardian.cookie);
    const url = `/api/me/card/photo?member=${child.member_id}`;
    const upload = (cookie: string, data: Buffer, target = url) => {
      const body = multipartBody({}, [{ field: 'photo', filename: 'photo.jpg', data }]);
      return suite.app.app.inject({ method: 'POST', url: target, ...body, headers: { ...body.headers, cookie } });
    };
    // A phone photo: a JPEG carrying the camera's place and time.
    const photo = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#3a7' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'PhoneCam', Model: 'Secret Place 1' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect((await upload(stranger.cookie, photo)).statusCode).toBe(404);
    expect((await upload(guardian.cookie, Buffer.from('not an image at all'))).statusCode).toBe(415);
    expect((await upload(guardian.cookie, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).statusCode).toBe(
      415,
    );
    const saved = await upload(guardian.cookie, photo);
    expect(saved.statusCode, saved.body).toBe(201);
    const card = (await call('GET', `/api/me/card?member=${child.member_id}`, guardian.cookie)).json();
    expect(card.photoUrl).toMatch(/^\/api\/me\/card\/photo\?member=[0-9a-f-]+&v=[0-9a-f]{8}$/);
    const shown = await call('GET', card.photoUrl, guardian.cookie);
    expect(shown.statusCode).toBe(200);
    expect(shown.headers['content-type']).toBe('image/webp');
    expect(shown.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(shown.rawPayload).metadata();
    expect({ width: meta.width, height: meta.height, exif: meta.exif }).toEqual({
      width: 480,
      height: 600,
      exif: undefined,
    });
    expect(shown.rawPayload.includes('Secret Place')).toBe(false);
    for (const cookie of [stranger.cookie, suite.admin.cookie])
      expect((await call('GET', card.photoUrl, cookie)).statusCode).toBe(404);
    expect((await call('GET', card.photoUrl)).statusCode).toBe(401);
    // A new photo replaces the old one (its file is gone); removing it leaves none.
    const [before] = await queryRows<{ photo_name: string }>(
      suite.app.database.db,
      sql`select photo_name from members where id = ${child.member_id}`,
    );
    expect((await upload(guardian.cookie, photo)).statusCode).toBe(201);
    expect(await suite.app.storage.open('member-photos', before?.photo_name ?? '')).toBeNull();
    expect((await call('DELETE', url, stranger.cookie)).statusCode).toBe(404);
    expect((await call('DELETE', url, guardian.cookie)).statusCode).toBe(204);
    expect((await call('DELETE', url, guardian.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/api/me/card?member=${child.member_id}`, guardian.cookie)).json().photoUrl).toBeNull();
  });

  it('shares a child with a second guardian, who hears every notice; hands the record to the child at 18', async () => {
    const guardian = await signedInAs(suite.app, 'member');
    const second = await signedInAs(suite.app, 'member');
    const stranger = await signedInAs(suite.app, 'member');
    const child = await enrolledChild(suite.app, suite.admin.cookie, guardian.cookie);
    const adult = await enrolledChild(suite.app, suite.admin.cookie, guardian.cookie, { dateOfBirth: '2000-03-01' });
    const add = (cookie: string, memberId: string, email: string) =>
      call('POST', `/api/me/family/${memberId}/guardians`, cookie, { email });

    expect((await add(stranger.cookie, child.member_id, stranger.email)).statusCode).toBe(404);
    const unknown = await add(guardian.cookie, child.member_id, 'nobody@club.test');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe(MEMBER_MESSAGES.noSuchAccount);
    expect((await add(guardian.cookie, child.member_id, 'not an email')).statusCode).toBe(400);
    const added = await add(guardian.cookie, child.member_id, second.email.toUpperCase());
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().message).toBe(MEMBER_MESSAGES.guardianInvited);
    await mailTo(suite.app, second.email, child.full_name);
    const twice = await add(guardian.cookie, child.member_id, second.email);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(MEMBER_MESSAGES.alreadyInvited);
    // Invited is not yet a guardian: nothing of the child until they accept; the inviter sees who is invited.
    expect((await family(second.cookie)).children).toEqual([]);
    expect((await family(guardian.cookie)).children.find((each) => each.memberId === child.member_id)?.invited).toEqual(
      [{ email: second.email }],
    );
    const invitations = (await call('GET', '/api/me/guardian-invitations', second.cookie)).json() as { id: string }[];
    expect(invitations).toHaveLength(1);
    const invitation = invitations[0]?.id;
    // Only the invitee answers; twice at once, once.
    expect(
      (await call('POST', `/api/me/guardian-invitations/${invitation}`, stranger.cookie, { accept: true })).statusCode,
    ).toBe(404);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/api/me/guardian-invitations/${invitation}`, second.cookie, { accept: true }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect((await call('GET', '/api/me/guardian-invitations', second.cookie)).json()).toEqual([]);
    expect((await add(guardian.cookie, child.member_id, second.email)).json().message).toBe(
      MEMBER_MESSAGES.alreadyGuardian,
    );
    // A declined invitation makes no guardian.
    const declined = await signedInAs(suite.app, 'member');
    await add(guardian.cookie, child.member_id, declined.email);
    const [toDecline] = (await call('GET', '/api/me/guardian-invitations', declined.cookie)).json() as { id: string }[];
    expect(
      (await call('POST', `/api/me/guardian-invitations/${toDecline?.id}`, declined.cookie, { accept: false })).json()
        .message,
    ).toBe(MEMBER_MESSAGES.invitationDeclined);
    expect((await family(declined.cookie)).children).toEqual([]);
    // The second guardian sees the child and may renew; both are named on the child.
    const theirs = await family(second.cookie);
    expect(theirs.children.map((each) => each.memberId)).toEqual([child.member_id]);
    expect(theirs.children[0]?.guardians.map((each) => each.email).sort()).toEqual(
      [guardian.email, second.email].sort(),
    );
    expect((await call('GET', `/api/me/renewal?member=${child.member_id}`, second.cookie)).statusCode).toBe(200);

    // The scheduled reminder reaches both guardians once, however often the run repeats.
    const [season] = await queryRows<{ ends_on: string }>(
      suite.app.database.db,
      sql`select ends_on::text from memberships where id = ${child.membership_id}`,
    );
    const day = new Date(Date.parse(`${season?.ends_on}T00:00:00Z`) - 7 * 86_400_000).toISOString().slice(0, 10);
    const deps = {
      db: suite.app.database.db,
      mailer: suite.app.mailer,
      settings: suite.app.settings,
      permissions: suite.app.permissions,
      publicUrl: TEST_PUBLIC_URL,
    };
    await sendDueReminders(deps, day);
    await sendDueReminders(deps, day);
    const scheduled = await queryRows<{ recipient: string }>(
      suite.app.database.db,
      sql`select recipient from mail_queue where recipient in (${guardian.email}, ${second.email})
        and subject like ${`%${child.full_name}'s membership%`} order by recipient`,
    );
    expect(scheduled.map((row) => row.recipient)).toEqual([guardian.email, second.email].sort());

    // A reminder by hand reaches both guardians, each with the link to renew this child.
    const reminded = await call('POST', `/api/admin/members/${child.member_id}/remind`, suite.admin.cookie);
    expect(reminded.statusCode, reminded.body).toBe(200);
    for (const email of [guardian.email, second.email]) {
      const mail = await mailTo(suite.app, email, `/renew?member=${child.member_id}`);
      expect(mail.text).toContain(child.full_name);
    }

    // The hand-over: not before 18, not to a guardian, not to another member's account.
    const childAccount = await signedInAs(suite.app, 'member');
    const handOver = (cookie: string, memberId: string, email: string) =>
      call('POST', `/api/me/family/${memberId}/hand-over`, cookie, { email });
    const young = await handOver(guardian.cookie, child.member_id, childAccount.email);
    expect(young.statusCode).toBe(409);
    expect(young.json().message).toBe(MEMBER_MESSAGES.notOfAge);
    expect((await handOver(stranger.cookie, adult.member_id, childAccount.email)).statusCode).toBe(404);
    const toGuardian = await handOver(guardian.cookie, adult.member_id, guardian.email);
    expect(toGuardian.json().message).toBe(MEMBER_MESSAGES.handOverToGuardian);
    expect((await family(guardian.cookie)).children.find((each) => each.memberId === adult.member_id)?.ofAge).toBe(
      true,
    );
    const done = await handOver(guardian.cookie, adult.member_id, childAccount.email);
    expect(done.statusCode, done.body).toBe(200);
    await mailTo(suite.app, guardian.email, 'handed to their own account');
    await mailTo(suite.app, childAccount.email, 'is now yours');
    // The record is the child's: their dashboard shows it, the guardian's no longer does.
    const own = (await call('GET', '/api/me/membership', childAccount.cookie)).json();
    expect(own.member.memberNumber).toBe(adult.memberNumber);
    expect((await family(guardian.cookie)).children.map((each) => each.memberId)).not.toContain(adult.member_id);
    expect((await call('GET', `/api/me/renewal?member=${adult.member_id}`, guardian.cookie)).statusCode).toBe(404);
    expect((await call('GET', '/api/me/renewal', childAccount.cookie)).statusCode).toBe(200);
    const audit = await queryRows<{ action: string }>(
      suite.app.database.db,
      sql`select distinct action from audit_log where action in ('member.invite-guardian', 'member.accept-guardian-invitation',
        'member.decline-guardian-invitation', 'member.hand-over') and entity_id in (${child.member_id}, ${adult.member_id})`,
    );
    expect(audit.map((row) => row.action).sort()).toEqual([
      'member.accept-guardian-invitation',
      'member.decline-guardian-invitation',
      'member.hand-over',
      'member.invite-guardian',
    ]);
  });

  it('lets staff put a child registered signed out under a parent who signs up later', async () => {
    const parent = await signedInAs(suite.app, 'member');
    const executive = await signedInAs(suite.app, 'executive');
    const application = await sendAcademyForm('', { fullName: 'Walk-in Child', idCardNumber: 'A770077' });
    const accepted = await call(
      'POST',
      `/api/admin/members/academy-applications/${application}/accept`,
      suite.admin.cookie,
    );
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { memberId } = accepted.json();
    expect((await family(parent.cookie)).children).toEqual([]);
    const url = `/api/admin/members/${memberId}/guardians`;
    expect((await call('POST', url, parent.cookie, { email: parent.email })).statusCode).toBe(403);
    const added = await call('POST', url, executive.cookie, { email: parent.email });
    expect(added.statusCode, added.body).toBe(200);
    expect((await call('POST', url, executive.cookie, { email: parent.email })).statusCode).toBe(409);
    expect(
      (
        await call('POST', `/api/admin/members/${crypto.randomUUID()}/guardians`, executive.cookie, {
          email: parent.email,
        })
      ).statusCode,
    ).toBe(404);
    await mailTo(suite.app, parent.email, 'Walk-in Child');
    expect((await family(parent.cookie)).children.map((child) => child.fullName)).toEqual(['Walk-in Child']);
    const row = (await call('GET', '/api/admin/members?search=Walk-in', suite.admin.cookie)).json().items[0];
    expect(row).toMatchObject({ hasAccount: false, hasGuardian: true });
  });

  it('lets staff decline an academy application with the reason, told to the guardian, once', async () => {
    const guardian = await signedInAs(suite.app, 'member');
    const member = await signedInAs(suite.app, 'member');
    const application = await sendAcademyForm(guardian.cookie, { fullName: 'Declined Child', idCardNumber: 'A990001' });
    const url = `/api/admin/members/academy-applications/${application}/decline`;
    expect((await call('POST', url, member.cookie, { reason: 'No places' })).statusCode).toBe(403);
    expect((await call('POST', url, suite.admin.cookie, { reason: ' ' })).statusCode).toBe(400);
    const declined = await Promise.all(
      Array.from({ length: 5 }, () => call('POST', url, suite.admin.cookie, { reason: 'No places this term' })),
    );
    expect(declined.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    await mailTo(suite.app, guardian.email, 'No places this term');
    const accept = await call(
      'POST',
      `/api/admin/members/academy-applications/${application}/accept`,
      suite.admin.cookie,
    );
    expect(accept.statusCode).toBe(409);
    const listed = (await call('GET', '/api/admin/registrations/academy?search=Declined', suite.admin.cookie)).json();
    expect(listed.items[0]).toMatchObject({ decision: 'declined', declineReason: 'No places this term' });
  });
});
