import { fromCents, toCents } from './money';

/** The spec's shop constants: 6% tax on the subtotal after sale prices, 50 MVR shipping, free above 500 MVR. */
export const SHOP_RULES = {
  taxPercent: 6n,
  shipping: '50.00',
  freeShippingAbove: '500.00',
  lowStockThreshold: 10,
} as const;

/** What an order costs, from its subtotal, in integer cents: tax rounded half up to the laari. */
export function orderTotals(subtotal: string) {
  const sub = toCents(subtotal);
  const tax = (sub * SHOP_RULES.taxPercent + 50n) / 100n;
  const shipping = sub > toCents(SHOP_RULES.freeShippingAbove) || sub === 0n ? 0n : toCents(SHOP_RULES.shipping);
  return {
    subtotal: fromCents(sub),
    tax: fromCents(tax),
    shipping: fromCents(shipping),
    total: fromCents(sub + tax + shipping),
  };
}

/** A unit's price: the sale price when there is one, plus the variant's modifier (never below zero). */
export function unitPrice(price: string, salePrice: string | null, modifier: string | null): string {
  const base = toCents(salePrice ?? price);
  const mod = modifier ? (modifier.startsWith('-') ? -toCents(modifier.slice(1)) : toCents(modifier)) : 0n;
  const total = base + mod;
  return fromCents(total < 0n ? 0n : total);
}
