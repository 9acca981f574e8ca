import type { ReactNode } from 'react';

/** A staff table in its frame, scrolling sideways on a phone; `head` is its heading row's cells. */
export function DataTable({ caption, head, children }: { caption?: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
      <table className="w-full text-start text-sm">
        {caption && <caption className="sr-only">{caption}</caption>}
        <thead className="bg-slate-50 text-slate-600">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** What a list says in its place when it has nothing to show. */
export const EmptyState = ({ children }: { children: ReactNode }) => (
  <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-slate-500">{children}</p>
);
