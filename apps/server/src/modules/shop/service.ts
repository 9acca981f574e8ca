import {
  type cartChangeSchema,
  type categoryInputSchema,
  checkoutFieldsSchema,
  clubDay,
  fromCents,
  type Order,
  orderTotals,
  type productInputSchema,
  type productQuerySchema,
  SHOP_MESSAGES,
  toCents,
  unitPrice,
  type variantTypeInputSchema,
} from '@club/shared';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import {
  badRequest,
  conflict,
  fieldErrorsOf,
  HttpError,
  isUniqueViolation,
  notFound,
  unauthorized,
} from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { readMultipartForm } from '../../platform/multipart';
import { issuePaymentReference } from '../../platform/payment-reference';
import type { FileStorage } from '../../platform/storage';
import { accountTexts } from '../../platform/texts';
import {
  type CardPayable,
  cardPaymentsOn,
  confirmationRows,
  decidePayment,
  orderPaymentReversed,
  type Payable,
  type PaymentDecisionDeps,
  type PaymentKind,
  type PaymentReceipt,
  postOrderCancellation,
  postOrderPayment,
} from '../finance/service';
import {
  buyerEmail,
  cartReference,
  deleteProduct,
  findCategory,
  findOrder,
  findProduct,
  insertCategory,
  insertOrder,
  insertProduct,
  insertVariantType,
  keepCartReference,
  listOrders,
  listProducts,
  lockCartForCheckout,
  lockOrder,
  nextOrderNumber,
  type OrderRecord,
  orderIdByIdempotencyKey,
  ordersPaid,
  ordersWaiting,
  payableOrders,
  readCart,
  removeCartLine,
  restoreStock,
  setCartLine,
  takeStock,
  updateCategory,
  updateOrder,
  updateProduct,
} from './repository';

export {
  activeVariantTypes,
  listCategories as categories,
  listOrders as searchOrders,
  readCart as cartOf,
  shopOverview,
} from './repository';

const SLIPS = 'transfer-slips';

async function orderOrNotFound(db: AppDatabase, id: string) {
  const found = await findOrder(db, id);
  if (!found) throw notFound(SHOP_MESSAGES.notFound);
  return found.order;
}

/** The buyer hears of every change to their order (its status, or its payment's), in their language. */
async function tellBuyer(
  tx: AppDatabase,
  mailer: Mailer,
  order: OrderRecord,
  change: { status: Order['status'] } | { paymentStatus: Order['paymentStatus'] },
) {
  const to = await buyerEmail(tx, order);
  if (!to) return;
  const texts = await accountTexts(tx, order.userId);
  const values = {
    club: texts.club,
    name: order.shippingAddress.fullName,
    orderNumber: texts.ltr(order.orderNumber),
  };
  const [subject, body, status] =
    'status' in change
      ? (['mail.orderStatus.subject', 'mail.orderStatus.body', change.status] as const)
      : (['mail.orderPayment.subject', 'mail.orderPayment.body', change.paymentStatus] as const);
  await mailer.send(
    { to, subject: texts.t(subject, { ...values, status }), text: texts.t(body, { ...values, status }) },
    tx,
  );
}

/** A page of the catalogue as the shop shows it: active products in active categories (search, category, featured). */
export async function catalogue(db: AppDatabase, query: z.output<typeof productQuerySchema>) {
  const { search, categoryId, featured, page, pageSize } = query;
  const found = await listProducts(db, {
    search,
    categoryId,
    featured: featured === 'true',
    includeInactive: false,
    page,
    pageSize,
  });
  return { ...found, page, pageSize };
}

/** A product the shop sells; null when there is no such product or it is inactive. */
export async function activeProduct(db: AppDatabase, id: string) {
  const product = await findProduct(db, id);
  return product?.isActive ? product : null;
}

/** The buyer's orders, newest first. */
export const ordersOf = (db: AppDatabase, userId: string) => listOrders(db, { userId });

