import {
  ANONYMOUS,
  type ContributionSummary,
  clubYear,
  type PublicContribution,
  type StaffContribution,
  type StaffContributionQuery,
} from '@club/shared';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, clubDate, likePattern, orderedBy, queryRows, sqlPageOf } from '../../db/client';
import { contributions, contributionTypes, paymentReferences, profiles } from '../../db/schema';
import { shownReceipt } from './presenter';

type Row = typeof contributions.$inferSelect;
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** The public face of a confirmed contribution: 'Anonymous' where asked (and then no message), never an email. */
export const presentPublic = (
  row: Pick<Row, 'id' | 'contributorName' | 'isAnonymous' | 'amount' | 'typeName' | 'message' | 'createdAt'>,
): PublicContribution => ({
  id: row.id,
  contributorName: row.isAnonymous ? ANONYMOUS : row.contributorName,
  amount: row.amount,
  typeName: row.typeName,
  message: row.isAnonymous ? null : row.message,
  createdAt: new Date(row.createdAt).toISOString(),
});

/** Statistics from confirmed contributions only, this year's by club-time month, and the 10 latest. */
export async function contributionSummary(
  db: AppDatabase,
  goal: string,
  bankAccount: ContributionSummary['bankAccount'],
): Promise<ContributionSummary> {
  const year = clubYear();
  const [totals] = await queryRows<{ total: string; count: number }>(
    db,
    sql`select coalesce(sum(amount), 0)::numeric(14,2)::text as total, count(*)::int as count
          from contributions where status = 'completed'`,
  );
  const monthly = await queryRows<{ month: number; amount: string }>(
    db,
    sql`select extract(month from created_at at time zone 'Indian/Maldives')::int as month,
               sum(amount)::numeric(14,2)::text as amount
          from contributions
         where status = 'completed' and extract(year from created_at at time zone 'Indian/Maldives') = ${year}
         group by 1 order by 1`,
  );
  const recent = await queryRows<{
    id: string;
    contributor_name: string;
    is_anonymous: boolean;
    amount: string;
    type_name: string;
    message: string | null;
    created_at: Date | string;
  }>(
    db,
    sql`select id, contributor_name, is_anonymous, amount::text, type_name, message, created_at
          from contributions where status = 'completed' order by decided_at desc nulls last, created_at desc limit 10`,
  );
  const byMonth = new Map(monthly.map((m) => [Number(m.month), m.amount]));
  return {
    totalAmount: totals?.total ?? '0.00',
    totalCount: Number(totals?.count ?? 0),
    goal,
    monthly: Array.from({ length: 12 }, (_, i) => ({ month: i + 1, amount: byMonth.get(i + 1) ?? '0.00' })),
    recent: recent.map((r) =>
      presentPublic({
        id: r.id,
        contributorName: r.contributor_name,
        isAnonymous: r.is_anonymous,
        amount: r.amount,
        typeName: r.type_name,
        message: r.message,
        createdAt: new Date(r.created_at),
      }),
    ),
    bankAccount,
  };
}

interface StaffRow {
  id: string;
  amount: string;
  type_name: string;
  status: StaffContribution['status'];
  payment_reference: string;
  receipt_number: string | null;
  created_at: Date | string;
  contributor_name: string;
  contributor_email: string;
  message: string | null;
  is_anonymous: boolean;
  payment_method: StaffContribution['paymentMethod'];
  slip_name: string | null;
  recorded_by: string | null;
  recorded_by_name: string | null;
  decided_by_name: string | null;
  decided_at: Date | string | null;
  rejection_reason: string | null;
  reversal_reason: string | null;
}

const name = (column: string) => sql.raw(`(select p.full_name from profiles p where p.user_id = c.${column})`);
const staffColumns = sql`c.id, c.amount::text, c.type_name, c.status, c.payment_reference, c.receipt_number, c.created_at,
  c.contributor_name, c.contributor_email, c.message, c.is_anonymous, c.payment_method, c.slip_name, c.recorded_by,
  ${name('recorded_by')} as recorded_by_name, ${name('decided_by')} as decided_by_name, c.decided_at,
  c.rejection_reason, c.reversal_reason`;

