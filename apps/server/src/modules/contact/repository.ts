import { count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { contactMessages, profiles } from '../../db/schema';

export type MessageStatus = 'all' | 'new' | 'handled';

export async function insertContactMessage(db: AppDatabase, values: typeof contactMessages.$inferInsert) {
  const [saved] = await db.insert(contactMessages).values(values).returning({ id: contactMessages.id });
  if (!saved) throw new Error('insert returned nothing');
  return saved.id;
}

const statusFilter = (status: MessageStatus) =>
  status === 'new'
    ? isNull(contactMessages.handledAt)
    : status === 'handled'
      ? isNotNull(contactMessages.handledAt)
      : undefined;

/** A page of messages, newest first, with who handled each, the total and the count still new. */
export async function listContactMessages(
  db: AppDatabase,
  { status, page, pageSize }: { status: MessageStatus; page: number; pageSize: number },
) {
  const where = statusFilter(status);
  const [rows, [totals], [open]] = await Promise.all([
    db
      .select({ message: contactMessages, handledByName: profiles.fullName })
      .from(contactMessages)
      .leftJoin(profiles, eq(profiles.userId, contactMessages.handledBy))
      .where(where)
      .orderBy(desc(contactMessages.createdAt))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(contactMessages).where(where),
    db.select({ total: count() }).from(contactMessages).where(isNull(contactMessages.handledAt)),
  ]);
  return { rows, total: totals?.total ?? 0, unhandled: open?.total ?? 0 };
}

export async function markContactMessage(db: AppDatabase, id: string, handledBy: string | null) {
  const rows = await db
    .update(contactMessages)
    .set(handledBy ? { handledAt: new Date(), handledBy } : { handledAt: null, handledBy: null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}
