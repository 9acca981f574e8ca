import {
  type AcademySport,
  DEFAULT_COLLECTION_AMOUNT,
  EXPIRING_WITHIN_DAYS,
  type MemberListQuery,
  type MembershipPlan,
  type MembershipRow,
  type MembershipStatus,
  type PlanSummary,
  type RegistrationType,
  seasonLabel,
} from '@club/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, likePattern, queryRows } from '../../db/client';

/** The application as a decision on it needs it, locked: the person, the decision so far, its collected fee. */
export interface ApplicationRow {
  id: string;
  full_name: string;
  id_card_number: string;
  date_of_birth: string;
  atoll_island: string;
  mobile_number: string;
  language: string | null;
  decision: 'pending' | 'accepted' | 'declined';
  submitted_by: string | null;
  payment_id: string | null;
  /** An academy application's sport. */
  sport: AcademySport | null;
  /** The plan a membership applicant chose (null: an academy application, or a form from before plans). */
  plan: MembershipPlan | null;
}

const APPLICATIONS: Record<RegistrationType, SQL> = {
  membership: sql`membership_registrations`,
  academy: sql`academy_registrations`,
};

export async function lockApplication(tx: AppDatabase, type: RegistrationType, id: string) {
  const sport = type === 'academy' ? sql`r.academy_sport` : sql`null`;
  const plan = type === 'membership' ? sql`r.plan` : sql`null`;
  const [row] = await queryRows<ApplicationRow>(
    tx,
    sql`select r.id, r.full_name, r.id_card_number, r.date_of_birth::text, r.atoll_island, r.mobile_number, r.language,
        r.decision, r.submitted_by, p.id as payment_id, ${sport} as sport, ${plan} as plan
      from ${APPLICATIONS[type]} r
      left join payment_records p on p.registration_type = ${type} and p.registration_id = r.id and p.voided_at is null
      where r.id = ${id} for update of r`,
  );
  return row ?? null;
}

/** An ID card number as the members table keys it: upper case, no spaces. */
export const idCardKey = (idCardNumber: string) => idCardNumber.replace(/\s/g, '').toUpperCase();

/**
 * The member this person already is, else a new one with the next member number. Two acceptances of the
 * same person at once: the second insert waits on the first's unique key and then finds its member.
 */
export async function findOrCreateMember(tx: AppDatabase, person: ApplicationRow) {
  const key = idCardKey(person.id_card_number);
  const find = () =>
    queryRows<{ id: string; member_number: string; user_id: string | null }>(
      tx,
      sql`select id, member_number, user_id from members where id_card_number = ${key}`,
    );
  const [existing] = await find();
  if (existing) return existing;
  const [created] = await queryRows<{ id: string; member_number: string; user_id: string | null }>(
    tx,
    sql`insert into members (member_number, full_name, id_card_number, date_of_birth, atoll_island, mobile_number, language)
      values ('M-' || lpad(nextval('member_number_seq')::text, 5, '0'), ${person.full_name}, ${key},
        ${person.date_of_birth}, ${person.atoll_island}, ${person.mobile_number}, ${person.language})
      on conflict (id_card_number) do nothing
      returning id, member_number, user_id`,
  );
  if (created) return created;
  const [raced] = await find();
  if (!raced) throw new Error('member neither created nor found');
  return raced;
}

/** Links a member to the account that applied, unless either is linked already. */
export async function linkAccount(tx: AppDatabase, memberId: string, userId: string) {
  await tx.execute(
    sql`update members set user_id = ${userId}, updated_at = now()
      where id = ${memberId} and user_id is null and not exists (select 1 from members where user_id = ${userId})`,
  );
}

