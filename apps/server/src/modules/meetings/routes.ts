import {
  idParams,
  MEETING_MESSAGES,
  type MeetingRequest,
  meetingPersonSchema,
  meetingRequestInputSchema,
  meetingRequestQuerySchema,
  meetingRequestSchema,
  meetingRequestsPageSchema,
} from '@club/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { meetingMinuteAttendees, meetingMinutes, meetingRequestAttendees, meetingRequests } from '../../db/schema';
import { auditedChange, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { assertClubPeople, findPeople } from '../profiles/service';
import { calendarMeetingOf, queueMeetingMail } from './invitations';
import { choosesPeople, meetingViewer, requestVisible } from './policy';
import { findRequest, isoOrNull, listRequests, type RequestRow } from './repository';

const tags = ['meetings'];

const present = (row: RequestRow): MeetingRequest => ({
  id: row.id,
  meetingType: row.meeting_type,
  meetingLocation: row.meeting_location,
  requestedDate: new Date(row.requested_date).toISOString(),
  attendees: row.attendees,
  inCharge: row.in_charge ? { userId: row.in_charge, fullName: row.in_charge_name ?? '' } : null,
  meetingNumber: row.meeting_number,
  reasons: row.reasons,
  status: row.status,
  requestedBy: row.requested_by ? { userId: row.requested_by, fullName: row.requested_by_name ?? '' } : null,
  approvedByName: row.approved_by_name,
  approvedAt: isoOrNull(row.approved_at),
  createdAt: new Date(row.created_at).toISOString(),
  minutesId: row.minutes_id,
});

export function meetingRoutes(
  app: FastifyInstance,
  { db, mailer, publicUrl }: { db: AppDatabase; mailer: Mailer; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/meetings/people',
    {
      // Requests, minutes and discussions choose people: whoever may write them looks people up (not a
      // member who only reads minutes: the list holds everyone's email address).
      config: { access: { signedIn: true, policy: choosesPeople } },
      schema: {
        tags,
        summary: "The club's people to invite or put in charge, by name or email (20 at a time)",
        querystring: z.object({ search: z.string().trim().max(100).default('') }),
        response: { 200: z.array(meetingPersonSchema) },
      },
    },
    (request) => findPeople(db, request.query.search),
  );

  r.get(
    '/api/admin/meetings/requests',
    {
      config: { access: { module: 'meetings', action: 'view' } },
      schema: {
        tags,
        summary:
          'Meeting requests, newest first (view=mine|pending|all); a Secret one only to its people and approvers',
        querystring: meetingRequestQuerySchema,
        response: { 200: meetingRequestsPageSchema },
      },
    },
    async (request) => {
      const { viewer, approver } = await meetingViewer(request);
      const { page, pageSize, view } = request.query;
      const { rows, total } = await listRequests(db, { viewerId: viewer.userId, approver, view, page, pageSize });
      return { items: rows.map(present), total, page, pageSize };
    },
  );

  r.get(
    '/api/admin/meetings/requests/:id',
    {
      config: { access: { module: 'meetings', action: 'view', policy: requestVisible(db), combine: 'both' } },
      schema: { tags, summary: 'One meeting request', params: idParams, response: { 200: meetingRequestSchema } },
    },
    async (request) => {
      const { viewer, approver } = await meetingViewer(request);
      const row = await findRequest(db, request.params.id, viewer.userId, approver);
      if (!row) throw notFound('Meeting request not found.');
      return present(row);
    },
  );

  r.post(
    '/api/admin/meetings/requests',
    {
      config: { access: { module: 'meetings', action: 'create' } },
      schema: {
        tags,
        summary: 'Request a meeting: type, place, date and time, attendees, person in charge, reasons',
        body: meetingRequestInputSchema,
        response: { 201: meetingRequestSchema },
      },
    },
    async (request, reply) => {
      const { viewer, approver } = await meetingViewer(request);
      const body = request.body;
      await assertClubPeople(db, body.attendees, 'attendees', MEETING_MESSAGES.attendees);
      if (body.inCharge)
        await assertClubPeople(db, [body.inCharge], 'inCharge', 'Choose the person in charge from the club.');
      const id = await auditedChange(request, db, async (tx) => {
        const [created] = await tx
          .insert(meetingRequests)
          .values({
            requestedBy: viewer.userId,
            meetingType: body.meetingType,
            meetingLocation: body.meetingLocation,
            requestedDate: new Date(body.requestedDate),
            inCharge: body.inCharge ?? null,
            meetingNumber: body.meetingNumber ?? null,
            reasons: body.reasons,
          })
          .returning({ id: meetingRequests.id });
        if (!created) throw new Error('insert returned nothing');
        const attendees = [...new Set(body.attendees)];
        await tx.insert(meetingRequestAttendees).values(attendees.map((userId) => ({ requestId: created.id, userId })));
        await recordAudit(tx, viewer, {
          action: 'meeting_requests.attendees',
          entityType: 'meeting_requests',
          entityId: created.id,
          after: attendees,
        });
        return created.id;
      });
      const row = await findRequest(db, id, viewer.userId, approver);
      if (!row) throw new Error('created request not found');
      return reply.status(201).send(present(row));
    },
  );

  /** Approve or reject, once: the row is locked, and a decided request answers 409. */
  const decide = (decision: 'approved' | 'rejected') => async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const { viewer } = await meetingViewer(request);
    await auditedChange(request, db, async (tx) => {
      const [current] = await tx
        .select()
        .from(meetingRequests)
        .where(eq(meetingRequests.id, request.params.id))
        .for('update');
      if (!current) throw notFound('Meeting request not found.');
      if (current.status !== 'pending') throw conflict(MEETING_MESSAGES.decided);
      const decidedAt = new Date();
      await tx
        .update(meetingRequests)
        .set({ status: decision, approvedBy: viewer.userId, approvedAt: decidedAt, updatedAt: decidedAt })
        .where(eq(meetingRequests.id, current.id));
      if (decision === 'rejected') return;
      // The minutes record comes with the approval, in the same transaction.
      const [minutes] = await tx
        .insert(meetingMinutes)
        .values({
          meetingRequestId: current.id,
          title: `${current.meetingType} Meeting`,
          minutes: '',
          meetingDate: current.requestedDate,
          meetingLocation: current.meetingLocation,
          meetingType: current.meetingType,
          inCharge: current.inCharge,
          meetingNumber: current.meetingNumber,
          reasons: current.reasons,
          requestedBy: current.requestedBy,
          createdBy: viewer.userId,
        })
        .returning();
      if (!minutes) throw new Error('insert returned nothing');
      const attendees = await tx
        .select({ userId: meetingRequestAttendees.userId })
        .from(meetingRequestAttendees)
        .where(eq(meetingRequestAttendees.requestId, current.id));
      if (attendees.length > 0)
        await tx
          .insert(meetingMinuteAttendees)
          .values(attendees.map((a) => ({ minutesId: minutes.id, userId: a.userId })));
      const meeting = calendarMeetingOf(minutes, minutes.calendarSequence);
      if (meeting)
        await queueMeetingMail(
          tx,
          { mailer, publicUrl },
          meeting,
          'invitation',
          attendees.map((a) => a.userId),
        );
    });
    const row = await findRequest(db, request.params.id, viewer.userId, true);
    if (!row) throw notFound('Meeting request not found.');
    return present(row);
  };

  for (const [path, decision, summary] of [
    ['approve', 'approved', 'Approve a pending request: records the approver and creates its minutes'],
    ['reject', 'rejected', 'Reject a pending request'],
  ] as const)
    r.post(
      `/api/admin/meetings/requests/:id/${path}`,
      {
        config: { access: { module: 'meetings', action: 'approve' } },
        schema: { tags, summary, params: idParams, response: { 200: meetingRequestSchema } },
      },
      decide(decision),
    );

  r.delete(
    '/api/admin/meetings/requests/:id',
    {
      config: { access: { module: 'meetings', action: 'delete', policy: requestVisible(db), combine: 'both' } },
      schema: {
        tags,
        summary: 'Delete a pending request (a decided one stays on record)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auditedChange(request, db, async (tx) => {
        const [current] = await tx
          .select()
          .from(meetingRequests)
          .where(eq(meetingRequests.id, request.params.id))
          .for('update');
        if (!current) throw notFound('Meeting request not found.');
        if (current.status !== 'pending') throw conflict(MEETING_MESSAGES.decided);
        await tx.delete(meetingRequests).where(eq(meetingRequests.id, current.id));
      });
      return reply.status(204).send(null);
    },
  );
}
