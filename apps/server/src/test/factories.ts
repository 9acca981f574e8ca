import { randomUUID } from 'node:crypto';
import type {
  Cart,
  Category,
  ContributionType,
  Order,
  Product,
  RegistrationSubmitted,
  StaffContribution,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/client';
import { PNG } from './files';
import { callApp, signedInAs, type TestApp } from './harness';
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

let memberCounter = 0;

/** A membership application sent from the public form (signed in with `applicant`'s cookie when given). */
export async function sentApplication(app: TestApp, applicant?: string, fields: Record<string, string> = {}) {
  const { submissionKey } = (await callApp(app, 'GET', '/api/registrations/membership/form-number')).json();
  const form = multipartBody(
    {
      fullName: `Member ${++memberCounter}`,
      permanentAddress: 'Maafannu, Male',
      idCardNumber: `A${String(500000 + memberCounter)}${randomUUID().slice(0, 4).toUpperCase()}`,
      dateOfBirth: '1990-01-01',
      atollIsland: 'K. Male',
      mobileNumber: '+960 777-1234',
      otherClubMember: 'false',
      submissionKey,
      ...fields,
    },
    [{ field: 'idCard', filename: 'card.png', data: PNG }],
  );
  const sent = await created<RegistrationSubmitted>(
    app.app.inject({
      method: 'POST',
      url: '/api/registrations/membership',
      ...form,
      headers: { ...form.headers, ...(applicant ? { cookie: applicant } : {}) },
    }),
  );
  const [application] = await queryRows<{ id: string }>(
    app.database.db,
    sql`select id from membership_registrations where form_number = ${sent.formNumber}`,
  );
  if (!application) throw new Error('application not saved');
  return { ...sent, id: application.id, submissionKey: submissionKey as string };
}

/** Staff's acceptance of a membership application (on the regular plan unless another is named), as answered. */
export const acceptApplication = (app: TestApp, staff: string, applicationId: string, plan = 'regular') =>
  callApp(app, 'POST', `/api/admin/members/applications/${applicationId}/accept`, staff, { plan });

/**
 * A member made from an application (sent signed in with `applicant`'s cookie when given, so linked to that
 * account), accepted by `staff` on the regular plan, and its fee collected unless `paid` is false. Answers the
 * member and their membership of the current season.
 */
export async function acceptedMember(app: TestApp, staff: string, applicant?: string, { paid = true } = {}) {
  const application = await sentApplication(app, applicant);
  const { memberNumber } = await created<{ memberNumber: string }>(acceptApplication(app, staff, application.id), 200);
  if (paid)
    await created(
      callApp(app, 'POST', `/api/admin/registrations/membership/${application?.id}/payment`, staff, {
        amount: '300.00',
        paymentMethod: 'cash',
      }),
    );
  const [row] = await queryRows<{ member_id: string; membership_id: string; ends_on: string; season: number }>(
    app.database.db,
    sql`select m.id as member_id, ms.id as membership_id, ms.ends_on::text, ms.season from members m
        join memberships ms on ms.member_id = m.id where m.member_number = ${memberNumber}`,
  );
  if (!row) throw new Error('member not made');
  return { ...row, memberNumber };
}

let childCounter = 0;

/**
 * A child enrolled in the academy: the form sent by the guardian signed in (`guardian`'s cookie), accepted
 * by `staff`, and its fee collected unless `paid` is false. Answers the child member and their enrolment.
 */
export async function enrolledChild(
  app: TestApp,
  staff: string,
  guardian: string,
  { sport = 'Football', dateOfBirth = '2014-05-01', paid = true } = {},
) {
  const { submissionKey } = (await callApp(app, 'GET', '/api/registrations/academy/form-number')).json();
  const form = multipartBody(
    {
      fullName: `Child ${++childCounter}`,
      permanentAddress: 'Maafannu, Male',
      idCardNumber: `A${String(700000 + childCounter)}${randomUUID().slice(0, 4).toUpperCase()}`,
      dateOfBirth,
      atollIsland: 'K. Male',
      mobileNumber: '+960 777-5678',
      academySport: sport,
      parentName: 'Parent Name',
      parentIdCard: 'A123456',
      viberWhatsappNumber: '+960 777-5678',
      submissionKey,
    },
    [{ field: 'idCard', filename: 'card.png', data: PNG }],
  );
  const sent = await created<{ formNumber: string }>(
    app.app.inject({
      method: 'POST',
      url: '/api/registrations/academy',
      ...form,
      headers: { ...form.headers, cookie: guardian },
    }),
  );
  const [application] = await queryRows<{ id: string }>(
    app.database.db,
    sql`select id from academy_registrations where form_number = ${sent.formNumber}`,
  );
  const { memberNumber } = await created<{ memberNumber: string }>(
    callApp(app, 'POST', `/api/admin/members/academy-applications/${application?.id}/accept`, staff),
    200,
  );
  if (paid)
    await created(
      callApp(app, 'POST', `/api/admin/registrations/academy/${application?.id}/payment`, staff, {
        amount: '300.00',
        paymentMethod: 'cash',
      }),
    );
  const [row] = await queryRows<{
    member_id: string;
    membership_id: string;
    full_name: string;
    season: number;
    status: string;
  }>(
    app.database.db,
    sql`select m.id as member_id, ms.id as membership_id, m.full_name, ms.season, ms.status from members m
        join memberships ms on ms.member_id = m.id where m.member_number = ${memberNumber}`,
  );
  if (!row) throw new Error('child not enrolled');
  return { ...row, memberNumber, applicationId: application?.id as string };
}

/**
 * The people a team's mail goes to, and one it must not reach: a guardian whose enrolled child plays for the team,
 * a player under their own account (named `playerName` on the team), and a member who is neither.
 */
export async function teamReaders(app: TestApp, staff: string, teamId: string, playerName: string) {
  const parent = await signedInAs(app, 'member');
  const player = await signedInAs(app, 'member');
  const stranger = await signedInAs(app, 'member');
  const child = await enrolledChild(app, staff, parent.cookie);
  await callApp(app, 'POST', `/api/teams/${teamId}/players`, staff, {
    playerName: child.full_name,
    memberId: child.member_id,
  });
  await callApp(app, 'POST', `/api/teams/${teamId}/players`, staff, { playerName, userId: player.user.id });
  return { parent, player, stranger, child };
}