/** Sets a line of the viewer's cart to a quantity: at most the stock; zero or less removes it. */
export async function changeCartLine(db: AppDatabase, userId: string, change: z.infer<typeof cartChangeSchema>) {
  const { productId, variantId, quantity } = change;
  if (quantity <= 0) {
    await removeCartLine(db, userId, productId, variantId ?? null);
    return readCart(db, userId);
  }
  const product = await findProduct(db, productId);
  if (!product?.isActive) throw notFound('Product not found.');
  const variant = variantId ? product.variants.find((v) => v.id === variantId && v.isActive) : null;
  if (variantId && !variant) throw notFound('This option is not available.');
  if (!variantId && product.inventoryTracking && product.variants.some((v) => v.isActive))
    throw badRequest('Choose an option of this product.', { variantId: ['Choose an option'] });
  const available = product.inventoryTracking ? (variant ? variant.stockQuantity : product.stockQuantity) : null;
  if (available !== null && quantity > available) throw conflict(SHOP_MESSAGES.stock);
  await setCartLine(db, { userId, productId, variantId: variantId ?? null, quantity });
  return readCart(db, userId);
}

/** The payment reference kept with the cart (issued once), which becomes the order's. */
export function openCheckout(db: AppDatabase, userId: string) {
  return db.transaction(
    async (tx) =>
      (await cartReference(tx, userId)) ?? keepCartReference(tx, userId, await issuePaymentReference(tx, 'order')),
  );
}

type CheckoutFields = z.infer<typeof checkoutFieldsSchema>;

/**
 * Places the viewer's order from their cart: the fields valid, the slip stored, the stock taken and the
 * order written in one transaction. The same checkout sent again (or twice at once) answers the first order.
 */
export async function placeOrder(
  deps: { db: AppDatabase; storage: FileStorage; mailer: Mailer; publicUrl: string },
  viewer: Viewer,
  request: FastifyRequest,
): Promise<{ order: Order; created: boolean }> {
  const { db, storage } = deps;
  const { fields, file: slip } = await readMultipartForm(request, {
    fileField: 'slip',
    maxBytes: storage.maxBytes(SLIPS),
    notMultipartMessage: 'Send the order as multipart/form-data with the transfer slip in "slip".',
  });
  const parsed = checkoutFieldsSchema.safeParse(fields);
  if (!parsed.success) throw badRequest(SHOP_MESSAGES.shipping, fieldErrorsOf(parsed.error));
  const input = parsed.data;
  const existing = async () => {
    const id = await orderIdByIdempotencyKey(db, viewer.userId, input.idempotencyKey);
    return id ? orderOrNotFound(db, id) : null;
  };
  const replay = await existing();
  if (replay) return { order: replay, created: false };
  const byCard = input.paymentMethod === 'card';
  if (byCard && !(await cardPaymentsOn(db))) throw conflict(SHOP_MESSAGES.cardUnavailable);
  // Paid by card, the order takes no slip (one sent along is not kept): the bank confirms the money.
  if (!byCard && !slip) throw badRequest(SHOP_MESSAGES.slip, { slip: [SHOP_MESSAGES.slip] });
  const stored = !byCard && slip ? await storage.save(SLIPS, slip) : null;
  const removeSlip = () => (stored ? storage.remove(SLIPS, stored.name).catch(() => {}) : undefined);
  let placed: { id: string; replayed: boolean };
  try {
    placed = await db.transaction((tx) => writeOrder(tx, viewer.userId, input, stored?.name ?? null));
  } catch (error) {
    await removeSlip();
    // The same checkout sent twice at once: the other request placed it.
    if (isUniqueViolation(error)) {
      const twin = await existing();
      if (twin) return { order: twin, created: false };
    }
    throw error;
  }
  const order = await orderOrNotFound(db, placed.id);
  if (placed.replayed) {
    await removeSlip();
    return { order, created: false };
  }
  // Paid by card, the receipt the bank's confirmation sends is the buyer's mail.
  if (byCard) return { order, created: true };
  const texts = await accountTexts(db, viewer.userId);
  await deps.mailer.send({
    to: viewer.email,
    subject: texts.t('mail.orderReceived.subject', { club: texts.club, orderNumber: texts.ltr(order.orderNumber) }),
    text: texts.t('mail.orderReceived.body', {
      name: order.shippingAddress.fullName,
      orderNumber: texts.ltr(order.orderNumber),
      amount: texts.money(order.totalAmount),
      reference: texts.ltr(order.paymentReference),
      link: `${deps.publicUrl}/orders/${order.id}`,
    }),
  });
  return { order, created: true };
}

