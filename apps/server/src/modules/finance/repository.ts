import type { AccountType, EntrySource, PostingRole } from '@club/shared';
import { eq, sql } from 'drizzle-orm';
import { type AppDatabase, likePattern, queryRows, sqlPageOf } from '../../db/client';
import { chartOfAccounts, journalEntries, journalEntryLines, ledgerLock, postingRoles } from '../../db/schema';

export interface AccountRow {
  id: string;
  account_code: string;
  account_name: string;
  account_type: AccountType;
  account_subtype: string | null;
  parent_account_id: string | null;
  is_active: boolean;
  description: string | null;
  posting_roles: string[];
  has_lines: boolean;
}

const accountColumns = sql`a.id, a.account_code, a.account_name, a.account_type, a.account_subtype, a.parent_account_id,
  a.is_active, a.description,
  coalesce((select array_agg(r.role order by r.role) from posting_roles r where r.account_id = a.id), '{}') as posting_roles,
  exists (select 1 from journal_entry_lines l where l.account_id = a.id) as has_lines`;

/** The chart, ordered by code (the spec's order); `activeOnly` for pickers and reports. */
export const listAccounts = (db: AppDatabase, activeOnly = false) =>
  queryRows<AccountRow>(
    db,
    sql`select ${accountColumns} from chart_of_accounts a ${activeOnly ? sql`where a.is_active` : sql``} order by a.account_code`,
  );

export async function findAccount(db: AppDatabase, id: string) {
  const [row] = await queryRows<AccountRow>(
    db,
    sql`select ${accountColumns} from chart_of_accounts a where a.id = ${id}`,
  );
  return row ?? null;
}

export type AccountValues = Omit<typeof chartOfAccounts.$inferInsert, 'id' | 'createdAt' | 'updatedAt' | 'updatedBy'>;

