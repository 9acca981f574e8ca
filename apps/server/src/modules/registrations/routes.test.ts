import { REGISTRATION_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { HTML_AS_JPG, PDF, PNG } from '../../test/files';
import { createTestApp, signedInAs, signedInWithCustomRole, type TestApp, useTestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { pdfText } from '../../test/pdf-pixels';
import { isStringLiteral, openInLibreOffice } from '../../test/spreadsheet';

const member = {
  fullName: 'Ahmed Nashid',
  permanentAddress: 'H. Sunlight, Male',
  idCardNumber: 'A123456',
  dateOfBirth: '1990-05-14',
  atollIsland: 'K. Male',
  mobileNumber: '+960 777-1234',
  otherClubMember: 'false',
};
const student = {
  fullName: 'Aisha Nashid',
  permanentAddress: 'H. Sunlight, Male',
  idCardNumber: 'A765432',
  dateOfBirth: '2014-02-01',
  atollIsland: 'K. Male',
  mobileNumber: '+960 777-4321',
  academySport: 'Swimming',
  parentName: 'Ahmed Nashid',
  parentIdCard: 'A123456',
  viberWhatsappNumber: '+960 777-1234',
};

describe('registrations', () => {
  const suite = useTestApp('admin', 'executive');
  const { call } = suite;

  const ticket = async (type: 'membership' | 'academy', on: TestApp = suite.app) =>
    (await on.app.inject({ method: 'GET', url: `/api/registrations/${type}/form-number` })).json() as {
      provisionalFormNumber: string;
      submissionKey: string;
    };
  const submit = async (
    type: 'membership' | 'academy',
    fields: Record<string, string>,
    file: Buffer | null = PNG,
    given?: { submissionKey?: string },
    { on = suite.app, cookie }: { on?: TestApp; cookie?: string } = {},
  ) => {
    const { submissionKey } = given ?? (await ticket(type, on));
    const body = multipartBody(
      { ...fields, ...(submissionKey ? { submissionKey } : {}) },
      file ? [{ field: 'idCard', filename: 'card.png', data: file }] : [],
    );
    const headers = { ...body.headers, ...(cookie ? { cookie } : {}) };
    return on.app.inject({ method: 'POST', url: `/api/registrations/${type}`, ...body, headers });
  };
  const numberOf = (formNumber: string) => Number(formNumber.split('-')[2]);

  it('opening a form takes no number: the number is given when the form is saved, with no gaps', async () => {
    const opened = await Promise.all(Array.from({ length: 5 }, () => ticket('membership')));
    const provisional = opened[0]?.provisionalFormNumber ?? '';
    expect(provisional).toMatch(/^MEM-\d{4}-00001$/);
    // Five people looking at the form all see the same next number; none of them used it up.
    expect(new Set(opened.map((t) => t.provisionalFormNumber))).toEqual(new Set([provisional]));
    expect(new Set(opened.map((t) => t.submissionKey)).size).toBe(5);

    const first = await submit('membership', member, PNG, opened[0]);
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      formNumber: provisional,
      message: REGISTRATION_MESSAGES.submitted('membership', provisional),
      // The fee's bank transfer is matched on the statement by this reference; no fee is set up yet.
      paymentReference: expect.stringMatching(/^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/),
      fees: [],
      // The plan left as it was, at the spec's default amount while no fee is set up.
      plan: 'regular',
      amount: '500.00',
    });
    // The same form sent again (a double click, a desk's outbox sending after a lost reply), three times and three
    // times at once: one registration, and each answer is the first one's.
    const again = [await submit('membership', member, PNG, opened[0])];
    again.push(...(await Promise.all([1, 2, 3].map(() => submit('membership', member, PNG, opened[0])))));
    expect(again.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    for (const response of again) expect(response.json()).toEqual(first.json());
    const [saved] = await queryRows<{ n: number }>(
      suite.app.database.db,
      sql`select count(*)::int as n from membership_registrations where submission_key = ${opened[0]?.submissionKey}`,
    );
    expect(saved?.n).toBe(1);
    // The key of someone else's form is not theirs to use.
    const stranger = await submit('membership', { ...member, idCardNumber: 'A999999' }, PNG, opened[0]);
    expect(stranger.statusCode).toBe(409);
    expect(stranger.json().message).toBe('This form has already been submitted.');
    // Refused submissions take nothing either: the next saved form has the next number.
    expect((await submit('membership', member, null, opened[1])).statusCode).toBe(400);
    expect((await submit('membership', { ...member, fullName: '' }, PNG, opened[1])).statusCode).toBe(400);
    expect((await submit('membership', member, HTML_AS_JPG, opened[1])).statusCode).toBe(415);
    expect((await submit('membership', member, PNG, {})).statusCode).toBe(400);
    expect((await submit('membership', member, PNG, { submissionKey: 'not-a-key' })).statusCode).toBe(400);
    const second = await submit('membership', member, PNG, opened[1]);
    expect(numberOf(second.json().formNumber)).toBe(numberOf(provisional) + 1);
    expect((await ticket('membership')).provisionalFormNumber).toBe(
      `${provisional.slice(0, -5)}${String(numberOf(provisional) + 2).padStart(5, '0')}`,
    );
    // Membership and academy forms count apart.
    expect((await ticket('academy')).provisionalFormNumber).toMatch(/^ACA-\d{4}-00001$/);
  });

  it('validates every required field, a future birth date, the other-club name and the ID card', async () => {
    const empty = await submit('membership', {});
    expect(Object.keys(empty.json().fieldErrors).sort()).toEqual(
      ['atollIsland', 'dateOfBirth', 'fullName', 'idCardNumber', 'mobileNumber', 'permanentAddress'].sort(),
    );
    const future = await submit('membership', { ...member, dateOfBirth: `${new Date().getFullYear() + 1}-01-01` });
    expect(future.json().fieldErrors.dateOfBirth).toEqual(['Date of birth cannot be in the future']);
    const beforePostgresCalendar = await submit('membership', { ...member, dateOfBirth: '0000-01-01' });
    expect(beforePostgresCalendar.statusCode).toBe(400);
    expect(beforePostgresCalendar.json().fieldErrors.dateOfBirth).toEqual(['Enter a date between 1900 and 2199']);
    const otherClub = await submit('membership', { ...member, otherClubMember: 'true' });
    expect(otherClub.json().fieldErrors.otherClubName).toEqual(['Club name is required']);
    const missing = await submit('membership', member, null);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ message: 'Missing ID Card: Please upload your ID card to continue.' });
    expect((await submit('membership', member, HTML_AS_JPG)).statusCode).toBe(415);
    expect(
      (await submit('academy', { ...student, academySport: 'Chess' })).json().fieldErrors.academySport,
    ).toBeTruthy();
    expect((await submit('academy', student, PDF)).statusCode).toBe(201);
  });

  it('gives 20 concurrent submissions 20 consecutive form numbers, and one form sent 10 times at once one number', async () => {
    const before = numberOf((await ticket('academy')).provisionalFormNumber);
    const responses = await Promise.all(Array.from({ length: 20 }, () => submit('academy', student)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = responses.map((r) => numberOf(r.json().formNumber)).sort((a, b) => a - b);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => before + i));

    const form = await ticket('academy');
    const twins = await Promise.all(Array.from({ length: 10 }, () => submit('academy', student, PNG, form)));
    expect(twins.map((r) => r.statusCode).sort()).toEqual([...Array(9).fill(200), 201]);
    expect(new Set(twins.map((r) => r.json().formNumber))).toEqual(new Set([form.provisionalFormNumber]));
    expect(numberOf((await ticket('academy')).provisionalFormNumber)).toBe(before + 21);
  });

  it('records a fee once even when 10 collect requests race', async () => {
    const { items } = (await call('GET', '/api/admin/registrations/academy?pageSize=1', suite.executive.cookie)).json();
    const id = items[0].id;
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/admin/registrations/academy/${id}/payment`, suite.executive.cookie, { amount: '300' }),
      ),
    );
    expect(responses.filter((r) => r.statusCode === 201)).toHaveLength(1);
    const refused = responses.filter((r) => r.statusCode === 409);
    expect(refused).toHaveLength(9);
    expect(refused[0]?.json().message).toBe(REGISTRATION_MESSAGES.paymentRecorded);
    const after = (await call('GET', '/api/admin/registrations/academy?pageSize=100', suite.executive.cookie)).json();
    expect(after.stats.paid).toBe(1);
    expect(after.stats.revenue).toBe('300.00');
    expect(after.items.find((r: { id: string }) => r.id === id).paymentStatus).toBe('Paid');
    const receiptUrl = responses.find((r) => r.statusCode === 201)?.json().receiptUrl;
    const pdf = await call('GET', receiptUrl, suite.executive.cookie);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("prints a fee's receipt in the language the form was sent in, whoever collects it", async () => {
    const sent = await submit('membership', { ...member, fullName: 'ޝިފާ އަޙްމަދު' }, PNG, undefined, {
      cookie: 'lang=dv',
    });
    expect(sent.statusCode).toBe(201);
    const { items } = (
      await call(
        'GET',
        `/api/admin/registrations/membership?search=${encodeURIComponent('ޝިފާ')}`,
        suite.executive.cookie,
      )
    ).json();
    const collected = await call(
      'POST',
      `/api/admin/registrations/membership/${items[0].id}/payment`,
      suite.executive.cookie,
      {
        amount: '150',
      },
    );
    expect(collected.statusCode).toBe(201);
    const receipt = pdfText((await call('GET', collected.json().receiptUrl, suite.executive.cookie)).rawPayload);
    expect(receipt).not.toContain('Official Payment Receipt');
    expect(receipt).toContain('MVR 150.00');
    expect(receipt).toContain(items[0].formNumber);
    // An English form's receipt stays English.
    const english = (await call('GET', '/api/admin/registrations/academy?pageSize=100', suite.executive.cookie)).json();
    const paid = english.items.find((r: { payment: { id: string } | null }) => r.payment);
    const englishReceipt = await call(
      'GET',
      `/api/admin/payments/${paid.payment.id}/receipt.pdf`,
      suite.executive.cookie,
    );
    expect(pdfText(englishReceipt.rawPayload)).toContain('Official Payment Receipt');
  });

  it('keeps ID cards private and the screens to staff with the right', async () => {
    const { items } = (await call('GET', '/api/admin/registrations/membership', suite.admin.cookie)).json();
    const url = items[0].idCardUrl;
    expect((await call('GET', url)).statusCode).toBe(401);
    const memberUser = await signedInAs(suite.app, 'member');
    expect((await call('GET', url, memberUser.cookie)).statusCode).toBe(404);
    expect((await call('GET', url, suite.executive.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/registrations/membership', memberUser.cookie)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/admin/registrations/membership/${items[0].id}`, suite.executive.cookie)).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/admin/registrations/membership/${items[0].id}`, suite.executive.cookie, member))
        .statusCode,
    ).toBe(403);
    const edited = await call('PUT', `/api/admin/registrations/membership/${items[0].id}`, suite.admin.cookie, {
      ...member,
      otherClubMember: false,
      fullName: 'Ahmed N.',
    });
    expect(edited.json().fullName).toBe('Ahmed N.');
  });

  it('opens an ID card or a receipt only to those who may view registrations of its kind', async () => {
    const clerk = await signedInWithCustomRole(suite.app, 'executive', { 'membership-registrations': ['view'] });
    const membership = (await call('GET', '/api/admin/registrations/membership', suite.admin.cookie)).json().items[0];
    const academy = (await call('GET', '/api/admin/registrations/academy?pageSize=100', suite.admin.cookie)).json()
      .items;
    const paidAcademy = academy.find((r: { payment: { id: string } | null }) => r.payment);
    const receiptUrl = `/api/admin/payments/${paidAcademy.payment.id}/receipt.pdf`;
    expect((await call('GET', membership.idCardUrl, clerk.cookie)).statusCode).toBe(200);
    // Same bucket, other kind of registration: the clerk's right does not reach it, nor learns it exists.
    expect((await call('GET', academy[0].idCardUrl, clerk.cookie)).statusCode).toBe(404);
    expect((await call('GET', receiptUrl, clerk.cookie)).statusCode).toBe(404);
    expect((await call('GET', receiptUrl, suite.executive.cookie)).statusCode).toBe(200);
    // A file in the bucket that no registration owns is served to nobody, admins included.
    const orphan = await suite.app.storage.save('id-cards', PNG);
    expect((await call('GET', orphan.url, suite.admin.cookie)).statusCode).toBe(404);
  });

  it('searches on the server and exports CSV a spreadsheet shows as the screen does, with no formula run', async () => {
    await submit('membership', { ...member, fullName: '=HYPERLINK("http://evil")', mobileNumber: '+9607000000' });
    await submit('membership', { ...member, fullName: 'ޢާއިޝަތު ނަދާ', atollIsland: 'K. Malé', mobileNumber: '7771234' });
    const found = (
      await call('GET', '/api/admin/registrations/membership?search=hyperlink', suite.admin.cookie)
    ).json();
    expect(found.items).toHaveLength(1);
    const csv = await call('GET', '/api/admin/registrations/membership/export.csv', suite.admin.cookie);
    expect(csv.headers['content-disposition']).toMatch(/membership-registrations-\d{4}-\d{2}-\d{2}\.csv/);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');

    const sheet = openInLibreOffice(csv.body);
    const header = (sheet[0] ?? []).map((cell) => cell.value);
    const row = (name: string) => sheet.find((cells) => cells[header.indexOf('Full Name')]?.value === name);
    const thaana = row('ޢާއިޝަތު ނަދާ');
    expect(thaana?.[header.indexOf('Atoll/Island')]?.value).toBe('K. Malé');
    expect(thaana?.[header.indexOf('Mobile Number')]?.value).toBe('+960 777-1234');
    expect(row('=HYPERLINK("http://evil")')?.[header.indexOf('Mobile Number')]?.value).toBe('+960 700-0000');
    const formulas = sheet.flat().flatMap((cell) => (cell.formula === null ? [] : [cell.formula]));
    expect(formulas.length).toBeGreaterThan(0);
    expect(formulas.filter((formula) => !isStringLiteral(formula))).toEqual([]);
  });

  it('sorts the staff list by form number, name or submission, both ways, in pages that never overlap', async () => {
    for (const fullName of ['Zahir Moosa', 'aminath Saeed', 'Mohamed Ali'])
      await submit('membership', { ...member, fullName });
    const list = async (query: string) =>
      (await call('GET', `/api/admin/registrations/membership?pageSize=100&${query}`, suite.admin.cookie)).json() as {
        items: { id: string; fullName: string; formNumber: string; createdAt: string }[];
        total: number;
      };
    // Alphabetical whatever the case (the database's collation orders the rest).
    const byName = (await list('sort=name')).items.map((r) => r.fullName);
    const known = ['Ahmed Nashid', 'aminath Saeed', 'Mohamed Ali', 'Zahir Moosa'];
    expect([...new Set(byName.filter((name) => known.includes(name)))]).toEqual(known);
    expect((await list('sort=name&dir=desc')).items.map((r) => r.fullName)).toEqual([...byName].reverse());
    const byForm = (await list('sort=form&dir=desc')).items.map((r) => r.formNumber);
    expect(byForm).toEqual([...byForm].sort().reverse());
    const bySubmission = (await list('sort=submitted')).items.map((r) => r.createdAt);
    expect(bySubmission).toEqual([...bySubmission].sort());

    // Two pages of two: together they are the first four of the whole order, each once.
    const firstPages = [
      ...(
        await call('GET', '/api/admin/registrations/membership?pageSize=2&page=1&sort=name', suite.admin.cookie)
      ).json().items,
      ...(
        await call('GET', '/api/admin/registrations/membership?pageSize=2&page=2&sort=name', suite.admin.cookie)
      ).json().items,
    ].map((r: { fullName: string }) => r.fullName);
    expect(firstPages).toEqual(byName.slice(0, 4));

    for (const query of ['sort=mobileNumber', 'sort=name&dir=up', 'sort=r.id;drop']) {
      const refused = await call('GET', `/api/admin/registrations/membership?${query}`, suite.admin.cookie);
      expect(refused.statusCode, query).toBe(400);
    }
  });

  it('manages fee structures and uses the regular membership fee as the default amount', async () => {
    const bad = await call('POST', '/api/admin/registration-fees', suite.executive.cookie, {
      registrationType: 'membership',
      feeAmount: '-5',
      category: 'vip',
    });
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['category', 'feeAmount']);
    await call('POST', '/api/admin/registration-fees', suite.executive.cookie, {
      registrationType: 'membership',
      feeAmount: '250',
      category: 'student',
    });
    await call('POST', '/api/admin/registration-fees', suite.executive.cookie, {
      registrationType: 'membership',
      feeAmount: '750.50',
      category: 'regular',
    });
    const fee = (
      await call('POST', '/api/admin/registration-fees', suite.executive.cookie, {
        registrationType: 'academy',
        feeAmount: '300',
        category: '',
      })
    ).json();
    expect(fee).toMatchObject({ category: null, description: null, currency: 'MVR' });
    const list = (await call('GET', '/api/admin/registrations/membership', suite.executive.cookie)).json();
    expect(list.defaultAmount).toBe('750.50');
    expect((await call('GET', '/api/admin/registrations/academy', suite.executive.cookie)).json().defaultAmount).toBe(
      '300.00',
    );
  });

  it('shows the list, the stat cards and the default fee as they stand: at once after a change here, within a second from another server', async () => {
    const list = async () => (await call('GET', '/api/admin/registrations/membership', suite.executive.cookie)).json();
    const within = async (holds: (page: Awaited<ReturnType<typeof list>>) => boolean) => {
      const started = Date.now();
      while (!holds(await list())) {
        expect(Date.now() - started).toBeLessThan(1000);
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    expect((await submit('membership', { ...member, idCardNumber: 'A900001' })).statusCode).toBe(201);
    const before = await list();
    const unpaid = before.items.find((r: { paymentStatus: string }) => r.paymentStatus !== 'Paid');
    const collected = await call(
      'POST',
      `/api/admin/registrations/membership/${unpaid.id}/payment`,
      suite.executive.cookie,
      {
        amount: '120',
      },
    );
    expect(collected.statusCode).toBe(201);
    const paid = await list();
    const row = (page: typeof paid) => page.items.find((r: { id: string }) => r.id === unpaid.id);
    expect(row(paid).paymentStatus).toBe('Paid');
    expect(paid.stats.paid).toBe(before.stats.paid + 1);
    expect(Number(paid.stats.revenue)).toBe(Number(before.stats.revenue) + 120);

    // Another server's writes reach this one as change notifications, not through this process.
    await suite.app.database.db.execute(
      sql`update payment_records set voided_at = now(), voided_by = null, void_reason = 'test'
          where registration_id = ${unpaid.id}`,
    );
    await within(
      (page) =>
        page.stats.paid === before.stats.paid &&
        page.stats.revenue === before.stats.revenue &&
        row(page).paymentStatus === 'Pending',
    );
    await suite.app.database.db.execute(
      sql`update membership_registrations set full_name = 'Aminath Renamed' where id = ${unpaid.id}`,
    );
    await within((page) => row(page).fullName === 'Aminath Renamed');
    await suite.app.database.db.execute(
      sql`update registration_fees set fee_amount = '812.25'
          where registration_type = 'membership' and category = 'regular'`,
    );
    await within((page) => page.defaultAmount === '812.25');
  });

  it('limits public submissions per address with a message that matches the window; staff are not limited', async () => {
    const limited = await createTestApp({ SUBMISSION_RATE_LIMIT: '2' });
    try {
      const anonymous = [];
      for (let i = 0; i < 3; i++) anonymous.push(await submit('academy', student, PNG, undefined, { on: limited }));
      expect(anonymous.map((r) => r.statusCode)).toEqual([201, 201, 429]);
      const refused = anonymous[2];
      expect(refused?.json().message).toBe('Too many attempts. Please wait 10 minutes and try again.');
      expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(540);
      // A refused form loses nothing: its number is still the next one.
      const next = (await ticket('academy', limited)).provisionalFormNumber;
      expect(numberOf(next)).toBe(3);

      // The registration desk enters a pile of paper forms from the same address: never limited.
      const desk = (await signedInWithCustomRole(limited, 'member', { 'academy-registrations': ['view'] })).cookie;
      for (let i = 0; i < 4; i++) {
        const saved = await submit('academy', student, PNG, undefined, { on: limited, cookie: desk });
        expect(saved.statusCode).toBe(201);
      }
      // A signed-in visitor counts on their own account, not on the address others used up.
      const visitor = (await signedInAs(limited, 'guest')).cookie;
      const own = [];
      for (let i = 0; i < 3; i++)
        own.push(await submit('academy', student, PNG, undefined, { on: limited, cookie: visitor }));
      expect(own.map((r) => r.statusCode)).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });
});
