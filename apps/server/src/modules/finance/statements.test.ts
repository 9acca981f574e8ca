import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FINANCE_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { issuePaymentReference } from '../../platform/payment-reference';
import { acceptedMember, newCategory, newProduct, placedOrder, sentApplication } from '../../test/factories';
import { PNG } from '../../test/files';
import {
  createTestApp,
  mailTo,
  queuedMailsTo,
  signedInAs,
  signedInWithCustomRole,
  type TestApp,
} from '../../test/harness';
import { multipartBody } from '../../test/multipart';
import { pdfText } from '../../test/pdf-pixels';
import { statementKit } from '../../test/statement-kit';

type Account = Awaited<ReturnType<typeof signedInAs>>;
const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));

describe('bank statements: import, fingerprints, gaps and the references they carry', () => {
  let app: TestApp;
  let admin: Account;
  let formats: Record<string, string>;
  let accounts: { bml: string; mib: string; camt: string; ofx: string };
  const kit = statementKit(() => ({ app, admin }));
  const { call, upload, lines, pendingDonation, lineNaming, postings, standingPostings, inBooks } = kit;
  const bankAccount = (name: string) => kit.newAccount(name);
  const statusOf = kit.donationStatus;
  const receiptOf = async (table: 'contributions' | 'orders', id: string) =>
    (
      await queryRows<{ receipt_number: string }>(
        app.database.db,
        sql`select receipt_number from ${sql.identifier(table)} where id = ${id}`,
      )
    )[0]?.receipt_number ?? '';

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    formats = await kit.formatIds();
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

  it('confirms what a line pays once under 10 clicks, and undoes it once: posted and reversed exactly once', async () => {
    const donation = await pendingDonation('250.00');
    const lineId = await lineNaming(donation.reference, '250.00');
    const confirm = () => call('POST', `/api/admin/finance/statements/lines/${lineId}/confirm`, admin.cookie);
    const clicks = await Promise.all(Array.from({ length: 10 }, confirm));
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(clicks.find((r) => r.statusCode === 200)?.json().message).toBe(FINANCE_MESSAGES.matchConfirmed);
    expect(await statusOf(donation.id)).toBe('completed');
    expect(await postings('contribution', donation.id)).toBe(1);
    await mailTo(app, 'mariyam@club.test', 'CON-');
    const receipt = await receiptOf('contributions', donation.id);
    expect(receipt).toMatch(/^CON-/);
    const accountLines = (await call('GET', `/api/admin/finance/statements?pageSize=100`, admin.cookie)).json();
    expect(accountLines.items).toBeDefined();
    // A slip confirmation afterwards finds it decided.
    expect((await call('POST', `/api/admin/contributions/${donation.id}/confirm`, admin.cookie)).statusCode).toBe(409);

    const undo = () =>
      call('POST', `/api/admin/finance/statements/lines/${lineId}/undo`, admin.cookie, { reason: 'Wrong donor' });
    expect(
      (await call('POST', `/api/admin/finance/statements/lines/${lineId}/undo`, admin.cookie, {})).statusCode,
    ).toBe(400);
    const undone = await Promise.all(Array.from({ length: 10 }, undo));
    expect(undone.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    expect(await postings('contribution_reversal', donation.id)).toBe(1);
    // Undone, the donation waits for its money again, its reference still valid: the line confirms it again.
    expect(await statusOf(donation.id)).toBe('pending');
    const redone = await Promise.all(Array.from({ length: 5 }, confirm));
    expect(redone.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    expect(await statusOf(donation.id)).toBe('completed');
    expect(await standingPostings('contribution', donation.id)).toBe(1);
    expect(await inBooks(lineId)).toBe(true);
    // The same payment confirmed again keeps the receipt its payer was mailed: one number, one mail.
    expect(await receiptOf('contributions', donation.id)).toBe(receipt);
    expect(await queuedMailsTo(app, 'mariyam@club.test', receipt)).toHaveLength(1);
    // And undone again: a second reversal, the first pair closed.
    expect((await undo()).statusCode).toBe(200);
    expect(await postings('contribution_reversal', donation.id)).toBe(2);
    expect(await statusOf(donation.id)).toBe('pending');
    // The money never came: refused, the receipt it kept is no receipt (not listed, no PDF).
    const refused = await call('POST', `/api/admin/contributions/${donation.id}/reject`, admin.cookie, {
      reason: 'No transfer came',
    });
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json().receiptNumber).toBeNull();
    expect((await call('GET', `/api/admin/contributions/${donation.id}/receipt`, admin.cookie)).statusCode).toBe(404);
  });

  it('a payment its slip confirmed first is linked, not confirmed again; a line that does not fit is refused', async () => {
    const donation = await pendingDonation('120.00');
    expect((await call('POST', `/api/admin/contributions/${donation.id}/confirm`, admin.cookie)).statusCode).toBe(200);
    const lineId = await lineNaming(donation.reference, '120.00');
    const linked = await call('POST', `/api/admin/finance/statements/lines/${lineId}/confirm`, admin.cookie);
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().message).toBe(FINANCE_MESSAGES.matchLinked);
    expect(await postings('contribution', donation.id)).toBe(1);
    // Undoing a link ends the link only: the slip's confirmation stands.
    const unlinked = await call('POST', `/api/admin/finance/statements/lines/${lineId}/undo`, admin.cookie, {
      reason: 'Linked by mistake',
    });
    expect(unlinked.statusCode).toBe(200);
    expect(await statusOf(donation.id)).toBe('completed');

    // An amount that is not the one owed, a line with no reference, a debit, an unknown line.
    const short = await pendingDonation('300.00');
    const shortLine = await lineNaming(short.reference, '299.00');
    const refused = await call('POST', `/api/admin/finance/statements/lines/${shortLine}/confirm`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FINANCE_MESSAGES.amountDiffers('MVR 299.00', 'MVR 300.00'));
    expect(await statusOf(short.id)).toBe('pending');
    const mib = (await lines(accounts.mib)).items.find((line) => line.amount === '-750.00');
    expect(
      (await call('POST', `/api/admin/finance/statements/lines/${mib?.id}/confirm`, admin.cookie)).json().message,
    ).toBe(FINANCE_MESSAGES.noReference);
    expect(
      (await call('POST', `/api/admin/finance/statements/lines/${crypto.randomUUID()}/confirm`, admin.cookie))
        .statusCode,
    ).toBe(404);
    // Finance staff who may only view, and a member: the door.
    const viewer = await signedInWithCustomRole(app, 'executive', { finance: ['view'] });
    expect(
      (await call('POST', `/api/admin/finance/statements/lines/${shortLine}/confirm`, viewer.cookie)).statusCode,
    ).toBe(403);
    // Finance rights without the contributions' approve right: the item's own decision refuses.
    const bookkeeper = await signedInWithCustomRole(app, 'executive', { finance: ['view', 'edit'] });
    const other = await pendingDonation('80.00');
    const otherLine = await lineNaming(other.reference, '80.00');
    expect(
      (await call('POST', `/api/admin/finance/statements/lines/${otherLine}/confirm`, bookkeeper.cookie)).statusCode,
    ).toBe(403);
    expect(await statusOf(other.id)).toBe('pending');
  });

  it("confirms a shop order's and a renewal's payment from their lines, and undoes each through its module", async () => {
    const buyer = await signedInAs(app, 'member');
    const product = await newProduct(app, admin.cookie, (await newCategory(app, admin.cookie)).id);
    const order = await placedOrder(app, buyer.cookie, product.id);
    const orderLine = await lineNaming(order.paymentReference, order.totalAmount);
    expect(await inBooks(orderLine)).toBe(false);
    const confirmed = await call('POST', `/api/admin/finance/statements/lines/${orderLine}/confirm`, admin.cookie);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const firstReceipt = await receiptOf('orders', order.id);
    const paymentOf = async () =>
      (
        await queryRows<{ payment_status: string }>(
          app.database.db,
          sql`select payment_status from orders where id = ${order.id}`,
        )
      )[0]?.payment_status;
    expect(await paymentOf()).toBe('confirmed');
    expect(await postings('order_payment', order.id)).toBe(1);
    // The reconciliation finds each kind's entry through the kind's registration with finance.
    expect(await inBooks(orderLine)).toBe(true);
    const undone = await call('POST', `/api/admin/finance/statements/lines/${orderLine}/undo`, admin.cookie, {
      reason: 'Another buyer paid',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(await postings('order_cancellation', order.id)).toBe(1);
    expect(await paymentOf()).toBe('pending');
    // Confirmed again from the same line: the order's payment stands once more, posted afresh.
    const again = await call('POST', `/api/admin/finance/statements/lines/${orderLine}/confirm`, admin.cookie);
    expect(again.statusCode, again.body).toBe(200);
    expect(await paymentOf()).toBe('confirmed');
    expect(await standingPostings('order_payment', order.id)).toBe(1);
    expect(await inBooks(orderLine)).toBe(true);
    expect(await receiptOf('orders', order.id)).toBe(firstReceipt);
    expect(await queuedMailsTo(app, buyer.email, firstReceipt)).toHaveLength(1);

    const member = await signedInAs(app, 'member');
    await acceptedMember(app, admin.cookie, member.cookie);
    const { paymentReference } = (await call('POST', '/api/me/renewal/reference', member.cookie)).json();
    const renewal = multipartBody({ plan: 'regular', paymentReference }, [
      { field: 'slip', filename: 'slip.png', data: PNG },
    ]);
    const sent = await app.app.inject({
      method: 'POST',
      url: '/api/me/renewal',
      ...renewal,
      headers: { ...renewal.headers, cookie: member.cookie },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const renewalLine = await lineNaming(paymentReference, sent.json().amount);
    expect(
      (await call('POST', `/api/admin/finance/statements/lines/${renewalLine}/confirm`, admin.cookie)).statusCode,
    ).toBe(200);
    const status = async () =>
      (
        await queryRows<{ status: string }>(
          app.database.db,
          sql`select status from memberships where payment_reference = ${paymentReference}`,
        )
      )[0]?.status;
    expect(await status()).toBe('active');
    expect(await inBooks(renewalLine)).toBe(true);
    const voided = await call('POST', `/api/admin/finance/statements/lines/${renewalLine}/undo`, admin.cookie, {
      reason: 'The transfer bounced',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await status()).toBe('pending_payment');
    const renewedAgain = await call('POST', `/api/admin/finance/statements/lines/${renewalLine}/confirm`, admin.cookie);
    expect(renewedAgain.statusCode, renewedAgain.body).toBe(200);
    expect(await status()).toBe('active');
  });

  it("confirms a registration fee from the line naming the form's reference, links a fee collected at the desk, and undoes by voiding", async () => {
    const fee = await call('POST', '/api/admin/registration-fees', admin.cookie, {
      registrationType: 'membership',
      category: 'student',
      feeAmount: '350.00',
    });
    expect(fee.statusCode, fee.body).toBe(201);
    const application = await sentApplication(app);
    expect(application.paymentReference).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{3}-[A-Z0-9]{3}$/);
    expect(application.fees).toContainEqual({ category: 'student', amount: '350.00' });
    const paymentOf = async (registrationId: string) =>
      queryRows<{ id: string; payment_method: string; voided_at: string | null }>(
        app.database.db,
        sql`select id, payment_method, voided_at from payment_records where registration_id = ${registrationId}`,
      );
    // Not one of the fees: refused, nothing recorded.
    const wrong = await lineNaming(application.paymentReference, '349.00');
    expect((await call('POST', `/api/admin/finance/statements/lines/${wrong}/confirm`, admin.cookie)).statusCode).toBe(
      409,
    );
    expect(await paymentOf(application.id)).toEqual([]);
    const lineId = await lineNaming(application.paymentReference, '350.00');
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        call('POST', `/api/admin/finance/statements/lines/${lineId}/confirm`, admin.cookie),
      ),
    );
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const [payment] = await paymentOf(application.id);
    expect(payment).toMatchObject({ payment_method: 'bank_transfer', voided_at: null });
    expect(await postings('registration_payment', payment?.id ?? '')).toBe(1);
    expect(await inBooks(lineId)).toBe(true);
    // The receipt names the reference the fee was paid with.
    const receipt = await call('GET', `/api/admin/payments/${payment?.id}/receipt.pdf`, admin.cookie);
    expect(pdfText(receipt.rawPayload)).toContain(application.paymentReference);
    const undone = await call('POST', `/api/admin/finance/statements/lines/${lineId}/undo`, admin.cookie, {
      reason: 'Paid by someone else',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect((await paymentOf(application.id))[0]?.voided_at).not.toBeNull();
    expect(await postings('registration_payment_void', payment?.id ?? '')).toBe(1);

    // Collected at the desk first: the line is linked to it, nothing is recorded twice.
    const atDesk = await sentApplication(app);
    expect(
      (
        await call('POST', `/api/admin/registrations/membership/${atDesk.id}/payment`, admin.cookie, {
          amount: '350.00',
          paymentMethod: 'bank_transfer',
        })
      ).statusCode,
    ).toBe(201);
    const deskLine = await lineNaming(atDesk.paymentReference, '350.00');
    const linked = await call('POST', `/api/admin/finance/statements/lines/${deskLine}/confirm`, admin.cookie);
    expect(linked.json().message).toBe(FINANCE_MESSAGES.matchLinked);
    expect(await paymentOf(atDesk.id)).toHaveLength(1);
  });

  it('suggests a waiting payment of the same amount and payer for a line without a reference, and never confirms it alone', async () => {
    const donation = await pendingDonation('433.00');
    // Sent weeks ago, so the lines after it are dated in the past (a statement never runs ahead of today).
    await app.database.db.execute(
      sql`update contributions set created_at = created_at - interval '30 days' where id = ${donation.id}`,
    );
    const [{ day, late, tooLate } = { day: '', late: '', tooLate: '' }] = await queryRows<{
      day: string;
      late: string;
      tooLate: string;
    }>(
      app.database.db,
      sql`select to_char(d + 2, 'DD/MM/YYYY') as day, to_char(d + 12, 'DD/MM/YYYY') as late,
            to_char(d + 20, 'DD/MM/YYYY') as "tooLate"
          from (select (created_at at time zone 'Indian/Maldives')::date as d from contributions where id = ${donation.id}) c`,
    );
    const accountId = await bankAccount('Suggestion account');
    const csv = [
      'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
      `${day},${day},FAVARA,,Transfer from MARIYAM ALI,433.00,1433.00`,
      `${day},${day},FAVARA,,Transfer from SOMEONE ELSE,433.00,1866.00`,
      `${late},${late},FAVARA,,Payday transfer MARIYAM ALI,433.00,2299.00`,
      `${tooLate},${tooLate},FAVARA,,Much later MARIYAM ALI,433.00,2732.00`,
    ].join('\n');
    await upload(admin.cookie, { formatId: formats['Maldives Islamic Bank (CSV)'] ?? '', accountId }, Buffer.from(csv));
    // Imported, nothing confirmed: the amount alone never confirms a payment.
    expect(await statusOf(donation.id)).toBe('pending');
    const items = (await lines(accountId)).items;
    const hers = items.find((line) => line.description === 'Transfer from MARIYAM ALI');
    const other = items.find((line) => line.description.includes('SOMEONE'));
    expect(hers?.suggestions).toEqual([
      expect.objectContaining({ kind: 'contribution', targetId: donation.id, name: 'Mariyam Ali' }),
    ]);
    expect(other?.suggestions).toEqual([]);
    // Paid a payday later (12 days) is still suggested; three weeks later it is left to a search.
    const byDescription = (text: string) => items.find((line) => line.description.startsWith(text))?.suggestions;
    expect(byDescription('Payday transfer')).toEqual([expect.objectContaining({ targetId: donation.id })]);
    expect(byDescription('Much later')).toEqual([]);
    const url = `/api/admin/finance/statements/lines/${hers?.id}/confirm`;
    expect((await call('POST', url, admin.cookie)).json().message).toBe(FINANCE_MESSAGES.noReference);
    expect((await call('POST', url, admin.cookie, { kind: 'contribution' })).statusCode).toBe(400);
    expect(
      (await call('POST', url, admin.cookie, { kind: 'contribution', targetId: crypto.randomUUID() })).json().message,
    ).toBe(FINANCE_MESSAGES.noSuchPayment);
    const stranger = await pendingDonation('433.00', 'Aminath Shareef');
    const chosen = await call('POST', url, admin.cookie, { kind: 'contribution', targetId: donation.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(await statusOf(donation.id)).toBe('completed');
    expect(await postings('contribution', donation.id)).toBe(1);
    // The same payment for the other line: a line brought it already.
    const twice = await call('POST', `/api/admin/finance/statements/lines/${other?.id}/confirm`, admin.cookie, {
      kind: 'contribution',
      targetId: donation.id,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(FINANCE_MESSAGES.matchedElsewhere);
    expect((await lines(accountId)).items.find((line) => line.id === hers?.id)?.suggestions).toEqual([]);
    // A payment the line does not suggest, found by searching what waits (by name, reference or amount), chosen.
    const search = (text: string) =>
      call('GET', `/api/admin/finance/statements/open-items?search=${encodeURIComponent(text)}`, admin.cookie);
    for (const text of ['aminath', stranger.reference.toLowerCase().replaceAll('-', ''), '433'])
      expect((await search(text)).json(), text).toContainEqual(
        expect.objectContaining({ kind: 'contribution', targetId: stranger.id, amount: '433.00' }),
      );
    expect((await search('aminath')).json()).not.toContainEqual(expect.objectContaining({ targetId: donation.id }));
    expect((await search('a')).statusCode).toBe(400);
    const found = await call('POST', `/api/admin/finance/statements/lines/${other?.id}/confirm`, admin.cookie, {
      kind: 'contribution',
      targetId: stranger.id,
    });
    expect(found.statusCode, found.body).toBe(200);
    expect(await statusOf(stranger.id)).toBe('completed');
  });

  it('posts a line no payment explains to an account by hand, once, and undoes it with a reversing entry', async () => {
    const accountId = await bankAccount('Sponsor account');
    const revenueId = await kit.newAccount('Sponsorships', 'Revenue');
    const csv = [
      'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
      '05/11/2026,05/11/2026,TRANSFER,,Sponsor Q4 OCEAN FISH,"10,000.00","10,000.00"',
      '06/11/2026,06/11/2026,CHARGE,,Monthly fee,-15.00,"9,985.00"',
    ].join('\n');
    await upload(admin.cookie, { formatId: formats['Maldives Islamic Bank (CSV)'] ?? '', accountId }, Buffer.from(csv));
    const [charge, sponsor] = (await lines(accountId)).items;
    const post = (lineId: string | undefined, body: object, cookie = admin.cookie) =>
      call('POST', `/api/admin/finance/statements/lines/${lineId}/post`, cookie, body);
    expect((await post(sponsor?.id, { accountId })).json().message).toBe(FINANCE_MESSAGES.postToAnotherAccount);
    expect((await post(sponsor?.id, { accountId: crypto.randomUUID() })).statusCode).toBe(400);
    expect((await post(sponsor?.id, {})).statusCode).toBe(400);
    const viewer = await signedInWithCustomRole(app, 'executive', { finance: ['view'] });
    expect((await post(sponsor?.id, { accountId: revenueId }, viewer.cookie)).statusCode).toBe(403);
    const clicks = await Promise.all([0, 1, 2].map(() => post(sponsor?.id, { accountId: revenueId })));
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    expect(clicks.find((r) => r.statusCode === 200)?.json().message).toMatch(/^Posted as journal entry /);
    /** The lines of the entry of `type` posted for the statement line (its match is the entry's source). */
    const entryLines = async (type: string, lineId: string | undefined) =>
      queryRows<{ account_id: string; debit: string; credit: string }>(
        app.database.db,
        sql`select l.account_id, l.debit_amount::text as debit, l.credit_amount::text as credit
            from journal_entries e join journal_entry_lines l on l.journal_entry_id = e.id
            join bank_statement_matches m on m.id = e.source_id
            where e.source_type = ${type} and m.line_id = ${lineId} order by e.created_at, l.line_number`,
      );
    expect(await entryLines('statement_line', sponsor?.id)).toEqual([
      { account_id: accountId, debit: '10000.00', credit: '0.00' },
      { account_id: revenueId, debit: '0.00', credit: '10000.00' },
    ]);
    // A debit (the bank's charge) credits the bank.
    expect((await post(charge?.id, { accountId: revenueId, description: 'Bank charge' })).statusCode).toBe(200);
    expect((await entryLines('statement_line', charge?.id)).map((line) => [line.debit, line.credit])).toEqual([
      ['15.00', '0.00'],
      ['0.00', '15.00'],
    ]);
    const listed = (await lines(accountId)).items.find((line) => line.id === sponsor?.id);
    expect(listed?.match).toEqual({
      kind: 'journal',
      confirmedPayment: true,
      byRule: false,
      held: null,
      partPaid: false,
      items: 1,
      lines: 1,
    });
    // Undone: a reversing entry, once.
    const undo = () =>
      call('POST', `/api/admin/finance/statements/lines/${sponsor?.id}/undo`, admin.cookie, {
        reason: 'Wrong account',
      });
    const undone = await Promise.all([undo(), undo()]);
    expect(undone.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await entryLines('statement_line_reversal', sponsor?.id)).toEqual([
      { account_id: accountId, debit: '0.00', credit: '10000.00' },
      { account_id: revenueId, debit: '10000.00', credit: '0.00' },
    ]);
    // And it can be posted again, to the right account.
    expect((await post(sponsor?.id, { accountId: revenueId })).statusCode).toBe(200);
  });

  it('finds the reference of every line of a month of 500 that names one, however it is written, and never a wrong one', async () => {
    const accountId = await bankAccount('Busy month account');
    const references = await Promise.all(
      Array.from({ length: 400 }, () => issuePaymentReference(app.database.db, 'contribution')),
    );
    const written = (reference: string, i: number) => {
      const compact = reference.replaceAll('-', '');
      // As payers type them into a transfer's remark, and as banks pass them on.
      return [
        `Donation ${reference}`,
        `ref ${reference.toLowerCase().replaceAll('-', ' ')} thanks`,
        `DON/${compact}/ALI`,
        `${compact}`,
        `Kit fund - ${reference} - Hassan`,
        `IB TRF FROM AHMED ALI REF ${reference.replaceAll('-', '/')} MEMBERSHIP`,
        `fee ${reference.toLowerCase().replaceAll('-', '.')}`,
        `MEMBERSHIP${compact}`,
        `${compact}FEE PAID`,
        `REF:${reference.replaceAll('-', '_')}`,
      ][i % 10];
    };
    let balance = 100_000n;
    const rows = Array.from({ length: 500 }, (_, i) => {
      const cents = BigInt(1000 + i * 7);
      balance += cents;
      const amount = `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;
      const total = `${balance / 100n}.${String(balance % 100n).padStart(2, '0')}`;
      const day = String(1 + (i % 28)).padStart(2, '0');
      // One line in five carries no reference: look-alikes with a wrong check character, numbers, names.
      const description =
        i % 5 === 4
          ? `Transfer ${['ACD-EFH-JKM', 'FT26306ABC12', 'HAWWA 7734 PAID', 'QWERTY123'][i % 4]}`
          : written(references[i - Math.floor(i / 5)] ?? '', i);
      return `${day}/11/2026,${day}/11/2026,TRANSFER,,${description},${amount},${total}`;
    });
    // The bank lists them by day.
    rows.sort((a, b) => a.slice(0, 2).localeCompare(b.slice(0, 2)));
    const csv = ['Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance', ...rows].join(
      '\n',
    );
    const imported = await upload(
      admin.cookie,
      { formatId: formats['Maldives Islamic Bank (CSV)'] ?? '', accountId },
      Buffer.from(csv),
    );
    expect(imported.statusCode, imported.body).toBe(201);
    expect(imported.json()).toMatchObject({ added: 500, withReference: 400 });
    const found = await queryRows<{ description: string; payment_reference: string | null }>(
      app.database.db,
      sql`select description, payment_reference from bank_statement_lines where account_id = ${accountId}`,
    );
    for (const line of found) {
      if (line.payment_reference === null) expect(line.description).toMatch(/^Transfer /);
      else
        expect(line.description.toUpperCase().replace(/[\s/._:-]/g, '')).toContain(
          line.payment_reference.replaceAll('-', ''),
        );
    }
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
