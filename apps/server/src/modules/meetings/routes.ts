import {
  idParams,
  meetingPersonSchema,
  meetingRequestInputSchema,
  meetingRequestQuerySchema,
  meetingRequestSchema,
  meetingRequestsPageSchema,
} from '@club/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireViewer } from '../../platform/access';
import { notFound } from '../../platform/errors';
import { findPeople } from '../profiles/service';
import { choosesPeople, meetingViewer, requestVisible } from './policy';
import { presentRequest } from './presenter';
import {
  decideRequest,
  deletePendingRequest,
  type MeetingDeps,
  requestMeeting,
  requestsPage,
  visibleRequest,
} from './service';

const tags = ['meetings'];

export function meetingRoutes(app: FastifyInstance, deps: MeetingDeps) {
  const { db } = deps;
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
      const { rows, total } = await requestsPage(db, { viewerId: viewer.userId, approver, view, page, pageSize });
      return { items: rows.map(presentRequest), total, page, pageSize };
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
      const row = await visibleRequest(db, request.params.id, viewer.userId, approver);
      if (!row) throw notFound('Meeting request not found.');
      return presentRequest(row);
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
      const id = await requestMeeting(db, viewer, request.body);
      const row = await visibleRequest(db, id, viewer.userId, approver);
      if (!row) throw new Error('created request not found');
      return reply.status(201).send(presentRequest(row));
    },
  );

  /** Approve or reject, once: the row is locked, and a decided request answers 409. */
  const decide = (decision: 'approved' | 'rejected') => async (request: FastifyRequest<{ Params: { id: string } }>) => {
    const viewer = await requireViewer(request);
    await decideRequest(deps, viewer, request.params.id, decision);
    const row = await visibleRequest(db, request.params.id, viewer.userId, true);
    if (!row) throw notFound('Meeting request not found.');
    return presentRequest(row);
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
      await deletePendingRequest(db, await requireViewer(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
}
