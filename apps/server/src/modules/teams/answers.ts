import { createHash } from 'node:crypto';
import {
  ANSWER_MESSAGES,
  type AnswerLink,
  type answerLinkInputSchema,
  clubToday,
  type MySchedule,
  type SessionAnswer,
  type SessionAnswers,
  type sessionAnswerInputSchema,
} from '@club/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type AppDatabase, queryRows, type Transaction } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { conflict, forbidden, notFound } from '../../platform/errors';
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
 * The active players `userId` answers for: themself (a player linked to their account, or to the member record
 * that is theirs) and the children whose guardian they are. `own` tells the two apart.
 */
export const playersAnsweredBy = (userId: string | SQL) => sql`
  select p.id, p.team_id, p.player_name, coalesce(p.user_id = ${userId} or m.user_id = ${userId}, false) as own
  from team_players p left join members m on m.id = p.member_id
  where p.is_active and (p.user_id = ${userId} or m.user_id = ${userId}
    or exists (select 1 from member_guardians g where g.member_id = p.member_id and g.user_id = ${userId}))`;

/**
 * The signed-in person's sessions over a stretch: every date of every active team they, or a child of theirs,
 * play in, with the answer given for it.
 */
export async function mySchedule(
  db: AppDatabase,
  userId: string,
  query: { from?: string; to?: string },
): Promise<MySchedule> {
  const players = await queryRows<{
    player_id: string;
    player_name: string;
    own: boolean;
    team_id: string;
    team_name: string;
    trainings_attending: boolean;
  }>(
    db,
    sql`select p.id as player_id, p.player_name, p.own, t.id as team_id, t.name as team_name, t.trainings_attending
        from (${playersAnsweredBy(userId)}) p join teams t on t.id = p.team_id
        where t.is_active order by t.name, p.own desc, p.player_name`,
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
        forChild: !player.own,
        occurrence,
        answer: answer ? { answer: answer.answer, note: answer.note } : null,
        attendingByDefault: player.trainings_attending && occurrence.kind === 'training',
      });
    }
  }
  items.sort((a, b) => a.occurrence.startsAt.localeCompare(b.occurrence.startsAt));
  return { from, to, items };
}

/** Records (or replaces) a player's answer for one date, under the session's lock: not on a cancelled or settled date. */
async function saveAnswer(
  tx: Transaction,
  actor: string | null,
  sessionId: string,
  input: { date: string; answer: SessionAnswer; note?: string | null },
  player: SQL,
) {
  const session = await lockSessionDate(tx, sessionId, input.date);
  if (session.cancelled || session.date_cancelled) throw conflict(ANSWER_MESSAGES.cancelledDate);
  const [found] = await queryRows<{ id: string }>(
    tx,
    sql`select p.id from (${player}) p where p.team_id = ${session.team_id}`,
  );
  if (!found) return false;
  if (session.date_locked) throw conflict(ANSWER_MESSAGES.squadLocked);
  await tx.execute(
    sql`insert into session_answers (session_id, date, player_id, answer, note, answered_by)
        values (${sessionId}, ${input.date}, ${found.id}, ${input.answer}, ${input.note ?? null}, ${actor})
        on conflict (session_id, date, player_id) do update
          set answer = excluded.answer, note = excluded.note, answered_by = excluded.answered_by, answered_at = now()`,
  );
  return true;
}

/**
 * An answer for one date of a session, by the player themself or a guardian of theirs: the date must be one of
 * the session's, not called off, its squad not settled; answering again replaces the answer.
 */
export async function answerSession(db: AppDatabase, actor: Viewer, sessionId: string, input: AnswerInput) {
  await asActor(db, actor, async (tx) => {
    const player = sql`select id, team_id from (${playersAnsweredBy(actor.userId)}) mine where id = ${input.playerId}`;
    if (!(await saveAnswer(tx, actor.userId, sessionId, input, player))) throw forbidden(ANSWER_MESSAGES.notYourPlayer);
  });
}

