import { z } from 'zod';
import { FEE_CATEGORIES } from './registrations';

/**
 * What a member spreadsheet's columns may hold: the person (the first four are required), their email (an account
 * they are invited to), their plan for the current season, and whether they had paid it before the portal.
 */
export const MEMBER_IMPORT_FIELDS = [
  'fullName',
  'idCardNumber',
  'atollIsland',
  'mobileNumber',
  'email',
  'dateOfBirth',
  'plan',
  'paid',
] as const;
export type MemberImportField = (typeof MEMBER_IMPORT_FIELDS)[number];
export const REQUIRED_MEMBER_IMPORT_FIELDS: readonly MemberImportField[] = [
  'fullName',
  'idCardNumber',
  'atollIsland',
  'mobileNumber',
];

/**
 * What a guardians' spreadsheet holds: one row per guardian and child (a guardian of two children has two rows),
 * the child a member the portal has (imported first), the guardian an account by email (made and invited if new).
 */
export const GUARDIAN_IMPORT_FIELDS = ['guardianName', 'guardianEmail', 'guardianPhone', 'childIdCardNumber'] as const;
export type GuardianImportField = (typeof GUARDIAN_IMPORT_FIELDS)[number];

/**
 * What a players' spreadsheet holds: one row per player and team, the team by its name in the portal, the player by
 * the member they are (their ID card number) or else by name within the team.
 */
export const PLAYER_IMPORT_FIELDS = [
  'team',
  'playerName',
  'jerseyNumber',
  'position',
  'dateOfBirth',
  'playerPhone',
  'memberIdCardNumber',
] as const;
export type PlayerImportField = (typeof PLAYER_IMPORT_FIELDS)[number];

/** What a spreadsheet brings in: the club's members, their guardians with the children they answer for, its players. */
export const IMPORT_KINDS = ['members', 'guardians', 'players'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
export type ImportField = MemberImportField | GuardianImportField | PlayerImportField;

export const IMPORT_FIELDS = {
  members: MEMBER_IMPORT_FIELDS,
  guardians: GUARDIAN_IMPORT_FIELDS,
  players: PLAYER_IMPORT_FIELDS,
} as const satisfies Record<ImportKind, readonly ImportField[]>;
export const REQUIRED_IMPORT_FIELDS: Record<ImportKind, readonly ImportField[]> = {
  members: REQUIRED_MEMBER_IMPORT_FIELDS,
  guardians: ['guardianName', 'guardianEmail', 'childIdCardNumber'],
  players: ['team', 'playerName'],
};
const ALL_IMPORT_FIELDS = [
  ...new Set<ImportField>([...MEMBER_IMPORT_FIELDS, ...GUARDIAN_IMPORT_FIELDS, ...PLAYER_IMPORT_FIELDS]),
] as [ImportField, ...ImportField[]];

/** Which column (counted from 0) holds each of a kind's fields; a field no column holds is null. */
export const importMappingSchema = (kind: ImportKind) =>
  z.strictObject(
    Object.fromEntries(IMPORT_FIELDS[kind].map((field) => [field, z.number().int().min(0).max(199).nullable()])),
  );
export type ImportMapping = Partial<Record<ImportField, number | null>>;

/** The largest file and the most rows one import takes. */
export const MEMBER_IMPORT_LIMITS = {
  bytes: 5 * 1024 * 1024,
  rows: 10_000,
  /** Lines of the sheet, blank ones counted. */
  lines: 20_000,
  columns: 200,
} as const;

/** What a row of the file does: a new member, a member whose details or season change, nothing, or a problem. */
export const MEMBER_IMPORT_ACTIONS = ['create', 'update', 'unchanged', 'invalid'] as const;
export type MemberImportAction = (typeof MEMBER_IMPORT_ACTIONS)[number];

/** What can be wrong with a row, each told with the field and the value it is about. */
export const MEMBER_IMPORT_PROBLEMS = [
  'required',
  'tooLong',
  'badDate',
  'futureBirth',
  'badPhone',
  'badPlan',
  'badPaid',
  'paidWithoutPlan',
  'duplicateInFile',
  'otherPerson',
  'badEmail',
  'duplicateEmail',
  'emailTaken',
  'noSuchMember',
  'ownAccount',
  'noSuchTeam',
  'badJersey',
  'jerseyTaken',
  'emailOtherName',
  'childEmail',
] as const;
export type MemberImportProblemKind = (typeof MEMBER_IMPORT_PROBLEMS)[number];

const importProblem = z.object({
  kind: z.enum(MEMBER_IMPORT_PROBLEMS),
  field: z.enum(ALL_IMPORT_FIELDS),
  /** The cell as the file wrote it, when that is what is wrong. */
  value: z.string().optional(),
  /** The other line with the same ID card number. */
  line: z.number().int().optional(),
  /** The member in the portal who holds this ID card number under another name, or whose account has this email. */
  member: z.object({ memberNumber: z.string(), fullName: z.string() }).optional(),
});
export type MemberImportProblem = z.infer<typeof importProblem>;

const importedRow = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  action: z.enum(MEMBER_IMPORT_ACTIONS),
  fullName: z.string(),
  idCardNumber: z.string(),
  /** The member the row is, when the portal has them already. */
  memberNumber: z.string().nullable(),
  /** The current season's membership the row brings: its plan and whether it was paid; null when it brings none. */
  membership: z.object({ plan: z.enum(FEE_CATEGORIES), paid: z.boolean() }).nullable(),
  /** What the row's email does: an account made and the person invited to it, or their existing account linked. */
  account: z.enum(['invite', 'link']).nullable(),
  /** What the row is about beside its person: a guardian's child (their name), a player's team. */
  about: z.string().nullable(),
  /** What is wrong with the row, so that the admin can fix the file. */
  problems: z.array(importProblem),
});
export type MemberImportRow = z.infer<typeof importedRow>;