/** One transaction: stock taken line by line (never below zero), the order and its items written, the cart emptied. */
async function writeOrder(
  tx: AppDatabase,
  userId: string,
  input: CheckoutFields,
  slipName: string | null,
): Promise<{ id: string; replayed: boolean }> {
  const lines = await lockCartForCheckout(tx, userId);
  if (lines.length === 0) {
    // The same checkout placed a moment ago by a twin request (it emptied the cart): that order is the answer.
    const twin = await orderIdByIdempotencyKey(tx, userId, input.idempotencyKey);
    if (twin) return { id: twin, replayed: true };
    throw badRequest(SHOP_MESSAGES.emptyCart);
  }
  const items = [];
  let subtotal = 0n;
  for (const { product, variant, quantity } of lines) {
    if (!product.isActive) throw conflict(`A product in your cart is no longer sold. Remove it and try again.`);
    if (variant && !variant.isActive) throw conflict('An option in your cart is no longer sold.');
    if (
      product.inventoryTracking &&
      !(await takeStock(tx, { productId: product.id, variantId: variant?.id ?? null }, quantity))
    )
      throw new HttpError(409, `${SHOP_MESSAGES.stock}: ${product.name}`);
    const price = unitPrice(product.price, product.salePrice, variant?.priceModifier ?? null);
    const lineTotal = toCents(price) * BigInt(quantity);
    subtotal += lineTotal;
    items.push({
      productId: product.id,
      variantId: variant?.id ?? null,
      productName: product.name,
      variantLabel: variant ? `${variant.name}: ${variant.value}` : null,
      imageUrl: product.imageUrl,
      quantity,
      unitPrice: price,
      totalPrice: fromCents(lineTotal),
    });
  }
  const totals = orderTotals(fromCents(subtotal));
  const reference = (await cartReference(tx, userId)) ?? (await issuePaymentReference(tx, 'order'));
  const id = await insertOrder(
    tx,
    {
      orderNumber: await nextOrderNumber(tx),
      userId,
      paymentReference: reference,
      subtotal: totals.subtotal,
      taxAmount: totals.tax,
      shippingAmount: totals.shipping,
      totalAmount: totals.total,
      shippingAddress: { fullName: input.fullName, address: input.address, city: input.city, phone: input.phone },
      notes: input.notes,
      paymentMethod: input.paymentMethod,
      slipName,
      idempotencyKey: input.idempotencyKey,
    },
    items,
  );
  return { id, replayed: false };
}

/** Moves an order to a status; cancelled is final: cancelling returns the stock once and reverses a confirmed payment. */
export async function setOrderStatus(
  deps: { db: AppDatabase; mailer: Mailer },
  actor: Viewer,
  id: string,
  next: Order['status'],
) {
  await asActor(deps.db, actor, async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order) throw notFound(SHOP_MESSAGES.notFound);
    if (order.status === 'cancelled') throw conflict(SHOP_MESSAGES.cancelled);
    if (order.status === next) return;
    await updateOrder(tx, order.id, { status: next });
    if (next === 'cancelled') {
      await restoreStock(tx, order.id);
      if (order.paymentStatus === 'confirmed')
        await postOrderCancellation(tx, {
          orderId: order.id,
          orderNumber: order.orderNumber,
          date: clubDay(),
          cancelledBy: actor.userId,
        });
    }
    await tellBuyer(tx, deps.mailer, order, { status: next });
  });
  return orderOrNotFound(deps.db, id);
}

type PaymentStatus = Order['paymentStatus'];

/** An order's receipt in the buyer's language: what they are mailed when the payment is confirmed. */
async function orderReceipt(
  db: AppDatabase,
  order: OrderRecord,
  receiptNumber: string,
  confirmed: { at: Date; byName: string },
): Promise<Omit<PaymentReceipt, 'to'>> {
  const { items } = await orderOrNotFound(db, order.id);
  const texts = await accountTexts(db, order.userId);
  const { t } = texts;
  const rows: [string, string][] = [
    [t('documents.receipt.receiptNumber'), texts.ltr(receiptNumber)],
    [t('documents.receipt.orderNumber'), texts.ltr(order.orderNumber)],
    [t('documents.receipt.paymentReference'), texts.ltr(order.paymentReference)],
    [t('documents.receipt.receivedFrom'), order.shippingAddress.fullName],
    ...items.map((item): [string, string] => [
      t('documents.receipt.itemLine', { quantity: item.quantity, price: texts.money(item.unitPrice) }),
      item.variantLabel ? `${item.productName} (${item.variantLabel})` : item.productName,
    ]),
    [t('documents.receipt.subtotal'), texts.money(order.subtotal)],
    [t('documents.receipt.shipping'), texts.money(order.shippingAmount)],
    [t('documents.receipt.tax'), texts.money(order.taxAmount)],
    [t('documents.receipt.totalPaid'), texts.money(order.totalAmount)],
    [
      t('documents.receipt.paymentMethod'),
      t(
        order.paymentMethod === 'cash'
          ? 'documents.receipt.cash'
          : order.paymentMethod === 'card'
            ? 'documents.receipt.card'
            : 'documents.receipt.bankTransfer',
      ),
    ],
    ...confirmationRows(texts, confirmed),
  ];
  return {
    language: texts.language,
    subject: t('mail.orderReceipt.subject', {
      club: texts.club,
      receiptNumber: texts.ltr(receiptNumber),
      orderNumber: texts.ltr(order.orderNumber),
    }),
    text: t('mail.orderReceipt.body', {
      name: order.shippingAddress.fullName,
      amount: texts.money(order.totalAmount),
      orderNumber: texts.ltr(order.orderNumber),
      reference: texts.ltr(order.paymentReference),
      receiptNumber: texts.ltr(receiptNumber),
    }),
    heading: t('documents.receipt.shopHeading'),
    rows,
    closing: t('documents.receipt.shopClosing', { club: texts.club }),
    voidNotice: null,
  };
}

