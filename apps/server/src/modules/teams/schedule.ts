import {
  addDays,
  clubToday,
  SCHEDULE_MESSAGES,
  type SessionKind,
  type SessionOccurrence,
  type TeamSchedule,
  type teamSessionInputSchema,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AppDatabase, queryRows } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { clubDate, midnight, sessionDates } from './session-dates';
import { mailSessionChange } from './session-mail';

type SessionInput = z.output<typeof teamSessionInputSchema>;

/** How many days a schedule shows when no end is asked for. */
const DEFAULT_DAYS = 28;

interface OccurrenceRow {
  session_id: string;
  day: string;
  kind: SessionKind;
  title: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  meet_at: Date | string | null;
  place: string | null;
  opponent: string | null;
  weekly: boolean;
  first_day: string;
  weekly_until: string | null;
  cancelled: boolean;
  series_cancelled: boolean;
  locked: boolean;
}

/**
 * The dates of a team's sessions between two club days, in order: each weekly session's week after week (from
 * its first date, never past its last), each one-off once; a date called off, or a session called off, comes
 * marked cancelled (a feed must tell a phone). Computed in one query: the weeks of a session in the stretch
 * asked for are counted, not searched.
 */
export async function teamSchedule(
  db: Pick<AppDatabase, 'execute'>,
  teamId: string,
  query: { from?: string; to?: string },
): Promise<TeamSchedule> {
  const from = query.from ?? clubToday();
  const to = query.to ?? addDays(from, DEFAULT_DAYS - 1);
  const [team] = await queryRows<{ id: string }>(db, sql`select id from teams where id = ${teamId} and is_active`);
  if (!team) throw notFound(SCHEDULE_MESSAGES.teamNotFound);
  const end = midnight(addDays(to, 1));
  const rows = await queryRows<OccurrenceRow>(
    db,
    sql`select s.id as session_id, s.kind, s.title, s.place, s.opponent, s.weekly_until is not null as weekly,
          ${clubDate(sql`s.starts_at`)}::text as first_day, s.weekly_until::text,
          o.starts_at, o.starts_at + (s.ends_at - s.starts_at) as ends_at,
          o.starts_at - (s.starts_at - s.meet_at) as meet_at, o.day::text as day,
          s.cancelled_at is not null or o.day = any(s.cancelled_dates) as cancelled, s.cancelled_at is not null as series_cancelled,
          o.day = any(s.locked_dates) as locked
        from team_sessions s ${sessionDates(midnight(from), end)}
        where s.team_id = ${teamId} and s.starts_at < ${end}
        order by o.starts_at, s.id`,
  );
  const iso = (value: Date | string) => new Date(value).toISOString();
  return {
    from,
    to,
    items: rows.map(
      (row): SessionOccurrence => ({
        sessionId: row.session_id,
        date: row.day,
        kind: row.kind,
        title: row.title,
        startsAt: iso(row.starts_at),
        endsAt: iso(row.ends_at),
        meetAt: row.meet_at ? iso(row.meet_at) : null,
        place: row.place,
        opponent: row.opponent,
        weekly: row.weekly,
        firstDate: row.first_day,
        weeklyUntil: row.weekly_until,
        cancelled: row.cancelled,
        seriesCancelled: row.series_cancelled,
        squadLocked: row.locked,
      }),
    ),
  };
}

const sessionValues = (
  input: SessionInput,
) => sql`${input.kind}, ${input.title ?? null}, ${input.startsAt}, ${input.endsAt},
  ${input.meetAt}, ${input.place ?? null}, ${input.kind === 'match' ? (input.opponent ?? null) : null}, ${input.weeklyUntil}`;

/** Adds a session to an active team's schedule (teams:edit). */
export async function addSession(db: AppDatabase, actor: Viewer, teamId: string, input: SessionInput) {
  return asActor(db, actor, async (tx) => {
    const [team] = await queryRows<{ id: string }>(tx, sql`select id from teams where id = ${teamId} and is_active`);
    if (!team) throw notFound(SCHEDULE_MESSAGES.teamNotFound);
    const [created] = await queryRows<{ id: string }>(
      tx,
      sql`insert into team_sessions (team_id, kind, title, starts_at, ends_at, meet_at, place, opponent, weekly_until,
            created_by)
          values (${teamId}, ${sessionValues(input)}, ${actor.userId}) returning id`,
    );
    if (!created) throw new Error('insert returned nothing');
    return created.id;
  });
}

/** Changes a session (its dates called off stay called off); its sequence counts the change. */
/** What a change of the schedule needs beyond the database: the mail that tells the team. */
export interface ScheduleDeps {
  db: AppDatabase;
  mailer: Mailer;
  publicUrl: string;
}

/**
 * Changes a session (a weekly one's every date; its called-off dates stay called off) and tells the team, in
 * one transaction. A one-off moved to another day takes its answers, squad and called-off mark along.
 */