const presentStaff = (row: StaffRow): StaffContribution => ({
  id: row.id,
  amount: row.amount,
  typeName: row.type_name,
  status: row.status,
  paymentReference: row.payment_reference,
  receiptNumber: shownReceipt(row.status, row.receipt_number),
  createdAt: new Date(row.created_at).toISOString(),
  contributorName: row.contributor_name,
  displayName: row.is_anonymous ? ANONYMOUS : row.contributor_name || row.contributor_email,
  contributorEmail: row.contributor_email,
  message: row.message,
  isAnonymous: row.is_anonymous,
  paymentMethod: row.payment_method,
  hasSlip: row.slip_name !== null,
  recordedBy: row.recorded_by,
  recordedByName: row.recorded_by_name,
  decidedByName: row.decided_by_name,
  decidedAt: iso(row.decided_at),
  rejectionReason: row.rejection_reason,
  reversalReason: row.reversal_reason,
});

/** The contributor as the staff list shows them: anonymous donors under that word, whatever their name. */
const SHOWN_CONTRIBUTOR = sql`lower(case when c.is_anonymous then ${ANONYMOUS}
  else coalesce(nullif(c.contributor_name, ''), c.contributor_email, '') end)`;

/** What each column of the staff list sorts by; ties by id, so pages never overlap. */
const STAFF_ORDERS: Record<NonNullable<StaffContributionQuery['sort']>, SQL[]> = {
  contributor: [SHOWN_CONTRIBUTOR, sql`c.id`],
  amount: [sql`c.amount`, sql`c.id`],
  date: [sql`c.created_at`, sql`c.id`],
};

/** Staff list: newest first or sorted, by status, searched by name, email or payment reference. */
export async function listForStaff(db: AppDatabase, query: StaffContributionQuery) {
  const conditions = [sql`true`];
  if (query.status) conditions.push(sql`c.status = ${query.status}`);
  if (query.search) {
    const pattern = likePattern(query.search);
    conditions.push(
      sql`(c.contributor_name ilike ${pattern} or c.contributor_email ilike ${pattern} or c.payment_reference ilike ${pattern})`,
    );
  }
  const where = sql.join(conditions, sql` and `);
  const { rows, total } = await sqlPageOf<StaffRow>(
    db,
    {
      columns: staffColumns,
      from: sql`contributions c`,
      where,
      orderBy: query.sort ? orderedBy(STAFF_ORDERS[query.sort], query.dir) : orderedBy(STAFF_ORDERS.date, 'desc'),
    },
    query,
  );
  return { items: rows.map(presentStaff), total };
}

export async function findForStaff(db: AppDatabase, id: string) {
  const [row] = await queryRows<StaffRow>(db, sql`select ${staffColumns} from contributions c where c.id = ${id}`);
  return row ? { contribution: presentStaff(row), slipName: row.slip_name } : null;
}

/** Every contribution for the CSV export (staff), newest first, as the list filters them. */
export async function allForStaff(db: AppDatabase, status?: StaffContribution['status']) {
  const rows = await queryRows<StaffRow>(
    db,
    sql`select ${staffColumns} from contributions c ${status ? sql`where c.status = ${status}` : sql``}
         order by c.created_at desc limit 50000`,
  );
  return rows.map(presentStaff);
}

export const listTypes = (db: AppDatabase, { activeOnly }: { activeOnly: boolean }) =>
  activeOnly
    ? db.select().from(contributionTypes).where(eq(contributionTypes.isActive, true)).orderBy(contributionTypes.name)
    : db.select().from(contributionTypes).orderBy(desc(contributionTypes.createdAt));

