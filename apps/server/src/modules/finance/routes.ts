import {
  type Account,
  accountInputSchema,
  accountSchema,
  agmPackQuery,
  clubToday,
  FINANCE_MESSAGES,
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
  POSTING_ROLE_TYPES,
  POSTING_ROLES,
  postingRolesSchema,
  reportQuerySchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { auditedChange, recordAudit } from '../../platform/audit';
import { sendCsv } from '../../platform/csv';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { fileResponse } from '../../platform/response-schemas';
import type { SettingsStore } from '../../platform/settings';
import { agmPack, financialYears, renderAgmPackPdf, type SeasonFigures } from './agm-pack';
import { insertLines, postEntry, postReversal } from './ledger';
import type { Payables } from './payables';
import { renderReportPdf } from './report-pdf';
import { financeReport, REPORT_CSV_HEADER, reportRows } from './reports';
import {
  type AccountRow,
  deleteAccount,
  deleteEntry,
  deleteEntryLines,
  type EntryRow,
  findAccount,
  findEntry,
  insertAccount,
  isReversed,
  ledgerSummary,
  listAccounts,
  listJournal,
  lockAccount,
  lockEntry,
  lockedThrough,
  postingRoleMap,
  savePostingRoles,
  setLockedThrough,
  updateAccount,
  updateEntry,
} from './repository';

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

/** Refuses a date in the closed period with a clear message (the database refuses it anyway). */
async function assertOpen(db: AppDatabase, ...dates: string[]) {
  const through = await lockedThrough(db);
  if (through && dates.some((d) => d <= through))
    throw badRequest(FINANCE_MESSAGES.periodClosed(through), {
      transactionDate: [FINANCE_MESSAGES.periodClosed(through)],
    });
}

/** Every line's account must exist and be active. */
async function assertActiveAccounts(db: AppDatabase, accountIds: string[]) {
  const active = new Set((await listAccounts(db, true)).map((a) => a.id));
  if (accountIds.some((id) => !active.has(id)))
    throw badRequest('Choose active accounts from the chart.', { lines: ['Choose active accounts from the chart.'] });
}

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
      const id = await auditedChange(request, db, (tx) => insertAccount(tx, toAccountValues(request.body)));
      const created = await findAccount(db, id);
      if (!created) throw new Error('created account not found');
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
      if (request.body.parentAccountId === request.params.id)
        throw badRequest('An account cannot be its own parent.', { parentAccountId: ['Choose another account'] });
      await auditedChange(request, db, async (tx) => {
        const current = await lockAccount(tx, request.params.id);
        if (!current) throw notFound('Account not found.');
        if (!request.body.isActive && current.is_active && (current.has_lines || current.posting_roles.length > 0))
          throw conflict(FINANCE_MESSAGES.accountInUse);
        await updateAccount(tx, request.params.id, toAccountValues(request.body));
      });
      const updated = await findAccount(db, request.params.id);
      if (!updated) throw notFound('Account not found.');
      return presentAccount(updated);
    },
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
      await auditedChange(request, db, async (tx) => {
        const current = await lockAccount(tx, request.params.id);
        if (!current) throw notFound('Account not found.');
        if (current.has_lines || current.posting_roles.length > 0) throw conflict(FINANCE_MESSAGES.accountInUse);
        await deleteAccount(tx, request.params.id);
      });
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
      const viewer = await requireViewer(request);
      const body = request.body;
      await assertOpen(db, body.transactionDate);
      await assertActiveAccounts(
        db,
        body.lines.map((l) => l.accountId),
      );
      const created = await auditedChange(request, db, (tx) =>
        postEntry(tx, {
          transactionDate: body.transactionDate,
          description: body.description,
          referenceNumber: body.referenceNumber,
          createdBy: viewer.userId,
          lines: body.lines,
        }),
      );
      const entry = await findEntry(db, created.id);
      if (!entry) throw new Error('created entry not found');
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
      const body = request.body;
      await assertActiveAccounts(
        db,
        body.lines.map((l) => l.accountId),
      );
      await auditedChange(request, db, async (tx) => {
        const current = await lockHandEntry(tx, request.params.id);
        await assertOpen(tx, current.transactionDate, body.transactionDate);
        // The entry and its new lines are checked together at commit.
        await deleteEntryLines(tx, current.id);
        await updateEntry(tx, current.id, body);
        await insertLines(tx, current.id, body.lines);
      });
      const updated = await findEntry(db, request.params.id);
      if (!updated) throw notFound('Journal entry not found.');
      return presentEntry(updated);
    },
  );

  r.delete(
    '/api/admin/finance/journal/:id',
    {
      config: { access: { module: 'finance', action: 'delete' } },
      schema: { tags, summary: 'Delete an entry made by hand', params: idParams, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await auditedChange(request, db, async (tx) => {
        const current = await lockHandEntry(tx, request.params.id);
        await assertOpen(tx, current.transactionDate);
        await deleteEntry(tx, current.id);
      });
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
      const viewer = await requireViewer(request);
      const today = clubToday();
      await assertOpen(db, today);
      const reversal = await auditedChange(request, db, async (tx) => {
        const original = await lockEntry(tx, request.params.id);
        if (!original) throw notFound('Journal entry not found.');
        if (original.reversesEntryId) throw conflict('A reversing entry is not reversed: post a new entry instead.');
        const already = await findEntry(tx, original.id);
        if (already?.reversed_by_entry_id) throw conflict('This entry has already been reversed.');
        return postReversal(tx, original, {
          transactionDate: today,
          description: `Reversal of ${original.entryNumber}: ${original.description}`,
          referenceNumber: original.referenceNumber,
          source: { type: 'reversal', id: original.id },
          createdBy: viewer.userId,
        });
      });
      const entry = await findEntry(db, reversal.id);
      if (!entry) throw new Error('reversal not found');
      return reply.status(201).send(presentEntry(entry));
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
      const accounts = new Map((await listAccounts(db, true)).map((a) => [a.id, a]));
      const fieldErrors: Record<string, string[]> = {};
      for (const role of POSTING_ROLES) {
        const account = accounts.get(request.body[role]);
        if (account?.account_type !== POSTING_ROLE_TYPES[role])
          fieldErrors[role] = [`Choose an active ${POSTING_ROLE_TYPES[role]} account`];
      }
      if (Object.keys(fieldErrors).length > 0)
        throw badRequest('Choose an account of the right type for each role.', fieldErrors);
      const viewer = await requireViewer(request);
      await auditedChange(request, db, async (tx) => {
        const before = await postingRoleMap(tx);
        await savePostingRoles(tx, request.body);
        // posting_roles has no row id for the audit trigger: one audit row records the whole mapping.
        await recordAudit(tx, viewer, {
          action: 'posting_roles.update',
          entityType: 'posting_roles',
          entityId: 'ledger',
          before,
          after: request.body,
        });
      });
      return (await listAccounts(db)).map(presentAccount);
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
      await auditedChange(request, db, (tx) => setLockedThrough(tx, request.body.lockedThrough));
      return ledgerSummary(db);
    },
  );
}

/**
 * A journal entry made by hand, locked for an edit or a deletion: the portal's own postings are corrected
 * by reversal, and so is a hand entry once reversed; a reversing entry mirrors its original and stays so.
 */
async function lockHandEntry(tx: AppDatabase, id: string) {
  const entry = await lockEntry(tx, id);
  if (!entry) throw notFound('Journal entry not found.');
  if (entry.reversesEntryId !== null || (await isReversed(tx, entry.id)))
    throw conflict(FINANCE_MESSAGES.reversedEntry);
  if (entry.sourceType !== null) throw conflict(FINANCE_MESSAGES.systemEntry);
  return entry;
}

const toAccountValues = (body: z.output<typeof accountInputSchema>) => ({
  accountCode: body.accountCode,
  accountName: body.accountName,
  accountType: body.accountType,
  accountSubtype: body.accountSubtype ?? null,
  parentAccountId: body.parentAccountId ?? null,
  isActive: body.isActive,
  description: body.description ?? null,
});
