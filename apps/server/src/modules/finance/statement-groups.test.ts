import { FINANCE_MESSAGES } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signedInAs, type TestApp } from '../../test/harness';
import { statementKit } from '../../test/statement-kit';

type Account = Awaited<ReturnType<typeof signedInAs>>;

describe('bank statement matches of several lines or several items', () => {
  let app: TestApp;
  let admin: Account;
  const kit = statementKit(() => ({ app, admin }));
  const { call, importMib, lines, pendingDonation, lineNaming, postings } = kit;
  const statusOf = kit.donationStatus;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  it('confirms one transfer paying several items, and one item paid in instalments, once each under 10 clicks; undoes each whole', async () => {
    const first = await pendingDonation('150.00');
    const second = await pendingDonation('100.00');
    const accountId = await kit.newAccount('Several account');
    const family = await pendingDonation('400.00');
    const csv = [
      'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
      `10/11/2026,10/11/2026,TRANSFER,,For ${first.reference} and ${second.reference.replaceAll('-', ' ')},250.00,1250.00`,
      `11/11/2026,11/11/2026,TRANSFER,${family.reference},First half,150.00,1400.00`,
      `12/11/2026,12/11/2026,TRANSFER,${family.reference},Second half,250.00,1650.00`,
    ].join('\n');
    const imported = await importMib(csv, accountId);
    expect(imported.json()).toMatchObject({ added: 3, withReference: 3 });
    const byDay = async () => Object.fromEntries((await lines(accountId)).items.map((line) => [line.postedOn, line]));
    const both = (await byDay())['2026-11-10'];
    expect(both?.references).toEqual([first.reference, second.reference]);

    const confirm = (lineId: string | undefined) =>
      call('POST', `/api/admin/finance/statements/lines/${lineId}/confirm`, admin.cookie);
    const clicks = await Promise.all(Array.from({ length: 10 }, () => confirm(both?.id)));
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const paid of [first, second]) {
      expect(await statusOf(paid.id)).toBe('completed');
      expect(await postings('contribution', paid.id)).toBe(1);
    }
    expect((await byDay())['2026-11-10']?.match).toMatchObject({ confirmedPayment: true, items: 2, lines: 1 });

    // Half of the family's donation has come: not yet; both halves: one confirmation for the two lines.
    const halves = await byDay();
    const early = await confirm(halves['2026-11-11']?.id);
    expect(early.statusCode).toBe(200);
    expect(await statusOf(family.id)).toBe('completed');
    expect(await postings('contribution', family.id)).toBe(1);
    const after = await byDay();
    for (const day of ['2026-11-11', '2026-11-12'])
      expect(after[day]?.match).toMatchObject({ confirmedPayment: true, items: 1, lines: 2 });
    expect((await confirm(after['2026-11-12']?.id)).json().message).toBe(FINANCE_MESSAGES.alreadyMatched);

    // Undone from either line, the whole match goes: both donations reversed once, every line free again.
    const undo = (lineId: string | undefined) =>
      call('POST', `/api/admin/finance/statements/lines/${lineId}/undo`, admin.cookie, { reason: 'Wrong donors' });
    const undone = await Promise.all(Array.from({ length: 10 }, () => undo(both?.id)));
    expect(undone.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const paid of [first, second]) {
      expect(await statusOf(paid.id)).toBe('pending');
      expect(await postings('contribution_reversal', paid.id)).toBe(1);
    }
    expect((await undo(after['2026-11-12']?.id)).statusCode).toBe(200);
    expect(await statusOf(family.id)).toBe('pending');
    const free = await byDay();
    for (const day of ['2026-11-10', '2026-11-11', '2026-11-12']) expect(free[day]?.match).toBeNull();
  });

  it('refuses instalments that do not add up yet, and a second transfer of a payment matched already', async () => {
    const owed = await pendingDonation('500.00');
    const accountId = await kit.newAccount('Instalment account');
    const csv = [
      'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance',
      `13/11/2026,13/11/2026,TRANSFER,${owed.reference},Part one,200.00,1200.00`,
      `14/11/2026,14/11/2026,TRANSFER,${owed.reference},Part two,100.00,1300.00`,
    ].join('\n');
    await importMib(csv, accountId);
    const [partTwo, partOne] = (await lines(accountId)).items;
    const refused = await call('POST', `/api/admin/finance/statements/lines/${partOne?.id}/confirm`, admin.cookie);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(FINANCE_MESSAGES.partlyPaid('MVR 300.00', 'MVR 500.00', 2));
    expect(await statusOf(owed.id)).toBe('pending');
    // The payment confirmed by a line of its own; the same transfer again on another line is not linked to it.
    const paid = await pendingDonation('80.00');
    const once = await lineNaming(paid.reference, '80.00');
    expect((await call('POST', `/api/admin/finance/statements/lines/${once}/confirm`, admin.cookie)).statusCode).toBe(
      200,
    );
    const again = await lineNaming(paid.reference, '80.00');
    const twice = await call('POST', `/api/admin/finance/statements/lines/${again}/confirm`, admin.cookie);
    expect(twice.json().message).toBe(FINANCE_MESSAGES.matchedElsewhere);
    void partTwo;
  });

  it('two lines paying the same item at once: one confirms it, the other is refused', async () => {
    const owed = await pendingDonation('60.00');
    const first = await lineNaming(owed.reference, '60.00');
    const second = await lineNaming(owed.reference, '60.00');
    const clicks = await Promise.all(
      [first, second].map((lineId) =>
        call('POST', `/api/admin/finance/statements/lines/${lineId}/confirm`, admin.cookie),
      ),
    );
    expect(clicks.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(clicks.find((r) => r.statusCode === 409)?.json().message).toBe(FINANCE_MESSAGES.matchedElsewhere);
    expect(await postings('contribution', owed.id)).toBe(1);
  });
});
