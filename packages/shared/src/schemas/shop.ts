import { z } from 'zod';
import { optionalMoneySchema, optionalText, phoneNumber } from './common';

export const ORDER_STATUSES = ['pending', 'processing', 'shipped', 'completed', 'cancelled'] as const;
export const ORDER_PAYMENT_STATUSES = ['pending', 'confirmed', 'failed'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];
export type OrderPaymentStatus = (typeof ORDER_PAYMENT_STATUSES)[number];

export const SHOP_MESSAGES = {
  login: 'Please login to add items to cart',
  emptyCart: 'Your cart is empty',
  shipping: 'Please fill in all shipping address fields',
  slip: 'Please upload your bank transfer slip',
  notFound: 'Order not found',
  stock: 'Not enough stock for this item',
  cancelled: 'A cancelled order stays cancelled.',
  ownPayment: 'You placed this order: another staff member confirms its payment.',
  cardUnavailable: 'Card payments are not available. Pay by bank transfer and upload the slip.',
  notCard: 'This order is paid by bank transfer: its slip is with the club.',
  paid: 'This order is paid.',
} as const;

/** How a buyer pays at checkout: a bank transfer with its slip, or by card on the bank's page (decision 048). */
export const CHECKOUT_PAYMENT_METHODS = ['bank_transfer', 'card'] as const;

const money = z
  .string()
  .trim()
  .regex(/^\d{1,12}(\.\d{1,2})?$/, 'Enter an amount such as 150 or 150.50');

export const variantSchema = z.object({
  id: z.string(),
  name: z.string(),
  value: z.string(),
  priceModifier: z.string(),
  stockQuantity: z.number().int(),
  sku: z.string().nullable(),
  isActive: z.boolean(),
});

export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  price: z.string(),
  salePrice: z.string().nullable(),
  categoryId: z.string().nullable(),
  categoryName: z.string().nullable(),
  imageUrl: z.string().nullable(),
  galleryImages: z.array(z.string()),
  /** Tracked with active variants: the sum of theirs; else the product's own. */
  stockQuantity: z.number().int(),
  sku: z.string().nullable(),
  isFeatured: z.boolean(),
  isActive: z.boolean(),
  inventoryTracking: z.boolean(),
  lowStockThreshold: z.number().int(),
  weight: z.string().nullable(),
  dimensions: z.string().nullable(),
  variants: z.array(variantSchema),
});

export const productQuerySchema = z.object({
  search: z.string().trim().max(100).optional(),
  categoryId: z.uuid().optional(),
  featured: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
});

export const categorySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
});

export const categoryInputSchema = z.object({
  name: z.string().trim().min(1, 'Category name is required').max(120),
  description: optionalText(1000),
});

export const productInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  description: optionalText(5000),
  categoryId: z.uuid('Category is required'),
  price: money,
  salePrice: optionalMoneySchema,
  imageUrl: z.string().max(300).nullable().optional(),
  galleryImages: z.array(z.string().max(300)).max(12).default([]),
  stockQuantity: z.coerce.number().int().min(0).default(0),
  sku: optionalText(60),
  isFeatured: z.boolean().default(false),
  isActive: z.boolean().default(true),
  inventoryTracking: z.boolean().default(true),
  lowStockThreshold: z.coerce.number().int().min(0).default(10),
  weight: optionalMoneySchema,
  dimensions: optionalText(60),
  /** Only variants with both a name and a value are kept (spec). */
  variants: z
    .array(
      z.object({
        name: z.string().trim().max(60),
        value: z.string().trim().max(60),
        priceModifier: z
          .string()
          .trim()
          .regex(/^-?\d{1,10}(\.\d{1,2})?$/)
          .catch('0'),
        stockQuantity: z.coerce.number().int().min(0).catch(0),
        sku: optionalText(60),
      }),
    )
    .max(50)
    .default([])
    .transform((variants) => variants.filter((v) => v.name !== '' && v.value !== '')),
});

export const productsPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const variantTypeSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  displayName: z.string(),
  isRequired: z.boolean(),
});

export const variantTypeInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(60),
  displayName: z.string().trim().min(1, 'Display name is required').max(60),
  isRequired: z.boolean().default(false),
});

