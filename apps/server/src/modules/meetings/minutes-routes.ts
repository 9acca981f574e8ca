import {
  clubDay,
  discussionInputSchema,
  discussionSchema,
  idParams,
  MINUTES_MESSAGES,
  minutesInputSchema,
  minutesPageSchema,
  minutesSchema,
  paginationQuery,
} from '@club/shared';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppDatabase } from '../../db/client';
import { meetingDiscussions, meetingMinuteAttendees, meetingMinutes } from '../../db/schema';
import { auditedChange, recordAudit } from '../../platform/audit';
import { conflict, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { assertClubPeople } from '../profiles/service';
import { queueCalendarChanges, queueCancellation } from './invitations';
import { renderMinutesPdf } from './minutes-pdf';
import { findByNumber, findMinutes, listMinutes, presentMinutes } from './minutes-repository';
import { meetingViewer, minutesEditor, minutesVisible } from './policy';

const tags = ['meetings'];

/** The minutes the route's policy admitted (read again, as the request's viewer sees them). */
async function admittedMinutes(db: AppDatabase, request: FastifyRequest<{ Params: { id: string } }>) {
  const { viewer, approver } = await meetingViewer(request);
  const row = await findMinutes(db, request.params.id, viewer.userId, approver);
  if (!row) throw notFound('Meeting minutes not found.');
  return { viewer, row };
}

/** The people on a meeting's minutes. */
const attendeeIdsOf = async (tx: AppDatabase, minutesId: string) =>
  (
    await tx
      .select({ userId: meetingMinuteAttendees.userId })
      .from(meetingMinuteAttendees)
      .where(eq(meetingMinuteAttendees.minutesId, minutesId))
  ).map((a) => a.userId);

export function minutesRoutes(
  app: FastifyInstance,
  { db, ...mail }: { db: AppDatabase; mailer: Mailer; publicUrl: string },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/admin/meetings/minutes',
    {
      config: { access: { module: 'meetings', action: 'view' } },
      schema: {
        tags,
        summary:
          'Meeting minutes by meeting date, newest first, with their discussions (Secret ones to their people only)',
        querystring: paginationQuery.omit({ search: true }),
        response: { 200: minutesPageSchema },
      },
    },
    async (request) => {
      const { viewer, approver } = await meetingViewer(request);
      const { page, pageSize } = request.query;
      const { rows, total } = await listMinutes(db, { viewerId: viewer.userId, approver, page, pageSize });
      return { items: rows.map(presentMinutes), total, page, pageSize };
    },
  );

  r.get(
    '/api/admin/meetings/minutes/previous',
    {
      config: { access: { module: 'meetings', action: 'view' } },
      schema: {
        tags,
        summary:
          "Load Previous: the latest other meeting with this number, and its 'This Meeting' discussions to carry over",
        querystring: z.object({ number: z.string().trim().min(1).max(20), except: z.uuid().optional() }),
        response: {
          200: z.object({ minutesId: z.string(), title: z.string(), discussions: z.array(discussionSchema) }),
        },
      },
    },
    async (request) => {
      const { viewer, approver } = await meetingViewer(request);
      const previous = await findByNumber(
        db,
        request.query.number,
        request.query.except ?? null,
        viewer.userId,
        approver,
      );
      if (!previous) throw notFound(MINUTES_MESSAGES.noPrevious);
      const minutes = presentMinutes(previous);
      // An unsaved preview: the previous meeting's current items, as 'previous' and pending again.
      const discussions = minutes.discussions
        .filter((d) => d.discussionType === 'current')
        .map((d) => ({ ...d, discussionType: 'previous' as const, status: 'pending' as const }));
      return { minutesId: minutes.id, title: minutes.title, discussions };
    },
  );

  r.get(
    '/api/admin/meetings/minutes/:id',
    {
      config: { access: { module: 'meetings', action: 'view', policy: minutesVisible(db), combine: 'both' } },
      schema: { tags, summary: 'One meeting minutes record', params: idParams, response: { 200: minutesSchema } },
    },
    async (request) => presentMinutes((await admittedMinutes(db, request)).row),
  );

  r.get(
    '/api/admin/meetings/minutes/:id/pdf',
    {
      config: { access: { module: 'meetings', action: 'view', policy: minutesVisible(db), combine: 'both' } },
      schema: {
        tags,
        summary: 'The formal minutes as a PDF document (every viewer of the minutes)',
        params: idParams,
        produces: ['application/pdf'],
      },
    },
    async (request, reply) => {
      const minutes = presentMinutes((await admittedMinutes(db, request)).row);
      const pdf = await renderMinutesPdf(minutes);
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `inline; filename="meeting-minutes-${clubDay(new Date(minutes.meetingDate))}.pdf"`,
        )
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );

  r.put(
    '/api/admin/meetings/minutes/:id',
    {
      config: { access: { module: 'meetings', action: 'edit', policy: minutesEditor(db), combine: 'both' } },
      schema: {
        tags,
        summary: "Save the minutes as a draft (prepared by the editor, now); the requester's or an approver's",
        params: idParams,
        body: minutesInputSchema,
        response: { 200: minutesSchema },
      },
    },
    async (request) => {
      const { viewer, row } = await admittedMinutes(db, request);
      const body = request.body;
      const people = [
        ...body.attendees,
        ...(body.inCharge ? [body.inCharge] : []),
        ...body.carriedDiscussions.flatMap((d) => (d.personInCharge ? [d.personInCharge] : [])),
      ];
      await assertClubPeople(db, people, 'attendees', 'Choose people from the club.');
      await auditedChange(request, db, async (tx) => {
        const now = new Date();
        const [before] = await tx.select().from(meetingMinutes).where(eq(meetingMinutes.id, row.id)).for('update');
        if (!before) throw notFound('Meeting minutes not found.');
        if (before.status === 'approved') throw conflict(MINUTES_MESSAGES.approved);
        const attendeesBefore = await attendeeIdsOf(tx, row.id);
        const [after] = await tx
          .update(meetingMinutes)
          .set({
            title: body.title,
            minutes: body.minutes,
            meetingDate: new Date(body.meetingDate),
            meetingLocation: body.meetingLocation,
            meetingType: body.meetingType,
            inCharge: body.inCharge ?? null,
            meetingNumber: body.meetingNumber ?? null,
            reasons: body.reasons.length > 0 ? body.reasons : null,
            meetingEndDatetime: body.meetingEndDatetime ? new Date(body.meetingEndDatetime) : null,
            status: 'draft',
            preparedBy: viewer.userId,
            preparedAt: now,
            updatedAt: now,
          })
          .where(eq(meetingMinutes.id, row.id))
          .returning();
        if (!after) throw notFound('Meeting minutes not found.');
        await tx.delete(meetingMinuteAttendees).where(eq(meetingMinuteAttendees.minutesId, row.id));
        const attendees = [...new Set(body.attendees)];
        // Attendee rows have no id of their own for the audit trigger: one row records the list's change.
        await recordAudit(tx, viewer, {
          action: 'meeting_minutes.attendees',
          entityType: 'meeting_minutes',
          entityId: row.id,
          before: row.attendees.map((a) => a.userId).sort(),
          after: attendees,
        });
        if (attendees.length > 0)
          await tx.insert(meetingMinuteAttendees).values(attendees.map((userId) => ({ minutesId: row.id, userId })));
        await queueCalendarChanges(tx, mail, { before, after, attendeesBefore, attendeesAfter: attendees });
        if (body.carriedDiscussions.length > 0)
          await tx.insert(meetingDiscussions).values(
            body.carriedDiscussions.map((d) => ({
              ...d,
              personInCharge: d.personInCharge ?? null,
              discussionType: 'previous' as const,
              meetingId: row.id,
            })),
          );
      });
      // Read back as an approver would: an editor may have just taken themself off a secret meeting.
      const saved = await findMinutes(db, row.id, viewer.userId, true);
      if (!saved) throw notFound('Meeting minutes not found.');
      return presentMinutes(saved);
    },
  );

  r.post(
    '/api/admin/meetings/minutes/:id/approve',
    {
      config: { access: { module: 'meetings', action: 'approve' } },
      schema: { tags, summary: 'Approve minutes, once', params: idParams, response: { 200: minutesSchema } },
    },
    async (request) => {
      const { viewer } = await meetingViewer(request);
      await auditedChange(request, db, async (tx) => {
        const [current] = await tx
          .select()
          .from(meetingMinutes)
          .where(eq(meetingMinutes.id, request.params.id))
          .for('update');
        if (!current) throw notFound('Meeting minutes not found.');
        if (current.status === 'approved') throw conflict(MINUTES_MESSAGES.approved);
        const now = new Date();
        await tx
          .update(meetingMinutes)
          .set({ status: 'approved', approvedBy: viewer.userId, approvedAt: now, updatedAt: now })
          .where(eq(meetingMinutes.id, current.id));
      });
      const approved = await findMinutes(db, request.params.id, viewer.userId, true);
      if (!approved) throw notFound('Meeting minutes not found.');
      return presentMinutes(approved);
    },
  );

  r.post(
    '/api/admin/meetings/minutes/:id/discussions',
    {
      config: { access: { module: 'meetings', action: 'edit', policy: minutesEditor(db), combine: 'both' } },
      schema: {
        tags,
        summary: "Add a discussion (the requester's or an approver's)",
        params: idParams,
        body: discussionInputSchema,
        response: { 201: discussionSchema },
      },
    },
    async (request, reply) => {
      const { viewer, row } = await admittedMinutes(db, request);
      const body = request.body;
      if (body.personInCharge)
        await assertClubPeople(db, [body.personInCharge], 'personInCharge', 'Choose people from the club.');
      const [created] = await auditedChange(request, db, (tx) =>
        tx
          .insert(meetingDiscussions)
          .values({ ...body, personInCharge: body.personInCharge ?? null, meetingId: row.id })
          .returning({ id: meetingDiscussions.id }),
      );
      const saved = await findMinutes(db, row.id, viewer.userId, true);
      const discussion = presentMinutes(saved ?? row).discussions.find((d) => d.id === created?.id);
      if (!discussion) throw new Error('created discussion not found');
      return reply.status(201).send(discussion);
    },
  );

  r.put(
    '/api/admin/meetings/minutes/:id/discussions/:discussionId',
    {
      config: { access: { module: 'meetings', action: 'edit', policy: minutesEditor(db), combine: 'both' } },
      schema: {
        tags,
        summary: "Update a discussion (the requester's or an approver's)",
        params: idParams.extend({ discussionId: z.uuid('Not a valid id') }),
        body: discussionInputSchema,
        response: { 200: discussionSchema },
      },
    },
    async (request) => {
      const { viewer, row } = await admittedMinutes(db, request);
      const body = request.body;
      if (body.personInCharge)
        await assertClubPeople(db, [body.personInCharge], 'personInCharge', 'Choose people from the club.');
      const updated = await auditedChange(request, db, (tx) =>
        tx
          .update(meetingDiscussions)
          .set({ ...body, personInCharge: body.personInCharge ?? null, updatedAt: new Date() })
          .where(and(eq(meetingDiscussions.id, request.params.discussionId), eq(meetingDiscussions.meetingId, row.id)))
          .returning({ id: meetingDiscussions.id }),
      );
      if (updated.length === 0) throw notFound('Discussion not found.');
      const saved = await findMinutes(db, row.id, viewer.userId, true);
      const discussion = saved && presentMinutes(saved).discussions.find((d) => d.id === request.params.discussionId);
      if (!discussion) throw notFound('Discussion not found.');
      return discussion;
    },
  );

  r.delete(
    '/api/admin/meetings/minutes/:id',
    {
      config: { access: { module: 'meetings', action: 'delete', policy: minutesVisible(db), combine: 'both' } },
      schema: {
        tags,
        summary: 'Delete draft minutes (never approved ones)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await auditedChange(request, db, async (tx) => {
        const [current] = await tx
          .select()
          .from(meetingMinutes)
          .where(eq(meetingMinutes.id, request.params.id))
          .for('update');
        if (!current) throw notFound('Meeting minutes not found.');
        if (current.status === 'approved') throw conflict(MINUTES_MESSAGES.approved);
        await queueCancellation(tx, mail, current, await attendeeIdsOf(tx, current.id));
        await tx.delete(meetingMinutes).where(eq(meetingMinutes.id, current.id));
      });
      return reply.status(204).send(null);
    },
  );
}
