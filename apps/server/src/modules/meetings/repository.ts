import { eq, sql } from 'drizzle-orm';
import { type AppDatabase, queryRows, sqlPageOf } from '../../db/client';
import { meetingRequestAttendees, meetingRequests } from '../../db/schema';

export const isoOrNull = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export interface RequestRow {
  id: string;
  meeting_type: 'Common' | 'Annual Common' | 'ExCom' | 'Secret';
  meeting_location: string;
  requested_date: Date | string;
  attendees: { userId: string; fullName: string }[];
  in_charge: string | null;
  in_charge_name: string | null;
  meeting_number: string | null;
  reasons: string[];
  status: 'pending' | 'approved' | 'rejected';
  requested_by: string | null;
  requested_by_name: string | null;
  approved_by_name: string | null;
  approved_at: Date | string | null;
  created_at: Date | string;
  minutes_id: string | null;
}

const nameOf = (column: ReturnType<typeof sql.raw>) =>
  sql`(select p.full_name from profiles p where p.user_id = ${column})`;

const requestColumns = sql`r.id, r.meeting_type, r.meeting_location, r.requested_date,
  (select coalesce(json_agg(json_build_object('userId', a.user_id, 'fullName', coalesce(p.full_name, '')) order by p.full_name), '[]')
    from meeting_request_attendees a left join profiles p on p.user_id = a.user_id where a.request_id = r.id) as attendees,
  r.in_charge, ${nameOf(sql.raw('r.in_charge'))} as in_charge_name, r.meeting_number, r.reasons, r.status,
  r.requested_by, ${nameOf(sql.raw('r.requested_by'))} as requested_by_name,
  ${nameOf(sql.raw('r.approved_by'))} as approved_by_name, r.approved_at, r.created_at,
  (select m.id from meeting_minutes m where m.meeting_request_id = r.id) as minutes_id`;

/**
 * Whom a request shows to: everyone who may view meetings, except a Secret one, which only its
 * requester, its attendees and approvers learn exists.
 */
export const visibleTo = (viewerId: string, approver: boolean) =>
  approver
    ? sql`true`
    : sql`(r.meeting_type <> 'Secret' or r.requested_by = ${viewerId}
        or exists (select 1 from meeting_request_attendees a where a.request_id = r.id and a.user_id = ${viewerId}))`;

export async function listRequests(
  db: AppDatabase,
  options: { viewerId: string; approver: boolean; view: 'mine' | 'pending' | 'all'; page: number; pageSize: number },
) {
  const conditions = [visibleTo(options.viewerId, options.approver)];
  if (options.view === 'mine') conditions.push(sql`r.requested_by = ${options.viewerId}`);
  if (options.view === 'pending') conditions.push(sql`r.status = 'pending'`);
  const where = sql.join(conditions, sql` and `);
  return sqlPageOf<RequestRow>(
    db,
    { columns: requestColumns, from: sql`meeting_requests r`, where, orderBy: sql`r.created_at desc, r.id desc` },
    options,
  );
}

export async function findRequest(db: AppDatabase, id: string, viewerId: string, approver: boolean) {
  const [row] = await queryRows<RequestRow>(
    db,
    sql`select ${requestColumns} from meeting_requests r where r.id = ${id} and ${visibleTo(viewerId, approver)}`,
  );
  return row ?? null;
}

// Writes and locks: the service calls these inside its transactions.

type RequestRecord = typeof meetingRequests.$inferSelect;

/** A new request with its attendees (each once). */
export async function insertRequest(
  tx: AppDatabase,
  values: typeof meetingRequests.$inferInsert,
  attendeeIds: readonly string[],
) {
  const [created] = await tx.insert(meetingRequests).values(values).returning({ id: meetingRequests.id });
  if (!created) throw new Error('insert returned nothing');
  if (attendeeIds.length > 0)
    await tx.insert(meetingRequestAttendees).values(attendeeIds.map((userId) => ({ requestId: created.id, userId })));
  return created.id;
}

export async function lockRequest(tx: AppDatabase, id: string): Promise<RequestRecord | null> {
  const [current] = await tx.select().from(meetingRequests).where(eq(meetingRequests.id, id)).for('update');
  return current ?? null;
}

export async function updateRequest(tx: AppDatabase, id: string, values: Partial<typeof meetingRequests.$inferInsert>) {
  await tx
    .update(meetingRequests)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(meetingRequests.id, id));
}

export async function requestAttendeeIds(tx: AppDatabase, requestId: string) {
  return (
    await tx
      .select({ userId: meetingRequestAttendees.userId })
      .from(meetingRequestAttendees)
      .where(eq(meetingRequestAttendees.requestId, requestId))
  ).map((a) => a.userId);
}

export const deleteRequest = (tx: AppDatabase, id: string) =>
  tx.delete(meetingRequests).where(eq(meetingRequests.id, id));