/** Puts a child member under a guardian's account (once; never the child's own account). */
export async function addGuardianLink(tx: AppDatabase, memberId: string, userId: string, addedBy: string) {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into member_guardians (member_id, user_id, added_by)
      select id, ${userId}, ${addedBy} from members where id = ${memberId} and user_id is distinct from ${userId}
      on conflict (member_id, user_id) do nothing returning id`,
  );
  return rows.length > 0;
}

/**
 * The plan's yearly amount: its active membership fee, else the default membership fee, else the spec's 500;
 * the academy's is its active academy fee, else the spec's 300.
 */
export async function planAmount(tx: Pick<AppDatabase, 'execute'>, plan: MembershipPlan): Promise<string> {
  if (plan === 'academy') {
    const [academy] = await queryRows<{ amount: string }>(
      tx,
      sql`select fee_amount::text as amount from registration_fees
        where registration_type = 'academy' and is_active order by created_at limit 1`,
    );
    return academy?.amount ?? DEFAULT_COLLECTION_AMOUNT.academy;
  }
  const [row] = await queryRows<{ amount: string }>(
    tx,
    sql`select fee_amount::text as amount from registration_fees
      where registration_type = 'membership' and is_active
      order by (category = ${plan}) desc nulls last, (category = 'regular') desc nulls last, created_at
      limit 1`,
  );
  return row?.amount ?? DEFAULT_COLLECTION_AMOUNT.membership;
}

/** A season's membership as it is written: whose, which season and plan, what it costs, when it runs. */
export interface MembershipTerms {
  memberId: string;
  season: number;
  plan: MembershipPlan;
  sport: AcademySport | null;
  amount: string;
  startsOn: string;
  endsOn: string;
}

export async function insertMembership(
  tx: AppDatabase,
  values: MembershipTerms & { application: { type: RegistrationType; id: string }; paymentId: string | null },
) {
  const { type, id } = values.application;
  await tx.execute(
    sql`insert into memberships (member_id, season, plan, sport, amount, starts_on, ends_on, status, registration_id,
          academy_registration_id, payment_id, paid_amount)
      values (${values.memberId}, ${values.season}, ${values.plan}, ${values.sport}, ${values.amount}, ${values.startsOn},
        ${values.endsOn}, ${values.paymentId ? 'active' : 'pending_payment'}, ${type === 'membership' ? id : null},
        ${type === 'academy' ? id : null}, ${values.paymentId}, (select amount from payment_records where id = ${values.paymentId}))
      on conflict do nothing`,
  );
  // Held already (the same person applied twice): the season's membership that stands, to compare.
  const [held] = await queryRows<{ plan: MembershipPlan; sport: AcademySport | null }>(
    tx,
    sql`select plan, sport from memberships
      where member_id = ${values.memberId} and season = ${values.season} and status <> 'cancelled'`,
  );
  return held ?? null;
}

export async function markApplication(
  tx: AppDatabase,
  type: RegistrationType,
  id: string,
  values: { decision: 'accepted' | 'declined'; memberId: string | null; reason: string | null; by: string },
) {
  await tx.execute(
    sql`update ${APPLICATIONS[type]}
      set decision = ${values.decision}, member_id = ${values.memberId}, decline_reason = ${values.reason},
        decided_by = ${values.by}, decided_at = now(), updated_at = now()
      where id = ${id}`,
  );
}

/** A collected fee makes the membership (or enrolment) its application started active; the members it made active. */
export async function activateForPayment(
  tx: AppDatabase,
  type: RegistrationType,
  registrationId: string,
  paymentId: string,
) {
  const application = type === 'academy' ? sql`academy_registration_id` : sql`registration_id`;
  const rows = await queryRows<{ member_id: string }>(
    tx,
    sql`update memberships set status = 'active', payment_id = ${paymentId},
        paid_amount = (select amount from payment_records where id = ${paymentId}), updated_at = now()
      where ${application} = ${registrationId} and status = 'pending_payment'
      returning member_id`,
  );
  return rows.map((row) => row.member_id);
}

/** A voided fee puts the membership it paid for back to pending payment. */
export async function deactivateForPayment(tx: AppDatabase, paymentId: string) {
  await tx.execute(
    sql`update memberships set status = 'pending_payment', payment_id = null, paid_amount = null, updated_at = now()
      where payment_id = ${paymentId}`,
  );
}

/**
 * A membership's status on a given day: the stored one while its season runs; once it has ended, expired,
 * and lapsed after the grace period unless the member holds a later season (`renewed`, kept by a trigger).
 */
const statusOn = ({ today, graceDays }: StatusDay) => sql`case
    when m.status = 'cancelled' then 'cancelled'
    when m.ends_on >= ${today}::date then m.status
    when ${today}::date <= m.ends_on + ${graceDays}::int or m.renewed then 'expired'
    else 'lapsed'
  end`;

/** The day statuses are read against, and the grace period. */
type StatusDay = Omit<ListContext, 'season'>;

export interface ListContext {
  season: number;
  today: string;
  graceDays: number;
}

function listFilter(query: MemberListQuery, context: ListContext): SQL {
  const status = statusOn(context);
  const conditions: SQL[] = [sql`m.season = ${context.season}`];
  if (query.plan) conditions.push(sql`m.plan = ${query.plan}`);
  if (query.sport) conditions.push(sql`m.sport = ${query.sport}`);
  if (query.status === 'expiring') {
    conditions.push(
      sql`m.status = 'active' and m.ends_on between ${context.today}::date and ${context.today}::date + ${EXPIRING_WITHIN_DAYS}::int`,
    );
  } else if (query.status) {
    conditions.push(sql`(${status}) = ${query.status}`);
  }
  if (query.atoll) conditions.push(sql`p.atoll_island ilike ${likePattern(query.atoll)}`);
  if (query.search) {
    conditions.push(
      sql`(p.full_name || ' ' || p.member_number || ' ' || coalesce(p.id_card_number, '') || ' ' || p.mobile_number) ilike ${likePattern(query.search)}`,
    );
  }
  return sql.join(conditions, sql` and `);
}

const membershipColumns = (context: StatusDay) => sql`
  m.id as membership_id, p.id as member_id, p.member_number, p.full_name, p.atoll_island, p.mobile_number,
  m.plan, m.sport, m.season, m.starts_on::text, m.ends_on::text, (${statusOn(context)}) as status,
  m.amount::text, pay.id as payment_id, pay.amount::text as paid_amount, pay.payment_date as paid_on, pay.receipt_number,
  p.user_id is not null as has_account,
  exists (select 1 from member_guardians g where g.member_id = p.id) as has_guardian`;

const membershipFrom = sql`
  from memberships m
  join members p on p.id = m.member_id
  left join payment_records pay on pay.id = m.payment_id and pay.voided_at is null`;

interface MembershipSqlRow {
  membership_id: string;
  member_id: string;
  member_number: string;
  full_name: string;
  atoll_island: string;
  mobile_number: string;
  plan: MembershipPlan;
  sport: AcademySport | null;
  season: number;
  starts_on: string;
  ends_on: string;
  status: MembershipStatus;
  amount: string;
  paid_amount: string | null;
  payment_id: string | null;
  paid_on: string | Date | null;
  receipt_number: string | null;
  has_account: boolean;
  has_guardian: boolean;
}

const present = (row: MembershipSqlRow): MembershipRow => ({
  membershipId: row.membership_id,
  memberId: row.member_id,
  memberNumber: row.member_number,
  fullName: row.full_name,
  atollIsland: row.atoll_island,
  mobileNumber: row.mobile_number,
  plan: row.plan,
  sport: row.sport,
  season: Number(row.season),
  startsOn: row.starts_on,
  endsOn: row.ends_on,
  status: row.status,
  amount: row.amount,
  paidAmount: row.paid_amount,
  paidOn: row.paid_on ? new Date(row.paid_on).toISOString() : null,
  receiptNumber: row.receipt_number,
  paymentId: row.payment_id,
  hasAccount: row.has_account === true,
  hasGuardian: row.has_guardian === true,
});

/** One page of a season's memberships, by name, with the total matching. */
export async function listMemberships(db: AppDatabase, query: MemberListQuery, context: ListContext) {
  const where = listFilter(query, context);
  const [rows, [count]] = await Promise.all([
    queryRows<MembershipSqlRow>(
      db,
      sql`select ${membershipColumns(context)} ${membershipFrom} where ${where}
        order by lower(p.full_name), p.id limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ total: number }>(
      db,
      query.atoll || query.search
        ? sql`select count(*)::int as total from memberships m join members p on p.id = m.member_id where ${where}`
        : sql`select count(*)::int as total from memberships m where ${where}`,
    ),
  ]);
  return { items: rows.map(present), total: Number(count?.total ?? 0) };
}

