// Benchmark: a team's schedule with 40 teams, each with three weekly sessions over two years and a match most
// weeks (with some weeks called off), on PGlite. Times the schedule page's default four weeks and the longest
// stretch the API gives (400 days); and the attendance report of a season (25 players a team, every one marked
// at every session held in 2026 so far: 186,000 marks in all). Budget: under 100 ms each. Usage: npm run bench:schedule
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { signInCookie, startBenchServer, timeRequests } from './bench-server.mjs';

const PORT = 3297;
const TEAMS = 40;
const PLAYERS = 25;
const BUDGET_MS = 100;
const base = `http://127.0.0.1:${PORT}`;
const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-schedule-'));
const env = { PORT: String(PORT), DATA_DIR: dataDir, DEMO_PASSWORD: 'bench-pass' };

/** 40 teams; each: training Monday, Wednesday and Friday every week for two years, a match on 90 Saturdays. */
const seedSql = `
  insert into teams (name, sport, category)
  select 'Bench team ' || t, 'Football', 'senior' from generate_series(1, ${TEAMS}) t;
  insert into team_sessions (team_id, kind, starts_at, ends_at, place, weekly_until, cancelled_dates)
  select (select id from teams where name = 'Bench team ' || t), 'training',
    timestamptz '2026-01-05 17:00+05' + make_interval(days => d), timestamptz '2026-01-05 19:00+05' + make_interval(days => d),
    'Ground ' || t, date '2027-12-31', array[date '2026-03-02' + d, date '2026-12-28' + d]
  from generate_series(1, ${TEAMS}) t cross join (values (0), (2), (4)) as days(d);
  insert into team_sessions (team_id, kind, starts_at, ends_at, place, opponent)
  select (select id from teams where name = 'Bench team ' || t), 'match',
    timestamptz '2026-01-10 16:00+05' + make_interval(days => 7 * w), timestamptz '2026-01-10 17:30+05' + make_interval(days => 7 * w),
    'Stadium', 'Opponent ' || w
  from generate_series(1, ${TEAMS}) t cross join generate_series(0, 89) w;
  insert into team_players (team_id, player_name, jersey_number)
  select t.id, 'Player ' || n, n from teams t cross join generate_series(1, ${PLAYERS}) n where t.name like 'Bench team %';
  -- Every player marked at every training and match held in 2026 up to today (most present).
  insert into session_attendance (session_id, date, player_id, present, client_id, marked_at)
  select s.id, (o.at at time zone 'Indian/Maldives')::date, p.id, (hashtext(p.id::text || o.at::text) % 5) <> 0,
    gen_random_uuid(), o.at
  from team_sessions s
  cross join lateral (select s.starts_at + make_interval(days => 7 * n) as at
    from generate_series(0, case when s.weekly_until is null then 0 else 51 end) n) o
  join team_players p on p.team_id = s.team_id
  where o.at < least(now(), timestamptz '2027-01-01 00:00+05');
  analyze;
`;

let over = 0;
try {
  await (await startBenchServer(env)).stop(); // creates, migrates and seeds the database
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  await db.exec(seedSql);
  const counted = await db.query('select count(*)::int as n from team_sessions');
  const marks = await db.query('select count(*)::int as n from session_attendance');
  await db.close();
  const server = await startBenchServer(env);
  try {
    const teams = await (await fetch(`${base}/api/teams`)).json();
    const teamId = teams.find((each) => each.name === 'Bench team 17')?.id;
    if (!teamId) throw new Error('no bench team');
    process.stdout.write(`${counted.rows[0].n} sessions for ${TEAMS} teams, ${marks.rows[0].n} attendance marks\n`);
    for (const [label, query] of [
      ['four weeks from today (the team page)', ''],
      ['four weeks in 2027', '?from=2027-06-01&to=2027-06-28'],
      ['400 days', '?from=2026-06-01&to=2027-07-05'],
    ]) {
      const url = `${base}/api/teams/${teamId}/schedule${query}`;
      const first = await (await fetch(url)).json();
      if (!first.items) throw new Error(`${url}: ${JSON.stringify(first)}`);
      const items = first.items.length;
      const result = await timeRequests(url, '');
      const miss = Number(result.median) > BUDGET_MS;
      over += miss ? 1 : 0;
      process.stdout.write(
        `${label.padEnd(40)} ${String(items).padStart(4)} dates  median ${result.median} ms, p95 ${result.p95} ms${miss ? '  OVER BUDGET' : ''}\n`,
      );
    }
    const cookie = await signInCookie(base, 'admin@example.com', 'bench-pass');
    const url = `${base}/api/admin/teams/${teamId}/attendance?from=2026-01-01&to=2026-12-31`;
    const report = await (await fetch(url, { headers: { cookie } })).json();
    if (!report.players) throw new Error(`${url}: ${JSON.stringify(report)}`);
    const result = await timeRequests(url, cookie);
    const miss = Number(result.median) > BUDGET_MS;
    over += miss ? 1 : 0;
    process.stdout.write(
      `${'attendance, season 2026 (one team)'.padEnd(40)} ${String(report.dates.length).padStart(4)} dates x ${report.players.length} players  median ${result.median} ms, p95 ${result.p95} ms${miss ? '  OVER BUDGET' : ''}\n`,
    );
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
process.stdout.write(`\nBudget: each under ${BUDGET_MS} ms. ${over ? `${over} over.` : 'Within.'}\n`);
process.exitCode = over ? 1 : 0;
