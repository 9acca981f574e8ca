import {
  cancelSessionSchema,
  idParams,
  okMessageSchema,
  SCHEDULE_DONE,
  scheduleQuery,
  teamScheduleSchema,
  teamSessionInputSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppDatabase } from '../../db/client';
import { requireViewer } from '../../platform/access';
import { addSession, cancelSession, teamSchedule, updateSession } from './schedule';

const tags = ['teams'];

/** A team's schedule: trainings, matches and other sessions, once or weekly; staff with the teams' edit right keep it. */
export function scheduleRoutes(app: FastifyInstance, { db }: { db: AppDatabase }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/teams/:id/schedule',
    {
      config: { access: { public: true } },
      schema: {
        tags,
        summary:
          "An active team's sessions between two days (from today for four weeks by default; 400 days at most), each weekly one on each of its dates, called-off dates marked",
        params: idParams,
        querystring: scheduleQuery,
        response: { 200: teamScheduleSchema },
      },
    },
    async (request) => teamSchedule(db, request.params.id, request.query),
  );

  r.post(
    '/api/admin/teams/:id/sessions',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary: "Add a training, match or other session to a team's schedule, once or weekly until a day",
        params: idParams,
        body: teamSessionInputSchema,
        response: { 201: okMessageSchema.extend({ id: okMessageSchema.shape.message }) },
      },
    },
    async (request, reply) => {
      const id = await addSession(db, await requireViewer(request), request.params.id, request.body);
      return reply.status(201).send({ ok: true as const, message: SCHEDULE_DONE.added, id });
    },
  );

  r.put(
    '/api/admin/teams/sessions/:id',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary: 'Change a session (its called-off dates stay called off)',
        params: idParams,
        body: teamSessionInputSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await updateSession(db, await requireViewer(request), request.params.id, request.body);
      return { ok: true as const, message: SCHEDULE_DONE.changed };
    },
  );

  r.post(
    '/api/admin/teams/sessions/:id/cancel',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary: 'Call off one date of a session ("date"), or the session with every date to come',
        params: idParams,
        body: cancelSessionSchema.nullish(),
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const date = request.body?.date;
      await cancelSession(db, await requireViewer(request), request.params.id, date);
      return { ok: true as const, message: date ? SCHEDULE_DONE.dateCancelled : SCHEDULE_DONE.cancelled };
    },
  );
}
