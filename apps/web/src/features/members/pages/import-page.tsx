import {
  IMPORT_FIELDS,
  IMPORT_KINDS,
  type ImportField,
  type ImportKind,
  type ImportMapping,
  type MemberImportAction,
  type MemberImportPreview,
  type MemberImportProblem,
  type MemberImportRow,
  REQUIRED_IMPORT_FIELDS,
} from '@club/shared';
import { ArrowLeft, FileSpreadsheet, RefreshCw, Upload } from 'lucide-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { toast } from 'sonner';
import { AdminFrame } from '../../../components/layouts/admin-frame';
import { Redirect } from '../../../components/redirect';
import { Badge, type BadgeVariant } from '../../../components/ui/badge';
import { Button, ButtonLink } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { DataTable } from '../../../components/ui/data-table';
import { FormField, TextField } from '../../../components/ui/form-field';
import { Pagination } from '../../../components/ui/pagination';
import { Select } from '../../../components/ui/select';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';
import { t, translateMessage } from '../../../lib/i18n';
import { planLabel } from '../../../lib/membership-labels';
import { paths } from '../../../lib/paths';
import { useImportMembers } from '../api/import-members';
import { usePreviewMemberImport } from '../api/preview-member-import';

const PAGE_SIZE = 50;

const FILE_HINTS = {
  members: 'members.import.fileHint',
  guardians: 'members.import.guardiansFileHint',
  players: 'members.import.playersFileHint',
} as const satisfies Record<ImportKind, string>;

/** The heading of the column that says what else a row is about. */
const ABOUT_HEADINGS = {
  members: 'members.import.thisSeason',
  guardians: 'members.import.child',
  players: 'members.import.team',
} as const satisfies Record<ImportKind, string>;

export function ImportMembersPage() {
  const { can, loading } = useAuth();
  return (
    <AdminFrame
      moduleId="members"
      title={t('members.import.title')}
      extra={{ label: t('modules.members.title'), to: paths.admin.members }}
    >
      {loading ? null : can('members', 'create') || can('teams', 'create') ? (
        <ImportMembers />
      ) : (
        <Redirect to={paths.admin.members} />
      )}
    </AdminFrame>
  );
}

/** Column 0 is A, 25 is Z, 26 is AA: as the club's program names them. */
const columnLetter = (index: number): string =>
  (index >= 26 ? columnLetter(Math.floor(index / 26) - 1) : '') + String.fromCharCode(65 + (index % 26));

const fieldLabel = (field: ImportField) => t(`members.import.fields.${field}`);

