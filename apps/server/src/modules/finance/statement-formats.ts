import { createHash } from 'node:crypto';
import type { CsvStatementLayout, StatementDateFormat } from '@club/shared';
import { parse as parseCsv } from 'csv-parse/sync';
import { XMLParser } from 'fast-xml-parser';

/** One line of a bank statement as the bank wrote it, amounts signed (credits positive) as decimal strings. */
export interface StatementLine {
  postedOn: string;
  valueOn: string | null;
  type: string | null;
  bankReference: string | null;
  /** The bank's own id of the transaction, where the file gives one (CAMT.053 AcctSvcrRef, OFX FITID). */
  transactionId: string | null;
  description: string;
  counterparty: string | null;
  amount: string;
  /** The running balance after the line, when the bank gives it (or it follows from the statement's balances). */
  balance: string | null;
}

export interface ParsedStatement {
  lines: StatementLine[];
  openingBalance: string | null;
  closingBalance: string | null;
}

/** A file that is not the statement its format says: the line (1-based) and what is wrong, for the treasurer. */
export class StatementFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StatementFormatError';
  }
}

// ---- amounts and dates, never through a float ----

/** "1,234.50", "-1,234.5", "(1,234.50)", "1234" as signed cents; null for an empty cell. */
export function amountCents(text: string | null | undefined): bigint | null {
  const raw = unwrap(text ?? '')
    .replace(/[\s,]/g, '')
    .replace(/^MVR/i, '');
  if (raw === '') return null;
  const negative = /^-/.test(raw) || /^\(.*\)$/.test(raw) || /-$/.test(raw);
  const digits = raw.replace(/^[-+(]|[)-]$/g, '');
  // The books hold 12 digits before the point (numeric(14,2)): a larger amount is no bank line.
  const match = /^(\d{1,12})(?:\.(\d{1,2}))?$/.exec(digits);
  if (!match) throw new StatementFormatError(`"${text}" is not an amount.`);
  const cents = BigInt(match[1] ?? '0') * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
  return negative ? -cents : cents;
}

/** An amount without its sign (none is 0). */
const magnitude = (cents: bigint | null) => (cents === null ? 0n : cents < 0n ? -cents : cents);

