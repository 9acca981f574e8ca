import { FINANCE_MESSAGES, type StatementRule } from '@club/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { createTestApp, signedInAs, signedInWithCustomRole, type TestApp } from '../../test/harness';
import { statementKit } from '../../test/statement-kit';

const HEADER = 'Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance';

describe("statement rules: the treasurer's lines of every month, posted by a rule", () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const kit = statementKit(() => ({ app, admin }));
  const { call, importMib, lines, pendingDonation } = kit;
  let bank: string;
  let charges: string;

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
    bank = await kit.newAccount('Rules bank');
    charges = await kit.newAccount('Bank charges', 'Expense');
  });
  afterAll(() => app.close());

  /** How many standing matches each of the account's lines has, by description. */
  const standing = async (accountId: string) =>
    queryRows<{ description: string; amount: string; matches: number; rule_id: string | null }>(
      app.database.db,
      sql`select l.description, l.amount::text,
            (select count(*)::int from bank_statement_matches m where m.line_id = l.id and m.undone_at is null) as matches,
            (select m.rule_id from bank_statement_matches m where m.line_id = l.id and m.undone_at is null limit 1) as rule_id
          from bank_statement_lines l where l.account_id = ${accountId} order by l.posted_on, l.position`,
    );

  it('previews, makes and applies a rule to the open lines it takes, never to a line naming a reference', async () => {
    const donation = await pendingDonation('300.00');
    const imported = await importMib(
      [
        HEADER,
        '01/11/2026,01/11/2026,CHARGE,,Monthly fee,-15.00,985.00',
        `02/11/2026,02/11/2026,TRANSFER,,Membership fee ${donation.reference},300.00,1285.00`,
        '03/11/2026,03/11/2026,CHARGE,,MONTHLY FEE (card),-15.00,1270.00',
        '04/11/2026,04/11/2026,CHARGE,,Monthly fee for the big account,-150.00,1120.00',
        '05/11/2026,05/11/2026,TRANSFER,,STELCO bill,-3400.00,-2280.00',
      ].join('\n'),
      bank,
    );
    expect(imported.json()).toMatchObject({ added: 5, withReference: 1, byRules: 0 });
    const rule = { contains: 'monthly fee', minAmount: '-20', maxAmount: '0', postTo: charges, bankAccountId: bank };
    const preview = await call('POST', '/api/admin/finance/statement-rules/preview', admin.cookie, rule);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json()).toMatchObject({ count: 2 });
    expect(preview.json().lines.map((line: { amount: string }) => line.amount)).toEqual(['-15.00', '-15.00']);

    const made = await call('POST', '/api/admin/finance/statement-rules', admin.cookie, rule);
    expect(made.statusCode, made.body).toBe(201);
    expect(made.json()).toMatchObject({ posted: 2, rule: { contains: 'monthly fee', minAmount: '-20.00', posted: 2 } });
    const ruleId = made.json().rule.id as string;
    expect((await standing(bank)).map((line) => [line.description, line.matches, line.rule_id])).toEqual([
      ['Monthly fee', 1, ruleId],
      [`Membership fee ${donation.reference}`, 0, null],
      ['MONTHLY FEE (card)', 1, ruleId],
      ['Monthly fee for the big account', 0, null],
      ['STELCO bill', 0, null],
    ]);
    // A wider rule still leaves the line naming a payment reference to its confirmation.
    const wide = await call('POST', '/api/admin/finance/statement-rules', admin.cookie, {
      contains: 'fee',
      postTo: charges,
    });
    expect(wide.json()).toMatchObject({ posted: 1 });
    const byDescription = Object.fromEntries((await standing(bank)).map((line) => [line.description, line.matches]));
    expect(byDescription[`Membership fee ${donation.reference}`]).toBe(0);
    expect(byDescription['Monthly fee for the big account']).toBe(1);

    // The next statement: the rule posts its line on import, and says so.
    const later = await importMib(
      [HEADER, '20/11/2026,20/11/2026,CHARGE,,Monthly fee,-15.00,-2295.00'].join('\n'),
      bank,
    );
    expect(later.json()).toMatchObject({ added: 1, byRules: 1 });
    const rules = (await call('GET', '/api/admin/finance/statement-rules', admin.cookie)).json() as StatementRule[];
    expect(rules.find((each) => each.id === ruleId)).toMatchObject({
      posted: 3,
      postToName: expect.stringMatching(/Bank charges$/),
    });
    // The books: each posting against the bank account and the charges account.
    const statement = (await lines(bank)).items.find((line) => line.postedOn === '2026-11-20');
    expect(statement?.match).toMatchObject({ kind: 'journal', confirmedPayment: true, byRule: true });

    // Deleted, the rule posts no more; what it posted stays.
    expect((await call('DELETE', `/api/admin/finance/statement-rules/${ruleId}`, admin.cookie)).statusCode).toBe(204);
    const again = await call('DELETE', `/api/admin/finance/statement-rules/${ruleId}`, admin.cookie);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(FINANCE_MESSAGES.ruleNotFound);
    expect((await standing(bank)).filter((line) => line.matches === 1)).toHaveLength(4);
  });

  it('posts each line once when two rules are made at once', async () => {
    const account = await kit.newAccount('Rules race bank');
    const rows = Array.from({ length: 20 }, (_, i) => {
      const day = String(1 + i).padStart(2, '0');
      return `${day}/10/2026,${day}/10/2026,CHARGE,,SMS alert charge,-2.00,${(1000 - 2 * (i + 1)).toFixed(2)}`;
    });
    expect((await importMib([HEADER, ...rows].join('\n'), account)).json()).toMatchObject({ added: 20 });
    // Two rules (not the same twice, which is refused) taking the same lines.
    const made = await Promise.all(
      ['sms alert', 'alert charge'].map((contains) =>
        call('POST', '/api/admin/finance/statement-rules', admin.cookie, {
          contains,
          postTo: charges,
          bankAccountId: account,
        }),
      ),
    );
    expect(made.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(made.reduce((sum, response) => sum + (response.json().posted as number), 0)).toBe(20);
    expect((await standing(account)).every((line) => line.matches === 1)).toBe(true);
  });

  it('refuses a rule that is not one, and people without the right', async () => {
    const rule = { contains: 'fee', postTo: charges };
    const refused = [
      { ...rule, contains: 'x' },
      { ...rule, minAmount: '10', maxAmount: '5' },
      { ...rule, minAmount: '1,000' },
      { ...rule, postTo: 'nope' },
      { ...rule, surprise: true },
    ];
    for (const body of refused)
      expect((await call('POST', '/api/admin/finance/statement-rules', admin.cookie, body)).statusCode).toBe(400);
    const unknown = await call('POST', '/api/admin/finance/statement-rules', admin.cookie, {
      ...rule,
      postTo: crypto.randomUUID(),
    });
    expect(unknown.statusCode).toBe(400);
    const notABank = await call('POST', '/api/admin/finance/statement-rules', admin.cookie, {
      ...rule,
      bankAccountId: charges,
    });
    expect(notABank.json().message).toBe(FINANCE_MESSAGES.postToAnotherAccount);
    const viewer = await signedInWithCustomRole(app, 'executive', { finance: ['view'] });
    expect((await call('POST', '/api/admin/finance/statement-rules', viewer.cookie, rule)).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/finance/statement-rules/preview', viewer.cookie, rule)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/admin/finance/statement-rules', viewer.cookie)).statusCode).toBe(200);
    const member = await signedInAs(app, 'member');
    expect((await call('GET', '/api/admin/finance/statement-rules', member.cookie)).statusCode).toBe(403);
    expect(
      (await call('DELETE', `/api/admin/finance/statement-rules/${crypto.randomUUID()}`, viewer.cookie)).statusCode,
    ).toBe(403);
    // Deleting is the delete right, not the edit right.
    const editor = await signedInWithCustomRole(app, 'executive', { finance: ['view', 'create', 'edit', 'approve'] });
    const kept = await call('POST', '/api/admin/finance/statement-rules', admin.cookie, {
      ...rule,
      contains: 'standing order',
    });
    expect(kept.statusCode, kept.body).toBe(201);
    const keptId = kept.json().rule.id as string;
    expect((await call('DELETE', `/api/admin/finance/statement-rules/${keptId}`, editor.cookie)).statusCode).toBe(403);
    // The same rule twice is refused: the first would take every line, the second none.
    const twin = await call('POST', '/api/admin/finance/statement-rules', admin.cookie, {
      ...rule,
      contains: 'STANDING ORDER',
    });
    expect(twin.statusCode).toBe(409);
    expect(twin.json().message).toBe(FINANCE_MESSAGES.ruleExists);
    // Money held for payers is posted by matching, never by a rule.
    const [payerFunds] = await queryRows<{ id: string }>(
      app.database.db,
      sql`select account_id as id from posting_roles where role = 'payer_funds'`,
    );
    const held = await call('POST', '/api/admin/finance/statement-rules', admin.cookie, {
      ...rule,
      contains: 'held money',
      postTo: payerFunds?.id,
    });
    expect(held.statusCode).toBe(400);
    expect(held.json().message).toBe(FINANCE_MESSAGES.notPayerFunds);
  });
});
