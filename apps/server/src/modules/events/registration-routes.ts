import {
  EVENT_MESSAGES,
  eventPlacesSchema,
  eventRegistrationsSchema,
  idParams,
  myEventPlacesSchema,
  okMessageSchema,
  rejectEventFeeSchema,
  waitingEventFeesSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireViewer } from '../../platform/access';
import { noStore, privateNoStore } from '../../platform/no-store';
import { sendTransferSlip } from '../../platform/private-file';
import { sendReceiptPdf } from '../../platform/receipt-pdf';
import { fileResponse, slipResponse } from '../../platform/response-schemas';
import { submissionLimit } from '../../platform/submission-limit';
import {
  confirmEventFee,
  type EventFeeDeps,
  eventFeeSlip,
  ownEventFeeReceipt,
  rejectEventFee,
  sendEventSlip,
  waitingEventFees,
} from './fees';
import {
  cancelEventRegistration,
  eventPlaces,
  eventRegistrationList,
  myEventPlaces,
  registerForEvent,
} from './registrations';

const tags = ['events'];

const approvers = { module: ['events', 'news-events'] as const, action: 'approve' as const };

/**
 * Members sign up for public events (a waiting list when full) and pay an event's fee by transfer; organisers
 * see who comes, and staff who approve events confirm the fees.
 */
export function eventRegistrationRoutes(app: FastifyInstance, deps: EventFeeDeps) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/me/event-places',
    {
      config: { access: { signedIn: true } },
      preHandler: privateNoStore,
      schema: {
        tags,
        summary: 'The events the signed-in person holds a place in or waits for, not over yet, soonest first',
        response: { 200: myEventPlacesSchema },
      },
    },
    async (request) => {
      return myEventPlaces(deps.db, (await requireViewer(request)).userId);
    },
  );

  r.get(
    '/api/events/:id/places',
    {
      config: { access: { public: true } },
      preHandler: privateNoStore,
      schema: {
        tags,
        summary:
          "A public event's places: taken, waiting, and (signed in) the viewer's own place or their turn on the waiting list",
        params: idParams,
        response: { 200: eventPlacesSchema },
      },
    },
    async (request) => {
      return eventPlaces(deps.db, request.params.id, (await request.viewer())?.userId ?? null);
    },
  );

  r.post(
    '/api/events/:id/places',
    {
      config: { access: { signedIn: true }, rateLimit: submissionLimit(20, ['events', 'news-events']) },
      schema: {
        tags,
        summary:
          'Sign up for a public event: a place while there is one, else the waiting list (signing up again answers the place held)',
        params: idParams,
        response: { 200: eventPlacesSchema },
      },
    },
    async (request) => registerForEvent(deps, await requireViewer(request), request.params.id),
  );

  r.delete(
    '/api/events/:id/places',
    {
      config: { access: { signedIn: true } },
      schema: {
        tags,
        summary:
          'Give up your place (or your turn on the waiting list): the first who waits takes the place and is emailed',
        params: idParams,
        response: { 200: eventPlacesSchema },
      },
    },
    async (request) => cancelEventRegistration(deps, await requireViewer(request), request.params.id),
  );

  r.get(
    '/api/admin/events/:id/registrations',
    {
      config: { access: { module: ['events', 'news-events'], action: 'edit' } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          "An event's sign-ups for its organisers (the events' edit right): who has a place and who waits, in queue order",
        params: idParams,
        response: { 200: eventRegistrationsSchema },
      },
    },
    async (request) => eventRegistrationList(deps.db, request.params.id),
  );

  r.post(
    '/api/events/:id/places/slip',
    {
      config: { access: { signedIn: true }, rateLimit: submissionLimit(10, ['events', 'news-events']) },
      schema: {
        tags,
        summary:
          'Send the transfer slip for the fee of your place (multipart, the file in "slip"): the place then holds while staff look for the money (409 when no fee is due)',
        params: idParams,
        response: { 200: eventPlacesSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      await sendEventSlip(deps, request, viewer, request.params.id);
      return eventPlaces(deps.db, request.params.id, viewer.userId);
    },
  );

  r.get(
    '/api/events/:id/places/receipt.pdf',
    {
      config: { access: { signedIn: true } },
      schema: {
        response: fileResponse('The receipt as PDF', 'application/pdf'),
        tags,
        summary: 'The receipt for the fee of your place at the event, as PDF (404 when you have none)',
        params: idParams,
      },
    },
    async (request, reply) =>
      sendReceiptPdf(reply, await ownEventFeeReceipt(deps.db, await requireViewer(request), request.params.id)),
  );

  r.get(
    '/api/admin/events/fees',
    {
      config: { access: approvers },
      preHandler: noStore,
      schema: {
        tags,
        summary: 'Event fees whose transfer slip was sent, oldest first, for staff who approve events to confirm',
        response: { 200: waitingEventFeesSchema },
      },
    },
    async () => ({ fees: await waitingEventFees(deps.db) }),
  );

  r.get(
    '/api/admin/events/fees/:id/slip',
    {
      config: { access: approvers },
      schema: {
        response: slipResponse,
        tags,
        summary: "An event fee's transfer slip (private)",
        params: idParams,
      },
    },
    async (request, reply) => {
      const fee = await eventFeeSlip(deps.db, request.params.id);
      return sendTransferSlip(reply, deps.storage, fee?.slip_name, fee?.payment_reference, EVENT_MESSAGES.feeNotFound);
    },
  );

  r.post(
    '/api/admin/events/fees/:id/confirm',
    {
      config: { access: approvers },
      schema: {
        tags,
        summary:
          "Confirm an event fee whose money is on the club's bank account: posted to the books, the member mailed the numbered receipt",
        params: idParams,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await confirmEventFee(deps, await requireViewer(request), request.params.id);
      return { ok: true as const, message: EVENT_MESSAGES.feeConfirmed };
    },
  );

  r.post(
    '/api/admin/events/fees/:id/reject',
    {
      config: { access: approvers },
      schema: {
        tags,
        summary:
          'Reject an event fee whose money did not arrive: the place is given up (the first who waits takes it) and the member is told why',
        params: idParams,
        body: rejectEventFeeSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await rejectEventFee(deps, await requireViewer(request), request.params.id, request.body.reason);
      return { ok: true as const, message: EVENT_MESSAGES.feeRejected };
    },
  );
}
