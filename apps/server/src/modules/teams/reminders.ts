import { randomBytes } from 'node:crypto';
import { ANSWER_MESSAGES, CLUB, type SessionKind } from '@club/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type AppDatabase, queryRows } from '../../db/client';
import { conflict } from '../../platform/errors';
import { scheduleJob } from '../../platform/jobs';
import type { Mailer, MailMessage } from '../../platform/mail';
import { type Notice, notify } from '../../platform/notifications';
import { textsIn } from '../../platform/texts';
import { hashToken } from './answers';
import { playerReaders } from './readers';
import { lockSessionDate } from './schedule';
import { sessionDates } from './session-dates';

export interface SessionReminderDeps {
  db: AppDatabase;
  mailer: Mailer;
  publicUrl: string;
}

/** Reminders sent per transaction: each batch's rows and mails commit together. */
const BATCH = 500;
const EVERY_MS = 15 * 60 * 1000;
/** The longest a team may remind ahead (the teams' check allows 1 to 168 hours). */
const LONGEST_HOURS = 168;

interface DueRow {
  session_id: string;
  date: string;
  starts_at: Date | string;
  kind: SessionKind;
  title: string | null;
  place: string | null;
  opponent: string | null;
  team_name: string;
  player_id: string;
  player_name: string;
  user_id: string;
  email: string;
  language: string | null;
  own: boolean;
}

function reminderMail(deps: SessionReminderDeps, row: DueRow, token: string): MailMessage {
  const texts = textsIn(row.language);
  const link = (answer: string) => `${deps.publicUrl}/answer/${token}?answer=${answer}`;
  const values = {
    club: texts.club,
    team: row.team_name,
    player: row.player_name,
    what: row.title ?? texts.t(`teams.schedule.kinds.${row.kind}`),
    when: texts.dateTime(row.starts_at),
    place: row.place ?? '-',
    available: link('available'),
    unavailable: link('unavailable'),
    maybe: link('maybe'),
  };
  const area = row.own ? 'sessionReminder' : 'childSessionReminder';
  return {
    to: row.email,
    subject: texts.t(`mail.${area}.subject`, values),
    text: texts.t(`mail.${area}.body`, values),
  };
}

/** The reminder on the reader's dashboard and devices: it opens the dashboard, whose schedule takes the answer. */
function reminderNotice(row: DueRow): Notice {
  const texts = textsIn(row.language);
  const values = {
    team: row.team_name,
    player: row.player_name,
    what: row.title ?? texts.t(`teams.schedule.kinds.${row.kind}`),
    when: texts.dateTime(row.starts_at),
  };
  return {
    userId: row.user_id,
    title: texts.t(row.own ? 'mail.notice.sessionRequest.title' : 'mail.notice.sessionRequest.childTitle', values),
    body: texts.t('mail.notice.sessionRequest.body', values),
    link: '/dashboard',
  };
}

/**
 * Reminds whoever answers for a player (their own account, their guardians') who has not answered a date of a
 * session starting within the team's reminder hours: once per reader, player and date (a unique index), so
 * several servers running this at once send each reminder once. Not for called-off dates, settled squads, or
 * trainings of a team where no answer counts as attending. Returns how many were sent.
 */
