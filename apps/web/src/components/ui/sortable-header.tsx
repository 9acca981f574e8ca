import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { cn } from '../../lib/cn';
import type { ListSorting } from '../../lib/use-paged-search';

/** A table column header that sorts the list by its column: announces the order, shows it as an arrow. */
export function SortableHeader<C extends string>({
  column,
  label,
  list,
  className,
}: {
  column: C;
  label: string;
  /** The list's sort and its toggle (`usePagedSearch`). */
  list: ListSorting<C>;
  className?: string;
}) {
  const dir = list.sort?.column === column ? list.sort.dir : undefined;
  const Arrow = dir === 'asc' ? ArrowUp : dir === 'desc' ? ArrowDown : ArrowUpDown;
  return (
    <th
      scope="col"
      aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : undefined}
      className={cn('px-2 py-1.5 font-medium', className)}
    >
      <button
        type="button"
        onClick={() => list.toggleSort(column)}
        className="inline-flex min-h-9 items-center gap-1.5 rounded px-2 hover:text-slate-900 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        {label}
        <Arrow className={cn('size-3.5', dir ? 'text-slate-900' : 'text-slate-400')} aria-hidden />
      </button>
    </th>
  );
}
