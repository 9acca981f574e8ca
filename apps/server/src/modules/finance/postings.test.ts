import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { databaseErrorCode } from '../../platform/errors';
import { useTestDatabase } from '../../test/harness';
import { postContribution, postOrderCancellation, postOrderPayment } from './postings';

/** The hooks the shop and contributions will call: what they post, and that each posts once. */
describe('shop and contribution postings', () => {
  const test = useTestDatabase();
  const linesOf = (sourceId: string) =>
    queryRows<{ source_type: string; code: string; debit: string; credit: string }>(
      test.current.db,
      sql`select e.source_type, a.account_code as code, l.debit_amount::text as debit, l.credit_amount::text as credit
        from journal_entries e join journal_entry_lines l on l.journal_entry_id = e.id
        join chart_of_accounts a on a.id = l.account_id where e.source_id = ${sourceId}
        order by e.entry_number, l.line_number`,
    );
  const order = (orderId: string) => ({
    orderId,
    orderNumber: 'ORD-7Q4K2M',
    date: '2026-08-01',
    paymentMethod: 'bank_transfer',
    subtotal: '600.00',
    shipping: '0.00',
    tax: '36.00',
    total: '636.00',
    confirmedBy: null,
  });

  it('posts an order payment (tax to tax payable, no zero lines) once, and its cancellation as the reversal', async () => {
    const orderId = randomUUID();
    await test.current.db.transaction((tx) => postOrderPayment(tx, order(orderId)));
    expect(await linesOf(orderId)).toEqual([
      { source_type: 'order_payment', code: '1010', debit: '636.00', credit: '0.00' },
      { source_type: 'order_payment', code: '4100', debit: '0.00', credit: '600.00' },
      { source_type: 'order_payment', code: '2100', debit: '0.00', credit: '36.00' },
    ]);
    const twice = await test.current.db
      .transaction((tx) => postOrderPayment(tx, order(orderId)))
      .then(() => null, databaseErrorCode);
    expect(twice).toBe('23505');
    await test.current.db.transaction((tx) =>
      postOrderCancellation(tx, { orderId, orderNumber: 'ORD-7Q4K2M', date: '2026-08-03', cancelledBy: null }),
    );
    const all = await linesOf(orderId);
    expect(all.filter((l) => l.source_type === 'order_cancellation')).toEqual([
      { source_type: 'order_cancellation', code: '1010', debit: '0.00', credit: '636.00' },
      { source_type: 'order_cancellation', code: '4100', debit: '600.00', credit: '0.00' },
      { source_type: 'order_cancellation', code: '2100', debit: '36.00', credit: '0.00' },
    ]);
  });

  it('refuses an order whose parts do not add up, before writing anything', async () => {
    const orderId = randomUUID();
    await expect(
      test.current.db.transaction((tx) => postOrderPayment(tx, { ...order(orderId), tax: '35.99' })),
    ).rejects.toThrow(/do not add up/);
    expect(await linesOf(orderId)).toEqual([]);
  });

  it('posts a confirmed contribution to donations, by payment method', async () => {
    const id = randomUUID();
    await test.current.db.transaction((tx) =>
      postContribution(tx, {
        id,
        reference: 'CON-9X2',
        date: '2026-08-05',
        amount: '250.00',
        paymentMethod: 'cash',
        confirmedBy: null,
      }),
    );
    expect(await linesOf(id)).toEqual([
      { source_type: 'contribution', code: '1000', debit: '250.00', credit: '0.00' },
      { source_type: 'contribution', code: '4200', debit: '0.00', credit: '250.00' },
    ]);
  });
});
