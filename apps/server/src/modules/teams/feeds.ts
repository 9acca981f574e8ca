import { randomBytes } from 'node:crypto';
import {
  addDays,
  type CalendarFeedLink,
  type CalendarFeedStatus,
  clubToday,
  FEED_MESSAGES,
  SCHEDULE_MESSAGES,
  type SessionKind,
} from '@club/shared';
import { sql } from 'drizzle-orm';
import { type AppDatabase, queryRows } from '../../db/client';
import type { Viewer } from '../../platform/access';
import { asActor } from '../../platform/audit';
import { notFound } from '../../platform/errors';
import { calendarFeed, type FeedEvent, revisionOf } from '../../platform/ics';
import { type Texts, textsIn } from '../../platform/texts';
import { hashToken, playersAnsweredBy } from './answers';
import { findTeam } from './repository';
import { teamSchedule } from './schedule';

/** Whose link: a person's own, or a team's. */
export type FeedOwner = { userId: string } | { teamId: string };

/** What a feed holds: from a month back (a phone keeps what it had) to a year ahead. */
const PAST_DAYS = 30;
const AHEAD_DAYS = 365;

const ownerIs = (owner: FeedOwner) =>
  'userId' in owner ? sql`user_id = ${owner.userId}` : sql`team_id = ${owner.teamId}`;

/** A team's calendar link, for a team that exists. */
export async function teamFeedOwner(db: AppDatabase, teamId: string): Promise<FeedOwner> {
  if (!(await findTeam(db, teamId))) throw notFound(SCHEDULE_MESSAGES.teamNotFound);
  return { teamId };
}

export async function feedStatus(db: AppDatabase, owner: FeedOwner): Promise<CalendarFeedStatus> {
  const [live] = await queryRows<{ created_at: Date | string }>(
    db,
    sql`select created_at from calendar_feeds where ${ownerIs(owner)} and revoked_at is null`,
  );
  return { active: Boolean(live), createdAt: live ? new Date(live.created_at).toISOString() : null };
}

/** A new link for the owner; the old one, if any, stops at once. The token is shown this once. */
export async function newFeed(
  db: AppDatabase,
  actor: Viewer,
  owner: FeedOwner,
  publicUrl: string,
): Promise<CalendarFeedLink> {
  const token = randomBytes(32).toString('base64url');
  await asActor(db, actor, async (tx) => {
    await tx.execute(sql`update calendar_feeds set revoked_at = now() where ${ownerIs(owner)} and revoked_at is null`);
    await tx.execute(
      sql`insert into calendar_feeds (user_id, team_id, token_hash, created_by)
          values (${'userId' in owner ? owner.userId : null}, ${'teamId' in owner ? owner.teamId : null},
            ${hashToken(token)}, ${actor.userId})`,
    );
  });
  const url = `${publicUrl}/api/calendar/${token}.ics`;
  return { url, webcal: url.replace(/^https?:/, 'webcal:') };
}

/** Stops the owner's link. */
export async function stopFeed(db: AppDatabase, actor: Viewer, owner: FeedOwner) {
  await asActor(db, actor, async (tx) => {
    const stopped = await queryRows<{ id: string }>(
      tx,
      sql`update calendar_feeds set revoked_at = now() where ${ownerIs(owner)} and revoked_at is null returning id`,
    );
    if (stopped.length === 0) throw notFound(FEED_MESSAGES.noLink);
  });
}

interface TeamRow {
  id: string;
  name: string;
}

/** A team's dates over the feed's stretch, each a calendar event named after the team (one UID per date). */
/** Where the portal shows a team's schedule and an event (a feed's events link there). */
const portalLinks = (publicUrl: string) => ({
  team: (teamId: string) => `${publicUrl}/team/${teamId}/players`,
  event: (eventId: string) => `${publicUrl}/events/${eventId}`,
});
type PortalLinks = ReturnType<typeof portalLinks>;