/**
 * Orders in the one payment decision. An unconfirmed payment (pending or failed) can be confirmed, or
 * set to the other unconfirmed status; a confirmed one is reversed to either, once: it cannot be
 * confirmed again. The buyer never decides their own order's payment.
 */
function orderPayments(deps: { db: AppDatabase; mailer: Mailer }): PaymentKind<OrderRecord, PaymentStatus> {
  return {
    module: 'shop',
    messages: {
      notFound: SHOP_MESSAGES.notFound,
      decided: 'This payment has already been decided.',
      ownRecord: SHOP_MESSAGES.ownPayment,
      notConfirmed: 'This payment is not confirmed.',
      closed: SHOP_MESSAGES.cancelled,
      reversed: 'This payment was reversed once; it cannot be confirmed again.',
    },
    lock: lockOrder,
    async stage(order, tx) {
      if (order.status === 'cancelled') return 'closed';
      if (order.paymentStatus === 'confirmed') return 'confirmed';
      return (await orderPaymentReversed(tx, order.id)) ? 'reversed' : 'pending';
    },
    settled: (order, _decision, next) => order.paymentStatus === next,
    recordedBy: (order) => order.userId,
    receipts: { sequence: 'order_receipt_seq', prefix: 'SHP' },
    issuedReceipt: (order) => (order.paymentStatus === 'pending' ? order.receiptNumber : null),
    async confirm({ tx, actor, at }, order, receiptNumber) {
      await updateOrder(tx, order.id, {
        paymentStatus: 'confirmed',
        paymentDecidedBy: actor.userId,
        paymentDecidedAt: at,
        receiptNumber,
      });
      await postOrderPayment(tx, {
        orderId: order.id,
        orderNumber: order.orderNumber,
        date: clubDay(at),
        paymentMethod: order.paymentMethod,
        subtotal: order.subtotal,
        shipping: order.shippingAmount,
        tax: order.taxAmount,
        total: order.totalAmount,
        confirmedBy: actor.userId,
      });
      const to = await buyerEmail(tx, order);
      if (!to) return null;
      return { to, ...(await orderReceipt(tx, order, receiptNumber, { at, byName: actor.fullName })) };
    },
    async reject({ tx, actor, at, input }, order) {
      await updateOrder(tx, order.id, { paymentStatus: input, paymentDecidedBy: actor.userId, paymentDecidedAt: at });
      await tellBuyer(tx, deps.mailer, order, { paymentStatus: input });
    },
    async reverse({ tx, actor, at, input }, order) {
      await postOrderCancellation(tx, {
        orderId: order.id,
        orderNumber: order.orderNumber,
        date: clubDay(at),
        cancelledBy: actor.userId,
      });
      await updateOrder(tx, order.id, { paymentStatus: input, paymentDecidedBy: actor.userId, paymentDecidedAt: at });
      await tellBuyer(tx, deps.mailer, order, { paymentStatus: input });
    },
  };
}

/**
 * Orders in finance's statement matching: a line naming the order's reference confirms its payment, undoing
 * the match takes the confirmation back (in the match's transaction). False when it already stood as asked.
 */
export const orderPayable: Payable = {
  kind: 'order',
  items: payableOrders,
  waiting: ordersWaiting,
  paid: ordersPaid,
  entries: { sourceType: 'order_payment' },
  confirm: (deps, actor, order) => decidePayment(deps, actor, orderPayments(deps), order.id, 'confirm', 'confirmed'),
  reverse: (deps, actor, order) => decidePayment(deps, actor, orderPayments(deps), order.id, 'reverse', 'pending'),
};

