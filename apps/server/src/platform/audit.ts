import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDatabase, Transaction } from '../db/client';
import { auditLog } from '../db/schema';
import { requireViewer, type Viewer } from './access';

/** A database or an open transaction: audit rows are written in the same transaction as the change. */
export type DatabaseOrTransaction = Pick<AppDatabase, 'insert' | 'select' | 'update' | 'delete' | 'execute'>;

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId: string | null;
  before?: unknown;
  after?: unknown;
}

export async function recordAudit(db: DatabaseOrTransaction, actor: Viewer, entry: AuditEntry) {
  await db.insert(auditLog).values({
    actorId: actor.userId,
    actorEmail: actor.email,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

/**
 * Runs a staff change in one transaction that names its actor: the audit triggers (migration 0013) then
 * stamp `updated_by` and write the audit row with the record before and after, for every row the
 * change touches, so no create, update or delete on an audited table goes unrecorded.
 */
export async function asActor<T>(db: AppDatabase, actor: Viewer, change: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('club.actor_id', ${actor.userId}, true), set_config('club.actor_email', ${actor.email}, true)`,
    );
    return change(tx);
  });
}

/** `asActor` for the signed-in viewer of a request: the way every staff route changes an audited table. */
export async function auditedChange<T>(
  request: FastifyRequest,
  db: AppDatabase,
  change: (tx: Transaction) => Promise<T>,
): Promise<T> {
  return asActor(db, await requireViewer(request), change);
}
