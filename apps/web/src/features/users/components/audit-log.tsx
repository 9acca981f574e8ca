import { CLUB } from '@club/shared';
import { useState } from 'react';
import { Pagination } from '../../../components/ui/pagination';
import { Spinner } from '../../../components/ui/spinner';
import { useAuditLog } from '../api/get-audit-log';

const summarize = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

/** Changes to users, roles and permissions, newest first (admins only). */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const log = useAuditLog(page);
  if (log.isError) return <p className="text-red-700">Failed to load the audit log</p>;
  if (!log.data) return <Spinner />;
  if (log.data.items.length === 0) return <p className="text-slate-500">No changes recorded yet.</p>;
  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-600">
            <tr>
              <th className="px-4 py-2 font-medium">When</th>
              <th className="px-4 py-2 font-medium">Who</th>
              <th className="px-4 py-2 font-medium">What</th>
              <th className="px-4 py-2 font-medium">Before</th>
              <th className="px-4 py-2 font-medium">After</th>
            </tr>
          </thead>
          <tbody>
            {log.data.items.map((entry) => (
              <tr key={entry.id} className="border-t border-slate-100 align-top">
                <td className="whitespace-nowrap px-4 py-2">
                  {new Date(entry.createdAt).toLocaleString('en-US', { timeZone: CLUB.timeZone })}
                </td>
                <td className="px-4 py-2">{entry.actorEmail ?? 'Unknown'}</td>
                <td className="px-4 py-2 font-mono text-xs">{entry.action}</td>
                <td className="max-w-xs truncate px-4 py-2 font-mono text-xs" title={summarize(entry.before)}>
                  {summarize(entry.before)}
                </td>
                <td className="max-w-xs truncate px-4 py-2 font-mono text-xs" title={summarize(entry.after)}>
                  {summarize(entry.after)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <Pagination page={page} pageSize={log.data.pageSize} total={log.data.total} onPage={setPage} />
    </div>
  );
}