export function centsText(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

const DATE_FORMS: Record<StatementDateFormat, RegExp> = {
  'yyyy/mm/dd': /^(?<y>\d{4})\/(?<m>\d{1,2})\/(?<d>\d{1,2})(?!\d)/,
  'yyyy-mm-dd': /^(?<y>\d{4})-(?<m>\d{1,2})-(?<d>\d{1,2})(?!\d)/,
  'dd/mm/yyyy': /^(?<d>\d{1,2})\/(?<m>\d{1,2})\/(?<y>\d{4})(?!\d)/,
  'dd-mm-yyyy': /^(?<d>\d{1,2})-(?<m>\d{1,2})-(?<y>\d{4})(?!\d)/,
  'dd mmm yyyy': /^(?<d>\d{1,2})[\s/-](?<mon>[A-Za-z]{3})[A-Za-z]*\.?[\s/-](?<y>\d{4}|\d{2})(?!\d)/,
};
/** Forms no bank reads two ways (the year first, or the month by name): accepted whatever the layout says. */
const UNAMBIGUOUS: StatementDateFormat[] = ['dd mmm yyyy', 'yyyy-mm-dd', 'yyyy/mm/dd'];

/**
 * A statement's date as yyyy-mm-dd: in the layout's format, or in a form that cannot be misread ("22-Nov-2026",
 * "2026-11-22"); a date that does not exist is refused.
 */
export function statementDate(text: string, format: StatementDateFormat): string {
  const value = unwrap(text).trim();
  // The form the text is written in, named when it is refused ("31-Feb-2026" is no dd mmm yyyy date).
  let written = format;
  for (const form of [format, ...UNAMBIGUOUS.filter((other) => other !== format)]) {
    const groups = DATE_FORMS[form].exec(value)?.groups;
    if (!groups) continue;
    written = form;
    const month = groups.mon ? MONTHS.indexOf(groups.mon.toLowerCase()) + 1 : Number(groups.m);
    const y = groups.y?.length === 2 ? 2000 + Number(groups.y) : Number(groups.y);
    const d = Number(groups.d);
    const date = new Date(Date.UTC(y, month - 1, d));
    if (date.getUTCFullYear() === y && date.getUTCMonth() === month - 1 && date.getUTCDate() === d)
      return date.toISOString().slice(0, 10);
    break;
  }
  throw new StatementFormatError(`"${text}" is not a date written ${written}.`);
}

/** A spreadsheet's text cell written as a formula (="000123"): its text. */
const unwrap = (cell: string) => cell.trim().replace(/^="(.*)"$/s, '$1');
const text = (cell: string | undefined) => {
  const value = unwrap(cell ?? '').trim();
  return value === '' ? null : value;
};

// ---- CSV exports, read by a layout kept as data ----

/**
 * A bank's CSV export read by its layout: the header row is found by its column names (banks put account
 * details above it), every following row with a date is a line.
 */
export function parseCsvStatement(content: string, layout: CsvStatementLayout): ParsedStatement {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes with the file line it started on (the typings say rows of text).
    records = parseCsv(content.replace(/^\uFEFF/, ''), {
      delimiter: layout.delimiter ?? ',',
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw new StatementFormatError(`This file cannot be read as CSV: ${(error as Error).message}`);
  }
  const rows = records.map((entry) => entry.record);
  const { columns } = layout;
  const wanted = (name: string | undefined) => (name ? name.trim().toLowerCase() : undefined);
  const headerIndex = rows.findIndex((row) => {
    const names = row.map((cell) => unwrap(cell).trim().toLowerCase());
    return names.includes(wanted(columns.postedOn) ?? '') && (columns.amount || columns.credit)
      ? names.includes(wanted(columns.amount ?? columns.credit) ?? '')
      : false;
  });
  if (headerIndex < 0)
    throw new StatementFormatError(
      `No header row with the columns "${columns.postedOn}" and "${columns.amount ?? columns.credit}": is this the right bank's export?`,
    );
  const header = (rows[headerIndex] ?? []).map((cell) => unwrap(cell).trim().toLowerCase());
  const at = (name: string | undefined) => (name ? header.indexOf(name.trim().toLowerCase()) : -1);
  const column = (row: string[], name: string | undefined) => {
    const index = at(name);
    return index < 0 ? undefined : row[index];
  };
  for (const name of [columns.valueOn, columns.balance, columns.debit, columns.type, columns.counterparty])
    if (name && at(name) < 0) throw new StatementFormatError(`The column "${name}" is missing.`);
  // Every text column the layout does not name (a narrative, remarks, the channel) is kept in the description:
  // payers type references wherever the bank lets them.
  const named = new Set(
    Object.values(columns)
      .flat()
      .map((name) => at(name)),
  );
  const unnamed = header.map((_, index) => index).filter((index) => !named.has(index) && header[index] !== '');
  const lines: StatementLine[] = [];
  rows.slice(headerIndex + 1).forEach((row, index) => {
    const posted = text(column(row, columns.postedOn));
    // Totals and notes below the lines ("Total", "Closing balance") are no lines; a mistyped date is an error.
    if (!posted || !/^\d/.test(posted)) return;
    try {
      // A row with fewer cells than the header is a file cut off (or broken) in the middle of it.
      if (row.length < header.length)
        throw new StatementFormatError(`The line is cut short: ${row.length} of ${header.length} columns.`);
      // A debit or credit column carries the sign itself (some banks write the debit as -15.00); a line is one
      // or the other, never both.
      const [credit, debit] = [amountCents(column(row, columns.credit)), amountCents(column(row, columns.debit))];
      if (credit && debit) throw new StatementFormatError('The line has both a debit and a credit.');
      const signed = columns.amount
        ? amountCents(column(row, columns.amount))
        : credit === null && debit === null
          ? null
          : magnitude(credit) - magnitude(debit);
      if (signed === null) throw new StatementFormatError('The line has no amount.');
      const valueOn = text(column(row, columns.valueOn));
      const balance = amountCents(column(row, columns.balance));
      lines.push({
        postedOn: statementDate(posted, layout.dateFormat),
        valueOn: valueOn ? statementDate(valueOn, layout.dateFormat) : null,
        type: text(column(row, columns.type)),
        bankReference: joined(row, columns.reference ?? [], column),
        transactionId: null,
        description: [
          joined(row, columns.description ?? [], column),
          // ...but not a number (an account number, a second balance).
          ...unnamed.map((at) => text(row[at])).filter((part) => !/^[\d.,\s()+-]*$/.test(part ?? '')),
        ]
          .filter((part): part is string => part !== null)
          .join(' '),
        counterparty: text(column(row, columns.counterparty)),
        amount: centsText(signed),
        balance: balance === null ? null : centsText(balance),
      });
    } catch (error) {
      if (error instanceof StatementFormatError)
        throw new StatementFormatError(`Line ${records[headerIndex + 1 + index]?.info.lines}: ${error.message}`);
      throw error;
    }
  });
  return { lines, openingBalance: null, closingBalance: null };
}

const joined = (row: string[], names: readonly string[], column: (row: string[], name: string) => string | undefined) =>
  names
    .map((name) => text(column(row, name)))
    .filter((value): value is string => value !== null)
    .join(' ') || null;

// ---- ISO 20022 CAMT.053 ----

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];
const xmlText = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  if (typeof value === 'object') return xmlText((value as Record<string, unknown>)['#text']);
  const result = String(value).trim();
  return result === '' ? null : result;
};

