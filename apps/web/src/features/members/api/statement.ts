import type { MemberStatement } from '@club/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryRoots } from '../../../lib/query-keys';

/** Whose statement: a member staff look at, or the signed-in member's own (or their child's). */
export type StatementOf = { staff: true; memberId: string } | { staff: false; memberId: string | null };

/** The statement's address (`.pdf` for the printable one) for the period chosen. */
export function statementUrl(of: StatementOf, period: { from?: string; to?: string }, pdf = false) {
  const base = of.staff ? `/api/admin/members/${encodeURIComponent(of.memberId)}/statement` : '/api/me/statement';
  const query = new URLSearchParams({
    ...(!of.staff && of.memberId ? { member: of.memberId } : {}),
    ...(period.from ? { from: period.from } : {}),
    ...(period.to ? { to: period.to } : {}),
  }).toString();
  return `${base}${pdf ? '.pdf' : ''}${query ? `?${query}` : ''}`;
}

export const useMemberStatement = (of: StatementOf, period: { from?: string; to?: string }) =>
  useQuery(
    queryOptions({
      queryKey: [...queryRoots.members, 'statement', of, period],
      queryFn: () => api.get<MemberStatement>(statementUrl(of, period)),
      placeholderData: keepPreviousData,
      retry: false,
      meta: { perVisitor: true },
    }),
  );
