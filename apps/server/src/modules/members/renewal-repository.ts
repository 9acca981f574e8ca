import type { AcademySport, MembershipPlan } from '@club/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, clubDate, queryRows } from '../../db/client';
import { paymentRecords } from '../../db/schema';
import type { MembershipTerms } from './repository';

/**
 * The fee payments the club recorded for applications this account sent or whose member it is: its own
 * receipts, newest first (void ones included, marked). A fee paid before the portal (historical) had no receipt here.
 */
const OWN_FEE_PAYMENTS = (userId: string) => sql`
  from payment_records p
  left join membership_registrations r on p.registration_type = 'membership' and p.registration_id = r.id
  left join academy_registrations a on p.registration_type = 'academy' and p.registration_id = a.id
  left join memberships renewal on renewal.id = p.membership_id
  left join members m on m.id = coalesce(r.member_id, a.member_id, renewal.member_id)
  where (r.id is not null or a.id is not null or renewal.id is not null) and not p.historical
    and (m.user_id = ${userId} or r.submitted_by = ${userId} or a.submitted_by = ${userId}
      or exists (select 1 from member_guardians g where g.member_id = m.id and g.user_id = ${userId}))`;

export async function ownFeePayments(db: AppDatabase, userId: string) {
  const rows = await queryRows<{
    id: string;
    receipt_number: string;
    amount: string;
    payment_date: string | Date;
    voided_at: string | Date | null;
    form_number: string;
    payer_name: string;
    member_id: string | null;
    own: boolean;
  }>(
    db,
    sql`select p.id, p.receipt_number, p.amount::text, p.payment_date, p.voided_at,
        coalesce(r.form_number, a.form_number, m.member_number) as form_number,
        coalesce(m.full_name, r.full_name, a.full_name) as payer_name, m.id as member_id,
        coalesce(m.user_id = ${userId}, r.id is not null) as own
      ${OWN_FEE_PAYMENTS(userId)} order by p.payment_date desc, p.id`,
  );
  return rows.map((row) => ({
    id: row.id,
    receiptNumber: row.receipt_number,
    amount: row.amount,
    paidAt: new Date(row.payment_date).toISOString(),
    void: row.voided_at !== null,
    formNumber: row.form_number,
    payerName: row.payer_name,
    memberId: row.member_id,
    own: row.own,
  }));
}

/** Whether a fee payment is one of this account's own (see ownFeePayments). */
export async function ownsFeePayment(db: AppDatabase, userId: string, paymentId: string) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select p.id ${OWN_FEE_PAYMENTS(userId)} and p.id = ${paymentId}`,
  );
  return row !== undefined;
}

/** The member of this account turns renewal reminders on or off; false when the account is no member's. */
export async function setRemindersOff(db: Pick<AppDatabase, 'execute'>, userId: string, remindersOff: boolean) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update members set reminders_off = ${remindersOff}, updated_at = now() where user_id = ${userId} returning id`,
  );
  return rows.length > 0;
}

/** A member and their latest membership that is not cancelled (for renewing). */
export async function renewalStanding(db: Pick<AppDatabase, 'execute'>, memberId: string) {
  const [row] = await queryRows<{
    member_id: string;
    member_number: string;
    full_name: string;
    language: string | null;
    season: number | null;
    plan: MembershipPlan | null;
    sport: AcademySport | null;
    status: string | null;
    payment_id: string | null;
    submitted_at: Date | null;
    payment_reference: string | null;
    amount: string | null;
  }>(
    db,
    sql`select p.id as member_id, p.member_number, p.full_name, p.language, m.season, m.plan, m.sport, m.status, m.payment_id,
          m.submitted_at, m.payment_reference, m.amount::text
        from members p
        left join lateral (select * from memberships where member_id = p.id and status <> 'cancelled'
          order by season desc limit 1) m on true
        where p.id = ${memberId}`,
  );
  return row ?? null;
}

