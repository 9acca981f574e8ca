import { z } from 'zod';
import { AUDIT_AREAS, type AuditArea } from '../rules/audit';
import { isoDate, paginated, paginationQuery } from './common';

const blankToUndefined = (v: unknown) => (v === '' ? undefined : v);

export const auditQuerySchema = paginationQuery.omit({ search: true }).extend({
  /** Part of the acting person's name or email address. */
  actor: z.preprocess(blankToUndefined, z.string().trim().max(254).optional()),
  area: z.preprocess(blankToUndefined, z.enum(Object.keys(AUDIT_AREAS) as [AuditArea, ...AuditArea[]]).optional()),
  /** Days in the club's time zone, both included. */
  from: z.preprocess(blankToUndefined, isoDate.optional()),
  to: z.preprocess(blankToUndefined, isoDate.optional()),
});

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  /** The acting person's name from their profile, when they have one. */
  actorName: z.string().nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});

export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = paginated(auditEntrySchema);
export type AuditPage = z.infer<typeof auditPageSchema>;
