import {
  ANSWER_MESSAGES,
  ATTENDANCE_MESSAGES,
  answerLinkInputSchema,
  answerLinkSchema,
  answersQuery,
  attendanceMarksSchema,
  attendanceRegisterSchema,
  attendanceReportQuery,
  attendanceReportSchema,
  cancelSessionSchema,
  idParams,
  lockSquadSchema,
  myScheduleSchema,
  NOTICE_MESSAGES,
  noticeSentSchema,
  okMessageSchema,
  remindResultSchema,
  remindSchema,
  SCHEDULE_DONE,
  scheduleQuery,
  sessionAnswerInputSchema,
  sessionAnswersSchema,
  teamNoticeInputSchema,
  teamNoticeSchema,
  teamScheduleSchema,
  teamSessionInputSchema,
} from '@club/shared';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Access, requireViewer } from '../../platform/access';
import { sendCsv } from '../../platform/csv';
import { requestLanguage } from '../../platform/language';
import { noStore } from '../../platform/no-store';
import { fileResponse } from '../../platform/response-schemas';
import type { SettingsStore } from '../../platform/settings';
import { submissionLimit } from '../../platform/submission-limit';
import { answerAsCoach, answerByLink, answerLink, answerSession, mySchedule, sessionAnswers } from './answers';
import { attendanceCsv, attendanceRegister, attendanceReport, markAttendance, renderAttendancePdf } from './attendance';
import { myNotices, sendNotice, teamNotices } from './notices';
import { remindNow, type SessionReminderDeps } from './reminders';
import { addSession, cancelSession, lockSquad, restoreSession, teamSchedule, updateSession } from './schedule';

const tags = ['teams'];
/** A reminder's answer link: 32 random bytes, base64url. */
const answerTokenParams = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'Not a valid link') });

