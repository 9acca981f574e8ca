import type { PaymentMatchKind } from '@club/shared';
import { type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import type { Viewer } from '../../platform/access';
import type { SettingsStore } from '../../platform/settings';
import type { PaymentDecisionDeps } from './payment-decisions';

/** An item a bank transfer pays, as statement matching sees it (the columns a payable's `items` selects). */
export interface OpenItem {
  id: string;
  /** Null on a registration sent before references. */
  payment_reference: string | null;
  /** What it may be paid with: its amount, or (a registration) any of its kind's active fees. */
  amounts: string[];
  /** The payment stands confirmed now (by its slip, at the desk, or by an earlier match). */
  confirmed: boolean;
  /** The fee recorded for it (a renewal's, a registration's), which an undo voids. */
  payment_id: string | null;
  /** The item's own sort where its kind has several (a registration's: membership or academy). */
  variant: string | null;
}

/** What the bank's statement says of the payment: the amount its lines brought and the day; an undo's reason. */
export interface StatementContext {
  reason: string;
  amount: string;
  postedOn: string;
}

export type PayableDeps = PaymentDecisionDeps & { settings: SettingsStore; publicUrl: string };

/**
 * What a module is owed by bank transfer, registered with finance when the app is assembled: how its items are
 * found, which wait for money, which ledger entries a confirmation posts, and what confirming and reversing do
 * (the module's own payment decision). Finance reads the modules only through these.
 */
export interface Payable {
  kind: PaymentMatchKind;
  /** `select id, payment_reference, amounts, confirmed, payment_id, variant` of the items `where` admits. */
  items(where: SQL): SQL;
  /**
   * `select kind, target_id, name, sent_on, amount, reference` of the items waiting for money: for exactly
   * `amount`, or (null) any (sent_on: club day; amount as text, a registration's lowest active fee).
   */
  waiting(amount: SQL | null): SQL;
  /**
   * The same of the items already confirmed as paid by a transfer (from a slip, at the desk), which a line that
   * names no reference may be linked to: the line is that money arriving.
   */
  paid(amount: SQL | null): SQL;
  /** The ledger entries a confirmation posts: their source type, and their source ids from the item's id. */
  entries: { sourceType: string; sourceIds?: (itemId: SQL) => SQL };
  /** Confirms the item's payment inside the match's transaction (`deps.db` is it); false when it was already. */
  confirm(deps: PayableDeps, actor: Viewer, item: OpenItem, statement: StatementContext): Promise<boolean>;
  /** Takes back the payment a match confirmed; false when there was nothing to take back. */
  reverse(deps: PayableDeps, actor: Viewer, item: OpenItem, statement: StatementContext): Promise<boolean>;
}

/** Every kind of item a statement line can pay, one registration each. */
export class Payables {
  private readonly byKind: Map<PaymentMatchKind, Payable>;

  constructor(payables: readonly Payable[]) {
    this.byKind = new Map(payables.map((payable) => [payable.kind, payable]));
    if (this.byKind.size !== payables.length) throw new Error('a payment kind is registered twice');
  }

  get all() {
    return [...this.byKind.values()];
  }

  of(kind: PaymentMatchKind) {
    const payable = this.byKind.get(kind);
    if (!payable) throw new Error(`no payable registered for ${kind}`);
    return payable;
  }
}

/**
 * Moves the money of an item's standing confirmation from the bank posting role's account to `accountId`: a
 * statement's own bank account (decision 029), or the card clearing account (decision 048). Its reversal, should the
 * confirmation be taken back, mirrors it there.
 */
export async function moveBankMoney(
  db: Pick<AppDatabase, 'execute'>,
  payable: Payable,
  itemId: string,
  accountId: string,
) {
  const { sourceType, sourceIds } = payable.entries;
  await db.execute(
    sql`update journal_entry_lines jl set account_id = ${accountId}
        from journal_entries e
        where e.id = jl.journal_entry_id and e.source_type = ${sourceType}
          and e.source_id ${sourceIds ? sql`in (${sourceIds(sql`${itemId}`)})` : sql`= ${itemId}`}
          and e.reverses_entry_id is null
          and not exists (select 1 from journal_entries r where r.reverses_entry_id = e.id)
          and jl.account_id = (select account_id from posting_roles where role = 'bank')
          and jl.account_id <> ${accountId}`,
  );
}

/** The ledger entries of an item's standing confirmation (read before it is taken back, to find their reversals). */
export async function confirmationEntryIds(db: AppDatabase, payable: Payable, itemId: string) {
  const { sourceType, sourceIds } = payable.entries;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select e.id from journal_entries e
        where e.source_type = ${sourceType}
          and e.source_id ${sourceIds ? sql`in (${sourceIds(sql`${itemId}`)})` : sql`= ${itemId}`}
          and e.reverses_entry_id is null
          and not exists (select 1 from journal_entries r where r.reverses_entry_id = e.id)`,
  );
  return rows.map((row) => row.id);
}
