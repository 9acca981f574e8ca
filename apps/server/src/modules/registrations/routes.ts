import type { EventEmitter } from 'node:events';
import {
  clubDay,
  clubToday,
  collectFeeSchema,
  DEFAULT_COLLECTION_AMOUNT,
  feeCollectedSchema,
  formatPhone,
  formTicketSchema,
  idParams,
  membershipPricesSchema,
  membershipRegistrationSchema,
  myApplicationsSchema,
  REGISTRATION_TYPES,
  type RegistrationListQuery,
  registrationListQuery,
  registrationSchema,
  registrationSubmittedSchema,
  registrationsPageSchema,
  voidedPaymentSchema,
  voidPaymentSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { sendCsv } from '../../platform/csv';
import { notFound } from '../../platform/errors';
import { cachedByQuery, cachedUntilChanged, SerializedJson, sendSerialized } from '../../platform/expiring-cache';
import type { FilePolicies } from '../../platform/file-access';
import type { Mailer } from '../../platform/mail';
import { noStore } from '../../platform/no-store';
import type { PermissionStore } from '../../platform/permissions';
import { fileResponse } from '../../platform/response-schemas';
import type { SettingsStore } from '../../platform/settings';
import type { FileStorage } from '../../platform/storage';
import { submissionLimit } from '../../platform/submission-limit';
import { membershipPrices } from '../members/service';
import { feeRoutes } from './fee-routes';
import { provisionalTicket } from './form-numbers';
import { idCardPolicy, registrationModule } from './policy';
import { presentRegistration } from './presenter';
import { receiptRoutes } from './receipt-routes';
import {
  changeMembershipRegistration,
  collectFee,
  defaultMembershipFee,
  deleteRegistration,
  myPendingApplications,
  REGISTRATION_TABLE,
  registrationStats,
  registrationsForExport,
  registrationsPage,
  submitRegistration,
  voidPayment,
} from './service';

interface Deps {
  db: AppDatabase;
  publicUrl: string;
  permissions: PermissionStore;
  mailer: Mailer;
  settings: SettingsStore;
  storage: FileStorage;
  filePolicies: FilePolicies;
  submissionRateLimit: number;
  changes: EventEmitter;
}

const moduleOf = registrationModule;
const tags = ['registrations'];

export function registrationRoutes(app: FastifyInstance, deps: Deps) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { db } = deps;
  deps.filePolicies.register('id-cards', idCardPolicy(db));

  // The stat cards and the default fee change only when registrations, payments or fees do: kept between
  // page loads instead of read beside every page of the list.
  const membershipFee = cachedUntilChanged(deps.changes, ['registration_fees'], () => defaultMembershipFee(db));
  const prices = cachedUntilChanged(deps.changes, ['registration_fees'], () => membershipPrices(db));

  r.get(
    '/api/registrations/plans',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary: "What each membership plan costs a season, and the academy's fee (the club's fee structures)",
        response: { 200: membershipPricesSchema },
      },
    },
    () => prices.get(),
  );

  r.get(
    '/api/me/applications',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          'The forms you sent that the club has not decided yet: each with its amount, reference and whether it is paid',
        response: { 200: myApplicationsSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      reply.header('cache-control', 'no-store');
      return myPendingApplications(db, viewer.userId);
    },
  );

  for (const type of REGISTRATION_TYPES) {
    const module = moduleOf(type);
    const stats = cachedUntilChanged(deps.changes, [REGISTRATION_TABLE[type], 'payment_records'], () =>
      registrationStats(db, type),
    );
    // The staff list's pages, serialised once per change of what they show: the desk and the treasurer reload it
    // all day, and it was the one signed-in answer read from the database on every request (issue 48).
    const pages = cachedByQuery(
      deps.changes,
      [REGISTRATION_TABLE[type], 'payment_records', 'registration_fees'],
      async (query: RegistrationListQuery) => {
        const [list, counts, fee] = await Promise.all([
          registrationsPage(db, type, query),
          stats.get(),
          type === 'membership' ? membershipFee.get() : Promise.resolve(null),
        ]);
        return SerializedJson.of(registrationsPageSchema, {
          items: list.rows.map((row) => presentRegistration(type, row)),
          total: list.total ?? counts.total,
          page: query.page,
          pageSize: query.pageSize,
          stats: counts,
          defaultAmount: fee ?? DEFAULT_COLLECTION_AMOUNT[type],
        });
      },
    );

    r.get(
      `/api/registrations/${type}/form-number`,
      {
        config: { access: { public: true }, rateLimit: { max: 30, timeWindow: '1 minute' } },
        preHandler: noStore,
        schema: {
          tags,
          summary: `The next ${type} form number (provisional: the number is given out when the form is submitted) and the form's submission key`,
          response: { 200: formTicketSchema },
        },
      },
      async () => provisionalTicket(db, type),
    );

    r.post(
      `/api/registrations/${type}`,
      {
        config: { access: { public: true }, rateLimit: submissionLimit(deps.submissionRateLimit, module) },
        schema: {
          tags,
          summary: `Submit a ${type} registration: multipart fields, the form's submission key and the ID card file "idCard" (image or PDF); the same form sent again under its key answers 200 with what the first saved`,
          consumes: ['multipart/form-data'],
          response: { 200: registrationSubmittedSchema, 201: registrationSubmittedSchema },
        },
      },
      async (request, reply) => {
        const { created, answer } = await submitRegistration(deps, type, request);
        return reply.status(created ? 201 : 200).send(answer);
      },
    );

    r.get(
      `/api/admin/registrations/${type}`,
      {
        config: { access: { module, action: 'view' } },
        schema: {
          tags,
          summary: `${type} registrations (newest first, or sorted), searched on the server, with the stat cards and the default fee`,
          querystring: registrationListQuery,
          response: {
            200: registrationsPageSchema,
          },
        },
      },
      async (request, reply) => sendSerialized(reply, await pages.get(request.query)),
    );

    r.get(
      `/api/admin/registrations/${type}/export.csv`,
      {
        config: { access: { module, action: 'view' } },
        schema: {
          response: fileResponse('The registrations as CSV', 'text/csv'),
          tags,
          summary: `All ${type} registrations matching the search as CSV (formula cells neutralised)`,
          querystring: z.object({ search: z.string().trim().max(100).optional() }),
        },
      },
      async (request, reply) => {
        const rows = (await registrationsForExport(db, type, request.query.search)).map((row) =>
          presentRegistration(type, row),
        );
        const header = ['Form Number', 'Full Name', 'ID Card Number', 'Date of Birth', 'Atoll/Island', 'Mobile Number'];
        const extra = type === 'membership' ? ['Other Club'] : ['Academy Sport', 'Parent Name'];
        return sendCsv(
          reply,
          `${type}-registrations-${clubToday()}.csv`,
          [...header, ...extra, 'Payment Status', 'Amount Paid (MVR)', 'Receipt Number', 'Registration Date'],
          rows.map((reg) => [
            reg.formNumber,
            reg.fullName,
            reg.idCardNumber,
            reg.dateOfBirth ?? '',
            reg.atollIsland,
            formatPhone(reg.mobileNumber),
            ...(type === 'membership' ? [reg.otherClubName ?? ''] : [reg.academySport, reg.parentName]),
            reg.paymentStatus,
            reg.payment?.amount ?? '',
            reg.payment?.receiptNumber ?? '',
            clubDay(new Date(reg.createdAt)),
          ]),
        );
      },
    );

    r.delete(
      `/api/admin/registrations/${type}/:id`,
      {
        config: { access: { module, action: 'delete' } },
        schema: {
          tags,
          summary: `Delete a ${type} registration that has no payment`,
          params: idParams,
          response: { 204: z.null() },
        },
      },
      async (request, reply) => {
        await deleteRegistration(deps, await requireViewer(request), type, request.params.id);
        return reply.status(204).send(null);
      },
    );

    r.post(
      `/api/admin/registrations/${type}/:id/payment`,
      {
        config: { access: { module, action: 'approve' } },
        schema: {
          tags,
          summary: 'Record the registration fee (once per registration: a second attempt is a 409)',
          params: idParams,
          body: collectFeeSchema,
          response: { 201: feeCollectedSchema },
        },
      },
      async (request, reply) => {
        const actor = await requireViewer(request);
        const payment = await collectFee(deps, actor, type, request.params.id, request.body);
        return reply.status(201).send({
          id: payment.id,
          receiptNumber: payment.receiptNumber,
          receiptUrl: `/api/admin/payments/${payment.id}/receipt.pdf`,
        });
      },
    );
  }

  r.put(
    '/api/admin/registrations/membership/:id',
    {
      config: { access: { module: 'membership-registrations', action: 'edit' } },
      schema: {
        tags,
        summary: 'Edit a membership registration',
        params: idParams,
        body: membershipRegistrationSchema,
        response: { 200: registrationSchema },
      },
    },
    async (request) => {
      const updated = await changeMembershipRegistration(
        db,
        await requireViewer(request),
        request.params.id,
        request.body,
      );
      if (!updated) throw notFound('Registration not found.');
      return presentRegistration('membership', updated);
    },
  );

  r.post(
    '/api/admin/payments/:id/void',
    {
      config: { access: { module: 'finance', action: 'approve' } },
      schema: {
        tags,
        summary:
          'Void a collected fee with a reason: the receipt is marked void, the ledger gets a reversing entry, the registration is pending again',
        params: idParams,
        body: voidPaymentSchema,
        response: { 200: voidedPaymentSchema },
      },
    },
    async (request) => {
      const actor = await requireViewer(request);
      const voided = await voidPayment(deps, actor, request.params.id, request.body.reason);
      return { id: voided.id, voidedAt: voided.voidedAt?.toISOString() ?? '', voidReason: voided.voidReason ?? '' };
    },
  );

  feeRoutes(app, db);
  receiptRoutes(app, deps);
}
