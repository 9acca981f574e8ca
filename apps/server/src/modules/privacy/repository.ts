import { type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';

/** A team player who is the person: linked to their account, or to the member record that is theirs. */
const ownPlayer = (player: SQL, userId: string) =>
  sql`(${player}.user_id = ${userId} or exists (select 1 from members m where m.id = ${player}.member_id and m.user_id = ${userId}))`;

/** Rows as JSON text written by the database: amounts keep their digits (never a JS number). */
type JsonRows = string[];

/** Columns that are the system's own bookkeeping, never the person's data: left out of the export. */
const INTERNAL = sql`array['updated_by', 'submission_key', 'idempotency_key', 'registration_id', 'search_vector']`;

/** `query` selects one `row` per record: `jsonb_pretty(...)`. */
const plain = async (db: Pick<AppDatabase, 'execute'>, query: SQL): Promise<JsonRows> =>
  (await queryRows<{ row: string }>(db, query)).map((r) => r.row);

export interface Owner {
  userId: string;
  email: string;
  /** Records sent under this address count as the person's once they have confirmed it. */
  verifiedEmail: string | null;
}

/** The person's own membership applications: sent from their account, or made into their member record. */
const ownApplications = (userId: string) => sql`(
  r.submitted_by = ${userId} or r.member_id in (select id from members where user_id = ${userId}))`;

/** Donations the person made signed in, or signed out under their confirmed address. */
const ownContributions = ({ userId, verifiedEmail }: Owner) =>
  verifiedEmail
    ? sql`(c.user_id = ${userId} or lower(c.contributor_email) = lower(${verifiedEmail}))`
    : sql`c.user_id = ${userId}`;

/** Everything the club holds about one person, section by section, as JSON text. */
export async function personalRecords(db: AppDatabase, owner: Owner) {
  const { userId, verifiedEmail } = owner;
  const [account] = await plain(
    db,
    sql`select jsonb_pretty(jsonb_build_object('email', u.email, 'emailVerified', u.email_verified, 'createdAt', u.created_at,
          'fullName', p.full_name, 'phone', p.phone, 'address', p.address, 'dateOfBirth', p.date_of_birth,
          'language', p.language, 'role', r.display_name)) as row
        from "user" u left join profiles p on p.user_id = u.id left join user_roles r on r.id = p.role_id
        where u.id = ${userId}`,
  );
  return {
    account: account ?? null,
    sessions: await plain(
      db,
      sql`select jsonb_pretty(jsonb_build_object('signedInAt', created_at, 'lastUsedAt', updated_at, 'expiresAt', expires_at,
            'ipAddress', ip_address, 'userAgent', user_agent)) as row
          from session where user_id = ${userId} order by created_at`,
    ),
    pushSubscriptions: await plain(
      db,
      sql`select jsonb_pretty(jsonb_build_object('pushService', split_part(endpoint, '/', 3), 'since', created_at)) as row
          from push_subscriptions where user_id = ${userId} order by created_at`,
    ),
    notices: await plain(
      db,
      sql`select jsonb_pretty(jsonb_build_object('title', title, 'body', body, 'link', link, 'at', created_at,
            'readAt', read_at)) as row
          from notifications where user_id = ${userId} order by created_at`,
    ),
    member:
      (
        await plain(
          db,
          sql`select jsonb_pretty(to_jsonb(m) - ${INTERNAL} - 'user_id') as row from members m where m.user_id = ${userId}`,
        )
      )[0] ?? null,
    memberships: await plain(
      db,
      sql`select jsonb_pretty(to_jsonb(ms) - ${INTERNAL} - 'payment_id' - 'renewed') as row
          from memberships ms join members m on m.id = ms.member_id
          where m.user_id = ${userId} order by ms.season`,
    ),
    academyApplications: await plain(
      db,
      sql`select jsonb_pretty(to_jsonb(a) - ${INTERNAL} - 'member_id' - 'submitted_by' - 'decided_by') as row
          from academy_registrations a where a.submitted_by = ${userId} order by a.created_at`,
    ),
    children: await plain(
      db,
      sql`select jsonb_pretty(jsonb_build_object('memberNumber', m.member_number, 'fullName', m.full_name,
            'memberships', coalesce((select jsonb_agg(jsonb_build_object('season', ms.season, 'plan', ms.plan,
              'sport', ms.sport, 'status', ms.status, 'amount', ms.amount, 'paidAmount', ms.paid_amount) order by ms.season)
              from memberships ms where ms.member_id = m.id), '[]'::jsonb))) as row
          from member_guardians g join members m on m.id = g.member_id
          where g.user_id = ${userId} order by m.member_number`,
    ),
    membershipApplications: await plain(
      db,
      sql`select jsonb_pretty(to_jsonb(r) - ${INTERNAL} - 'member_id' - 'submitted_by' - 'decided_by') as row
          from membership_registrations r where ${ownApplications(userId)} order by r.created_at`,
    ),
    feePayments: await plain(
      db,
      sql`select jsonb_pretty(jsonb_build_object('formNumber', r.form_number, 'receiptNumber', p.receipt_number,
            'amount', p.amount, 'paymentMethod', p.payment_method, 'paymentDate', p.payment_date,
            'voidedAt', p.voided_at, 'voidReason', p.void_reason)) as row
          from payment_records p join membership_registrations r on r.id = p.membership_registration_id
          where ${ownApplications(userId)} order by p.payment_date`,
    ),
    orders: await plain(
      db,
      sql`select jsonb_pretty(to_jsonb(o) - ${INTERNAL} - 'user_id' - 'payment_decided_by'
            || jsonb_build_object('items', coalesce((
              select jsonb_agg(jsonb_build_object('product', i.product_name, 'variant', i.variant_label,
                'quantity', i.quantity, 'unitPrice', i.unit_price, 'totalPrice', i.total_price) order by i.product_name)
              from order_items i where i.order_id = o.id), '[]'::jsonb))) as row
          from orders o where o.user_id = ${userId} order by o.created_at`,
    ),
    contributions: await plain(
      db,
      sql`select jsonb_pretty(to_jsonb(c) - ${INTERNAL} - 'user_id' - 'recorded_by' - 'decided_by' - 'reversed_by' - 'type_id') as row
          from contributions c where ${ownContributions(owner)} order by c.created_at`,
    ),
    eventRegistrations: await plain(
      db,
      sql`select jsonb_pretty(jsonb_build_object('event', e.title, 'eventDate', e.event_date, 'status', r.status,
            'signedUpAt', r.created_at, 'promotedAt', r.promoted_at, 'cancelledAt', r.cancelled_at,
            'fee', r.fee_amount, 'feeStatus', r.fee_status, 'paymentReference', r.payment_reference,
            'payBy', r.pay_by, 'slipSentAt', r.slip_sent_at, 'receiptNumber', r.receipt_number,
            'decisionReason', r.decision_reason)) as row
          from event_registrations r join events e on e.id = r.event_id
          where r.user_id = ${userId} order by r.created_at`,
    ),
    sessionAnswers: await plain(
      db,
      sql`select jsonb_pretty(jsonb_build_object('team', t.name, 'date', a.date, 'answer', a.answer, 'note', a.note,
            'answeredAt', a.answered_at)) as row
          from session_answers a join team_players p on p.id = a.player_id join teams t on t.id = p.team_id
          where ${ownPlayer(sql`p`, userId)} order by a.date`,
    ),
    attendance: await plain(
      db,
      sql`select jsonb_pretty(jsonb_build_object('team', t.name, 'date', a.date, 'present', a.present,
            'markedAt', a.marked_at)) as row
          from session_attendance a join team_players p on p.id = a.player_id join teams t on t.id = p.team_id
          where ${ownPlayer(sql`p`, userId)} order by a.date`,
    ),
    contactMessages: verifiedEmail
      ? await plain(
          db,
          sql`select jsonb_pretty(to_jsonb(m) - ${INTERNAL} - 'handled_by') as row
              from contact_messages m where lower(m.email) = lower(${verifiedEmail}) order by m.created_at`,
        )
      : [],
    teamPlayers: await plain(
      db,
      sql`select jsonb_pretty(to_jsonb(tp) - ${INTERNAL} - 'user_id' - 'created_by' - 'team_id' || jsonb_build_object('team', t.name)) as row
          from team_players tp join teams t on t.id = tp.team_id where ${ownPlayer(sql`tp`, userId)} order by t.name`,
    ),
    meetingInvitations: await plain(
      db,
      sql`select jsonb_pretty(jsonb_build_object('meetingNumber', m.meeting_number, 'type', m.meeting_type,
            'place', m.meeting_location, 'date', m.requested_date, 'status', m.status)) as row
          from meeting_request_attendees a join meeting_requests m on m.id = a.request_id
          where a.user_id = ${userId} order by m.requested_date`,
    ),
  };
}

/** The stored files that are the person's: ID card scans, transfer slips and their card photo, by bucket. */
export async function personalFiles(db: AppDatabase, owner: Owner) {
  return queryRows<{ bucket: 'id-cards' | 'transfer-slips' | 'member-photos'; name: string }>(
    db,
    sql`select 'id-cards' as bucket, r.id_card_file as name from membership_registrations r
          where ${ownApplications(owner.userId)} and r.id_card_file is not null
        union all
        select 'id-cards', a.id_card_file from academy_registrations a
          where a.submitted_by = ${owner.userId} and a.id_card_file is not null
        union all
        select 'member-photos', m.photo_name from members m where m.user_id = ${owner.userId} and m.photo_name is not null
        union all
        select 'transfer-slips', c.slip_name from contributions c where ${ownContributions(owner)} and c.slip_name is not null
        union all
        select 'transfer-slips', o.slip_name from orders o where o.user_id = ${owner.userId}
        union all
        select 'transfer-slips', ms.slip_name from memberships ms join members m on m.id = ms.member_id
          where m.user_id = ${owner.userId} and ms.slip_name is not null`,
  );
}

export const findPendingClosure = async (db: Pick<AppDatabase, 'execute'>, userId: string) =>
  (
    await queryRows<{ id: string; requested_at: Date; reason: string | null }>(
      db,
      sql`select id, requested_at, reason from account_closure_requests where user_id = ${userId} and status = 'pending'`,
    )
  )[0] ?? null;

export async function insertClosureRequest(
  db: Pick<AppDatabase, 'execute'>,
  person: { userId: string; fullName: string; email: string; reason: string | null },
) {
  await db.execute(
    sql`insert into account_closure_requests (user_id, full_name, email, reason)
        values (${person.userId}, ${person.fullName}, ${person.email}, ${person.reason})`,
  );
}

export async function withdrawClosureRequest(db: Pick<AppDatabase, 'execute'>, userId: string) {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`update account_closure_requests set status = 'withdrawn', decided_by = ${userId}, decided_at = now()
        where user_id = ${userId} and status = 'pending' returning id`,
  );
  return rows.length > 0;
}

