import type { EventEmitter } from 'node:events';
import {
  CLUB,
  cartChangeSchema,
  cartSchema,
  categorySchema,
  checkoutFieldsSchema,
  checkoutInfoSchema,
  formatMvr,
  fromCents,
  idParams,
  orderSchema,
  orderTotals,
  productQuerySchema,
  productSchema,
  productsPageSchema,
  SHOP_MESSAGES,
  toCents,
  unitPrice,
} from '@club/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AppDatabase, queryRows } from '../../db/client';
import {
  cartItems,
  cartReferences,
  orderItems,
  orders,
  productCategories,
  products,
  productVariants,
} from '../../db/schema';
import type { Policy } from '../../platform/access';
import {
  badRequest,
  conflict,
  fieldErrorsOf,
  HttpError,
  isUniqueViolation,
  notFound,
  unauthorized,
} from '../../platform/errors';
import { cachedList, sendSerialized } from '../../platform/expiring-cache';
import type { Mailer } from '../../platform/mail';
import { readMultipartForm } from '../../platform/multipart';
import { issuePaymentReference } from '../../platform/payment-reference';
import type { SettingsStore } from '../../platform/settings';
import { type FileStorage, mimeTypeOfStoredName } from '../../platform/storage';
import { submissionLimit } from '../../platform/submission-limit';
import { findOrder, findProduct, listOrders, listProducts, readCart } from './repository';

const tags = ['shop'];
/** The shop's page of products (the schema's default). */
const SHOP_PAGE_SIZE = 24;
const SLIPS = 'transfer-slips';

/** An order is its buyer's, and staff's who may view orders; anyone else gets 'Order not found'. */
export const orderViewer =
  (db: AppDatabase): Policy =>
  async ({ request, viewer, canModule }) => {
    const found = await findOrder(db, (request.params as { id: string }).id);
    return found !== null && (found.userId === viewer.userId || canModule('ecommerce', 'view'));
  };

export interface ShopDeps {
  db: AppDatabase;
  storage: FileStorage;
  settings: SettingsStore;
  mailer: Mailer;
  changes: EventEmitter;
  publicUrl: string;
  submissionRateLimit: number;
}

/** The next readable order number, from a database sequence: ORD-2026-00042. */
async function nextOrderNumber(tx: AppDatabase) {
  const [row] = await queryRows<{ n: string; year: string }>(
    tx,
    sql`select nextval('order_number_seq')::text as n, extract(year from now() at time zone ${CLUB.timeZone})::text as year`,
  );
  return `ORD-${row?.year}-${String(row?.n ?? '0').padStart(5, '0')}`;
}

