import type { FinancialRecord, FinancialRecordListQuery } from '@club/shared';
import { eq, type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, orderedBy, queryRows } from '../../db/client';
import { financialRecords } from '../../db/schema';

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

export const presentRecord = (row: RecordRow): FinancialRecord => ({
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

export async function findRecord(db: AppDatabase, id: string) {
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

export async function listRecords(db: AppDatabase, { page, pageSize, sort, dir }: FinancialRecordListQuery) {
  const order = sort ? orderedBy(ORDERS[sort], dir) : orderedBy(ORDERS.date, 'desc');
  const [rows, [count]] = await Promise.all([
    queryRows<RecordRow>(
      db,
      sql`select ${recordColumns} from financial_records r join chart_of_accounts a on a.id = r.account_id
        order by ${order} limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    queryRows<{ total: number }>(db, sql`select count(*)::int as total from financial_records`),
  ]);
  return { items: rows.map(presentRecord), total: Number(count?.total ?? 0) };
}

export async function insertRecord(db: AppDatabase, values: typeof financialRecords.$inferInsert) {
  const [created] = await db.insert(financialRecords).values(values).returning({ id: financialRecords.id });
  if (!created) throw new Error('insert returned nothing');
  return created.id;
}

export type FinancialRecordRow = typeof financialRecords.$inferSelect;

export async function lockRecord(tx: AppDatabase, id: string) {
  const [record] = await tx.select().from(financialRecords).where(eq(financialRecords.id, id)).for('update');
  return record ?? null;
}

export async function updateRecord(tx: AppDatabase, id: string, values: Partial<typeof financialRecords.$inferInsert>) {
  await tx
    .update(financialRecords)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(financialRecords.id, id));
}

export const deleteRecord = (tx: AppDatabase, id: string) =>
  tx.delete(financialRecords).where(eq(financialRecords.id, id));
