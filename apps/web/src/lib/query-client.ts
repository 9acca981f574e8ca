import { type InvalidateOptions, type InvalidateQueryFilters, QueryClient } from '@tanstack/react-query';

/**
 * A QueryClient whose invalidation always ends in a fetch that started after it. TanStack Query lets a
 * query's first fetch (no data yet, e.g. a list just searched) stand in for the refetch an invalidation
 * asks for, so a write that lands while that fetch is on its way is never shown: the screen keeps the
 * older answer. Cancelling the fetches in flight first makes the invalidation fetch anew.
 */
export class FreshQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    await this.cancelQueries(filters);
    return super.invalidateQueries(filters, options);
  }
}
