import {
  type Cart,
  type CartLine,
  CLUB,
  fromCents,
  normalizePaymentReference,
  type Order,
  orderTotals,
  type Product,
  type ShopOverview,
  toCents,
  unitPrice,
} from '@club/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { type AppDatabase, clubDate, likePattern, queryRows, sqlPageOf } from '../../db/client';
import {
  cartItems,
  cartReferences,
  orderItems,
  orders,
  productCategories,
  products,
  productVariants,
  user,
  variantTypes,
} from '../../db/schema';

interface ProductRow {
  id: string;
  name: string;
  description: string | null;
  price: string;
  sale_price: string | null;
  category_id: string | null;
  category_name: string | null;
  image_url: string | null;
  gallery_images: string[];
  stock_quantity: number;
  sku: string | null;
  is_featured: boolean;
  is_active: boolean;
  inventory_tracking: boolean;
  low_stock_threshold: number;
  weight: string | null;
  dimensions: string | null;
  variants: Product['variants'];
}

/**
 * A product's stock as the shop counts it: a tracked product with active variants holds the sum of
 * theirs; otherwise its own figure.
 */
const productColumns = sql`p.id, p.name, p.description, p.price::text, p.sale_price::text, p.category_id,
  c.name as category_name, p.image_url, p.gallery_images, p.sku, p.is_featured, p.is_active, p.inventory_tracking,
  p.low_stock_threshold, p.weight::text, p.dimensions,
  coalesce((select json_agg(json_build_object('id', v.id, 'name', v.name, 'value', v.value,
      'priceModifier', v.price_modifier::text, 'stockQuantity', v.stock_quantity, 'sku', v.sku, 'isActive', v.is_active)
      order by v.name, v.value) from product_variants v where v.product_id = p.id), '[]') as variants,
  case when p.inventory_tracking and exists (select 1 from product_variants v where v.product_id = p.id and v.is_active)
       then (select coalesce(sum(v.stock_quantity), 0)::int from product_variants v where v.product_id = p.id and v.is_active)
       else p.stock_quantity end as stock_quantity`;

const presentProduct = (row: ProductRow): Product => ({
  id: row.id,
  name: row.name,
  description: row.description,
  price: row.price,
  salePrice: row.sale_price,
  categoryId: row.category_id,
  categoryName: row.category_name,
  imageUrl: row.image_url,
  galleryImages: row.gallery_images ?? [],
  stockQuantity: Number(row.stock_quantity),
  sku: row.sku,
  isFeatured: row.is_featured,
  isActive: row.is_active,
  inventoryTracking: row.inventory_tracking,
  lowStockThreshold: row.low_stock_threshold,
  weight: row.weight,
  dimensions: row.dimensions,
  variants: row.variants,
});

/** The catalogue, filtered and paged on the server; the shop sees active products in active categories only. */
export async function listProducts(
  db: AppDatabase,
  filters: {
    search?: string;
    categoryId?: string;
    featured?: boolean;
    includeInactive: boolean;
    page?: number;
    pageSize?: number;
  },
) {
  const conditions = [sql`true`];
  if (!filters.includeInactive) conditions.push(sql`p.is_active and (c.id is null or c.is_active)`);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(sql`(p.name ilike ${pattern} or coalesce(p.description, '') ilike ${pattern})`);
  }
  if (filters.categoryId) conditions.push(sql`p.category_id = ${filters.categoryId}`);
  if (filters.featured) conditions.push(sql`p.is_featured`);
  const where = sql.join(conditions, sql` and `);
  const { rows, total } = await sqlPageOf<ProductRow>(
    db,
    {
      columns: productColumns,
      from: sql`products p left join product_categories c on c.id = p.category_id`,
      where,
      orderBy: sql`p.is_featured desc, p.name, p.id`,
    },
    { page: filters.page ?? 1, pageSize: filters.pageSize ?? 500 },
  );
  return { items: rows.map(presentProduct), total };
}

export async function findProduct(db: AppDatabase, id: string) {
  const [row] = await queryRows<ProductRow>(
    db,
    sql`select ${productColumns} from products p left join product_categories c on c.id = p.category_id where p.id = ${id}`,
  );
  return row ? presentProduct(row) : null;
}

interface CartRow {
  product_id: string;
  variant_id: string | null;
  name: string;
  variant_label: string | null;
  image_url: string | null;
  price: string;
  sale_price: string | null;
  price_modifier: string | null;
  quantity: number;
  available: number | null;
}

