import { FINANCE_MESSAGES, type StatementRule, type statementRuleInputSchema } from '@club/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { holdsRole } from './ledger';
import { lockedThrough } from './repository';
import { type PostableLine, postLine } from './statement-postings';

type RuleInput = z.output<typeof statementRuleInputSchema>;

/** How many of the lines a rule would post are shown before it is saved. */
const PREVIEW_LINES = 10;

/**
 * The lines of `lines` (alias l) a rule (alias r: bank_account_id, contains, min_amount, max_amount, post_to)
 * takes: open (no standing match), naming no payment reference, of the rule's bank account, its text containing
 * the rule's (any case), its signed amount within the bounds, and in an open period.
 */
const takes = (through: string | null) => sql`
  l.payment_references = '{}'
  and not exists (select 1 from bank_statement_matches m where m.line_id = l.id and m.undone_at is null)
  and (r.bank_account_id is null or l.account_id = r.bank_account_id)
  and l.account_id <> r.post_to
  and position(lower(r.contains) in lower(concat_ws(' ', l.counterparty, l.description, l.type, l.bank_reference))) > 0
  and (r.min_amount is null or l.amount >= r.min_amount)
  and (r.max_amount is null or l.amount <= r.max_amount)
  ${through ? sql`and l.posted_on > ${through}` : sql``}`;

const asRule = (input: RuleInput) =>
  sql`(select ${input.bankAccountId ?? null}::uuid as bank_account_id, ${input.contains}::text as contains,
    ${input.minAmount}::numeric as min_amount, ${input.maxAmount}::numeric as max_amount, ${input.postTo}::uuid as post_to)`;

/** The open lines a rule would post now. */
export async function previewRule(db: AppDatabase, input: RuleInput) {
  const through = await lockedThrough(db);
  const rows = await queryRows<{
    id: string;
    posted_on: string;
    description: string;
    counterparty: string | null;
    amount: string;
    count: number;
  }>(
    db,
    sql`select l.id, l.posted_on::text, l.description, l.counterparty, l.amount::text, count(*) over ()::int as count
        from bank_statement_lines l, ${asRule(input)} r
        where ${takes(through)}
        order by l.posted_on desc, l.position desc limit ${PREVIEW_LINES}`,
  );
  return {
    count: Number(rows[0]?.count ?? 0),
    lines: rows.map((row) => ({
      id: row.id,
      postedOn: row.posted_on,
      description: row.description,
      counterparty: row.counterparty,
      amount: row.amount,
    })),
  };
}

interface RuleRow {
  id: string;
  contains: string;
  min_amount: string | null;
  max_amount: string | null;
  post_to: string;
  post_to_name: string;
  bank_account_id: string | null;
  posted: number;
  created_at: Date | string;
}

const ruleRows = (where: SQL) => sql`
  select r.id, r.contains, r.min_amount::text, r.max_amount::text, r.post_to,
    a.account_code || ' · ' || a.account_name as post_to_name, r.bank_account_id, r.created_at,
    (select count(*)::int from bank_statement_matches m where m.rule_id = r.id and m.undone_at is null) as posted
  from bank_statement_rules r join chart_of_accounts a on a.id = r.post_to
  where ${where}
  order by r.created_at`;

const presentRule = (row: RuleRow): StatementRule => ({
  id: row.id,
  contains: row.contains,
  minAmount: row.min_amount,
  maxAmount: row.max_amount,
  postTo: row.post_to,
  postToName: row.post_to_name,
  bankAccountId: row.bank_account_id,
  posted: Number(row.posted),
  createdAt: new Date(row.created_at).toISOString(),
});

export const listRules = async (db: AppDatabase) =>
  (await queryRows<RuleRow>(db, ruleRows(sql`true`))).map(presentRule);

/**
 * Makes a rule and posts every open line it takes, in one transaction named for the treasurer: the account to
 * post to must be active, the bank account (when named) an active asset account.
 */
