import type { Reconciliation, StatementFormat, StatementLinesPage } from '@club/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client';
import { newContributionType } from './factories';
import { PNG } from './files';
import { callApp, type Method, type signedInAs, type TestApp } from './harness';
import { multipartBody } from './multipart';

type Account = Awaited<ReturnType<typeof signedInAs>>;

/**
 * What the bank statement tests do over and over, for the app and admin `current` answers once they exist:
 * import a file, make a bank account of the ledger, read its lines, send a donation to pay, count postings.
 */
export function statementKit(current: () => { app: TestApp; admin: Account }) {
  let counter = 0;
  let formats: Promise<Record<string, string>> | null = null;
  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(current().app, method, url, cookie, payload);
  const upload = (cookie: string, fields: Record<string, string>, file: Buffer | null, name = 'statement.csv') => {
    const body = multipartBody(fields, file ? [{ field: 'statement', filename: name, data: file }] : []);
    return current().app.app.inject({
      method: 'POST',
      url: '/api/admin/finance/statements',
      ...body,
      headers: { ...body.headers, cookie },
    });
  };
  /** The id of each statement format, by name. */
  const formatIds = () => {
    formats ??= call('GET', '/api/admin/finance/statement-formats', current().admin.cookie).then((response) =>
      Object.fromEntries((response.json() as StatementFormat[]).map((format) => [format.name, format.id])),
    );
    return formats;
  };
  /** Imports `csv` in Maldives Islamic Bank's layout into the account (the bank posting role's when left out). */
  const importMib = async (csv: string, accountId?: string) =>
    upload(
      current().admin.cookie,
      { formatId: (await formatIds())['Maldives Islamic Bank (CSV)'] ?? '', ...(accountId ? { accountId } : {}) },
      Buffer.from(csv),
    );
  /** A new account of the ledger (a bank account unless told): each test's statements stay apart. */
  const newAccount = async (name: string, accountType = 'Asset') => {
    const created = await call('POST', '/api/admin/finance/accounts', current().admin.cookie, {
      accountCode: `${accountType === 'Asset' ? 19 : 49}${String(++counter).padStart(2, '0')}`,
      accountName: name,
      accountType,
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  };
  const lines = async (accountId?: string) =>
    (
      await call(
        'GET',
        `/api/admin/finance/statements?pageSize=100${accountId ? `&accountId=${accountId}` : ''}`,
        current().admin.cookie,
      )
    ).json() as StatementLinesPage;
  /** A donation sent with a slip, waiting for staff: its reference and id. */
  const pendingDonation = async (amount: string, contributorName = 'Mariyam Ali') => {
    const { app, admin } = current();
    const typeId = (await newContributionType(app, admin.cookie, `Fund ${++counter}`)).id;
    const { paymentReference } = (await call('POST', '/api/contributions/reference')).json();
    const body = multipartBody(
      { typeId, amount, contributorName, contributorEmail: 'mariyam@club.test', paymentReference },
      [{ field: 'slip', filename: 'slip.png', data: PNG }],
    );
    const sent = await app.app.inject({ method: 'POST', url: '/api/contributions', ...body });
    expect(sent.statusCode, sent.body).toBe(201);
    const [row] = await queryRows<{ id: string }>(
      app.database.db,
      sql`select id from contributions where payment_reference = ${paymentReference}`,
    );
    return { reference: paymentReference as string, id: row?.id as string };
  };
  /** A statement of one credit line naming `reference`, in an account of its own: the line's id. */
  const lineNaming = async (reference: string, amount: string) => {
    const accountId = await newAccount(`Match account ${counter + 1}`);
    const imported = await importMib(
      `Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance\n10/11/2026,10/11/2026,TRANSFER,${reference},Gift,${amount},${amount}\n`,
      accountId,
    );
    expect(imported.json()).toMatchObject({ added: 1, withReference: 1 });
    return (await lines(accountId)).items[0]?.id as string;
  };
  /** How many journal entries were posted for the source. */
  const postings = async (type: string, id: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          current().app.database.db,
          sql`select count(*)::int as n from journal_entries where source_type = ${type} and source_id = ${id}`,
        )
      )[0]?.n,
    );
  /** How many of the source's postings stand (a pair an undone match closed is history). */
  const standingPostings = async (type: string, id: string) =>
    Number(
      (
        await queryRows<{ n: number }>(
          current().app.database.db,
          sql`select count(*)::int as n from journal_entries
              where source_type = ${type} and source_id = ${id} and not superseded`,
        )
      )[0]?.n,
    );
  /** Whether the line's account's reconciliation finds the line in the books (its match's entry posted). */
  const inBooks = async (lineId: string) => {
    const [line] = await queryRows<{ account_id: string }>(
      current().app.database.db,
      sql`select account_id from bank_statement_lines where id = ${lineId}`,
    );
    const response = await call(
      'GET',
      `/api/admin/finance/reconciliation?accountId=${line?.account_id}`,
      current().admin.cookie,
    );
    expect(response.statusCode, response.body).toBe(200);
    return !(response.json() as Reconciliation).notInBooks.items.some((item) => item.lineId === lineId);
  };
  const donationStatus = async (id: string) =>
    (
      await queryRows<{ status: string }>(
        current().app.database.db,
        sql`select status from contributions where id = ${id}`,
      )
    )[0]?.status;
  return {
    call,
    upload,
    formatIds,
    importMib,
    newAccount,
    lines,
    pendingDonation,
    lineNaming,
    postings,
    standingPostings,
    inBooks,
    donationStatus,
  };
}
