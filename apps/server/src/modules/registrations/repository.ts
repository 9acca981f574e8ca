import {
  DEFAULT_COLLECTION_AMOUNT,
  type FEE_CATEGORIES,
  type RegistrationListQuery,
  type RegistrationType,
} from '@club/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, clubDate, likePattern, queryRows } from '../../db/client';
import { membershipRegistrations, paymentRecords, profiles, registrationFees } from '../../db/schema';

export const REGISTRATION_TABLE: Record<RegistrationType, string> = {
  membership: 'membership_registrations',
  academy: 'academy_registrations',
};

/**
 * The text the staff search box looks in, as one expression: migration 0010 indexes exactly this
 * expression with pg_trgm, so a search is an index lookup rather than a scan of every column.
 */
const SEARCH_TEXT: Record<RegistrationType, string> = {
  membership: "r.full_name || ' ' || r.form_number || ' ' || r.mobile_number || ' ' || r.id_card_number",
  academy:
    "r.full_name || ' ' || r.form_number || ' ' || r.mobile_number || ' ' || r.academy_sport || ' ' || r.parent_name",
};

/** A registration row as stored (snake_case), with its payment when there is one. */
export type RegistrationRow = Record<string, unknown> & {
  id: string;
  form_number: string;
  created_at: string | Date;
  payment_id: string | null;
  payment_amount: string | null;
  receipt_number: string | null;
  payment_date: string | Date | null;
  payment_method: string | null;
};

function searchFilter(type: RegistrationType, search: string | undefined) {
  if (!search) return sql`true`;
  const pattern = likePattern(search);
  return sql`(${sql.raw(SEARCH_TEXT[type])}) ilike ${pattern}`;
}

const selectWithPayment = (type: RegistrationType) =>
  type === 'membership'
    ? sql`
  select r.*, p.id as payment_id, p.amount::text as payment_amount, p.receipt_number, p.payment_date, p.payment_method,
    mem.member_number
  from membership_registrations r
  left join payment_records p on p.registration_type = 'membership' and p.registration_id = r.id and p.voided_at is null
  left join members mem on mem.id = r.member_id`
    : sql`
  select r.*, p.id as payment_id, p.amount::text as payment_amount, p.receipt_number, p.payment_date, p.payment_method,
    mem.member_number
  from academy_registrations r
  left join payment_records p on p.registration_type = 'academy' and p.registration_id = r.id and p.voided_at is null
  left join members mem on mem.id = r.member_id`;

type SortColumn = NonNullable<RegistrationListQuery['sort']>;

/**
 * Each order as its index walks it (migrations 0033, 0034; a walk backwards reverses every column), so a
 * page reads the first rows of an index instead of sorting every row. Ties are broken by id, so pages
 * never overlap. Names regardless of case.
 */
const ORDERS: Record<SortColumn, Record<RegistrationListQuery['dir'], string>> = {
  form: { asc: 'r.form_number, r.id', desc: 'r.form_number desc, r.id desc' },
  name: { asc: 'lower(r.full_name), r.id', desc: 'lower(r.full_name) desc, r.id desc' },
  submitted: { asc: 'r.created_at, r.id desc', desc: 'r.created_at desc, r.id' },
};
const NEWEST_FIRST = sql.raw(ORDERS.submitted.desc);

/** The list's order: the column asked for, else newest first. */
const listOrder = ({ sort, dir }: Pick<RegistrationListQuery, 'sort' | 'dir'>) =>
  sort ? sql.raw(ORDERS[sort][dir]) : NEWEST_FIRST;