/** The coach's answer for any active player of the session's team (teams edit right), even on a settled date. */
export async function answerAsCoach(db: AppDatabase, actor: Viewer, sessionId: string, input: AnswerInput) {
  await asActor(db, actor, async (tx) => {
    const session = await lockSessionDate(tx, sessionId, input.date);
    if (session.cancelled || session.date_cancelled) throw conflict(ANSWER_MESSAGES.cancelledDate);
    const inserted = await queryRows<{ id: string }>(
      tx,
      sql`insert into session_answers (session_id, date, player_id, answer, note, answered_by)
          select ${sessionId}, ${input.date}, p.id, ${input.answer}, ${input.note ?? null}, ${actor.userId}
          from team_players p where p.id = ${input.playerId} and p.team_id = ${session.team_id} and p.is_active
          on conflict (session_id, date, player_id) do update
            set answer = excluded.answer, note = excluded.note, answered_by = excluded.answered_by, answered_at = now()
          returning id`,
    );
    if (!inserted.length) throw notFound(ANSWER_MESSAGES.notInTeam);
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
    by_default: boolean;
  }>(
    db,
    sql`select p.id as player_id, p.player_name, a.answer, a.note,
          (t.trainings_attending and ${session.kind} = 'training') as by_default
        from team_players p join teams t on t.id = p.team_id
        left join session_answers a on a.player_id = p.id and a.session_id = ${sessionId} and a.date = ${date}
        where p.team_id = ${session.team_id} and p.is_active
        order by a.answer nulls last, p.jersey_number nulls last, p.player_name`,
  );
  return rows.map((row) => ({
    playerId: row.player_id,
    playerName: row.player_name,
    answer: row.answer ? { answer: row.answer, note: row.note } : null,
    attendingByDefault: row.by_default,
  }));
}

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

interface LinkRow {
  session_id: string;
  date: string;
  player_id: string;
  player_name: string;
  user_id: string;
  team_id: string;
  team_name: string;
}

/**
 * The reminder a link's token was sent with, while it still answers: the session has not begun (the date's
 * start is in the future) and the reader still answers for the player. Anything else is not found.
 */
async function reminderOf(db: Pick<AppDatabase, 'execute'>, token: string): Promise<LinkRow> {
  const [row] = await queryRows<LinkRow>(
    db,
    sql`select r.session_id, r.date::text, r.player_id, r.user_id, p.player_name, t.id as team_id, t.name as team_name
        from session_reminders r join team_players p on p.id = r.player_id join teams t on t.id = p.team_id
        where r.token_hash = ${hashToken(token)}
          and exists (select 1 from (${playersAnsweredBy(sql`r.user_id`)}) mine where mine.id = r.player_id)`,
  );
  if (!row) throw notFound(ANSWER_MESSAGES.linkExpired);
  return row;
}

/** A link's reminder with the date it is for, while the session has not begun. */
async function openLink(db: Pick<AppDatabase, 'execute'>, token: string) {
  const link = await reminderOf(db, token);
  const schedule = await teamSchedule(db, link.team_id, { from: link.date, to: link.date });
  const occurrence = schedule.items.find((item) => item.sessionId === link.session_id);
  if (!occurrence || Date.parse(occurrence.startsAt) <= Date.now()) throw notFound(ANSWER_MESSAGES.linkExpired);
  return { link, occurrence };
}

const presentLink = (link: LinkRow, occurrence: AnswerLink['occurrence'], answer: AnswerLink['answer']) => ({
  playerName: link.player_name,
  team: { id: link.team_id, name: link.team_name },
  occurrence,
  answer,
});

/** What an answer link is for: the player, the date of the session, the answer so far. */
export async function answerLink(db: AppDatabase, token: string): Promise<AnswerLink> {
  const { link, occurrence } = await openLink(db, token);
  const [answer] = await queryRows<AnswerRow>(
    db,
    sql`select answer, note from session_answers
        where session_id = ${link.session_id} and date = ${link.date} and player_id = ${link.player_id}`,
  );
  return presentLink(link, occurrence, answer ? { answer: answer.answer, note: answer.note } : null);
}

/** Answers from a reminder's link, as its reader (audited as them), until the session begins. */
export async function answerByLink(
  db: AppDatabase,
  token: string,
  input: z.output<typeof answerLinkInputSchema>,
): Promise<AnswerLink> {
  const { link, occurrence } = await openLink(db, token);
  await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('club.actor_id', id, true), set_config('club.actor_email', email, true)
          from "user" where id = ${link.user_id}`,
    );
    const player = sql`select id, team_id from (${playersAnsweredBy(link.user_id)}) mine where id = ${link.player_id}`;
    if (!(await saveAnswer(tx, link.user_id, link.session_id, { date: link.date, ...input }, player)))
      throw notFound(ANSWER_MESSAGES.linkExpired);
  });
  return presentLink(link, occurrence, { answer: input.answer, note: input.note ?? null });
}