export const shopOverviewSchema = z.object({
  inventory: z.object({
    totalProducts: z.number().int(),
    activeProducts: z.number().int(),
    lowStock: z.number().int(),
    outOfStock: z.number().int(),
    untracked: z.number().int(),
    /** Tracked active products that are low or out, lowest first. */
    stockLevels: z.array(
      z.object({
        id: z.string(),
        name: z.string(),
        sku: z.string().nullable(),
        stock: z.number().int(),
        out: z.boolean(),
      }),
    ),
  }),
  analytics: z.object({
    activeProducts: z.number().int(),
    completedOrders: z.number().int(),
    revenue: z.string(),
    lowStockUnder10: z.number().int(),
    /** Confirmed payments by club day, the last 30 days. */
    revenueByDay: z.array(z.object({ day: z.string(), amount: z.string() })),
    bestSellers: z.array(z.object({ name: z.string(), quantity: z.number().int(), revenue: z.string() })),
  }),
});

export const cartLineSchema = z.object({
  productId: z.string(),
  variantId: z.string().nullable(),
  name: z.string(),
  variantLabel: z.string().nullable(),
  imageUrl: z.string().nullable(),
  unitPrice: z.string(),
  quantity: z.number().int(),
  lineTotal: z.string(),
  available: z.number().int().nullable(),
});

export const cartSchema = z.object({
  lines: z.array(cartLineSchema),
  itemCount: z.number().int(),
  subtotal: z.string(),
  tax: z.string(),
  shipping: z.string(),
  total: z.string(),
});

export const cartChangeSchema = z.object({
  productId: z.uuid(),
  variantId: z.uuid().nullable().default(null),
  /** The line's new quantity; zero or less removes it. */
  quantity: z.coerce.number().int().min(-1000).max(1000),
});

export const shippingAddressSchema = z.object({
  fullName: z.string().trim().min(1, SHOP_MESSAGES.shipping).max(120),
  address: z.string().trim().min(1, SHOP_MESSAGES.shipping).max(300),
  city: z.string().trim().min(1, SHOP_MESSAGES.shipping).max(120),
  phone: phoneNumber(SHOP_MESSAGES.shipping),
});

export const checkoutFieldsSchema = shippingAddressSchema.extend({
  notes: optionalText(1000),
  /** The client's key for this checkout: a double click or a retry makes one order. */
  idempotencyKey: z.uuid('Missing checkout key'),
  paymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS).default('bank_transfer'),
});

export const orderItemSchema = z.object({
  id: z.string(),
  productId: z.string().nullable(),
  productName: z.string(),
  variantLabel: z.string().nullable(),
  imageUrl: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.string(),
  totalPrice: z.string(),
});

export const orderSchema = z.object({
  id: z.string(),
  orderNumber: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES),
  paymentMethod: z.string(),
  paymentReference: z.string(),
  subtotal: z.string(),
  taxAmount: z.string(),
  shippingAmount: z.string(),
  totalAmount: z.string(),
  shippingAddress: z.object({ fullName: z.string(), address: z.string(), city: z.string(), phone: z.string() }),
  notes: z.string().nullable(),
  hasSlip: z.boolean(),
  slipUrl: z.string().nullable(),
  buyerName: z.string().nullable(),
  createdAt: z.string(),
  items: z.array(orderItemSchema),
});

export const checkoutInfoSchema = z.object({
  paymentReference: z.string(),
  bankAccount: z.object({
    bankName: z.string().nullable(),
    accountName: z.string().nullable(),
    accountNumber: z.string().nullable(),
  }),
});

export const orderQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  paymentStatus: z.enum(ORDER_PAYMENT_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});

export const orderStatusInputSchema = z.object({ status: z.enum(ORDER_STATUSES) });
export const paymentStatusInputSchema = z.object({ paymentStatus: z.enum(ORDER_PAYMENT_STATUSES) });

export type Variant = z.infer<typeof variantSchema>;
export type Product = z.infer<typeof productSchema>;
export type ProductsPage = z.infer<typeof productsPageSchema>;
export type ProductInput = z.input<typeof productInputSchema>;
export type Category = z.infer<typeof categorySchema>;
export type CategoryValues = z.output<typeof categoryInputSchema>;
export type Cart = z.infer<typeof cartSchema>;
export type CartLine = z.infer<typeof cartLineSchema>;
export type Order = z.infer<typeof orderSchema>;
export type CheckoutInfo = z.infer<typeof checkoutInfoSchema>;
export type VariantType = z.infer<typeof variantTypeSchema>;
export type ShopOverview = z.infer<typeof shopOverviewSchema>;