async function teamEvents(
  db: AppDatabase,
  team: TeamRow,
  texts: Texts,
  host: string,
  links: PortalLinks,
): Promise<FeedEvent[]> {
  const from = addDays(clubToday(), -PAST_DAYS);
  const [schedule, sequences] = await Promise.all([
    teamSchedule(db, team.id, { from, to: addDays(clubToday(), AHEAD_DAYS) }),
    queryRows<{ id: string; sequence: number; updated_at: Date | string }>(
      db,
      sql`select id, sequence, updated_at from team_sessions where team_id = ${team.id}`,
    ),
  ]);
  const byId = new Map(sequences.map((row) => [row.id, row]));
  return schedule.items.map((item) => {
    const kind = texts.t(`teams.schedule.kinds.${item.kind as SessionKind}`);
    const what = item.title ?? kind;
    const session = byId.get(item.sessionId);
    return {
      uid: `session-${item.sessionId}-${item.date}@${host}`,
      sequence: session?.sequence ?? 0,
      start: new Date(item.startsAt),
      end: new Date(item.endsAt),
      summary: `${team.name}: ${what}${item.opponent ? ` · ${texts.t('teams.schedule.against', { opponent: item.opponent })}` : ''}`,
      location: item.place,
      // The meeting time, then where to answer and see the team's schedule.
      description: [
        ...(item.meetAt ? [texts.t('teams.schedule.meet', { time: texts.dateTime(item.meetAt) })] : []),
        texts.t('teams.feed.answerAt', { link: links.team(team.id) }),
      ].join('\n'),
      url: links.team(team.id),
      cancelled: item.cancelled,
      modified: new Date(session?.updated_at ?? item.startsAt),
    };
  });
}

/**
 * The calendar a link shows: a team's sessions; or a person's teams (their own and their children's) and the
 * events they have a place at, in their language. A stopped or replaced link is not found.
 */
export async function feedCalendar(db: AppDatabase, token: string, publicUrl: string): Promise<string> {
  const [feed] = await queryRows<{ user_id: string | null; team_id: string | null; language: string | null }>(
    db,
    sql`select f.user_id, f.team_id, p.language from calendar_feeds f left join profiles p on p.user_id = f.user_id
        where f.token_hash = ${hashToken(token)} and f.revoked_at is null`,
  );
  if (!feed) throw notFound(FEED_MESSAGES.notFound);
  const texts = textsIn(feed.language);
  const host = new URL(publicUrl).host;
  const links = portalLinks(publicUrl);
  if (feed.team_id) {
    const [team] = await queryRows<TeamRow>(
      db,
      sql`select id, name from teams where id = ${feed.team_id} and is_active`,
    );
    if (!team) throw notFound(FEED_MESSAGES.notFound);
    return calendarFeed(`${texts.club}: ${team.name}`, await teamEvents(db, team, texts, host, links));
  }
  const userId = feed.user_id as string;
  const teams = await queryRows<TeamRow>(
    db,
    sql`select distinct t.id, t.name from (${playersAnsweredBy(userId)}) p join teams t on t.id = p.team_id
        where t.is_active order by t.name`,
  );
  const events = (await Promise.all(teams.map((team) => teamEvents(db, team, texts, host, links)))).flat();
  const joined = await queryRows<{
    id: string;
    title: string;
    location: string | null;
    event_date: Date | string;
    end_date: Date | string | null;
    status: string;
    updated_at: Date | string;
  }>(
    db,
    sql`select e.id, e.title, e.location, e.event_date, e.end_date, e.status, e.updated_at
        from event_registrations r join events e on e.id = r.event_id
        where r.user_id = ${userId} and r.status = 'registered' and e.event_date >= now() - make_interval(days => ${PAST_DAYS})`,
  );
  for (const event of joined) {
    const start = new Date(event.event_date);
    events.push({
      uid: `event-${event.id}@${host}`,
      // Events keep no revision count: the seconds of their last change since 2020 only ever grow.
      sequence: revisionOf(event.updated_at),
      start,
      end: event.end_date ? new Date(event.end_date) : new Date(start.getTime() + 2 * 3_600_000),
      summary: event.title,
      location: event.location,
      description: links.event(event.id),
      url: links.event(event.id),
      cancelled: event.status === 'cancelled',
      modified: new Date(event.updated_at),
    });
  }
  events.sort((a, b) => a.start.getTime() - b.start.getTime());
  return calendarFeed(texts.t('teams.feed.mine', { club: texts.club }), events);
}
