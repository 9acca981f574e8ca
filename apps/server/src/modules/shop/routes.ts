import type { EventEmitter } from 'node:events';
import {
  cartChangeSchema,
  cartSchema,
  categorySchema,
  checkoutInfoSchema,
  idParams,
  orderSchema,
  productQuerySchema,
  productSchema,
  productsPageSchema,
  SHOP_MESSAGES,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { cachedList, sendFromCache, sendSerialized } from '../../platform/expiring-cache';
import type { Mailer } from '../../platform/mail';
import { sendTransferSlip } from '../../platform/private-file';
import { slipResponse } from '../../platform/response-schemas';
import type { SettingsStore } from '../../platform/settings';
import type { FileStorage } from '../../platform/storage';
import { submissionLimit } from '../../platform/submission-limit';
import { orderAccess } from './policy';
import { presentCategory } from './presenter';
import {
  activeProduct,
  cartOf,
  catalogue,
  categories,
  changeCartLine,
  openCheckout,
  ordersOf,
  placeOrder,
} from './service';

const tags = ['shop'];
/** The shop's page of products (the schema's default). */
const SHOP_PAGE_SIZE = 24;

export interface ShopDeps {
  db: AppDatabase;
  storage: FileStorage;
  settings: SettingsStore;
  mailer: Mailer;
  changes: EventEmitter;
  publicUrl: string;
  submissionRateLimit: number;
}

export function shopRoutes(app: FastifyInstance, deps: ShopDeps) {
  const { db, storage } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ownOrder = orderAccess(db);

  const activeCategories = cachedList(deps.changes, ['product_categories'], z.array(categorySchema), async () =>
    (await categories(db, { activeOnly: true })).map(presentCategory),
  );

  const shopFront = cachedList(
    deps.changes,
    ['products', 'product_variants', 'product_categories'],
    productsPageSchema,
    () => catalogue(db, { page: 1, pageSize: SHOP_PAGE_SIZE }),
  );

  r.get(
    '/api/shop/categories',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'Active product categories', response: { 200: z.array(categorySchema) } },
    },
    (_request, reply) => sendFromCache(reply, activeCategories),
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
      return catalogue(db, request.query);
    },
  );

  r.get(
    '/api/shop/products/:id',
    {
      config: { access: { public: true } },
      schema: { tags, summary: 'One active product', params: idParams, response: { 200: productSchema } },
    },
    async (request) => {
      const product = await activeProduct(db, request.params.id);
      if (!product) throw notFound('Product not found.');
      return product;
    },
  );

  r.get(
    '/api/cart',
    {
      config: { access: { signedIn: true } },
      schema: { tags, summary: "The viewer's cart, priced by the server", response: { 200: cartSchema } },
    },
    async (request) => cartOf(db, (await requireViewer(request)).userId),
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
    async (request) => changeCartLine(db, (await requireViewer(request)).userId, request.body),
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
    async (request) => ({
      paymentReference: await openCheckout(db, (await requireViewer(request)).userId),
      bankAccount: deps.settings.current().bankAccount,
    }),
  );

  r.post(
    '/api/orders',
    {
      config: { access: { signedIn: true }, rateLimit: submissionLimit(deps.submissionRateLimit, 'shop') },
      schema: {
        tags,
        summary:
          'Place the order: multipart shipping fields, notes, idempotencyKey and the bank transfer slip "slip"; amounts come from the server',
        consumes: ['multipart/form-data'],
        response: { 201: orderSchema, 200: orderSchema },
      },
    },
    async (request, reply) => {
      const { order, created } = await placeOrder(deps, await requireViewer(request), request);
      return reply.status(created ? 201 : 200).send(order);
    },
  );

  r.get(
    '/api/orders/mine',
    {
      config: { access: { signedIn: true } },
      schema: { tags, summary: "The viewer's orders, newest first", response: { 200: z.array(orderSchema) } },
    },
    async (request) => ordersOf(db, (await requireViewer(request)).userId),
  );

  r.get(
    '/api/orders/:id',
    {
      config: { access: { signedIn: true, policy: ownOrder.policy } },
      schema: {
        tags,
        summary: "One order, for its buyer and staff ('Order not found' for anyone else)",
        params: idParams,
        response: { 200: orderSchema },
      },
    },
    async (request) => {
      return ownOrder.loaded(request).order;
    },
  );

  r.get(
    '/api/orders/:id/slip',
    {
      config: { access: { signedIn: true, policy: ownOrder.policy } },
      schema: {
        response: slipResponse,
        tags,
        summary: "The order's transfer slip (its buyer and staff)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const found = ownOrder.loaded(request);
      return sendTransferSlip(reply, storage, found.slipName, found.order.orderNumber, SHOP_MESSAGES.notFound);
    },
  );
}