/** A team's schedule: trainings, matches and other sessions, once or weekly; staff with the teams' edit right keep it. */
export function scheduleRoutes(
  app: FastifyInstance,
  { db, mailer, publicUrl, settings }: SessionReminderDeps & { settings: SettingsStore },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  /** An answer for one date of a session, by the player (their account) or by the coach for a player. */
  const answerRoute = (url: string, access: Access, summary: string, answer: typeof answerSession) =>
    r.put(
      url,
      {
        config: { access },
        schema: { tags, summary, params: idParams, body: sessionAnswerInputSchema, response: { 200: okMessageSchema } },
      },
      async (request) => {
        await answer(db, await requireViewer(request), request.params.id, request.body);
        return { ok: true as const, message: ANSWER_MESSAGES.saved };
      },
    );

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
      await updateSession({ db, mailer, publicUrl }, await requireViewer(request), request.params.id, request.body);
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
      await cancelSession({ db, mailer, publicUrl }, await requireViewer(request), request.params.id, date);
      return { ok: true as const, message: date ? SCHEDULE_DONE.dateCancelled : SCHEDULE_DONE.cancelled };
    },
  );

  r.post(
    '/api/admin/teams/sessions/:id/restore',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary: 'Bring back a called-off date of a session ("date"), or the session called off as a whole',
        params: idParams,
        body: cancelSessionSchema.nullish(),
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await restoreSession(
        { db, mailer, publicUrl },
        await requireViewer(request),
        request.params.id,
        request.body?.date,
      );
      return { ok: true as const, message: SCHEDULE_DONE.restored };
    },
  );

  r.get(
    '/api/me/schedule',
    {
      config: { access: { signedIn: true } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          'The sessions of the teams the signed-in person plays in (as a player linked to their account), each date with their answer',
        querystring: scheduleQuery,
        response: { 200: myScheduleSchema },
      },
    },
    async (request) => mySchedule(db, (await requireViewer(request)).userId, request.query),
  );

  answerRoute(
    '/api/teams/sessions/:id/answer',
    { signedIn: true },
    'Answer available, unavailable or maybe (with a note) for one date of a session, as the player (the account linked to them)',
    answerSession,
  );

  r.get(
    '/api/admin/teams/sessions/:id/answers',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      preHandler: noStore,
      schema: {
        tags,
        summary: "For the coach: every active player's answer for one date of a session, and who has not answered",
        params: idParams,
        querystring: answersQuery,
        response: { 200: sessionAnswersSchema },
      },
    },
    async (request) => sessionAnswers(db, request.params.id, request.query.date),
  );

  answerRoute(
    '/api/admin/teams/sessions/:id/answers',
    { module: 'teams', action: 'edit' },
    "The coach's answer for a player of the team for one date (also on a settled date)",
    answerAsCoach,
  );

  r.post(
    '/api/admin/teams/sessions/:id/squad',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary: 'Settle the squad for one date of a session (players can no longer answer), or open it again',
        params: idParams,
        body: lockSquadSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      const { date, locked } = request.body;
      await lockSquad(db, await requireViewer(request), request.params.id, date, locked);
      return { ok: true as const, message: locked ? SCHEDULE_DONE.locked : SCHEDULE_DONE.unlocked };
    },
  );

  r.get(
    '/api/answer-links/:token',
    {
      config: { access: { public: true } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          "What a reminder email's answer link is for (the player, the session's date) and the answer so far; 404 once the session has begun",
        params: answerTokenParams,
        response: { 200: answerLinkSchema },
      },
    },
    async (request) => answerLink(db, request.params.token),
  );

  r.post(
    '/api/answer-links/:token',
    {
      config: { access: { public: true }, rateLimit: submissionLimit(30, ['teams']) },
      preHandler: noStore,
      schema: {
        tags,
        summary: "Answer from a reminder email's link, without signing in, until the session begins",
        params: answerTokenParams,
        body: answerLinkInputSchema,
        response: { 200: answerLinkSchema },
      },
    },
    async (request) => answerByLink(db, request.params.token, request.body),
  );

  r.post(
    '/api/admin/teams/sessions/:id/attendance',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        tags,
        summary:
          "The coach's register marks (present or absent) for dates of a session, each with the device's id and moment: sent again they change nothing, an older mark never undoes a newer one",
        params: idParams,
        body: attendanceMarksSchema,
        response: { 200: okMessageSchema },
      },
    },
    async (request) => {
      await markAttendance(db, await requireViewer(request), request.params.id, request.body.marks);
      return { ok: true as const, message: ATTENDANCE_MESSAGES.saved };
    },
  );

  r.get(
    '/api/admin/teams/sessions/:id/attendance',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          "One date's register: the team's players, present, absent or not marked, each with their answer for the date and their attendance this season",
        params: idParams,
        querystring: answersQuery,
        response: { 200: attendanceRegisterSchema },
      },
    },
    async (request) =>
      attendanceRegister(db, request.params.id, request.query.date, settings.current().membership.yearStartMonth),
  );

  r.get(
    '/api/admin/teams/:id/attendance',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      preHandler: noStore,
      schema: {
        tags,
        summary:
          "A team's attendance over a period (400 days at most; one player with ?player=): the dates held and each player's marks and totals",
        params: idParams,
        querystring: attendanceReportQuery,
        response: { 200: attendanceReportSchema },
      },
    },
    async (request) => attendanceReport(db, request.params.id, request.query),
  );

  r.get(
    '/api/admin/teams/:id/attendance.csv',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        response: fileResponse('The attendance as CSV', 'text/csv'),
        tags,
        summary: 'The attendance report as CSV: a player per row, a date per column (P, A), totals',
        params: idParams,
        querystring: attendanceReportQuery,
      },
    },
    async (request, reply) => {
      const report = await attendanceReport(db, request.params.id, request.query);
      const { header, rows } = attendanceCsv(report);
      return sendCsv(reply, `attendance-${report.from}-${report.to}.csv`, header, rows);
    },
  );

  r.get(
    '/api/admin/teams/:id/attendance.pdf',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      schema: {
        response: fileResponse('The attendance as PDF', 'application/pdf'),
        tags,
        summary: "The attendance report as PDF in the reader's language (for a sports council's subsidy claim)",
        params: idParams,
        querystring: attendanceReportQuery,
      },
    },
    async (request, reply) => {
      const report = await attendanceReport(db, request.params.id, request.query);
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="attendance-${report.from}-${report.to}.pdf"`)
        .header('cache-control', 'private, no-store')
        .send(await renderAttendancePdf(report, requestLanguage(request)));
    },
  );

  r.post(
    '/api/admin/teams/sessions/:id/remind',
    {
      config: { access: { module: 'teams', action: 'edit' }, rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          'Remind now whoever answers for the players who have not answered for one date (each reader once per player and date, as the automatic reminder)',
        params: idParams,
        body: remindSchema,
        response: { 200: remindResultSchema },
      },
    },
    async (request) => {
      const sent = await remindNow({ db, mailer, publicUrl }, request.params.id, request.body.date);
      return {
        ok: true as const,
        message: sent ? ANSWER_MESSAGES.reminded : ANSWER_MESSAGES.nobodyToRemind,
        sent,
      };
    },
  );

  r.post(
    '/api/admin/teams/:id/notices',
    {
      config: { access: { module: 'teams', action: 'edit' }, rateLimit: { max: 20, timeWindow: '10 minutes' } },
      schema: {
        tags,
        summary:
          "A notice to a team, written once: mailed to each player's reader (theirs, their guardians') and shown on their dashboards",
        params: idParams,
        body: teamNoticeInputSchema,
        response: { 201: noticeSentSchema },
      },
    },
    async (request, reply) => {
      const notice = await sendNotice(
        { db, mailer, publicUrl },
        await requireViewer(request),
        request.params.id,
        request.body.body,
      );
      return reply.status(201).send({ ok: true as const, message: NOTICE_MESSAGES.sent, notice });
    },
  );

  r.get(
    '/api/admin/teams/:id/notices',
    {
      config: { access: { module: 'teams', action: 'edit' } },
      preHandler: noStore,
      schema: {
        tags,
        summary: "A team's notices, newest first",
        params: idParams,
        response: { 200: z.array(teamNoticeSchema) },
      },
    },
    async (request) => teamNotices(db, request.params.id),
  );

  r.get(
    '/api/me/notices',
    {
      config: { access: { signedIn: true } },
      preHandler: noStore,
      schema: {
        tags,
        summary: 'The last month of notices to the teams the signed-in person, or a child of theirs, plays in',
        response: { 200: z.array(teamNoticeSchema) },
      },
    },
    async (request) => myNotices(db, (await requireViewer(request)).userId),
  );
}