/**
 * An order the buyer placed to pay by card (decision 048): only their own, not cancelled, not paid; its reference
 * and total are the order's. Confirmed by the bank, its payment is confirmed by the shop's own decision (receipt
 * mailed, ledger posted); an order confirmed meanwhile leaves the card money unapplied.
 */
export const orderCardPayable: CardPayable<'order'> = {
  kind: 'order',
  payable: 'order',
  async prepare(deps, viewer, request) {
    if (!viewer) throw unauthorized();
    const found = await findOrder(deps.db, request.order);
    if (!found || found.userId !== viewer.userId) throw notFound(SHOP_MESSAGES.notFound);
    const { order } = found;
    if (order.status === 'cancelled') throw conflict(SHOP_MESSAGES.cancelled);
    if (order.paymentStatus === 'confirmed') throw conflict(SHOP_MESSAGES.paid);
    if (order.paymentMethod !== 'card') throw conflict(SHOP_MESSAGES.notCard);
    return { paymentReference: order.paymentReference, amount: order.totalAmount, intent: { orderId: order.id } };
  },
  async confirm(deps, actor, payment) {
    const id = payment.intent.orderId;
    if (!id) throw new Error('card payment intent incomplete');
    if (!(await decidePayment(deps, actor, orderPayments(deps), id, 'confirm', 'confirmed')))
      throw conflict(SHOP_MESSAGES.paid);
    return id;
  },
  /** Money given back for an order is the order called off: cancelled (its stock returned, its payment reversed). */
  async refund(deps, actor, id) {
    const order = await setOrderStatus(deps, actor, id, 'cancelled');
    return order.status === 'cancelled';
  },
};

/**
 * Confirms or rejects an order's payment, or takes back a confirmed one (shop:approve), through the
 * finance module's payment decision. A repeated click answers as the first did.
 */
export async function setPaymentStatus(deps: PaymentDecisionDeps, actor: Viewer, id: string, next: PaymentStatus) {
  const current = await findOrder(deps.db, id);
  if (!current) throw notFound(SHOP_MESSAGES.notFound);
  const decision =
    next === 'confirmed' ? 'confirm' : current.order.paymentStatus === 'confirmed' ? 'reverse' : 'reject';
  await decidePayment(deps, actor, orderPayments(deps), id, decision, next);
  return orderOrNotFound(deps.db, id);
}

/** Products for staff, inactive ones too (the first 500). */
export const allProducts = async (db: AppDatabase) => (await listProducts(db, { includeInactive: true })).items;

type ProductBody = z.output<typeof productInputSchema>;

/** A new product with its variants. */
export async function addProduct(db: AppDatabase, actor: Viewer, { variants, ...fields }: ProductBody) {
  const id = await asActor(db, actor, (tx) => insertProduct(tx, fields, variants));
  const product = await findProduct(db, id);
  if (!product) throw new Error('created product not found');
  return product;
}

/** The product as changed, its variants replaced; null when there is no such product. */
export async function changeProduct(db: AppDatabase, actor: Viewer, id: string, { variants, ...fields }: ProductBody) {
  if (!(await asActor(db, actor, (tx) => updateProduct(tx, id, fields, variants)))) return null;
  return findProduct(db, id);
}

/** False when there is no such product; its orders keep their own copy of what was bought. */
export const removeProduct = (db: AppDatabase, actor: Viewer, id: string) =>
  asActor(db, actor, (tx) => deleteProduct(tx, id));

export const addCategory = (db: AppDatabase, actor: Viewer, values: z.output<typeof categoryInputSchema>) =>
  asActor(db, actor, (tx) => insertCategory(tx, values));

/** The category as changed (or deactivated); null when there is no such category. */
export const changeCategory = (
  db: AppDatabase,
  actor: Viewer,
  id: string,
  values: z.output<typeof categoryInputSchema> & { isActive: boolean },
) => asActor(db, actor, (tx) => updateCategory(tx, id, values));

/** A new variant type of the category; null when there is no such category. */
export async function addVariantType(
  db: AppDatabase,
  actor: Viewer,
  categoryId: string,
  values: z.output<typeof variantTypeInputSchema>,
) {
  const category = await findCategory(db, categoryId);
  if (!category) return null;
  return asActor(db, actor, (tx) => insertVariantType(tx, { ...values, categoryId: category.id }));
}
