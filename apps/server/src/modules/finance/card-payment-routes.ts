import {
  CARD_PAYMENT_MESSAGES,
  cardGatewayAvailableSchema,
  cardGatewaySettingsSchema,
  cardPaymentSchema,
  cardPaymentStartedSchema,
  cardPaymentsQuery,
  cardSettledSchema,
  cardSettlementSchema,
  idParams,
  okMessageSchema,
  refundCardPaymentSchema,
  saveCardGatewaySchema,
  settleCardPaymentsSchema,
  staffCardPaymentsSchema,
  startCardPaymentSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/access';
import { noStore } from '../../platform/no-store';
import { submissionLimit } from '../../platform/submission-limit';
import {
  type CardPaymentDeps,
  cardGatewaySettings,
  cardPaymentsAvailable,
  cardPaymentsForStaff,
  ownCardPayment,
  refundCardPayment,
  saveCardGateway,
  startCardPayment,
  takeNotification,
} from './card-payments';
import { cardSettlement, settleCardPayments } from './card-settlements';

const tags = ['payments'];

/** Paying an open item by card on the bank's page (decision 048), the bank's notifications, and the admin's keys. */
export function cardPaymentRoutes(app: FastifyInstance, deps: CardPaymentDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/payments/card',
    {
      preHandler: noStore,
      config: { access: { public: true } },
      schema: {
        tags,
        summary: 'Whether the club takes card payments on the bank’s page (“Pay now”)',
        response: { 200: cardGatewayAvailableSchema },
      },
    },
    () => cardPaymentsAvailable(deps),
  );

  r.post(
    '/api/payments/card',
    {
      config: { access: { public: true }, rateLimit: submissionLimit(deps.submissionRateLimit, 'finance') },
      schema: {
        tags,
        summary:
          'Start paying by card: answers the bank’s payment page (401: a renewal or a place needs signing in; 404: not yours; 409: paid, sent, or card payments off)',
        body: startCardPaymentSchema,
        response: { 201: cardPaymentStartedSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await startCardPayment(deps, await request.viewer(), request.body)),
  );

  r.get(
    '/api/payments/card/:id',
    {
      preHandler: noStore,
      config: { access: { public: true }, rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'Your card payment, as the bank has it now (404 for anyone else’s; a donation made signed out, to its id)',
        params: idParams,
        response: { 200: cardPaymentSchema },
      },
    },
    async (request) => ownCardPayment(deps, await request.viewer(), request.params.id),
  );

  r.post(
    '/api/payments/card/notifications',
    {
      config: { access: { public: true }, rateLimit: { max: 600, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary:
          'The bank’s notification that a transaction changed (signed: 401 for a bad signature, 409 for one received before)',
        body: z.record(z.string(), z.unknown()),
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await takeNotification(deps, request.headers, request.body);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/api/admin/finance/statements/lines/:id/card-settlement',
    {
      preHandler: noStore,
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary:
          'A credit line as the card gateway’s settlement: the card payments waiting to be paid out by its day, and those it suggests',
        params: idParams,
        response: { 200: cardSettlementSchema },
      },
    },
    (request) => cardSettlement(deps.db, request.params.id),
  );

  r.post(
    '/api/admin/finance/statements/lines/:id/card-settlement',
    {
      config: { access: { module: 'finance', action: 'edit' } },
      schema: {
        tags,
        summary:
          'Match the line as the settlement of these card payments: the bank, the fee kept and the card clearing account posted',
        params: idParams,
        body: settleCardPaymentsSchema,
        response: { 200: cardSettledSchema },
      },
    },
    async (request) =>
      settleCardPayments(deps.db, await requireViewer(request), request.params.id, request.body.cardPaymentIds),
  );

  r.get(
    '/api/admin/finance/card-payments',
    {
      preHandler: noStore,
      config: { access: { module: 'finance', action: 'view' } },
      schema: {
        tags,
        summary:
          'The card payments, newest first: where each stands (unapplied: money the bank took that pays nothing, to give back), its bank transaction and whether it is settled',
        querystring: cardPaymentsQuery,
        response: { 200: staffCardPaymentsSchema },
      },
    },
    (request) => cardPaymentsForStaff(deps, request.query),
  );

  r.post(
    '/api/admin/finance/card-payments/:id/refund',
    {
      config: { access: { module: 'finance', action: 'approve' } },
      schema: {
        tags,
        summary:
          'Record a confirmed card payment’s refund made through the bank (second factor): its item’s payment is taken back, receipt and ledger (409 until the bank shows it refunded)',
        params: idParams,
        body: refundCardPaymentSchema,
        response: { 200: cardPaymentSchema },
      },
    },
    async (request) => refundCardPayment(deps, await requireViewer(request), request.params.id, request.body.reason),
  );

  r.get(
    '/api/admin/finance/card-gateway',
    {
      preHandler: noStore,
      config: { access: { module: 'finance', action: 'approve' } },
      schema: {
        tags,
        summary: 'The card gateway’s settings (the API key is never shown, only whether one is kept)',
        response: { 200: cardGatewaySettingsSchema },
      },
    },
    () => cardGatewaySettings(deps),
  );

  r.put(
    '/api/admin/finance/card-gateway',
    {
      config: { access: { module: 'finance', action: 'approve' } },
      schema: {
        tags,
        summary: 'Turn card payments on or off, choose the bank’s test or live environment, and keep a new API key',
        body: saveCardGatewaySchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await saveCardGateway(deps, await requireViewer(request), request.body);
      return { ok: true as const, message: CARD_PAYMENT_MESSAGES.saved };
    },
  );
}
