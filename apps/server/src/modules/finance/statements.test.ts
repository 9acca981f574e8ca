import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINANCE_MESSAGES, type StatementFormat, type StatementLinesPage } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  callApp,
  createTestApp,
  type Method,
  signedInAs,
  signedInWithCustomRole,
  type TestApp,
} from '../../test/harness';
import { multipartBody } from '../../test/multipart';

type Account = Awaited<ReturnType<typeof signedInAs>>;
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));
let accountCounter = 0;

describe('bank statements: import, fingerprints, gaps and the references they carry', () => {
  let app: TestApp;
  let admin: Account;
  let formats: Record<string, string>;
  let accounts: { bml: string; mib: string; camt: string; ofx: string };
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const upload = (cookie: string, fields: Record<string, string>, file: Buffer | null, name = 'statement.csv') => {
    const body = multipartBody(fields, file ? [{ field: 'statement', filename: name, data: file }] : []);
    return app.app.inject({
      method: 'POST',
      url: '/api/admin/finance/statements',
      ...body,
      headers: { ...body.headers, cookie },
    });
  };
  /** A new bank account in the ledger: each test's statements stay apart. */
  const bankAccount = async (name: string) => {
    const created = await call('POST', '/api/admin/finance/accounts', admin.cookie, {
      accountCode: `19${String(++accountCounter).padStart(2, '0')}`,
      accountName: name,
      accountType: 'Asset',
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  };
  const lines = async (accountId: string) =>
    (
      await call('GET', `/api/admin/finance/statements?accountId=${accountId}&pageSize=100`, admin.cookie)
    ).json() as StatementLinesPage;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    const listed = (
      await call('GET', '/api/admin/finance/statement-formats', admin.cookie)
    ).json() as StatementFormat[];
    formats = Object.fromEntries(listed.map((format) => [format.name, format.id]));
    accounts = {
      bml: await bankAccount('BML current account'),
      mib: await bankAccount('MIB current account'),
      camt: await bankAccount('BML (CAMT) account'),
      ofx: await bankAccount('BML (OFX) account'),
    };
  });
  afterAll(() => app.close());

  it("imports each format's file once: a second import adds nothing, identical same-day lines are both kept", async () => {
    const cases = [
      ['Bank of Maldives (CSV)', accounts.bml, 'bml-november.csv', 5],
      ['Maldives Islamic Bank (CSV)', accounts.mib, 'mib-november.csv', 4],
      ['ISO 20022 CAMT.053 (XML)', accounts.camt, 'camt053-november.xml', 3],
      ['OFX', accounts.ofx, 'ofx-november.ofx', 3],
    ] as const;
    for (const [format, accountId, file, count] of cases) {
      const first = await upload(admin.cookie, { formatId: formats[format] ?? '', accountId }, fixture(file), file);
      expect(first.statusCode, first.body).toBe(201);
      expect(first.json()).toMatchObject({ added: count, known: 0, gaps: 0 });
      const again = await upload(admin.cookie, { formatId: formats[format] ?? '', accountId }, fixture(file), file);
      expect(again.json()).toMatchObject({ added: 0, known: count });
      expect((await lines(accountId)).total).toBe(count);
    }
    // Kit fund HASSAN, 100.00 twice on 2 November: two lines.
    const mib = await lines(accounts.mib);
    expect(mib.items.filter((line) => line.description === 'Kit fund HASSAN')).toHaveLength(2);
    // Newest first, amounts as the books hold them.
    expect(mib.items[0]).toMatchObject({ postedOn: '2026-11-04', amount: '-750.00', balance: '4750.00', gap: null });
  });

  it('flags a gap in the running balance: a statement that was never imported', async () => {
    const accountId = await bankAccount('Gap account');
    const formatId = formats['Maldives Islamic Bank (CSV)'] ?? '';
    const november = fixture('mib-november.csv').toString();
    // The first two lines, then a file that starts 200.00 later than the last one ended.
    const [head, ...rows] = november.split('\r\n').reduce<[string, ...string[]]>(
      (parts, line) => {
        if (/^\d{2}\/\d{2}\/\d{4}/.test(line)) parts.push(line);
        else parts[0] += `${line}\r\n`;
        return parts;
      },
      [''],
    );
    const part = (picked: string[]) => Buffer.from(head + picked.join('\r\n'));
    expect((await upload(admin.cookie, { formatId, accountId }, part(rows.slice(0, 2)))).json()).toMatchObject({
      added: 2,
      gaps: 0,
    });
    const later = await upload(admin.cookie, { formatId, accountId }, part(rows.slice(3)));
    expect(later.json()).toMatchObject({ added: 1, gaps: 1 });
    const flagged = (await lines(accountId)).items.find((line) => line.gap !== null);
    expect(flagged).toMatchObject({ postedOn: '2026-11-04', gap: '100.00' });
  });

  it('finds the payment references the club issued, as people write them; a wrong check character matches nothing', async () => {
    const accountId = await bankAccount('Reference account');
    const issued = [] as string[];
    for (let i = 0; i < 2; i++)
      issued.push((await call('POST', '/api/contributions/reference')).json().paymentReference as string);
    const [spaced, exact] = issued as [string, string];
    const typo = `${exact.slice(0, -1)}${exact.endsWith('A') ? 'C' : 'A'}`;
    const csv = [
      'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
      `01/11/2026,01/11/2026,TRANSFER,,donation ${spaced.toLowerCase().replaceAll('-', ' ')} thanks,250.00,1250.00`,
      `02/11/2026,02/11/2026,TRANSFER,${exact.replaceAll('-', '')},Gift,100.00,1350.00`,
      `03/11/2026,03/11/2026,TRANSFER,${typo},Gift with a typo,100.00,1450.00`,
      `04/11/2026,04/11/2026,TRANSFER,,Refund ${spaced},-20.00,1430.00`,
    ].join('\n');
    const imported = await upload(
      admin.cookie,
      { formatId: formats['Maldives Islamic Bank (CSV)'] ?? '', accountId },
      Buffer.from(csv),
    );
    expect(imported.json()).toMatchObject({ added: 4, withReference: 2 });
    const byDate = Object.fromEntries((await lines(accountId)).items.map((line) => [line.postedOn, line]));
    expect(byDate['2026-11-01']).toMatchObject({ paymentReference: spaced, referenceKind: 'contribution' });
    expect(byDate['2026-11-02']).toMatchObject({ paymentReference: exact, referenceKind: 'contribution' });
    expect(byDate['2026-11-03']?.paymentReference).toBeNull();
    // A debit is no payment to the club, whatever it names.
    expect(byDate['2026-11-04']?.paymentReference).toBeNull();
  });

  it("adds another bank's CSV layout from the screen and reads that bank's files with it", async () => {
    const layout = {
      delimiter: ';',
      dateFormat: 'dd mmm yyyy',
      columns: { postedOn: 'Date', description: ['Narrative'], amount: 'Amount (MVR)', balance: 'Balance' },
    };
    const created = await call('POST', '/api/admin/finance/statement-formats', admin.cookie, {
      name: 'Commercial Bank (CSV)',
      layout,
    });
    expect(created.statusCode, created.body).toBe(201);
    const twice = await call('POST', '/api/admin/finance/statement-formats', admin.cookie, {
      name: 'Commercial Bank (CSV)',
      layout,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(FINANCE_MESSAGES.formatNameTaken);
    const neither = await call('POST', '/api/admin/finance/statement-formats', admin.cookie, {
      name: 'Broken',
      layout: { dateFormat: 'dd/mm/yyyy', columns: { postedOn: 'Date' } },
    });
    expect(neither.statusCode).toBe(400);
    const accountId = await bankAccount('Commercial account');
    const file = 'Date;Narrative;Amount (MVR);Balance\n05 Nov 2026;Hall rent;"1,500.00";"6,500.00"\n';
    const imported = await upload(admin.cookie, { formatId: created.json().id, accountId }, Buffer.from(file));
    expect(imported.json()).toMatchObject({ added: 1 });
    expect((await lines(accountId)).items[0]).toMatchObject({ amount: '1500.00', description: 'Hall rent' });
  });

  it('refuses files that are not what they say, and people without the finance right to import', async () => {
    const formatId = formats['Bank of Maldives (CSV)'] ?? '';
    const wrongBank = await upload(admin.cookie, { formatId }, fixture('mib-november.csv'));
    expect(wrongBank.statusCode).toBe(400);
    expect(wrongBank.json().message).toMatch(/^Bank of Maldives \(CSV\): No header row/);
    const badDate = fixture('bml-november.csv').toString().replace('2026/11/05,2026/11/05', '2026/13/05,2026/13/05');
    const dated = await upload(admin.cookie, { formatId }, Buffer.from(badDate));
    expect(dated.statusCode).toBe(400);
    expect(dated.json().fieldErrors.statement[0]).toMatch(/^Line 11: "2026\/13\/05" is not a date/);
    expect((await upload(admin.cookie, { formatId }, null)).json().message).toBe(FINANCE_MESSAGES.statementRequired);
    expect((await upload(admin.cookie, { formatId: 'nope' }, fixture('bml-november.csv'))).json().message).toBe(
      FINANCE_MESSAGES.chooseFormat,
    );
    const notBank = await upload(
      admin.cookie,
      { formatId, accountId: crypto.randomUUID() },
      fixture('bml-november.csv'),
    );
    expect(notBank.json().message).toBe(FINANCE_MESSAGES.chooseBankAccount);
    const xml = await upload(admin.cookie, { formatId: formats.OFX ?? '' }, Buffer.from('<html>no</html>'));
    expect(xml.statusCode).toBe(400);
    // The door: a member, a treasurer who may only view the books, signed out.
    const member = await signedInAs(app, 'member');
    expect((await upload(member.cookie, { formatId }, fixture('bml-november.csv'))).statusCode).toBe(403);
    const viewer = await signedInWithCustomRole(app, 'executive', { finance: ['view'] });
    expect((await upload(viewer.cookie, { formatId }, fixture('bml-november.csv'))).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/finance/statements', viewer.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/admin/finance/statements', member.cookie)).statusCode).toBe(403);
    expect(
      (
        await call('POST', '/api/admin/finance/statement-formats', viewer.cookie, {
          name: 'X',
          layout: { dateFormat: 'dd/mm/yyyy', columns: { postedOn: 'Date', amount: 'Amount' } },
        })
      ).statusCode,
    ).toBe(403);
    expect((await upload('', { formatId }, fixture('bml-november.csv'))).statusCode).toBe(401);
  });
});
