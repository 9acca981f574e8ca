import {
  type accountInputSchema,
  clubToday,
  FINANCE_MESSAGES,
  fromCents,
  type journalEntryInputSchema,
  OPENING_BALANCE_TYPES,
  type openingBalanceSchema,
  POSTING_ROLE_TYPES,
  POSTING_ROLES,
  type postingRolesSchema,
  toSignedCents,
} from '@club/shared';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor, recordAudit } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { accountFor, findPosting, insertLines, postEntry, postReversal } from './ledger';
import {
  deleteAccount,
  deleteEntry,
  deleteEntryLines,
  findAccount,
  findEntry,
  insertAccount,
  isReversed,
  ledgerSummary,
  listAccounts,
  lockAccount,
  lockEntry,
  lockedThrough,
  openingBalances,
  postingRoleMap,
  savePostingRoles,
  setLockedThrough,
  updateAccount,
  updateEntry,
} from './repository';

export { type AccountRow, type EntryRow, ledgerSummary, listAccounts, listJournal } from './repository';

/**
 * The club's books as the treasurer keeps them by hand: the chart of accounts, journal entries made by hand
 * (corrected by reversal once reversed, or when the portal posted them), the posting roles and the closing
 * date. Each change is one transaction named for the actor (the audit trail records who).
 */

type AccountInput = z.output<typeof accountInputSchema>;
type EntryInput = z.output<typeof journalEntryInputSchema>;

