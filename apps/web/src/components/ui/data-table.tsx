import type { ReactNode } from 'react';
import { ScrollRegion } from './scroll-region';

const FRAME = 'overflow-x-auto rounded-lg border border-slate-200 bg-white';

/**
 * A staff table in its frame, scrolling sideways on a phone; `head` is its heading row's cells. A table with a
 * caption is a region named by it that a keyboard can focus and scroll (its rows may hold nothing focusable).
 */
export function DataTable({ caption, head, children }: { caption?: string; head: ReactNode; children: ReactNode }) {
  const table = (
    <table className="w-full text-start text-sm">
      {caption && <caption className="sr-only">{caption}</caption>}
      <thead className="bg-slate-50 text-slate-600">
        <tr>{head}</tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
  return caption ? (
    <ScrollRegion label={caption} className={FRAME}>
      {table}
    </ScrollRegion>
  ) : (
    <div className={FRAME}>{table}</div>
  );
}

/** What a list says in its place when it has nothing to show. */
export const EmptyState = ({ children }: { children: ReactNode }) => (
  <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">{children}</p>
);
