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
  #invalidationsStarted = 0;
  #lastInvalidation: Promise<unknown> = Promise.resolve();

  override invalidateQueries(filters?: InvalidateQueryFilters, options?: InvalidateOptions): Promise<void> {
    this.#invalidationsStarted++;
    const invalidation = this.cancelQueries(filters).then(() => super.invalidateQueries(filters, options));
    this.#lastInvalidation = invalidation.catch(() => undefined);
    return invalidation;
  }

  override async fetchQuery<
    TQueryFnData,
    TError = DefaultError,
    TData = TQueryFnData,
    TQueryKey extends QueryKey = QueryKey,
    TPageParam = never,
  >(options: FetchQueryOptions<TQueryFnData, TError, TData, TQueryKey, TPageParam>): Promise<TData> {
    const askedAt = Date.now();
    for (let asked = 1; ; asked++) {
      const invalidationsBefore = this.#invalidationsStarted;
      // An invalidation since the asking cancelled the fetch: a query with no data rejects with the
      // cancellation, one with data resolves with that older data. Either way, the invalidation's own fetch
      // has the answer.
      try {
        const data = await super.fetchQuery(options);
        if (asked >= ASKED_AGAIN_AT_MOST || this.#invalidationsStarted === invalidationsBefore) return data;
        if ((this.getQueryState(options.queryKey)?.dataUpdatedAt ?? 0) >= askedAt) return data;
      } catch (error) {
        if (!isCancelledError(error) || asked >= ASKED_AGAIN_AT_MOST) throw error;
      }
      await this.#lastInvalidation;
      const state = this.getQueryState<TData>(options.queryKey);
      if (state?.status === 'success' && state.fetchStatus === 'idle' && state.dataUpdatedAt >= askedAt)
        return state.data as TData;
    }
  }
}
