import {
  AUDIT_AREAS,
  AUDIT_VERBS,
  CODED_FIELDS,
  clubSettingsValueSchema,
  codeKey,
  fieldKey,
  POSTING_ROLES,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import dv from '../../../../../packages/shared/src/locales/dv.json';
import en from '../../../../../packages/shared/src/locales/en.json';
import { queryRows } from '../../db/client';
import * as schema from '../../db/schema';
import { useTestDatabase } from '../../test/harness';

/** Bookkeeping columns the audit log leaves out. */
const NOT_SHOWN = new Set(['id', 'created_at', 'updated_at', 'created_by', 'updated_by']);

/** Audited by their services rather than by the trigger: accounts, and roles with the rows of `user_roles`. */
const AUDITED_BY_SERVICES = ['user', 'user_roles'];

/** What the services write into audit rows besides whole records (members, users, settings, posting accounts). */
const WRITTEN_BY_SERVICES = [
  'account',
  'guardian',
  'invited',
  'member_number',
  'plan',
  'reason',
  'request',
  'role',
  'role_ids',
  'season',
  'sessions',
  'sport',
  ...Object.keys(clubSettingsValueSchema.shape).map(fieldKey),
  ...POSTING_ROLES,
];

/** Codes that read the same in every language. */
const CURRENCIES = new Set(['MVR', 'USD']);

describe('the audit log names what changed in the reader language', () => {
  const db = useTestDatabase();
  /** The tables whose every change the database records (the audit trigger), and those the services record. */
  let audited: Set<string>;

  beforeAll(async () => {
    const triggered = await queryRows<{ table: string }>(
      db.current.db,
      sql`select distinct event_object_table as table from information_schema.triggers
          where action_statement like '%club_audit_change%'`,
    );
    audited = new Set([...triggered.map((row) => row.table), ...AUDITED_BY_SERVICES]);
  });

  const auditedColumns = () =>
    Object.values(schema)
      .filter((table) => table instanceof PgTable)
      .map((table) => getTableConfig(table))
      .filter((config) => audited.has(config.name))
      .flatMap((config) => config.columns)
      .filter((column) => !NOT_SHOWN.has(column.name));

  /** The columns whose values come from a fixed list, with the list. */
  const codedColumns = () =>
    auditedColumns().filter((column) => 'enumValues' in column && Array.isArray(column.enumValues));

  it('names the area of every audited table', () => {
    expect(audited.size).toBeGreaterThan(40);
    expect([...audited].filter((table) => table !== 'user_roles' && !Object.hasOwn(AUDIT_AREAS, table))).toEqual([]);
    for (const catalogue of [en, dv]) {
      const areas: Record<string, string> = catalogue.users.auditLog.areas;
      expect(Object.keys(AUDIT_AREAS).filter((area) => !areas[area])).toEqual([]);
    }
  });

  it('has a name in English and Dhivehi for every field of every audited table', () => {
    const fields = [...new Set([...WRITTEN_BY_SERVICES, ...auditedColumns().map((column) => column.name)])];
    expect(fields.length).toBeGreaterThan(200);
    for (const [language, catalogue] of [
      ['en', en],
      ['dv', dv],
    ] as const) {
      const names: Record<string, string> = catalogue.users.auditLog.fields;
      expect(
        fields.filter((field) => !names[field]),
        `fields without a ${language} name`,
      ).toEqual([]);
    }
  });

  it('names the values of every coded field, and knows every coded field as coded', () => {
    const columns = codedColumns();
    expect(columns.length).toBeGreaterThan(20);
    expect(columns.map((column) => column.name).filter((name) => !CODED_FIELDS.has(name))).toEqual([]);
    const codes = [...new Set(columns.flatMap((column) => column.enumValues as string[]))];
    for (const catalogue of [en, dv]) {
      const values: Record<string, string> = catalogue.users.auditLog.values;
      expect(codes.filter((code) => !CURRENCIES.has(code) && !values[codeKey(code)])).toEqual([]);
    }
  });

  it('has every operation in both languages', () => {
    for (const catalogue of [en, dv]) {
      const verbs: Record<string, string> = catalogue.users.auditLog.verbs;
      expect(AUDIT_VERBS.filter((verb) => !verbs[verb])).toEqual([]);
    }
  });
});