export async function sendSessionReminders(
  deps: SessionReminderDeps,
  now = new Date(),
  { only }: { only?: { sessionId: string; date: string } } = {},
) {
  const at = sql`${now.toISOString()}::timestamptz`;
  // The automatic run: each team's own hours ahead. By hand: the one date asked for, whatever the team's setting.
  const window = only
    ? {
        end: sql`((${only.date}::date + 1)::timestamp at time zone ${CLUB.timeZone})`,
        which: sql`s.id = ${only.sessionId} and o.day = ${only.date}::date`,
      }
    : {
        end: sql`${at} + make_interval(hours => t.reminder_hours)`,
        which: sql`t.reminder_hours is not null and s.starts_at < ${at} + make_interval(hours => ${LONGEST_HOURS})`,
      };
  let sent = 0;
  for (;;) {
    const batch = await deps.db.transaction(async (tx) => {
      const due = await queryRows<DueRow>(
        tx,
        sql`select s.id as session_id, o.day::text as date, o.starts_at, s.kind, s.title, s.place, s.opponent,
              t.name as team_name, p.id as player_id, p.player_name, reader.user_id, u.email, pr.language,
              coalesce(reader.user_id = p.user_id or reader.user_id = m.user_id, false) as own
            from teams t join team_sessions s on s.team_id = t.id
            ${sessionDates(at, window.end)}
            join team_players p on p.team_id = t.id and p.is_active
            left join members m on m.id = p.member_id
            ${playerReaders}
            join "user" u on u.id = reader.user_id left join profiles pr on pr.user_id = u.id
            where t.is_active and s.cancelled_at is null and ${window.which}
              and not o.day = any(s.cancelled_dates) and not o.day = any(s.locked_dates)
              and not (t.trainings_attending and s.kind = 'training')
              and not exists (select 1 from session_answers a
                where a.session_id = s.id and a.date = o.day and a.player_id = p.id)
              and not exists (select 1 from session_reminders r
                where r.session_id = s.id and r.date = o.day and r.player_id = p.id and r.user_id = reader.user_id)
            order by o.starts_at, s.id, p.id, reader.user_id limit ${BATCH}`,
      );
      if (due.length === 0) return 0;
      const tokens = due.map(() => randomBytes(32).toString('base64url'));
      const inserted = await queryRows<{ session_id: string; date: string; player_id: string; user_id: string }>(
        tx,
        sql`insert into session_reminders (session_id, date, player_id, user_id, token_hash)
            values ${sql.join(
              due.map(
                (row, index) =>
                  sql`(${row.session_id}, ${row.date}::date, ${row.player_id}, ${row.user_id}, ${hashToken(tokens[index] as string)})`,
              ),
              sql`, `,
            )}
            on conflict (session_id, date, player_id, user_id) do nothing
            returning session_id, date::text, player_id, user_id`,
      );
      const key = (row: { session_id: string; date: string; player_id: string; user_id: string }) =>
        `${row.session_id} ${row.date} ${row.player_id} ${row.user_id}`;
      const ours = new Set(inserted.map(key));
      const sending = due.flatMap((row, index) =>
        ours.has(key(row)) ? [{ row, token: tokens[index] as string }] : [],
      );
      await deps.mailer.send(
        sending.map(({ row, token }) => reminderMail(deps, row, token)),
        tx,
      );
      await notify(
        tx,
        sending.map(({ row }) => reminderNotice(row)),
      );
      return inserted.length;
    });
    sent += batch;
    // A batch that sent nothing: all done, or what is left another server is sending now.
    if (batch === 0) return sent;
  }
}

/** The coach reminds by hand those who have not answered for one date still to come (not called off, not settled). */
export async function remindNow(deps: SessionReminderDeps, sessionId: string, date: string) {
  const session = await lockSessionDate(deps.db, sessionId, date, { lock: false });
  if (session.cancelled || session.date_cancelled) throw conflict(ANSWER_MESSAGES.cancelledDate);
  if (session.date_locked) throw conflict(ANSWER_MESSAGES.squadLocked);
  const [begun] = await queryRows<{ begun: boolean }>(
    deps.db,
    sql`select starts_at + make_interval(days => ${date}::date - (starts_at at time zone ${CLUB.timeZone})::date) <= now()
          as begun from team_sessions where id = ${sessionId}`,
  );
  if (begun?.begun) throw conflict(ANSWER_MESSAGES.pastDate);
  return sendSessionReminders(deps, new Date(), { only: { sessionId, date } });
}

/** A minute after start, then every quarter of an hour. */
export const scheduleSessionReminders = (deps: SessionReminderDeps, log: FastifyBaseLogger) =>
  scheduleJob(
    deps.db,
    'session-reminders',
    () => sendSessionReminders(deps),
    { firstAfterMs: 60 * 1000, everyMs: EVERY_MS },
    log,
  );
