import { z } from 'zod';
import { fromCents, toSignedCents } from '../rules/money';
import { isoDate, paginated, paginationQuery } from './common';

// The bank statements: their files and layouts, matching lines to what is owed, rules and the reconciliation.

export const STATEMENT_DATE_FORMATS = ['yyyy/mm/dd', 'yyyy-mm-dd', 'dd/mm/yyyy', 'dd-mm-yyyy', 'dd mmm yyyy'] as const;
export type StatementDateFormat = (typeof STATEMENT_DATE_FORMATS)[number];
/** The kinds of statement file: a bank's CSV export read by a layout, ISO 20022 CAMT.053 XML, or OFX. */
export const STATEMENT_KINDS = ['csv', 'camt053', 'ofx'] as const;
export type StatementKind = (typeof STATEMENT_KINDS)[number];
/** What a statement line can be matched to by its payment reference. */
export const PAYMENT_MATCH_KINDS = ['order', 'contribution', 'renewal', 'registration', 'event'] as const;
export type PaymentMatchKind = (typeof PAYMENT_MATCH_KINDS)[number];
/** ...or a journal entry staff posted for a line no payment explains. */
export const MATCH_KINDS = [...PAYMENT_MATCH_KINDS, 'journal'] as const;
/** Money held for a payer by a match: a part payment waiting for the rest, or an overpayment's credit. */
export const HELD_KINDS = ['part', 'credit'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];
export type MatchKind = (typeof MATCH_KINDS)[number];

const columnName = z.string().trim().min(1).max(80);

/**
 * How a bank's CSV export is read, kept as data so a club adds another bank's layout from the screen: the
 * column names of its header row, either one signed amount or a debit and a credit column, and its date format.
 */
export const csvStatementLayoutSchema = z
  .object({
    delimiter: z.enum([',', ';', '\t', '|']).optional(),
    dateFormat: z.enum(STATEMENT_DATE_FORMATS, 'Choose the date format'),
    columns: z.object({
      postedOn: columnName,
      valueOn: columnName.optional(),
      type: columnName.optional(),
      reference: z.array(columnName).max(4).optional(),
      description: z.array(columnName).max(4).optional(),
      counterparty: columnName.optional(),
      amount: columnName.optional(),
      debit: columnName.optional(),
      credit: columnName.optional(),
      balance: columnName.optional(),
    }),
  })
  .refine((layout) => Boolean(layout.columns.amount) !== Boolean(layout.columns.debit && layout.columns.credit), {
    message: 'Name either the amount column, or the debit and the credit columns',
    path: ['columns', 'amount'],
  });
export type CsvStatementLayout = z.infer<typeof csvStatementLayoutSchema>;

export const statementFormatSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(STATEMENT_KINDS),
  layout: csvStatementLayoutSchema.nullable(),
  builtIn: z.boolean(),
});
export type StatementFormat = z.infer<typeof statementFormatSchema>;

/** A bank's CSV layout a club adds from the screen. */
export const statementFormatInputSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name the bank and its export').max(80),
  layout: csvStatementLayoutSchema,
});
export type StatementFormatInput = z.input<typeof statementFormatInputSchema>;

export const STATEMENT_DELIMITERS = [',', ';', '\t', '|'] as const;
const optionalColumn = z
  .string()
  .trim()
  .max(80)
  .optional()
  .transform((value) => value || undefined);
