import type { AppDatabase } from '../db/client';
import { auditLog } from '../db/schema';
import type { Viewer } from './access';

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
