import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';

/** How many browsers an account may have subscribed at once; a new one past it replaces the oldest. */
const MAX_BROWSERS = 20;
/** How far back the dashboard lists an account's notices, and how many at most. */
const LISTED_DAYS = 60;
const LISTED_AT_MOST = 50;

/**
 * Keeps a browser's subscription for the account and its sign-in. The same browser signed in anew (or as someone
 * else) moves to that sign-in; an endpoint is moved only by the browser holding its keys, so knowing another's
 * endpoint is not enough to take their notices away.
 */
export async function saveSubscription(
  db: AppDatabase,
  viewer: { userId: string; sessionId: string },
  subscription: { endpoint: string; p256dh: string; auth: string },
) {
  const { userId, sessionId } = viewer;
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`insert into push_subscriptions (user_id, session_id, endpoint, p256dh, auth)
          values (${userId}, ${sessionId}, ${subscription.endpoint}, ${subscription.p256dh}, ${subscription.auth})
          on conflict (endpoint) do update
            set user_id = excluded.user_id, session_id = excluded.session_id, created_at = now()
            where push_subscriptions.p256dh = excluded.p256dh and push_subscriptions.auth = excluded.auth`,
    );
    await tx.execute(
      sql`delete from push_subscriptions where user_id = ${userId} and id not in (
            select id from push_subscriptions where user_id = ${userId} order by created_at desc limit ${MAX_BROWSERS})`,
    );
  });
}

/** Forgets the account's subscription at `endpoint`; false when the account has none there. */
export async function deleteSubscription(db: AppDatabase, userId: string, endpoint: string) {
  const deleted = await queryRows<{ id: string }>(
    db,
    sql`delete from push_subscriptions where user_id = ${userId} and endpoint = ${endpoint} returning id`,
  );
  return deleted.length > 0;
}

interface NoticeRow {
  id: string;
  title: string;
  body: string;
  link: string;
  created_at: Date | string;
  read_at: Date | string | null;
  unread: number;
}

/** The account's recent notices, newest first, and how many of them are unread. */
export async function recentNotices(db: AppDatabase, userId: string) {
  const rows = await queryRows<NoticeRow>(
    db,
    sql`select id, title, body, link, created_at, read_at, count(*) filter (where read_at is null) over ()::int as unread
        from notifications
        where user_id = ${userId} and created_at > now() - ${LISTED_DAYS} * interval '1 day'
        order by created_at desc, id
        limit ${LISTED_AT_MOST}`,
  );
  return {
    items: rows.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      link: row.link,
      createdAt: new Date(row.created_at).toISOString(),
      read: row.read_at !== null,
    })),
    unread: rows[0]?.unread ?? 0,
  };
}

/** Marks the account's notices read: the one given (false when it is not the account's), or all of them. */
export async function markNoticesRead(db: AppDatabase, userId: string, id?: string) {
  const marked = await queryRows<{ id: string }>(
    db,
    sql`update notifications set read_at = coalesce(read_at, now())
        where user_id = ${userId} ${id ? sql`and id = ${id}` : sql`and read_at is null`}
        returning id`,
  );
  return id ? marked.length > 0 : true;
}