export async function updateSession(deps: ScheduleDeps, actor: Viewer, sessionId: string, input: SessionInput) {
  await asActor(deps.db, actor, async (tx) => {
    const [before] = await queryRows<{ first_day: string; weekly: boolean }>(
      tx,
      sql`select ${clubDate(sql`starts_at`)}::text as first_day, weekly_until is not null as weekly
          from team_sessions where id = ${sessionId} for update`,
    );
    if (!before) throw notFound(SCHEDULE_MESSAGES.sessionNotFound);
    const [after] = await queryRows<{ first_day: string; weekly: boolean }>(
      tx,
      sql`update team_sessions set (kind, title, starts_at, ends_at, meet_at, place, opponent, weekly_until) =
            (${sessionValues(input)}), sequence = sequence + 1, updated_at = now()
          where id = ${sessionId}
          returning ${clubDate(sql`starts_at`)}::text as first_day, weekly_until is not null as weekly`,
    );
    if (!after) throw notFound(SCHEDULE_MESSAGES.sessionNotFound);
    if (!before.weekly && !after.weekly && before.first_day !== after.first_day) {
      const [from, to] = [before.first_day, after.first_day];
      for (const table of [sql`session_answers`, sql`session_reminders`, sql`session_attendance`])
        await tx.execute(
          sql`update ${table} set date = ${to}::date where session_id = ${sessionId} and date = ${from}::date`,
        );
      await tx.execute(
        sql`update team_sessions set
              cancelled_dates = array_replace(cancelled_dates, ${from}::date, ${to}::date),
              locked_dates = array_replace(locked_dates, ${from}::date, ${to}::date)
            where id = ${sessionId}`,
      );
    }
    await mailSessionChange(tx, deps, sessionId, 'changed');
  });
}

/**
 * A session (locked, unless only read), with whether `date` (when given) is one of its dates: a one-off's day, or a weekly one's
 * first day and every seventh day after it up to its last. Throws when the session is not there, or the day is
 * not one of its dates.
 */
export async function lockSessionDate(
  tx: Pick<AppDatabase, 'execute'>,
  sessionId: string,
  date?: string,
  { lock = true } = {},
) {
  const [session] = await queryRows<{
    team_id: string;
    first_day: string;
    weekly_until: string | null;
    kind: SessionKind;
    cancelled: boolean;
    date_cancelled: boolean;
    date_locked: boolean;
  }>(
    tx,
    sql`select team_id, kind, ${clubDate(sql`starts_at`)}::text as first_day, weekly_until::text,
          cancelled_at is not null as cancelled, coalesce(${date ?? null}::date = any(cancelled_dates), false) as date_cancelled,
          coalesce(${date ?? null}::date = any(locked_dates), false) as date_locked
        from team_sessions where id = ${sessionId} ${lock ? sql`for update` : sql``}`,
  );
  if (!session) throw notFound(SCHEDULE_MESSAGES.sessionNotFound);
  if (date) {
    const days = (Date.parse(date) - Date.parse(session.first_day)) / 86_400_000;
    if (days < 0 || days % 7 !== 0 || date > (session.weekly_until ?? session.first_day))
      throw badRequest(SCHEDULE_MESSAGES.notADate, { date: [SCHEDULE_MESSAGES.notADate] });
  }
  return session;
}

/** Calls off one date of a session (it must be one of its dates), or the session with every date to come. */
export async function cancelSession(deps: ScheduleDeps, actor: Viewer, sessionId: string, date?: string) {
  await asActor(deps.db, actor, async (tx) => {
    const session = await lockSessionDate(tx, sessionId, date);
    if (session.cancelled || session.date_cancelled) throw conflict(SCHEDULE_MESSAGES.alreadyCancelled);
    await tx.execute(
      date
        ? sql`update team_sessions set cancelled_dates = array_append(cancelled_dates, ${date}::date),
                sequence = sequence + 1, updated_at = now() where id = ${sessionId}`
        : sql`update team_sessions set cancelled_at = now(), sequence = sequence + 1, updated_at = now()
              where id = ${sessionId}`,
    );
    await mailSessionChange(tx, deps, sessionId, 'cancelled', date);
  });
}

/** Settles the squad for one date of a session (answers close), or opens it again. */
export async function lockSquad(db: AppDatabase, actor: Viewer, sessionId: string, date: string, locked: boolean) {
  await asActor(db, actor, async (tx) => {
    const session = await lockSessionDate(tx, sessionId, date);
    if (session.cancelled || session.date_cancelled) throw conflict(SCHEDULE_MESSAGES.cancelledDate);
    if (session.date_locked === locked)
      throw conflict(locked ? SCHEDULE_MESSAGES.alreadyLocked : SCHEDULE_MESSAGES.notLocked);
    await tx.execute(
      locked
        ? sql`update team_sessions set locked_dates = array_append(locked_dates, ${date}::date), updated_at = now()
              where id = ${sessionId}`
        : sql`update team_sessions set locked_dates = array_remove(locked_dates, ${date}::date), updated_at = now()
              where id = ${sessionId}`,
    );
  });
}

/** Brings back a called-off date of a session, or a session called off as a whole (its dates to come return). */
export async function restoreSession(deps: ScheduleDeps, actor: Viewer, sessionId: string, date?: string) {
  await asActor(deps.db, actor, async (tx) => {
    const session = await lockSessionDate(tx, sessionId, date);
    if (date ? !session.date_cancelled : !session.cancelled) throw conflict(SCHEDULE_MESSAGES.notCancelled);
    await tx.execute(
      date
        ? sql`update team_sessions set cancelled_dates = array_remove(cancelled_dates, ${date}::date),
                sequence = sequence + 1, updated_at = now() where id = ${sessionId}`
        : sql`update team_sessions set cancelled_at = null, sequence = sequence + 1, updated_at = now()
              where id = ${sessionId}`,
    );
    await mailSessionChange(tx, deps, sessionId, 'changed', date);
  });
}
