import { type EntrySource, fromCents, type PostingRole, toCents } from '@club/shared';
import { and, eq } from 'drizzle-orm';
import type { AppDatabase } from '../../db/client';
import { journalEntries, journalEntryLines, postingRoles } from '../../db/schema';

/** One side of one line: an account and a positive amount (decimal string), debit or credit. */
export interface LedgerLine {
  accountId: string;
  debit?: string;
  credit?: string;
  description?: string | null;
}

export interface NewEntry {
  transactionDate: string;
  description: string;
  referenceNumber?: string | null;
  /** What the system posts this for; omitted for an entry made by hand. */
  source?: { type: EntrySource; id: string };
  reversesEntryId?: string;
  createdBy: string | null;
  lines: LedgerLine[];
}

/** Whether the lines balance to the cent (the database checks the same at commit). */
export function totals(lines: readonly LedgerLine[]) {
  let debits = 0n;
  let credits = 0n;
  for (const line of lines) {
    debits += toCents(line.debit ?? '0');
    credits += toCents(line.credit ?? '0');
  }
  return { debits: fromCents(debits), credits: fromCents(credits), balanced: debits === credits };
}

/**
 * Writes one journal entry and its lines. Call it inside the transaction of the business event it
 * records, so that one never exists without the other; the database refuses it unless it balances.
 */
export async function postEntry(tx: AppDatabase, entry: NewEntry) {
  const [created] = await tx
    .insert(journalEntries)
    .values({
      transactionDate: entry.transactionDate,
      description: entry.description,
      referenceNumber: entry.referenceNumber ?? null,
      sourceType: entry.source?.type ?? null,
      sourceId: entry.source?.id ?? null,
      reversesEntryId: entry.reversesEntryId ?? null,
      createdBy: entry.createdBy,
    })
    .returning();
  if (!created) throw new Error('insert returned nothing');
  await insertLines(tx, created.id, entry.lines);
  return created;
}

/** The lines of an entry, numbered in order. */
export async function insertLines(tx: AppDatabase, entryId: string, lines: readonly LedgerLine[]) {
  if (lines.length === 0) return;
  await tx.insert(journalEntryLines).values(
    lines.map((line, index) => ({
      journalEntryId: entryId,
      lineNumber: index + 1,
      accountId: line.accountId,
      debitAmount: line.debit ?? '0',
      creditAmount: line.credit ?? '0',
      description: line.description ?? null,
    })),
  );
}

/** The account a posting role maps to (the chart and the roles are seeded; staff may remap them). */
export async function accountFor(tx: AppDatabase, role: PostingRole): Promise<string> {
  const [row] = await tx
    .select({ accountId: postingRoles.accountId })
    .from(postingRoles)
    .where(eq(postingRoles.role, role));
  if (!row) throw new Error(`no account holds the posting role ${role}`);
  return row.accountId;
}

/** Whether the account holds the posting role (the payer funds' liability, which only a match posts to). */
export async function holdsRole(db: AppDatabase, accountId: string, role: PostingRole) {
  const [held] = await (db as AppDatabase)
    .select({ role: postingRoles.role })
    .from(postingRoles)
    .where(and(eq(postingRoles.role, role), eq(postingRoles.accountId, accountId)));
  return held !== undefined;
}

/** Cash payments post to cash; bank transfer, card and mobile banking to the bank. */
export const moneyRoleFor = (paymentMethod: string): PostingRole => (paymentMethod === 'cash' ? 'cash' : 'bank');

/** The standing posting of a source (one a statement undo superseded is history). */
export async function findPosting(tx: AppDatabase, type: EntrySource, id: string) {
  const [entry] = await tx
    .select()
    .from(journalEntries)
    .where(
      and(eq(journalEntries.sourceType, type), eq(journalEntries.sourceId, id), eq(journalEntries.superseded, false)),
    );
  return entry ?? null;
}

/**
 * Posts the mirror image of an entry (debits become credits), dated `transactionDate`: how a posted
 * entry is corrected. An entry is reversed at most once.
 */
export async function postReversal(
  tx: AppDatabase,
  original: { id: string; entryNumber: string },
  entry: Omit<NewEntry, 'lines' | 'reversesEntryId'>,
) {
  const lines = await tx
    .select()
    .from(journalEntryLines)
    .where(eq(journalEntryLines.journalEntryId, original.id))
    .orderBy(journalEntryLines.lineNumber);
  return postEntry(tx, {
    ...entry,
    reversesEntryId: original.id,
    lines: lines.map((line) => ({
      accountId: line.accountId,
      debit: line.creditAmount,
      credit: line.debitAmount,
      description: line.description,
    })),
  });
}