/** One page of registrations; the total is counted only for a search (without one, the stats total is it). */
export async function listRegistrations(db: AppDatabase, type: RegistrationType, options: RegistrationListQuery) {
  const where = searchFilter(type, options.search);
  const [rows, totals] = await Promise.all([
    queryRows<RegistrationRow>(
      db,
      sql`${selectWithPayment(type)} where ${where}
      order by ${listOrder(options)} limit ${options.pageSize} offset ${(options.page - 1) * options.pageSize}`,
    ),
    options.search
      ? queryRows<{ total: number }>(
          db,
          sql`select count(*)::int as total from ${sql.identifier(REGISTRATION_TABLE[type])} r where ${where}`,
        )
      : Promise.resolve(null),
  ]);
  return { rows, total: totals ? Number(totals[0]?.total ?? 0) : null };
}

/** Every registration matching the search, for the CSV export (newest first). */
export async function allRegistrations(db: AppDatabase, type: RegistrationType, search?: string) {
  return queryRows<RegistrationRow>(
    db,
    sql`${selectWithPayment(type)} where ${searchFilter(type, search)} order by ${NEWEST_FIRST}`,
  );
}

export async function findRegistration(db: AppDatabase, type: RegistrationType, id: string) {
  const [row] = await queryRows<RegistrationRow>(db, sql`${selectWithPayment(type)} where r.id = ${id}`);
  return row ?? null;
}

/** The registration with its current payment, locked for a fee decision. */
export async function lockRegistration(tx: AppDatabase, type: RegistrationType, id: string) {
  const [row] = await queryRows<RegistrationRow>(
    tx,
    sql`${selectWithPayment(type)} where r.id = ${id} for update of r`,
  );
  return row ?? null;
}

export async function insertPayment(tx: AppDatabase, values: typeof paymentRecords.$inferInsert) {
  const [payment] = await tx.insert(paymentRecords).values(values).returning();
  if (!payment) throw new Error('insert returned nothing');
  return payment;
}

export type PaymentRow = typeof paymentRecords.$inferSelect;

export async function lockPayment(tx: AppDatabase, id: string) {
  const [payment] = await tx.select().from(paymentRecords).where(eq(paymentRecords.id, id)).for('update');
  return payment ?? null;
}

export async function markPaymentVoid(
  tx: AppDatabase,
  id: string,
  values: { voidedAt: Date; voidedBy: string; voidReason: string },
) {
  const [voided] = await tx.update(paymentRecords).set(values).where(eq(paymentRecords.id, id)).returning();
  if (!voided) throw new Error('update returned nothing');
  return voided;
}

export async function registrationStats(db: AppDatabase, type: RegistrationType) {
  const [row] = await queryRows<{ total: number; paid: number; revenue: string }>(
    db,
    sql`select
      (select count(*)::int from ${sql.identifier(REGISTRATION_TABLE[type])}) as total,
      p.paid, p.revenue
    from (
      select count(*)::int as paid, coalesce(sum(amount), 0)::numeric(14,2)::text as revenue
      from payment_records where registration_type = ${type} and registration_id is not null
        and payment_status = 'completed' and voided_at is null
    ) p`,
  );
  if (!row) return { total: 0, paid: 0, pending: 0, revenue: '0.00' };
  return {
    total: Number(row.total),
    paid: Number(row.paid),
    pending: Number(row.total) - Number(row.paid),
    revenue: row.revenue,
  };
}

export const listFees = (db: AppDatabase) =>
  db.select().from(registrationFees).orderBy(asc(registrationFees.registrationType), asc(registrationFees.category));

/** The membership collection default: the active 'regular' fee, else the first active one (spec). */
export async function defaultMembershipFee(db: AppDatabase) {
  const active = await db
    .select({ category: registrationFees.category, amount: registrationFees.feeAmount })
    .from(registrationFees)
    .where(and(eq(registrationFees.registrationType, 'membership'), eq(registrationFees.isActive, true)))
    .orderBy(asc(registrationFees.createdAt));
  return (active.find((fee) => fee.category === 'regular') ?? active[0])?.amount ?? null;
}

export async function findPayment(db: AppDatabase, id: string) {
  const [row] = await db.select().from(paymentRecords).where(eq(paymentRecords.id, id));
  return row ?? null;
}

