import { randomUUID } from 'node:crypto';
import { CARD_PAYMENT_MESSAGES, SHOP_MESSAGES, toCents } from '@club/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { queryRows } from '../../db/client';
import type { BmlDouble } from '../../test/bml-double';
import { signNotification } from '../../test/bml-double';
import { CARD_API_KEY as API_KEY, cardPaymentKit } from '../../test/card-payment-kit';
import {
  acceptedMember,
  newCategory,
  newContributionType,
  newProduct,
  SHIPPING,
  sentApplication,
} from '../../test/factories';
import { mailTo, readOutbox, signedInAs, type TestApp } from '../../test/harness';
import { multipartBody } from '../../test/multipart';

describe('Pay now: an open item paid by card on the bank’s page, confirmed only by the bank', () => {
  const card = cardPaymentKit({ off: true });
  let app: TestApp;
  let double: BmlDouble;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  beforeAll(() => {
    ({ app, double, admin } = card);
  });
  const { call, db, startedRenewal, renewWithSlip, membershipOf, renewalFeesOf } = card;
  /** The buyer's checkout of their cart to be paid by card: no slip. */
  const checkoutByCard = (cookie: string, key = randomUUID()) => {
    const body = multipartBody({ ...SHIPPING, idempotencyKey: key, paymentMethod: 'card' });
    return app.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie, ...body.headers },
      payload: body.payload,
    });
  };

  it('sends the merchant key to another gateway address only over https or on this machine', () => {
    expect(() => loadConfig({ CARD_GATEWAY_URL: 'http://gateway.example.com' })).toThrow(/https/);
    expect(loadConfig({ CARD_GATEWAY_URL: 'https://gateway.example.com' }).cardGatewayUrl).toBe(
      'https://gateway.example.com',
    );
    expect(loadConfig({ CARD_GATEWAY_URL: double.url }).cardGatewayUrl).toBe(double.url);
  });

  it('is off until an admin keeps the merchant key, which is never shown again', async () => {
    expect((await call('GET', '/api/payments/card')).json()).toEqual({ enabled: false });
    const member = await signedInAs(app, 'member');
    const off = await call('POST', '/api/payments/card', member.cookie, { kind: 'renewal', plan: 'regular' });
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(CARD_PAYMENT_MESSAGES.unavailable);

    const noKey = await call('PUT', '/api/admin/finance/card-gateway', admin.cookie, { enabled: true, mode: 'test' });
    expect(noKey.statusCode).toBe(400);
    expect(
      (await call('PUT', '/api/admin/finance/card-gateway', member.cookie, { enabled: true, mode: 'test' })).statusCode,
    ).toBe(403);
    const saved = await call('PUT', '/api/admin/finance/card-gateway', admin.cookie, {
      enabled: true,
      mode: 'test',
      apiKey: API_KEY,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const settings = await call('GET', '/api/admin/finance/card-gateway', admin.cookie);
    expect(settings.json()).toMatchObject({ enabled: true, mode: 'test', hasApiKey: true, apiKeyUnreadable: false });
    expect(settings.body).not.toContain(API_KEY);
    // The audit log says the key was replaced, and holds neither the key nor its sealed form.
    const audit = await queryRows<{ after: unknown }>(
      db(),
      sql`select after from audit_log where entity_type = 'card_gateway'`,
    );
    expect(audit.map((row) => row.after)).toEqual([{ enabled: true, mode: 'test', api_key: 'replaced' }]);
    const [kept] = await queryRows<{ api_key_sealed: string }>(db(), sql`select api_key_sealed from card_gateway`);
    expect(kept?.api_key_sealed).not.toContain(API_KEY);
    expect((await call('GET', '/api/payments/card')).json()).toEqual({ enabled: true });
  });

  it('confirms the renewal from the signed notification: season, receipt, ledger in the clearing account', async () => {
    const { account, member, id, transactionId } = await startedRenewal('student');
    // Nothing is sent before the bank confirms.
    expect(await membershipOf(member.member_id, member.season + 1)).toBeUndefined();
    const transaction = double.transactions.get(transactionId);
    expect(transaction).toMatchObject({
      currency: 'MVR',
      localId: id,
      redirectUrl: `http://localhost:3000/payments/card/${id}`,
    });

    expect(await double.decide(transactionId, 'CONFIRMED').then(() => double.delivered.at(-1)?.status)).toBe(204);
    const renewal = await membershipOf(member.member_id, member.season + 1);
    expect(renewal?.status).toBe('active');
    expect(Number(renewal?.amount) * 100).toBe(transaction?.amount);
    expect((await renewalFeesOf(member.member_id)).map((p) => p.payment_method)).toEqual(['card']);
    const mine = await call('GET', `/api/payments/card/${id}`, account.cookie);
    expect(mine.json()).toMatchObject({ id, kind: 'renewal', state: 'confirmed' });
    // The money waits in the card clearing account, not the bank's.
    const [posting] = await queryRows<{ code: string }>(
      db(),
      sql`select a.account_code as code from journal_entry_lines jl join journal_entries e on e.id = jl.journal_entry_id
          join chart_of_accounts a on a.id = jl.account_id join payment_records p on p.id::text = e.source_id::text
          where p.membership_id = ${renewal?.id} and jl.debit_amount > 0`,
    );
    expect(posting?.code).toBe('1020');
    // The payer's receipt is mailed; the audit log names the gateway.
    const [audit] = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from audit_log where actor_id = 'card-payments' and entity_type = 'card_payments'`,
    );
    expect(audit?.n).toBeGreaterThan(0);
    // Someone else's payment is not found.
    const other = await signedInAs(app, 'member');
    expect((await call('GET', `/api/payments/card/${id}`, other.cookie)).statusCode).toBe(404);
  });

  it('refuses forged and replayed notifications, and a wrong amount or currency confirms nothing', async () => {
    const { member, transactionId } = await startedRenewal();
    const transaction = double.transactions.get(transactionId);
    if (!transaction) throw new Error('no transaction');
    transaction.state = 'CONFIRMED';
    transaction.amount += 100;
    // Forged: signed with another key; no signature at all; an old timestamp.
    expect(await double.notify(transactionId, signNotification('someone-else-s-key-123456'))).toBe(401);
    expect(await double.notify(transactionId, { 'content-type': 'application/json' })).toBe(401);
    expect(
      await double.notify(
        transactionId,
        signNotification(API_KEY, undefined, String(Math.floor(Date.now() / 1000) - 3600)),
      ),
    ).toBe(401);
    // Signed, but the bank's transaction says another amount: the item stays open, the payment failed.
    const signed = signNotification(API_KEY);
    expect(await double.notify(transactionId, signed)).toBe(204);
    expect(await membershipOf(member.member_id, member.season + 1)).toBeUndefined();
    // The same notification again is a replay.
    expect(await double.notify(transactionId, signed)).toBe(409);

    const second = await startedRenewal();
    const other = double.transactions.get(second.transactionId);
    if (!other) throw new Error('no transaction');
    other.state = 'CONFIRMED';
    other.currency = 'USD';
    expect(await double.notify(second.transactionId)).toBe(204);
    expect(await membershipOf(second.member.member_id, second.member.season + 1)).toBeUndefined();
    // Money the bank took for another amount or currency is the payer's to be given back, never a confirmation.
    expect((await call('GET', `/api/payments/card/${second.id}`, second.account.cookie)).json().state).toBe(
      'unapplied',
    );

    // The bank unreachable while a notification is taken: nothing decided, and the bank's retry of the same
    // notification is taken then, not refused as a replay.
    const third = await startedRenewal();
    await double.decide(third.transactionId, 'CONFIRMED', { notify: false });
    const once = signNotification(API_KEY);
    double.unavailable = true;
    expect(await double.notify(third.transactionId, once)).toBe(503);
    double.unavailable = false;
    expect(await double.notify(third.transactionId, once)).toBe(204);
    expect((await membershipOf(third.member.member_id, third.member.season + 1))?.status).toBe('active');
  });

  it('confirms once when the notification comes twice and races the payer’s return', async () => {
    const { account, member, id, transactionId } = await startedRenewal();
    await double.decide(transactionId, 'CONFIRMED', { notify: false });
    const answers = await Promise.all([
      double.notify(transactionId),
      double.notify(transactionId),
      call('GET', `/api/payments/card/${id}`, account.cookie).then((answer) => answer.statusCode),
      call('GET', `/api/payments/card/${id}`, account.cookie).then((answer) => answer.statusCode),
    ]);
    expect(answers).toEqual([204, 204, 200, 200]);
    expect(await renewalFeesOf(member.member_id)).toHaveLength(1);
    expect((await membershipOf(member.member_id, member.season + 1))?.status).toBe('active');
  });

  it('leaves the renewal open when the payer cancels or walks away, and they can pay again', async () => {
    const { account, member, id, transactionId } = await startedRenewal();
    // Walked away: the bank still waits; the portal says it is on its way and changes nothing.
    expect((await call('GET', `/api/payments/card/${id}`, account.cookie)).json().state).toBe('started');
    await double.decide(transactionId, 'CANCELLED');
    expect((await call('GET', `/api/payments/card/${id}`, account.cookie)).json().state).toBe('cancelled');
    expect(await membershipOf(member.member_id, member.season + 1)).toBeUndefined();
    // Still open: paying again works, with the same reference.
    const again = await call('POST', '/api/payments/card', account.cookie, { kind: 'renewal', plan: 'regular' });
    expect(again.statusCode).toBe(201);
    const next = (again.json().redirectUrl as string).split('/pay/')[1] as string;
    expect(double.transactions.get(next)?.customerReference).toBe(
      double.transactions.get(transactionId)?.customerReference,
    );
    await double.decide(next, 'CONFIRMED');
    expect((await membershipOf(member.member_id, member.season + 1))?.status).toBe('active');
    // Renewed: a second card payment is refused.
    const twice = await call('POST', '/api/payments/card', account.cookie, { kind: 'renewal', plan: 'regular' });
    expect(twice.statusCode).toBe(409);
  });

  it('asks the bank again about payments whose notification never came, and fails one that never reached it', async () => {
    const { account, member, id, transactionId } = await startedRenewal();
    // The payer paid and closed the page; the bank's notification was lost.
    await double.decide(transactionId, 'CONFIRMED', { notify: false });
    const lost = await startedRenewal();
    await db().execute(
      sql`update card_payments set created_at = now() - interval '20 minutes' where id in (${id}, ${lost.id})`,
    );
    // A payment whose bank page the portal never got (the call ended half-way).
    const [halfway] = await queryRows<{ id: string }>(
      db(),
      sql`insert into card_payments (kind, payment_reference, intent, amount, payer_id, created_at)
          select kind, payment_reference, intent, amount, payer_id, now() - interval '11 minutes'
          from card_payments where id = ${lost.id} returning id`,
    );
    expect(await app.jobs['card-payments']()).toEqual({ asked: 2, decided: 1 });
    expect((await membershipOf(member.member_id, member.season + 1))?.status).toBe('active');
    expect((await call('GET', `/api/payments/card/${id}`, account.cookie)).json().state).toBe('confirmed');
    expect((await call('GET', `/api/payments/card/${lost.id}`, lost.account.cookie)).json().state).toBe('started');
    expect((await call('GET', `/api/payments/card/${halfway?.id}`, lost.account.cookie)).json().state).toBe('failed');
    // Run again: nothing confirmed twice.
    expect(await app.jobs['card-payments']()).toEqual({ asked: 1, decided: 0 });
    expect(await renewalFeesOf(member.member_id)).toHaveLength(1);
  });

  it('refuses someone else’s member, a plan not offered and bad input', async () => {
    const { member } = await startedRenewal();
    const stranger = await signedInAs(app, 'member');
    await acceptedMember(app, admin.cookie, stranger.cookie);
    const theirs = await call('POST', '/api/payments/card', stranger.cookie, {
      kind: 'renewal',
      plan: 'regular',
      member: member.member_id,
    });
    expect(theirs.statusCode).toBe(404);
    expect(
      (await call('POST', '/api/payments/card', stranger.cookie, { kind: 'renewal', plan: 'academy' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', '/api/payments/card', stranger.cookie, { kind: 'order', plan: 'regular' })).statusCode,
    ).toBe(400);
    expect((await call('POST', '/api/payments/card', undefined, { kind: 'renewal', plan: 'regular' })).statusCode).toBe(
      401,
    );
    expect((await call('GET', '/api/payments/card/not-a-uuid', stranger.cookie)).statusCode).toBe(400);
  });

  it('never confirms a dearer renewal sent meanwhile with a slip for what the card paid for a cheaper one', async () => {
    const { account, member, id, transactionId } = await startedRenewal('student');
    await renewWithSlip(account.cookie, transactionId, 'corporate');
    await double.decide(transactionId, 'CONFIRMED');
    expect((await call('GET', `/api/payments/card/${id}`, account.cookie)).json().state).toBe('unapplied');
    // The corporate renewal still waits for staff to see its money.
    expect((await membershipOf(member.member_id, member.season + 1))?.status).toBe('pending_payment');
  });

  it('pays the fee of an event place: the place confirmed with its receipt, nobody else’s place, once', async () => {
    const created = await call('POST', '/api/events', admin.cookie, {
      title: 'Lagoon swim',
      description: 'Around the lagoon.',
      eventDate: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      maxParticipants: 5,
      registrationFee: '150.00',
    });
    expect(created.statusCode, created.body).toBe(201);
    const eventId = created.json().id as string;
    const swimmer = await signedInAs(app, 'member');
    const stranger = await signedInAs(app, 'member');
    expect((await call('POST', `/api/events/${eventId}/places`, swimmer.cookie)).statusCode).toBe(200);
    // No place, no payment; an event that does not exist neither.
    expect(
      (await call('POST', '/api/payments/card', stranger.cookie, { kind: 'event', event: eventId })).statusCode,
    ).toBe(404);
    const started = await call('POST', '/api/payments/card', swimmer.cookie, { kind: 'event', event: eventId });
    expect(started.statusCode, started.body).toBe(201);
    const { id, redirectUrl } = started.json() as { id: string; redirectUrl: string };
    const transactionId = redirectUrl.split('/pay/')[1] as string;
    expect(double.transactions.get(transactionId)?.amount).toBe(15000);
    await double.decide(transactionId, 'CONFIRMED');
    expect((await call('GET', `/api/payments/card/${id}`, swimmer.cookie)).json()).toMatchObject({
      state: 'confirmed',
      kind: 'event',
      eventId,
    });
    const [place] = await queryRows<{ fee_status: string; receipt_number: string }>(
      db(),
      sql`select fee_status, receipt_number from event_registrations where event_id = ${eventId}`,
    );
    expect(place).toMatchObject({
      fee_status: 'confirmed',
      receipt_number: expect.stringMatching(/^EVT-\d{4}-\d{5}$/),
    });
    const [posted] = await queryRows<{ code: string }>(
      db(),
      sql`select a.account_code as code from journal_entry_lines jl join journal_entries e on e.id = jl.journal_entry_id
          join chart_of_accounts a on a.id = jl.account_id
          where e.source_type = 'event_payment' and jl.debit_amount > 0
            and e.source_id = (select id from event_registrations where event_id = ${eventId})`,
    );
    expect(posted?.code).toBe('1020');
    // Paid: nothing more to pay by card or by slip.
    const twice = await call('POST', '/api/payments/card', swimmer.cookie, { kind: 'event', event: eventId });
    expect(twice.statusCode).toBe(409);
  });

  it('takes a donation by card from someone not signed in: made and confirmed only when the bank says so', async () => {
    const { id: typeId } = await newContributionType(app, admin.cookie, 'Reef Fund');
    const gift = {
      kind: 'donation',
      typeId,
      amount: '75.50',
      contributorName: 'Hawwa Ibrahim',
      contributorEmail: 'hawwa@club.test',
      message: 'For the reef',
    };
    expect((await call('POST', '/api/payments/card', undefined, { ...gift, amount: 'lots' })).statusCode).toBe(400);
    const started = await call('POST', '/api/payments/card', undefined, gift);
    expect(started.statusCode, started.body).toBe(201);
    const { id, redirectUrl } = started.json() as { id: string; redirectUrl: string };
    const transactionId = redirectUrl.split('/pay/')[1] as string;
    const donationsOf = () =>
      queryRows<{ status: string; payment_method: string; receipt_number: string | null }>(
        db(),
        sql`select status, payment_method, receipt_number from contributions where contributor_email = 'hawwa@club.test'`,
      );
    expect(await donationsOf()).toEqual([]);
    expect(double.transactions.get(transactionId)?.amount).toBe(7550);
    await double.decide(transactionId, 'CONFIRMED');
    expect(await donationsOf()).toEqual([
      { status: 'completed', payment_method: 'card', receipt_number: expect.stringMatching(/^CON-\d{4}-\d{5}$/) },
    ]);
    // The donor, signed out, sees it by the id the bank's return gave them; a signed-in payment stays its payer's.
    expect((await call('GET', `/api/payments/card/${id}`)).json()).toMatchObject({
      kind: 'donation',
      state: 'confirmed',
    });
    // Given back at the donor's wish: the gift stays reversed, not waiting for money again.
    await double.decide(transactionId, 'REFUNDED');
    const refunded = await call('POST', `/api/admin/finance/card-payments/${id}/refund`, admin.cookie, {
      reason: 'Given by mistake',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await donationsOf())[0]?.status).toBe('reversed');
    expect((await call('GET', `/api/payments/card/${id}`)).json().state).toBe('refunded');
  });

  it('pays a shop order placed to be paid by card: no slip, one bank page for a double tap, receipt at once', async () => {
    const category = await newCategory(app, admin.cookie);
    const product = await newProduct(app, admin.cookie, category.id, { price: '120' });
    const buyer = await signedInAs(app, 'member');
    const line = { productId: product.id, variantId: null, quantity: 2 };
    expect((await call('PUT', '/api/cart/lines', buyer.cookie, line)).statusCode).toBe(200);
    // Card payments off: the order is not placed (nothing could pay it).
    const gateway = (enabled: boolean) =>
      call('PUT', '/api/admin/finance/card-gateway', admin.cookie, { enabled, mode: 'test' });
    await gateway(false);
    const off = await checkoutByCard(buyer.cookie);
    expect(off.statusCode).toBe(409);
    expect(off.json().message).toBe(SHOP_MESSAGES.cardUnavailable);
    await gateway(true);
    const placed = await checkoutByCard(buyer.cookie);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = placed.json() as { id: string; totalAmount: string; paymentReference: string };
    expect(placed.json()).toMatchObject({ paymentMethod: 'card', paymentStatus: 'pending', hasSlip: false });

    // Nobody else's order; an order paid by transfer is not paid by card.
    const stranger = await signedInAs(app, 'member');
    expect(
      (await call('POST', '/api/payments/card', stranger.cookie, { kind: 'order', order: order.id })).statusCode,
    ).toBe(404);

    // Two taps at once, then a third: one payment on the bank's page, the same page each time.
    const start = () => call('POST', '/api/payments/card', buyer.cookie, { kind: 'order', order: order.id });
    const taps = [...(await Promise.all([start(), start()])), await start()];
    const answered = taps.filter((tap) => tap.statusCode === 201).map((tap) => tap.json());
    expect(
      taps.every((tap) => tap.statusCode === 201 || tap.json().message === CARD_PAYMENT_MESSAGES.alreadyStarting),
    ).toBe(true);
    expect(new Set(answered.map((answer) => answer.redirectUrl)).size).toBe(1);
    const onTheirPage = [...double.transactions.values()].filter((t) => t.customerReference === order.paymentReference);
    expect(onTheirPage).toHaveLength(1);
    const transactionId = onTheirPage[0]?.id as string;
    expect(onTheirPage[0]?.amount).toBe(Number(toCents(order.totalAmount)));

    await double.decide(transactionId, 'CONFIRMED');
    expect((await call('GET', `/api/orders/${order.id}`, buyer.cookie)).json().paymentStatus).toBe('confirmed');
    const [paid] = await queryRows<{ receipt_number: string }>(
      db(),
      sql`select receipt_number from orders where id = ${order.id}`,
    );
    expect(paid?.receipt_number).toMatch(/^SHP-/);
    expect((await call('GET', `/api/payments/card/${answered[0]?.id}`, buyer.cookie)).json()).toMatchObject({
      state: 'confirmed',
      kind: 'order',
      orderId: order.id,
    });
    // The receipt is mailed; no "order received, we check your transfer" before it.
    await mailTo(app, buyer.email, paid?.receipt_number);
    expect((await readOutbox(app)).filter((mail) => mail.to.includes(buyer.email))).toHaveLength(1);
    // Paid: nothing more to pay.
    expect((await start()).statusCode).toBe(409);

    // The jersey goes back: given back at the bank and recorded, the order is called off and its stock returned.
    const stockOf = async () =>
      (
        await queryRows<{ stock: number }>(
          db(),
          sql`select stock_quantity as stock from products where id = ${product.id}`,
        )
      )[0]?.stock;
    const stock = await stockOf();
    await double.decide(transactionId, 'REFUNDED');
    const refunded = await call('POST', `/api/admin/finance/card-payments/${answered[0]?.id}/refund`, admin.cookie, {
      reason: 'Returned: the wrong size',
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    expect((await call('GET', `/api/orders/${order.id}`, buyer.cookie)).json()).toMatchObject({ status: 'cancelled' });
    expect(await stockOf()).toBe((stock ?? 0) + 2);
  });

  it('takes an application’s fee by card from someone not signed in, named by the form’s own key', async () => {
    const sent = await sentApplication(app);
    const start = (request: object) =>
      call('POST', '/api/payments/card', undefined, { kind: 'registration', ...request });
    // A key no form was sent with, or the other kind of form: not found.
    expect((await start({ type: 'membership', submissionKey: randomUUID() })).statusCode).toBe(404);
    expect((await start({ type: 'academy', submissionKey: sent.submissionKey })).statusCode).toBe(404);
    expect((await start({ type: 'membership', submissionKey: 'not-a-key' })).statusCode).toBe(400);
    const started = await start({ type: 'membership', submissionKey: sent.submissionKey });
    expect(started.statusCode, started.body).toBe(201);
    const { id, redirectUrl } = started.json() as { id: string; redirectUrl: string };
    const transactionId = redirectUrl.split('/pay/')[1] as string;
    expect(double.transactions.get(transactionId)).toMatchObject({
      amount: Number(toCents(sent.amount)),
      customerReference: sent.paymentReference,
    });
    await double.decide(transactionId, 'CONFIRMED');
    const fees = await queryRows<{ payment_method: string; amount: string; receipt_number: string }>(
      db(),
      sql`select payment_method, amount::text, receipt_number from payment_records
          where registration_id = ${sent.id} and voided_at is null`,
    );
    expect(fees).toEqual([
      { payment_method: 'card', amount: sent.amount, receipt_number: expect.stringMatching(/^RCPT-/) },
    ]);
    expect((await call('GET', `/api/payments/card/${id}`)).json()).toMatchObject({
      kind: 'registration',
      state: 'confirmed',
    });
    // Collected: nothing more to pay, by card or at the desk.
    expect((await start({ type: 'membership', submissionKey: sent.submissionKey })).statusCode).toBe(409);
  });
});
