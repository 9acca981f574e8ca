import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import type { useListPage } from '../lib/use-list-page';
import { PageAction } from './layouts/admin-frame';
import { Button } from './ui/button';
import { Card, CardContent } from './ui/card';
import { ConfirmDialog } from './ui/confirm-dialog';
import { EmptyState } from './ui/data-table';
import { Pagination } from './ui/pagination';
import { SearchInput } from './ui/search-input';
import { Spinner } from './ui/spinner';

interface Page<Row> {
  items: Row[];
  total: number;
  pageSize: number;
}

export interface AdminListProps<Row, Data extends Page<Row>> {
  list: ReturnType<typeof useListPage<Row>>;
  /** The list's query: its page of records once loaded. */
  result: { isError: boolean; data?: Data };
  /** Said when the list cannot be loaded. */
  failed: string;
  /** What stands above the list: its figures (stat cards), a queue waiting for staff. */
  above?: (data: Data) => ReactNode;
  search: { label: string; placeholder: string };
  /** The add button's text, in the page's header; null for those who may not create. */
  add: string | null;
  /** Said when there is nothing to show: with no search, and (where it differs) for a search that finds nothing. */
  empty: { none: string; noMatch?: string };
  /** The page's records: a list of cards (`RecordCard`), a table, a grid. */
  children: (items: Row[]) => ReactNode;
  /** The confirmation of a deletion. */
  deletion: { title: string; message: (row: Row) => string };
  /** The dialogs the page opens (its add-and-edit form, others). */
  dialogs?: ReactNode;
  className?: string;
}

/**
 * A staff list page: its figures, the search box and the add button, the page of records or what to say
 * when there are none, paging, and the delete confirmation. Each page says what a record shows.
 */
export function AdminList<Row, Data extends Page<Row>>({
  list,
  result,
  failed,
  above,
  search,
  add,
  empty,
  children,
  deletion,
  dialogs,
  className,
}: AdminListProps<Row, Data>) {
  if (result.isError) return <p className="text-red-700">{failed}</p>;
  if (!result.data) return <Spinner />;
  const { items, total, pageSize } = result.data;
  const target = list.deletion.target;
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      {above?.(result.data)}
      <SearchInput
        label={search.label}
        placeholder={search.placeholder}
        value={list.search}
        onSearch={list.setSearch}
      />
      {add !== null && (
        <PageAction>
          <Button onClick={() => list.editor.open(null)}>
            <Plus aria-hidden /> {add}
          </Button>
        </PageAction>
      )}
      {items.length === 0 ? (
        <EmptyState>{list.search && empty.noMatch ? empty.noMatch : empty.none}</EmptyState>
      ) : (
        children(items)
      )}
      <Pagination page={list.page} pageSize={pageSize} total={total} onPage={list.setPage} />
      {dialogs}
      <ConfirmDialog
        title={deletion.title}
        message={target === null ? '' : deletion.message(target)}
        {...list.deletion.dialog}
      />
    </div>
  );
}

/** One record of a staff list as a card: what it shows, and its actions at the end. */
export function RecordCard({
  children,
  actions,
  align = 'start',
}: {
  children: ReactNode;
  actions: ReactNode;
  align?: 'start' | 'center';
}) {
  return (
    <Card>
      <CardContent
        className={cn('flex flex-wrap justify-between gap-4 pt-6', align === 'start' ? 'items-start' : 'items-center')}
      >
        {children}
        <div className="flex gap-2">{actions}</div>
      </CardContent>
    </Card>
  );
}
