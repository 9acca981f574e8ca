import { z } from 'zod';
import { ACCOUNT_TYPES, ENTRY_SOURCES, POSTING_ROLES } from '../rules/finance';
import { fromCents, toCents } from '../rules/money';
import { isoDate, optionalText, paginated, paginationQuery, sortedPaginationQuery } from './common';

export const FINANCE_MESSAGES = {
  ownRecord: 'You cannot approve a record you created: another approver must.',
  recordApproved: 'This record is already approved: correct it with a reversing entry.',
  recordAccount: 'Choose a revenue account for income and an expense account for an expense.',
  notBalanced: (debits: string, credits: string) =>
    `Journal entry is not balanced. Debits: MVR ${debits}, Credits: MVR ${credits}`,
  twoLines: 'A journal entry needs at least two lines',
  oneSide: 'Enter a debit or a credit on each line, not both',
  accountInUse: 'This account has journal lines or a posting role: it can be neither deleted nor deactivated.',
  systemEntry: 'Entries posted by the portal cannot be edited or deleted: post a reversing entry instead.',
  reversedEntry: 'A reversed entry and its reversal are final: post a new entry instead.',
  periodClosed: (through: string) => `The books are closed through ${through}: choose a later date.`,
  statementRequired: "Attach the bank's statement file",
  chooseFormat: 'Choose the bank and format of the file',
  noStatementLines: 'This file has no statement lines.',
  formatNameTaken: 'A format with this name exists already.',
  chooseBankAccount: 'Choose the bank account (an active asset account) the statement is for',
  lineNotFound: 'Statement line not found.',
  alreadyMatched: 'This line is already matched.',
  notMatched: 'This line is not matched.',
  noReference: 'This line names no payment reference the club issued: post it by hand.',
  nothingSent: 'The reference was issued, but nothing was sent with it yet.',
  amountDiffers: (line: string, owed: string) =>
    `The line pays ${line}, and ${owed} is owed: settle the difference with “Amount differs”, or post the line by hand.`,
  matchConfirmed: 'Payment confirmed from the statement.',
  matchLinked: 'Already confirmed by its slip: the line is linked to it.',
  matchUndone: 'Match undone.',
  openingBalanceSaved: 'Opening balance saved.',
  ruleNotFound: 'Rule not found.',
  ruleSaved: 'Rule saved: the open lines it takes are posted.',
  ruleDeleted: 'Rule deleted: what it posted stays posted.',
  noSuchPayment: 'Choose a payment that is waiting for its money.',
  partlyPaid: (received: string, owed: string, lines: number) =>
    `${received} of ${owed} has come, on ${lines} lines: confirm it once the rest has come.`,
  matchedElsewhere:
    'This payment is matched to another statement line already: a second transfer is refunded or posted by hand.',
  alreadyPaid: 'This payment is confirmed already: choose another.',
  differenceAccount: 'Choose an account other than the bank account for the difference.',
  partHeld: (received: string, owed: string) => `Part payment held: ${received} of ${owed} has come, the rest is owed.`,
  creditKept: (credit: string) => `Payment confirmed; the ${credit} beyond it is kept as the payer's credit.`,
  restNotShort: 'The line brings the whole payment or more: leave nothing owed.',
  restNotOver: 'The line brings no more than the payment: there is no credit to keep.',
  partCompleted: 'This part payment completed its payment with a later line: undo that line first.',
  referenceNamesAnother: 'This line names the reference of another payment.',
  changedMeanwhile: 'This payment changed meanwhile: look at it again.',
  notPayerFunds:
    'Money held for payers is posted by matching a line to its payment (a part payment, a credit), not by a rule or as a difference.',
  ruleExists: 'A rule like this exists already.',
  lineAhead: (day: string) => `A line is dated ${day}, after today: is this the right bank's layout?`,
  noPayerFunds: 'Choose the account for payments held for payers in the ledger settings first.',
  postToAnotherAccount: "Choose an account other than the statement's own bank account.",
  linePosted: (entryNumber: string) => `Posted as journal entry ${entryNumber}.`,
} as const;

