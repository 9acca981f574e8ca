import { ORDER_PAYMENT_STATUSES, ORDER_STATUSES } from '@club/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';
import { notNegative, oneOf } from './checks';

export const productCategories = pgTable(
  'product_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('product_categories_updated_by_idx').on(t.updatedBy)],
);

export const variantTypes = pgTable(
  'variant_types',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    categoryId: uuid('category_id')
      .notNull()
      .references(() => productCategories.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    isRequired: boolean('is_required').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('variant_types_category_idx').on(t.categoryId), index('variant_types_updated_by_idx').on(t.updatedBy)],
);

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    name: text('name').notNull(),
    description: text('description'),
    price: numeric('price', { precision: 14, scale: 2 }).notNull(),
    salePrice: numeric('sale_price', { precision: 14, scale: 2 }),
    categoryId: uuid('category_id').references(() => productCategories.id, { onDelete: 'set null' }),
    imageUrl: text('image_url'),
    galleryImages: text('gallery_images').array().notNull().default(sql`'{}'::text[]`),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    sku: text('sku').unique(),
    isFeatured: boolean('is_featured').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    inventoryTracking: boolean('inventory_tracking').notNull().default(true),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(10),
    weight: numeric('weight', { precision: 10, scale: 2 }),
    dimensions: text('dimensions'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    notNegative('products_price_check', t.price),
    check('products_sale_price_check', sql`${t.salePrice} is null or ${t.salePrice} >= 0`),
    // The stock never goes below zero, whatever code path writes it.
    notNegative('products_stock_check', t.stockQuantity),
    notNegative('products_low_stock_check', t.lowStockThreshold),
    index('products_category_idx').on(t.categoryId),
    index('products_active_name_idx').on(t.isActive, t.name),
    index('products_updated_by_idx').on(t.updatedBy),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    priceModifier: numeric('price_modifier', { precision: 14, scale: 2 }).notNull().default('0'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    sku: text('sku'),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    notNegative('product_variants_stock_check', t.stockQuantity),
    index('product_variants_product_idx').on(t.productId),
    index('product_variants_updated_by_idx').on(t.updatedBy),
  ],
);

/** The cart lives on the server, per account: one line per product and variant. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('cart_items_line').on(t.userId, t.productId, t.variantId).nullsNotDistinct(),
    check('cart_items_quantity_check', sql`${t.quantity} > 0`),
    index('cart_items_product_idx').on(t.productId),
    index('cart_items_variant_idx').on(t.variantId),
  ],
);

/** The payment reference shown when checkout opens, kept with the cart until it becomes the order's. */
export const cartReferences = pgTable('cart_references', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  paymentReference: text('payment_reference').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    orderNumber: text('order_number').notNull().unique(),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentStatus: text('payment_status', { enum: ORDER_PAYMENT_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method').notNull().default('bank_transfer'),
    paymentReference: text('payment_reference').notNull().unique(),
    subtotal: numeric('subtotal', { precision: 14, scale: 2 }).notNull(),
    taxAmount: numeric('tax_amount', { precision: 14, scale: 2 }).notNull(),
    shippingAmount: numeric('shipping_amount', { precision: 14, scale: 2 }).notNull(),
    totalAmount: numeric('total_amount', { precision: 14, scale: 2 }).notNull(),
    shippingAddress: jsonb('shipping_address')
      .$type<{ fullName: string; address: string; city: string; phone: string }>()
      .notNull(),
    notes: text('notes'),
    /** The transfer slip sent with the order; none for an order paid by card. */
    slipName: text('slip_name'),
    idempotencyKey: uuid('idempotency_key').notNull(),
    paymentDecidedBy: text('payment_decided_by').references(() => user.id, { onDelete: 'set null' }),
    paymentDecidedAt: timestamp('payment_decided_at', { withTimezone: true }),
    /** Issued when the payment is first confirmed (order_receipt_seq): SHP-2026-00042. */
    receiptNumber: text('receipt_number').unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    oneOf('orders_status_check', t.status, ORDER_STATUSES),
    oneOf('orders_payment_status_check', t.paymentStatus, ORDER_PAYMENT_STATUSES),
    check(
      'orders_total_check',
      sql`${t.totalAmount} = ${t.subtotal} + ${t.taxAmount} + ${t.shippingAmount} and ${t.subtotal} >= 0`,
    ),
    check('orders_slip_check', sql`${t.paymentMethod} = 'card' or ${t.slipName} is not null`),
    unique('orders_idempotency').on(t.userId, t.idempotencyKey),
    index('orders_user_created_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.paymentStatus),
    index('orders_created_idx').on(t.createdAt),
    index('orders_payment_decided_by_idx').on(t.paymentDecidedBy),
    index('orders_updated_by_idx').on(t.updatedBy),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** Kept when the product is deleted: the order keeps its own copy of what was bought. */
    productId: uuid('product_id').references(() => products.id, { onDelete: 'set null' }),
    variantId: uuid('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    variantLabel: text('variant_label'),
    imageUrl: text('image_url'),
    quantity: integer('quantity').notNull(),
    unitPrice: numeric('unit_price', { precision: 14, scale: 2 }).notNull(),
    totalPrice: numeric('total_price', { precision: 14, scale: 2 }).notNull(),
  },
  (t) => [
    check('order_items_quantity_check', sql`${t.quantity} > 0`),
    index('order_items_order_idx').on(t.orderId),
    index('order_items_product_idx').on(t.productId),
    index('order_items_variant_idx').on(t.variantId),
  ],
);