/** Every membership matching the filters, for the CSV export. */
export async function allMemberships(db: AppDatabase, query: MemberListQuery, context: ListContext) {
  const rows = await queryRows<MembershipSqlRow>(
    db,
    sql`select ${membershipColumns(context)} ${membershipFrom} where ${listFilter(query, context)}
      order by lower(p.full_name), p.id`,
  );
  return rows.map(present);
}

/** Per plan in a season: memberships (cancelled ones aside), how many are paid, and the income collected. */
export async function planSummaries(db: AppDatabase, season: number): Promise<PlanSummary[]> {
  const rows = await queryRows<{ plan: MembershipPlan; members: number; paid: number; income: string }>(
    db,
    sql`select plan, count(*)::int as members, count(paid_amount)::int as paid,
        coalesce(sum(paid_amount), 0)::numeric(14,2)::text as income
      from memberships where season = ${season} and status <> 'cancelled'
      group by plan order by plan`,
  );
  return rows.map((row) => ({ ...row, members: Number(row.members), paid: Number(row.paid) }));
}

/** The first and the last season that has memberships (two index lookups), or null when there are none. */
export async function seasonRange(db: AppDatabase): Promise<{ first: number; last: number } | null> {
  const [row] = await queryRows<{ first: number | null; last: number | null }>(
    db,
    sql`select min(season) as first, max(season) as last from memberships`,
  );
  return row?.first == null || row.last == null ? null : { first: Number(row.first), last: Number(row.last) };
}

