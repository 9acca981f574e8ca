import { z } from 'zod';
import { clubTimeOfDay, clubYear } from '../rules/club-time';
import { FIRST_ESTABLISHED_YEAR, JERSEY_RANGE, TEAM_CATEGORIES } from '../rules/teams';
import { isoDate, isoDateTime, optionalImageUrl, optionalPhoneNumber, optionalText, paginated } from './common';

const optionalDate = z
  .union([isoDate, z.literal(''), z.null()])
  .optional()
  .transform((v) => v || null);

export const teamInputSchema = z.object({
  name: z.string().trim().min(1, 'Team name is required').max(120),
  sport: z.string().trim().min(1, 'Sport is required').max(60),
  category: z.enum(TEAM_CATEGORIES).default('senior'),
  description: optionalText(2000),
  isActive: z.boolean().default(true),
  establishedYear: z
    .number()
    .int()
    .min(FIRST_ESTABLISHED_YEAR, `Year must be between ${FIRST_ESTABLISHED_YEAR} and this year`)
    .refine((y) => y <= clubYear(), `Year must be between ${FIRST_ESTABLISHED_YEAR} and this year`)
    .nullable()
    .optional(),
  coachName: optionalText(120),
  /** Published on the team's page, for "message the coach" (WhatsApp, Viber). */
  coachPhone: optionalPhoneNumber(),
  teamImageUrl: optionalImageUrl,
  /** Hours before a session that players who have not answered are reminded; null: never. */
  reminderHours: z
    .number()
    .int('Enter whole hours')
    .min(1, 'Remind between 1 and 168 hours before')
    .max(168, 'Remind between 1 and 168 hours before')
    .nullable()
    .default(48),
  /** A player who has not answered a training counts as attending. */
  trainingsAttending: z.boolean().default(false),
});

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  sport: z.string(),
  category: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  establishedYear: z.number().nullable(),
  coachName: z.string().nullable(),
  coachPhone: z.string().nullable(),
  teamImageUrl: z.string().nullable(),
  reminderHours: z.number().nullable(),
  trainingsAttending: z.boolean(),
  playerCount: z.number().int(),
  createdAt: z.string(),
});

export const playerInputSchema = z.object({
  playerName: z.string().trim().min(1, 'Player name is required').max(120),
  position: optionalText(60),
  jerseyNumber: z
    .number()
    .int('Jersey number must be a whole number')
    .min(JERSEY_RANGE.min, `Jersey number must be between ${JERSEY_RANGE.min} and ${JERSEY_RANGE.max}`)
    .max(JERSEY_RANGE.max, `Jersey number must be between ${JERSEY_RANGE.min} and ${JERSEY_RANGE.max}`)
    .nullable()
    .optional()
    .transform((v) => v ?? null),
  dateJoined: optionalDate,
  dateOfBirth: optionalDate,
  bio: optionalText(2000),
  contactPhone: optionalPhoneNumber(),
  emergencyContact: optionalText(120),
  isActive: z.boolean().default(true),
  profileImageUrl: optionalImageUrl,
  /** A member account this player is (optional). */
  userId: z
    .string()
    .trim()
    .max(64)
    .nullable()
    .optional()
    .transform((v) => v || null),
  /** The club member this player is (optional): their guardians answer for them. */
  memberId: z
    .union([z.uuid('Choose a member'), z.literal(''), z.null()])
    .optional()
    .transform((v) => v || null),
});

export const playerSchema = z.object({
  id: z.string(),
  teamId: z.string(),
  userId: z.string().nullable(),
  memberId: z.string().nullable(),
  playerName: z.string(),
  position: z.string().nullable(),
  jerseyNumber: z.number().nullable(),
  dateJoined: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  bio: z.string().nullable(),
  contactPhone: z.string().nullable(),
  emergencyContact: z.string().nullable(),
  isActive: z.boolean(),
  profileImageUrl: z.string().nullable(),
});

/** What visitors see of a player: no phone numbers or emergency contacts. */
export const publicPlayerSchema = playerSchema.pick({
  id: true,
  playerName: true,
  position: true,
  jerseyNumber: true,
  bio: true,
  profileImageUrl: true,
});

