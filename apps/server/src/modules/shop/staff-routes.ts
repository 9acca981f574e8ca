import {
  CLUB,
  categoryInputSchema,
  categorySchema,
  clubDay,
  idParams,
  orderQuerySchema,
  orderSchema,
  orderStatusInputSchema,
  paymentStatusInputSchema,
  productInputSchema,
  productSchema,
  SHOP_MESSAGES,
  shopOverviewSchema,
  variantTypeInputSchema,
  variantTypeSchema,
} from '@club/shared';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { orderItems, orders, productCategories, products, productVariants, user, variantTypes } from '../../db/schema';
import { auditedChange } from '../../platform/audit';
import { conflict, forbidden, notFound, unauthorized } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { findPosting } from '../finance/ledger';
import { postOrderCancellation, postOrderPayment } from '../finance/postings';
import { findOrder, findProduct, listOrders, listProducts, shopOverview } from './repository';

const tags = ['shop'];

const presentVariantType = (row: typeof variantTypes.$inferSelect) => ({
  id: row.id,
  categoryId: row.categoryId,
  name: row.name,
  displayName: row.displayName,
  isRequired: row.isRequired,
});

export function shopStaffRoutes(app: FastifyInstance, { db, mailer }: { db: AppDatabase; mailer: Mailer }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const viewerOf = async (request: FastifyRequest) => {
    const viewer = await request.viewer();
    if (!viewer) throw unauthorized();
    return viewer;
  };

  /** The buyer hears of every change to their order. */
  const tellBuyer = async (tx: AppDatabase, orderId: string, what: string) => {
    const [row] = await tx
      .select({ number: orders.orderNumber, userId: orders.userId, address: orders.shippingAddress })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!row?.userId) return;
    const [buyer] = await tx.select({ email: user.email }).from(user).where(eq(user.id, row.userId));
    if (!buyer) return;
    await mailer.send(
      {
        to: buyer.email,
        subject: `${CLUB.name}: order ${row.number} ${what}`,
        text: `Hello ${row.address.fullName},\n\nYour order ${row.number} ${what}.\n`,
      },
      tx,
    );
  };

  r.get(
    '/api/admin/shop/products',
    {
      config: { access: { module: 'ecommerce', action: 'view' } },
      schema: {
        tags,
        summary: 'Products, inactive ones too (the first 500)',
        response: { 200: z.array(productSchema) },
      },
    },
    async () => (await listProducts(db, { includeInactive: true })).items,
  );

  const saveVariants = async (
    tx: AppDatabase,
    productId: string,
    variants: z.infer<typeof productInputSchema>['variants'],
  ) => {
    await tx.delete(productVariants).where(eq(productVariants.productId, productId));
    if (variants.length > 0)
      await tx.insert(productVariants).values(variants.map((v) => ({ ...v, productId, isActive: true })));
  };

  r.post(
    '/api/admin/shop/products',
    {
      config: { access: { module: 'ecommerce', action: 'create' } },
      schema: {
        tags,
        summary: 'Add a product with its variants',
        body: productInputSchema,
        response: { 201: productSchema },
      },
    },
    async (request, reply) => {
      const { variants, ...fields } = request.body;
      const id = await auditedChange(request, db, async (tx) => {
        const [created] = await tx.insert(products).values(fields).returning({ id: products.id });
        if (!created) throw new Error('insert returned nothing');
        await saveVariants(tx, created.id, variants);
        return created.id;
      });
      const product = await findProduct(db, id);
      if (!product) throw new Error('created product not found');
      return reply.status(201).send(product);
    },
  );

  r.put(
    '/api/admin/shop/products/:id',
    {
      config: { access: { module: 'ecommerce', action: 'edit' } },
      schema: {
        tags,
        summary: 'Edit a product; its variants are replaced',
        params: idParams,
        body: productInputSchema,
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const { variants, ...fields } = request.body;
      await auditedChange(request, db, async (tx) => {
        const [updated] = await tx
          .update(products)
          .set({ ...fields, updatedAt: new Date() })
          .where(eq(products.id, request.params.id))
          .returning({ id: products.id });
        if (!updated) throw notFound('Product not found.');
        await saveVariants(tx, updated.id, variants);
      });
      const product = await findProduct(db, request.params.id);
      if (!product) throw notFound('Product not found.');
      return product;
    },
  );

  r.delete(
    '/api/admin/shop/products/:id',
    {
      config: { access: { module: 'ecommerce', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a product (its orders keep their own copy of what was bought)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const removed = await auditedChange(request, db, (tx) =>
        tx.delete(products).where(eq(products.id, request.params.id)).returning({ id: products.id }),
      );
      if (removed.length === 0) throw notFound('Product not found.');
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/shop/categories',
    {
      config: { access: { module: 'ecommerce', action: 'view' } },
      schema: { tags, summary: 'Every category, inactive ones too', response: { 200: z.array(categorySchema) } },
    },
    async () =>
      (await db.select().from(productCategories).orderBy(productCategories.name)).map((c) => ({
        id: c.id,
        name: c.name,
        description: c.description,
        isActive: c.isActive,
      })),
  );

  r.post(
    '/api/admin/shop/categories',
    {
      config: { access: { module: 'ecommerce', action: 'create' } },
      schema: { tags, summary: 'Add a category', body: categoryInputSchema, response: { 201: categorySchema } },
    },
    async (request, reply) => {
      const [created] = await auditedChange(request, db, (tx) =>
        tx.insert(productCategories).values(request.body).returning(),
      );
      if (!created) throw new Error('insert returned nothing');
      return reply
        .status(201)
        .send({ id: created.id, name: created.name, description: created.description, isActive: created.isActive });
    },
  );

  r.put(
    '/api/admin/shop/categories/:id',
    {
      config: { access: { module: 'ecommerce', action: 'edit' } },
      schema: {
        tags,
        summary: 'Edit a category, or deactivate it (categories are never removed)',
        params: idParams,
        body: categoryInputSchema.extend({ isActive: z.boolean().default(true) }),
        response: { 200: categorySchema },
      },
    },
    async (request) => {
      const [updated] = await auditedChange(request, db, (tx) =>
        tx
          .update(productCategories)
          .set({ ...request.body, updatedAt: new Date() })
          .where(eq(productCategories.id, request.params.id))
          .returning(),
      );
      if (!updated) throw notFound('Category not found.');
      return { id: updated.id, name: updated.name, description: updated.description, isActive: updated.isActive };
    },
  );

  r.get(
    '/api/admin/shop/categories/:id/variant-types',
    {
      config: { access: { module: 'ecommerce', action: 'view' } },
      schema: {
        tags,
        summary: "A category's active variant types, by display name",
        params: idParams,
        response: { 200: z.array(variantTypeSchema) },
      },
    },
    async (request) =>
      (
        await db
          .select()
          .from(variantTypes)
          .where(and(eq(variantTypes.categoryId, request.params.id), eq(variantTypes.isActive, true)))
          .orderBy(variantTypes.displayName)
      ).map(presentVariantType),
  );

  r.post(
    '/api/admin/shop/categories/:id/variant-types',
    {
      config: { access: { module: 'ecommerce', action: 'create' } },
      schema: {
        tags,
        summary: 'Add a variant type (such as Size) to a category',
        params: idParams,
        body: variantTypeInputSchema,
        response: { 201: variantTypeSchema },
      },
    },
    async (request, reply) => {
      const [category] = await db.select().from(productCategories).where(eq(productCategories.id, request.params.id));
      if (!category) throw notFound('Category not found.');
      const [created] = await auditedChange(request, db, (tx) =>
        tx
          .insert(variantTypes)
          .values({ ...request.body, categoryId: category.id })
          .returning(),
      );
      if (!created) throw new Error('insert returned nothing');
      return reply.status(201).send(presentVariantType(created));
    },
  );

  r.get(
    '/api/admin/shop/overview',
    {
      config: { access: { module: 'ecommerce', action: 'view' } },
      schema: {
        tags,
        summary:
          'Inventory counters and stock levels, and analytics over all orders: counters, revenue by day (30 days), best sellers',
        response: { 200: shopOverviewSchema },
      },
    },
    () => shopOverview(db),
  );

  r.get(
    '/api/admin/shop/orders',
    {
      config: { access: { module: 'ecommerce', action: 'view' } },
      schema: {
        tags,
        summary: 'Orders, newest first, filtered by status and payment status on the server',
        querystring: orderQuerySchema,
        response: { 200: z.array(orderSchema) },
      },
    },
    (request) => listOrders(db, request.query),
  );

  r.put(
    '/api/admin/shop/orders/:id/status',
    {
      config: { access: { module: 'ecommerce', action: 'edit' } },
      schema: {
        tags,
        summary:
          'Move an order to a status; cancelled is final: cancelling returns the stock once and reverses a confirmed payment',
        params: idParams,
        body: orderStatusInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const next = request.body.status;
      await auditedChange(request, db, async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, request.params.id)).for('update');
        if (!order) throw notFound(SHOP_MESSAGES.notFound);
        if (order.status === 'cancelled') throw conflict(SHOP_MESSAGES.cancelled);
        if (order.status === next) return;
        await tx.update(orders).set({ status: next, updatedAt: new Date() }).where(eq(orders.id, order.id));
        if (next === 'cancelled') {
          await restoreStock(tx, order.id);
          if (order.paymentStatus === 'confirmed')
            await postOrderCancellation(tx, {
              orderId: order.id,
              orderNumber: order.orderNumber,
              date: clubDay(),
              cancelledBy: viewer.userId,
            });
        }
        await tellBuyer(tx, order.id, next === 'cancelled' ? 'was cancelled' : `is now ${next}`);
      });
      return (await orderOrNotFound(request.params.id)).order;
    },
  );

  r.put(
    '/api/admin/shop/orders/:id/payment',
    {
      config: { access: { module: 'ecommerce', action: 'edit' } },
      schema: {
        tags,
        summary:
          'Confirm or reject the payment (the sale is posted to the ledger on confirmation); moving a confirmed payment back needs ecommerce:approve and posts the reversal',
        params: idParams,
        body: paymentStatusInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      const viewer = await viewerOf(request);
      const next = request.body.paymentStatus;
      const mayReverse = await request.holds('ecommerce', 'approve');
      await auditedChange(request, db, async (tx) => {
        const [order] = await tx.select().from(orders).where(eq(orders.id, request.params.id)).for('update');
        if (!order) throw notFound(SHOP_MESSAGES.notFound);
        if (order.paymentStatus === next) return;
        if (order.status === 'cancelled') throw conflict(SHOP_MESSAGES.cancelled);
        if (order.userId === viewer.userId) throw forbidden(SHOP_MESSAGES.ownPayment);
        const now = new Date();
        if (order.paymentStatus === 'confirmed') {
          if (!mayReverse) throw forbidden('Only an approver can take back a confirmed payment.');
          await postOrderCancellation(tx, {
            orderId: order.id,
            orderNumber: order.orderNumber,
            date: clubDay(now),
            cancelledBy: viewer.userId,
          });
        }
        if (next === 'confirmed') {
          const reversed = await findPosting(tx, 'order_cancellation', order.id);
          if (reversed) throw conflict('This payment was reversed once; it cannot be confirmed again.');
          await postOrderPayment(tx, {
            orderId: order.id,
            orderNumber: order.orderNumber,
            date: clubDay(now),
            paymentMethod: order.paymentMethod,
            subtotal: order.subtotal,
            shipping: order.shippingAmount,
            tax: order.taxAmount,
            total: order.totalAmount,
            confirmedBy: viewer.userId,
          });
        }
        await tx
          .update(orders)
          .set({ paymentStatus: next, paymentDecidedBy: viewer.userId, paymentDecidedAt: now, updatedAt: now })
          .where(eq(orders.id, order.id));
        await tellBuyer(tx, order.id, `payment is ${next}`);
      });
      return (await orderOrNotFound(request.params.id)).order;
    },
  );

  const orderOrNotFound = async (id: string) => {
    const found = await findOrder(db, id);
    if (!found) throw notFound(SHOP_MESSAGES.notFound);
    return found;
  };

  /** The units of a cancelled order go back on the shelf (the order row is locked: once), added in place. */
  async function restoreStock(tx: AppDatabase, orderId: string) {
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, orderId));
    for (const line of lines) {
      if (line.variantId)
        await tx
          .update(productVariants)
          .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${line.quantity}` })
          .where(eq(productVariants.id, line.variantId));
      else if (line.productId)
        await tx
          .update(products)
          .set({ stockQuantity: sql`${products.stockQuantity} + ${line.quantity}` })
          .where(and(eq(products.id, line.productId), eq(products.inventoryTracking, true)));
    }
  }
}