/** An amount typed on a journal line: blank is zero; at most 2 decimals, never negative. */
const lineAmount = z
  .union([z.string().trim(), z.number()])
  .optional()
  .transform((v) => (v === undefined || v === '' ? '0' : String(v)))
  .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v), 'Enter an amount such as 150 or 150.50')
  .transform((v) => fromCents(toCents(v)));

export const accountInputSchema = z.object({
  accountCode: z.string().trim().min(1, 'Account code is required').max(20),
  accountName: z.string().trim().min(1, 'Account name is required').max(120),
  accountType: z.enum(ACCOUNT_TYPES).default('Asset'),
  accountSubtype: optionalText(60),
  parentAccountId: z.uuid('Choose an account').nullable().optional(),
  isActive: z.boolean().default(true),
  description: optionalText(500),
});

export const accountSchema = z.object({
  id: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  accountType: z.enum(ACCOUNT_TYPES),
  accountSubtype: z.string().nullable(),
  parentAccountId: z.string().nullable(),
  isActive: z.boolean(),
  description: z.string().nullable(),
  /** The posting roles it holds (cash, bank, ...): such an account cannot be removed. */
  postingRoles: z.array(z.string()),
  hasLines: z.boolean(),
});

const journalLineInputSchema = z
  .object({
    accountId: z.uuid('Choose an account'),
    debit: lineAmount,
    credit: lineAmount,
    description: optionalText(200),
  })
  .refine((line) => (line.debit === '0.00') !== (line.credit === '0.00'), {
    message: FINANCE_MESSAGES.oneSide,
    path: ['debit'],
  });

export const journalEntryInputSchema = z
  .object({
    transactionDate: isoDate,
    referenceNumber: z.string().trim().min(1, 'Reference is required').max(60),
    description: z.string().trim().min(1, 'Description is required').max(500),
    lines: z.array(journalLineInputSchema).min(2, FINANCE_MESSAGES.twoLines).max(200),
  })
  .superRefine((entry, ctx) => {
    let debits = 0n;
    let credits = 0n;
    for (const line of entry.lines) {
      if (!/^\d+\.\d{2}$/.test(line.debit) || !/^\d+\.\d{2}$/.test(line.credit)) return;
      debits += toCents(line.debit);
      credits += toCents(line.credit);
    }
    if (debits !== credits)
      ctx.addIssue({
        code: 'custom',
        path: ['lines'],
        message: FINANCE_MESSAGES.notBalanced(fromCents(debits), fromCents(credits)),
      });
  });

export const journalLineSchema = z.object({
  id: z.string(),
  accountId: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  debit: z.string(),
  credit: z.string(),
  description: z.string().nullable(),
});

export const journalEntrySchema = z.object({
  id: z.string(),
  entryNumber: z.string(),
  transactionDate: z.string(),
  description: z.string(),
  referenceNumber: z.string().nullable(),
  sourceType: z.enum(ENTRY_SOURCES).nullable(),
  reversesEntryId: z.string().nullable(),
  reversedByEntryId: z.string().nullable(),
  createdByName: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(journalLineSchema),
});

