import {
  IMPORT_FIELDS,
  type ImportField,
  type ImportKind,
  type ImportMapping,
  importMappingSchema,
  MEMBER_IMPORT_LIMITS,
  MEMBER_IMPORT_MESSAGES,
  type MemberImportProblem,
  REQUIRED_IMPORT_FIELDS,
} from '@club/shared';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { badRequest } from '../../platform/errors';
import { readMultipartForm } from '../../platform/multipart';
import { readSpreadsheet, UnreadableSpreadsheet } from '../../platform/spreadsheet';
import { rememberedHeadings } from './import-repository';

/** A spreadsheet as sent: its header row, its rows below (each with its row number in the sheet), its mapping. */
export interface SentSheet {
  headers: string[];
  rows: { line: number; cells: string[] }[];
  mapping: ImportMapping;
}

/** Each field's column headings as clubs write them (compared in lower case, letters only). */
const HEADINGS: Record<ImportField, string[]> = {
  fullName: ['fullname', 'name', 'membername', 'nameofmember', 'ނަން', 'ފުރިހަމަނަން'],
  idCardNumber: ['idcardnumber', 'idcard', 'idcardno', 'idno', 'id', 'nationalid', 'nid', 'ކާޑުނަންބަރު', 'އައިޑީކާޑު'],
  atollIsland: ['atollandisland', 'atollisland', 'island', 'atoll', 'address', 'ރަށް', 'އަތޮޅާއިރަށް'],
  mobileNumber: ['mobilenumber', 'mobile', 'mobileno', 'phone', 'phonenumber', 'contact', 'contactnumber', 'ފޯނު'],
  email: ['email', 'emailaddress', 'mail', 'އީމެއިލް'],
  dateOfBirth: ['dateofbirth', 'dob', 'birthdate', 'birthday', 'born', 'އުފަންތާރީޚް'],
  plan: ['plan', 'category', 'membershipplan', 'membershiptype', 'type', 'feecategory'],
  paid: ['paid', 'paidthisseason', 'haspaid', 'feepaid', 'feespaid', 'ފައިސާދައްކާފައި'],
  guardianName: ['guardianname', 'guardian', 'parentname', 'parent', 'name', 'ބެލެނިވެރިޔާ'],
  guardianEmail: ['guardianemail', 'parentemail', 'email', 'emailaddress'],
  guardianPhone: ['guardianphone', 'parentphone', 'guardianmobile', 'parentmobile', 'phone', 'mobile'],
  childIdCardNumber: ['childidcardnumber', 'childidcard', 'childid', 'childidcardno', 'childnationalid', 'idcardno'],
};

export const headingKey = (heading: string) => heading.toLowerCase().replace(/[^\p{L}]/gu, '');

/**
 * The column each of a kind's fields is under, when its heading names it (each column for one field): the club's
 * own headings remembered from its last import of the kind first, then those the portal knows.
 */
export function guessMapping(
  kind: ImportKind,
  headers: readonly string[],
  remembered: ReadonlyMap<string, string>,
): ImportMapping {
  const keys = headers.map(headingKey);
  const taken = new Set<number>();
  const mapping: ImportMapping = {};
  for (const field of IMPORT_FIELDS[kind]) {
    const own = keys.findIndex((key) => key !== '' && remembered.get(key) === field);
    const column = [
      own,
      ...HEADINGS[field].map((heading) => keys.findIndex((key, index) => key === heading && !taken.has(index))),
    ].find((index) => index >= 0 && !taken.has(index));
    mapping[field] = column ?? null;
    if (column !== undefined) taken.add(column);
  }
  return mapping;
}

/** The spreadsheet and its column mapping (the headings' guess when none is sent), as the request carries them. */
export async function readSentSheet(db: AppDatabase, request: FastifyRequest, kind: ImportKind): Promise<SentSheet> {
  const { fields, file } = await readMultipartForm(request, {
    fileField: 'file',
    maxBytes: MEMBER_IMPORT_LIMITS.bytes,
    maxFields: 2,
    notMultipartMessage: MEMBER_IMPORT_MESSAGES.notMultipart,
  });
  if (!file) throw badRequest(MEMBER_IMPORT_MESSAGES.fileRequired, { file: [MEMBER_IMPORT_MESSAGES.fileRequired] });
  let table: string[][];
  try {
    table = readSpreadsheet(file);
  } catch (error) {
    if (!(error instanceof UnreadableSpreadsheet) && !(error instanceof TypeError)) throw error;
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
      ? mappingOf(kind, fields.mapping)
      : guessMapping(kind, headers, await rememberedHeadings(db, kind)),
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
export const headingsOf = (kind: ImportKind, { headers, mapping }: SentSheet) =>
  IMPORT_FIELDS[kind].flatMap((field) => {
    const column = mapping[field] ?? null;
    const heading = column === null ? '' : headingKey(headers[column] ?? '');
    return heading ? [{ heading, field }] : [];
  });

export const isMapped = (kind: ImportKind, mapping: ImportMapping) =>
  REQUIRED_IMPORT_FIELDS[kind].every((field) => (mapping[field] ?? null) !== null);

export const assertMapped = (kind: ImportKind, mapping: ImportMapping) => {
  const message = kind === 'members' ? MEMBER_IMPORT_MESSAGES.unmapped : MEMBER_IMPORT_MESSAGES.unmappedGuardians;
  if (!isMapped(kind, mapping)) throw badRequest(message, { mapping: [message] });
};

/** A row's cell for a field, its spaces tidied ('' when no column holds the field); too long a value is a problem. */
export const cellReader =
  (
    cells: readonly string[],
    mapping: ImportMapping,
    problems: MemberImportProblem[],
    limits: Partial<Record<ImportField, number>>,
  ) =>
  (field: ImportField) => {
    const column = mapping[field] ?? null;
    const value = column === null ? '' : (cells[column] ?? '').replace(/\s+/g, ' ').trim();
    const limit = limits[field];
    if (limit && value.length > limit) problems.push({ kind: 'tooLong', field });
    return value;
  };

const EMAIL = z.email();

/** The field's email in lower case (null when blank); one that is no address is a problem. */
export function emailIn(cell: (field: ImportField) => string, field: ImportField, problems: MemberImportProblem[]) {
  const text = cell(field);
  const email = text === '' ? null : text.toLowerCase();
  if (email && (email.length > 254 || !EMAIL.safeParse(email).success))
    problems.push({ kind: 'badEmail', field, value: text });
  return email;
}
