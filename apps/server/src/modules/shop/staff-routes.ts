import {
  categoryInputSchema,
  categorySchema,
  idParams,
  orderQuerySchema,
  orderSchema,
  orderStatusInputSchema,
  paymentStatusInputSchema,
  productInputSchema,
  productSchema,
  shopOverviewSchema,
  variantTypeInputSchema,
  variantTypeSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import type { PermissionStore } from '../../platform/permissions';
import { presentCategory, presentVariantType } from './presenter';
import {
  activeVariantTypes,
  addCategory,
  addProduct,
  addVariantType,
  allProducts,
  categories,
  changeCategory,
  changeProduct,
  removeProduct,
  searchOrders,
  setOrderStatus,
  setPaymentStatus,
  shopOverview,
} from './service';

const tags = ['shop'];

export function shopStaffRoutes(
  app: FastifyInstance,
  deps: { db: AppDatabase; mailer: Mailer; permissions: PermissionStore },
) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/admin/shop/products',
    {
      config: { access: { module: 'shop', action: 'view' } },
      schema: {
        tags,
        summary: 'Products, inactive ones too (the first 500)',
        response: { 200: z.array(productSchema) },
      },
    },
    () => allProducts(db),
  );

  r.post(
    '/api/admin/shop/products',
    {
      config: { access: { module: 'shop', action: 'create' } },
      schema: {
        tags,
        summary: 'Add a product with its variants',
        body: productInputSchema,
        response: { 201: productSchema },
      },
    },
    async (request, reply) => {
      const product = await addProduct(db, await requireViewer(request), request.body);
      return reply.status(201).send(product);
    },
  );

  r.put(
    '/api/admin/shop/products/:id',
    {
      config: { access: { module: 'shop', action: 'edit' } },
      schema: {
        tags,
        summary: 'Edit a product; its variants are replaced',
        params: idParams,
        body: productInputSchema,
        response: { 200: productSchema },
      },
    },
    async (request) => {
      const product = await changeProduct(db, await requireViewer(request), request.params.id, request.body);
      if (!product) throw notFound('Product not found.');
      return product;
    },
  );

  r.delete(
    '/api/admin/shop/products/:id',
    {
      config: { access: { module: 'shop', action: 'delete' } },
      schema: {
        tags,
        summary: 'Delete a product (its orders keep their own copy of what was bought)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      if (!(await removeProduct(db, await requireViewer(request), request.params.id)))
        throw notFound('Product not found.');
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/shop/categories',
    {
      config: { access: { module: 'shop', action: 'view' } },
      schema: { tags, summary: 'Every category, inactive ones too', response: { 200: z.array(categorySchema) } },
    },
    async () => (await categories(db, { activeOnly: false })).map(presentCategory),
  );

  r.post(
    '/api/admin/shop/categories',
    {
      config: { access: { module: 'shop', action: 'create' } },
      schema: { tags, summary: 'Add a category', body: categoryInputSchema, response: { 201: categorySchema } },
    },
    async (request, reply) => {
      const created = await addCategory(db, await requireViewer(request), request.body);
      return reply.status(201).send(presentCategory(created));
    },
  );

  r.put(
    '/api/admin/shop/categories/:id',
    {
      config: { access: { module: 'shop', action: 'edit' } },
      schema: {
        tags,
        summary: 'Edit a category, or deactivate it (categories are never removed)',
        params: idParams,
        body: categoryInputSchema.extend({ isActive: z.boolean().default(true) }),
        response: { 200: categorySchema },
      },
    },
    async (request) => {
      const updated = await changeCategory(db, await requireViewer(request), request.params.id, request.body);
      if (!updated) throw notFound('Category not found.');
      return presentCategory(updated);
    },
  );

  r.get(
    '/api/admin/shop/categories/:id/variant-types',
    {
      config: { access: { module: 'shop', action: 'view' } },
      schema: {
        tags,
        summary: "A category's active variant types, by display name",
        params: idParams,
        response: { 200: z.array(variantTypeSchema) },
      },
    },
    async (request) => (await activeVariantTypes(db, request.params.id)).map(presentVariantType),
  );

  r.post(
    '/api/admin/shop/categories/:id/variant-types',
    {
      config: { access: { module: 'shop', action: 'create' } },
      schema: {
        tags,
        summary: 'Add a variant type (such as Size) to a category',
        params: idParams,
        body: variantTypeInputSchema,
        response: { 201: variantTypeSchema },
      },
    },
    async (request, reply) => {
      const created = await addVariantType(db, await requireViewer(request), request.params.id, request.body);
      if (!created) throw notFound('Category not found.');
      return reply.status(201).send(presentVariantType(created));
    },
  );

  r.get(
    '/api/admin/shop/overview',
    {
      config: { access: { module: 'shop', action: 'view' } },
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
      config: { access: { module: 'shop', action: 'view' } },
      schema: {
        tags,
        summary: 'Orders, newest first, filtered by status and payment status on the server',
        querystring: orderQuerySchema,
        response: { 200: z.array(orderSchema) },
      },
    },
    (request) => searchOrders(db, request.query),
  );

  r.put(
    '/api/admin/shop/orders/:id/status',
    {
      config: { access: { module: 'shop', action: 'edit' } },
      schema: {
        tags,
        summary:
          'Move an order to a status; cancelled is final: cancelling returns the stock once and reverses a confirmed payment',
        params: idParams,
        body: orderStatusInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) => setOrderStatus(deps, await requireViewer(request), request.params.id, request.body.status),
  );

  r.put(
    '/api/admin/shop/orders/:id/payment',
    {
      config: { access: { module: 'shop', action: 'edit' } },
      schema: {
        tags,
        summary:
          'Confirm or reject the payment (the sale is posted to the ledger on confirmation); moving a confirmed payment back needs shop:approve and posts the reversal',
        params: idParams,
        body: paymentStatusInputSchema,
        response: { 200: orderSchema },
      },
    },
    async (request) =>
      setPaymentStatus(deps, await requireViewer(request), request.params.id, request.body.paymentStatus),
  );
}
