// Benchmark: the "who has paid" list and the expiry list with 20,000 members over 5 seasons, on PGlite
// (and on Postgres too when BENCH_DATABASE_URL names a server where databases may be created).
// Seeds the demo data, bulk-inserts 20,000 members with a membership in each of the last five seasons (most
// paid, some pending, a share lapsed; every fifth a child in the academy with a guardian's account), restarts the
// server and times the pages as staff would load them.
// Then the daily reminder run as it would go on the 1st of December (the current season ends on the 31st: every
// paid member of it is due a reminder), through `npm run reminders`.
// Usage: npm run bench:members   (budgets: first page under 100 ms; the reminder run under 30 s)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { onScratchPostgres, signInCookie, startBenchServer, timeRequests } from './bench-server.mjs';

const PORT = 3293;
const PASSWORD = 'bench-pass';
const MEMBERS = 20_000;
const SEASONS = 5;
const BUDGET_MS = 100;
const REMINDER_BUDGET_S = 30;
const base = `http://127.0.0.1:${PORT}`;

/**
 * 20,000 members, each in the last five seasons (calendar years): paid but for every seventh, a tenth gone after
 * two seasons. Loaded with the triggers off (the payments' applications are not part of the benchmark).
 */
const bulkSql = (thisYear) => `
  set session_replication_role = replica;
  insert into "user" (id, name, email, email_verified)
  select 'bench-member-' || i, 'Member ' || i, 'member' || i || '@bench.test', true from generate_series(1, ${MEMBERS}) as s(i);
  insert into members (id, user_id, member_number, full_name, id_card_number, date_of_birth, atoll_island, mobile_number)
  select md5('member' || i)::uuid, case when i % 5 <> 0 then 'bench-member-' || i end, 'M-' || lpad(i::text, 5, '0'),
    (array['Ahmed','Mohamed','Ibrahim','Aishath','Mariyam','Fathimath','Hassan','Ali','Hawwa','Yoosuf'])[1 + i % 10] || ' ' ||
      (array['Rasheed','Naseem','Shareef','Zahir','Nashid','Waheed','Faiz','Latheef','Saeed','Manik'])[1 + (i / 10) % 10] || ' ' || i,
    'B' || lpad(i::text, 6, '0'), date '1960-01-01' + (i % 15000),
    (array['K. Male','S. Hithadhoo','Lh. Naifaru','GDh. Thinadhoo','Ha. Dhidhdhoo'])[1 + i % 5],
    '+9607' || lpad((i % 1000000)::text, 6, '0')
  from generate_series(1, ${MEMBERS}) as s(i);
  insert into payment_records (id, registration_type, registration_id, amount, payment_method, receipt_number, payment_date)
  select md5('pay' || i || '-' || y)::uuid, 'membership', md5('application' || i || '-' || y)::uuid, 500, 'cash',
    'BENCH-' || y || '-' || i, make_date(y, 1 + i % 12, 1 + i % 28)
  from generate_series(1, ${MEMBERS}) as s(i), generate_series(${thisYear - SEASONS + 1}, ${thisYear}) as years(y)
  where i % 7 <> 0 and not (i % 10 = 0 and y > ${thisYear - SEASONS + 2});
  insert into member_guardians (member_id, user_id)
  select md5('member' || i)::uuid, 'bench-member-' || (i - 1) from generate_series(5, ${MEMBERS}, 5) as s(i);
  insert into memberships (member_id, season, plan, sport, amount, starts_on, ends_on, status, payment_id, paid_amount)
  select md5('member' || i)::uuid, y,
    case when i % 5 = 0 then 'academy' else (array['regular','student','family','corporate'])[1 + i % 4] end,
    case when i % 5 = 0 then (array['Football','Swimming','Badminton','Volleyball'])[1 + (i / 5) % 4] end, 500,
    make_date(y, 1, 1), make_date(y, 12, 31),
    case when i % 7 = 0 then 'pending_payment' else 'active' end,
    case when i % 7 = 0 then null else md5('pay' || i || '-' || y)::uuid end,
    case when i % 7 = 0 then null else 500 end
  from generate_series(1, ${MEMBERS}) as s(i), generate_series(${thisYear - SEASONS + 1}, ${thisYear}) as years(y)
  where not (i % 10 = 0 and y > ${thisYear - SEASONS + 2});
  update memberships m set renewed = true
    where exists (select 1 from memberships later where later.member_id = m.member_id and later.season > m.season);
  set session_replication_role = origin;
  analyze;
`;