export type TeamInput = z.input<typeof teamInputSchema>;
export type Team = z.infer<typeof teamSchema>;
export type PlayerInput = z.input<typeof playerInputSchema>;
export type Player = z.infer<typeof playerSchema>;
export type PublicPlayer = z.infer<typeof publicPlayerSchema>;

export const adminTeamsPageSchema = paginated(teamSchema).extend({
  stats: z.object({ total: z.number(), active: z.number(), senior: z.number(), sports: z.number() }),
});
export const teamRosterSchema = z.object({ team: teamSchema, players: z.array(publicPlayerSchema) });
export const accountOptionSchema = z.object({ userId: z.string(), fullName: z.string(), email: z.string() });
export const memberOptionSchema = z.object({ memberId: z.string(), fullName: z.string(), memberNumber: z.string() });
export type MemberOption = z.infer<typeof memberOptionSchema>;
export type AdminTeamsPage = z.infer<typeof adminTeamsPageSchema>;
export type TeamRoster = z.infer<typeof teamRosterSchema>;
export type AccountOption = z.infer<typeof accountOptionSchema>;

// ---- A team's schedule (issue 29) ----

export const SESSION_KINDS = ['training', 'match', 'other'] as const;
export type SessionKind = (typeof SESSION_KINDS)[number];
/** How far ahead a weekly session may repeat. */
export const WEEKLY_MAX_DAYS = 2 * 366;
/** The longest stretch of a schedule read at once. */
export const SCHEDULE_MAX_DAYS = 400;

const startsBefore = (start: string, end: string) => Date.parse(start) < Date.parse(end);

/** A training, match or other session of a team: once, or every week until a day (with days cancelled later). */
export const teamSessionInputSchema = z
  .strictObject({
    kind: z.enum(SESSION_KINDS, 'Choose training, match or other'),
    title: optionalText(120),
    startsAt: isoDateTime,
    endsAt: isoDateTime,
    meetAt: z
      .union([isoDateTime, z.literal(''), z.null()])
      .optional()
      .transform((value) => value || null),
    place: optionalText(200),
    opponent: optionalText(120),
    weeklyUntil: optionalDate,
  })
  .refine((session) => startsBefore(session.startsAt, session.endsAt), {
    message: 'The end must be after the start',
    path: ['endsAt'],
  })
  .refine((session) => !session.meetAt || Date.parse(session.meetAt) <= Date.parse(session.startsAt), {
    message: 'Meet before the start',
    path: ['meetAt'],
  })
  .refine(
    (session) =>
      !session.weeklyUntil ||
      (session.weeklyUntil >= session.startsAt.slice(0, 10) &&
        Date.parse(session.weeklyUntil) - Date.parse(session.startsAt.slice(0, 10)) <= WEEKLY_MAX_DAYS * 86_400_000),
    { message: 'Repeat until a day after the first, within two years', path: ['weeklyUntil'] },
  );
export type TeamSessionInput = z.input<typeof teamSessionInputSchema>;

export const scheduleQuery = z
  .strictObject({ from: isoDate.optional(), to: isoDate.optional() })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The period must end on or after the day it starts',
    path: ['to'],
  })
  .refine(
    (query) =>
      !query.from || !query.to || Date.parse(query.to) - Date.parse(query.from) <= SCHEDULE_MAX_DAYS * 86_400_000,
    { message: 'Ask for at most 400 days at once', path: ['to'] },
  );

/** One date of a session (a weekly one has one per week), cancelled or not. */
export const sessionOccurrenceSchema = z.object({
  sessionId: z.string(),
  /** The club day it takes place. */
  date: z.string(),
  kind: z.enum(SESSION_KINDS),
  title: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  meetAt: z.string().nullable(),
  place: z.string().nullable(),
  opponent: z.string().nullable(),
  weekly: z.boolean(),
  /** The session's first date and (weekly) its last: what changing it from this date starts from. */
  firstDate: z.string(),
  weeklyUntil: z.string().nullable(),
  cancelled: z.boolean(),
  /** Called off with the whole session (not this date alone). */
  seriesCancelled: z.boolean(),
  /** The coach has settled the squad: answers are closed. */
  squadLocked: z.boolean(),
});
export type SessionOccurrence = z.infer<typeof sessionOccurrenceSchema>;
export const teamScheduleSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(sessionOccurrenceSchema),
});
export type TeamSchedule = z.infer<typeof teamScheduleSchema>;