/** The viewer's cart, priced from the server's own prices (sale price, variant modifier), with the totals. */
export async function readCart(db: AppDatabase, userId: string): Promise<Cart> {
  const rows = await queryRows<CartRow>(
    db,
    sql`select i.product_id, i.variant_id, p.name, case when v.id is null then null else v.name || ': ' || v.value end as variant_label,
               p.image_url, p.price::text, p.sale_price::text, v.price_modifier::text, i.quantity,
               case when not p.inventory_tracking then null when v.id is null then p.stock_quantity else v.stock_quantity end as available
          from cart_items i join products p on p.id = i.product_id left join product_variants v on v.id = i.variant_id
         where i.user_id = ${userId} order by i.created_at, i.id`,
  );
  const lines: CartLine[] = rows.map((row) => {
    const price = unitPrice(row.price, row.sale_price, row.price_modifier);
    return {
      productId: row.product_id,
      variantId: row.variant_id,
      name: row.name,
      variantLabel: row.variant_label,
      imageUrl: row.image_url,
      unitPrice: price,
      quantity: row.quantity,
      lineTotal: fromCents(toCents(price) * BigInt(row.quantity)),
      available: row.available === null ? null : Number(row.available),
    };
  });
  const subtotal = fromCents(lines.reduce((sum, line) => sum + toCents(line.lineTotal), 0n));
  const totals = orderTotals(subtotal);
  return {
    lines,
    itemCount: lines.reduce((sum, line) => sum + line.quantity, 0),
    subtotal: totals.subtotal,
    tax: totals.tax,
    shipping: totals.shipping,
    total: totals.total,
  };
}

interface OrderRow {
  id: string;
  order_number: string;
  status: Order['status'];
  payment_status: Order['paymentStatus'];
  payment_method: string;
  payment_reference: string;
  subtotal: string;
  tax_amount: string;
  shipping_amount: string;
  total_amount: string;
  shipping_address: Order['shippingAddress'];
  notes: string | null;
  slip_name: string | null;
  buyer_name: string | null;
  created_at: Date | string;
  items: Order['items'];
}

const orderColumns = sql`o.id, o.order_number, o.status, o.payment_status, o.payment_method, o.payment_reference,
  o.subtotal::text, o.tax_amount::text, o.shipping_amount::text, o.total_amount::text, o.shipping_address, o.notes,
  o.slip_name, (select pr.full_name from profiles pr where pr.user_id = o.user_id) as buyer_name, o.created_at,
  coalesce((select json_agg(json_build_object('id', i.id, 'productId', i.product_id, 'productName', i.product_name,
      'variantLabel', i.variant_label, 'imageUrl', i.image_url, 'quantity', i.quantity,
      'unitPrice', i.unit_price::text, 'totalPrice', i.total_price::text) order by i.product_name)
    from order_items i where i.order_id = o.id), '[]') as items`;

export const orderSlipUrl = (id: string) => `/api/orders/${id}/slip`;

const presentOrder = (row: OrderRow): Order => ({
  id: row.id,
  orderNumber: row.order_number,
  status: row.status,
  paymentStatus: row.payment_status,
  paymentMethod: row.payment_method,
  paymentReference: row.payment_reference,
  subtotal: row.subtotal,
  taxAmount: row.tax_amount,
  shippingAmount: row.shipping_amount,
  totalAmount: row.total_amount,
  shippingAddress: row.shipping_address,
  notes: row.notes,
  hasSlip: row.slip_name !== null,
  slipUrl: row.slip_name ? orderSlipUrl(row.id) : null,
  buyerName: row.buyer_name,
  createdAt: new Date(row.created_at).toISOString(),
  items: row.items,
});

export async function findOrder(db: AppDatabase, id: string) {
  const [row] = await queryRows<OrderRow & { user_id: string | null }>(
    db,
    sql`select ${orderColumns}, o.user_id from orders o where o.id = ${id}`,
  );
  return row ? { order: presentOrder(row), userId: row.user_id, slipName: row.slip_name } : null;
}

