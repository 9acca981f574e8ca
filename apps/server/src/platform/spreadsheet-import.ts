import {
  type Action,
  IMPORT_FIELDS,
  type ImportField,
  type ImportKind,
  type ImportMapping,
  importMappingSchema,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_MESSAGES,
  type MemberImportAction,
  type MemberImportDone,
  type MemberImportPreview,
  type MemberImportProblem,
  type MemberImportRow,
  type ModuleId,
  REQUIRED_IMPORT_FIELDS,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { type AppDatabase, queryRows, type Transaction } from '../db/client';
import { assertStillHolds, type Viewer } from './access';
import { asActor } from './audit';
import { badRequest, conflict, isUniqueViolation } from './errors';
import { readMultipartForm } from './multipart';
import type { PermissionStore } from './permissions';
import { readSpreadsheet, SpreadsheetTooLarge, UnreadableSpreadsheet } from './spreadsheet';

/**
 * What every spreadsheet import shares (members, guardians, players): the file read and its rows numbered as the
 * club's program numbers them, its columns guessed from their headings (the club's own remembered first) or
 * chosen, each cell tidied and checked, and one import at a time. Each kind's module says what a row means.
 */

/** A kind of import as its module describes it: its unmapped message and the headings clubs write for its fields. */
export interface ImportSpec {
  kind: ImportKind;
  headings: Partial<Record<ImportField, readonly string[]>>;
  unmapped: string;
}

/** A spreadsheet as sent: its header row, its rows below (each with its row number in the sheet), its mapping. */
export interface SentSheet {
  headers: string[];
  rows: { line: number; cells: string[] }[];
  mapping: ImportMapping;
}

/** The headings clubs write for the fields every kind shares (compared in lower case, letters only). */
export const COMMON_HEADINGS: Partial<Record<ImportField, readonly string[]>> = {
  fullName: ['fullname', 'name', 'membername', 'nameofmember', 'ނަން', 'ފުރިހަމަނަން'],
  idCardNumber: ['idcardnumber', 'idcard', 'idcardno', 'idno', 'id', 'nationalid', 'nid', 'ކާޑުނަންބަރު', 'އައިޑީކާޑު'],
  atollIsland: ['atollandisland', 'atollisland', 'island', 'atoll', 'address', 'ރަށް', 'އަތޮޅާއިރަށް'],
  mobileNumber: ['mobilenumber', 'mobile', 'mobileno', 'phone', 'phonenumber', 'contact', 'contactnumber', 'ފޯނު'],
  email: ['email', 'emailaddress', 'mail', 'އީމެއިލް'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate', 'birthday', 'born', 'އުފަންތާރީޚް'],
  plan: ['plan', 'category', 'membershipplan', 'membershiptype', 'type', 'feecategory'],
  paid: ['paid', 'paidthisseason', 'haspaid', 'feepaid', 'feespaid', 'ފައިސާދައްކާފައި'],
};

/** A name as two spellings of it compare: one space between words, lower case, one Unicode form. */
export const nameKey = (name: string) => name.normalize('NFC').replace(/\s+/g, ' ').trim().toLowerCase();

export const headingKey = (heading: string) => heading.toLowerCase().replace(/[^\p{L}]/gu, '');

/**
 * The column each of a kind's fields is under, when its heading names it (each column for one field): the club's
 * own headings remembered from its last import of the kind first, then those the portal knows.
 */
export function guessMapping(
  spec: ImportSpec,
  headers: readonly string[],
  remembered: ReadonlyMap<string, string>,
): ImportMapping {
  const keys = headers.map(headingKey);
  const taken = new Set<number>();
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS[spec.kind]) {
    const own = keys.findIndex((key) => key !== '' && remembered.get(key) === field);
    const column = [
      own,
      ...(spec.headings[field] ?? COMMON_HEADINGS[field] ?? []).map((heading) =>
        keys.findIndex((key, index) => key === heading && !taken.has(index)),
      ),
    ].find((index) => index >= 0 && !taken.has(index));
    mapping[field] = column ?? null;
    if (column !== undefined) taken.add(column);
  }
  return mapping;
}

/** The spreadsheet and its column mapping (the headings' guess when none is sent), as the request carries them. */
export async function readSentSheet(db: AppDatabase, request: FastifyRequest, spec: ImportSpec): Promise<SentSheet> {
  const { fields, file } = await readMultipartForm(request, {
    fileField: 'file',
    maxBytes: MEMBER_IMPORT_LIMITS.bytes,
    maxFields: 2,
    notMultipartMessage: MEMBER_IMPORT_MESSAGES.notMultipart,
  });
  if (!file) throw badRequest(MEMBER_IMPORT_MESSAGES.fileRequired, { file: [MEMBER_IMPORT_MESSAGES.fileRequired] });
  let table: string[][];
  try {
    table = readSpreadsheet(file, { rows: MEMBER_IMPORT_LIMITS.lines, columns: MEMBER_IMPORT_LIMITS.columns });
  } catch (error) {
    if (error instanceof SpreadsheetTooLarge) {
      const message = error.message === 'columns' ? MEMBER_IMPORT_MESSAGES.tooWide : MEMBER_IMPORT_MESSAGES.tooManyRows;
      throw badRequest(message, { file: [message] });
    }
    if (!(error instanceof UnreadableSpreadsheet) && !(error instanceof TypeError) && !(error instanceof RangeError))
      throw error;
    throw badRequest(MEMBER_IMPORT_MESSAGES.unreadable, { file: [MEMBER_IMPORT_MESSAGES.unreadable] });
  }
  const headerIndex = table.findIndex((row) => row.some((cell) => cell !== ''));
  const headers = headerIndex < 0 ? [] : (table[headerIndex] ?? []);
  const rows = table
    .map((cells, index) => ({ line: index + 1, cells }))
    .filter((row, index) => index > headerIndex && row.cells.some((cell) => cell !== ''));
  if (rows.length === 0) throw badRequest(MEMBER_IMPORT_MESSAGES.empty, { file: [MEMBER_IMPORT_MESSAGES.empty] });
  if (rows.length > MEMBER_IMPORT_LIMITS.rows)
    throw badRequest(MEMBER_IMPORT_MESSAGES.tooManyRows, { file: [MEMBER_IMPORT_MESSAGES.tooManyRows] });
  return {
    headers,
    rows,
    mapping: fields.mapping
      ? mappingOf(spec.kind, fields.mapping)
      : guessMapping(spec, headers, await rememberedHeadings(db, spec.kind)),
  };
}

function mappingOf(kind: ImportKind, sent: string): ImportMapping {
  let parsed: unknown;
  try {
    parsed = JSON.parse(sent);
  } catch {
    parsed = null;
  }
  const mapping = importMappingSchema(kind).safeParse(parsed);
  const columns = mapping.success ? Object.values(mapping.data).filter((column) => column !== null) : [];
  if (!mapping.success || new Set(columns).size !== columns.length)
    throw badRequest(MEMBER_IMPORT_MESSAGES.badMapping, { mapping: [MEMBER_IMPORT_MESSAGES.badMapping] });
  return mapping.data as ImportMapping;
}

/** The sheet's headings with the fields their columns held, to be guessed so next time. */
export const headingsOf = ({ kind }: ImportSpec, { headers, mapping }: SentSheet) =>
  IMPORT_FIELDS[kind].flatMap((field) => {
    const column = mapping[field] ?? null;
    const heading = column === null ? '' : headingKey(headers[column] ?? '');
    return heading ? [{ heading, field }] : [];
  });

export const isMapped = ({ kind }: ImportSpec, mapping: ImportMapping) =>
  REQUIRED_IMPORT_FIELDS[kind].every((field) => (mapping[field] ?? null) !== null);

export const assertMapped = (spec: ImportSpec, mapping: ImportMapping) => {
  if (!isMapped(spec, mapping)) throw badRequest(spec.unmapped, { mapping: [spec.unmapped] });
};

/** A row's cell for a field, its spaces tidied ('' when no column holds the field); too long a value is a problem. */
export function cellReader(
  cells: readonly string[],
  mapping: ImportMapping,
  problems: MemberImportProblem[],
  limits: Partial<Record<ImportField, number>>,
) {
  const read = new Map<ImportField, string>();
  return (field: ImportField) => {
    const known = read.get(field);
    if (known !== undefined) return known;
    const column = mapping[field] ?? null;
    const value = column === null ? '' : (cells[column] ?? '').replace(/\s+/g, ' ').trim();
    const limit = limits[field];
    if (limit && value.length > limit) problems.push({ kind: 'tooLong', field });
    read.set(field, value);
    return value;
  };
}

const EMAIL = z.email();

/** The field's email in lower case (null when blank); one that is no address is a problem. */
export function emailIn(cell: (field: ImportField) => string, field: ImportField, problems: MemberImportProblem[]) {
  const text = cell(field);
  const email = text === '' ? null : text.toLowerCase();
  if (email && (email.length > 254 || !EMAIL.safeParse(email).success))
    problems.push({ kind: 'badEmail', field, value: text });
  return email;
}

/** Serialises imports (of every kind): a second admin's waits for the first and then finds its rows in the portal. */
export async function lockImports(tx: AppDatabase) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended('club.import', 0))`);
}

/** The club's headings remembered from its earlier imports of `kind`, each with the field it held. */
export async function rememberedHeadings(db: AppDatabase, kind: ImportKind) {
  const rows = await queryRows<{ heading: string; field: string }>(
    db,
    sql`select heading, field from import_headings where kind = ${kind}`,
  );
  return new Map(rows.map((row) => [row.heading, row.field]));
}

/** Remembers which field each heading of the sheet held (a heading used again takes its new field). */
export async function rememberHeadings(tx: AppDatabase, spec: ImportSpec, sheet: SentSheet) {
  const headings = headingsOf(spec, sheet);
  if (headings.length === 0) return;
  await tx.execute(
    sql`insert into import_headings (kind, heading, field)
      select ${spec.kind}, x.heading, x.field from json_to_recordset(${JSON.stringify(headings)}::json) as x(heading text, field text)
      on conflict (kind, heading) do update set field = excluded.field, updated_at = now()
        where import_headings.field <> excluded.field`,
  );
}

/** What a kind's module makes of a sheet: each row's fate, counted. */
export interface ImportPlan {
  rows: MemberImportRow[];
  counts: Record<MemberImportAction, number>;
}

/** Counts to add a row's fate to. */
export const noRowsYet = (): Record<MemberImportAction, number> => ({ create: 0, update: 0, unchanged: 0, invalid: 0 });

/**
 * One kind of spreadsheet as its module reads and writes it (members, guardians, players): its columns, what its
 * rows come to, and what writing them does.
 */
export interface SheetImport<P extends ImportPlan> {
  spec: ImportSpec;
  /** What each row comes to, counted; read again under the import lock before it is written. */
  plan: (db: AppDatabase, sheet: SentSheet) => Promise<P>;
  /** Writes the plan, in the import's transaction named for `actor`. */
  write: (tx: Transaction, plan: P, actor: Viewer) => Promise<void>;
  /** The season the preview names (the member import's), if any. */
  season?: string;
}

/** What importing the sheet would do, row by row (none until its required columns are chosen): nothing is written. */
export async function previewImport<P extends ImportPlan>(
  db: AppDatabase,
  request: FastifyRequest,
  { spec, plan, season = null }: Pick<SheetImport<P>, 'spec' | 'plan'> & { season?: string | null },
): Promise<MemberImportPreview> {
  const sheet = await readSentSheet(db, request, spec);
  const planned = isMapped(spec, sheet.mapping) ? await plan(db, sheet) : null;
  return {
    headers: sheet.headers,
    mapping: sheet.mapping,
    season,
    counts: planned?.counts ?? noRowsYet(),
    rows: planned?.rows ?? [],
  };
}

/**
 * Imports the sheet in one transaction named for `actor`, who must still hold `right`: planned again under the
 * import lock, refused whole when any row has a problem, else `write` writes the plan (a row the portal holds as
 * the file says writes nothing) and the club's headings are remembered for its next file.
 */
export async function importSheet<P extends ImportPlan>(
  deps: { db: AppDatabase; permissions: PermissionStore },
  actor: Viewer,
  request: FastifyRequest,
  right: { module: ModuleId; action: Action },
  job: SheetImport<P>,
): Promise<MemberImportDone> {
  const sheet = await readSentSheet(deps.db, request, job.spec);
  assertMapped(job.spec, sheet.mapping);
  return asActor(deps.db, actor, async (tx) => {
    await assertStillHolds(tx, deps.permissions, actor, right.module, right.action);
    await lockImports(tx);
    const plan = await job.plan(tx, sheet);
    if (plan.counts.invalid > 0) throw badRequest(MEMBER_IMPORT_MESSAGES.hasProblems);
    await job.write(tx, plan, actor);
    await rememberHeadings(tx, job.spec, sheet);
    return { counts: plan.counts };
  }).catch((error: unknown) => {
    // Someone else's work outside the import (an application accepted, a sign-up) took an ID card number or an
    // email the plan counted free, between the plan and its write: nothing was written, the admin reads it again.
    if (isUniqueViolation(error)) throw conflict(MEMBER_IMPORT_MESSAGES.changedMeanwhile);
    throw error;
  });
}