/** Whether the club issued this renewal reference to `owner` (or to nobody in particular), and it is on no renewal yet. */
export async function issuedRenewalReference(db: AppDatabase, reference: string, owner: string) {
  const [row] = await queryRows<{ reference: string }>(
    db,
    sql`select reference from payment_references where reference = ${reference} and kind = 'renewal'
        and (owner is null or owner = ${owner})
        and not exists (select 1 from memberships where payment_reference = ${reference})`,
  );
  return row?.reference ?? null;
}

export async function insertRenewal(
  tx: AppDatabase,
  values: MembershipTerms & {
    paymentReference: string;
    /** Null: paid by card on the bank's page, no slip. */
    slipName: string | null;
    submittedBy: string;
  },
) {
  const [row] = await queryRows<{ id: string }>(
    tx,
    sql`insert into memberships (member_id, season, plan, sport, amount, starts_on, ends_on, status, payment_reference,
          slip_name, submitted_at, submitted_by)
        values (${values.memberId}, ${values.season}, ${values.plan}, ${values.sport}, ${values.amount}, ${values.startsOn},
          ${values.endsOn}, 'pending_payment', ${values.paymentReference}, ${values.slipName}, now(), ${values.submittedBy})
        returning id`,
  );
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

export interface RenewalRow {
  id: string;
  member_id: string;
  member_number: string;
  full_name: string;
  user_id: string | null;
  language: string | null;
  season: number;
  plan: MembershipPlan;
  sport: AcademySport | null;
  amount: string;
  status: string;
  payment_id: string | null;
  payment_reference: string;
  slip_name: string | null;
  submitted_at: Date;
  submitted_by: string | null;
  rejection_reason: string | null;
}

const renewalColumns = sql`m.id, m.member_id, p.member_number, p.full_name, p.user_id, p.language, m.season, m.plan, m.sport,
  m.amount::text, m.status, m.payment_id, m.payment_reference, m.slip_name, m.submitted_at, m.submitted_by,
  m.rejection_reason from memberships m join members p on p.id = m.member_id`;

/** A renewal the member sent, locked for staff's decision. */
export async function lockRenewal(tx: AppDatabase, id: string) {
  const [row] = await queryRows<RenewalRow>(
    tx,
    sql`select ${renewalColumns} where m.id = ${id} and m.submitted_at is not null for update of m`,
  );
  return row ?? null;
}

/** The renewal sent with this reference, if one was. */
export async function renewalByReference(db: AppDatabase, reference: string) {
  const [row] = await queryRows<{ id: string; plan: string | null; amount: string; status: string }>(
    db,
    sql`select id, plan, amount::text, status from memberships
        where payment_reference = ${reference} and submitted_at is not null`,
  );
  return row ?? null;
}

export async function findRenewal(db: AppDatabase, id: string) {
  const [row] = await queryRows<RenewalRow>(
    db,
    sql`select ${renewalColumns} where m.id = ${id} and m.submitted_at is not null`,
  );
  return row ?? null;
}

/** The renewals waiting for staff to see the money, oldest first. */
export function waitingRenewals(db: AppDatabase) {
  return queryRows<RenewalRow>(
    db,
    sql`select ${renewalColumns} where m.status = 'pending_payment' and m.submitted_at is not null
        order by m.submitted_at, m.id limit 200`,
  );
}

export async function activateRenewal(tx: AppDatabase, id: string, paymentId: string) {
  await tx.execute(
    sql`update memberships set status = 'active', payment_id = ${paymentId},
        paid_amount = (select amount from payment_records where id = ${paymentId}), updated_at = now()
      where id = ${id}`,
  );
}

/**
 * A rejected renewal is cancelled with the reason; its reference stays on it, and no longer stands for the
 * member's season (the next renewal of that season is given a reference of its own).
 */
export async function cancelRenewal(tx: AppDatabase, id: string, reason: string) {
  const [cancelled] = await queryRows<{ payment_reference: string | null }>(
    tx,
    sql`update memberships set status = 'cancelled', rejection_reason = ${reason}, updated_at = now() where id = ${id}
        returning payment_reference`,
  );
  if (cancelled?.payment_reference)
    await tx.execute(sql`update payment_references set owner = null where reference = ${cancelled.payment_reference}`);
}

/** A renewal's fee, recorded when staff confirm it (the registration fees' table: one payment decision, one ledger). */
export async function insertRenewalPayment(
  tx: AppDatabase,
  values: {
    membershipId: string;
    amount: string;
    receiptNumber: string;
    notes: string;
    collectedBy: string;
    paymentDate: Date;
    paymentMethod: 'bank_transfer' | 'card';
  },
) {
  const [payment] = await tx
    .insert(paymentRecords)
    .values({ registrationType: 'membership', ...values })
    .returning();
  if (!payment) throw new Error('insert returned nothing');
  return payment;
}

/** The renewal's payment that stands, or the last one voided. */
export async function renewalPaymentOf(db: AppDatabase, membershipId: string) {
  const [row] = await queryRows<{
    receipt_number: string;
    payment_date: Date;
    collected_by: string | null;
    voided_at: Date | null;
    payment_method: string;
  }>(
    db,
    sql`select receipt_number, payment_date, collected_by, voided_at, payment_method from payment_records
        where membership_id = ${membershipId} order by voided_at nulls first, created_at desc limit 1`,
  );
  return row ?? null;
}

/** Whether a recorded fee is a membership's: a renewal's, or the fee of an application that made a membership. */
export async function isMembershipPayment(db: AppDatabase, paymentId: string) {
  const [row] = await queryRows<{ id: string }>(
    db,
    sql`select p.id from payment_records p where p.id = ${paymentId} and (p.membership_id is not null
      or exists (select 1 from memberships m where m.registration_id = p.membership_registration_id
        or m.academy_registration_id = p.academy_registration_id))`,
  );
  return row !== undefined;
}

/** The renewal whose payment this is, if it is a renewal's. */
export async function renewalOfPayment(db: AppDatabase, paymentId: string) {
  const [row] = await queryRows<{ membership_id: string | null }>(
    db,
    sql`select membership_id from payment_records where id = ${paymentId}`,
  );
  return row?.membership_id ?? null;
}

/** Renewals sent with a reference, as bank statement matching sees them (finance's `Payable`). */
export const payableRenewals = (where: SQL) =>
  sql`select id, payment_reference, array[amount::text] as amounts, status = 'active' as confirmed, payment_id,
      null as variant from memberships where ${where} and payment_reference is not null`;

/** Renewals waiting for a transfer of exactly `amount`, with the member's name and the day they were sent. */
export const renewalsWaiting = (amount: SQL | null) =>
  sql`select 'renewal' as kind, ms.id as target_id, p.full_name as name, ${clubDate(sql`ms.submitted_at`)} as sent_on,
        ms.amount::text as amount, ms.payment_reference as reference
      from memberships ms join members p on p.id = ms.member_id
      where ms.status = 'pending_payment' and ms.submitted_at is not null
        ${amount ? sql`and ms.amount = ${amount}` : sql``}`;

/** Renewals whose fee staff confirmed (not in cash, not void), of exactly `amount`, as `renewalsWaiting` lists. */
export const renewalsPaid = (amount: SQL | null) =>
  sql`select 'renewal' as kind, ms.id as target_id, p.full_name as name, ${clubDate(sql`ms.submitted_at`)} as sent_on,
        ms.amount::text as amount, ms.payment_reference as reference
      from memberships ms join members p on p.id = ms.member_id
      join payment_records pay on pay.id = ms.payment_id and pay.voided_at is null
      where ms.status = 'active' and ms.payment_reference is not null and pay.payment_method = 'bank_transfer'
        ${amount ? sql`and ms.amount = ${amount}` : sql``}`;