/** Choose a file, check the columns, read every row's fate, then import it whole. */
function ImportMembers() {
  const { can } = useAuth();
  // Players are the teams module's: whoever may add players imports them.
  const kinds = IMPORT_KINDS.filter((each) => can(each === 'players' ? 'teams' : 'members', 'create'));
  const previewing = usePreviewMemberImport();
  const importing = useImportMembers();
  const [kind, setKind] = useState<ImportKind>(kinds[0] ?? 'members');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<ImportMapping | null>(null);
  const [preview, setPreview] = useState<MemberImportPreview | null>(null);
  // The columns chosen since the last preview: its rows no longer say what an import would do.
  const [mappingChanged, setMappingChanged] = useState(false);

  const failed = (failure: unknown) => {
    const field = failure instanceof ApiError ? failure.body.fieldErrors?.file?.[0] : undefined;
    if (field) setFileError(translateMessage(field));
    else toast.error(t('common.toast.error'), { description: errorMessage(failure) });
  };

  const look = (sheet: File, columns: ImportMapping | null, holding: ImportKind = kind) => {
    setFileError(null);
    previewing.mutate(
      { kind: holding, file: sheet, mapping: columns },
      {
        onSuccess: (seen) => {
          setPreview(seen);
          setMapping(seen.mapping);
          setMappingChanged(false);
        },
        onError: (failure) => {
          setPreview(null);
          failed(failure);
        },
      },
    );
  };

  const choose = (chosen: File | null, holding: ImportKind = kind) => {
    setFile(chosen);
    setPreview(null);
    setMapping(null);
    if (chosen) look(chosen, null, holding);
  };

  // A file chosen while the page was still starting (the server drew the field) is taken up once the app runs.
  const fileInput = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, for what was chosen before the app ran
  useEffect(() => {
    const early = fileInput.current?.files?.[0];
    if (early) choose(early);
  }, []);

  const unmapped = mapping ? REQUIRED_IMPORT_FIELDS[kind].filter((field) => (mapping[field] ?? null) === null) : [];
  const changes = preview ? preview.counts.create + preview.counts.update : 0;
  const ready = preview && !mappingChanged && unmapped.length === 0 && preview.counts.invalid === 0 && changes > 0;

  const submit = () => {
    if (!file || !mapping || !ready) return;
    importing.mutate(
      { kind, file, mapping },
      {
        onSuccess: (done) => {
          toast.success(t('members.import.imported', { create: done.counts.create, update: done.counts.update }));
          look(file, mapping);
          // The button is gone with what it did: the keyboard goes on from what the import now reads.
          document.getElementById('import-preview')?.focus();
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="flex max-w-5xl flex-col gap-6">
      <ButtonLink to={paths.admin.members} variant="outline" size="sm" className="self-start" icon={ArrowLeft}>
        {t('members.import.back')}
      </ButtonLink>
      <p className="text-slate-700">{t('members.import.explained')}</p>
      <Card>
        <CardContent className="flex flex-col gap-4 pt-6">
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium">{t('members.import.kind')}</legend>
            {kinds.map((each) => (
              <label key={each} className="flex items-start gap-2 text-sm">
                <input
                  type="radio"
                  name="import-kind"
                  value={each}
                  className="mt-1"
                  checked={kind === each}
                  onChange={() => {
                    setKind(each);
                    choose(file, each);
                  }}
                />
                <span>
                  <span className="font-medium">{t(`members.import.kinds.${each}.label`)}</span>
                  <span className="block text-slate-600">{t(`members.import.kinds.${each}.hint`)}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <TextField
            id="import-file"
            label={t('members.import.file')}
            hint={t(FILE_HINTS[kind])}
            error={fileError ?? undefined}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            ref={fileInput}
            // The same file chosen again after fixing it is read again (a file input only tells of a change).
            onClick={(event) => {
              event.currentTarget.value = '';
            }}
            onChange={(event) => choose(event.target.files?.[0] ?? null)}
          />
          {previewing.isPending && (
            <p role="status" className="text-sm text-slate-600">
              {t('members.import.reading')}
            </p>
          )}
        </CardContent>
      </Card>
      {file && preview && mapping && (
        <ColumnChoice
          kind={kind}
          headers={preview.headers}
          mapping={mapping}
          unmapped={unmapped}
          onChange={(next) => {
            setMapping(next);
            setMappingChanged(true);
          }}
          stale={mappingChanged}
          pending={previewing.isPending}
          onPreview={() => look(file, mapping)}
        />
      )}
      {preview && !mappingChanged && unmapped.length === 0 && (
        <PreviewRows preview={preview} kind={kind}>
          <div className="flex flex-col gap-2">
            {preview.counts.invalid > 0 ? (
              <p className="font-medium text-red-800">{t('members.import.fixFirst')}</p>
            ) : changes === 0 ? (
              <p className="font-medium text-emerald-800">{t('members.import.nothingToDo')}</p>
            ) : (
              <Button type="button" className="self-start" disabled={!ready || importing.isPending} onClick={submit}>
                <Upload aria-hidden /> {t('members.import.confirm', { count: changes })}
              </Button>
            )}
          </div>
        </PreviewRows>
      )}
    </div>
  );
}

function ColumnChoice({
  kind,
  headers,
  mapping,
  unmapped,
  onChange,
  stale,
  pending,
  onPreview,
}: {
  kind: ImportKind;
  headers: string[];
  mapping: ImportMapping;
  unmapped: ImportField[];
  onChange: (mapping: ImportMapping) => void;
  stale: boolean;
  pending: boolean;
  onPreview: () => void;
}) {
  const columns = headers.map((heading, column) => ({ heading, column, letter: columnLetter(column) }));
  const fields: readonly ImportField[] = IMPORT_FIELDS[kind];
  const taken = (field: ImportField, column: number) =>
    fields.some((other) => other !== field && mapping[other] === column);
  return (
    <Card>
      <CardContent className="flex flex-col gap-4 pt-6">
        <h2 className="text-lg font-semibold">{t('members.import.mappingHeading')}</h2>
        <p className="text-sm text-slate-600">{t('members.import.mappingHint')}</p>
        <div className="grid gap-4 sm:grid-cols-2">
          {fields.map((field) => {
            const required = REQUIRED_IMPORT_FIELDS[kind].includes(field);
            return (
              <FormField
                key={field}
                id={`column-${field}`}
                label={fieldLabel(field)}
                required={required}
                error={unmapped.includes(field) ? t('members.import.chooseColumn') : undefined}
              >
                <Select
                  id={`column-${field}`}
                  value={String(mapping[field] ?? '')}
                  onChange={(event) =>
                    onChange({ ...mapping, [field]: event.target.value === '' ? null : Number(event.target.value) })
                  }
                >
                  <option value="">{t('members.import.notInFile')}</option>
                  {columns.map(({ letter, heading, column }) => (
                    <option key={letter} value={column} disabled={taken(field, column)}>
                      {t('members.import.column', { letter, heading: heading || '—' })}
                    </option>
                  ))}
                </Select>
              </FormField>
            );
          })}
        </div>
        {stale && (
          <Button type="button" variant="outline" className="self-start" disabled={pending} onClick={onPreview}>
            <RefreshCw aria-hidden /> {t('members.import.previewAgain')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}

const ACTION_BADGES: Record<MemberImportAction, BadgeVariant> = {
  create: 'success',
  update: 'warning',
  unchanged: 'secondary',
  invalid: 'destructive',
};

function PreviewRows({
  preview,
  kind,
  children,
}: {
  preview: MemberImportPreview;
  kind: ImportKind;
  children: ReactNode;
}) {
  const [onlyProblems, setOnlyProblems] = useState(preview.counts.invalid > 0);
  const [page, setPage] = useState(1);
  const rows = onlyProblems ? preview.rows.filter((row) => row.action === 'invalid') : preview.rows;
  const shown = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  return (
    <div className="flex flex-col gap-4">
      <h2
        id="import-preview"
        tabIndex={-1}
        className="flex items-center gap-2 text-lg font-semibold focus:outline-none"
      >
        <FileSpreadsheet aria-hidden className="size-5" /> {t('members.import.previewHeading')}
      </h2>
      <p role="status" className="text-slate-700">
        {t('members.import.summary', preview.counts)}{' '}
        {preview.season && t('members.import.season', { season: preview.season })}
      </p>
      {children}
      <label className="flex items-center gap-2 text-sm">
        <input
          type="checkbox"
          checked={onlyProblems}
          onChange={(event) => {
            setOnlyProblems(event.target.checked);
            setPage(1);
          }}
        />
        {t('members.import.onlyProblems')}
      </label>
      {/* On a phone each row is a card: a six-column table would hide its problems off the screen's edge. */}
      <ul className="flex flex-col gap-3 sm:hidden" aria-label={t('members.import.previewHeading')}>
        {shown.map((row) => (
          <PreviewCard key={row.line} row={row} />
        ))}
      </ul>
      <div className="hidden sm:block">
        <DataTable
          caption={t('members.import.previewHeading')}
          head={
            <>
              <th className="p-3 text-start font-medium">{t('members.import.row')}</th>
              <th className="p-3 text-start font-medium">{t('members.import.name')}</th>
              <th className="p-3 text-start font-medium">{t('members.import.idCard')}</th>
              <th className="p-3 text-start font-medium">{t('members.import.what')}</th>
              <th className="p-3 text-start font-medium">{t(ABOUT_HEADINGS[kind])}</th>
              <th className="p-3 text-start font-medium">{t('members.import.problems')}</th>
            </>
          }
        >
          {shown.map((row) => (
            <PreviewRow key={row.line} row={row} />
          ))}
        </DataTable>
      </div>
      <Pagination page={page} pageSize={PAGE_SIZE} total={rows.length} onPage={setPage} />
    </div>
  );
}

const membershipText = (row: MemberImportRow) =>
  row.about ??
  (row.membership
    ? t(row.membership.paid ? 'members.import.paid' : 'members.import.unpaid', { plan: planLabel(row.membership.plan) })
    : '—');

const ActionBadge = ({ row }: { row: MemberImportRow }) => (
  <span className="flex flex-col items-start gap-1">
    <Badge variant={ACTION_BADGES[row.action]} className="whitespace-nowrap">
      {t(`members.import.actions.${row.action}`)}
    </Badge>
    {row.account && <span className="text-xs text-slate-600">{t(`members.import.account.${row.account}`)}</span>}
  </span>
);

const Problems = ({ row }: { row: MemberImportRow }) =>
  row.problems.length > 0 ? (
    <ul className="list-disc ps-4 text-red-800">
      {row.problems.map((problem) => (
        <li key={`${problem.kind}-${problem.field}`}>{problemText(problem)}</li>
      ))}
    </ul>
  ) : null;

const IdCard = ({ row }: { row: MemberImportRow }) => (
  <>
    <bdi className="font-mono">{row.idCardNumber || '—'}</bdi>
    {row.memberNumber && (
      <span className="ms-2 text-xs text-slate-600">
        <bdi>{row.memberNumber}</bdi>
      </span>
    )}
  </>
);

function PreviewRow({ row }: { row: MemberImportRow }) {
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="p-3 tabular-nums">{row.line}</td>
      <td className="p-3">{row.fullName || '—'}</td>
      <td className="p-3">
        <IdCard row={row} />
      </td>
      <td className="p-3">
        <ActionBadge row={row} />
      </td>
      <td className="p-3">{membershipText(row)}</td>
      <td className="p-3">
        <Problems row={row} />
      </td>
    </tr>
  );
}

function PreviewCard({ row }: { row: MemberImportRow }) {
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <div className="flex items-start justify-between gap-2">
        <p className="font-medium">
          {t('members.import.rowNumber', { line: row.line })} · {row.fullName || '—'}
        </p>
        <ActionBadge row={row} />
      </div>
      <p>
        <IdCard row={row} />
      </p>
      <p className="text-slate-700">{membershipText(row)}</p>
      <Problems row={row} />
    </li>
  );
}

/** A row's problem told in the reader's language, naming the field and the value it is about. */
/** What the file or the portal wrote, kept in its own direction inside a sentence of either language. */
const isolated = (text: string) => `\u2068${text}\u2069`;

function problemText(problem: MemberImportProblem): string {
  return t(`members.import.problem.${problem.kind}`, {
    field: fieldLabel(problem.field),
    value: isolated(problem.value ?? ''),
    line: problem.line ?? 0,
    memberNumber: isolated(problem.member?.memberNumber ?? ''),
    name: isolated(problem.member?.fullName ?? ''),
  });
}