export async function listOrders(
  db: AppDatabase,
  filters: { userId?: string; status?: Order['status']; paymentStatus?: Order['paymentStatus']; search?: string },
) {
  const conditions = [sql`true`];
  if (filters.userId) conditions.push(sql`o.user_id = ${filters.userId}`);
  if (filters.status) conditions.push(sql`o.status = ${filters.status}`);
  if (filters.paymentStatus) conditions.push(sql`o.payment_status = ${filters.paymentStatus}`);
  if (filters.search) {
    const pattern = likePattern(filters.search);
    // A reference as read off a bank statement ("kq7 mxd a3f") finds its order too.
    const reference = normalizePaymentReference(filters.search);
    conditions.push(
      sql`(o.order_number ilike ${pattern} or o.payment_reference ilike ${pattern} or o.payment_reference = ${reference ?? ''})`,
    );
  }
  const rows = await queryRows<OrderRow>(
    db,
    sql`select ${orderColumns} from orders o where ${sql.join(conditions, sql` and `)}
         order by o.created_at desc limit 500`,
  );
  return rows.map(presentOrder);
}

/** The stock a product is counted by (the variants' sum when tracked with active variants). */
const effectiveStock = sql`case when p.inventory_tracking and exists (select 1 from product_variants v where v.product_id = p.id and v.is_active)
  then (select coalesce(sum(v.stock_quantity), 0)::int from product_variants v where v.product_id = p.id and v.is_active)
  else p.stock_quantity end`;

/** Inventory and analytics, computed in SQL over every product and order. */
export async function shopOverview(db: AppDatabase): Promise<ShopOverview> {
  const [inventory] = await queryRows<{
    total: number;
    active: number;
    low: number;
    out: number;
    untracked: number;
    under10: number;
  }>(
    db,
    sql`select count(*)::int as total, count(*) filter (where p.is_active)::int as active,
               count(*) filter (where p.is_active and p.inventory_tracking and ${effectiveStock} <= p.low_stock_threshold)::int as low,
               count(*) filter (where p.is_active and p.inventory_tracking and ${effectiveStock} = 0)::int as out,
               count(*) filter (where p.is_active and not p.inventory_tracking)::int as untracked,
               count(*) filter (where p.is_active and p.inventory_tracking and ${effectiveStock} < 10)::int as under10
          from products p`,
  );
  const levels = await queryRows<{ id: string; name: string; sku: string | null; stock: number }>(
    db,
    sql`select p.id, p.name, p.sku, ${effectiveStock} as stock from products p
         where p.is_active and p.inventory_tracking and ${effectiveStock} <= p.low_stock_threshold
         order by 4, p.name limit 200`,
  );
  const [orderFigures] = await queryRows<{ completed: number; revenue: string }>(
    db,
    sql`select count(*) filter (where status = 'completed')::int as completed,
               coalesce(sum(total_amount) filter (where status = 'completed'), 0)::numeric(14,2)::text as revenue
          from orders`,
  );
  const byDay = await queryRows<{ day: string; amount: string }>(
    db,
    sql`select to_char(payment_decided_at at time zone 'Indian/Maldives', 'YYYY-MM-DD') as day,
               sum(total_amount)::numeric(14,2)::text as amount
          from orders where payment_status = 'confirmed' and payment_decided_at > now() - interval '30 days'
         group by 1 order by 1`,
  );
  const best = await queryRows<{ name: string; quantity: number; revenue: string }>(
    db,
    sql`select i.product_name as name, sum(i.quantity)::int as quantity, sum(i.total_price)::numeric(14,2)::text as revenue
          from order_items i join orders o on o.id = i.order_id where o.status <> 'cancelled'
         group by 1 order by 2 desc, 1 limit 5`,
  );
  return {
    inventory: {
      totalProducts: Number(inventory?.total ?? 0),
      activeProducts: Number(inventory?.active ?? 0),
      lowStock: Number(inventory?.low ?? 0),
      outOfStock: Number(inventory?.out ?? 0),
      untracked: Number(inventory?.untracked ?? 0),
      stockLevels: levels.map((l) => ({ ...l, stock: Number(l.stock), out: Number(l.stock) === 0 })),
    },
    analytics: {
      activeProducts: Number(inventory?.active ?? 0),
      completedOrders: Number(orderFigures?.completed ?? 0),
      revenue: orderFigures?.revenue ?? '0.00',
      lowStockUnder10: Number(inventory?.under10 ?? 0),
      revenueByDay: byDay,
      bestSellers: best.map((b) => ({ ...b, quantity: Number(b.quantity) })),
    },
  };
}