const date = (node: unknown) =>
  xmlText((node as Record<string, unknown>)?.Dt ?? (node as Record<string, unknown>)?.DtTm);

/**
 * An ISO 20022 bank-to-customer statement: each entry (Ntry) is a line (a batch entry one per transaction
 * detail), credit or debit by CdtDbtInd, its text the remittance (unstructured and structured); the
 * opening and closing booked balances (OPBD, CLBD) give each line its running balance, and a closing balance
 * that the lines do not reach is reported as a gap inside the file.
 */
export function parseCamt053(content: string): ParsedStatement {
  let xml: { Document?: { BkToCstmrStmt?: { Stmt?: unknown } } };
  try {
    xml = new XMLParser({ ignoreAttributes: false, removeNSPrefix: true, parseTagValue: false }).parse(content, true);
  } catch (error) {
    throw new StatementFormatError(`This file is not well-formed XML: ${(error as Error).message}`);
  }
  const statement = xml?.Document?.BkToCstmrStmt?.Stmt;
  if (!statement) throw new StatementFormatError('This is not a CAMT.053 statement (no Document/BkToCstmrStmt/Stmt).');
  const statements = asArray(statement);
  if (statements.length !== 1) throw new StatementFormatError('Import one account statement per file.');
  const stmt = statements[0] as Record<string, unknown>;
  const balance = (code: string) => {
    const found = asArray(stmt.Bal as Record<string, unknown>[]).find(
      (bal) => xmlText((bal.Tp as Record<string, Record<string, unknown>>)?.CdOrPrtry?.Cd) === code,
    );
    if (!found) return null;
    const cents = amountCents(xmlText(found.Amt));
    return cents === null ? null : xmlText(found.CdtDbtInd) === 'DBIT' ? -cents : cents;
  };
  const opening = balance('OPBD') ?? balance('PRCD');
  const closing = balance('CLBD');
  let running = opening;
  const lines = asArray(stmt.Ntry as Record<string, unknown>[]).flatMap((entry, index) => {
    const where = `Entry ${index + 1}`;
    const cents = amountCents(xmlText(entry.Amt));
    if (cents === null) throw new StatementFormatError(`${where} has no amount.`);
    const entrySign = xmlText(entry.CdtDbtInd) === 'DBIT' ? -1n : 1n;
    const posted = date(entry.BookgDt);
    if (!posted) throw new StatementFormatError(`${where} has no booking date.`);
    const valueOn = date(entry.ValDt);
    const entryReference = xmlText(entry.AcctSvcrRef);
    const details = asArray((entry.NtryDtls as Record<string, unknown>)?.TxDtls as Record<string, unknown>[]);
    // A batch entry (several transaction details) is as many lines, each with its own amount and reference;
    // the details must add up to the entry, or the file is not read.
    const parts = details.length > 1 ? details : [details[0] ?? {}];
    const signedParts = parts.map((detail) => {
      if (parts.length === 1) return entrySign * cents;
      const own = amountCents(
        xmlText(detail.Amt) ?? xmlText((detail.AmtDtls as Record<string, Record<string, unknown>>)?.TxAmt?.Amt),
      );
      if (own === null) throw new StatementFormatError(`${where}: a transaction of the batch has no amount.`);
      return (xmlText(detail.CdtDbtInd) ?? xmlText(entry.CdtDbtInd)) === 'DBIT' ? -own : own;
    });
    const total = signedParts.reduce((sum, part) => sum + part, 0n);
    if (total !== entrySign * cents)
      throw new StatementFormatError(
        `${where}: its transactions add up to ${centsText(total)}, not ${centsText(entrySign * cents)}.`,
      );
    return parts.map((detail, part) => {
      const signed = signedParts[part] ?? 0n;
      if (running !== null) running += signed;
      const parties = (detail.RltdPties ?? {}) as Record<string, Record<string, unknown>>;
      const payer = signed > 0n ? parties.Dbtr : parties.Cdtr;
      const refs = (detail.Refs ?? {}) as Record<string, unknown>;
      const remittance = (detail.RmtInf ?? {}) as Record<string, unknown>;
      // One transaction is known by the entry's reference; each of a batch by its own (else its place in it).
      const ownReference = xmlText(refs.AcctSvcrRef);
      const bankReference = parts.length > 1 ? (ownReference ?? entryReference) : (entryReference ?? ownReference);
      const transactionId =
        parts.length > 1 && !ownReference && entryReference ? `${entryReference}/${part + 1}` : bankReference;
      return {
        postedOn: statementDate(posted, 'yyyy-mm-dd'),
        valueOn: valueOn ? statementDate(valueOn, 'yyyy-mm-dd') : null,
        type: xmlText((entry.BkTxCd as Record<string, Record<string, unknown>>)?.Prtry?.Cd),
        bankReference,
        transactionId,
        description: [
          // Unstructured remittance wrapped over several lines is one text, cut where the bank cut it.
          asArray(remittance.Ustrd).map(xmlText).join('') || null,
          ...asArray(remittance.Strd as Record<string, unknown>[]).map((structured) =>
            xmlText((structured.CdtrRefInf as Record<string, unknown>)?.Ref),
          ),
          xmlText(refs.EndToEndId),
          parts.length === 1 ? xmlText(entry.AddtlNtryInf) : xmlText(detail.AddtlTxInf),
        ]
          .filter((text): text is string => text !== null && text !== 'NOTPROVIDED')
          .join(' '),
        counterparty: xmlText((payer?.Pty as Record<string, unknown>)?.Nm ?? payer?.Nm),
        amount: centsText(signed),
        balance: running === null ? null : centsText(running),
      } satisfies StatementLine;
    });
  });
  return {
    lines,
    openingBalance: opening === null ? null : centsText(opening),
    closingBalance: closing === null ? null : centsText(closing),
  };
}