export async function insertAccount(db: AppDatabase, values: AccountValues) {
  const [row] = await db.insert(chartOfAccounts).values(values).returning({ id: chartOfAccounts.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/** Locks the account row while its use is checked, so a line cannot arrive between the check and the change. */
export async function lockAccount(tx: AppDatabase, id: string) {
  const [row] = await queryRows<{ id: string }>(tx, sql`select id from chart_of_accounts where id = ${id} for update`);
  return row ? findAccount(tx, id) : null;
}

export const updateAccount = (db: AppDatabase, id: string, values: AccountValues) =>
  db
    .update(chartOfAccounts)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(chartOfAccounts.id, id));

export const deleteAccount = (db: AppDatabase, id: string) =>
  db.delete(chartOfAccounts).where(eq(chartOfAccounts.id, id));

export interface EntryRow {
  id: string;
  entry_number: string;
  transaction_date: string;
  description: string;
  reference_number: string | null;
  source_type: EntrySource | null;
  reverses_entry_id: string | null;
  reversed_by_entry_id: string | null;
  created_by_name: string | null;
  created_at: Date | string;
  lines: {
    id: string;
    account_id: string;
    account_code: string;
    account_name: string;
    debit: string;
    credit: string;
    description: string | null;
  }[];
}

const entryColumns = sql`e.id, e.entry_number, e.transaction_date::text as transaction_date, e.description,
  e.reference_number, e.source_type, e.reverses_entry_id,
  (select r.id from journal_entries r where r.reverses_entry_id = e.id) as reversed_by_entry_id,
  (select p.full_name from profiles p where p.user_id = e.created_by) as created_by_name, e.created_at,
  (select coalesce(json_agg(json_build_object('id', l.id, 'account_id', l.account_id, 'account_code', a.account_code,
      'account_name', a.account_name, 'debit', l.debit_amount::text, 'credit', l.credit_amount::text,
      'description', l.description) order by l.line_number), '[]')
    from journal_entry_lines l join chart_of_accounts a on a.id = l.account_id where l.journal_entry_id = e.id) as lines`;

export interface JournalQuery {
  page: number;
  pageSize: number;
  search?: string;
  from?: string;
  to?: string;
}

/** Entries newest first with their lines; searched by number, reference and description. */
export async function listJournal(db: AppDatabase, { page, pageSize, search, from, to }: JournalQuery) {
  const conditions = [sql`true`];
  if (search) {
    const pattern = likePattern(search);
    // The expression of journal_entries_search_idx (a trigram index), so a search never scans the journal.
    conditions.push(
      sql`(e.entry_number || ' ' || coalesce(e.reference_number, '') || ' ' || e.description) ilike ${pattern}`,
    );
  }
  if (from) conditions.push(sql`e.transaction_date >= ${from}`);
  if (to) conditions.push(sql`e.transaction_date <= ${to}`);
  const where = sql.join(conditions, sql` and `);
  return sqlPageOf<EntryRow>(
    db,
    {
      columns: entryColumns,
      from: sql`journal_entries e`,
      where,
      orderBy: sql`e.transaction_date desc, e.entry_number desc`,
    },
    { page, pageSize },
  );
}

export async function findEntry(db: AppDatabase, id: string) {
  const [row] = await queryRows<EntryRow>(db, sql`select ${entryColumns} from journal_entries e where e.id = ${id}`);
  return row ?? null;
}

/** The entry row itself, locked for the change about to be made. */
export async function lockEntry(tx: AppDatabase, id: string) {
  const [row] = await tx.select().from(journalEntries).where(eq(journalEntries.id, id)).for('update');
  return row ?? null;
}

/** Whether an entry has been reversed (a reversing entry names it). */
export async function isReversed(tx: AppDatabase, id: string) {
  const [row] = await tx
    .select({ id: journalEntries.id })
    .from(journalEntries)
    .where(eq(journalEntries.reversesEntryId, id))
    .limit(1);
  return row !== undefined;
}

export const updateEntry = (
  tx: AppDatabase,
  id: string,
  values: { transactionDate: string; description: string; referenceNumber: string },
) =>
  tx
    .update(journalEntries)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(journalEntries.id, id));

export const deleteEntryLines = (tx: AppDatabase, entryId: string) =>
  tx.delete(journalEntryLines).where(eq(journalEntryLines.journalEntryId, entryId));

export const deleteEntry = (tx: AppDatabase, id: string) => tx.delete(journalEntries).where(eq(journalEntries.id, id));

/** Total income (revenue credits less debits), expenses (expense debits less credits) and their difference. */
export async function ledgerSummary(db: AppDatabase) {
  const [row] = await queryRows<{ income: string; expenses: string; net: string; locked_through: string | null }>(
    db,
    sql`select
      coalesce(sum(l.credit_amount - l.debit_amount) filter (where a.account_type = 'Revenue'), 0)::numeric(14,2)::text as income,
      coalesce(sum(l.debit_amount - l.credit_amount) filter (where a.account_type = 'Expense'), 0)::numeric(14,2)::text as expenses,
      (coalesce(sum(l.credit_amount - l.debit_amount) filter (where a.account_type = 'Revenue'), 0)
        - coalesce(sum(l.debit_amount - l.credit_amount) filter (where a.account_type = 'Expense'), 0))::numeric(14,2)::text as net,
      (select locked_through::text from ledger_lock where id = 'ledger') as locked_through
    from journal_entry_lines l join chart_of_accounts a on a.id = l.account_id`,
  );
  return {
    totalIncome: row?.income ?? '0.00',
    totalExpenses: row?.expenses ?? '0.00',
    netBalance: row?.net ?? '0.00',
    lockedThrough: row?.locked_through ?? null,
  };
}

export async function lockedThrough(db: AppDatabase) {
  const [row] = await db
    .select({ lockedThrough: ledgerLock.lockedThrough })
    .from(ledgerLock)
    .where(eq(ledgerLock.id, 'ledger'));
  return row?.lockedThrough ?? null;
}

export const setLockedThrough = (db: AppDatabase, date: string | null) =>
  db.update(ledgerLock).set({ lockedThrough: date, updatedAt: new Date() }).where(eq(ledgerLock.id, 'ledger'));

/** The posting roles as a map (role -> account id). */
export async function postingRoleMap(db: AppDatabase) {
  const rows = await db.select().from(postingRoles);
  return Object.fromEntries(rows.map((row) => [row.role, row.accountId])) as Record<PostingRole, string>;
}

export async function savePostingRoles(tx: AppDatabase, roles: Record<PostingRole, string>) {
  for (const [role, accountId] of Object.entries(roles) as [PostingRole, string][])
    await tx
      .insert(postingRoles)
      .values({ role, accountId })
      .onConflictDoUpdate({ target: postingRoles.role, set: { accountId } });
}

/** Each account's opening balance entered: what an asset held (its debit) or a liability owed (its credit). */
export const openingBalances = (db: AppDatabase) =>
  queryRows<{ accountId: string; on: string; amount: string }>(
    db,
    sql`select a.id as "accountId", e.transaction_date::text as on,
        (case when a.account_type = 'Asset' then sum(l.debit_amount - l.credit_amount)
          else sum(l.credit_amount - l.debit_amount) end)::numeric(14, 2)::text as amount
      from journal_entries e
      join chart_of_accounts a on a.id = e.source_id
      join journal_entry_lines l on l.journal_entry_id = e.id and l.account_id = a.id
      where e.source_type = 'opening_balance' and not e.superseded
      group by a.id, e.transaction_date order by a.account_code`,
  );
