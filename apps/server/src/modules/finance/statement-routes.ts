import {
  confirmLineSchema,
  FINANCE_MESSAGES,
  formatMvr,
  heldForPayerSchema,
  idParams,
  lineConfirmedSchema,
  okMessageSchema,
  openItemSchema,
  openItemsQuery,
  postLineSchema,
  reconciliationQuery,
  reconciliationSchema,
  statementFormatInputSchema,
  statementFormatSchema,
  statementImportedSchema,
  statementLinesPageSchema,
  statementLinesQuery,
  statementRuleInputSchema,
  statementRuleMadeSchema,
  statementRulePreviewSchema,
  statementRuleSchema,
  undoMatchSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/access';
import { explainUniqueViolation } from '../../platform/errors';
import { noStore } from '../../platform/no-store';
import { reconcile } from './reconciliation';
import {
  confirmStatementLine,
  heldForPayers,
  type MatchDeps,
  postStatementLine,
  undoStatementMatch,
} from './statement-matches';
import { listRules, makeRule, previewRule, removeRule } from './statement-rules';
import {
  addStatementFormat,
  importStatement,
  listStatementFormats,
  openItems,
  presentFormat,
  statementLines,
} from './statements';

const tags = ['finance'];

explainUniqueViolation('bank_statement_formats_name_unique', 'name', FINANCE_MESSAGES.formatNameTaken);
// A line confirmed and posted by hand at the same moment: the second is told the line is matched.
explainUniqueViolation('bank_statement_matches_line_item', 'statement', FINANCE_MESSAGES.alreadyMatched);

/** The bank account's statement: the formats its files come in, importing a file, and its lines. */
export function statementRoutes(app: FastifyInstance, deps: MatchDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;

  r.get(
    '/api/admin/finance/statement-formats',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary:
          "The formats a bank statement file can be imported in (built-in banks' and the club's own CSV layouts)",
        response: { 200: z.array(statementFormatSchema) },
      },
    },
    async () => (await listStatementFormats(db)).map(presentFormat),
  );

  r.post(
    '/api/admin/finance/statement-formats',
    {
      config: { access: { module: 'finance', action: 'edit' } },
      schema: {
        tags,
        summary: "Add another bank's CSV layout: its column names and date format",
        body: statementFormatInputSchema,
        response: { 201: statementFormatSchema },
      },
    },
    async (request, reply) => {
      const row = await addStatementFormat(db, await requireViewer(request), request.body.name, request.body.layout);
      return reply.status(201).send(presentFormat(row));
    },
  );

  r.post(
    '/api/admin/finance/statements',
    {
      config: { access: { module: 'finance', action: 'edit' }, rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          'Import a bank statement file (multipart: "formatId" and the file in "statement"): lines already on file are not added again',
        response: { 201: statementImportedSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await importStatement(db, await requireViewer(request), request)),
  );

  r.get(
    '/api/admin/finance/statements',
    {
      config: { access: { module: 'finance', action: 'view' } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          "The bank account's statement lines, newest first (from/to dates), each with the payment reference it names and any gap in the running balance",
        querystring: statementLinesQuery,
        response: { 200: statementLinesPageSchema },
      },
    },
    async (request) => statementLines(db, deps.payables, request.query),
  );

  r.get(
    '/api/admin/finance/reconciliation',
    {
      config: { access: { module: 'finance', action: 'view' } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          "The bank account's balance in the books beside its statement's at the end of a day (today by default), and the lines that tell them apart",
        querystring: reconciliationQuery,
        response: { 200: reconciliationSchema },
      },
    },
    async (request) => reconcile(db, deps.payables, request.query),
  );

  r.post(
    '/api/admin/finance/statements/lines/:id/confirm',
    {
      config: { access: { module: 'finance', action: 'edit' } },
      schema: {
        tags,
        summary:
          "Confirm what a credit line pays, by its payment reference: the item's own confirmation runs (posting, receipt), or the line is linked to a payment its slip confirmed already; also needs the item module's approve right",
        params: idParams,
        body: confirmLineSchema.nullish(),
        response: { 200: lineConfirmedSchema },
      },
    },
    async (request) => {
      const matched = await confirmStatementLine(
        deps,
        await requireViewer(request),
        request.params.id,
        request.body ?? undefined,
      );
      const message = matched.part
        ? FINANCE_MESSAGES.partHeld(formatMvr(matched.part.received), formatMvr(matched.part.owed))
        : matched.credit
          ? FINANCE_MESSAGES.creditKept(formatMvr(matched.credit))
          : matched.confirmedPayment
            ? FINANCE_MESSAGES.matchConfirmed
            : FINANCE_MESSAGES.matchLinked;
      return { ok: true as const, message, part: matched.part, credit: matched.credit };
    },
  );

  r.post(
    '/api/admin/finance/statements/lines/:id/undo',
    {
      config: { access: { module: 'finance', action: 'edit' }, stepUp: true },
      schema: {
        tags,
        summary:
          "Undo a line's match with the reason: a confirmation it made is reversed (the module's reversal and ledger entry)",
        params: idParams,
        body: undoMatchSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await undoStatementMatch(deps, await requireViewer(request), request.params.id, request.body.reason);
      return { ok: true as const, message: FINANCE_MESSAGES.matchUndone };
    },
  );

  r.post(
    '/api/admin/finance/statements/lines/:id/post',
    {
      config: { access: { module: 'finance', action: 'edit' } },
      schema: {
        tags,
        summary:
          "Post a line no payment explains (a sponsor's transfer, a bank charge) against an account, through the journal's rules",
        params: idParams,
        body: postLineSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const entry = await postStatementLine(db, await requireViewer(request), request.params.id, request.body);
      return { ok: true as const, message: FINANCE_MESSAGES.linePosted(entry.entryNumber) };
    },
  );

  r.get(
    '/api/admin/finance/statements/held',
    {
      config: { access: { module: 'finance', action: 'view' } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          "What the club holds for payers from statements: part payments waiting for the rest, and overpayments' credits",
        response: { 200: z.array(heldForPayerSchema) },
      },
    },
    async () => heldForPayers(db, deps.payables),
  );

  r.get(
    '/api/admin/finance/statements/open-items',
    {
      config: { access: { module: 'finance', action: 'view' } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          "Every item waiting for money (any kind, any date) whose payer's name or reference contains the search, or whose amount it is",
        querystring: openItemsQuery,
        response: { 200: z.array(openItemSchema) },
      },
    },
    async (request) => openItems(db, deps.payables, request.query.search),
  );

  r.get(
    '/api/admin/finance/statement-rules',
    {
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary: "The treasurer's rules for the lines of every month, each with how many lines it stands posted for",
        response: { 200: z.array(statementRuleSchema) },
      },
    },
    async () => listRules(db),
  );

  r.post(
    '/api/admin/finance/statement-rules/preview',
    {
      config: { access: { module: 'finance', action: 'edit' } },
      schema: {
        tags,
        summary: 'The open lines a rule would post now (never one naming a payment reference), before it is saved',
        body: statementRuleInputSchema,
        response: { 200: statementRulePreviewSchema },
      },
    },
    async (request) => previewRule(db, request.body),
  );

  r.post(
    '/api/admin/finance/statement-rules',
    {
      config: { access: { module: 'finance', action: 'edit' } },
      schema: {
        tags,
        summary:
          'Make a rule ("text contains, amount between, post to") and post every open line it takes; imports apply it',
        body: statementRuleInputSchema,
        response: { 201: statementRuleMadeSchema },
      },
    },
    async (request, reply) => reply.status(201).send(await makeRule(db, await requireViewer(request), request.body)),
  );

  r.delete(
    '/api/admin/finance/statement-rules/:id',
    {
      config: { access: { module: 'finance', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a rule (what it posted stays posted)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await removeRule(db, await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
