import type { SortDirection } from '@club/shared';
import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

/** The column a list is sorted by, and which way. */
export interface ListSort<C extends string = string> {
  column: C;
  dir: SortDirection;
}

/** How a list is sorted, and the toggle a column header calls. */
export interface ListSorting<C extends string = string> {
  sort: ListSort<C> | undefined;
  toggleSort: (column: C) => void;
}

/** The query of a paged list: the page, the search text, and (for lists that sort) the sort. */
export interface PagedQuery<C extends string = string> {
  page: number;
  search: string;
  sort?: ListSort<C>;
}

/**
 * The page, the search box and the sort of a staff list that pages, searches and sorts on the server:
 * typing or sorting returns to page 1, and the query waits for a pause in typing. A column header cycles
 * a column through ascending, descending, then the list's own order.
 */
export function usePagedSearch<C extends string = never>() {
  const [page, setPage] = useState(1);
  const [search, setSearchText] = useState('');
  const [sort, setSort] = useState<ListSort<C> | undefined>();
  const debouncedSearch = useDebouncedValue(search.trim());
  return {
    page,
    setPage,
    search,
    setSearch: (text: string) => {
      setSearchText(text);
      setPage(1);
    },
    sort,
    toggleSort: (column: C) => {
      setSort((current) => {
        if (current?.column !== column) return { column, dir: 'asc' };
        return current.dir === 'asc' ? { column, dir: 'desc' } : undefined;
      });
      setPage(1);
    },
    query: { page, search: debouncedSearch, ...(sort ? { sort } : {}) } as PagedQuery<C>,
  };
}

export const pageQueryString = ({ page, search, sort }: PagedQuery, pageSize = 20) =>
  new URLSearchParams({
    page: String(page),
    pageSize: String(pageSize),
    ...(search ? { search } : {}),
    ...(sort ? { sort: sort.column, dir: sort.dir } : {}),
  }).toString();
