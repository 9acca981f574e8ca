import { CLUB } from '@club/shared';
import { type SQL, sql } from 'drizzle-orm';

/** The first instant of a club day. */
export const midnight = (day: string) => sql`(${day}::date)::timestamp at time zone ${CLUB.timeZone}`;
/** The club day an instant falls on. */
export const clubDate = (instant: SQL) => sql`(${instant} at time zone ${CLUB.timeZone})::date`;

const WEEK_SECONDS = 604_800;

/**
 * The dates (`o.starts_at`, `o.day`) of each session `s` from the instant `start` up to before `end`: a weekly
 * session's week after week (from its first date, never past its last), a one-off's once. The weeks in the
 * stretch are counted, not searched. Goes after `from team_sessions s`; `end` may name the session's row.
 */
export const sessionDates = (start: SQL, end: SQL) => sql`
  cross join lateral generate_series(
    greatest(0, ceil(extract(epoch from (${start} - s.starts_at)) / ${WEEK_SECONDS}))::int,
    (ceil(extract(epoch from (least(${end}, case when s.weekly_until is null then s.starts_at + interval '1 second'
      else (s.weekly_until + 1)::timestamp at time zone ${CLUB.timeZone} end) - s.starts_at)) / ${WEEK_SECONDS}) - 1)::int
  ) as n
  cross join lateral (select s.starts_at + make_interval(days => 7 * n) as starts_at) o0
  cross join lateral (select o0.starts_at, ${clubDate(sql`o0.starts_at`)} as day) o`;
