import {
  ANSWER_MESSAGES,
  clubToday,
  type MySchedule,
  type SessionAnswer,
  type SessionAnswers,
  type sessionAnswerInputSchema,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AppDatabase, queryRows } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { conflict, forbidden } from '../../platform/errors';
import { lockSessionDate, teamSchedule } from './schedule';

type AnswerInput = z.output<typeof sessionAnswerInputSchema>;

interface AnswerRow {
  session_id: string;
  date: string;
  player_id: string;
  answer: SessionAnswer;
  note: string | null;
}

/**
 * The signed-in person's sessions over a stretch: every date of every active team they play in (as an active
 * player linked to their account), with their answer for it.
 */
export async function mySchedule(
  db: AppDatabase,
  userId: string,
  query: { from?: string; to?: string },
): Promise<MySchedule> {
  const players = await queryRows<{ player_id: string; player_name: string; team_id: string; team_name: string }>(
    db,
    sql`select p.id as player_id, p.player_name, t.id as team_id, t.name as team_name
        from team_players p join teams t on t.id = p.team_id
        where p.user_id = ${userId} and p.is_active and t.is_active order by t.name`,
  );
  const from = query.from ?? clubToday();
  const items: MySchedule['items'] = [];
  let to = query.to ?? from;
  for (const player of players) {
    const schedule = await teamSchedule(db, player.team_id, { from, to: query.to });
    to = schedule.to;
    const answers = await queryRows<AnswerRow>(
      db,
      sql`select session_id, date::text, player_id, answer, note from session_answers
          where player_id = ${player.player_id} and date between ${schedule.from} and ${schedule.to}`,
    );
    for (const occurrence of schedule.items) {
      const answer = answers.find((each) => each.session_id === occurrence.sessionId && each.date === occurrence.date);
      items.push({
        team: { id: player.team_id, name: player.team_name },
        playerId: player.player_id,
        playerName: player.player_name,
        occurrence,
        answer: answer ? { answer: answer.answer, note: answer.note } : null,
      });
    }
  }
  items.sort((a, b) => a.occurrence.startsAt.localeCompare(b.occurrence.startsAt));
  return { from, to, items };
}

/**
 * A player's answer for one date of a session, given by the player themself (their linked account): the date must
 * be one of the session's and not called off, the player one of its team's; answering again replaces the answer.
 */
export async function answerSession(db: AppDatabase, actor: Viewer, sessionId: string, input: AnswerInput) {
  await asActor(db, actor, async (tx) => {
    const session = await lockSessionDate(tx, sessionId, input.date);
    const [player] = await queryRows<{ id: string }>(
      tx,
      sql`select id from team_players where id = ${input.playerId} and team_id = ${session.team_id} and is_active
            and user_id = ${actor.userId}`,
    );
    if (!player) throw forbidden(ANSWER_MESSAGES.notYourPlayer);
    if (session.cancelled || session.date_cancelled) throw conflict(ANSWER_MESSAGES.cancelledDate);
    await tx.execute(
      sql`insert into session_answers (session_id, date, player_id, answer, note, answered_by)
          values (${sessionId}, ${input.date}, ${player.id}, ${input.answer}, ${input.note ?? null}, ${actor.userId})
          on conflict (session_id, date, player_id) do update
            set answer = excluded.answer, note = excluded.note, answered_by = excluded.answered_by, answered_at = now()`,
    );
  });
}

/** For the coach: every active player of the session's team, with their answer for the date or none yet. */
export async function sessionAnswers(db: AppDatabase, sessionId: string, date: string): Promise<SessionAnswers> {
  const session = await lockSessionDate(db, sessionId, date, { lock: false });
  const rows = await queryRows<{
    player_id: string;
    player_name: string;
    answer: SessionAnswer | null;
    note: string | null;
  }>(
    db,
    sql`select p.id as player_id, p.player_name, a.answer, a.note from team_players p
        left join session_answers a on a.player_id = p.id and a.session_id = ${sessionId} and a.date = ${date}
        where p.team_id = ${session.team_id} and p.is_active
        order by a.answer nulls last, p.jersey_number nulls last, p.player_name`,
  );
  return rows.map((row) => ({
    playerId: row.player_id,
    playerName: row.player_name,
    answer: row.answer ? { answer: row.answer, note: row.note } : null,
  }));
}
