import { clubDay } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import { accountFor, postEntry } from './ledger';

/**
 * Money the bank took that pays nothing is the payer's (decision 048): it waits in the card clearing account like any
 * card payment (the bank pays it out with the rest), against the payer funds the club holds, until it is given back.
 */
export async function holdForPayer(
  tx: AppDatabase,
  payment: { id: string; payment_reference: string },
  amount: string,
  by: string | null,
) {
  await postEntry(tx, {
    transactionDate: clubDay(),
    description: `Card payment ${payment.payment_reference} that pays nothing, held for the payer`,
    referenceNumber: payment.payment_reference,
    source: { type: 'card_unapplied', id: payment.id },
    createdBy: by,
    lines: [
      { accountId: await accountFor(tx, 'card_clearing'), debit: amount },
      { accountId: await accountFor(tx, 'payer_funds'), credit: amount },
    ],
  });
  await tx.execute(sql`update card_payments set state = 'unapplied', held_amount = ${amount} where id = ${payment.id}`);
}

/**
 * A confirmation taken back (a refund, or staff voiding, reversing or cancelling a card-paid item by hand): if the
 * entry reversed is a card payment's confirmation, the money the bank took no longer pays anything and is held for
 * the payer, to be given back by a recorded refund.
 */
export async function holdCardMoneyTakenBack(tx: AppDatabase, reversedEntryId: string, by: string | null) {
  const [payment] = await queryRows<{ id: string; payment_reference: string; amount: string }>(
    tx,
    sql`select id, payment_reference, amount::text from card_payments
        where state = 'confirmed' and ${reversedEntryId}::uuid = any(confirmation_entry_ids) for update`,
  );
  if (payment) await holdForPayer(tx, payment, payment.amount, by);
}