export function pendingClosureRequests(db: AppDatabase) {
  return queryRows<{
    id: string;
    user_id: string;
    full_name: string | null;
    email: string | null;
    reason: string | null;
    requested_at: Date;
    role: string;
  }>(
    db,
    sql`select c.id, c.user_id, c.full_name, c.email, c.reason, c.requested_at, coalesce(r.display_name, '') as role
        from account_closure_requests c
        left join profiles p on p.user_id = c.user_id left join user_roles r on r.id = p.role_id
        where c.status = 'pending' order by c.requested_at`,
  );
}

export async function lockClosureRequest(tx: Transaction, id: string) {
  const [row] = await queryRows<{ id: string; user_id: string | null; status: string }>(
    tx,
    sql`select id, user_id, status from account_closure_requests where id = ${id} for update`,
  );
  return row ?? null;
}

const CLOSED_REASON = 'The applicant closed their account.';

/** Keys of personal data in audited row images (triggers write snake_case, explicit entries camelCase). */
const PERSONAL_KEYS = sql`array['email', 'phone', 'address', 'permanent_address', 'present_address', 'mobile_number',
  'id_card_number', 'date_of_birth', 'id_card_file', 'job_category', 'job_designation', 'other_club_name',
  'atoll_island', 'contributor_email', 'message', 'shipping_address', 'notes', 'contact_phone', 'emergency_contact',
  'bio', 'reason', 'mobileNumber', 'idCardNumber', 'dateOfBirth', 'contributorEmail', 'account', 'parent_id_card',
  'viber_whatsapp_number', 'guardian']`;

