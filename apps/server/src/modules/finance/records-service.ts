import { FINANCE_MESSAGES, type financialRecordInputSchema } from '@club/shared';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { accountFor, postEntry } from './ledger';
import type { PaymentKind } from './payment-decisions';
import { deleteRecord, type FinancialRecordRow, insertRecord, lockRecord, updateRecord } from './records-repository';
import { findAccount } from './repository';

export { findRecord, listRecords, presentRecord } from './records-repository';

/** Income or an expense recorded without debits and credits: it waits for another approver. */
export async function createRecord(db: AppDatabase, actor: Viewer, input: z.output<typeof financialRecordInputSchema>) {
  const account = await findAccount(db, input.accountId);
  const expected = input.transactionType === 'income' ? 'Revenue' : 'Expense';
  if (!account?.is_active || account.account_type !== expected)
    throw badRequest(FINANCE_MESSAGES.recordAccount, { accountId: [FINANCE_MESSAGES.recordAccount] });
  return asActor(db, actor, (tx) =>
    insertRecord(tx, {
      ...input,
      category: input.category ?? null,
      referenceNumber: input.referenceNumber ?? null,
      notes: input.notes ?? null,
      createdBy: actor.userId,
    }),
  );
}

/**
 * Legacy records in the one payment decision: approving (finance:approve, never your own, never in a
 * closed period) confirms the record and posts it against cash, dated the record's own day.
 */
export const legacyRecordPayments: PaymentKind<FinancialRecordRow> = {
  module: 'finance',
  rights: { confirm: 'approve' },
  messages: {
    notFound: 'Record not found.',
    decided: FINANCE_MESSAGES.recordApproved,
    ownRecord: FINANCE_MESSAGES.ownRecord,
  },
  lock: lockRecord,
  stage: (record) => (record.isApproved ? 'confirmed' : 'pending'),
  recordedBy: (record) => record.createdBy,
  postingDay: (record) => record.transactionDate,
  async confirm({ tx, actor, at }, record) {
    await updateRecord(tx, record.id, { isApproved: true, approvedBy: actor.userId, approvedAt: at });
    const cash = await accountFor(tx, 'cash');
    await postEntry(tx, {
      transactionDate: record.transactionDate,
      description: record.description,
      referenceNumber: record.referenceNumber,
      source: { type: 'financial_record', id: record.id },
      createdBy: actor.userId,
      lines:
        record.transactionType === 'income'
          ? [
              { accountId: cash, debit: record.amount },
              { accountId: record.accountId, credit: record.amount },
            ]
          : [
              { accountId: record.accountId, debit: record.amount },
              { accountId: cash, credit: record.amount },
            ],
    });
  },
};

/** Removes a record that is still pending (an approved one is corrected with a reversing entry). */
export function removePendingRecord(db: AppDatabase, actor: Viewer, id: string) {
  return asActor(db, actor, async (tx) => {
    const record = await lockRecord(tx, id);
    if (!record) throw notFound('Record not found.');
    if (record.isApproved) throw conflict(FINANCE_MESSAGES.recordApproved);
    await deleteRecord(tx, record.id);
  });
}
