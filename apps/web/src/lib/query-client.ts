import {
  type DefaultError,
  type FetchQueryOptions,
  type InvalidateOptions,
  type InvalidateQueryFilters,
  isCancelledError,
  QueryClient,
  type QueryKey,
} from '@tanstack/react-query';

/** How many times an answer awaited is asked for again after an invalidation cancelled the fetch it waited on. */
const ASKED_AGAIN_AT_MOST = 3;

/**
 * A QueryClient whose invalidation always ends in a fetch that started after it. TanStack Query lets a
 * query's first fetch (no data yet, e.g. a list just searched) stand in for the refetch an invalidation
 * asks for, so a write that lands while that fetch is on its way is never shown: the screen keeps the
 * older answer. Cancelling the fetches in flight first makes the invalidation fetch anew; whoever awaits an
 * answer (`fetchQuery`, `ensureQueryData`: a tap waiting for the session) gets the new fetch's answer, not the
 * cancellation.
 */
export class FreshQueryClient extends QueryClient {
  override async invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    await this.cancelQueries(filters);
    return super.invalidateQueries(filters, options);
  }

  override async fetchQuery<
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>): Promise<TData> {
    for (let asked = 1; ; asked++) {
      try {
        return await super.fetchQuery(options);
      } catch (error) {
        if (!isCancelledError(error) || asked >= ASKED_AGAIN_AT_MOST) throw error;
      }
    }
  }
}