/** The kind of registration whose ID card this stored file is, if any. */
export async function findIdCardOwner(db: AppDatabase, storedName: string): Promise<RegistrationType | null> {
  const [row] = await queryRows<{ type: RegistrationType }>(
    db,
    sql`select 'membership' as type from membership_registrations where id_card_file = ${storedName}
        union all
        select 'academy' as type from academy_registrations where id_card_file = ${storedName}
        limit 1`,
  );
  return row?.type ?? null;
}

/**
 * Deletes a registration that has no payment, deciding in one transaction: the row is locked first, so
 * a fee collected at the same moment either lands before (and the delete is refused) or waits and then
 * finds no registration (the foreign key refuses it). Answers the stored ID card's name.
 */
export async function deleteUnpaidRegistration(
  tx: AppDatabase,
  type: RegistrationType,
  id: string,
): Promise<{ deleted: true; idCardFile: string } | { deleted: false; reason: 'not-found' | 'paid' | 'accepted' }> {
  const table = sql.identifier(REGISTRATION_TABLE[type]);
  const [locked] = await queryRows<{ id_card_file: string; decision?: string }>(
    tx,
    sql`select * from ${table} where id = ${id} for update`,
  );
  if (!locked) return { deleted: false, reason: 'not-found' };
  if (locked.decision === 'accepted') return { deleted: false, reason: 'accepted' };
  const [paid] = await queryRows<{ id: string }>(
    tx,
    sql`select id from payment_records where registration_type = ${type} and registration_id = ${id}`,
  );
  if (paid) return { deleted: false, reason: 'paid' };
  await tx.execute(sql`delete from ${table} where id = ${id}`);
  return { deleted: true, idCardFile: locked.id_card_file };
}

export async function updateMembershipRegistration(
  db: AppDatabase,
  id: string,
  values: Partial<typeof membershipRegistrations.$inferInsert>,
) {
  const rows = await db
    .update(membershipRegistrations)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(membershipRegistrations.id, id))
    .returning({ id: membershipRegistrations.id });
  return rows.length > 0;
}

export type FeeValues = Omit<typeof registrationFees.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertFee(db: AppDatabase, values: FeeValues) {
  const [row] = await db.insert(registrationFees).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

export async function updateFee(db: AppDatabase, id: string, values: FeeValues) {
  const [row] = await db
    .update(registrationFees)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(registrationFees.id, id))
    .returning();
  return row ?? null;
}

export async function deleteFee(db: AppDatabase, id: string) {
  const rows = await db
    .delete(registrationFees)
    .where(eq(registrationFees.id, id))
    .returning({ id: registrationFees.id });
  return rows.length > 0;
}

/** The name of the staff member who collected a payment. */
export async function collectorName(db: AppDatabase, userId: string) {
  const [row] = await db.select({ name: profiles.fullName }).from(profiles).where(eq(profiles.userId, userId));
  return row?.name ?? null;
}

/**
 * The forms an account sent that staff have not decided yet (membership and academy), newest first, with what
 * each owes: the chosen plan's amount (a form from before plans: the regular one's), or the academy's fee.
 */
export function pendingApplicationsOf(db: AppDatabase, userId: string) {
  return queryRows<{
    type: RegistrationType;
    form_number: string;
    full_name: string;
    plan: (typeof FEE_CATEGORIES)[number] | null;
    sport: string | null;
    payment_reference: string | null;
    paid: boolean;
    created_at: Date;
  }>(
    db,
    sql`select * from (
          select 'membership' as type, r.form_number, r.full_name, r.plan, null as sport, r.payment_reference,
            exists (select 1 from payment_records p where p.registration_type = 'membership' and p.registration_id = r.id
              and p.voided_at is null) as paid, r.created_at
          from membership_registrations r where r.submitted_by = ${userId} and r.decision = 'pending'
          union all
          select 'academy', r.form_number, r.full_name, null, r.academy_sport, r.payment_reference,
            exists (select 1 from payment_records p where p.registration_type = 'academy' and p.registration_id = r.id
              and p.voided_at is null), r.created_at
          from academy_registrations r where r.submitted_by = ${userId} and r.decision = 'pending'
        ) a order by created_at desc limit 20`,
  );
}

