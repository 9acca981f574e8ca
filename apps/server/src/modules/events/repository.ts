import { and, asc, count, desc, eq, gt, ilike, lte, type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, clubDate, likePattern, pageOf } from '../../db/client';
import { events } from '../../db/schema';

export type EventValues = Omit<typeof events.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function listEvents(
  db: AppDatabase,
  options: { publicOnly: boolean; search?: string; page: number; pageSize: number },
) {
  const filters: SQL[] = [];
  if (options.publicOnly) filters.push(eq(events.isPublic, true));
  if (options.search) filters.push(ilike(events.title, likePattern(options.search)));
  const where = filters.length ? and(...filters) : undefined;
  const { rows: items, total } = await pageOf(
    db,
    db.select().from(events).where(where).orderBy(desc(events.eventDate)),
    { table: events, where },
    options,
  );
  return { items, total };
}

/** A public event, or null (members-only events are not shown to the public). */
export async function findPublicEvent(db: AppDatabase, id: string) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.isPublic, true)));
  return row ?? null;
}

export async function eventStats(db: AppDatabase) {
  const byStatus = (status: string) =>
    sql<number>`count(*) filter (where ${events.status} = ${status})`.mapWith(Number);
  const [row] = await db
    .select({
      total: count(),
      upcoming: byStatus('upcoming'),
      ongoing: byStatus('ongoing'),
      completed: byStatus('completed'),
    })
    .from(events);
  return row ?? { total: 0, upcoming: 0, ongoing: 0, completed: 0 };
}

/** Public events still ahead, soonest first. */
export function upcomingPublicEvents(db: AppDatabase, limit: number) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.isPublic, true), gt(events.eventDate, sql`now()`)))
    .orderBy(asc(events.eventDate))
    .limit(limit);
}

/** Public events already started or past, most recent first. */
export function pastPublicEvents(db: AppDatabase, limit: number) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.isPublic, true), lte(events.eventDate, sql`now()`)))
    .orderBy(desc(events.eventDate))
    .limit(limit);
}

export async function insertEvent(db: AppDatabase, values: EventValues) {
  const [row] = await db.insert(events).values(values).returning();
  if (!row) throw new Error('insert returned nothing');
  return row;
}

/** The event, locked for a change (null when there is none). */
export async function lockEvent(db: AppDatabase, id: string) {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
  return row ?? null;
}

/**
 * Changes an event; `after`, when given, is the change before it: this one is stamped at least a second later, so
 * the calendar revision the people's copies go by (the seconds of the last change) always rises.
 */
export async function updateEvent(db: AppDatabase, id: string, values: Partial<EventValues>, after?: Date) {
  const now = new Date();
  const [row] = await db
    .update(events)
    .set({
      ...values,
      updatedAt: after && now.getTime() < after.getTime() + 1000 ? new Date(after.getTime() + 1000) : now,
    })
    .where(eq(events.id, id))
    .returning();
  return row ?? null;
}

export async function deleteEvent(db: AppDatabase, id: string) {
  const rows = await db.delete(events).where(eq(events.id, id)).returning({ id: events.id });
  return rows.length > 0;
}

/** Event places with a fee, as bank statement matching sees them (finance's `Payable`). */
export const payableEventFees = (where: SQL) =>
  sql`select id, payment_reference, array[fee_amount::text] as amounts, fee_status = 'confirmed' as confirmed,
      null::uuid as payment_id, null as variant from event_registrations where ${where} and fee_status is not null`;

/** Event fees in `state`, of exactly `amount` (or any), with the person's name and the day of the slip or place. */
const eventFeeItems = (state: SQL, amount: SQL | null) =>
  sql`select 'event' as kind, er.id as target_id, coalesce(nullif(ep.full_name, ''), eu.name) as name,
        ${clubDate(sql`coalesce(er.slip_sent_at, er.created_at)`)} as sent_on, er.fee_amount::text as amount,
        er.payment_reference as reference
      from event_registrations er join "user" eu on eu.id = er.user_id
      left join profiles ep on ep.user_id = er.user_id
      where ${state} ${amount ? sql`and er.fee_amount = ${amount}` : sql``}`;

/** Event fees due or with a slip sent (finance's `Payable.waiting`). */
export const eventFeesWaiting = (amount: SQL | null) => eventFeeItems(sql`er.fee_status in ('due', 'sent')`, amount);

/** Event fees confirmed from their slip (finance's `Payable.paid`). */
export const eventFeesPaid = (amount: SQL | null) =>
  eventFeeItems(
    sql`er.fee_status = 'confirmed' and not exists (select 1 from card_payments c
      where c.payment_reference = er.payment_reference and c.state = 'confirmed')`,
    amount,
  );
