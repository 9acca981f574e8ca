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
  previousMeetingSchema,
} from '@club/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { requestLanguage } from '../../platform/language';
import { fileResponse } from '../../platform/response-schemas';
import { renderMinutesPdf } from './minutes-pdf';
import { minutesEditor, minutesRights, minutesVisible } from './policy';
import { presentMinutes } from './presenter';
import {
  addDiscussion,
  approveMinutes,
  changeDiscussion,
  deleteDraftMinutes,
  type MeetingDeps,
  minutesPage,
  previousMeeting,
  saveMinutes,
  visibleMinutes,
} from './service';

const tags = ['meetings'];

export function minutesRoutes(app: FastifyInstance, deps: MeetingDeps) {
  const { db } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const visible = minutesVisible(db);
  const editable = minutesEditor(db);
  const deletable = minutesVisible(db);
  /** The minutes read back after a change, as an approver would (an editor may have just left a secret meeting). */
  const savedMinutes = async (request: FastifyRequest, id: string) => {
    const rights = await minutesRights(request);
    const saved = await visibleMinutes(db, id, rights.userId, true);
    if (!saved) throw notFound('Meeting minutes not found.');
    return presentMinutes(saved, rights);
  };
  const admitted = async (request: FastifyRequest) =>
    presentMinutes(visible.loaded(request), await minutesRights(request));

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
      const rights = await minutesRights(request);
      const { page, pageSize } = request.query;
      const { rows, total } = await minutesPage(db, {
        viewerId: rights.userId,
        approver: rights.approve,
        page,
        pageSize,
      });
      return { items: rows.map((row) => presentMinutes(row, rights)), total, page, pageSize };
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
        response: { 200: previousMeetingSchema },
      },
    },
    async (request) => {
      const rights = await minutesRights(request);
      const previous = await previousMeeting(
        db,
        request.query.number,
        request.query.except ?? null,
        rights.userId,
        rights.approve,
      );
      if (!previous) throw notFound(MINUTES_MESSAGES.noPrevious);
      const minutes = presentMinutes(previous, rights);
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
      config: { access: { module: 'meetings', action: 'view', policy: visible.policy, combine: 'both' } },
      schema: { tags, summary: 'One meeting minutes record', params: idParams, response: { 200: minutesSchema } },
    },
    (request) => admitted(request),
  );

  r.get(
    '/api/admin/meetings/minutes/:id/pdf',
    {
      config: { access: { module: 'meetings', action: 'view', policy: visible.policy, combine: 'both' } },
      schema: {
        response: fileResponse('The minutes as PDF', 'application/pdf'),
        tags,
        summary: 'The formal minutes as a PDF document (every viewer of the minutes)',
        params: idParams,
      },
    },
    async (request, reply) => {
      const minutes = await admitted(request);
      const pdf = await renderMinutesPdf(minutes, requestLanguage(request));
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
      config: { access: { module: 'meetings', action: 'edit', policy: editable.policy, combine: 'both' } },
      schema: {
        tags,
        summary: "Save the minutes as a draft (prepared by the editor, now); the requester's or an approver's",
        params: idParams,
        body: minutesInputSchema,
        response: { 200: minutesSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const { id } = editable.loaded(request);
      await saveMinutes(deps, viewer, id, request.body);
      return savedMinutes(request, id);
    },
  );

  r.post(
    '/api/admin/meetings/minutes/:id/approve',
    {
      config: { access: { module: 'meetings', action: 'approve' } },
      schema: { tags, summary: 'Approve minutes, once', params: idParams, response: { 200: minutesSchema } },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      await approveMinutes(deps, viewer, request.params.id);
      return savedMinutes(request, request.params.id);
    },
  );

  r.post(
    '/api/admin/meetings/minutes/:id/discussions',
    {
      config: { access: { module: 'meetings', action: 'edit', policy: editable.policy, combine: 'both' } },
      schema: {
        tags,
        summary: "Add a discussion (the requester's or an approver's)",
        params: idParams,
        body: discussionInputSchema,
        response: { 201: discussionSchema },
      },
    },
    async (request, reply) => {
      const viewer = await requireViewer(request);
      const { id } = editable.loaded(request);
      const discussionId = await addDiscussion(db, viewer, id, request.body);
      const discussion = (await savedMinutes(request, id)).discussions.find((d) => d.id === discussionId);
      if (!discussion) throw new Error('created discussion not found');
      return reply.status(201).send(discussion);
    },
  );

  r.put(
    '/api/admin/meetings/minutes/:id/discussions/:discussionId',
    {
      config: { access: { module: 'meetings', action: 'edit', policy: editable.policy, combine: 'both' } },
      schema: {
        tags,
        summary: "Update a discussion (the requester's or an approver's)",
        params: idParams.extend({ discussionId: z.uuid('Not a valid id') }),
        body: discussionInputSchema,
        response: { 200: discussionSchema },
      },
    },
    async (request) => {
      const viewer = await requireViewer(request);
      const { id } = editable.loaded(request);
      await changeDiscussion(db, viewer, id, request.params.discussionId, request.body);
      const discussion = (await savedMinutes(request, id)).discussions.find(
        (d) => d.id === request.params.discussionId,
      );
      if (!discussion) throw notFound('Discussion not found.');
      return discussion;
    },
  );

  r.delete(
    '/api/admin/meetings/minutes/:id',
    {
      config: { access: { module: 'meetings', action: 'delete', policy: deletable.policy, combine: 'both' } },
      schema: {
        tags,
        summary: 'Delete draft minutes (never approved ones)',
        params: idParams,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteDraftMinutes(deps, await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