// Writes and locks: the service calls these inside its transactions.

export const listCategories = (db: AppDatabase, { activeOnly }: { activeOnly: boolean }) =>
  db
    .select()
    .from(productCategories)
    .where(activeOnly ? eq(productCategories.isActive, true) : undefined)
    .orderBy(productCategories.name);

export async function findCategory(db: AppDatabase, id: string) {
  const [category] = await db.select().from(productCategories).where(eq(productCategories.id, id));
  return category ?? null;
}

export async function insertCategory(db: AppDatabase, values: typeof productCategories.$inferInsert) {
  const [created] = await db.insert(productCategories).values(values).returning();
  if (!created) throw new Error('insert returned nothing');
  return created;
}

export async function updateCategory(
  db: AppDatabase,
  id: string,
  values: Partial<typeof productCategories.$inferInsert>,
) {
  const [updated] = await db
    .update(productCategories)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(productCategories.id, id))
    .returning();
  return updated ?? null;
}

export const activeVariantTypes = (db: AppDatabase, categoryId: string) =>
  db
    .select()
    .from(variantTypes)
    .where(and(eq(variantTypes.categoryId, categoryId), eq(variantTypes.isActive, true)))
    .orderBy(variantTypes.displayName);

export async function insertVariantType(db: AppDatabase, values: typeof variantTypes.$inferInsert) {
  const [created] = await db.insert(variantTypes).values(values).returning();
  if (!created) throw new Error('insert returned nothing');
  return created;
}

type NewVariant = Omit<typeof productVariants.$inferInsert, 'productId' | 'isActive'>;

/** A product's variants, replaced by these. */
async function replaceVariants(tx: AppDatabase, productId: string, variants: readonly NewVariant[]) {
  await tx.delete(productVariants).where(eq(productVariants.productId, productId));
  if (variants.length > 0)
    await tx.insert(productVariants).values(variants.map((v) => ({ ...v, productId, isActive: true })));
}

export async function insertProduct(
  tx: AppDatabase,
  fields: typeof products.$inferInsert,
  variants: readonly NewVariant[],
) {
  const [created] = await tx.insert(products).values(fields).returning({ id: products.id });
  if (!created) throw new Error('insert returned nothing');
  await replaceVariants(tx, created.id, variants);
  return created.id;
}

/** False when there is no such product. */
export async function updateProduct(
  tx: AppDatabase,
  id: string,
  fields: Partial<typeof products.$inferInsert>,
  variants: readonly NewVariant[],
) {
  const [updated] = await tx
    .update(products)
    .set({ ...fields, updatedAt: new Date() })
    .where(eq(products.id, id))
    .returning({ id: products.id });
  if (!updated) return false;
  await replaceVariants(tx, updated.id, variants);
  return true;
}

export async function deleteProduct(tx: AppDatabase, id: string) {
  const removed = await tx.delete(products).where(eq(products.id, id)).returning({ id: products.id });
  return removed.length > 0;
}

const cartLine = (userId: string, productId: string, variantId: string | null) =>
  and(
    eq(cartItems.userId, userId),
    eq(cartItems.productId, productId),
    variantId ? eq(cartItems.variantId, variantId) : sql`${cartItems.variantId} is null`,
  );

export async function removeCartLine(db: AppDatabase, userId: string, productId: string, variantId: string | null) {
  await db.delete(cartItems).where(cartLine(userId, productId, variantId));
}

export async function setCartLine(
  db: AppDatabase,
  line: { userId: string; productId: string; variantId: string | null; quantity: number },
) {
  await db
    .insert(cartItems)
    .values(line)
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.productId, cartItems.variantId],
      set: { quantity: line.quantity },
    });
}

export async function cartReference(db: AppDatabase, userId: string) {
  const [kept] = await db.select().from(cartReferences).where(eq(cartReferences.userId, userId));
  return kept?.paymentReference ?? null;
}

/** Keeps the reference with the cart unless one is kept already (a twin request's); answers the kept one. */
export async function keepCartReference(db: AppDatabase, userId: string, paymentReference: string) {
  await db.insert(cartReferences).values({ userId, paymentReference }).onConflictDoNothing();
  return (await cartReference(db, userId)) ?? paymentReference;
}

export async function orderIdByIdempotencyKey(db: AppDatabase, userId: string, idempotencyKey: string) {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return order?.id ?? null;
}

