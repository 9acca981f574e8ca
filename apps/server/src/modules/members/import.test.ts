import { MEMBER_IMPORT_MESSAGES, type MemberImportPreview } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { acceptedMember } from '../../test/factories';
import { createTestApp, mailTo, readOutbox, signedInAs, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { xlsxFromCsv } from '../../test/spreadsheet';

const HEADER = 'Name,ID Card No,Island,Phone,DOB,Category,Paid';

/** A member spreadsheet as a club keeps it: `rows` of Name..Paid below its heading row. */
const sheet = (rows: string[][]) => `${HEADER}\n${rows.map((row) => row.join(',')).join('\n')}\n`;

const CLEAN = [
  ['Aminath Ali', 'A111001', 'K. Male', '7771001', '05/03/1990', 'regular', 'yes'],
  ['ޙަސަން މުޙައްމަދު', 'a 111002', 'HA. Dhidhdhoo', '+960 777-1002', '12-Jan-1985', 'Student', 'no'],
  ['Ibrahim Rasheed', 'A111003', 'S. Hithadhoo', '9601003', '', '', ''],
];

describe('moving in from a spreadsheet: members, their plan and who has paid', () => {
  let app: TestApp;
  let admin: string;
  let executive: string;

  const call = (path: 'import' | 'import/preview', file: Buffer | string, cookie = admin, fields = {}) => {
    const body = multipartBody(fields, [{ field: 'file', filename: 'members.csv', data: Buffer.from(file) }]);
    return app.app.inject({
      method: 'POST',
      url: `/api/admin/members/${path}`,
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };
  const preview = async (file: Buffer | string, fields = {}) => {
    const response = await call('import/preview', file, admin, fields);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<MemberImportPreview>();
  };
  /** How many rows the import's tables and the audit log hold: a refused or repeated import changes none. */
  const footprint = async () =>
    (
      await queryRows<Record<string, number>>(
        app.database.db,
        sql`select (select count(*)::int from members) as members, (select count(*)::int from memberships) as memberships,
          (select count(*)::int from payment_records) as payments, (select count(*)::int from audit_log) as audit,
          (select count(*)::int from journal_entries) as entries`,
      )
    )[0];

  beforeAll(async () => {
    app = await createTestApp();
    admin = (await signedInAs(app, 'admin')).cookie;
    executive = (await signedInAs(app, 'executive')).cookie;
  });
  afterAll(() => app.close());

  it('previews every row with what it does and what is wrong, writing nothing, and refuses to import until it is fixed', async () => {
    const known = await acceptedMember(app, admin);
    const [person] = await queryRows<{ full_name: string; id_card_number: string; member_number: string }>(
      app.database.db,
      sql`select full_name, id_card_number, member_number from members where id = ${known.member_id}`,
    );
    const before = await footprint();
    const file = sheet([
      ...CLEAN,
      ['', 'A111004', 'K. Male', '7771004', '', '', ''],
      ['Mariyam Zahir', 'A111005', 'K. Male', '+44 20 7946 0958', '30/02/1990', 'gold', 'maybe'],
      ['Moosa Naseem', 'A111001', 'K. Male', '7771006', '', '', 'yes'],
      ['Someone Else', person?.id_card_number ?? '', 'K. Male', '7771007', '', '', ''],
    ]);
    const seen = await preview(file);
    expect(seen.headers).toEqual(HEADER.split(','));
    expect(seen.mapping).toEqual({
      fullName: 0,
      idCardNumber: 1,
      atollIsland: 2,
      mobileNumber: 3,
      email: null,
      dateOfBirth: 4,
      plan: 5,
      paid: 6,
    });
    expect(seen.counts).toEqual({ create: 2, update: 0, unchanged: 0, invalid: 5 });
    const row = (line: number) => seen.rows.find((each) => each.line === line);
    expect(row(2)?.problems).toEqual([{ kind: 'duplicateInFile', field: 'idCardNumber', line: 7 }]);
    expect(row(3)).toMatchObject({
      action: 'create',
      fullName: 'ޙަސަން މުޙައްމަދު',
      idCardNumber: 'A111002',
      membership: { plan: 'student', paid: false },
      problems: [],
    });
    expect(row(5)?.problems).toEqual([{ kind: 'required', field: 'fullName' }]);
    expect(row(6)?.problems.map((problem) => problem.kind)).toEqual(['badPhone', 'badDate', 'badPlan', 'badPaid']);
    expect(row(7)?.problems.map((problem) => problem.kind)).toEqual(['paidWithoutPlan', 'duplicateInFile']);
    expect(row(8)?.problems).toEqual([
      {
        kind: 'otherPerson',
        field: 'idCardNumber',
        member: { memberNumber: person?.member_number, fullName: person?.full_name },
      },
    ]);
    const refused = await call('import', file);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(MEMBER_IMPORT_MESSAGES.hasProblems);
    expect(await footprint()).toEqual(before);
  });

  it('imports the fixed file whole: members numbered in its order, the season paid or pending; the same file again changes nothing', async () => {
    const before = await footprint();
    const done = await call('import', sheet(CLEAN));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().counts).toEqual({ create: 3, update: 0, unchanged: 0, invalid: 0 });
    const members = await queryRows<{
      member_number: string;
      full_name: string;
      mobile_number: string;
      date_of_birth: string | null;
      status: string | null;
      plan: string | null;
      receipt_number: string | null;
      historical: boolean | null;
    }>(
      app.database.db,
      sql`select m.member_number, m.full_name, m.mobile_number, m.date_of_birth::text, s.status, s.plan, p.receipt_number,
          p.historical
        from members m left join memberships s on s.member_id = m.id left join payment_records p on p.id = s.payment_id
        where m.id_card_number in ('A111001', 'A111002', 'A111003') order by m.member_number`,
    );
    expect(members.map((member) => member.full_name)).toEqual(['Aminath Ali', 'ޙަސަން މުޙައްމަދު', 'Ibrahim Rasheed']);
    expect(members[0]).toMatchObject({
      mobile_number: '+9607771001',
      date_of_birth: '1990-03-05',
      status: 'active',
      plan: 'regular',
      historical: true,
    });
    expect(members[0]?.receipt_number).toMatch(/^PRE-\d{4}-M-\d{5}$/);
    expect(members[1]).toMatchObject({ date_of_birth: '1985-01-12', status: 'pending_payment', plan: 'student' });
    expect(members[2]).toMatchObject({ status: null, receipt_number: null });
    const after = await footprint();
    expect(after).toMatchObject({ members: (before?.members ?? 0) + 3, memberships: (before?.memberships ?? 0) + 2 });
    // Paid before the portal: the money is in the opening balances, not posted again.
    expect(after?.entries).toBe(before?.entries);

    const again = await call('import', sheet(CLEAN));
    expect(again.json().counts).toEqual({ create: 0, update: 0, unchanged: 3, invalid: 0 });
    expect(await footprint()).toEqual(after);
  });

  it('updates what changed: a new phone, and the season the file now says was paid', async () => {
    const changed = CLEAN.map((row) => [...row]);
    if (changed[1]) changed[1][6] = 'yes';
    if (changed[2]) changed[2][3] = '9609999';
    const seen = await preview(sheet(changed));
    expect(seen.counts).toEqual({ create: 0, update: 2, unchanged: 1, invalid: 0 });
    expect((await call('import', sheet(changed))).json().counts).toEqual(seen.counts);
    const [student] = await queryRows<{ status: string }>(
      app.database.db,
      sql`select s.status from memberships s join members m on m.id = s.member_id where m.id_card_number = 'A111002'`,
    );
    expect(student?.status).toBe('active');
    expect((await preview(sheet(changed))).counts).toEqual({ create: 0, update: 0, unchanged: 3, invalid: 0 });
  });

  it('reads an XLSX workbook saved by LibreOffice (shared strings, date cells as serials) and a chosen column mapping, remembered for the next file', async () => {
    const csv = `Member,Mobile,Island,ID\nFathimath Shiuna,7772001,Lh. Naifaru,B222001\n`;
    const workbook = xlsxFromCsv(csv);
    const guessed = await preview(workbook);
    expect(guessed.mapping).toMatchObject({ fullName: null, idCardNumber: 3, atollIsland: 2, mobileNumber: 1 });
    expect(guessed.rows).toEqual([]);
    const unmapped = await call('import', workbook);
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json().message).toBe(MEMBER_IMPORT_MESSAGES.unmapped);
    const mapping = JSON.stringify({ ...guessed.mapping, fullName: 0 });
    const chosen = await preview(workbook, { mapping });
    expect(chosen.rows).toMatchObject([
      { line: 2, action: 'create', fullName: 'Fathimath Shiuna', idCardNumber: 'B222001', problems: [] },
    ]);
    const dated = await preview(
      xlsxFromCsv('Name,ID,Island,Mobile,Date of birth\nAli Shareef,B222002,Lh. Naifaru,7772002,1990-03-05\n'),
    );
    expect(dated.rows[0]?.problems).toEqual([]);
    expect((await call('import', workbook, admin, { mapping })).json().counts.create).toBe(1);
    // The club's own heading is remembered: its next file finds the column chosen.
    const next = await preview(`Member,Mobile,Island,ID\nFathimath Shiuna,7772001,Lh. Naifaru,B222001\n`);
    expect(next.mapping.fullName).toBe(0);
    expect(next.counts).toEqual({ create: 0, update: 0, unchanged: 1, invalid: 0 });
  });

  it("invites members with an email to their own account, links one who has an account, and refuses an email that is another member's", async () => {
    const guest = await signedInAs(app, 'guest');
    const taken = await signedInAs(app, 'member');
    const holder = await acceptedMember(app, admin, taken.cookie);
    const [held] = await queryRows<{ member_number: string; full_name: string }>(
      app.database.db,
      sql`select member_number, full_name from members where id = ${holder.member_id}`,
    );
    const file = (rows: string[][]) =>
      `Name,ID,Island,Mobile,Email,Plan,Paid\n${rows.map((row) => row.join(',')).join('\n')}\n`;
    const rows = [
      ['Nashida Adam', 'D444001', 'K. Male', '7774001', 'Nashida.Adam@Club.Test', 'regular', 'yes'],
      ['Test guest', 'D444002', 'K. Male', '7774002', guest.email, '', ''],
    ];
    const broken = await preview(
      file([
        ...rows,
        ['Other Person', 'D444003', 'K. Male', '7774003', taken.email, '', ''],
        ['Twice Person', 'D444004', 'K. Male', '7774004', 'nashida.adam@club.test', '', ''],
        ['Bad Mail', 'D444005', 'K. Male', '7774005', 'not-an-address', '', ''],
        ['Someone Else', 'D444006', 'K. Male', '7774006', guest.email.toUpperCase(), '', ''],
      ]),
    );
    expect(broken.rows.map((row) => [row.line, row.account, row.problems.map((problem) => problem.kind)])).toEqual([
      [2, 'invite', []],
      [3, 'link', []],
      [4, null, ['emailTaken']],
      [5, null, ['duplicateEmail']],
      [6, null, ['badEmail']],
      [7, null, ['duplicateEmail', 'emailOtherName']],
    ]);
    expect(broken.rows[2]?.problems[0]?.member).toEqual({
      memberNumber: held?.member_number,
      fullName: held?.full_name,
    });

    expect((await call('import', file(rows))).json().counts).toEqual({
      create: 2,
      update: 0,
      unchanged: 0,
      invalid: 0,
    });
    const linked = await queryRows<{ id_card_number: string; email: string; role: string; verified: boolean }>(
      app.database.db,
      sql`select m.id_card_number, u.email, r.name as role, u.email_verified as verified from members m
        join "user" u on u.id = m.user_id join profiles p on p.user_id = u.id join user_roles r on r.id = p.role_id
        where m.id_card_number in ('D444001', 'D444002') order by m.id_card_number`,
    );
    // Paid this season: the invited account is a member's at once; its address is confirmed when the link is used.
    expect(linked).toEqual([
      { id_card_number: 'D444001', email: 'nashida.adam@club.test', role: 'member', verified: false },
      { id_card_number: 'D444002', email: guest.email, role: 'guest', verified: true },
    ]);
    expect(await mailTo(app, 'nashida.adam@club.test', 'Choose your password here')).toBeTruthy();
    // The account made is in the audit log, by the admin who imported it.
    const [made] = await queryRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int from audit_log where action = 'user.create' and after->>'email' = 'nashida.adam@club.test'
        and actor_email is not null`,
    );
    expect(made?.count).toBe(1);
    const again = await preview(file(rows));
    expect(again.counts).toEqual({ create: 0, update: 0, unchanged: 2, invalid: 0 });
    expect(again.rows.map((row) => row.account)).toEqual([null, null]);
  });

  it('brings guardians in with the children they answer for: one invitation per new guardian, an account linked, the same file again nothing', async () => {
    const children = `Name,ID,Island,Mobile\nChild One,G555001,K. Male,7775001\nChild Two,G555002,K. Male,7775002\n`;
    expect((await call('import', children)).json().counts.create).toBe(2);
    const parent = await signedInAs(app, 'guest');
    const grown = await signedInAs(app, 'member');
    const own = await acceptedMember(app, admin, grown.cookie);
    const [ownCard] = await queryRows<{ id_card_number: string }>(
      app.database.db,
      sql`select id_card_number from members where id = ${own.member_id}`,
    );
    const guardians = (rows: string[][]) =>
      `Guardian name,Guardian email,Guardian phone,Child ID card\n${rows.map((row) => row.join(',')).join('\n')}\n`;
    const rows = [
      ['Mohamed Adam', 'mohamed.adam@club.test', '7776001', 'G555001'],
      ['Mohamed Adam', 'Mohamed.Adam@club.test', '7776001', 'G555002'],
      ['Test guest', parent.email, '', 'G555001'],
    ];
    const send = (path: 'import' | 'import/preview', file: string) => {
      const body = multipartBody({}, [{ field: 'file', filename: 'g.csv', data: Buffer.from(file) }]);
      return app.app.inject({
        method: 'POST',
        url: `/api/admin/members/guardians/${path}`,
        headers: { cookie: admin, ...body.headers },
        payload: body.payload,
      });
    };
    const broken = (
      await send(
        'import/preview',
        guardians([
          ...rows,
          ['Nobody Known', 'nobody@club.test', '', 'X999999'],
          ['Grown Up', grown.email, '', ownCard?.id_card_number ?? ''],
          ['Mohamed Adam', 'mohamed.adam@club.test', '', 'G555001'],
        ]),
      )
    ).json<MemberImportPreview>();
    expect(broken.mapping).toEqual({ guardianName: 0, guardianEmail: 1, guardianPhone: 2, childIdCardNumber: 3 });
    expect(
      broken.rows.map((row) => [row.line, row.action, row.account, row.about, row.problems.map((p) => p.kind)]),
    ).toEqual([
      [2, 'create', 'invite', 'Child One', []],
      [3, 'create', 'invite', 'Child Two', []],
      [4, 'create', 'link', 'Child One', []],
      [5, 'invalid', null, null, ['noSuchMember']],
      [6, 'invalid', null, expect.any(String), ['ownAccount']],
      [7, 'invalid', null, 'Child One', ['duplicateInFile']],
    ]);
    const before = await footprint();
    expect(
      (await send('import', guardians([...rows, ['Nobody Known', 'nobody@club.test', '', 'X999999']]))).statusCode,
    ).toBe(400);
    expect(await footprint()).toEqual(before);

    const done = await send('import', guardians(rows));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json().counts).toEqual({ create: 3, update: 0, unchanged: 0, invalid: 0 });
    const links = await queryRows<{ child: string; email: string; phone: string | null }>(
      app.database.db,
      sql`select m.id_card_number as child, u.email, p.phone from member_guardians g join members m on m.id = g.member_id
        join "user" u on u.id = g.user_id join profiles p on p.user_id = u.id
        where m.id_card_number in ('G555001', 'G555002') order by m.id_card_number, u.email`,
    );
    expect(links).toEqual([
      { child: 'G555001', email: parent.email, phone: null },
      { child: 'G555001', email: 'mohamed.adam@club.test', phone: '+9607776001' },
      { child: 'G555002', email: 'mohamed.adam@club.test', phone: '+9607776001' },
    ]);
    await mailTo(app, 'mohamed.adam@club.test', 'Choose your password here');
    const outbox = await readOutbox(app);
    expect(outbox.filter((mail) => mail.to.includes('mohamed.adam@club.test'))).toHaveLength(1);
    expect((await send('import/preview', guardians(rows))).json().counts).toEqual({
      create: 0,
      update: 0,
      unchanged: 3,
      invalid: 0,
    });
    // A child's record takes no email: their guardians answer for them.
    const childMail = await preview(`Name,ID,Island,Mobile,Email\nChild One,G555001,K. Male,7775001,child@club.test\n`);
    expect(childMail.rows[0]?.problems.map((problem) => problem.kind)).toEqual(['childEmail']);
    // An account is made a guardian only when it is the person the row names.
    const stranger = await send('import/preview', guardians([['Someone Else', parent.email, '', 'G555002']]));
    expect(stranger.json().rows[0].problems.map((problem: { kind: string }) => problem.kind)).toEqual([
      'emailOtherName',
    ]);
  });

  it('two admins importing the same file at once give one result', async () => {
    const file = sheet([
      ['Aishath Nadha', 'C333001', 'K. Male', '7773001', '', 'family', 'yes'],
      ['Ahmed Faisal', 'C333002', 'K. Male', '7773002', '', 'family', 'no'],
    ]);
    const other = (await signedInAs(app, 'admin')).cookie;
    const [first, second] = await Promise.all([call('import', file), call('import', file, other)]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const created = [first, second].map((response) => response.json().counts.create).sort();
    expect(created).toEqual([0, 2]);
    const [held] = await queryRows<{ members: number; payments: number }>(
      app.database.db,
      sql`select count(distinct m.id)::int as members, count(p.id)::int as payments from members m
        left join memberships s on s.member_id = m.id left join payment_records p on p.membership_id = s.id
        where m.id_card_number in ('C333001', 'C333002')`,
    );
    expect(held).toEqual({ members: 2, payments: 1 });
  });

  it('refuses what is no spreadsheet, a bad mapping, and staff without the right to add members', async () => {
    const before = await footprint();
    const cases: [Awaited<ReturnType<typeof call>>, number, string][] = [
      [
        await call('import/preview', Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3])),
        400,
        MEMBER_IMPORT_MESSAGES.unreadable,
      ],
      [await call('import/preview', Buffer.from([0xff, 0xfe, 0x00, 0x41])), 400, MEMBER_IMPORT_MESSAGES.unreadable],
      [await call('import/preview', `${HEADER}\n,,,\n`), 400, MEMBER_IMPORT_MESSAGES.empty],
      [
        await call('import/preview', sheet(CLEAN), admin, { mapping: '{"fullName":0}' }),
        400,
        MEMBER_IMPORT_MESSAGES.badMapping,
      ],
      [
        await call('import/preview', sheet(CLEAN), admin, {
          mapping: JSON.stringify({
            fullName: 0,
            idCardNumber: 0,
            atollIsland: 2,
            mobileNumber: 3,
            email: null,
            dateOfBirth: null,
            plan: null,
            paid: null,
          }),
        }),
        400,
        MEMBER_IMPORT_MESSAGES.badMapping,
      ],
      [await call('import', sheet(CLEAN), executive), 403, ''],
    ];
    for (const [response, status, message] of cases) {
      expect(response.statusCode, response.body).toBe(status);
      if (message) expect(response.json().message).toBe(message);
    }
    const empty = multipartBody({ mapping: '' });
    const noFile = await app.app.inject({
      method: 'POST',
      url: '/api/admin/members/import/preview',
      headers: { cookie: admin, ...empty.headers },
      payload: empty.payload,
    });
    expect(noFile.statusCode).toBe(400);
    expect(noFile.json().message).toBe(MEMBER_IMPORT_MESSAGES.fileRequired);
    expect(await footprint()).toEqual(before);
  });
});