export async function makeRule(db: AppDatabase, actor: Viewer, input: RuleInput) {
  return asActor(db, actor, async (tx) => {
    const accounts = await queryRows<{ id: string; account_type: string }>(
      tx,
      sql`select id, account_type from chart_of_accounts where is_active
          and id in (${input.postTo}, ${input.bankAccountId ?? input.postTo})`,
    );
    if (!accounts.some((account) => account.id === input.postTo))
      throw badRequest('Choose active accounts from the chart.', {
        postTo: ['Choose active accounts from the chart.'],
      });
    if (await holdsRole(tx, input.postTo, 'payer_funds'))
      throw badRequest(FINANCE_MESSAGES.notPayerFunds, { postTo: [FINANCE_MESSAGES.notPayerFunds] });
    // The same text, bounds and accounts twice: the first would take every line, the second none.
    const [twin] = await queryRows<{ id: string }>(
      tx,
      sql`select id from bank_statement_rules
          where lower(contains) = lower(${input.contains}) and post_to = ${input.postTo}
            and bank_account_id is not distinct from ${input.bankAccountId ?? null}::uuid
            and min_amount is not distinct from ${input.minAmount}::numeric
            and max_amount is not distinct from ${input.maxAmount}::numeric
          limit 1`,
    );
    if (twin) throw conflict(FINANCE_MESSAGES.ruleExists);
    if (input.bankAccountId) {
      if (input.bankAccountId === input.postTo)
        throw badRequest(FINANCE_MESSAGES.postToAnotherAccount, { postTo: [FINANCE_MESSAGES.postToAnotherAccount] });
      if (!accounts.some((account) => account.id === input.bankAccountId && account.account_type === 'Asset'))
        throw badRequest(FINANCE_MESSAGES.chooseBankAccount, { bankAccountId: [FINANCE_MESSAGES.chooseBankAccount] });
    }
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into bank_statement_rules (bank_account_id, contains, min_amount, max_amount, post_to, created_by)
          values (${input.bankAccountId ?? null}, ${input.contains}, ${input.minAmount}, ${input.maxAmount},
            ${input.postTo}, ${actor.userId})
          returning id`,
    );
    if (!created) throw new Error('insert returned nothing');
    const posted = await applyRules(tx, actor, { ruleId: created.id });
    const [row] = await queryRows<RuleRow>(tx, ruleRows(sql`r.id = ${created.id}`));
    if (!row) throw new Error('the rule just made is not found');
    return { rule: presentRule(row), posted };
  });
}

/** Deletes a rule; what it posted stays posted (each line can be undone on its own). */
export async function removeRule(db: AppDatabase, actor: Viewer, id: string) {
  const removed = await asActor(db, actor, (tx) =>
    queryRows<{ id: string }>(tx, sql`delete from bank_statement_rules where id = ${id} returning id`),
  );
  if (removed.length === 0) throw notFound(FINANCE_MESSAGES.ruleNotFound);
}

/**
 * Posts the open lines rules take, inside the caller's transaction: those of one rule (just made), or those of
 * one import (every rule, the oldest first taking a line). Each line is locked and posted once; a line another
 * decision holds meanwhile is left for it. How many lines were posted.
 */
export async function applyRules(
  tx: Transaction,
  actor: Viewer,
  scope: { ruleId: string } | { importId: string },
): Promise<number> {
  const through = await lockedThrough(tx);
  const pairs = await queryRows<PostableLine & { rule_id: string; post_to: string }>(
    tx,
    sql`select distinct on (l.id) l.id, l.account_id, l.amount::text, l.posted_on::text, l.description, l.counterparty,
          r.id as rule_id, r.post_to
        from bank_statement_lines l
        join bank_statement_rules r on ${'ruleId' in scope ? sql`r.id = ${scope.ruleId}` : sql`true`}
        join chart_of_accounts a on a.id = r.post_to and a.is_active
        where ${'importId' in scope ? sql`l.import_id = ${scope.importId} and ` : sql``}${takes(through)}
        order by l.id, r.created_at, r.id`,
  );
  let posted = 0;
  for (const pair of pairs) {
    const [locked] = await queryRows<{ id: string }>(
      tx,
      sql`select id from bank_statement_lines where id = ${pair.id} for update skip locked`,
    );
    if (!locked) continue;
    // Asked again once the line is locked (a fresh snapshot): a decision that held the lock and committed just
    // before took it, and a condition read with the lock would still see the line open (two rules made at once).
    const [matched] = await queryRows<{ id: string }>(
      tx,
      sql`select id from bank_statement_matches where line_id = ${pair.id} and undone_at is null limit 1`,
    );
    if (matched) continue;
    await postLine(tx, actor, pair, pair.post_to, undefined, pair.rule_id);
    posted++;
  }
  return posted;
}
