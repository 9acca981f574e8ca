import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/**
 * The page and the search box of a staff list that pages and searches on the server: typing returns to
 * page 1, and the query waits for a pause in typing.
 */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const debouncedSearch = useDebouncedValue(search.trim());
  return {
    page,
    setPage,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    query: { page, search: debouncedSearch },
  };
}

export const pageQueryString = ({ page, search }: { page: number; search: string }, pageSize = 20) =>
  new URLSearchParams({ page: String(page), pageSize: String(pageSize), ...(search ? { search } : {}) }).toString();
