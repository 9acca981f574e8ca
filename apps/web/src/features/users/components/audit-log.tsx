import {
  AUDIT_AREAS,
  AUDIT_VERBS,
  type AuditArea,
  type AuditChange,
  type AuditEntry,
  type AuditVerb,
  type AuditWords,
  codeKey,
  describeAuditEntry,
} from '@club/shared';
import { useState } from 'react';
import { RichText } from '../../../components/rich-text';
import { DateInput } from '../../../components/ui/date-input';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate, formatDateTime } from '../../../lib/format';
import { type TextKey, t } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { type AuditFilters, useAuditLog } from '../api/get-audit-log';

/** Changed fields shown at first; the rest behind 'Show all'. */
const FIRST_CHANGES = 6;

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
        <TextField
          id="audit-actor"
          label={t('users.auditLog.personNameOrEmail')}
          type="search"
          value={filters.actor}
          onChange={(e) => setFilter({ actor: e.target.value })}
        />
        <FormField id="audit-area" label={t('users.auditLog.area')}>
          <Select
            value={filters.area ?? ''}
            onChange={(e) => setFilter({ area: (e.target.value || undefined) as AuditArea | undefined })}
          >
            <option value="">{t('users.auditLog.allAreas')}</option>
            {(Object.keys(AUDIT_AREAS) as AuditArea[]).map((area) => (
              <option key={area} value={area}>
                {t(`users.auditLog.areas.${area}`)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField id="audit-from" label={t('users.auditLog.from')}>
          <DateInput value={filters.from} onChange={(date) => setFilter({ from: date })} />
        </FormField>
        <FormField id="audit-to" label={t('users.auditLog.to')}>
          <DateInput value={filters.to} onChange={(date) => setFilter({ to: date })} />
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
  if (log.isError) return <p className="text-red-700">{t('users.auditLog.failedToLoadThe')}</p>;
  if (!log.data) return <Spinner />;
  if (log.data.items.length === 0) return <p className="text-slate-500">{t('users.auditLog.noChangesRecordedFor')}</p>;
  return (
    <>
      <ol
        className="flex flex-col divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
        aria-label={t('users.auditLog.changes')}
      >
        {log.data.items.map((entry) => (
          <AuditRow key={entry.id} entry={entry} />
        ))}
      </ol>
      <Pagination page={page} pageSize={log.data.pageSize} total={log.data.total} onPage={onPage} />
    </>
  );
}

const isVerb = (operation: string): operation is AuditVerb => (AUDIT_VERBS as readonly string[]).includes(operation);

/** A text of the catalogue, or `otherwise` where the catalogue has none (a field or code added since). */
function textOr(key: string, otherwise: string) {
  const text = t(key as TextKey);
  return text === key ? otherwise : text;
}

const readersWords = (): AuditWords => ({
  yes: t('users.auditLog.yes'),
  no: t('users.auditLog.no'),
  date: formatDate,
  dateTime: formatDateTime,
  code: (value) => textOr(`users.auditLog.values.${codeKey(value)}`, value),
});

const fieldName = (change: AuditChange) => textOr(`users.auditLog.fields.${change.key}`, change.field);

/** One change as a sentence (who did what to which record, when) and its fields, before and after. */
function AuditRow({ entry }: { entry: AuditEntry }) {
  const [all, setAll] = useState(false);
  const description = describeAuditEntry(entry, readersWords());
  const { subject, changes } = description;
  const sentence = {
    actor: entry.actorName ?? entry.actorEmail ?? t('users.auditLog.theSystem'),
    verb: isVerb(description.operation)
      ? t(`users.auditLog.verbs.${description.operation}`)
      : description.verb.toLowerCase(),
    area: description.areaKey ? t(`users.auditLog.areas.${description.areaKey}`) : description.area,
  };
  const shown = all ? changes : changes.slice(0, FIRST_CHANGES);
  const created = entry.action.endsWith('.create');
  const deleted = entry.action.endsWith('.delete');
  return (
    <li className="flex flex-col gap-2 px-4 py-3">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p>
          <RichText
            id={subject ? 'users.auditLog.sentence' : 'users.auditLog.sentenceNoSubject'}
            values={{ ...sentence, subject: subject ?? '' }}
            components={{ 0: <bdi className="font-medium" /> }}
          />
          {entry.actorName && entry.actorEmail && (
            <span className="block text-xs text-slate-600">{entry.actorEmail}</span>
          )}
        </p>
        <time dateTime={entry.createdAt} className="whitespace-nowrap text-sm text-slate-600">
          {formatDateTime(entry.createdAt)}
        </time>
      </div>
      {shown.length > 0 && (
        <table className="w-full text-start text-sm">
          <thead className="sr-only">
            <tr>
              <th>{t('users.auditLog.field')}</th>
              {!created && <th>{t('users.auditLog.before')}</th>}
              {!deleted && <th>{t('users.auditLog.after')}</th>}
            </tr>
          </thead>
          <tbody>
            {shown.map((change) => (
              <tr key={change.key} className="align-top">
                <th scope="row" className="w-1/3 py-0.5 pe-3 font-normal text-slate-600 sm:w-44">
                  {fieldName(change)}
                </th>
                {/* The values are the records' own: what staff typed, codes and amounts, in their own direction. */}
                {!created && (
                  <td
                    dir="auto"
                    className="py-0.5 pe-3 text-slate-500 [overflow-wrap:anywhere] line-through decoration-slate-400"
                  >
                    {change.before}
                  </td>
                )}
                {!deleted && (
                  <td dir="auto" className="py-0.5 text-slate-900 [overflow-wrap:anywhere]">
                    {change.after}
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {changes.length > FIRST_CHANGES && (
        <button
          type="button"
          className="self-start text-sm font-medium text-brand-700 hover:underline"
          onClick={() => setAll(!all)}
        >
          {all ? t('users.auditLog.showFewer') : t('users.auditLog.showAllFields', { count: changes.length })}
        </button>
      )}
    </li>
  );
}
