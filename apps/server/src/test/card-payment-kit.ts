import { toCents } from '@club/shared';
import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import { queryRows } from '../db/client';
import { BmlDouble } from './bml-double';
import { acceptedMember } from './factories';
import { PNG } from './files';
import { callApp, createTestApp, type Method, signedInAs, type TestApp } from './harness';
import { multipartBody } from './multipart';

export const CARD_API_KEY = 'test-merchant-api-key-0123456789';

type Account = Awaited<ReturnType<typeof signedInAs>>;

/**
 * The app of one `describe` block with the bank's card gateway played by a `BmlDouble` (its notifications go to the
 * app), an admin, card payments turned on unless `off`, and what the card payment tests ask of them.
 */
export function cardPaymentKit({ off = false } = {}) {
  let app: TestApp;
  let double: BmlDouble;
  let admin: Account;
  beforeAll(async () => {
    double = new BmlDouble(CARD_API_KEY, async (headers, body) => {
      const answer = await app.app.inject({
        method: 'POST',
        url: '/api/payments/card/notifications',
        headers,
        payload: JSON.stringify(body),
      });
      return answer.statusCode;
    });
    await double.start();
    app = await createTestApp({ CARD_GATEWAY_URL: double.url });
    admin = await signedInAs(app, 'admin');
    if (off) return;
    const on = await callApp(app, 'PUT', '/api/admin/finance/card-gateway', admin.cookie, {
      enabled: true,
      mode: 'test',
      apiKey: CARD_API_KEY,
    });
    expect(on.statusCode, on.body).toBe(200);
  });
  afterAll(async () => {
    await app?.close();
    await double?.stop();
  });

  const call = (method: Method, url: string, cookie?: string, payload?: object) =>
    callApp(app, method, url, cookie, payload);
  const db = () => app.database.db;
  /** An account's balance (debits less credits), by its code or its posting role. */
  const balanceWhere = async (where: SQL) =>
    (
      await queryRows<{ balance: string }>(
        db(),
        sql`select coalesce(sum(jl.debit_amount - jl.credit_amount), 0)::text as balance from journal_entry_lines jl
            join chart_of_accounts a on a.id = jl.account_id where ${where}`,
      )
    )[0]?.balance ?? '';

  return {
    get app() {
      return app;
    },
    get double() {
      return double;
    },
    get admin() {
      return admin;
    },
    call,
    db,
    /** A paid member who starts paying next season's renewal by card; the gateway's transaction and the payment. */
    async startedRenewal(plan = 'student') {
      const account = await signedInAs(app, 'member');
      const member = await acceptedMember(app, admin.cookie, account.cookie);
      const started = await call('POST', '/api/payments/card', account.cookie, { kind: 'renewal', plan });
      expect(started.statusCode, started.body).toBe(201);
      const { id, redirectUrl } = started.json() as { id: string; redirectUrl: string };
      const transactionId = redirectUrl.split('/pay/')[1] as string;
      return { account, member, id, transactionId };
    },
    /** The member sends a renewal with a transfer slip under the reference the card payment carries. */
    async renewWithSlip(cookie: string, transactionId: string, plan: string) {
      const reference = double.transactions.get(transactionId)?.customerReference as string;
      const body = multipartBody({ plan, paymentReference: reference }, [
        { field: 'slip', filename: 'slip.png', data: PNG },
      ]);
      const sent = await app.app.inject({
        method: 'POST',
        url: '/api/me/renewal',
        ...body,
        headers: { ...body.headers, cookie },
      });
      expect(sent.statusCode, sent.body).toBe(201);
      return reference;
    },
    async membershipOf(memberId: string, season: number) {
      const [membership] = await queryRows<{ status: string; amount: string; id: string }>(
        db(),
        sql`select id, status, amount::text from memberships where member_id = ${memberId} and season = ${season}`,
      );
      return membership;
    },
    /** The member's renewal fees standing (not void), after their first season's. */
    renewalFeesOf: (memberId: string) =>
      queryRows<{ payment_method: string; receipt_number: string }>(
        db(),
        sql`select p.payment_method, p.receipt_number from payment_records p join memberships m on m.id = p.membership_id
            where m.member_id = ${memberId} and p.voided_at is null and m.season > (
              select min(season) from memberships where member_id = ${memberId})`,
      ),
    balanceOf: (code: string) => balanceWhere(sql`a.account_code = ${code}`),
    roleBalance: (role: string) =>
      balanceWhere(sql`a.id = (select account_id from posting_roles where role = ${role})`),
    /** A balance in cents: debit balances positive, credit balances negative. */
    signedCents: (balance: string) => (balance.startsWith('-') ? -toCents(balance.slice(1)) : toCents(balance)),
  };
}
