import { type auditQuerySchema, CLUB } from '@club/shared';
import { and, count, desc, eq, getTableColumns, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AppDatabase, likePattern } from '../../db/client';
import { auditLog, profiles } from '../../db/schema';

type Filters = Omit<z.output<typeof auditQuerySchema>, 'page' | 'pageSize'>;

/** The start of a day in the club's time zone, as a timestamp. */
const clubDayStart = (day: string, plusDays = 0) =>
  sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${CLUB.timeZone})`;

function filtersOf({ actor, area, from, to }: Filters): SQL | undefined {
  return and(
    actor
      ? or(ilike(auditLog.actorEmail, likePattern(actor)), ilike(profiles.fullName, likePattern(actor)))
      : undefined,
    area ? eq(auditLog.entityType, area) : undefined,
    from ? gte(auditLog.createdAt, clubDayStart(from)) : undefined,
    to ? lt(auditLog.createdAt, clubDayStart(to, 1)) : undefined,
  );
}

export async function listAuditLog(db: AppDatabase, query: Filters & { page: number; pageSize: number }) {
  const where = filtersOf(query);
  const [rows, [totals]] = await Promise.all([
    db
      .select({ ...getTableColumns(auditLog), actorName: profiles.fullName })
      .from(auditLog)
      .leftJoin(profiles, eq(profiles.userId, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.pageSize)
      .offset((query.page - 1) * query.pageSize),
    db.select({ total: count() }).from(auditLog).leftJoin(profiles, eq(profiles.userId, auditLog.actorId)).where(where),
  ]);
  return { rows, total: totals?.total ?? 0 };
}
