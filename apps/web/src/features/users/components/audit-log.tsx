import { AUDIT_AREAS, type AuditArea, CLUB } from '@club/shared';
import { useState } from 'react';
import { FormField } from '../../../components/ui/form-field';
import { Input } from '../../../components/ui/input';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type AuditFilters, useAuditLog } from '../api/get-audit-log';

const summarize = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

const NO_FILTERS: AuditFilters = { actor: '', area: undefined, from: '', to: '' };

/** Every staff change, newest first, filtered by person, area and days (admins only). */
export function AuditLog() {
  const [page, setPage] = useState(1);
  const [filters, setFilters] = useState<AuditFilters>(NO_FILTERS);
  const actor = useDebouncedValue(filters.actor);
  const log = useAuditLog(page, { ...filters, actor });
  const setFilter = (change: Partial<AuditFilters>) => {
    setFilters((current) => ({ ...current, ...change }));
    setPage(1);
  };
  return (
    <div className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <FormField id="audit-actor" label="Person (email)">
          <Input
            id="audit-actor"
            type="search"
            value={filters.actor}
            onChange={(e) => setFilter({ actor: e.target.value })}
          />
        </FormField>
        <FormField id="audit-area" label="Area">
          <Select
            id="audit-area"
            value={filters.area ?? ''}
            onChange={(e) => setFilter({ area: (e.target.value || undefined) as AuditArea | undefined })}
          >
            <option value="">All areas</option>
            {Object.entries(AUDIT_AREAS).map(([area, label]) => (
              <option key={area} value={area}>
                {label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="audit-from" label="From">
          <Input
            id="audit-from"
            type="date"
            value={filters.from}
            onChange={(e) => setFilter({ from: e.target.value })}
          />
        </FormField>
        <FormField id="audit-to" label="To">
          <Input id="audit-to" type="date" value={filters.to} onChange={(e) => setFilter({ to: e.target.value })} />
        </FormField>
      </div>
      <AuditTable log={log} page={page} onPage={setPage} />
    </div>
  );
}

function AuditTable({
  log,
  page,
  onPage,
}: {
  log: ReturnType<typeof useAuditLog>;
  page: number;
  onPage: (page: number) => void;
}) {
  if (log.isError) return <p className="text-red-700">Failed to load the audit log</p>;
  if (!log.data) return <Spinner />;
  if (log.data.items.length === 0) return <p className="text-slate-500">No changes recorded for these filters.</p>;
  return (
    <>
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
      <Pagination page={page} pageSize={log.data.pageSize} total={log.data.total} onPage={onPage} />
    </>
  );
}
