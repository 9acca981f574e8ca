import { SCHEDULE_MESSAGES, type TeamNotice } from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import type { Mailer } from '../../platform/mail';
import { textsIn } from '../../platform/texts';
import { playersAnsweredBy } from './answers';
import { teamReaders } from './readers';

/** How far back a dashboard shows a team's notices. */
const DASHBOARD_DAYS = 30;

interface NoticeRow {
  id: string;
  team_id: string;
  team_name: string;
  body: string;
  mailed: number;
  created_at: Date | string;
}

const present = (row: NoticeRow): TeamNotice => ({
  id: row.id,
  team: { id: row.team_id, name: row.team_name },
  body: row.body,
  mailed: row.mailed,
  createdAt: new Date(row.created_at).toISOString(),
});

/** Writes a notice to an active team and mails it to its readers, together (teams edit). */
export async function sendNotice(
  deps: { db: AppDatabase; mailer: Mailer; publicUrl: string },
  actor: Viewer,
  teamId: string,
  body: string,
): Promise<TeamNotice> {
  return asActor(deps.db, actor, async (tx) => {
    const [team] = await queryRows<{ id: string; name: string }>(
      tx,
      sql`select id, name from teams where id = ${teamId} and is_active for share`,
    );
    if (!team) throw notFound(SCHEDULE_MESSAGES.teamNotFound);
    const readers = await queryRows<{ id: string; email: string; language: string | null }>(tx, teamReaders(teamId));
    const [row] = await queryRows<NoticeRow>(
      tx,
      sql`insert into team_notices (team_id, body, mailed, created_by)
          values (${teamId}, ${body}, ${readers.length}, ${actor.userId})
          returning id, team_id, ${team.name} as team_name, body, mailed, created_at`,
    );
    if (!row) throw new Error('notice not recorded');
    await deps.mailer.send(
      readers.map((reader) => {
        const texts = textsIn(reader.language);
        const values = {
          club: texts.club,
          team: team.name,
          notice: body,
          link: `${deps.publicUrl}/team/${teamId}/players`,
        };
        return {
          to: reader.email,
          subject: texts.t('mail.teamNotice.subject', values),
          text: texts.t('mail.teamNotice.body', values),
        };
      }),
      tx,
    );
    return present(row);
  });
}

/** A team's notices, newest first (for its coaches). */
export async function teamNotices(db: AppDatabase, teamId: string): Promise<TeamNotice[]> {
  const rows = await queryRows<NoticeRow>(
    db,
    sql`select n.id, n.team_id, t.name as team_name, n.body, n.mailed, n.created_at
        from team_notices n join teams t on t.id = n.team_id
        where n.team_id = ${teamId} order by n.created_at desc limit 50`,
  );
  return rows.map(present);
}

/** The notices of the last month to the teams the signed-in person (or a child of theirs) plays in. */
export async function myNotices(db: AppDatabase, userId: string): Promise<TeamNotice[]> {
  const rows = await queryRows<NoticeRow>(
    db,
    sql`select n.id, n.team_id, t.name as team_name, n.body, n.mailed, n.created_at
        from team_notices n join teams t on t.id = n.team_id
        where t.is_active and n.created_at > now() - make_interval(days => ${DASHBOARD_DAYS})
          and n.team_id in (select team_id from (${playersAnsweredBy(userId)}) mine)
        order by n.created_at desc limit 20`,
  );
  return rows.map(present);
}