/** Column names separated by commas (their texts are read together). */
const names = (list: string | undefined) =>
  (list ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
/** Up to four column names, separated by commas. */
const columnList = optionalColumn.refine((list) => names(list).length <= 4, 'Name at most four columns');

/** The screen's form for another bank's CSV layout, one field per column (see layoutFromForm). */
export const statementLayoutFormSchema = z
  .object({
    name: z.string().trim().min(1, 'Name the bank and its export').max(80),
    delimiter: z.enum(STATEMENT_DELIMITERS),
    dateFormat: z.enum(STATEMENT_DATE_FORMATS, 'Choose the date format'),
    postedOn: z.string().trim().min(1, 'Name the column of the posting date').max(80),
    valueOn: optionalColumn,
    type: optionalColumn,
    reference: columnList,
    description: columnList,
    counterparty: optionalColumn,
    amount: optionalColumn,
    debit: optionalColumn,
    credit: optionalColumn,
    balance: optionalColumn,
  })
  .refine((form) => Boolean(form.amount) !== Boolean(form.debit && form.credit), {
    message: 'Name either the amount column, or the debit and the credit columns',
    path: ['amount'],
  });
export type StatementLayoutForm = z.input<typeof statementLayoutFormSchema>;

/** The form's layout as the API takes it. */
export function layoutFromForm({
  name,
  delimiter,
  dateFormat,
  reference,
  description,
  ...columns
}: z.output<typeof statementLayoutFormSchema>): StatementFormatInput {
  const listed = (list: string | undefined) => (names(list).length > 0 ? names(list) : undefined);
  return {
    name,
    layout: {
      delimiter,
      dateFormat,
      columns: { ...columns, reference: listed(reference), description: listed(description) },
    },
  };
}

/** What importing a statement file did. */
export const statementImportedSchema = z.object({
  importId: z.string(),
  added: z.number(),
  /** Lines already imported from an earlier file: not added again. */
  known: z.number(),
  /** Of those, the lines this file told more of (a text column the earlier layout missed): their blanks filled in. */
  filledIn: z.number(),
  /** Added credits that name a payment reference the club issued. */
  withReference: z.number(),
  /** Where the running balance does not follow from the line before: a missing statement. */
  gaps: z.number(),
  /** Added lines the treasurer's rules posted. */
  byRules: z.number(),
});
export type StatementImported = z.infer<typeof statementImportedSchema>;

/** A line without a reference: the suggestion staff chose (by amount, payer and date). */
export const confirmLineSchema = z
  .strictObject({
    kind: z.enum(PAYMENT_MATCH_KINDS).optional(),
    targetId: z.uuid().optional(),
    /** Where the line's amount and the item's differ (a bank fee taken off, rounding): the account the difference goes to. */
    differenceAccountId: z.uuid('Choose an account').optional(),
    /** Or the rest left owed (a part payment, the line held for it) or kept as the payer's credit (an overpayment). */
    rest: z.enum(['owed', 'credit']).optional(),
  })
  .refine((body) => (body.kind === undefined) === (body.targetId === undefined), {
    message: 'Choose a payment that is waiting for its money.',
    path: ['targetId'],
  })
  .refine((body) => body.rest === undefined || body.differenceAccountId === undefined, {
    message: 'Post the difference to an account, or keep it with the payer: not both.',
    path: ['rest'],
  });

/** What confirming a line did: its message, and (a part held, a credit kept) the figures the screen words itself. */
export const lineConfirmedSchema = z.object({
  ok: z.literal(true),
  message: z.string(),
  part: z.object({ received: z.string(), owed: z.string() }).optional(),
  credit: z.string().optional(),
});
export type LineConfirmed = z.infer<typeof lineConfirmedSchema>;

/** Searching every item waiting for money (any kind, any date) by the payer's name, its reference or its amount. */
export const openItemsQuery = z.strictObject({
  search: z.string().trim().min(2, 'Type at least 2 characters').max(80),
});
export const openItemSchema = z.object({
  kind: z.enum(PAYMENT_MATCH_KINDS),
  targetId: z.string(),
  name: z.string().nullable(),
  sentOn: z.string(),
  amount: z.string().nullable(),
  reference: z.string().nullable(),
  /** What lines held as part payments of it have brought so far. */
  received: z.string().nullable(),
  /** Already confirmed as paid by a transfer (its slip, the desk) that no line brought yet: the line is linked. */
  confirmed: z.boolean(),
});
export type OpenItemRow = z.infer<typeof openItemSchema>;

/** Money held for a payer from a statement: a part payment waiting for the rest, or an overpayment's credit. */
export const heldForPayerSchema = z.object({
  held: z.enum(HELD_KINDS),
  lineId: z.string(),
  postedOn: z.string(),
  /** The payer as the bank names them (the line's counterparty, else its text). */
  payer: z.string(),
  amount: z.string(),
  kind: z.enum(PAYMENT_MATCH_KINDS),
  reference: z.string().nullable(),
  /** What the payment is for in all (a part payment's whole). */
  owed: z.string().nullable(),
});
export type HeldForPayer = z.infer<typeof heldForPayerSchema>;
export type ConfirmLineInput = z.input<typeof confirmLineSchema>;

/** A line no payment explains (a sponsor's transfer, a bank charge) posted against an account by hand. */
export const postLineSchema = z.strictObject({
  accountId: z.uuid('Choose an account'),
  description: z.string().trim().max(200).optional(),
});
export type PostLineInput = z.input<typeof postLineSchema>;

/** A signed amount ("-15"; "1,250.50" is refused: no separators). */
const SIGNED_AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;
/** A signed amount, or blank for no bound. */
const optionalSignedAmount = z
  .union([z.string().trim(), z.null()])
  .optional()
  .refine((v) => !v || SIGNED_AMOUNT.test(v), 'Enter an amount such as -15 or 250.50')
  .transform((v) => (v ? fromCents(toSignedCents(v)) : null));

/**
 * A rule for the lines that come every month: text the line contains, the bounds of its signed amount (money
 * out is negative), the account to post it to, and the bank account it is for (any, when left out).
 */
export const statementRuleInputSchema = z
  .strictObject({
    contains: z.string().trim().min(2, 'Enter at least 2 characters the line contains').max(80),
    minAmount: optionalSignedAmount,
    maxAmount: optionalSignedAmount,
    postTo: z.uuid('Choose an account'),
    bankAccountId: z.uuid().nullish(),
  })
  .refine(
    // Run even when a bound is refused already (zod checks the object whatever its fields said): only two
    // amounts are compared.
    ({ minAmount: min, maxAmount: max }) =>
      !min || !max || !SIGNED_AMOUNT.test(min) || !SIGNED_AMOUNT.test(max) || toSignedCents(min) <= toSignedCents(max),
    { message: 'The lowest amount is above the highest', path: ['maxAmount'] },
  );
export type StatementRuleInput = z.input<typeof statementRuleInputSchema>;

export const statementRuleSchema = z.object({
  id: z.string(),
  contains: z.string(),
  minAmount: z.string().nullable(),
  maxAmount: z.string().nullable(),
  postTo: z.string(),
  postToName: z.string(),
  bankAccountId: z.string().nullable(),
  /** Lines it stands posted for. */
  posted: z.number(),
  createdAt: z.string(),
});
export type StatementRule = z.infer<typeof statementRuleSchema>;

/** The open lines a rule would post now (the first few, and how many in all). */
export const statementRulePreviewSchema = z.object({
  count: z.number(),
  lines: z.array(
    z.object({
      id: z.string(),
      postedOn: z.string(),
      description: z.string(),
      counterparty: z.string().nullable(),
      amount: z.string(),
    }),
  ),
});
export type StatementRulePreview = z.infer<typeof statementRulePreviewSchema>;

export const statementRuleMadeSchema = z.object({ rule: statementRuleSchema, posted: z.number() });

export const undoMatchSchema = z.strictObject({
  reason: z.string().trim().min(1, 'Give the reason').max(500),
});

export const statementLinesQuery = paginationQuery.extend({
  /** The ledger's bank account; the bank posting role's when left out. */
  accountId: z.uuid().optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});

export const statementLineSchema = z.object({
  id: z.string(),
  postedOn: z.string(),
  valueOn: z.string().nullable(),
  type: z.string().nullable(),
  bankReference: z.string().nullable(),
  description: z.string(),
  counterparty: z.string().nullable(),
  amount: z.string(),
  balance: z.string().nullable(),
  /** The club's payment reference found in the line, and what it was issued for. */
  paymentReference: z.string().nullable(),
  referenceKind: z.string().nullable(),
  /** The running balance expected from the line before differs by this much: a statement is missing. */
  gap: z.string().nullable(),
  /** Every payment reference the club issued that the line names (one transfer paying several items). */
  references: z.array(z.string()),
  /**
   * What the line is matched to: confirmed by the match, or linked to a payment its slip confirmed; with how many
   * items the match pays and over how many lines (instalments).
   */
  match: z
    .object({
      kind: z.enum(MATCH_KINDS),
      confirmedPayment: z.boolean(),
      /** Posted by one of the treasurer's rules. */
      byRule: z.boolean(),
      /** Held as part of a payment whose rest is still owed, or what a payment brought beyond it (the payer's credit). */
      held: z.enum(HELD_KINDS).nullable(),
      /** Held as a part payment, and the payment is now paid in full by a later line. */
      partPaid: z.boolean(),
      items: z.number(),
      lines: z.number(),
    })
    .nullable(),
  /**
   * A credit with no reference: payments waiting of the same amount, sent within 14 days, whose payer's name
   * is in the line. Shown to staff, never confirmed without them.
   */
  suggestions: z.array(
    z.object({ kind: z.enum(PAYMENT_MATCH_KINDS), targetId: z.string(), name: z.string(), sentOn: z.string() }),
  ),
});
export type StatementLineRow = z.infer<typeof statementLineSchema>;
export const statementLinesPageSchema = paginated(statementLineSchema);
export type StatementLinesPage = z.infer<typeof statementLinesPageSchema>;

/** The reconciliation of the ledger's bank account with its statement on a day (today when left out). */
export const reconciliationQuery = z.strictObject({
  accountId: z.uuid().optional(),
  on: isoDate.optional(),
});

/** How many lines of each kind the reconciliation lists (it adds up all of them). */
export const RECONCILIATION_ITEMS = 50;

const reconciliationPart = <T extends z.ZodType>(item: T) =>
  z.object({
    /** Added up, signed as the bank sees it (money in positive). */
    total: z.string(),
    count: z.number(),
    /** The newest of them, at most RECONCILIATION_ITEMS. */
    items: z.array(item),
  });

export const reconciliationSchema = z.object({
  accountId: z.string(),
  accountName: z.string(),
  on: z.string(),
  /** The bank account's balance in the books on that day (debits less credits). */
  ledgerBalance: z.string(),
  /** The statement's balance at the end of that day; null before the first imported line. */
  statementBalance: z.string().nullable(),
  /** The first day of the imported statement. */
  statementFrom: z.string().nullable(),
  /** Ledger less statement. */
  difference: z.string(),
  /** Statement lines on or before the day that no entry in the books by then accounts for. */
  notInBooks: reconciliationPart(
    z.object({
      lineId: z.string(),
      postedOn: z.string(),
      description: z.string(),
      counterparty: z.string().nullable(),
      amount: z.string(),
    }),
  ),
  /** Bank entries in the books from the statement's first day on that no statement line by then accounts for. */
  notOnStatement: reconciliationPart(
    z.object({
      entryId: z.string(),
      entryNumber: z.string(),
      transactionDate: z.string(),
      description: z.string(),
      amount: z.string(),
    }),
  ),
  /** Money the running balance shows that no imported line carries (a statement not imported). */
  gaps: z.object({ total: z.string(), count: z.number() }),
  /** What the lines above do not explain: the books' balance before the statement begins, or a line matched to a different amount. */
  unexplained: z.string(),
  /** The account's opening balance in the books, when one is set. */
  openingBalance: z.object({ on: z.string(), amount: z.string() }).nullable(),
});
export type Reconciliation = z.infer<typeof reconciliationSchema>;

/**
 * A bank account's balance when the club's books start (the money it held before the first statement imported),
 * posted against the opening balances' equity account; an overdrawn account's is negative, and 0 takes it away.
 */
export const openingBalanceSchema = z.strictObject({
  on: isoDate,
  amount: z
    .string('Enter an amount such as 10000 or -250.50')
    .trim()
    .regex(SIGNED_AMOUNT, 'Enter an amount such as 10000 or -250.50')
    .transform((value) => fromCents(toSignedCents(value))),
});
export type OpeningBalanceInput = z.input<typeof openingBalanceSchema>;
export const openingBalanceResultSchema = z.object({
  openingBalance: z.object({ on: z.string(), amount: z.string() }).nullable(),
});

/** The opening balances entered, each account's: what an asset held or a liability owed the day the books start. */
export const openingBalancesSchema = z.array(z.object({ accountId: z.string(), on: z.string(), amount: z.string() }));
export type OpeningBalances = z.infer<typeof openingBalancesSchema>;

/** The accounts that carry an opening balance: what the club held, and what it owed. */
export const OPENING_BALANCE_TYPES = ['Asset', 'Liability'] as const;

/** The financial year (the club's season, named by the year it starts) an AGM pack is for. */
export const agmPackQuery = z.strictObject({
  season: z.coerce
    .number('Choose the financial year')
    .int('Choose the financial year')
    .min(2000, 'Choose the financial year')
    .max(2200, 'Choose the financial year'),
});

/** A financial year the AGM pack can be made for: its days and whether its books are closed. */
export const financialYearSchema = z.object({
  season: z.number(),
  label: z.string(),
  startsOn: z.string(),
  endsOn: z.string(),
  closed: z.boolean(),
});
export type FinancialYear = z.infer<typeof financialYearSchema>;
