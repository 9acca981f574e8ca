import { CONTRIBUTION_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { RECEIPT_PDF_HEADING } from '../../platform/receipt-pdf';
import { PDF, PNG } from '../../test/files';
import { callApp, createTestApp, type Method, mailTo, signedInAs, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { PixelLab, pdfText } from '../../test/pdf-pixels';
import { openInLibreOffice } from '../../test/spreadsheet';

type Account = Awaited<ReturnType<typeof signedInAs>>;

describe('contributions', () => {
  let app: TestApp;
  let admin: Account;
  let executive: Account;
  let typeId: string;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const reference = async () => (await call('POST', '/api/contributions/reference')).json().paymentReference as string;
  const donate = async (fields: Record<string, string>, options: { cookie?: string; slip?: Buffer | null } = {}) => {
    const body = multipartBody(
      {
        typeId,
        amount: '250',
        contributorName: 'Aishath Mohamed',
        contributorEmail: `donor-${Math.random().toString(36).slice(2)}@club.test`,
        message: 'For the youth team',
        paymentReference: await reference(),
        ...fields,
      },
      options.slip === null ? [] : [{ field: 'slip', filename: 'slip.png', data: options.slip ?? PNG }],
    );
    return app.app.inject({
      method: 'POST',
      url: '/api/contributions',
      headers: { ...body.headers, ...(options.cookie ? { cookie: options.cookie } : {}) },
      payload: body.payload,
    });
  };
  const summary = async () => (await call('GET', '/api/contributions/summary')).json();

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    executive = await signedInAs(app, 'executive');
    const created = await call('POST', '/api/admin/contributions/types', executive.cookie, {
      name: 'Youth development',
      description: 'Kits and coaching',
      suggestedAmount: '500',
    });
    expect(created.statusCode).toBe(201);
    typeId = created.json().id;
  });
  afterAll(() => app.close());

  it("validates with the spec's messages; a reference must be one the club issued; the slip is required", async () => {
    const blank = await call('POST', '/api/admin/contributions/types', executive.cookie, { name: '  ' });
    expect(blank.json().fieldErrors.name).toEqual([CONTRIBUTION_MESSAGES.typeName]);
    const badAmount = await donate({ amount: '0.50' });
    expect(badAmount.statusCode).toBe(400);
    expect(badAmount.json().fieldErrors.amount).toEqual([CONTRIBUTION_MESSAGES.amount]);
    const noName = await donate({ contributorName: ' ' });
    expect(noName.json()).toMatchObject({ message: CONTRIBUTION_MESSAGES.required });
    expect((await donate({ paymentReference: 'MSC-AAAA-AAAA' })).statusCode).toBe(400);
    const noSlip = await donate({}, { slip: null });
    expect(noSlip.json().message).toBe(CONTRIBUTION_MESSAGES.slip);
    const shared = await reference();
    expect((await donate({ paymentReference: shared })).statusCode).toBe(201);
    expect((await donate({ paymentReference: shared })).statusCode).toBe(409);
  });

  it('counts confirmed contributions only, and never shows an anonymous donor or any email publicly', async () => {
    const before = await summary();
    const named = await donate({ contributorName: 'Hassan Rasheed', amount: '100' });
    const hidden = await donate({ contributorName: 'Secret Donor', isAnonymous: 'true', amount: '300.50' });
    expect(hidden.statusCode).toBe(201);
    expect((await summary()).totalAmount).toBe(before.totalAmount);

    for (const id of [named.json().id, hidden.json().id])
      expect((await call('POST', `/api/admin/contributions/${id}/confirm`, executive.cookie)).statusCode).toBe(200);
    const after = await summary();
    const cents = (v: string) => Math.round(Number(v) * 100);
    expect(cents(after.totalAmount) - cents(before.totalAmount)).toBe(40050);
    expect(after.totalCount).toBe(before.totalCount + 2);
    expect(after.goal).toBe('50000.00');
    expect(after.monthly).toHaveLength(12);
    const publicText = JSON.stringify(after) + JSON.stringify((await call('GET', '/api/contributions/types')).json());
    expect(publicText).not.toContain('Secret Donor');
    expect(publicText).not.toContain('@club.test');
    expect(after.recent.find((c: { id: string }) => c.id === hidden.json().id)).toMatchObject({
      contributorName: 'Anonymous',
      message: null,
    });
    const staff = (await call('GET', '/api/admin/contributions?status=completed', executive.cookie)).json();
    expect(staff.items.find((c: { id: string }) => c.id === hidden.json().id)).toMatchObject({
      displayName: 'Anonymous',
      contributorName: 'Secret Donor',
    });
  });

  it('confirms once under 10 concurrent clicks: one posting, one receipt emailed with its PDF', async () => {
    const email = `receipt-${Date.now()}@club.test`;
    const pending = (await donate({ contributorEmail: email, amount: '75' })).json();
    const clicks = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/admin/contributions/${pending.id}/confirm`, executive.cookie),
      ),
    );
    expect(clicks.map((c) => c.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const postings = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from journal_entries where source_type = 'contribution' and source_id = ${pending.id}`,
    );
    expect(postings[0]?.n).toBe(1);
    const mail = await mailTo(app, email, 'Thank you for your contribution!');
    expect(mail.text).toMatch(/Content-Type: application\/pdf; name=receipt-CON-\d{4}-\d{5}\.pdf/);
    const receipt = await call('GET', `/api/admin/contributions/${pending.id}/receipt`, executive.cookie);
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it("mails and receipts a donor in the language they gave in, whoever confirms it, the receipt's Thaana drawn as Chromium draws it", async () => {
    const email = `dhivehi-${Date.now()}@club.test`;
    const given = await donate(
      { contributorEmail: email, contributorName: 'މަރިޔަމް ޝިޔުނާ', amount: '150' },
      {
        cookie: 'lang=dv',
      },
    );
    expect(given.statusCode).toBe(201);
    const { id, paymentReference } = given.json();
    // Staff reading the portal in English confirm it: the donor still gets Dhivehi.
    expect((await call('POST', `/api/admin/contributions/${id}/confirm`, executive.cookie)).statusCode).toBe(200);
    const mail = await mailTo(app, email, 'ތިބާގެ އެހީތެރިކަމަށް ޝުކުރިއްޔާ!');
    expect(mail.text).toMatch(/^Subject: .*ތިބާގެ އެހީގެ ރަސީދު \u2066CON-\d{4}-\d{5}\u2069/m);
    expect(mail.text).toContain('އައްސަލާމު ޢަލައިކުމް މަރިޔަމް ޝިޔުނާ،');
    // Amounts and references stay left to right inside the Dhivehi sentence.
    expect(mail.text).toContain(`\u2066MVR 150.00\u2069`);
    expect(mail.text).toContain(`\u2066${paymentReference}\u2069`);

    const receipt = (await call('GET', `/api/admin/contributions/${id}/receipt`, executive.cookie)).rawPayload;
    const text = await pdfText(receipt);
    expect(text).not.toContain('Contribution Receipt');
    expect(text).toContain('MVR 150.00');
    const lab = await PixelLab.open();
    try {
      const score = await lab.lineAgainstChromium(receipt, RECEIPT_PDF_HEADING, 'އެހީގެ ރަސީދު', {
        pageWidth: 420,
        label: 'Dhivehi receipt heading',
      });
      expect(score).toBeGreaterThan(0.65);
    } finally {
      await lab.close();
    }

    // Given in English, the same receipt reads in English.
    const english = (await donate({ amount: '20' })).json();
    await call('POST', `/api/admin/contributions/${english.id}/confirm`, executive.cookie);
    const englishReceipt = await call('GET', `/api/admin/contributions/${english.id}/receipt`, executive.cookie);
    expect(await pdfText(englishReceipt.rawPayload)).toContain('Contribution Receipt');
  });

  it('rejects with a reason and emails the donor; reversal needs approve and posts a reversing entry', async () => {
    const email = `rejected-${Date.now()}@club.test`;
    const pending = (await donate({ contributorEmail: email })).json();
    expect(
      (await call('POST', `/api/admin/contributions/${pending.id}/reject`, executive.cookie, { reason: ' ' }))
        .statusCode,
    ).toBe(400);
    const rejected = await call('POST', `/api/admin/contributions/${pending.id}/reject`, executive.cookie, {
      reason: 'No transfer arrived',
    });
    expect(rejected.json()).toMatchObject({ status: 'failed', rejectionReason: 'No transfer arrived' });
    expect((await mailTo(app, email, 'No transfer arrived')).text).toContain('We could not confirm your contribution');

    const confirmed = (await donate({})).json();
    await call('POST', `/api/admin/contributions/${confirmed.id}/confirm`, executive.cookie);
    const reverse = (cookie: string) =>
      call('POST', `/api/admin/contributions/${confirmed.id}/reverse`, cookie, { reason: 'Slip was for another club' });
    expect((await reverse(executive.cookie)).statusCode).toBe(403);
    expect((await reverse(admin.cookie)).json()).toMatchObject({ status: 'reversed' });
    expect((await reverse(admin.cookie)).statusCode).toBe(409);
    const [reversal] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from journal_entries where source_type = 'contribution_reversal' and source_id = ${confirmed.id}`,
    );
    expect(reversal?.n).toBe(1);
  });

  it('records cash in hand for someone else to confirm', async () => {
    const cash = await call('POST', '/api/admin/contributions/cash', executive.cookie, {
      typeId,
      amount: '1000',
      contributorName: 'Ali Waheed',
      contributorEmail: 'ali.waheed@club.test',
    });
    expect(cash.statusCode).toBe(201);
    expect(cash.json()).toMatchObject({ status: 'pending', paymentMethod: 'cash', hasSlip: false });
    const own = await call('POST', `/api/admin/contributions/${cash.json().id}/confirm`, executive.cookie);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toBe(CONTRIBUTION_MESSAGES.ownRecord);
    expect((await call('POST', `/api/admin/contributions/${cash.json().id}/confirm`, admin.cookie)).statusCode).toBe(
      200,
    );
  });

  it('sorts the staff list by contributor, amount (as numbers) or date, both ways; refuses other columns', async () => {
    const recorded: string[] = [];
    for (const [contributorName, amount] of [
      ['Sortable Bee', '300'],
      ['sortable ahmed', '1000.50'],
      ['Sortable Cee', '20'],
    ]) {
      const cash = await call('POST', '/api/admin/contributions/cash', executive.cookie, {
        typeId,
        amount,
        contributorName,
        contributorEmail: 'donor@club.test',
      });
      expect(cash.statusCode).toBe(201);
      recorded.push(contributorName as string);
    }
    const names = async (query: string) => {
      const response = await call('GET', `/api/admin/contributions?search=sortable${query}`, executive.cookie);
      expect(response.statusCode).toBe(200);
      return response.json().items.map((c: { displayName: string }) => c.displayName);
    };
    expect(await names('')).toEqual(recorded.toReversed());
    expect(await names('&sort=date')).toEqual(recorded);
    expect(await names('&sort=contributor')).toEqual(['sortable ahmed', 'Sortable Bee', 'Sortable Cee']);
    expect(await names('&sort=contributor&dir=desc')).toEqual(['Sortable Cee', 'Sortable Bee', 'sortable ahmed']);
    expect(await names('&sort=amount')).toEqual(['Sortable Cee', 'Sortable Bee', 'sortable ahmed']);
    expect(await names('&sort=amount&dir=desc&pageSize=1&page=2')).toEqual(['Sortable Bee']);
    for (const bad of ['sort=email', 'sort=amount;drop table contributions', 'sort=amount&dir=sideways'])
      expect((await call('GET', `/api/admin/contributions?${bad}`, executive.cookie)).statusCode).toBe(400);
  });

  it('keeps slips private, staff tools to staff, and links a signed-in donor', async () => {
    const member = await signedInAs(app, 'member');
    const mine = await donate({}, { cookie: member.cookie, slip: PDF });
    expect(mine.statusCode).toBe(201);
    const list = (await call('GET', '/api/contributions/mine', member.cookie)).json();
    expect(list.map((c: { id: string }) => c.id)).toEqual([mine.json().id]);
    const slipUrl = `/api/admin/contributions/${mine.json().id}/slip`;
    expect((await call('GET', slipUrl)).statusCode).toBe(401);
    expect((await call('GET', slipUrl, member.cookie)).statusCode).toBe(403);
    const slip = await call('GET', slipUrl, executive.cookie);
    expect(slip.statusCode).toBe(200);
    expect(slip.headers['content-type']).toBe('application/pdf');
    for (const [method, url] of [
      ['GET', '/api/admin/contributions'],
      ['POST', `/api/admin/contributions/${mine.json().id}/confirm`],
      ['POST', '/api/admin/contributions/types'],
    ] as const)
      expect((await call(method, url, member.cookie, method === 'POST' ? { name: 'x' } : undefined)).statusCode).toBe(
        403,
      );
    expect((await donate({ contributorName: 'މުޙައްމަދު ޢަލީ' })).statusCode).toBe(201);
    const csv = await call('GET', '/api/admin/contributions/export.csv', executive.cookie);
    expect(csv.headers['content-type']).toContain('text/csv');
    const sheet = openInLibreOffice(csv.body);
    const header = (sheet[0] ?? []).map((cell) => cell.value);
    expect(header).toContain('Contributor');
    const contributors = sheet.map((row) => row[header.indexOf('Contributor')]?.value);
    expect(contributors).toContain('މުޙައްމަދު ޢަލީ');
  });

  it('drops what a bot sends through the hidden field, and rate-limits each client', async () => {
    const before = await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from contributions`);
    const bot = await donate({ website: 'http://spam.example' });
    expect(bot.statusCode).toBe(201);
    const after = await queryRows<{ n: number }>(app.database.db, sql`select count(*)::int as n from contributions`);
    expect(after[0]?.n).toBe(before[0]?.n);

    const limited = await createTestApp({ SUBMISSION_RATE_LIMIT: '2' });
    try {
      const body = () => multipartBody({ amount: '10' }, []);
      const send = () => {
        const b = body();
        return limited.app.inject({
          method: 'POST',
          url: '/api/contributions',
          headers: b.headers,
          payload: b.payload,
        });
      };
      const codes = [];
      for (let i = 0; i < 3; i++) codes.push((await send()).statusCode);
      expect(codes).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
