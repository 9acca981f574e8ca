import { randomUUID } from 'node:crypto';
import type { Cart, Category, ContributionType, Order, Product, StaffContribution } from '@club/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client';
import { PNG } from './files';
import { callApp, type TestApp } from './harness';
import { multipartBody } from './multipart';

/**
 * Records made through the API as staff and members make them, for tests that need one to act on.
 * Each answers the created record's JSON and fails the test if the API refused it.
 */

async function created<T>(response: Promise<{ statusCode: number; json(): unknown; body: string }>, status = 201) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBe(status);
  return answer.json() as T;
}

/** A shop category (`staff` holds shop:create). */
export const newCategory = (app: TestApp, staff: string, name = `Kit ${randomUUID().slice(0, 6)}`) =>
  created<Category>(callApp(app, 'POST', '/api/admin/shop/categories', staff, { name }));

/** A product in stock (20 by default) at MVR 200. */
export const newProduct = (app: TestApp, staff: string, categoryId: string, fields: Record<string, unknown> = {}) =>
  created<Product>(
    callApp(app, 'POST', '/api/admin/shop/products', staff, {
      name: `Jersey ${randomUUID().slice(0, 6)}`,
      categoryId,
      price: '200',
      stockQuantity: 20,
      ...fields,
    }),
  );

export const SHIPPING = {
  fullName: 'Ibrahim Naseem',
  address: 'Nirolhu Magu',
  city: 'Hulhumale',
  phone: '+960 747-3390',
};

/** The buyer's checkout of their cart with a transfer slip (multipart, as the checkout page sends it). */
export function checkout(app: TestApp, buyer: string, key: string = randomUUID(), fields: Record<string, string> = {}) {
  const body = multipartBody({ ...SHIPPING, idempotencyKey: key, ...fields }, [
    { field: 'slip', filename: 'slip.png', data: PNG },
  ]);
  return app.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: buyer, ...body.headers },
    payload: body.payload,
  });
}

/** An order placed by `buyer` for `quantity` of a product: its payment pending. */
export async function placedOrder(app: TestApp, buyer: string, productId: string, quantity = 1) {
  await created<Cart>(callApp(app, 'PUT', '/api/cart/lines', buyer, { productId, variantId: null, quantity }), 200);
  return created<Order>(checkout(app, buyer));
}

/** A contribution type (`staff` holds contributions:create). */
export async function newContributionType(app: TestApp, staff: string, name = 'Pitch fund') {
  return created<ContributionType>(callApp(app, 'POST', '/api/admin/contributions/types', staff, { name }));
}

/** A cash donation recorded by `staff`: pending until another staff member confirms it. */
export const cashDonation = (app: TestApp, staff: string, typeId: string, fields: Record<string, unknown> = {}) =>
  created<StaffContribution>(
    callApp(app, 'POST', '/api/admin/contributions/cash', staff, {
      typeId,
      amount: '120',
      contributorName: 'Mariyam Shifa',
      contributorEmail: 'shifa@club.test',
      ...fields,
    }),
  );

/** The id of the chart's account with this code (1000 cash, 5300 transport...). */
export const accountId = async (app: TestApp, code: string) =>
  (
    await queryRows<{ id: string }>(app.database.db, sql`select id from chart_of_accounts where account_code = ${code}`)
  )[0]?.id as string;

/** A legacy expense waiting for approval. */
export async function legacyExpense(app: TestApp, staff: string, fields: Record<string, unknown> = {}) {
  return callApp(app, 'POST', '/api/admin/finance/records', staff, {
    transactionType: 'expense',
    amount: '120.00',
    transactionDate: '2026-09-14',
    accountId: await accountId(app, '5300'),
    category: 'Transport',
    description: 'Ferry to Addu for the league match',
    ...fields,
  });
}
