import type { AuditArea, AuditPage } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** The filters of `GET /api/audit-log` (blank means no filter): part of an email, an area, club-time days. */
export interface AuditFilters {
  actor: string;
  area: AuditArea | undefined;
  from: string;
  to: string;
}

export const auditLogQueryOptions = (page: number, filters: AuditFilters) =>
  queryOptions({
    queryKey: [...queryRoots.users, 'audit-log', page, filters],
    queryFn: () => {
      const query = new URLSearchParams({ page: String(page), pageSize: '20' });
      for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
      return api.get<AuditPage>(`/api/audit-log?${query}`);
    },
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (page: number, filters: AuditFilters) => useQuery(auditLogQueryOptions(page, filters));
