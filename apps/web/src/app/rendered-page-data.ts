import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** The element beside #root that carries the API answers the server drew the page with (render-page.tsx). */
export const PAGE_DATA_ID = 'page-data';

/**
 * Puts the answers the server drew this page with into the app's cache before the app adopts the page: it
 * draws the same page (nothing redrawn) and asks the API again only once they are stale. They count as
 * fresh from now: the server checked them against its own answers when it sent the page.
 */
export function startWithPageData(queryClient: QueryClient): Set<string> {
  const carried = new Set<string>();
  const element = document.getElementById(PAGE_DATA_ID);
  if (!element?.textContent) return carried;
  for (const [queryKey, data] of JSON.parse(element.textContent) as [QueryKey, unknown][]) {
    queryClient.setQueryData(queryKey, data);
    carried.add(hashKey(queryKey));
  }
  return carried;
}