/** Cancel one date of a session (a weekly one goes on), or, with no date, the session and every date to come. */
export const cancelSessionSchema = z.strictObject({ date: isoDate.optional() });

export const SCHEDULE_MESSAGES = {
  teamNotFound: 'Team not found.',
  sessionNotFound: 'Session not found.',
  notADate: 'The session does not take place on that day.',
  alreadyCancelled: 'This is cancelled already.',
  notCancelled: 'This is not cancelled.',
  cancelledDate: 'This date is cancelled.',
  alreadyLocked: 'The squad for this date is settled already.',
  notLocked: 'The squad for this date is open.',
} as const;

export const SCHEDULE_DONE = {
  added: 'Added to the schedule.',
  changed: 'Session changed.',
  dateCancelled: 'That date is cancelled.',
  cancelled: 'Session cancelled, with every date to come.',
  restored: 'Back on the schedule.',
  locked: 'Squad settled: answers for this date are closed.',
  unlocked: 'Answers for this date are open again.',
} as const;

const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time');
const optionalTime = z.union([timeOfDay, z.literal('')]).optional();

/** The screen's form for a session: a day and times of day, club time (see sessionFromForm). */
export const sessionFormSchema = z
  .object({
    kind: z.enum(SESSION_KINDS, 'Choose training, match or other'),
    title: optionalText(120),
    date: isoDate,
    startTime: timeOfDay,
    endTime: timeOfDay,
    meetTime: optionalTime,
    place: optionalText(200),
    opponent: optionalText(120),
    weeklyUntil: z.union([isoDate, z.literal('')]).optional(),
  })
  .refine((form) => form.startTime < form.endTime, { message: 'The end must be after the start', path: ['endTime'] })
  .refine((form) => !form.meetTime || form.meetTime <= form.startTime, {
    message: 'Meet before the start',
    path: ['meetTime'],
  })
  .refine((form) => !form.weeklyUntil || form.weeklyUntil >= form.date, {
    message: 'Repeat until a day after the first, within two years',
    path: ['weeklyUntil'],
  });
export type SessionForm = z.input<typeof sessionFormSchema>;

/** A session on the schedule as the form shows it to be changed: its first date, its times of day (club time). */
export function sessionToForm(occurrence: SessionOccurrence): SessionForm {
  return {
    kind: occurrence.kind,
    title: occurrence.title ?? '',
    date: occurrence.firstDate,
    startTime: clubTimeOfDay(occurrence.startsAt),
    endTime: clubTimeOfDay(occurrence.endsAt),
    meetTime: occurrence.meetAt ? clubTimeOfDay(occurrence.meetAt) : '',
    place: occurrence.place ?? '',
    opponent: occurrence.opponent ?? '',
    weeklyUntil: occurrence.weeklyUntil ?? '',
  };
}

/** The form's session as the API takes it (the club's time is UTC+5 all year). */
export function sessionFromForm(form: z.output<typeof sessionFormSchema>): TeamSessionInput {
  const at = (time: string) => `${form.date}T${time}:00+05:00`;
  return {
    kind: form.kind,
    title: form.title,
    startsAt: at(form.startTime),
    endsAt: at(form.endTime),
    meetAt: form.meetTime ? at(form.meetTime) : null,
    place: form.place,
    opponent: form.kind === 'match' ? form.opponent : undefined,
    weeklyUntil: form.weeklyUntil || null,
  };
}

export const SESSION_ANSWERS = ['available', 'unavailable', 'maybe'] as const;
export type SessionAnswer = (typeof SESSION_ANSWERS)[number];

