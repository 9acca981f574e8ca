import type { Discussion, Minutes } from '@club/shared';
import { and, eq, sql } from 'drizzle-orm';
import { type AppDatabase, queryRows, sqlPageOf } from '../../db/client';
import { meetingDiscussions, meetingMinuteAttendees, meetingMinutes } from '../../db/schema';

export interface MinutesRow {
  id: string;
  meeting_request_id: string | null;
  title: string;
  minutes: string;
  meeting_date: Date | string;
  meeting_location: string;
  meeting_type: Minutes['meetingType'];
  attendees: { userId: string; fullName: string }[];
  in_charge: string | null;
  in_charge_name: string | null;
  meeting_number: string | null;
  reasons: string[] | null;
  meeting_end_datetime: Date | string | null;
  prepared_by_name: string | null;
  prepared_at: Date | string | null;
  status: Minutes['status'];
  requested_by: string | null;
  approved_by_name: string | null;
  approved_at: Date | string | null;
  discussions: {
    id: string;
    discussionType: Discussion['discussionType'];
    details: string;
    status: Discussion['status'];
    personInCharge: string | null;
    personInChargeName: string | null;
  }[];
}

const name = (column: string) => sql.raw(`(select p.full_name from profiles p where p.user_id = ${column})`);

const minutesColumns = sql`m.id, m.meeting_request_id, m.title, m.minutes, m.meeting_date, m.meeting_location, m.meeting_type,
  (select coalesce(json_agg(json_build_object('userId', a.user_id, 'fullName', coalesce(p.full_name, '')) order by p.full_name), '[]')
    from meeting_minute_attendees a left join profiles p on p.user_id = a.user_id where a.minutes_id = m.id) as attendees,
  m.in_charge, ${name('m.in_charge')} as in_charge_name, m.meeting_number, m.reasons, m.meeting_end_datetime,
  ${name('m.prepared_by')} as prepared_by_name, m.prepared_at, m.status, m.requested_by,
  ${name('m.approved_by')} as approved_by_name, m.approved_at,
  (select coalesce(json_agg(json_build_object('id', d.id, 'discussionType', d.discussion_type, 'details', d.details,
      'status', d.status, 'personInCharge', d.person_in_charge, 'personInChargeName', ${name('d.person_in_charge')})
      order by d.discussion_type desc, d.position), '[]')
    from meeting_discussions d where d.meeting_id = m.id) as discussions`;

/** A Secret meeting's minutes show only to their attendees, the requester and approvers. */
const minutesVisibleTo = (viewerId: string, approver: boolean) =>
  approver
    ? sql`true`
    : sql`(m.meeting_type <> 'Secret' or m.requested_by = ${viewerId}
        or exists (select 1 from meeting_minute_attendees a where a.minutes_id = m.id and a.user_id = ${viewerId}))`;

export async function listMinutes(
  db: AppDatabase,
  options: { viewerId: string; approver: boolean; page: number; pageSize: number },
) {
  return sqlPageOf<MinutesRow>(
    db,
    {
      columns: minutesColumns,
      from: sql`meeting_minutes m`,
      where: minutesVisibleTo(options.viewerId, options.approver),
      orderBy: sql`m.meeting_date desc, m.id desc`,
    },
    options,
  );
}

export async function findMinutes(db: AppDatabase, id: string, viewerId: string, approver: boolean) {
  const [row] = await queryRows<MinutesRow>(
    db,
    sql`select ${minutesColumns} from meeting_minutes m where m.id = ${id} and ${minutesVisibleTo(viewerId, approver)}`,
  );
  return row ?? null;
}

/** The latest visible meeting with this number (other than `exceptId`), for Load Previous. */
export async function findByNumber(
  db: AppDatabase,
  number: string,
  exceptId: string | null,
  viewerId: string,
  approver: boolean,
) {
  const [row] = await queryRows<MinutesRow>(
    db,
    sql`select ${minutesColumns} from meeting_minutes m
      where m.meeting_number = ${number} and m.id is distinct from ${exceptId}::uuid and ${minutesVisibleTo(viewerId, approver)}
      order by m.meeting_date desc limit 1`,
  );
  return row ?? null;
}

// Writes and locks: the service calls these inside its transactions.

type MinutesRecord = typeof meetingMinutes.$inferSelect;

/** New minutes with their attendees. */
export async function insertMinutes(
  tx: AppDatabase,
  values: typeof meetingMinutes.$inferInsert,
  attendeeIds: readonly string[],
) {
  const [minutes] = await tx.insert(meetingMinutes).values(values).returning();
  if (!minutes) throw new Error('insert returned nothing');
  await replaceAttendees(tx, minutes.id, attendeeIds);
  return minutes;
}

export async function lockMinutes(tx: AppDatabase, id: string): Promise<MinutesRecord | null> {
  const [current] = await tx.select().from(meetingMinutes).where(eq(meetingMinutes.id, id)).for('update');
  return current ?? null;
}

export async function updateMinutes(tx: AppDatabase, id: string, values: Partial<typeof meetingMinutes.$inferInsert>) {
  const [after] = await tx
    .update(meetingMinutes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(meetingMinutes.id, id))
    .returning();
  if (!after) throw new Error('update returned nothing');
  return after;
}

export const deleteMinutes = (tx: AppDatabase, id: string) =>
  tx.delete(meetingMinutes).where(eq(meetingMinutes.id, id));

/** The people on a meeting's minutes. */
export async function minutesAttendeeIds(tx: AppDatabase, minutesId: string) {
  return (
    await tx
      .select({ userId: meetingMinuteAttendees.userId })
      .from(meetingMinuteAttendees)
      .where(eq(meetingMinuteAttendees.minutesId, minutesId))
  ).map((a) => a.userId);
}

export async function replaceAttendees(tx: AppDatabase, minutesId: string, attendeeIds: readonly string[]) {
  await tx.delete(meetingMinuteAttendees).where(eq(meetingMinuteAttendees.minutesId, minutesId));
  if (attendeeIds.length > 0)
    await tx.insert(meetingMinuteAttendees).values(attendeeIds.map((userId) => ({ minutesId, userId })));
}

export async function insertDiscussions(tx: AppDatabase, values: (typeof meetingDiscussions.$inferInsert)[]) {
  if (values.length === 0) return [];
  return tx.insert(meetingDiscussions).values(values).returning({ id: meetingDiscussions.id });
}

/** False when the minutes hold no such discussion. */
export async function updateDiscussion(
  tx: AppDatabase,
  minutesId: string,
  discussionId: string,
  values: Partial<typeof meetingDiscussions.$inferInsert>,
) {
  const updated = await tx
    .update(meetingDiscussions)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(meetingDiscussions.id, discussionId), eq(meetingDiscussions.meetingId, minutesId)))
    .returning({ id: meetingDiscussions.id });
  return updated.length > 0;
}
