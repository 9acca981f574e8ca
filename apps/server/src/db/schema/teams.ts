import { ATTENDANCE_REASONS, JERSEY_RANGE, SESSION_ANSWERS, SESSION_KINDS, TEAM_CATEGORIES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { updatedByColumn } from './audit';
import { user } from './auth';
import { between, oneOf } from './checks';
import { members } from './members';

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    name: text('name').notNull(),
    sport: text('sport').notNull(),
    category: text('category').notNull().default('senior'),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    establishedYear: integer('established_year'),
    coachName: text('coach_name'),
    /** The coach's phone, published on the team's page for click-to-chat (WhatsApp, Viber). */
    coachPhone: text('coach_phone'),
    teamImageUrl: text('team_image_url'),
    /** Hours before a session that players who have not answered are reminded (null: no reminders). */
    reminderHours: integer('reminder_hours').default(48),
    /** A training counts a player who has not answered as attending. */
    trainingsAttending: boolean('trainings_attending').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('teams_updated_by_idx').on(t.updatedBy),

    index('teams_active_sport_idx').on(t.isActive, t.sport, t.name),
    oneOf('teams_category_check', t.category, TEAM_CATEGORIES),
    between('teams_reminder_hours_check', t.reminderHours, 1, 168),
  ],
);

export const teamPlayers = pgTable(
  'team_players',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    /** The member account of this player, when there is one. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    /** The club member this player is, when known: their guardians answer for them. */
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    playerName: text('player_name').notNull(),
    position: text('position'),
    jerseyNumber: integer('jersey_number'),
    dateJoined: date('date_joined', { mode: 'string' }),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    bio: text('bio'),
    contactPhone: text('contact_phone'),
    emergencyContact: text('emergency_contact'),
    isActive: boolean('is_active').notNull().default(true),
    profileImageUrl: text('profile_image_url'),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_players_created_by_idx').on(t.createdBy),
    index('team_players_updated_by_idx').on(t.updatedBy),
    index('team_players_user_id_idx').on(t.userId),
    index('team_players_member_idx').on(t.memberId),

    index('team_players_team_jersey_idx').on(t.teamId, t.jerseyNumber),
    // One shirt per number among a team's active players (a retired player's number can be worn again).
    uniqueIndex('team_players_active_jersey_unique').on(t.teamId, t.jerseyNumber).where(sql`${t.isActive}`),
    between('team_players_jersey_range', t.jerseyNumber, JERSEY_RANGE.min, JERSEY_RANGE.max),
  ],
);

/**
 * A team's session: a training, a match or another meeting, once or every week until a day. A weekly session's
 * dates are computed when read; a date called off is kept in `cancelled_dates`, a session called off altogether
 * has `cancelled_at`. `sequence` counts its changes (calendar feeds send it, so a phone updates its copy).
 */