export async function findType(db: AppDatabase, id: string, { activeOnly }: { activeOnly: boolean }) {
  const [type] = await db
    .select()
    .from(contributionTypes)
    .where(and(eq(contributionTypes.id, id), activeOnly ? eq(contributionTypes.isActive, true) : undefined));
  return type ?? null;
}

export async function insertType(db: AppDatabase, values: typeof contributionTypes.$inferInsert) {
  const [created] = await db.insert(contributionTypes).values(values).returning();
  if (!created) throw new Error('insert returned nothing');
  return created;
}

export async function setTypeActive(db: AppDatabase, id: string, isActive: boolean) {
  const [updated] = await db
    .update(contributionTypes)
    .set({ isActive, updatedAt: new Date() })
    .where(eq(contributionTypes.id, id))
    .returning();
  return updated ?? null;
}

/** The reference, if the club issued it for a contribution. */
export async function issuedContributionReference(db: AppDatabase, reference: string) {
  const [issued] = await db
    .select({ reference: paymentReferences.reference })
    .from(paymentReferences)
    .where(and(eq(paymentReferences.reference, reference), eq(paymentReferences.kind, 'contribution')));
  return issued?.reference ?? null;
}

export async function insertContribution(db: AppDatabase, values: typeof contributions.$inferInsert) {
  const [created] = await db.insert(contributions).values(values).returning();
  if (!created) throw new Error('insert returned nothing');
  return created;
}

export const contributionsOf = (db: AppDatabase, userId: string) =>
  db
    .select()
    .from(contributions)
    .where(eq(contributions.userId, userId))
    .orderBy(desc(contributions.createdAt))
    .limit(100);

export async function findContribution(db: AppDatabase, id: string) {
  const [row] = await db.select().from(contributions).where(eq(contributions.id, id));
  return row ?? null;
}

export async function lockContribution(tx: AppDatabase, id: string) {
  const [row] = await tx.select().from(contributions).where(eq(contributions.id, id)).for('update');
  return row ?? null;
}

export async function updateContribution(
  tx: AppDatabase,
  id: string,
  values: Partial<typeof contributions.$inferInsert>,
) {
  await tx
    .update(contributions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(contributions.id, id));
}

export async function staffName(db: AppDatabase, userId: string) {
  const [row] = await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, userId));
  return row?.name || null;
}

/** Confirmed contributions per type over a period (by the club day each was confirmed): how many and how much. */
export function contributionTotals(db: AppDatabase, from: string, to: string) {
  return queryRows<{ type_name: string; count: number; amount: string }>(
    db,
    sql`select type_name, count(*)::int as count, sum(amount)::numeric(14,2)::text as amount from contributions
        where status = 'completed'
          and (coalesce(decided_at, created_at) at time zone 'Indian/Maldives')::date between ${from} and ${to}
        group by type_name order by type_name`,
  );
}

/** Contributions as bank statement matching sees them (finance's `Payable`). */
export const payableContributions = (where: SQL) =>
  sql`select id, payment_reference, array[amount::text] as amounts, status = 'completed' as confirmed,
      null::uuid as payment_id, null as variant from contributions where ${where}`;

/** Contributions waiting for a transfer of exactly `amount`, with the contributor's name and the day they were sent. */
export const contributionsWaiting = (amount: SQL | null) =>
  sql`select 'contribution' as kind, id as target_id, contributor_name as name, ${clubDate(sql`created_at`)} as sent_on,
        amount::text as amount, payment_reference as reference
      from contributions where status = 'pending' ${amount ? sql`and amount = ${amount}` : sql``}`;

/** Donations by transfer confirmed from their slip, of exactly `amount` (or any), as `contributionsWaiting` lists. */
export const contributionsPaid = (amount: SQL | null) =>
  sql`select 'contribution' as kind, id as target_id, contributor_name as name, ${clubDate(sql`created_at`)} as sent_on,
        amount::text as amount, payment_reference as reference
      from contributions where status = 'completed' and payment_method = 'bank_transfer'
        ${amount ? sql`and amount = ${amount}` : sql``}`;
