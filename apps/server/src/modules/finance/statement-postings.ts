import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { postEntry } from './ledger';

/** A statement line as a posting needs it. */
export interface PostableLine {
  id: string;
  account_id: string;
  amount: string;
  posted_on: string;
  description: string;
  counterparty: string | null;
}

/**
 * The entry of a line posted to `accountId` and its match, inside the caller's transaction (the line locked,
 * unmatched, the account active, the period open): by hand, or by the rule named.
 */
export async function postLine(
  tx: Transaction,
  actor: Viewer,
  line: PostableLine,
  accountId: string,
  description?: string,
  ruleId: string | null = null,
) {
  const credit = !line.amount.startsWith('-');
  const amount = line.amount.replace(/^-/, '');
  const text =
    description || [line.counterparty, line.description].filter(Boolean).join(' · ') || 'Bank statement line';
  // The entry's source is the match (a line posted, undone and posted again has one entry per match).
  const matchId = randomUUID();
  const entry = await postEntry(tx, {
    transactionDate: line.posted_on,
    description: text.slice(0, 200),
    source: { type: 'statement_line', id: matchId },
    createdBy: actor.userId,
    lines: credit
      ? [
          { accountId: line.account_id, debit: amount },
          { accountId, credit: amount },
        ]
      : [
          { accountId, debit: amount },
          { accountId: line.account_id, credit: amount },
        ],
  });
  await tx.execute(
    sql`insert into bank_statement_matches (id, line_id, kind, target_id, confirmed_payment, matched_by, rule_id)
        values (${matchId}, ${line.id}, 'journal', ${entry.id}, true, ${actor.userId}, ${ruleId})`,
  );
  return entry;
}
