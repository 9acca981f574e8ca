import {
  ATTENDANCE_MESSAGES,
  type AttendanceMark,
  type AttendanceReason,
  type AttendanceRegister,
  type AttendanceReport,
  addDays,
  attendanceRate,
  CLUB,
  directionOf,
  type Language,
  SCHEDULE_MESSAGES,
  type SessionAnswer,
  type SessionKind,
  seasonBounds,
  seasonOf,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { badRequest, conflict, notFound } from '../../platform/errors';
import { startA4Document, tableRows, writeClubHeading, writeText } from '../../platform/pdf';
import { type Texts, textsIn } from '../../platform/texts';
import { lockSessionDate } from './schedule';
import { midnight, sessionDates } from './session-dates';

/**
 * The latest of each player's marks for each date among `marks` (a device's outbox may hold several), and
 * each mark once however often it was sent.
 */
function latestMarks(marks: AttendanceMark[]) {
  const latest = new Map<string, AttendanceMark>();
  for (const mark of marks) {
    const key = `${mark.date} ${mark.playerId}`;
    const held = latest.get(key);
    if (!held || Date.parse(mark.markedAt) > Date.parse(held.markedAt)) latest.set(key, mark);
  }
  return [...latest.values()];
}

/**
 * Records the coach's marks for dates of a session (teams edit). A mark sent again changes nothing (the same
 * device id and moment); a mark older than the one held, arriving late from another phone's outbox, is kept
 * out. A phone whose clock runs ahead counts as marking now, so it cannot outrank the marks made after it.
 * Every date must be one of the session's and not called off, every player one of its team's.
 */
export async function markAttendance(db: AppDatabase, actor: Viewer, sessionId: string, marks: AttendanceMark[]) {
  await asActor(db, actor, async (tx) => {
    const dates = [...new Set(marks.map((mark) => mark.date))];
    const session = await lockSessionDate(tx, sessionId);
    for (const date of dates) {
      const day = await lockSessionDate(tx, sessionId, date, { lock: false });
      if (day.date_cancelled) throw conflict(SCHEDULE_MESSAGES.cancelledDate);
      if (day.cancelled) {
        // A session called off as a whole took place on its dates before that.
        const [held] = await queryRows<{ held: boolean }>(
          tx,
          sql`select starts_at + make_interval(days => ${date}::date - (starts_at at time zone ${CLUB.timeZone})::date)
                < cancelled_at as held
              from team_sessions where id = ${sessionId}`,
        );
        if (!held?.held) throw conflict(SCHEDULE_MESSAGES.cancelledDate);
      }
    }
    const players = [...new Set(marks.map((mark) => mark.playerId))];
    const [inTeam] = await queryRows<{ n: number }>(
      tx,
      sql`select count(*)::int as n from team_players
          where team_id = ${session.team_id} and id in (${sql.join(
            players.map((id) => sql`${id}`),
            sql`, `,
          )})`,
    );
    if (inTeam?.n !== players.length) throw badRequest(ATTENDANCE_MESSAGES.notInTeam);
    const rows = latestMarks(marks).map(
      (mark) =>
        sql`(${sessionId}, ${mark.date}::date, ${mark.playerId}::uuid, ${mark.present}, ${mark.reason ?? null},
          ${mark.clientId}::uuid, least(${mark.markedAt}::timestamptz, now()), ${actor.userId})`,
    );
    await tx.execute(
      sql`insert into session_attendance (session_id, date, player_id, present, attendance_reason, client_id, marked_at, marked_by)
          values ${sql.join(rows, sql`, `)}
          on conflict (session_id, date, player_id) do update
            set present = excluded.present, attendance_reason = excluded.attendance_reason, client_id = excluded.client_id,
              marked_at = excluded.marked_at,
              marked_by = excluded.marked_by, received_at = now()
            where excluded.marked_at > session_attendance.marked_at`,
    );
  });
}

/**
 * One date's register: the team's active players, and anyone marked that day, with their mark or none, their
 * answer for the date, and their attendance this season (the club's year, up to the date).
 */
export async function attendanceRegister(
  db: AppDatabase,
  sessionId: string,
  date: string,
  yearStartMonth: number,
): Promise<AttendanceRegister> {
  const session = await lockSessionDate(db, sessionId, date, { lock: false });
  const { startsOn } = seasonBounds(seasonOf(date, yearStartMonth), yearStartMonth);
  const rows = await queryRows<{
    player_id: string;
    player_name: string;
    present: boolean | null;
    reason: AttendanceReason | null;
    answer: SessionAnswer | null;
    note: string | null;
    season_present: number;
    season_marked: number;
  }>(
    db,
    sql`select p.id as player_id, p.player_name, a.present, a.attendance_reason as reason, ans.answer, ans.note,
          coalesce(season.present, 0)::int as season_present, coalesce(season.marked, 0)::int as season_marked
        from team_players p
        left join session_attendance a on a.player_id = p.id and a.session_id = ${sessionId} and a.date = ${date}
        left join session_answers ans on ans.player_id = p.id and ans.session_id = ${sessionId} and ans.date = ${date}
        left join lateral (
          select count(*) filter (where s.present) as present, count(*) as marked from session_attendance s
          where s.player_id = p.id and s.date between ${startsOn} and ${date}) season on true
        where p.team_id = ${session.team_id} and (p.is_active or a.id is not null)
        order by p.jersey_number nulls last, p.player_name`,
  );
  return rows.map((row) => ({
    playerId: row.player_id,
    playerName: row.player_name,
    present: row.present,
    reason: row.reason,
    answer: row.answer,
    note: row.note,
    season: { present: row.season_present, marked: row.season_marked },
  }));
}

/**
 * A team's attendance over a period (a season for a subsidy claim): the dates that took place (begun by now,
 * not called off; a session called off as a whole keeps the dates before it was), and per player the mark
 * for each, with totals. Players shown: the active ones and anyone marked in the period; one, when asked.
 */
export async function attendanceReport(
  db: AppDatabase,
  teamId: string,
  query: { from: string; to: string; player?: string },
): Promise<AttendanceReport> {
  const [team] = await queryRows<{ id: string; name: string }>(
    db,
    sql`select id, name from teams where id = ${teamId}`,
  );
  if (!team) throw notFound(SCHEDULE_MESSAGES.teamNotFound);
  const start = midnight(query.from);
  const end = sql`least(${midnight(addDays(query.to, 1))}, now())`;
  const dates = await queryRows<{ session_id: string; day: string; kind: SessionKind }>(
    db,
    sql`select s.id as session_id, o.day::text as day, s.kind from team_sessions s ${sessionDates(start, end)}
        where s.team_id = ${teamId} and s.starts_at < ${end}
          and not o.day = any(s.cancelled_dates) and (s.cancelled_at is null or o.starts_at < s.cancelled_at)
        order by o.starts_at, s.id`,
  );
  const marks = await queryRows<{
    session_id: string;
    date: string;
    player_id: string;
    present: boolean;
    reason: AttendanceReason | null;
  }>(
    db,
    sql`select a.session_id, a.date::text, a.player_id, a.present, a.attendance_reason as reason
        from session_attendance a
        join team_sessions s on s.id = a.session_id
        where s.team_id = ${teamId} and a.date between ${query.from} and ${query.to}
          ${query.player ? sql`and a.player_id = ${query.player}` : sql``}`,
  );
  const players = await queryRows<{ id: string; player_name: string }>(
    db,
    sql`select p.id, p.player_name from team_players p
        where p.team_id = ${teamId} ${query.player ? sql`and p.id = ${query.player}` : sql``}
          and (p.is_active or exists (select 1 from session_attendance a join team_sessions s on s.id = a.session_id
            where a.player_id = p.id and s.team_id = ${teamId} and a.date between ${query.from} and ${query.to}))
        order by p.player_name, p.id`,
  );
  if (query.player && players.length === 0) throw notFound(ATTENDANCE_MESSAGES.notInTeam);
  const marked = new Map(marks.map((mark) => [`${mark.session_id} ${mark.date} ${mark.player_id}`, mark]));
  return {
    team,
    from: query.from,
    to: query.to,
    dates: dates.map((row) => ({ sessionId: row.session_id, date: row.day, kind: row.kind })),
    players: players.map((player) => {
      const found = dates.map((date) => marked.get(`${date.session_id} ${date.day} ${player.id}`));
      const row = found.map((mark) => mark?.present ?? null);
      const reasons = found.map((mark) => mark?.reason ?? null);
      return {
        playerId: player.id,
        playerName: player.player_name,
        marks: row,
        reasons,
        present: row.filter((mark) => mark === true).length,
        absent: row.filter((mark) => mark === false).length,
        late: reasons.filter((reason) => reason === 'late').length,
        excused: reasons.filter((reason) => reason === 'excused').length,
      };
    }),
  };
}

/** The headings of a player's totals, after their name: in the CSV and the PDF alike. */
const totalsHeadings = (t: Texts['t']) => [
  t('documents.attendance.present'),
  t('documents.attendance.late'),
  t('documents.attendance.absent'),
  t('documents.attendance.excused'),
  t('documents.attendance.notMarked'),
  t('documents.attendance.rate'),
];

/**
 * The report as spreadsheet rows: a player per row, a date per column (P present, P late, A absent, A excused),
 * then the totals.
 */
export function attendanceCsv(report: AttendanceReport) {
  const { t } = textsIn('en');
  const header = [
    t('documents.attendance.player'),
    ...report.dates.map((date) => `${date.date} ${t(`teams.schedule.kinds.${date.kind}`)}`),
    ...totalsHeadings(t),
  ];
  const cell = (mark: boolean | null, reason: AttendanceReason | null) =>
    mark === null ? '' : [mark ? 'P' : 'A', ...(reason ? [t(`documents.attendance.${reason}Mark`)] : [])].join(' ');
  const rows = report.players.map((player) => [
    player.playerName,
    ...player.marks.map((mark, index) => cell(mark, player.reasons[index] ?? null)),
    player.present,
    player.late,
    player.absent,
    player.excused,
    player.marks.length - player.present - player.absent,
    attendanceRate(player.present, player.absent),
  ]);
  return { header, rows };
}

const MARGIN = 40;

/** The report as an A4 PDF in the reader's language: per player their totals, then per date who came. */
export async function renderAttendancePdf(report: AttendanceReport, language: Language): Promise<Buffer> {
  const texts = textsIn(language);
  const { t } = texts;
  const rtl = directionOf(language) === 'rtl';
  const { doc, bytes, width } = await startA4Document(MARGIN, { Title: t('documents.attendance.title') });
  const align = rtl ? 'right' : 'left';
  writeClubHeading(doc, texts, { x: MARGIN, width, size: 11, align: 'start' });
  writeText(doc, t('documents.attendance.title'), { x: MARGIN, width, size: 16, weight: 'bold', align });
  writeText(doc, report.team.name, { x: MARGIN, width, size: 12, weight: 'bold', align });
  writeText(
    doc,
    t('documents.attendance.period', {
      from: texts.date(report.from),
      to: texts.date(report.to),
      sessions: report.dates.length,
    }),
    { x: MARGIN, width, size: 10, align },
  );
  doc.y += 10;
  const totals = tableRows(doc, {
    x: MARGIN,
    width,
    rtl,
    margin: MARGIN,
    columns: [
      { width: width - 6 * 56, align: 'start' },
      ...Array.from({ length: 6 }, () => ({ width: 56, align: 'end' as const })),
    ],
  });
  totals([t('documents.attendance.player'), ...totalsHeadings(t)], 'bold');
  for (const player of report.players)
    totals([
      player.playerName,
      String(player.present),
      String(player.late),
      String(player.absent),
      String(player.excused),
      String(player.marks.length - player.present - player.absent),
      texts.ltr(attendanceRate(player.present, player.absent)),
    ]);
  doc.y += 12;
  writeText(doc, t('documents.attendance.byDate'), { x: MARGIN, width, size: 12, weight: 'bold', align });
  const byDate = tableRows(doc, {
    x: MARGIN,
    width,
    rtl,
    margin: MARGIN,
    columns: [
      { width: 150, align: 'start' },
      { width: width - 150, align: 'start' },
    ],
  });
  report.dates.forEach((date, index) => {
    const came = report.players
      .filter((player) => player.marks[index] === true)
      .map((player) =>
        player.reasons[index] === 'late'
          ? t('documents.attendance.cameLate', { player: player.playerName })
          : player.playerName,
      );
    byDate([
      `${texts.date(date.date)} · ${t(`teams.schedule.kinds.${date.kind}`)}`,
      came.length ? came.join(', ') : t('documents.attendance.nobodyMarked'),
    ]);
  });
  doc.end();
  return bytes;
}
