import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export interface AuditEntry {
  id: string;
  actorEmail: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  before: unknown;
  after: unknown;
  createdAt: string;
}

export const auditLogQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['users', 'audit-log', page],
    queryFn: () =>
      api.get<{ items: AuditEntry[]; total: number; page: number; pageSize: number }>(
        `/api/audit-log?page=${page}&pageSize=20`,
      ),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (page: number) => useQuery(auditLogQueryOptions(page));