/**
 * Registrations as bank statement matching sees them (finance's `Payable`): paid with any active fee of their
 * kind (the default collection amount when the club set none), confirmed once a fee stands collected.
 */
export const payableRegistrations = (where: SQL) =>
  sql`select * from (
      select r.id, r.payment_reference, fees.amounts, p.id is not null as confirmed, p.id as payment_id,
        r.type as variant
      from (select id, payment_reference, 'membership' as type from membership_registrations
            union all select id, payment_reference, 'academy' from academy_registrations) r
      left join payment_records p on p.registration_type = r.type and p.registration_id = r.id and p.voided_at is null
      cross join lateral (
        select coalesce(array_agg(distinct f.fee_amount::text), array[case r.type
            when 'membership' then ${DEFAULT_COLLECTION_AMOUNT.membership}
            else ${DEFAULT_COLLECTION_AMOUNT.academy} end]) as amounts
        from registration_fees f where f.registration_type = r.type and f.is_active and f.fee_amount > 0) fees
      ) registration
    where ${where}`;

/** Registrations not declined and not paid whose kind has an active fee of exactly `amount`. */
export const registrationsWaiting = (amount: SQL | null) =>
  sql`select 'registration' as kind, r.id as target_id, r.full_name as name, ${clubDate(sql`r.created_at`)} as sent_on,
        (select min(f.fee_amount) from registration_fees f where f.registration_type = r.type and f.is_active)::text
          as amount, r.payment_reference as reference
      from (select id, full_name, created_at, decision, payment_reference, 'membership' as type
            from membership_registrations
            union all select id, full_name, created_at, decision, payment_reference, 'academy'
            from academy_registrations) r
      where r.decision <> 'declined'
        and not exists (select 1 from payment_records p
          where p.registration_type = r.type and p.registration_id = r.id and p.voided_at is null)
        and exists (select 1 from registration_fees f
          where f.registration_type = r.type and f.is_active ${amount ? sql`and f.fee_amount = ${amount}` : sql``})`;

/** Registrations whose fee was collected (not in cash, not void), of exactly `amount`, as `registrationsWaiting` lists. */
export const registrationsPaid = (amount: SQL | null) =>
  sql`select 'registration' as kind, r.id as target_id, r.full_name as name, ${clubDate(sql`r.created_at`)} as sent_on,
        p.amount::text as amount, r.payment_reference as reference
      from (select id, full_name, created_at, payment_reference, 'membership' as type from membership_registrations
            union all select id, full_name, created_at, payment_reference, 'academy' from academy_registrations) r
      join payment_records p on p.registration_type = r.type and p.registration_id = r.id and p.voided_at is null
      where p.payment_method <> 'cash' ${amount ? sql`and p.amount = ${amount}` : sql``}`;

/** The fees standing collected (not void) for a registration's or a renewal's id. */
export const collectedPaymentIds = (by: 'registration_id' | 'membership_id', id: SQL) =>
  sql`select id from payment_records where voided_at is null and ${sql.identifier(by)} = ${id}`;

/**
 * The form a submission key saved, with its fee if one is collected: what paying it by card names (the key is the
 * sending browser's own, never shown to anyone else).
 */
export async function registrationBySubmissionKey(db: AppDatabase, type: RegistrationType, submissionKey: string) {
  const [row] = await queryRows<RegistrationRow>(
    db,
    sql`${selectWithPayment(type)} where r.submission_key = ${submissionKey}`,
  );
  return row ?? null;
}
