import { type ActiveSession, mayManageLevel, SESSION_MESSAGES, USER_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import { assertStillHolds, type Viewer } from '../../platform/access';
import { recordAudit } from '../../platform/audit';
import { forbidden, notFound } from '../../platform/errors';
import type { PermissionStore } from '../../platform/permissions';

/**
 * Where a person is signed in: each browser's session, newest seen first. Ending one signs that browser out
 * at once in this process and within a second in any other (the session cache).
 */
export async function activeSessions(db: AppDatabase, viewer: Viewer): Promise<ActiveSession[]> {
  const rows = await queryRows<{
    id: string;
    user_agent: string | null;
    ip_address: string | null;
    created_at: string | Date;
    last_seen_at: string | Date;
  }>(
    db,
    sql`select id, user_agent, ip_address, created_at, last_seen_at from session
        where user_id = ${viewer.userId} and expires_at > now() order by last_seen_at desc, created_at desc`,
  );
  return rows.map((row) => ({
    id: row.id,
    userAgent: row.user_agent,
    ipAddress: row.ip_address,
    signedInAt: new Date(row.created_at).toISOString(),
    lastSeenAt: new Date(row.last_seen_at).toISOString(),
    current: row.id === viewer.sessionId,
  }));
}

/** Ends one of the viewer's own sessions (someone else's, or one already ended: 404). */
export async function endOwnSession(db: AppDatabase, viewer: Viewer, sessionId: string) {
  const [ended] = await queryRows<{ id: string }>(
    db,
    sql`delete from session where id = ${sessionId} and user_id = ${viewer.userId} returning id`,
  );
  if (!ended) throw notFound(SESSION_MESSAGES.notFound);
}

/** Ends every session of the viewer but the one they use now. */
export async function endOtherSessions(db: AppDatabase, viewer: Viewer) {
  const ended = await queryRows<{ id: string }>(
    db,
    sql`delete from session where user_id = ${viewer.userId} and id <> ${viewer.sessionId} returning id`,
  );
  return ended.length;
}

/**
 * The account staff act on for its person (a lost phone, a left job): inside their transaction, the actor still
 * holds users' edit right, and outside admin the account is below their own level. Its email, for the audit row.
 */
export async function managedAccount(tx: Transaction, permissions: PermissionStore, actor: Viewer, userId: string) {
  await assertStillHolds(tx, permissions, actor, 'users', 'edit');
  const [target] = await queryRows<{ email: string; role_id: string }>(
    tx,
    sql`select p.email, p.role_id from profiles p where p.user_id = ${userId}`,
  );
  if (!target) throw notFound('User not found.');
  const level = permissions.role(target.role_id)?.baseRole;
  if (!level || !mayManageLevel(actor.role, level)) throw forbidden(USER_MESSAGES.aboveOwnLevel);
  return target;
}

/**
 * Staff end every session of a person (a lost phone, a left job): users' edit right, and outside admin only
 * for accounts below their own level; audited. Their own sessions they end from their own list.
 */
export async function endSessionsOf(
  deps: { db: AppDatabase; permissions: PermissionStore },
  actor: Viewer,
  userId: string,
) {
  return deps.db.transaction(async (tx) => {
    const target = await managedAccount(tx, deps.permissions, actor, userId);
    const ended = await queryRows<{ id: string }>(tx, sql`delete from session where user_id = ${userId} returning id`);
    await recordAudit(tx, actor, {
      action: 'user.sessions.end',
      entityType: 'user',
      entityId: userId,
      before: { email: target.email, sessions: ended.length },
    });
    return ended.length;
  });
}