const accountValues = (body: AccountInput) => ({
  accountCode: body.accountCode,
  accountName: body.accountName,
  accountType: body.accountType,
  accountSubtype: body.accountSubtype ?? null,
  parentAccountId: body.parentAccountId ?? null,
  isActive: body.isActive,
  description: body.description ?? null,
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

export async function addAccount(db: AppDatabase, actor: Viewer, body: AccountInput) {
  const id = await asActor(db, actor, (tx) => insertAccount(tx, accountValues(body)));
  const created = await findAccount(db, id);
  if (!created) throw new Error('created account not found');
  return created;
}

/** Edits an account (one in use, with lines or a posting role, is not deactivated) and returns it. */
export async function editAccount(db: AppDatabase, actor: Viewer, id: string, body: AccountInput) {
  if (body.parentAccountId === id)
    throw badRequest('An account cannot be its own parent.', { parentAccountId: ['Choose another account'] });
  await asActor(db, actor, async (tx) => {
    const current = await lockAccount(tx, id);
    if (!current) throw notFound('Account not found.');
    if (!body.isActive && current.is_active && (current.has_lines || current.posting_roles.length > 0))
      throw conflict(FINANCE_MESSAGES.accountInUse);
    await updateAccount(tx, id, accountValues(body));
  });
  const updated = await findAccount(db, id);
  if (!updated) throw notFound('Account not found.');
  return updated;
}

/** Deletes an account that has no lines and no posting role. */
export const removeAccount = (db: AppDatabase, actor: Viewer, id: string) =>
  asActor(db, actor, async (tx) => {
    const current = await lockAccount(tx, id);
    if (!current) throw notFound('Account not found.');
    if (current.has_lines || current.posting_roles.length > 0) throw conflict(FINANCE_MESSAGES.accountInUse);
    await deleteAccount(tx, id);
  });

/** A journal entry made by hand: balanced, on active accounts, in an open period; the server numbers it. */
export async function makeEntry(db: AppDatabase, actor: Viewer, body: EntryInput) {
  await assertOpen(db, body.transactionDate);
  await assertActiveAccounts(
    db,
    body.lines.map((l) => l.accountId),
  );
  const created = await asActor(db, actor, (tx) =>
    postEntry(tx, {
      transactionDate: body.transactionDate,
      description: body.description,
      referenceNumber: body.referenceNumber,
      createdBy: actor.userId,
      lines: body.lines,
    }),
  );
  const entry = await findEntry(db, created.id);
  if (!entry) throw new Error('created entry not found');
  return entry;
}

/** Edits an entry made by hand (its lines are replaced in one transaction) and returns it. */
export async function editEntry(db: AppDatabase, actor: Viewer, id: string, body: EntryInput) {
  await assertActiveAccounts(
    db,
    body.lines.map((l) => l.accountId),
  );
  await asActor(db, actor, async (tx) => {
    const current = await lockHandEntry(tx, id);
    await assertOpen(tx, current.transactionDate, body.transactionDate);
    // The entry and its new lines are checked together at commit.
    await deleteEntryLines(tx, current.id);
    await updateEntry(tx, current.id, body);
    await insertLines(tx, current.id, body.lines);
  });
  const updated = await findEntry(db, id);
  if (!updated) throw notFound('Journal entry not found.');
  return updated;
}

export const removeEntry = (db: AppDatabase, actor: Viewer, id: string) =>
  asActor(db, actor, async (tx) => {
    const current = await lockHandEntry(tx, id);
    await assertOpen(tx, current.transactionDate);
    await deleteEntry(tx, current.id);
  });

/** Corrects an entry with its mirror image, dated today: an entry is reversed once; a reversal is not reversed. */
export async function reverseEntry(db: AppDatabase, actor: Viewer, id: string) {
  const today = clubToday();
  await assertOpen(db, today);
  const reversal = await asActor(db, actor, async (tx) => {
    const original = await lockEntry(tx, id);
    if (!original) throw notFound('Journal entry not found.');
    if (original.reversesEntryId) throw conflict('A reversing entry is not reversed: post a new entry instead.');
    const already = await findEntry(tx, original.id);
    if (already?.reversed_by_entry_id) throw conflict('This entry has already been reversed.');
    return postReversal(tx, original, {
      transactionDate: today,
      description: `Reversal of ${original.entryNumber}: ${original.description}`,
      referenceNumber: original.referenceNumber,
      source: { type: 'reversal', id: original.id },
      createdBy: actor.userId,
    });
  });
  const entry = await findEntry(db, reversal.id);
  if (!entry) throw new Error('reversal not found');
  return entry;
}

export { openingBalances };

/**
 * Sets an asset's or a liability's opening balance (what the account held, or owed, the day the books start): one
 * entry of the portal's against the opening balances' equity account, balanced by itself. An asset is debited (a
 * bank account overdrawn, credited), a liability credited. Set again, the same entry takes the new day and
 * amount; 0 takes it away. Neither the old day nor the new may be in the closed period.
 */
export async function setOpeningBalance(
  db: AppDatabase,
  actor: Viewer,
  accountId: string,
  { on, amount }: z.output<typeof openingBalanceSchema>,
) {
  await assertOpen(db, on);
  return asActor(db, actor, async (tx) => {
    // The account is locked: two saves at once queue, and the second finds the first's entry.
    const account = await lockAccount(tx, accountId);
    if (!account?.is_active || !(OPENING_BALANCE_TYPES as readonly string[]).includes(account.account_type))
      throw notFound('Account not found.');
    const current = await findPosting(tx, 'opening_balance', account.id);
    if (current) {
      await assertOpen(tx, current.transactionDate);
      await deleteEntryLines(tx, current.id);
    }
    const cents = toSignedCents(amount);
    if (cents === 0n) {
      if (current) await deleteEntry(tx, current.id);
      return null;
    }
    const equity = await accountFor(tx, 'opening_balances');
    const held = fromCents(cents < 0n ? -cents : cents);
    // What an asset holds is a debit; what a liability owes, a credit.
    const debitsAccount = cents > 0n === (account.account_type === 'Asset');
    const lines = debitsAccount
      ? [
          { accountId: account.id, debit: held },
          { accountId: equity, credit: held },
        ]
      : [
          { accountId: equity, debit: held },
          { accountId: account.id, credit: held },
        ];
    const entry = { transactionDate: on, description: `Opening balance of ${account.account_name}`.slice(0, 200) };
    if (current) {
      await updateEntry(tx, current.id, { ...entry, referenceNumber: '' });
      await insertLines(tx, current.id, lines);
    } else
      await postEntry(tx, {
        ...entry,
        source: { type: 'opening_balance', id: account.id },
        createdBy: actor.userId,
        lines,
      });
    return { on, amount };
  });
}

/** Maps every posting role to an active account of the right type, audited as one change; returns the chart. */
export async function mapPostingRoles(db: AppDatabase, actor: Viewer, roles: z.output<typeof postingRolesSchema>) {
  const accounts = new Map((await listAccounts(db, true)).map((a) => [a.id, a]));
  const fieldErrors: Record<string, string[]> = {};
  for (const role of POSTING_ROLES) {
    const account = accounts.get(roles[role]);
    if (account?.account_type !== POSTING_ROLE_TYPES[role])
      fieldErrors[role] = [`Choose an active ${POSTING_ROLE_TYPES[role]} account`];
  }
  if (Object.keys(fieldErrors).length > 0)
    throw badRequest('Choose an account of the right type for each role.', fieldErrors);
  await asActor(db, actor, async (tx) => {
    const before = await postingRoleMap(tx);
    await savePostingRoles(tx, roles);
    // posting_roles has no row id for the audit trigger: one audit row records the whole mapping.
    await recordAudit(tx, actor, {
      action: 'posting_roles.update',
      entityType: 'posting_roles',
      entityId: 'ledger',
      before,
      after: roles,
    });
  });
  return listAccounts(db);
}

/** Closes the books through a day (null reopens them); returns the ledger's summary with its lock date. */
export async function closeBooksThrough(db: AppDatabase, actor: Viewer, day: string | null) {
  await asActor(db, actor, (tx) => setLockedThrough(tx, day));
  return ledgerSummary(db);
}
