import {
  FINANCE_MESSAGES,
  type FinancialRecord,
  type FinancialRecordListQuery,
  financialRecordInputSchema,
  financialRecordListQuery,
  financialRecordSchema,
  financialRecordsPageSchema,
  idParams,
} from '@club/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppDatabase, orderedBy, queryRows } from '../../db/client';
import { financialRecords } from '../../db/schema';
import { auditedChange } from '../../platform/audit';
import { badRequest, conflict, forbidden, notFound, unauthorized } from '../../platform/errors';
import { accountFor, postEntry } from './ledger';
import { findAccount, lockedThrough } from './repository';

const tags = ['finance'];

interface RecordRow {
  id: string;
  transaction_type: 'income' | 'expense';
  amount: string;
  transaction_date: string;
  account_id: string;
  account_code: string;
  account_name: string;
  category: string | null;
  description: string;
  reference_number: string | null;
  notes: string | null;
  is_approved: boolean;
  approved_by_name: string | null;
  approved_at: Date | string | null;
  created_by: string | null;
  created_by_name: string | null;
}

const recordColumns = sql`r.id, r.transaction_type, r.amount::text as amount, r.transaction_date::text as transaction_date,
  r.account_id, a.account_code, a.account_name, r.category, r.description, r.reference_number, r.notes, r.is_approved,
  (select p.full_name from profiles p where p.user_id = r.approved_by) as approved_by_name, r.approved_at,
  r.created_by, (select p.full_name from profiles p where p.user_id = r.created_by) as created_by_name`;

const present = (row: RecordRow): FinancialRecord => ({
  id: row.id,
  transactionType: row.transaction_type,
  amount: row.amount,
  transactionDate: row.transaction_date,
  accountId: row.account_id,
  accountCode: row.account_code,
  accountName: row.account_name,
  category: row.category,
  description: row.description,
  referenceNumber: row.reference_number,
  notes: row.notes,
  isApproved: row.is_approved,
  approvedByName: row.approved_by_name,
  approvedAt: row.approved_at ? new Date(row.approved_at).toISOString() : null,
  createdBy: row.created_by,
  createdByName: row.created_by_name,
});

async function findRecord(db: AppDatabase, id: string) {
  const [row] = await queryRows<RecordRow>(
    db,
    sql`select ${recordColumns} from financial_records r join chart_of_accounts a on a.id = r.account_id where r.id = ${id}`,
  );
  return row ?? null;
}

/** What each column sorts by; ties by id, so pages never overlap. */
const ORDERS: Record<NonNullable<FinancialRecordListQuery['sort']>, SQL[]> = {
  date: [sql`r.transaction_date`, sql`r.created_at`, sql`r.id`],
  description: [sql`lower(r.description)`, sql`r.id`],
  amount: [sql`r.amount`, sql`r.id`],
};

/** Legacy transactions: recorded without debits and credits, posted to the ledger when approved. */
export function financialRecordRoutes(app: FastifyInstance, { db }: { db: AppDatabase }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/finance/records',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary: 'Legacy transactions, newest first or sorted',
        querystring: financialRecordListQuery,
        response: { 200: financialRecordsPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize, sort, dir } = request.query;
      const order = sort ? orderedBy(ORDERS[sort], dir) : orderedBy(ORDERS.date, 'desc');
      const [rows, [count]] = await Promise.all([
        queryRows<RecordRow>(
          db,
          sql`select ${recordColumns} from financial_records r join chart_of_accounts a on a.id = r.account_id
            order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`,
        ),
        queryRows<{ total: number }>(db, sql`select count(*)::int as total from financial_records`),
      ]);
      return { items: rows.map(present), total: Number(count?.total ?? 0), page, pageSize };
    },
  );

  r.post(
    '/api/admin/finance/records',
    {
      config: { access: { module: 'finance', action: 'create' } },
      schema: {
        tags,
        summary: 'Record income or an expense; it waits for another approver before it reaches the ledger',
        body: financialRecordInputSchema,
        response: { 201: financialRecordSchema },
      },
    },
    async (request, reply) => {
      const viewer = await request.viewer();
      if (!viewer) throw unauthorized();
      const body = request.body;
      const account = await findAccount(db, body.accountId);
      const expected = body.transactionType === 'income' ? 'Revenue' : 'Expense';
      if (!account?.is_active || account.account_type !== expected)
        throw badRequest(FINANCE_MESSAGES.recordAccount, { accountId: [FINANCE_MESSAGES.recordAccount] });
      const [created] = await auditedChange(request, db, (tx) =>
        tx
          .insert(financialRecords)
          .values({
            ...body,
            category: body.category ?? null,
            referenceNumber: body.referenceNumber ?? null,
            notes: body.notes ?? null,
            createdBy: viewer.userId,
          })
          .returning({ id: financialRecords.id }),
      );
      const record = created && (await findRecord(db, created.id));
      if (!record) throw new Error('created record not found');
      return reply.status(201).send(present(record));
    },
  );

  r.post(
    '/api/admin/finance/records/:id/approve',
    {
      config: { access: { module: 'finance', action: 'approve' } },
      schema: {
        tags,
        summary: 'Approve a pending record (not your own): it is posted to the ledger against cash',
        params: idParams,
        response: { 200: financialRecordSchema },
      },
    },
    async (request) => {
      const viewer = await request.viewer();
      if (!viewer) throw unauthorized();
      await auditedChange(request, db, async (tx) => {
        const [record] = await tx
          .select()
          .from(financialRecords)
          .where(eq(financialRecords.id, request.params.id))
          .for('update');
        if (!record) throw notFound('Record not found.');
        if (record.isApproved) throw conflict(FINANCE_MESSAGES.recordApproved);
        if (record.createdBy === viewer.userId) throw forbidden(FINANCE_MESSAGES.ownRecord);
        const through = await lockedThrough(tx);
        if (through && record.transactionDate <= through) throw badRequest(FINANCE_MESSAGES.periodClosed(through));
        const approvedAt = new Date();
        await tx
          .update(financialRecords)
          .set({ isApproved: true, approvedBy: viewer.userId, approvedAt, updatedAt: approvedAt })
          .where(eq(financialRecords.id, record.id));
        const cash = await accountFor(tx, 'cash');
        const income = record.transactionType === 'income';
        await postEntry(tx, {
          transactionDate: record.transactionDate,
          description: record.description,
          referenceNumber: record.referenceNumber,
          source: { type: 'financial_record', id: record.id },
          createdBy: viewer.userId,
          lines: income
            ? [
                { accountId: cash, debit: record.amount },
                { accountId: record.accountId, credit: record.amount },
              ]
            : [
                { accountId: record.accountId, debit: record.amount },
                { accountId: cash, credit: record.amount },
              ],
        });
      });
      const approved = await findRecord(db, request.params.id);
      if (!approved) throw notFound('Record not found.');
      return present(approved);
    },
  );

  r.delete(
    '/api/admin/finance/records/:id',
    {
      config: { access: { module: 'finance', action: 'delete' } },
      schema: { tags, summary: 'Delete a pending record', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auditedChange(request, db, async (tx) => {
        const [record] = await tx
          .select()
          .from(financialRecords)
          .where(eq(financialRecords.id, request.params.id))
          .for('update');
        if (!record) throw notFound('Record not found.');
        if (record.isApproved) throw conflict(FINANCE_MESSAGES.recordApproved);
        await tx.delete(financialRecords).where(eq(financialRecords.id, record.id));
      });
      return reply.status(204).send(null);
    },
  );
}