export function shopRoutes(app: FastifyInstance, deps: ShopDeps) {
  const { db, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewerOf = async (request: FastifyRequest) => {
    const viewer = await request.viewer();
    if (!viewer) throw unauthorized();
    return viewer;
  };

  const activeCategories = cachedList(deps.changes, ['product_categories'], z.array(categorySchema), async () =>
    (
      await db
        .select()
        .from(productCategories)
        .where(eq(productCategories.isActive, true))
        .orderBy(productCategories.name)
    ).map((c) => ({ id: c.id, name: c.name, description: c.description, isActive: c.isActive })),
  );

  const shopFront = cachedList(
    deps.changes,
    ['products', 'product_variants', 'product_categories'],
    productsPageSchema,
    async () => ({
      ...(await listProducts(db, { includeInactive: false, page: 1, pageSize: SHOP_PAGE_SIZE })),
      page: 1,
      pageSize: SHOP_PAGE_SIZE,
    }),
  );

  r.get(
    '/api/shop/categories',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'Active product categories', response: { 200: z.array(categorySchema) } },
    },
    async (_request, reply) => sendSerialized(reply, await activeCategories.get()),
  );

  r.get(
    '/api/shop/products',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'The catalogue: active products, filtered and paged on the server (search, category, featured)',
        querystring: productQuerySchema,
        response: { 200: productsPageSchema },
      },
    },
    async (request, reply) => {
      const { page, pageSize, search, categoryId, featured } = request.query;
      // The shop opens on the first page without filters: served from a cache that every catalogue change refreshes.
      if (!search && !categoryId && !featured && page === 1 && pageSize === SHOP_PAGE_SIZE)
        return sendSerialized(reply, await shopFront.get());
      const found = await listProducts(db, {
        search: request.query.search,
        categoryId: request.query.categoryId,
        featured: request.query.featured === 'true',
        includeInactive: false,
        page,
        pageSize,
      });
      return { ...found, page, pageSize };
    },
  );

  r.get(
    '/api/shop/products/:id',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'One active product', params: idParams, response: { 200: productSchema } },
    },
    async (request) => {
      const product = await findProduct(db, request.params.id);
      if (!product?.isActive) throw notFound('Product not found.');
      return product;
    },
  );

  r.get(
    '/api/cart',
    {
      config: { access: { signedIn: true } },
      schema: { tags, summary: "The viewer's cart, priced by the server", response: { 200: cartSchema } },
    },
    async (request) => readCart(db, (await viewerOf(request)).userId),
  );

  r.put(
    '/api/cart/lines',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary: 'Set a line of the cart to a quantity (at most the stock; zero or less removes it)',
        body: cartChangeSchema,
        response: { 200: cartSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const { productId, variantId, quantity } = request.body;
      const line = and(
        eq(cartItems.userId, viewer.userId),
        eq(cartItems.productId, productId),
        variantId ? eq(cartItems.variantId, variantId) : sql`${cartItems.variantId} is null`,
      );
      if (quantity <= 0) {
        await db.delete(cartItems).where(line);
        return readCart(db, viewer.userId);
      }
      const product = await findProduct(db, productId);
      if (!product?.isActive) throw notFound('Product not found.');
      const variant = variantId ? product.variants.find((v) => v.id === variantId && v.isActive) : null;
      if (variantId && !variant) throw notFound('This option is not available.');
      if (!variantId && product.inventoryTracking && product.variants.some((v) => v.isActive))
        throw badRequest('Choose an option of this product.', { variantId: ['Choose an option'] });
      const available = product.inventoryTracking ? (variant ? variant.stockQuantity : product.stockQuantity) : null;
      if (available !== null && quantity > available) throw conflict(SHOP_MESSAGES.stock);
      await db
        .insert(cartItems)
        .values({ userId: viewer.userId, productId, variantId: variantId ?? null, quantity })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId, cartItems.variantId],
          set: { quantity },
        });
      return readCart(db, viewer.userId);
    },
  );

  r.post(
    '/api/cart/checkout',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          "Open the checkout: the club's bank account and the payment reference kept with the cart, which becomes the order's",
        response: { 200: checkoutInfoSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const reference = await db.transaction(async (tx) => {
        const [kept] = await tx.select().from(cartReferences).where(eq(cartReferences.userId, viewer.userId));
        if (kept) return kept.paymentReference;
        const issued = await issuePaymentReference(tx, 'order');
        await tx
          .insert(cartReferences)
          .values({ userId: viewer.userId, paymentReference: issued })
          .onConflictDoNothing();
        const [now] = await tx.select().from(cartReferences).where(eq(cartReferences.userId, viewer.userId));
        return now?.paymentReference ?? issued;
      });
      return { paymentReference: reference, bankAccount: deps.settings.current().bankAccount };
    },
  );

  r.post(
    '/api/orders',
    {
      config: { access: { signedIn: true }, rateLimit: submissionLimit(deps.submissionRateLimit, 'ecommerce') },
      schema: {
        tags,
        summary:
          'Place the order: multipart shipping fields, notes, idempotencyKey and the bank transfer slip "slip"; amounts come from the server',
        consumes: ['multipart/form-data'],
        response: { 201: orderSchema, 200: orderSchema },
      },
    },
    async (request, reply) => {
      const viewer = await viewerOf(request);
      const { fields, file: slip } = await readMultipartForm(request, {
        fileField: 'slip',
        maxBytes: storage.maxBytes(SLIPS),
        notMultipartMessage: 'Send the order as multipart/form-data with the transfer slip in "slip".',
      });
      const parsed = checkoutFieldsSchema.safeParse(fields);
      if (!parsed.success) throw badRequest(SHOP_MESSAGES.shipping, fieldErrorsOf(parsed.error));
      const input = parsed.data;
      const existing = async () => {
        const [order] = await db
          .select({ id: orders.id })
          .from(orders)
          .where(and(eq(orders.userId, viewer.userId), eq(orders.idempotencyKey, input.idempotencyKey)));
        return order ? findOrder(db, order.id) : null;
      };
      const replay = await existing();
      if (replay) return reply.status(200).send(replay.order);
      if (!slip) throw badRequest(SHOP_MESSAGES.slip, { slip: [SHOP_MESSAGES.slip] });
      const stored = await storage.save(SLIPS, slip);
      let placedOrder: { id: string; replayed: boolean };
      try {
        placedOrder = await db.transaction(async (tx) => placeOrder(tx, viewer.userId, input, stored.name));
      } catch (error) {
        await storage.remove(SLIPS, stored.name).catch(() => {});
        // The same checkout sent twice at once: the other request placed it.
        if (isUniqueViolation(error)) {
          const placed = await existing();
          if (placed) return reply.status(200).send(placed.order);
        }
        throw error;
      }
      const placed = await findOrder(db, placedOrder.id);
      if (!placed) throw new Error('placed order not found');
      const { order } = placed;
      if (placedOrder.replayed) {
        await storage.remove(SLIPS, stored.name).catch(() => {});
        return reply.status(200).send(order);
      }
      await deps.mailer.send({
        to: viewer.email,
        subject: `${CLUB.name}: order ${order.orderNumber} received`,
        text:
          `Hello ${order.shippingAddress.fullName},\n\nWe have received your order ${order.orderNumber} ` +
          `(${formatMvr(order.totalAmount)}, payment reference ${order.paymentReference}). ` +
          `We check your transfer and let you know when the payment is confirmed.\n\n` +
          `${deps.publicUrl}/orders/${order.id}\n`,
      });
      return reply.status(201).send(order);
    },
  );

  /** One transaction: stock taken line by line (never below zero), the order and its items written, the cart emptied. */
  async function placeOrder(
    tx: AppDatabase,
    userId: string,
    input: z.infer<typeof checkoutFieldsSchema>,
    slipName: string,
  ): Promise<{ id: string; replayed: boolean }> {
    const lines = await tx
      .select({
        productId: cartItems.productId,
        variantId: cartItems.variantId,
        quantity: cartItems.quantity,
      })
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(cartItems.productId, cartItems.variantId)
      .for('update');
    if (lines.length === 0) {
      // The same checkout placed a moment ago by a twin request (it emptied the cart): that order is the answer.
      const [twin] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, input.idempotencyKey)));
      if (twin) return { id: twin.id, replayed: true };
      throw badRequest(SHOP_MESSAGES.emptyCart);
    }
    const items: (typeof orderItems.$inferInsert)[] = [];
    let subtotal = 0n;
    for (const line of lines) {
      const [product] = await tx.select().from(products).where(eq(products.id, line.productId));
      if (!product?.isActive) throw conflict(`A product in your cart is no longer sold. Remove it and try again.`);
      const [variant] = line.variantId
        ? await tx.select().from(productVariants).where(eq(productVariants.id, line.variantId))
        : [];
      if (line.variantId && !variant?.isActive) throw conflict('An option in your cart is no longer sold.');
      if (product.inventoryTracking) {
        // The row lock and the condition make concurrent buyers of the last units take turns: one gets them.
        const taken = variant
          ? await tx
              .update(productVariants)
              .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${line.quantity}` })
              .where(and(eq(productVariants.id, variant.id), sql`${productVariants.stockQuantity} >= ${line.quantity}`))
              .returning({ id: productVariants.id })
          : await tx
              .update(products)
              .set({ stockQuantity: sql`${products.stockQuantity} - ${line.quantity}` })
              .where(and(eq(products.id, product.id), sql`${products.stockQuantity} >= ${line.quantity}`))
              .returning({ id: products.id });
        if (taken.length === 0) throw new HttpError(409, `${SHOP_MESSAGES.stock}: ${product.name}`);
      }
      const price = unitPrice(product.price, product.salePrice, variant?.priceModifier ?? null);
      const lineTotal = toCents(price) * BigInt(line.quantity);
      subtotal += lineTotal;
      items.push({
        orderId: '',
        productId: product.id,
        variantId: variant?.id ?? null,
        productName: product.name,
        variantLabel: variant ? `${variant.name}: ${variant.value}` : null,
        imageUrl: product.imageUrl,
        quantity: line.quantity,
        unitPrice: price,
        totalPrice: fromCents(lineTotal),
      });
    }
    const totals = orderTotals(fromCents(subtotal));
    const [kept] = await tx.select().from(cartReferences).where(eq(cartReferences.userId, userId));
    const reference = kept?.paymentReference ?? (await issuePaymentReference(tx, 'order'));
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: await nextOrderNumber(tx),
        userId,
        paymentReference: reference,
        subtotal: totals.subtotal,
        taxAmount: totals.tax,
        shippingAmount: totals.shipping,
        totalAmount: totals.total,
        shippingAddress: { fullName: input.fullName, address: input.address, city: input.city, phone: input.phone },
        notes: input.notes,
        slipName,
        idempotencyKey: input.idempotencyKey,
      })
      .returning({ id: orders.id });
    if (!order) throw new Error('insert returned nothing');
    await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
    await tx.delete(cartItems).where(eq(cartItems.userId, userId));
    await tx.delete(cartReferences).where(eq(cartReferences.userId, userId));
    return { id: order.id, replayed: false };
  }

  r.get(
    '/api/orders/mine',
    {
      config: { access: { signedIn: true } },
      schema: { tags, summary: "The viewer's orders, newest first", response: { 200: z.array(orderSchema) } },
    },
    async (request) => listOrders(db, { userId: (await viewerOf(request)).userId }),
  );

  r.get(
    '/api/orders/:id',
    {
      config: { access: { signedIn: true, policy: orderViewer(db) } },
      schema: {
        tags,
        summary: "One order, for its buyer and staff ('Order not found' for anyone else)",
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const found = await findOrder(db, request.params.id);
      if (!found) throw notFound(SHOP_MESSAGES.notFound);
      return found.order;
    },
  );

  r.get(
    '/api/orders/:id/slip',
    {
      config: { access: { signedIn: true, policy: orderViewer(db) } },
      schema: { tags, summary: "The order's transfer slip (its buyer and staff)", params: idParams },
    },
    async (request, reply) => {
      const found = await findOrder(db, request.params.id);
      const file = found?.slipName ? await storage.open(SLIPS, found.slipName) : null;
      if (!found?.slipName || !file) throw notFound(SHOP_MESSAGES.notFound);
      return reply
        .header('content-type', mimeTypeOfStoredName(found.slipName))
        .header('content-length', file.size)
        .header('cache-control', 'private, no-store')
        .header('content-disposition', `inline; filename="slip-${found.order.orderNumber}"`)
        .send(file.stream);
    },
  );
}