/** A player's answer for one date of a session. */
export const sessionAnswerInputSchema = z.strictObject({
  date: isoDate,
  playerId: z.uuid('Choose the player'),
  answer: z.enum(SESSION_ANSWERS, 'Answer available, unavailable or maybe'),
  note: optionalText(300),
});
export type SessionAnswerInput = z.input<typeof sessionAnswerInputSchema>;

const answerSchema = z.object({ answer: z.enum(SESSION_ANSWERS), note: z.string().nullable() }).nullable();

/** The signed-in player's sessions (their teams'), each with their answer. */
export const myScheduleSchema = z.object({
  from: z.string(),
  to: z.string(),
  items: z.array(
    z.object({
      team: z.object({ id: z.string(), name: z.string() }),
      playerId: z.string(),
      playerName: z.string(),
      /** A child the reader is guardian of, not the reader. */
      forChild: z.boolean(),
      occurrence: sessionOccurrenceSchema,
      answer: answerSchema,
      /** A training of a team where no answer counts as attending. */
      attendingByDefault: z.boolean(),
    }),
  ),
});
export type MySchedule = z.infer<typeof myScheduleSchema>;

export const answersQuery = z.strictObject({ date: isoDate });

/** Who answered for one date of a session, and who did not yet: every active player of the team. */
export const sessionAnswersSchema = z.array(
  z.object({ playerId: z.string(), playerName: z.string(), answer: answerSchema, attendingByDefault: z.boolean() }),
);
export type SessionAnswers = z.infer<typeof sessionAnswersSchema>;

/** Remind, now, whoever answers for the players who have not answered for one date. */
export const remindSchema = z.strictObject({ date: isoDate });
export const remindResultSchema = z.object({ ok: z.literal(true), message: z.string(), sent: z.number().int() });
export type RemindResult = z.infer<typeof remindResultSchema>;

export const ANSWER_MESSAGES = {
  reminded: 'Reminders sent to whoever answers for the players who have not.',
  nobodyToRemind: 'Nobody to remind: everyone has answered, was reminded already, or has no account.',
  pastDate: 'This date has begun: there is nobody to remind.',
  notYourPlayer: 'You answer for yourself and your children only.',
  cancelledDate: SCHEDULE_MESSAGES.cancelledDate,
  squadLocked: 'The coach has settled the squad for this date: speak to the coach.',
  notInTeam: 'This player is not in the team.',
  linkExpired: 'This link has expired: the session has begun, or you no longer answer for this player.',
  saved: 'Answer saved.',
} as const;

/** Settle the squad for one date (answers close), or open it again. */
export const lockSquadSchema = z.strictObject({ date: isoDate, locked: z.boolean() });

/** What an answer link from a reminder email is for, and the answer given so far. */
export const answerLinkSchema = z.object({
  playerName: z.string(),
  team: z.object({ id: z.string(), name: z.string() }),
  occurrence: sessionOccurrenceSchema,
  answer: answerSchema,
});
export type AnswerLink = z.infer<typeof answerLinkSchema>;
export const answerLinkInputSchema = sessionAnswerInputSchema.pick({ answer: true, note: true });

// ---- The attendance register (issue 29) ----

/** The most marks sent at once (a device's outbox replays in batches of this size). */
export const ATTENDANCE_BATCH = 200;

/** One mark of the register, as the device made it: its own id (sent again, it changes nothing) and moment. */
/** Said of a mark beside present or absent: came late (present), or excused (absent). */
export const ATTENDANCE_REASONS = ['late', 'excused'] as const;
export type AttendanceReason = (typeof ATTENDANCE_REASONS)[number];

export const attendanceMarkSchema = z
  .strictObject({
    clientId: z.uuid('Not a valid id'),
    date: isoDate,
    playerId: z.uuid('Choose the player'),
    present: z.boolean(),
    /** Late goes with present, excused with absent; none when left out. */
    reason: z.enum(ATTENDANCE_REASONS).nullable().default(null),
    markedAt: isoDateTime,
  })
  .refine((mark) => mark.reason === null || (mark.reason === 'late') === mark.present, {
    message: 'Late is for a player present, excused for one absent',
    path: ['reason'],
  });