// ---- OFX (1.x SGML and 2.x XML alike) ----

/** The value of `<TAG>value` in an OFX block (SGML leaves leaf tags unclosed; XML closes them). */
const ofxValue = (block: string, tag: string) => {
  const match = new RegExp(`<${tag}>([^<\\r\\n]*)`, 'i').exec(block);
  const value = match?.[1]?.trim() ?? '';
  return value === '' ? null : value.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>');
};
const ofxDate = (value: string | null) => {
  if (!value || !/^\d{8}/.test(value)) throw new StatementFormatError(`"${value}" is not an OFX date.`);
  return statementDate(`${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`, 'yyyy-mm-dd');
};

/**
 * An OFX bank statement: each STMTTRN is a line (TRNAMT signed); the ledger balance (LEDGERBAL, as of the
 * statement's end) gives each line its running balance, counted back from the last.
 */
export function parseOfx(content: string): ParsedStatement {
  if (!/<OFX>/i.test(content)) throw new StatementFormatError('This is not an OFX file (no <OFX> element).');
  const blocks = [...content.matchAll(/<STMTTRN>([\s\S]*?)(?=<\/STMTTRN>|<STMTTRN>|<\/BANKTRANLIST>)/gi)].map(
    (match) => match[1] ?? '',
  );
  const parsed = blocks.map((block, index) => {
    const cents = amountCents(ofxValue(block, 'TRNAMT'));
    if (cents === null) throw new StatementFormatError(`Transaction ${index + 1} has no amount.`);
    const name = ofxValue(block, 'NAME');
    return {
      postedOn: ofxDate(ofxValue(block, 'DTPOSTED')),
      valueOn: ofxValue(block, 'DTAVAIL') ? ofxDate(ofxValue(block, 'DTAVAIL')) : null,
      type: ofxValue(block, 'TRNTYPE'),
      bankReference: ofxValue(block, 'FITID'),
      transactionId: ofxValue(block, 'FITID'),
      description: [ofxValue(block, 'MEMO'), ofxValue(block, 'REFNUM')].filter(Boolean).join(' '),
      counterparty: name,
      cents,
    };
  });
  const ledger = /<LEDGERBAL>([\s\S]*?)(?:<\/LEDGERBAL>|<AVAILBAL>|$)/i.exec(content)?.[1];
  const closing = ledger ? amountCents(ofxValue(ledger, 'BALAMT')) : null;
  // Running balances from the closing one backwards, in the order the bank lists them (oldest first).
  let after = closing;
  const balances: (bigint | null)[] = [];
  for (let i = parsed.length - 1; i >= 0; i--) {
    balances[i] = after;
    after = after === null ? null : after - (parsed[i]?.cents ?? 0n);
  }
  return {
    lines: parsed.map(({ cents, ...line }, index) => {
      const balance = balances[index] ?? null;
      return { ...line, amount: centsText(cents), balance: balance === null ? null : centsText(balance) };
    }),
    openingBalance: after === null ? null : centsText(after),
    closingBalance: closing === null ? null : centsText(closing),
  };
}

/**
 * Each line's fingerprint, the same whichever layout read the file: the bank's own transaction id where the file
 * has one, else the date, the amount and the running balance (the counterparty where there is no balance); and
 * how many identical lines came before it in the same file. Importing a file again finds every fingerprint
 * taken; two genuine identical lines on one day differ by their count (and usually their balance).
 */
export function fingerprints(lines: StatementLine[]): string[] {
  const seen = new Map<string, number>();
  return lines.map((line) => {
    const key = line.transactionId
      ? `id|${line.transactionId}`
      : [line.postedOn, line.amount, line.balance ?? `-|${(line.counterparty ?? '').toUpperCase()}`].join('|');
    const count = seen.get(key) ?? 0;
    seen.set(key, count + 1);
    return createHash('sha256').update(`${key}|${count}`).digest('hex');
  });
}