async function timeLists(label, startServer) {
  const server = await startServer();
  try {
    const cookie = await signInCookie(base, 'admin@example.com', PASSWORD);
    const list = `${base}/api/admin/members`;
    const last = new Date().getFullYear() - SEASONS + 2;
    let over = 0;
    process.stdout.write(`\n${label}\n`);
    for (const [name, url, budgeted] of [
      ['who has paid, first page', `${list}?page=1`, true],
      ['who has paid, page 500', `${list}?page=500`, false],
      ['expiry list (30 days), first page', `${list}?status=expiring`, true],
      ['lapsed in an old season, first page', `${list}?season=${last}&status=lapsed`, true],
      ['pending payment, student plan', `${list}?status=pending_payment&plan=student`, true],
      ['academy, Swimming', `${list}?sport=Swimming`, true],
      ['atoll "Naifaru"', `${list}?atoll=Naifaru`, true],
      ['search "Hawwa Zahir"', `${list}?search=${encodeURIComponent('Hawwa Zahir')}`, true],
      ['CSV of the season', `${list}/export.csv`, false],
    ]) {
      const result = await timeRequests(url, cookie, 11);
      const miss = budgeted && Number(result.median) > BUDGET_MS;
      if (miss) over++;
      process.stdout.write(
        `${name.padEnd(38)} median ${result.median} ms, p95 ${result.p95} ms, max ${result.max} ms` +
          `${result.total === undefined ? '' : ` (${result.total} matches)`}${miss ? '  OVER BUDGET' : ''}\n`,
      );
    }
    return over;
  } finally {
    await server.stop();
  }
}

const thisYear = new Date().getFullYear();
let over = 0;

/** The reminder run of one day, with the server stopped (the embedded database is one process's). */
function timeReminderRun(label, env) {
  const started = performance.now();
  const output = execFileSync('node', ['apps/server/dist/reminders-cli.js', '--day', `${thisYear}-12-01`], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
  });
  const seconds = (performance.now() - started) / 1000;
  const miss = seconds > REMINDER_BUDGET_S;
  if (miss) over++;
  process.stdout.write(
    `${label}: reminder run ${seconds.toFixed(1)} s with start-up (${output.trim()})${miss ? '  OVER BUDGET' : ''}\n`,
  );
}

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-members-'));
try {
  const env = { PORT: String(PORT), DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD };
  await (await startBenchServer(env)).stop(); // creates, migrates and seeds the database
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const started = performance.now();
  await db.exec(bulkSql(thisYear));
  const counted = await db.query('select count(*)::int as n from memberships');
  await db.close();
  process.stdout.write(
    `PGlite: ${MEMBERS} members, ${counted.rows[0].n} memberships over ${SEASONS} seasons, inserted in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
  );
  over += await timeLists('PGlite (the embedded default)', () => startBenchServer(env));
  timeReminderRun('PGlite', env);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await onScratchPostgres(async (url) => {
  const scratch = mkdtempSync(join(tmpdir(), 'club-bench-members-pg-'));
  try {
    const env = { PORT: String(PORT), DATA_DIR: scratch, DEMO_PASSWORD: PASSWORD, DATABASE_URL: url };
    await (await startBenchServer(env)).stop();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(bulkSql(thisYear));
    await client.end();
    over += await timeLists('Postgres', () => startBenchServer(env));
    timeReminderRun('Postgres', env);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

process.stdout.write(
  `\nBudgets: first pages under ${BUDGET_MS} ms (median of 11), the reminder run under ${REMINDER_BUDGET_S} s. ${over ? `${over} over.` : 'All within.'}\n`,
);
process.exitCode = over ? 1 : 0;