export const memberImportCountsSchema = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  invalid: z.number().int(),
});

export const memberImportPreviewSchema = z.object({
  /** The file's first row, as the mapping screen offers it. */
  headers: z.array(z.string()),
  mapping: z.partialRecord(z.enum(ALL_IMPORT_FIELDS), z.number().int().nullable()),
  /** The season a member list's plans and payments are for, as the club names it (2026/27); null for other kinds. */
  season: z.string().nullable(),
  counts: memberImportCountsSchema,
  rows: z.array(importedRow),
});
export type MemberImportPreview = z.infer<typeof memberImportPreviewSchema>;

export const memberImportDoneSchema = z.object({ counts: memberImportCountsSchema });
export type MemberImportDone = z.infer<typeof memberImportDoneSchema>;

export const MEMBER_IMPORT_MESSAGES = {
  fileRequired: 'Choose the spreadsheet to import (CSV or XLSX).',
  notMultipart: 'Send the spreadsheet as multipart/form-data with the file in "file".',
  unreadable:
    'This file could not be read as a CSV or XLSX spreadsheet: save it from your spreadsheet program as "CSV UTF-8" or as an Excel workbook (.xlsx).',
  empty: 'The spreadsheet has no rows below its header row.',
  tooManyRows: 'A spreadsheet may have at most 10,000 rows: split it in parts.',
  tooWide: 'A spreadsheet may have at most 200 columns.',
  badMapping: 'The column mapping is not valid: choose a column for each field again.',
  unmapped: 'Choose the columns that hold the full name, ID card number, atoll and island, and mobile number.',
  unmappedGuardians: "Choose the columns that hold the guardian's name and email, and the child's ID card number.",
  unmappedPlayers: "Choose the columns that hold the team and the player's name.",
  hasProblems: 'Some rows have problems: fix them in the file and preview it again. Nothing was imported.',
  changedMeanwhile: 'The portal changed while the file was being imported: nothing was imported. Preview it again.',
} as const;
