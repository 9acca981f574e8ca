import { addDays, clubToday, type SessionKind } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import { mailCalendarChange } from '../../platform/calendar-mail';
import type { Mailer } from '../../platform/mail';
import { notify } from '../../platform/notifications';
import { textsIn } from '../../platform/texts';
import { teamReaders } from './readers';
import { midnight, sessionDates } from './session-dates';

/** How far ahead a changed weekly session's dates are sent to calendars (the feed carries the rest). */
const DATES_AHEAD = 56;

/** What happened to the session's dates: changed (or brought back), or called off. */
export type SessionChange = 'changed' | 'cancelled';

interface DateRow {
  day: string;
  starts_at: Date | string;
  ends_at: Date | string;
}

/**
 * Tells each reader of the session's team (every active player's account and their guardians) that its coming
 * dates changed or are called off, once each, in their language, inside the change's transaction (the mail goes
 * if and only if the change commits): what, when and where now, and the calendar copy of each date with the same
 * UID as the team's feed and the session's new SEQUENCE (METHOD:REQUEST; METHOD:CANCEL when called off). Dates
 * already past are not sent; `date` narrows it to one date.
 */
export async function mailSessionChange(
  tx: AppDatabase,
  deps: { mailer: Mailer; publicUrl: string },
  sessionId: string,
  change: SessionChange,
  date?: string,
) {
  const [session] = await queryRows<{
    team_id: string;
    team_name: string;
    kind: SessionKind;
    title: string | null;
    place: string | null;
    opponent: string | null;
    sequence: number;
  }>(
    tx,
    sql`select s.team_id, t.name as team_name, s.kind, s.title, s.place, s.opponent, s.sequence
        from team_sessions s join teams t on t.id = s.team_id where s.id = ${sessionId} and t.is_active`,
  );
  if (!session) return;
  const today = clubToday();
  const dates = await queryRows<DateRow>(
    tx,
    sql`select o.day::text as day, o.starts_at, o.starts_at + (s.ends_at - s.starts_at) as ends_at
        from team_sessions s ${sessionDates(midnight(today), midnight(addDays(today, DATES_AHEAD)))}
        where s.id = ${sessionId} and o.starts_at > now()
          ${date ? sql`and o.day = ${date}::date` : sql``}
          ${change === 'changed' ? sql`and not o.day = any(s.cancelled_dates) and s.cancelled_at is null` : sql``}
        order by o.starts_at`,
  );
  if (dates.length === 0) return;
  const readers = await queryRows<{ id: string; name: string; email: string; language: string | null }>(
    tx,
    teamReaders(session.team_id),
  );
  const host = new URL(deps.publicUrl).host;
  const method = change === 'cancelled' ? 'CANCEL' : 'REQUEST';
  await mailCalendarChange(tx, deps, readers, {
    method,
    filename: 'session.ics',
    write: (texts) => {
      const kind = texts.t(`teams.schedule.kinds.${session.kind}`);
      const what = [
        session.title ?? kind,
        ...(session.opponent ? [texts.t('teams.schedule.against', { opponent: session.opponent })] : []),
      ].join(' · ');
      const when = dates.map((row) => `- ${texts.dateTime(new Date(row.starts_at))}`).join('\n');
      const values = {
        club: texts.club,
        team: session.team_name,
        what,
        change,
        when,
        place: session.place ?? texts.t('mail.sessionChange.noPlace'),
        link: `${deps.publicUrl}/team/${session.team_id}/players`,
      };
      return {
        subject: texts.t('mail.sessionChange.subject', values),
        text: texts.t('mail.sessionChange.body', values),
        events: dates.map((row) => ({
          uid: `session-${sessionId}-${row.day}@${host}`,
          sequence: session.sequence,
          start: new Date(row.starts_at),
          durationMinutes: Math.max(
            1,
            Math.round((new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime()) / 60_000),
          ),
          summary: `${session.team_name}: ${what}`,
          location: session.place ?? '',
          description: values.link,
          url: values.link,
        })),
      };
    },
  });
  await notify(
    tx,
    readers.map((reader) => {
      const texts = textsIn(reader.language);
      const values = {
        team: session.team_name,
        what: session.title ?? texts.t(`teams.schedule.kinds.${session.kind}`),
        change,
        when: texts.dateTime(new Date((dates[0] as DateRow).starts_at)),
        more: dates.length - 1,
        place: session.place ?? texts.t('mail.sessionChange.noPlace'),
      };
      return {
        userId: reader.id,
        title: texts.t('mail.notice.sessionChange.title', values),
        body: texts.t('mail.notice.sessionChange.body', values),
        link: `/team/${session.team_id}/players`,
      };
    }),
  );
}