/** The member linked to an account, with its latest season's membership (status read against `context`'s day). */
export async function membershipOfAccount(db: AppDatabase, userId: string, context: StatusDay) {
  const [member] = await queryRows<{ id: string; member_number: string; full_name: string; reminders_off: boolean }>(
    db,
    sql`select id, member_number, full_name, reminders_off from members where user_id = ${userId}`,
  );
  if (!member) return null;
  return { member, membership: await latestMembership(db, member.id, context) };
}

/** Each member's latest season's membership that is not cancelled, by member id (in one query). */
export async function latestMemberships(db: AppDatabase, memberIds: readonly string[], context: StatusDay) {
  if (memberIds.length === 0) return new Map<string, MembershipRow>();
  const rows = await queryRows<MembershipSqlRow>(
    db,
    sql`select distinct on (m.member_id) ${membershipColumns(context)} ${membershipFrom}
      where m.member_id in (${sql.join(
        memberIds.map((id) => sql`${id}`),
        sql`, `,
      )}) and m.status <> 'cancelled'
      order by m.member_id, m.season desc`,
  );
  return new Map(rows.map((row) => [row.member_id, present(row)]));
}

/** A member's latest season's membership that is not cancelled, or null. */
export async function latestMembership(db: AppDatabase, memberId: string, context: StatusDay) {
  return (await latestMemberships(db, [memberId], context)).get(memberId) ?? null;
}

/** A membership as the member's own area shows it. */
export const membershipView = (membership: MembershipRow, yearStartMonth: number) => ({
  season: membership.season,
  seasonLabel: seasonLabel(membership.season, yearStartMonth),
  plan: membership.plan,
  sport: membership.sport,
  status: membership.status,
  startsOn: membership.startsOn,
  endsOn: membership.endsOn,
  amount: membership.amount,
  paidAmount: membership.paidAmount,
});

/** The season a member's card is for: their latest paid membership (a card of a past season shows as expired). */
export async function cardMembership(db: AppDatabase, memberId: string) {
  const [row] = await queryRows<{
    member_id: string;
    member_number: string;
    full_name: string;
    plan: MembershipPlan;
    sport: AcademySport | null;
    season: number;
    ends_on: string;
    photo_name: string | null;
  }>(
    db,
    sql`select p.id as member_id, p.member_number, p.full_name, p.photo_name, m.plan, m.sport, m.season, m.ends_on::text
      from members p join memberships m on m.member_id = p.id
      where p.id = ${memberId} and m.payment_id is not null and m.status <> 'cancelled'
      order by m.season desc limit 1`,
  );
  return row ?? null;
}

/**
 * The member an account may act for, or null (which answers 404): without an id its own member; with one,
 * its own member or a child it is a guardian of.
 */
export async function memberInReach(db: Pick<AppDatabase, 'execute'>, userId: string, memberId?: string) {
  const [row] = await queryRows<{
    id: string;
    member_number: string;
    full_name: string;
    user_id: string | null;
    language: string | null;
    own: boolean;
  }>(
    db,
    memberId
      ? sql`select id, member_number, full_name, user_id, language, coalesce(user_id = ${userId}, false) as own
          from members m where id = ${memberId} and (user_id = ${userId}
            or exists (select 1 from member_guardians g where g.member_id = m.id and g.user_id = ${userId}))`
      : sql`select id, member_number, full_name, user_id, language, true as own from members where user_id = ${userId}`,
  );
  return row ?? null;
}

export async function findMember(db: Pick<AppDatabase, 'execute'>, id: string) {
  const [row] = await queryRows<{ id: string; member_number: string; full_name: string }>(
    db,
    sql`select id, member_number, full_name from members where id = ${id}`,
  );
  return row ?? null;
}