export const teamSessions = pgTable(
  'team_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: SESSION_KINDS }).notNull(),
    title: text('title'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    meetAt: timestamp('meet_at', { withTimezone: true }),
    place: text('place'),
    opponent: text('opponent'),
    weeklyUntil: date('weekly_until', { mode: 'string' }),
    cancelledDates: date('cancelled_dates', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** Dates whose squad the coach has settled: answers for them are closed. */
    lockedDates: date('locked_dates', { mode: 'string' }).array().notNull().default(sql`'{}'::date[]`),
    sequence: integer('sequence').notNull().default(0),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_sessions_team_idx').on(t.teamId, t.startsAt),
    index('team_sessions_created_by_idx').on(t.createdBy),
    index('team_sessions_updated_by_idx').on(t.updatedBy),
    oneOf('team_sessions_kind_check', t.kind, SESSION_KINDS),
    check(
      'team_sessions_times_check',
      sql`${t.startsAt} < ${t.endsAt} and (${t.meetAt} is null or ${t.meetAt} <= ${t.startsAt})`,
    ),
  ],
);

/** One player on one date of a session: what an answer, a reminder and an attendance mark are about. */
const sessionPlayerDate = () => ({
  sessionId: uuid('session_id')
    .notNull()
    .references(() => teamSessions.id, { onDelete: 'cascade' }),
  date: date('date', { mode: 'string' }).notNull(),
  playerId: uuid('player_id')
    .notNull()
    .references(() => teamPlayers.id, { onDelete: 'cascade' }),
});

/** A player's answer for one date of a session: available, unavailable or maybe, with a note. One per date. */
export const sessionAnswers = pgTable(
  'session_answers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    ...sessionPlayerDate(),
    answer: text('answer', { enum: SESSION_ANSWERS }).notNull(),
    note: text('note'),
    answeredBy: text('answered_by').references(() => user.id, { onDelete: 'set null' }),
    answeredAt: timestamp('answered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('session_answers_one_per_date').on(t.sessionId, t.date, t.playerId),
    index('session_answers_player_idx').on(t.playerId),
    index('session_answers_answered_by_idx').on(t.answeredBy),
    index('session_answers_updated_by_idx').on(t.updatedBy),
    oneOf('session_answers_answer_check', t.answer, SESSION_ANSWERS),
  ],
);

/**
 * A reminder sent to one reader (the player's own account or a guardian's) about one date of a session the
 * player has not answered: one per (session, date, player, reader), so several servers send it once. Its token
 * (kept hashed) answers for that player on that date from the email, without signing in, until the session starts.
 */
export const sessionReminders = pgTable(
  'session_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...sessionPlayerDate(),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('session_reminders_once').on(t.sessionId, t.date, t.playerId, t.userId),
    index('session_reminders_player_idx').on(t.playerId),
    index('session_reminders_user_idx').on(t.userId),
  ],
);

/**
 * Who came to one date of a session, as the coach marked them (on a phone, maybe offline: each mark carries the
 * id the device gave it and the moment it was made, so a mark sent again changes nothing and an older mark
 * arriving late does not undo a newer one).
 */
export const sessionAttendance = pgTable(
  'session_attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    ...sessionPlayerDate(),
    present: boolean('present').notNull(),
    /** Came late (present) or excused (absent). */
    reason: text('attendance_reason', { enum: ATTENDANCE_REASONS }),
    /** The id of the latest mark, given by the device that made it. */
    clientId: uuid('client_id').notNull().unique(),
    /** When the mark was made on the device (not when it arrived). */
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull(),
    markedBy: text('marked_by').references(() => user.id, { onDelete: 'set null' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('session_attendance_one_per_date').on(t.sessionId, t.date, t.playerId),
    oneOf('session_attendance_reason_check', t.reason, ATTENDANCE_REASONS),
    check('session_attendance_reason_present_check', sql`${t.reason} is null or (${t.reason} = 'late') = ${t.present}`),
    index('session_attendance_player_idx').on(t.playerId, t.date),
    index('session_attendance_marked_by_idx').on(t.markedBy),
    index('session_attendance_updated_by_idx').on(t.updatedBy),
  ],
);

/**
 * A calendar link (iCalendar feed): a person's own (their teams, their children's, the events they joined), or
 * a team's. Its token is kept hashed and shown once; a new link, or stopping it, revokes the old one at once.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    userId: text('user_id').references(() => user.id, { onDelete: 'cascade' }),
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    check('calendar_feeds_one_owner_check', sql`(${t.userId} is null) <> (${t.teamId} is null)`),
    uniqueIndex('calendar_feeds_one_live_per_user').on(t.userId).where(sql`revoked_at is null and user_id is not null`),
    uniqueIndex('calendar_feeds_one_live_per_team').on(t.teamId).where(sql`revoked_at is null and team_id is not null`),
    index('calendar_feeds_created_by_idx').on(t.createdBy),
    index('calendar_feeds_updated_by_idx').on(t.updatedBy),
  ],
);

/** A notice to a team, written once by staff: mailed to every player's reader and shown on their dashboards. */
export const teamNotices = pgTable(
  'team_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    updatedBy: updatedByColumn(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** How many people it was mailed to. */
    mailed: integer('mailed').notNull().default(0),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('team_notices_team_idx').on(t.teamId, t.createdAt),
    index('team_notices_created_by_idx').on(t.createdBy),
    index('team_notices_updated_by_idx').on(t.updatedBy),
  ],
);