/** The cart's lines with what they buy, locked for checkout, in one query. */
export function lockCartForCheckout(tx: AppDatabase, userId: string) {
  return tx
    .select({ quantity: cartItems.quantity, product: products, variant: productVariants })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .leftJoin(productVariants, eq(productVariants.id, cartItems.variantId))
    .where(eq(cartItems.userId, userId))
    .orderBy(cartItems.productId, cartItems.variantId)
    .for('update', { of: cartItems });
}

/** Takes units off the shelf if there are enough (the row lock makes concurrent buyers take turns). */
export async function takeStock(
  tx: AppDatabase,
  target: { productId: string; variantId: string | null },
  quantity: number,
) {
  const taken = target.variantId
    ? await tx
        .update(productVariants)
        .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${quantity}` })
        .where(and(eq(productVariants.id, target.variantId), sql`${productVariants.stockQuantity} >= ${quantity}`))
        .returning({ id: productVariants.id })
    : await tx
        .update(products)
        .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
        .where(and(eq(products.id, target.productId), sql`${products.stockQuantity} >= ${quantity}`))
        .returning({ id: products.id });
  return taken.length > 0;
}

/** The units of a cancelled order go back on the shelf, added in place. */
export async function restoreStock(tx: AppDatabase, orderId: string) {
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

/** The next readable order number, from a database sequence: ORD-2026-00042. */
export async function nextOrderNumber(tx: AppDatabase) {
  const [row] = await queryRows<{ n: string; year: string }>(
    tx,
    sql`select nextval('order_number_seq')::text as n, extract(year from now() at time zone ${CLUB.timeZone})::text as year`,
  );
  return `ORD-${row?.year}-${String(row?.n ?? '0').padStart(5, '0')}`;
}

/** The order and its items written, the cart and its reference cleared. */
export async function insertOrder(
  tx: AppDatabase,
  values: typeof orders.$inferInsert,
  items: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
) {
  const [order] = await tx.insert(orders).values(values).returning({ id: orders.id });
  if (!order) throw new Error('insert returned nothing');
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId: order.id })));
  if (values.userId) {
    await tx.delete(cartItems).where(eq(cartItems.userId, values.userId));
    await tx.delete(cartReferences).where(eq(cartReferences.userId, values.userId));
  }
  return order.id;
}

export type OrderRecord = typeof orders.$inferSelect;

export async function lockOrder(tx: AppDatabase, id: string) {
  const [order] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return order ?? null;
}

export async function updateOrder(tx: AppDatabase, id: string, values: Partial<typeof orders.$inferInsert>) {
  await tx
    .update(orders)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(orders.id, id));
}

/** Where the buyer of an order is written to (none once their account is gone). */
export async function buyerEmail(db: AppDatabase, order: Pick<OrderRecord, 'userId'>) {
  if (!order.userId) return null;
  const [buyer] = await db.select({ email: user.email }).from(user).where(eq(user.id, order.userId));
  return buyer?.email ?? null;
}

/** Orders as bank statement matching sees them (finance's `Payable`): what each is owed and whether it is paid. */
export const payableOrders = (where: SQL) =>
  sql`select id, payment_reference, array[total_amount::text] as amounts, payment_status = 'confirmed' as confirmed,
      null::uuid as payment_id, null as variant from orders where ${where}`;

/** Orders waiting for a transfer of exactly `amount`, with the buyer's name and the day they were placed. */
export const ordersWaiting = (amount: SQL | null) =>
  sql`select 'order' as kind, id as target_id, shipping_address->>'fullName' as name, ${clubDate(sql`created_at`)} as sent_on,
        total_amount::text as amount, payment_reference as reference
      from orders where payment_status = 'pending' and status <> 'cancelled'
        ${amount ? sql`and total_amount = ${amount}` : sql``}`;

/** Orders paid by transfer whose payment staff confirmed, of exactly `amount` (or any), as `ordersWaiting` lists. */
export const ordersPaid = (amount: SQL | null) =>
  sql`select 'order' as kind, id as target_id, shipping_address->>'fullName' as name, ${clubDate(sql`created_at`)} as sent_on,
        total_amount::text as amount, payment_reference as reference
      from orders where payment_status = 'confirmed' and status <> 'cancelled' and payment_method <> 'cash'
        ${amount ? sql`and total_amount = ${amount}` : sql``}`;