export type AttendanceMark = z.input<typeof attendanceMarkSchema>;
export const attendanceMarksSchema = z.strictObject({
  marks: z.array(attendanceMarkSchema).min(1).max(ATTENDANCE_BATCH, 'Send at most 200 marks at once'),
});

/**
 * One date's register: every active player, present, absent or not marked; with their answer for the date (and
 * its note) and, this season up to the date, how often they were marked present of the times marked.
 */
export const attendanceRegisterSchema = z.array(
  z.object({
    playerId: z.string(),
    playerName: z.string(),
    present: z.boolean().nullable(),
    reason: z.enum(ATTENDANCE_REASONS).nullable(),
    answer: z.enum(SESSION_ANSWERS).nullable(),
    note: z.string().nullable(),
    season: z.object({ present: z.number(), marked: z.number() }),
  }),
);
export type AttendanceRegister = z.infer<typeof attendanceRegisterSchema>;

export const attendanceReportQuery = z
  .strictObject({ from: isoDate, to: isoDate, player: z.uuid('Not a valid id').optional() })
  .refine((query) => query.from <= query.to, {
    message: 'The period must end on or after the day it starts',
    path: ['to'],
  })
  .refine((query) => Date.parse(query.to) - Date.parse(query.from) <= SCHEDULE_MAX_DAYS * 86_400_000, {
    message: 'Ask for at most 400 days at once',
    path: ['to'],
  });

/** A team's attendance over a period: its dates (not called off, up to today), and per player what was marked. */
export const attendanceReportSchema = z.object({
  team: z.object({ id: z.string(), name: z.string() }),
  from: z.string(),
  to: z.string(),
  dates: z.array(z.object({ sessionId: z.string(), date: z.string(), kind: z.enum(SESSION_KINDS) })),
  players: z.array(
    z.object({
      playerId: z.string(),
      playerName: z.string(),
      /** Per date, in the order of `dates`: present, absent, or not marked. */
      marks: z.array(z.boolean().nullable()),
      /** Per date, as `marks`: present but late, absent but excused, or neither. */
      reasons: z.array(z.enum(ATTENDANCE_REASONS).nullable()),
      present: z.number().int(),
      absent: z.number().int(),
      late: z.number().int(),
      excused: z.number().int(),
    }),
  ),
});
export type AttendanceReport = z.infer<typeof attendanceReportSchema>;

export const ATTENDANCE_MESSAGES = {
  saved: 'Register saved.',
  notInTeam: 'A player marked is not in the team.',
} as const;

// ---- Calendar links (issue 29) ----

/** Whether a calendar link is live (its address is shown once, when made). */
export const calendarFeedStatusSchema = z.object({ active: z.boolean(), createdAt: z.string().nullable() });
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusSchema>;
/** A new calendar link: the https address, and the webcal one that opens a phone's calendar app to subscribe. */
export const calendarFeedLinkSchema = z.object({ url: z.string(), webcal: z.string() });
export type CalendarFeedLink = z.infer<typeof calendarFeedLinkSchema>;

export const FEED_MESSAGES = {
  notFound: 'This calendar link has been stopped or replaced.',
  noLink: 'There is no calendar link to stop.',
} as const;

// ---- Notices to a team (issue 29) ----

export const teamNoticeInputSchema = z.strictObject({
  body: z.string().trim().min(1, 'Write the notice').max(2000, 'Keep the notice under 2,000 characters'),
});
export type TeamNoticeInput = z.input<typeof teamNoticeInputSchema>;
export const teamNoticeSchema = z.object({
  id: z.string(),
  team: z.object({ id: z.string(), name: z.string() }),
  body: z.string(),
  mailed: z.number().int(),
  createdAt: z.string(),
});
export type TeamNotice = z.infer<typeof teamNoticeSchema>;
export const noticeSentSchema = z.object({ ok: z.literal(true), message: z.string(), notice: teamNoticeSchema });
export type NoticeSent = z.infer<typeof noticeSentSchema>;
export const NOTICE_MESSAGES = { sent: 'Notice sent to the team.' } as const;
