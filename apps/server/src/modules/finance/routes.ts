import {
  type Account,
  accountInputSchema,
  accountSchema,
  agmPackQuery,
  clubToday,
  financeReportSchema,
  financeSummarySchema,
  financialYearSchema,
  idParams,
  type JournalEntry,
  journalEntryInputSchema,
  journalEntrySchema,
  journalPageSchema,
  journalQuerySchema,
  ledgerLockInputSchema,
  openingBalanceResultSchema,
  openingBalanceSchema,
  openingBalancesSchema,
  postingRolesSchema,
  reportQuerySchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { sendCsv } from '../../platform/csv';
import { requestLanguage } from '../../platform/language';
import { fileResponse } from '../../platform/response-schemas';
import type { SettingsStore } from '../../platform/settings';
import { agmPack, financialYears, renderAgmPackPdf, type SeasonFigures } from './agm-pack';
import {
  type AccountRow,
  addAccount,
  closeBooksThrough,
  type EntryRow,
  editAccount,
  editEntry,
  ledgerSummary,
  listAccounts,
  listJournal,
  makeEntry,
  mapPostingRoles,
  openingBalances,
  removeAccount,
  removeEntry,
  reverseEntry,
  setOpeningBalance,
} from './books';
import type { Payables } from './payables';
import { renderReportPdf } from './report-pdf';
import { financeReport, REPORT_CSV_HEADER, reportRows } from './reports';

const tags = ['finance'];

const presentAccount = (row: AccountRow): Account => ({
  id: row.id,
  accountCode: row.account_code,
  accountName: row.account_name,
  accountType: row.account_type,
  accountSubtype: row.account_subtype,
  parentAccountId: row.parent_account_id,
  isActive: row.is_active,
  description: row.description,
  postingRoles: row.posting_roles,
  hasLines: row.has_lines,
});

const presentEntry = (row: EntryRow): JournalEntry => ({
  id: row.id,
  entryNumber: row.entry_number,
  transactionDate: row.transaction_date,
  description: row.description,
  referenceNumber: row.reference_number,
  sourceType: row.source_type,
  reversesEntryId: row.reverses_entry_id,
  reversedByEntryId: row.reversed_by_entry_id,
  createdByName: row.created_by_name,
  createdAt: new Date(row.created_at).toISOString(),
  lines: row.lines.map((line) => ({
    id: line.id,
    accountId: line.account_id,
    accountCode: line.account_code,
    accountName: line.account_name,
    debit: line.debit,
    credit: line.credit,
    description: line.description,
  })),
});

export function financeRoutes(
  app: FastifyInstance,
  deps: { db: AppDatabase; settings: SettingsStore; payables: Payables; figures: SeasonFigures },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db, settings } = deps;

  r.get(
    '/api/admin/finance/summary',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary: 'Total income, expenses and net balance from the ledger, and the lock date',
        response: { 200: financeSummarySchema },
      },
    },
    () => ledgerSummary(db),
  );

  r.get(
    '/api/admin/finance/accounts',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary: 'The chart of accounts by code (active=true: only active accounts, for pickers and reports)',
        querystring: z.object({ active: z.enum(['true', 'false']).optional() }),
        response: { 200: z.array(accountSchema) },
      },
    },
    async (request) => (await listAccounts(db, request.query.active === 'true')).map(presentAccount),
  );

  r.post(
    '/api/admin/finance/accounts',
    {
      config: { access: { module: 'finance', action: 'create' } },
      schema: { tags, summary: 'Add an account', body: accountInputSchema, response: { 201: accountSchema } },
    },
    async (request, reply) => {
      const created = await addAccount(db, await requireViewer(request), request.body);
      return reply.status(201).send(presentAccount(created));
    },
  );

  r.put(
    '/api/admin/finance/accounts/:id',
    {
      config: { access: { module: 'finance', action: 'edit' } },
      schema: {
        tags,
        summary: 'Edit an account (an account in use cannot be deactivated)',
        params: idParams,
        body: accountInputSchema,
        response: { 200: accountSchema },
      },
    },
    async (request) => {
      return presentAccount(await editAccount(db, await requireViewer(request), request.params.id, request.body));
    },
  );

  r.get(
    '/api/admin/finance/opening-balances',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary: "Each account's opening balance: what an asset held or a liability owed the day the books start",
        response: { 200: openingBalancesSchema },
      },
    },
    () => openingBalances(db),
  );

  r.put(
    '/api/admin/finance/accounts/:id/opening-balance',
    {
      config: { access: { module: 'finance', action: 'edit' } },
      schema: {
        tags,
        summary:
          "Set an asset's or a liability's opening balance: what it held or owed the day the books start (0 takes it away; not in a closed period)",
        params: idParams,
        body: openingBalanceSchema,
        response: { 200: openingBalanceResultSchema },
      },
    },
    async (request) => ({
      openingBalance: await setOpeningBalance(db, await requireViewer(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/admin/finance/accounts/:id',
    {
      config: { access: { module: 'finance', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete an account that has no lines and no posting role',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeAccount(db, await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/finance/journal',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary:
          'Journal entries with their lines, newest first (search by number, reference or description; from/to dates)',
        querystring: journalQuerySchema,
        response: { 200: journalPageSchema },
      },
    },
    async (request) => {
      const { page, pageSize } = request.query;
      const { rows, total } = await listJournal(db, request.query);
      return { items: rows.map(presentEntry), total, page, pageSize };
    },
  );

  r.post(
    '/api/admin/finance/journal',
    {
      config: { access: { module: 'finance', action: 'create' } },
      schema: {
        tags,
        summary: 'Make a journal entry by hand (balanced, at least two lines; the number is issued by the server)',
        body: journalEntryInputSchema,
        response: { 201: journalEntrySchema },
      },
    },
    async (request, reply) => {
      const entry = await makeEntry(db, await requireViewer(request), request.body);
      return reply.status(201).send(presentEntry(entry));
    },
  );

  r.put(
    '/api/admin/finance/journal/:id',
    {
      config: { access: { module: 'finance', action: 'edit' } },
      schema: {
        tags,
        summary: 'Edit an entry made by hand: the lines are replaced in one transaction',
        params: idParams,
        body: journalEntryInputSchema,
        response: { 200: journalEntrySchema },
      },
    },
    async (request) => {
      return presentEntry(await editEntry(db, await requireViewer(request), request.params.id, request.body));
    },
  );

  r.delete(
    '/api/admin/finance/journal/:id',
    {
      config: { access: { module: 'finance', action: 'delete' } },
      schema: { tags, summary: 'Delete an entry made by hand', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await removeEntry(db, await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/api/admin/finance/journal/:id/reverse',
    {
      config: { access: { module: 'finance', action: 'approve' }, stepUp: true },
      schema: {
        tags,
        summary:
          'Correct an entry with its mirror image, dated today (an entry is reversed once; a reversal is not reversed)',
        params: idParams,
        response: { 201: journalEntrySchema },
      },
    },
    async (request, reply) => {
      const reversal = await reverseEntry(db, await requireViewer(request), request.params.id);
      return reply.status(201).send(presentEntry(reversal));
    },
  );

  r.get(
    '/api/admin/finance/reports',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary: 'Balance sheet, chart of accounts, trial balance, income & expense, profit & loss and monthly figures',
        querystring: reportQuerySchema,
        response: { 200: financeReportSchema },
      },
    },
    (request) => financeReport(db, request.query),
  );

  r.get(
    '/api/admin/finance/reports.csv',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        response: fileResponse('The report as CSV', 'text/csv'),
        tags,
        summary: 'Export All: every report as financial-reports-{date}.csv',
        querystring: reportQuerySchema,
      },
    },
    async (request, reply) => {
      const report = await financeReport(db, request.query);
      return sendCsv(reply, `financial-reports-${clubToday()}.csv`, REPORT_CSV_HEADER, reportRows(report));
    },
  );

  r.get(
    '/api/admin/finance/reports.pdf',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        response: fileResponse('The report as PDF', 'application/pdf'),
        tags,
        summary: 'The reports as a printable PDF (financial-reports-{date}.pdf)',
        querystring: reportQuerySchema,
      },
    },
    async (request, reply) => {
      const pdf = await renderReportPdf(await financeReport(db, request.query), requestLanguage(request));
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="financial-reports-${clubToday()}.pdf"`)
        .send(pdf);
    },
  );

  r.put(
    '/api/admin/finance/posting-roles',
    {
      config: { access: { module: 'settings', action: 'edit' } },
      schema: {
        tags,
        summary: 'Map every posting role to an active account of the right type (cash and bank to assets, ...)',
        body: postingRolesSchema,
        response: { 200: z.array(accountSchema) },
      },
    },
    async (request) => {
      return (await mapPostingRoles(db, await requireViewer(request), request.body)).map(presentAccount);
    },
  );

  r.get(
    '/api/admin/finance/financial-years',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary:
          "The current financial year (the club's season) and the five before it, each with whether its books are closed",
        response: { 200: z.array(financialYearSchema) },
      },
    },
    async () => financialYears(db, settings.current().membership.yearStartMonth),
  );

  r.get(
    '/api/admin/finance/agm-pack.pdf',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        response: fileResponse('The AGM pack as PDF', 'application/pdf'),
        tags,
        summary:
          "The annual general meeting pack of a financial year (the club's season) as one PDF: income and expense, balance sheet, trial balance, membership and contribution totals, the bank reconciliation at the year's end",
        querystring: agmPackQuery,
      },
    },
    async (request, reply) => {
      const { season } = request.query;
      const pack = await agmPack(deps, season, settings.current().membership.yearStartMonth);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="agm-pack-${season}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderAgmPackPdf(pack, requestLanguage(request)));
    },
  );

  r.put(
    '/api/admin/finance/lock',
    {
      config: { access: { minRole: 'admin' } },
      schema: {
        tags,
        summary: 'Close the books through a date (null reopens them): admins only, audited',
        body: ledgerLockInputSchema,
        response: { 200: financeSummarySchema },
      },
    },
    async (request) => {
      return closeBooksThrough(db, await requireViewer(request), request.body.lockedThrough);
    },
  );
}