/** Everyone told about a member: their own account and each guardian's (a child's notices go to every guardian). */
export function memberRecipients(db: Pick<AppDatabase, 'execute'>, memberId: string) {
  return queryRows<{ user_id: string; email: string }>(
    db,
    sql`select u.id as user_id, u.email from "user" u
      where u.id in (select user_id from members where id = ${memberId}
        union select user_id from member_guardians where member_id = ${memberId})
      order by u.email`,
  );
}

export async function staffName(db: AppDatabase, userId: string) {
  const [row] = await queryRows<{ name: string }>(
    db,
    sql`select full_name as name from profiles where user_id = ${userId}`,
  );
  return row?.name ?? null;
}

/** A role the membership gave or took: who, and the role's name before and after. */
export interface RoleChange {
  user_id: string;
  member_number: string;
  before: 'guest' | 'member';
  after: 'guest' | 'member';
}

const systemRole = (name: 'guest' | 'member') =>
  sql`(select id from user_roles where name = ${name} and is_system_role and is_active)`;

/** A paid membership that has not lapsed on `day`: its season runs, or ended within the grace period. */
const inStanding = (day: StatusDay) => sql`exists (select 1 from memberships ms where ms.member_id = p.id
  and ms.status = 'active' and ms.ends_on + ${day.graceDays}::int >= ${day.today}::date)`;

/** A paid season that ended more than the grace period ago: the member had standing, and it lapsed. */
const lapsedOnce = (day: StatusDay) => sql`exists (select 1 from memberships ms where ms.member_id = p.id
  and ms.status = 'active' and ms.ends_on + ${day.graceDays}::int < ${day.today}::date)`;

/**
 * The role follows the membership (decision 035): the account of a member in standing who holds the Guest role
 * is given the Member role; the account of a member whose paid season lapsed, with none in standing, who holds
 * the Member role goes back to Guest. Any other role (staff, custom) was given by a person and is never changed
 * here. With `memberIds` (a fee just collected, an account just linked) it only gives, to those members; without,
 * it gives and takes back for every member (the hourly pass).
 */
export async function followMembershipRoles(
  tx: Pick<AppDatabase, 'execute'>,
  day: StatusDay,
  memberIds?: readonly string[],
) {
  const scope = memberIds
    ? memberIds.length
      ? sql`and p.id in (${sql.join(
          memberIds.map((id) => sql`${id}`),
          sql`, `,
        )})`
      : sql`and false`
    : sql``;
  const takesBack = memberIds
    ? sql`false`
    : sql`(pr.role_id = ${systemRole('member')} and not ${inStanding(day)} and ${lapsedOnce(day)})`;
  return queryRows<RoleChange>(
    tx,
    sql`with changed as (
          update profiles pr set role_id = case when ${inStanding(day)} then ${systemRole('member')} else ${systemRole('guest')} end,
            updated_at = now()
          from members p
          where p.user_id = pr.user_id ${scope}
            and ${systemRole('member')} is not null and ${systemRole('guest')} is not null
            and ((pr.role_id = ${systemRole('guest')} and ${inStanding(day)}) or ${takesBack})
          returning pr.user_id, p.member_number, pr.role_id
        )
        select c.user_id, c.member_number,
          case when r.name = 'member' then 'guest' else 'member' end as before, r.name as after
        from changed c join user_roles r on r.id = c.role_id`,
  );
}

/** Notes a card the portal signed (once per member and fingerprint). */
export async function recordIssuedCard(db: AppDatabase, memberId: string, fingerprint: string, endsOn: string) {
  await db.execute(
    sql`insert into issued_member_cards (member_id, fingerprint, ends_on) values (${memberId}, ${fingerprint}, ${endsOn})
        on conflict do nothing`,
  );
}

/**
 * The cards signed for seasons not yet over, each with what its member holds now for that season: the plan of
 * the paid membership that ends that day (null: cancelled or not paid), the member's name and whether their
 * account was closed (decision 028 clears the ID card number then).
 */
export function issuedCardsStanding(db: AppDatabase, today: string) {
  return queryRows<{
    fingerprint: string;
    ends_on: string;
    member_number: string;
    full_name: string;
    closed: boolean;
    plan: MembershipPlan | null;
  }>(
    db,
    sql`select i.fingerprint, i.ends_on::text, p.member_number, p.full_name, p.id_card_number is null as closed, ms.plan
        from issued_member_cards i
        join members p on p.id = i.member_id
        left join lateral (select plan from memberships where member_id = p.id and ends_on = i.ends_on
          and payment_id is not null and status <> 'cancelled' limit 1) ms on true
        where i.ends_on >= ${today}::date`,
  );
}
