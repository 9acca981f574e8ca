import type { FEE_CATEGORIES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';

type FeeCategory = (typeof FEE_CATEGORIES)[number];

/** A member the portal has under an ID card number the file names, with their membership of the season. */
export interface KnownMember {
  id: string;
  member_number: string;
  full_name: string;
  id_card_number: string;
  date_of_birth: string | null;
  atoll_island: string;
  mobile_number: string;
  user_id: string | null;
  /** A child: their guardians answer for them, and their account is theirs to hand over. */
  has_guardians: boolean;
  membership_id: string | null;
  membership_status: 'pending_payment' | 'active' | null;
}

/** The members holding these ID card numbers (as the members table keys them), with their `season`. */
export async function membersByIdCard(db: AppDatabase, keys: readonly string[], season: number) {
  if (keys.length === 0) return [];
  return queryRows<KnownMember>(
    db,
    sql`select m.id, m.member_number, m.full_name, m.id_card_number, m.date_of_birth::text, m.atoll_island,
        m.mobile_number, m.user_id, exists (select 1 from member_guardians g where g.member_id = m.id) as has_guardians,
        s.id as membership_id, s.status as membership_status
      from members m
      left join memberships s on s.member_id = m.id and s.season = ${season} and s.status <> 'cancelled'
      where m.id_card_number in (select json_array_elements_text(${JSON.stringify(keys)}::json))`,
  );
}

/** The accounts holding these emails, each with the member it is (if any). */
export async function accountsByEmail(db: AppDatabase, emails: readonly string[]) {
  if (emails.length === 0) return [];
  return queryRows<{
    id: string;
    email: string;
    account_name: string;
    member_number: string | null;
    full_name: string | null;
  }>(
    db,
    sql`select u.id, u.email, u.name as account_name, m.member_number, m.full_name from "user" u
      left join members m on m.user_id = u.id
      where u.email in (select json_array_elements_text(${JSON.stringify(emails)}::json))`,
  );
}

/** Members linked to their accounts (a member or an account linked already is left as it is). */
export async function linkMemberAccounts(tx: AppDatabase, links: readonly { memberId: string; userId: string }[]) {
  if (links.length === 0) return;
  await tx.execute(
    sql`update members m set user_id = x."userId", updated_at = now()
      from json_to_recordset(${JSON.stringify(links)}::json) as x("memberId" uuid, "userId" text)
      where m.id = x."memberId" and m.user_id is null
        and not exists (select 1 from members other where other.user_id = x."userId")`,
  );
}

export interface NewMember {
  fullName: string;
  idCardNumber: string;
  dateOfBirth: string | null;
  atollIsland: string;
  mobileNumber: string;
}

/** New members, numbered in the file's order; answers each one's id by ID card number. */
export async function insertMembers(tx: AppDatabase, people: readonly NewMember[]) {
  if (people.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; id_card_number: string }>(
    tx,
    sql`insert into members (member_number, full_name, id_card_number, date_of_birth, atoll_island, mobile_number)
      select 'M-' || lpad(nextval('member_number_seq')::text, 5, '0'), x."fullName", x."idCardNumber",
        x."dateOfBirth", x."atollIsland", x."mobileNumber"
      from (select * from json_to_recordset(${JSON.stringify(people.map((person, order) => ({ ...person, order })))}::json)
          as r("order" int, "fullName" text, "idCardNumber" text, "dateOfBirth" date, "atollIsland" text,
            "mobileNumber" text)
        order by r."order") x
      returning id, id_card_number`,
  );
  return new Map(rows.map((row) => [row.id_card_number, row.id]));
}

/** A known member's details as the file now gives them (a date of birth the file leaves out is kept). */
export async function updateMembers(
  tx: AppDatabase,
  changes: readonly { id: string; dateOfBirth: string | null; atollIsland: string; mobileNumber: string }[],
) {
  if (changes.length === 0) return;
  await tx.execute(
    sql`update members m set date_of_birth = coalesce(x."dateOfBirth", m.date_of_birth), atoll_island = x."atollIsland",
        mobile_number = x."mobileNumber", updated_at = now()
      from json_to_recordset(${JSON.stringify(changes)}::json)
        as x(id uuid, "dateOfBirth" date, "atollIsland" text, "mobileNumber" text)
      where m.id = x.id`,
  );
}

/** The season's memberships the file brings, pending payment; answers each one's id by member. */
export async function insertMemberships(
  tx: AppDatabase,
  season: { season: number; startsOn: string; endsOn: string },
  memberships: readonly { memberId: string; plan: FeeCategory; amount: string }[],
) {
  if (memberships.length === 0) return new Map<string, string>();
  const rows = await queryRows<{ id: string; member_id: string }>(
    tx,
    sql`insert into memberships (member_id, season, plan, amount, starts_on, ends_on)
      select x."memberId", ${season.season}, x.plan, x.amount, ${season.startsOn}, ${season.endsOn}
      from json_to_recordset(${JSON.stringify(memberships)}::json) as x("memberId" uuid, plan text, amount numeric)
      returning id, member_id`,
  );
  return new Map(rows.map((row) => [row.member_id, row.id]));
}

/**
 * Memberships the club had been paid before the portal: each gets a historical payment of its amount (receipt
 * number PRE-season-member, no receipt issued, nothing posted) and is active.
 */
export async function recordHistoricalPayments(tx: AppDatabase, membershipIds: readonly string[], note: string) {
  if (membershipIds.length === 0) return;
  await tx.execute(
    sql`with paid as (
        insert into payment_records (registration_type, membership_id, amount, payment_method, receipt_number, notes,
          historical)
        select 'membership', s.id, s.amount, 'cash', 'PRE-' || s.season || '-' || m.member_number, ${note}, true
        from memberships s join members m on m.id = s.member_id
        where s.id in (select (json_array_elements_text(${JSON.stringify(membershipIds)}::json))::uuid)
        returning id, membership_id, amount)
      update memberships s set status = 'active', payment_id = paid.id, paid_amount = paid.amount, updated_at = now()
      from paid where s.id = paid.membership_id`,
  );
}

/** The guardians each of these members has now, by member id. */
export async function guardiansOf(db: AppDatabase, memberIds: readonly string[]) {
  if (memberIds.length === 0) return [];
  return queryRows<{ member_id: string; user_id: string }>(
    db,
    sql`select member_id, user_id from member_guardians
      where member_id in (select (json_array_elements_text(${JSON.stringify(memberIds)}::json))::uuid)`,
  );
}

/** Guardians added to children by `addedBy` (a link there already is kept as it is). */
export async function addGuardians(
  tx: AppDatabase,
  links: readonly { memberId: string; userId: string }[],
  addedBy: string,
) {
  if (links.length === 0) return;
  await tx.execute(
    sql`insert into member_guardians (member_id, user_id, added_by)
      select x."memberId", x."userId", ${addedBy}
      from json_to_recordset(${JSON.stringify(links)}::json) as x("memberId" uuid, "userId" text)
      on conflict (member_id, user_id) do nothing`,
  );
}