export const journalQuerySchema = paginationQuery.extend({
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const journalPageSchema = paginated(journalEntrySchema);

/** The cards on top of the finance screen, from the ledger (revenue and expense accounts), in MVR. */
export const financeSummarySchema = z.object({
  totalIncome: z.string(),
  totalExpenses: z.string(),
  netBalance: z.string(),
  lockedThrough: z.string().nullable(),
});

export const ledgerLockInputSchema = z.object({ lockedThrough: isoDate.nullable() });

export type AccountInput = z.input<typeof accountInputSchema>;
export type Account = z.infer<typeof accountSchema>;
export type JournalEntryInput = z.input<typeof journalEntryInputSchema>;
export type JournalEntry = z.infer<typeof journalEntrySchema>;
export type JournalPage = z.infer<typeof journalPageSchema>;
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

export const reportQuerySchema = z.object({ from: isoDate.optional(), to: isoDate.optional() });

const reportLine = z.object({ accountCode: z.string(), accountName: z.string(), amount: z.string() });

/**
 * The reports, from the ledger alone. Balances follow each type's side: debits - credits for Asset and
 * Expense, credits - debits for Liability, Equity and Revenue. The balance sheet is cumulative to `to`
 * and shows the net income to date inside equity, so it balances.
 */
export const financeReportSchema = z.object({
  from: z.string().nullable(),
  to: z.string(),
  accounts: z.array(
    z.object({
      accountCode: z.string(),
      accountName: z.string(),
      accountType: z.enum(ACCOUNT_TYPES),
      debits: z.string(),
      credits: z.string(),
      balance: z.string(),
    }),
  ),
  trialBalance: z.object({
    rows: z.array(
      z.object({ accountCode: z.string(), accountName: z.string(), debit: z.string(), credit: z.string() }),
    ),
    totalDebit: z.string(),
    totalCredit: z.string(),
  }),
  incomeExpense: z.object({
    income: z.array(reportLine),
    expenses: z.array(reportLine),
    totalIncome: z.string(),
    totalExpenses: z.string(),
  }),
  profitLoss: z.object({
    revenue: z.string(),
    expenses: z.string(),
    netIncome: z.string(),
    result: z.enum(['Profit', 'Loss']),
  }),
  balanceSheet: z.object({
    assets: z.array(reportLine),
    liabilities: z.array(reportLine),
    equity: z.array(reportLine),
    netIncome: z.string(),
    totalAssets: z.string(),
    totalLiabilities: z.string(),
    totalEquity: z.string(),
    totalLiabilitiesAndEquity: z.string(),
  }),
  monthly: z.array(z.object({ month: z.string(), income: z.string(), expenses: z.string() })),
});

export type FinanceReport = z.infer<typeof financeReportSchema>;

export const RECORD_TYPES = ['income', 'expense'] as const;

/** Record income / expense: for a treasurer who does not think in debits and credits. */
export const financialRecordInputSchema = z.object({
  transactionType: z.enum(RECORD_TYPES),
  amount: z
    .union([z.string().trim(), z.number()])
    .transform((v) => String(v))
    .refine((v) => /^\d{1,12}(\.\d{1,2})?$/.test(v) && toCents(v) > 0n, 'Enter an amount above zero, such as 150.50')
    .transform((v) => fromCents(toCents(v))),
  transactionDate: isoDate,
  accountId: z.uuid('Choose an account'),
  category: optionalText(60),
  description: z.string().trim().min(1, 'Description is required').max(500),
  referenceNumber: optionalText(60),
  notes: optionalText(1000),
});

export const financialRecordSchema = z.object({
  id: z.string(),
  transactionType: z.enum(RECORD_TYPES),
  amount: z.string(),
  transactionDate: z.string(),
  accountId: z.string(),
  accountCode: z.string(),
  accountName: z.string(),
  category: z.string().nullable(),
  description: z.string(),
  referenceNumber: z.string().nullable(),
  notes: z.string().nullable(),
  isApproved: z.boolean(),
  approvedByName: z.string().nullable(),
  approvedAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  createdByName: z.string().nullable(),
});

export const financialRecordsPageSchema = paginated(financialRecordSchema);

/** The columns the legacy transactions sort by (newest first without one). */
export const FINANCIAL_RECORD_SORT_COLUMNS = ['date', 'description', 'amount'] as const;
export const financialRecordListQuery = sortedPaginationQuery(FINANCIAL_RECORD_SORT_COLUMNS).omit({ search: true });
export type FinancialRecordListQuery = z.output<typeof financialRecordListQuery>;

export type FinancialRecordInput = z.input<typeof financialRecordInputSchema>;
export type FinancialRecord = z.infer<typeof financialRecordSchema>;
export type FinancialRecordsPage = z.infer<typeof financialRecordsPageSchema>;

/** Which account each posting role posts to (club settings). */
export const postingRolesSchema = z.record(z.enum(POSTING_ROLES), z.uuid('Choose an account'));
export type PostingRolesInput = z.input<typeof postingRolesSchema>;
