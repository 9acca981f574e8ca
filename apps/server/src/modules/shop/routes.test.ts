import { randomUUID } from 'node:crypto';
import { SHOP_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { newCategory, newProduct, checkout as placeCheckout } from '../../test/factories';
import { attachmentOf, mailTo, readOutbox, signedInAs, useTestApp } from '../../test/harness';
import { pdfText } from '../../test/pdf-pixels';

describe('shop', () => {
  const suite = useTestApp('admin', 'executive');
  const { call } = suite;

  let categoryId: string;

  const product = (fields: Record<string, unknown>) =>
    newProduct(suite.app, suite.executive.cookie, categoryId, fields);
  const setLine = (cookie: string, productId: string, quantity: number, variantId: string | null = null) =>
    call('PUT', '/api/cart/lines', cookie, { productId, variantId, quantity });
  const checkout = (cookie: string, key = randomUUID(), fields: Record<string, string> = {}) =>
    placeCheckout(suite.app, cookie, key, fields);
  const stockOf = async (id: string) =>
    (
      await queryRows<{ stock: number }>(
        suite.app.database.db,
        sql`select stock_quantity as stock from products where id = ${id}`,
      )
    )[0]?.stock;

  beforeAll(async () => {
    categoryId = (await newCategory(suite.app, suite.executive.cookie, 'Kit')).id;
  });

  it('computes every amount itself: sale prices, 6% tax, shipping free only above 500', async () => {
    const member = await signedInAs(suite.app, 'member');
    const atLimit = await product({ price: '300', salePrice: '250' }); // 2 x 250 = 500.00
    // The shop front (cached) shows a product as soon as it is added.
    expect((await call('GET', '/api/shop/products')).json().items.map((p: { id: string }) => p.id)).toContain(
      atLimit.id,
    );
    await setLine(member.cookie, atLimit.id, 2);
    expect((await call('GET', '/api/cart', member.cookie)).json()).toMatchObject({
      subtotal: '500.00',
      tax: '30.00',
      shipping: '50.00',
      total: '580.00',
    });
    const cent = await product({ price: '0.01' });
    await setLine(member.cookie, cent.id, 1);
    const placed = await checkout(member.cookie, randomUUID(), { subtotal: '1', totalAmount: '1' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      subtotal: '500.01',
      taxAmount: '30.00',
      shippingAmount: '0.00',
      totalAmount: '530.01',
      status: 'pending',
      paymentStatus: 'pending',
    });
    expect(placed.json().orderNumber).toMatch(/^ORD-\d{4}-\d{5}$/);
    expect((await call('GET', '/api/cart', member.cookie)).json().lines).toEqual([]);
  });

  // Fifty accounts are made and signed in first (each password hashed): on a busy 2-core machine, half a minute.
  it('never sells more than the stock: 50 buyers at once for 10 units make exactly 10 orders', async () => {
    const scarce = await product({ stockQuantity: 10 });
    const buyers = await Promise.all(Array.from({ length: 50 }, () => signedInAs(suite.app, 'member')));
    for (const buyer of buyers) expect((await setLine(buyer.cookie, scarce.id, 1)).statusCode).toBe(200);
    const results = await Promise.all(buyers.map((buyer) => checkout(buyer.cookie)));
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(10);
    expect(codes.filter((c) => c === 409)).toHaveLength(40);
    expect(await stockOf(scarce.id)).toBe(0);
    const over = await setLine(buyers[0]?.cookie ?? '', scarce.id, 1);
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(SHOP_MESSAGES.stock);
  }, 90_000);

  it('makes one order of a replayed checkout, and shows an order to its buyer and staff only', async () => {
    const member = await signedInAs(suite.app, 'member');
    const other = await signedInAs(suite.app, 'member');
    const item = await product({});
    await setLine(member.cookie, item.id, 3);
    const key = randomUUID();
    const [first, second] = await Promise.all([checkout(member.cookie, key), checkout(member.cookie, key)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 201]);
    expect(first.json().id).toBe(second.json().id);
    expect((await checkout(member.cookie, key)).json().id).toBe(first.json().id);
    expect(await stockOf(item.id)).toBe(17);
    const order = first.json();
    expect((await call('GET', `/api/orders/${order.id}`, member.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/orders/${order.id}`, suite.executive.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/api/orders/${order.id}`, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', order.slipUrl, other.cookie)).statusCode).toBe(404);
    expect((await call('GET', order.slipUrl)).statusCode).toBe(401);
    expect((await call('GET', order.slipUrl, member.cookie)).statusCode).toBe(200);
    expect((await call('GET', '/api/orders/mine', other.cookie)).json()).toEqual([]);
    const asRead = order.paymentReference.replaceAll('-', ' ').toLowerCase();
    const found = await call(
      'GET',
      `/api/admin/shop/orders?search=${encodeURIComponent(asRead)}`,
      suite.executive.cookie,
    );
    expect(found.json().map((o: { id: string }) => o.id)).toEqual([order.id]);
    expect((await checkout(other.cookie)).json().message).toBe(SHOP_MESSAGES.emptyCart);
    const noAddress = await checkout(member.cookie, randomUUID(), { city: ' ' });
    expect(noAddress.json().message).toBe(SHOP_MESSAGES.shipping);
  });

  it('posts a confirmed payment once, reverses it for approvers only, and cancels once with the stock back', async () => {
    const member = await signedInAs(suite.app, 'member');
    const item = await product({ stockQuantity: 5 });
    await setLine(member.cookie, item.id, 2);
    const order = (await checkout(member.cookie)).json();
    const payment = (cookie: string, paymentStatus: string) =>
      call('PUT', `/api/admin/shop/orders/${order.id}/payment`, cookie, { paymentStatus });
    const confirms = await Promise.all(Array.from({ length: 5 }, () => payment(suite.executive.cookie, 'confirmed')));
    expect(confirms.every((c) => c.statusCode === 200)).toBe(true);
    const postings = async (type: string) =>
      (
        await queryRows<{ n: number }>(
          suite.app.database.db,
          sql`select count(*)::int as n from journal_entries where source_type = ${type} and source_id = ${order.id}`,
        )
      )[0]?.n;
    expect(await postings('order_payment')).toBe(1);
    // The buyer is mailed the numbered PDF receipt, once.
    const mail = await mailTo(suite.app, member.email, 'Your receipt SHP-');
    const receipts = (await readOutbox(suite.app)).filter(
      (m) => m.to.includes(member.email) && /receipt SHP-/.test(m.text),
    );
    expect(receipts).toHaveLength(1);
    const receiptNumber = /Your receipt (SHP-\d{4}-\d{5}) is attached/.exec(mail.text)?.[1];
    expect(receiptNumber).toBeDefined();
    const receiptText = pdfText(attachmentOf(mail.text));
    expect(receiptText).toContain(`${receiptNumber}`);
    expect(receiptText).toContain(order.orderNumber);
    expect(receiptText).toMatch(/Total paid\s+MVR 4\d\d\.\d\d/);
    expect((await payment(suite.executive.cookie, 'failed')).statusCode).toBe(403);
    expect((await payment(member.cookie, 'confirmed')).statusCode).toBe(403);

    const cancel = (cookie: string) =>
      call('PUT', `/api/admin/shop/orders/${order.id}/status`, cookie, { status: 'cancelled' });
    const both = await Promise.all([cancel(suite.executive.cookie), cancel(suite.admin.cookie)]);
    expect(both.map((c) => c.statusCode).sort()).toEqual([200, 409]);
    expect(await stockOf(item.id)).toBe(5);
    expect(await postings('order_cancellation')).toBe(1);
    const again = await call('PUT', `/api/admin/shop/orders/${order.id}/status`, suite.admin.cookie, {
      status: 'shipped',
    });
    expect(again.json().message).toBe(SHOP_MESSAGES.cancelled);
    // Deleting the product keeps the order as it was bought.
    expect((await call('DELETE', `/api/admin/shop/products/${item.id}`, suite.admin.cookie)).statusCode).toBe(204);
    const kept = (await call('GET', `/api/orders/${order.id}`, member.cookie)).json();
    expect(kept.items).toEqual([expect.objectContaining({ productId: null, productName: item.name, quantity: 2 })]);
  });

  it('counts stock per variant when a tracked product has them; inventory and analytics follow', async () => {
    const member = await signedInAs(suite.app, 'member');
    const sizes = await call('POST', `/api/admin/shop/categories/${categoryId}/variant-types`, suite.executive.cookie, {
      name: 'size',
      displayName: 'Size',
      isRequired: true,
    });
    expect(sizes.statusCode).toBe(201);
    const shirt = await product({
      stockQuantity: 99,
      variants: [
        { name: 'Size', value: 'M', priceModifier: '0', stockQuantity: 2 },
        { name: 'Size', value: 'XL', priceModifier: '15.50', stockQuantity: 1 },
        { name: '', value: 'ignored', priceModifier: '0', stockQuantity: 5 },
      ],
    });
    expect(shirt.stockQuantity).toBe(3);
    expect(shirt.variants).toHaveLength(2);
    const xl = shirt.variants.find((v) => v.value === 'XL');
    if (!xl) throw new Error('the XL variant is missing');
    expect((await setLine(member.cookie, shirt.id, 1)).statusCode).toBe(400);
    expect((await setLine(member.cookie, shirt.id, 2, xl.id)).statusCode).toBe(409);
    const cart = (await setLine(member.cookie, shirt.id, 1, xl.id)).json();
    expect(cart.lines[0]).toMatchObject({ unitPrice: '215.50', variantLabel: 'Size: XL' });
    expect((await checkout(member.cookie)).statusCode).toBe(201);
    const overview = (await call('GET', '/api/admin/shop/overview', suite.executive.cookie)).json();
    expect(overview.inventory.stockLevels.find((l: { id: string }) => l.id === shirt.id)).toMatchObject({ stock: 2 });
    expect(overview.analytics.bestSellers.map((b: { name: string }) => b.name)).toContain(shirt.name);
  });

  it('keeps every staff action to staff with the right', async () => {
    const member = await signedInAs(suite.app, 'member');
    const item = await product({});
    for (const [method, url, body] of [
      ['GET', '/api/admin/shop/products', undefined],
      ['POST', '/api/admin/shop/products', { name: 'x', categoryId, price: '1' }],
      ['PUT', `/api/admin/shop/products/${item.id}`, { name: 'x', categoryId, price: '1' }],
      ['DELETE', `/api/admin/shop/products/${item.id}`, undefined],
      ['GET', '/api/admin/shop/categories', undefined],
      ['POST', '/api/admin/shop/categories', { name: 'x' }],
      ['GET', '/api/admin/shop/orders', undefined],
    ] as const) {
      expect((await call(method, url, member.cookie, body)).statusCode).toBe(403);
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
    }
    expect((await call('DELETE', `/api/admin/shop/products/${item.id}`, suite.executive.cookie)).statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/shop/products/${item.id}`, suite.admin.cookie)).statusCode).toBe(204);
    expect(
      (await call('GET', '/api/shop/products?pageSize=100')).json().items.map((p: { id: string }) => p.id),
    ).not.toContain(item.id);
  });

  // Last: its confirmed sale would otherwise enter the best sellers the analytics test reads.
  it('writes to a buyer who chose Dhivehi in Dhivehi: the order, its payment, its receipt', async () => {
    const buyer = await signedInAs(suite.app, 'member');
    expect((await call('PUT', '/api/language', buyer.cookie, { language: 'dv' })).statusCode).toBe(204);
    const item = await product({ stockQuantity: 3 });
    await setLine(buyer.cookie, item.id, 1);
    const order = (await checkout(buyer.cookie)).json();
    const received = await mailTo(suite.app, buyer.email, 'ތިބާގެ އޯޑަރު');
    expect(received.text).toMatch(new RegExp(`^Subject: .*އޯޑަރު \u2066${order.orderNumber}\u2069 ލިބިއްޖެ$`, 'm'));
    expect(received.text).toContain(`/orders/${order.id}`);
    expect(
      (
        await call('PUT', `/api/admin/shop/orders/${order.id}/payment`, suite.executive.cookie, {
          paymentStatus: 'confirmed',
        })
      ).statusCode,
    ).toBe(200);
    const receipt = await mailTo(suite.app, buyer.email, 'ރަސީދު');
    expect(receipt.text).toMatch(/^Subject: .*ގެ ރަސީދު \u2066SHP-\d{4}-\d{5}\u2069$/m);
    const pdf = pdfText(attachmentOf(receipt.text));
    expect(pdf).not.toContain('Total paid');
    expect(pdf).toContain(order.orderNumber);
    expect(
      (await call('PUT', `/api/admin/shop/orders/${order.id}/status`, suite.executive.cookie, { status: 'shipped' }))
        .statusCode,
    ).toBe(200);
    await mailTo(suite.app, buyer.email, 'ފޮނުވައިފި');
  });
});
