import { randomUUID } from 'node:crypto';
import { CARD_PAYMENT_MESSAGES, type CardSettlement, clubDay, fromCents, toCents } from '@club/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import type { BmlDouble } from '../../test/bml-double';
import { cardPaymentKit } from '../../test/card-payment-kit';
import { signedInAs, type TestApp } from '../../test/harness';
import { statementKit } from '../../test/statement-kit';

describe('Card money after the bank took it: unapplied money held, refunds recorded once, the settlement matched', () => {
  const card = cardPaymentKit();
  let app: TestApp;
  let double: BmlDouble;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(() => {
    ({ app, double, admin } = card);
  });
  const { call, db, startedRenewal, renewWithSlip, membershipOf, renewalFeesOf, balanceOf, roleBalance, signedCents } =
    card;
  const kit = statementKit(() => ({ app, admin }));

  it('keeps a card payment that came after the item was paid by transfer as unapplied, not a second fee', async () => {
    const { account, member, id, transactionId } = await startedRenewal('student');
    // Meanwhile the member sends the slip of a transfer under the same reference, and staff confirm it.
    const reference = await renewWithSlip(account.cookie, transactionId, 'student');
    const renewal = await membershipOf(member.member_id, member.season + 1);
    expect((await call('POST', `/api/admin/members/renewals/${renewal?.id}/confirm`, admin.cookie)).statusCode).toBe(
      200,
    );
    // Then the bank confirms the card payment: answered once, recorded as money to give back.
    await double.decide(transactionId, 'CONFIRMED');
    expect(double.delivered.at(-1)?.status).toBe(204);
    expect((await call('GET', `/api/payments/card/${id}`, account.cookie)).json().state).toBe('unapplied');
    const fees = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from payment_records where membership_id = ${renewal?.id} and voided_at is null`,
    );
    expect(fees[0]?.n).toBe(1);
    // The treasurer finds it among the unapplied card payments, by its reference; a member may not look.
    const listed = await call(
      'GET',
      `/api/admin/finance/card-payments?state=unapplied&search=${reference}`,
      admin.cookie,
    );
    expect(listed.json()).toMatchObject({
      total: 1,
      items: [{ id, state: 'unapplied', kind: 'renewal', paymentReference: reference, transactionId, settled: false }],
    });
    expect((await call('GET', '/api/admin/finance/card-payments', account.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/finance/card-payments?state=paid', admin.cookie)).statusCode).toBe(400);
    // In the books: the money waits in the card clearing account against the payer funds the club holds.
    const held = await queryRows<{ role: string; debit: string; credit: string }>(
      db(),
      sql`select r.role, jl.debit_amount::text as debit, jl.credit_amount::text as credit
          from journal_entries e join journal_entry_lines jl on jl.journal_entry_id = e.id
          join posting_roles r on r.account_id = jl.account_id
          where e.source_type = 'card_unapplied' and e.source_id = ${id} order by r.role`,
    );
    const amount = renewal?.amount as string;
    expect(held).toEqual([
      { role: 'card_clearing', debit: amount, credit: '0.00' },
      { role: 'payer_funds', debit: '0.00', credit: amount },
    ]);
    // Given back through the bank, then recorded: the payer funds are square again, once.
    await double.decide(transactionId, 'REFUNDED');
    const payerFunds = await roleBalance('payer_funds');
    const giveBack = () =>
      call('POST', `/api/admin/finance/card-payments/${id}/refund`, admin.cookie, { reason: 'Paid by transfer too' });
    const clicks = await Promise.all([giveBack(), giveBack()]);
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 409]);
    expect(signedCents(await roleBalance('payer_funds'))).toBe(signedCents(payerFunds) + toCents(amount));
    // The renewal paid by transfer is untouched.
    expect(fees[0]?.n).toBe(1);
    expect((await membershipOf(member.member_id, member.season + 1))?.status).toBe('active');
  });

  it('holds the card money for the payer when staff void a card-paid fee by hand, to be given back by a refund', async () => {
    const { member, id, transactionId } = await startedRenewal('student');
    await double.decide(transactionId, 'CONFIRMED');
    const [fee] = await queryRows<{ id: string; amount: string }>(
      db(),
      sql`select p.id, p.amount::text from payment_records p join card_payments c on c.item_id = p.membership_id
          where c.id = ${id} and p.voided_at is null`,
    );
    const payerFunds = await roleBalance('payer_funds');
    const voided = await call('POST', `/api/admin/payments/${fee?.id}/void`, admin.cookie, {
      reason: 'Entered against the wrong season',
    });
    expect(voided.statusCode, voided.body).toBe(200);
    // The fee is void and the renewal waits again; the money the bank took is the payer's, held in the payer funds.
    expect(await renewalFeesOf(member.member_id)).toEqual([]);
    const listed = await call('GET', `/api/admin/finance/card-payments?search=${transactionId}`, admin.cookie);
    expect(listed.json().items[0]).toMatchObject({ id, state: 'unapplied', heldAmount: fee?.amount });
    expect(signedCents(await roleBalance('payer_funds'))).toBe(signedCents(payerFunds) - toCents(fee?.amount ?? ''));
    // Given back at the bank and recorded: square again.
    await double.decide(transactionId, 'REFUNDED');
    const refunded = await call('POST', `/api/admin/finance/card-payments/${id}/refund`, admin.cookie, {
      reason: 'Given back: the member paid by transfer',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await roleBalance('payer_funds')).toBe(payerFunds);
  });

  it('records a refund made at the bank once: the fee void, the ledger taken back, the clearing account square', async () => {
    const { member, id, transactionId } = await startedRenewal('student');
    await double.decide(transactionId, 'CONFIRMED');
    const clearing = await balanceOf('1020');
    const refund = (cookie = admin.cookie, reason = 'Paid twice by mistake') =>
      call('POST', `/api/admin/finance/card-payments/${id}/refund`, cookie, { reason });
    // The bank has not given it back yet: nothing is taken back in the books.
    const early = await refund();
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(CARD_PAYMENT_MESSAGES.refundAtBankFirst);
    expect(await renewalFeesOf(member.member_id)).toHaveLength(1);
    // Refunded in the bank's merchant portal (the bank notifies; a payment confirmed already is not decided again).
    await double.decide(transactionId, 'REFUNDED');
    expect(double.delivered.at(-1)?.status).toBe(204);
    const someMember = await signedInAs(app, 'member');
    expect((await refund(someMember.cookie)).statusCode).toBe(403);
    expect((await refund(admin.cookie, ' ')).statusCode).toBe(400);
    expect(
      (await call('POST', `/api/admin/finance/card-payments/${randomUUID()}/refund`, admin.cookie, { reason: 'Gone' }))
        .statusCode,
    ).toBe(404);
    // Two clicks at once refund once.
    const clicks = await Promise.all([refund(), refund()]);
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 409]);
    expect(clicks.find((click) => click.statusCode === 200)?.json()).toMatchObject({ id, state: 'refunded' });
    expect(await renewalFeesOf(member.member_id)).toEqual([]);
    const charged = BigInt(double.transactions.get(transactionId)?.amount ?? 0);
    expect(toCents(await balanceOf('1020'))).toBe(toCents(clearing) - charged);
    expect((await refund()).statusCode).toBe(409);
  });

  it('matches the gateway’s settlement line to the card payments it pays out, the fee posted, reconciling to 0', async () => {
    // Two more renewals paid by card today.
    for (const plan of ['student', 'regular']) {
      const { transactionId } = await startedRenewal(plan);
      await double.decide(transactionId, 'CONFIRMED');
    }
    const waiting = await queryRows<{ id: string; amount: string }>(
      db(),
      sql`select id, coalesce(held_amount, amount)::text as amount from card_payments
          where (state = 'confirmed' or (state = 'unapplied' and held_amount is not null)) and settlement_match_id is null`,
    );
    expect(waiting.length).toBeGreaterThanOrEqual(2);
    const gross = waiting.reduce((total, payment) => total + toCents(payment.amount), 0n);
    const fee = (gross * 15n) / 1000n; // the bank keeps 1.5 %
    const net = fromCents(gross - fee);
    const [year, month, day] = clubDay(new Date()).split('-');
    const accountId = await kit.newAccount('BML current account');
    const imported = await kit.importMib(
      `Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance\n${day}/${month}/${year},${day}/${month}/${year},CREDIT,,BML CONNECT SETTLEMENT,${net},${net}\n`,
      accountId,
    );
    expect(imported.statusCode, imported.body).toBe(201);
    const lineId = (await kit.lines(accountId)).items[0]?.id as string;

    const preview = await call('GET', `/api/admin/finance/statements/lines/${lineId}/card-settlement`, admin.cookie);
    expect(preview.statusCode, preview.body).toBe(200);
    const settlement = preview.json() as CardSettlement;
    expect(new Set(settlement.suggested)).toEqual(new Set(waiting.map((payment) => payment.id)));
    const member = await signedInAs(app, 'member');
    expect(
      (await call('GET', `/api/admin/finance/statements/lines/${lineId}/card-settlement`, member.cookie)).statusCode,
    ).toBe(403);

    // Two clicks at once settle once; a payment settled is not settled again by another line.
    const settle = () =>
      call('POST', `/api/admin/finance/statements/lines/${lineId}/card-settlement`, admin.cookie, {
        cardPaymentIds: settlement.suggested,
      });
    const clicks = await Promise.all([settle(), settle()]);
    expect(clicks.map((click) => click.statusCode).sort()).toEqual([200, 409]);
    expect(clicks.find((click) => click.statusCode === 200)?.json()).toMatchObject({
      gross: fromCents(gross),
      fee: fromCents(fee),
    });
    expect(toCents(await balanceOf('1020'))).toBe(0n);
    const reconciliation = await call('GET', `/api/admin/finance/reconciliation?accountId=${accountId}`, admin.cookie);
    expect(reconciliation.json()).toMatchObject({ difference: '0.00', notInBooks: { items: [] } });
    expect(await kit.inBooks(lineId)).toBe(true);

    // Undone (the wrong line): the entry is reversed and the payments wait to be settled again, then are.
    const undone = await call('POST', `/api/admin/finance/statements/lines/${lineId}/undo`, admin.cookie, {
      reason: 'Matched the wrong day',
    });
    expect(undone.statusCode, undone.body).toBe(200);
    expect(toCents(await balanceOf('1020'))).toBe(gross);
    expect((await settle()).statusCode).toBe(200);
    expect(toCents(await balanceOf('1020'))).toBe(0n);

    // Bad choices: a line paying out less than nothing waits; the same payments for another line; nothing chosen.
    const other = await kit.newAccount('Second settlement account');
    await kit.importMib(
      `Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance\n${day}/${month}/${year},${day}/${month}/${year},CREDIT,,BML CONNECT SETTLEMENT,10.00,10.00\n`,
      other,
    );
    const otherLine = (await kit.lines(other)).items[0]?.id as string;
    const again = await call('POST', `/api/admin/finance/statements/lines/${otherLine}/card-settlement`, admin.cookie, {
      cardPaymentIds: settlement.suggested,
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(CARD_PAYMENT_MESSAGES.paymentsChanged);
    // A line for much less than the payments: the bank keeps no such fee; refused, nothing posted.
    const { transactionId: latest } = await startedRenewal('regular');
    await double.decide(latest, 'CONFIRMED');
    const [fresh] = await queryRows<{ id: string }>(
      db(),
      sql`select id from card_payments where transaction_id = ${latest}`,
    );
    const tooMuch = await call(
      'POST',
      `/api/admin/finance/statements/lines/${otherLine}/card-settlement`,
      admin.cookie,
      {
        cardPaymentIds: [fresh?.id],
      },
    );
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().message).toBe(CARD_PAYMENT_MESSAGES.feeTooLarge);

    // A payment refunded after it was paid out: the money leaves the bank account, the clearing account stays at 0.
    const [paidOut] = await queryRows<{ id: string; transaction_id: string; amount: string }>(
      db(),
      sql`select id, transaction_id, amount::text from card_payments where settlement_match_id is not null limit 1`,
    );
    if (!paidOut) throw new Error('no settled payment');
    const clearing = await balanceOf('1020');
    const bank = await balanceOf('1010');
    await double.decide(paidOut.transaction_id, 'REFUNDED');
    const refunded = await call('POST', `/api/admin/finance/card-payments/${paidOut.id}/refund`, admin.cookie, {
      reason: 'Charged twice',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect(await balanceOf('1020')).toBe(clearing);
    expect(toCents(await balanceOf('1010'))).toBe(toCents(bank) - toCents(paidOut.amount));
    expect(
      (
        await call('POST', `/api/admin/finance/statements/lines/${otherLine}/card-settlement`, admin.cookie, {
          cardPaymentIds: [],
        })
      ).statusCode,
    ).toBe(400);
  });
});