/**
 * Clears the person's personal fields where money records must stay (decision 028): what was bought, paid
 * and given keeps its numbers, amounts, dates and the payer's name; addresses, phones, ID numbers and
 * scans, birth dates and messages go, from the records and from the audit trail's copies of them.
 * Returns the files (ID card scans, the card photo) to delete once this commits.
 */
export async function clearPersonalData(tx: Transaction, owner: Owner) {
  const { userId } = owner;
  // Applications nobody decided and nobody paid are no record of money: they go, with their scans.
  const dropped = await queryRows<{ id: string; id_card_file: string | null }>(
    tx,
    sql`delete from membership_registrations r where ${ownApplications(userId)} and r.decision = 'pending'
          and not exists (select 1 from payment_records p where p.membership_registration_id = r.id)
        returning r.id, r.id_card_file`,
  );
  // A paid one still waiting is declined: a cleared application can never make a member.
  await tx.execute(
    sql`update membership_registrations r set decision = 'declined', decline_reason = ${CLOSED_REASON},
          decided_at = now() where ${ownApplications(userId)} and r.decision = 'pending'`,
  );
  const scans = await queryRows<{ id: string; id_card_file: string | null }>(
    tx,
    sql`update membership_registrations r set permanent_address = '', present_address = null, mobile_number = '',
          id_card_number = '', date_of_birth = null, id_card_file = null, job_category = null, job_designation = null,
          other_club_name = null, updated_at = now()
        from (select id, id_card_file from membership_registrations r where ${ownApplications(userId)}) old
        where r.id = old.id returning r.id, old.id_card_file`,
  );
  // Academy forms the person sent for a child: undecided unpaid ones are withdrawn with their scans; the others
  // are the child's record and keep the child's details, losing only the parent's ID card and number.
  const droppedAcademy = await queryRows<{ id: string; id_card_file: string | null }>(
    tx,
    sql`delete from academy_registrations a where a.submitted_by = ${userId} and a.decision = 'pending'
          and not exists (select 1 from payment_records p where p.academy_registration_id = a.id)
        returning a.id, a.id_card_file`,
  );
  const academy = await queryRows<{ id: string }>(
    tx,
    sql`update academy_registrations set parent_id_card = '', viber_whatsapp_number = '', updated_at = now()
        where submitted_by = ${userId} returning id`,
  );
  const members = await queryRows<{ id: string; photo_name: string | null }>(
    tx,
    sql`update members m set id_card_number = null, date_of_birth = null, mobile_number = '', atoll_island = '',
          photo_name = null, updated_at = now()
        from (select id, photo_name from members where user_id = ${userId}) old
        where m.id = old.id returning m.id, old.photo_name`,
  );
  const orders = await queryRows<{ id: string }>(
    tx,
    sql`update orders set shipping_address = jsonb_build_object('fullName', shipping_address->>'fullName',
          'address', '', 'city', '', 'phone', ''), notes = null, updated_at = now()
        where user_id = ${userId} returning id`,
  );
  const contributions = await queryRows<{ id: string }>(
    tx,
    sql`update contributions c set contributor_email = '', message = null, updated_at = now()
        where ${ownContributions(owner)} returning id`,
  );
  const players = await queryRows<{ id: string }>(
    tx,
    sql`update team_players set contact_phone = null, emergency_contact = null, date_of_birth = null, bio = null,
          updated_at = now() where user_id = ${userId} returning id`,
  );
  if (owner.verifiedEmail) {
    await tx.execute(sql`delete from contact_messages where lower(email) = lower(${owner.verifiedEmail})`);
  }
  const requests = await queryRows<{ id: string }>(
    tx,
    sql`update account_closure_requests set full_name = null, email = null, reason = null
        where user_id = ${userId} returning id`,
  );
  const touched: [string, { id: string }[]][] = [
    ['membership_registrations', [...dropped, ...scans]],
    ['academy_registrations', [...droppedAcademy, ...academy]],
    ['members', members],
    ['orders', orders],
    ['contributions', contributions],
    ['team_players', players],
    ['account_closure_requests', requests],
    ['user', [{ id: userId }]],
    ['profiles', await queryRows<{ id: string }>(tx, sql`select id from profiles where user_id = ${userId}`)],
  ];
  for (const [entityType, rows] of touched) {
    if (rows.length === 0) continue;
    const ids = sql.join(
      rows.map((row) => sql`${row.id}`),
      sql`, `,
    );
    await tx.execute(
      sql`update audit_log set before = before - ${PERSONAL_KEYS}, after = after - ${PERSONAL_KEYS}
          where entity_type = ${entityType} and entity_id in (${ids})`,
    );
  }
  await tx.execute(sql`update audit_log set actor_email = null where actor_id = ${userId}`);
  // Made a guardian of someone's child: the entry about the child names them by email.
  await tx.execute(
    sql`update audit_log set after = after - 'guardian'
        where action = 'member.add-guardian' and lower(after->>'guardian') = lower(${owner.email})`,
  );
  await tx.execute(sql`delete from mail_queue where lower(recipient) = lower(${owner.email})`);
  return [
    ...[...dropped, ...scans, ...droppedAcademy].flatMap((row) =>
      row.id_card_file ? [{ bucket: 'id-cards' as const, name: row.id_card_file }] : [],
    ),
    ...members.flatMap((row) => (row.photo_name ? [{ bucket: 'member-photos' as const, name: row.photo_name }] : [])),
  ];
}
