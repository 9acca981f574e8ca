// Benchmark: the finance screen with 100,000 journal lines over 3 years on PGlite. Creates a fresh
// DATA_DIR, lets the server migrate and seed it, bulk-inserts 50,000 balanced two-line entries straight
// into the database, restarts the server and times each report and the first journal page as the
// treasurer would load them. Budget: each under 200 ms. Usage: npm run bench:finance
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { signInCookie, startBenchServer, timeRequests } from './bench-server.mjs';

const PORT = 3298;
const PASSWORD = 'bench-pass';
const ENTRIES = 50_000;
const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-fin-'));
const base = `http://127.0.0.1:${PORT}`;
const startServer = () => startBenchServer({ PORT: String(PORT), DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD });

async function bulkInsert() {
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const started = performance.now();
  // Every pair is balanced by construction; the balance triggers are off for the bulk load only.
  await db.exec(`
    set session_replication_role = replica;
    create temporary table pairs as
      select row_number() over () as n, d.id as debit_account, c.id as credit_account
      from chart_of_accounts d cross join chart_of_accounts c where d.id <> c.id;
    insert into journal_entries (id, entry_number, transaction_date, description, reference_number)
    select md5('entry' || i)::uuid, 'BENCH-' || lpad(i::text, 6, '0'), date '2024-01-01' + (i * 7919 % 1096),
      'Bench entry ' || i, 'REF-' || i
    from generate_series(1, ${ENTRIES}) as s(i);
    insert into journal_entry_lines (journal_entry_id, line_number, account_id, debit_amount, credit_amount)
    select md5('entry' || i)::uuid, side, case side when 1 then p.debit_account else p.credit_account end,
      case side when 1 then (i * 37 % 100000) / 100.0 + 1 else 0 end,
      case side when 2 then (i * 37 % 100000) / 100.0 + 1 else 0 end
    from generate_series(1, ${ENTRIES}) as s(i)
    cross join (values (1), (2)) as sides(side)
    join pairs p on p.n = 1 + i % (select count(*) from pairs);
    set session_replication_role = origin;
    analyze;
  `);
  const lines = await db.query('select count(*)::int as n from journal_entry_lines');
  const unbalanced = await db.query(`select count(*)::int as n from (select journal_entry_id from journal_entry_lines
    group by journal_entry_id having sum(debit_amount) <> sum(credit_amount)) t`);
  await db.close();
  return { seconds: (performance.now() - started) / 1000, lines: lines.rows[0].n, unbalanced: unbalanced.rows[0].n };
}

try {
  await (await startServer()).stop(); // creates, migrates and seeds the database
  const inserted = await bulkInsert();
  process.stdout.write(
    `Inserted ${inserted.lines.toLocaleString('en')} journal lines (${inserted.unbalanced} unbalanced entries) in ${inserted.seconds.toFixed(1)} s\n`,
  );
  const server = await startServer();
  try {
    const cookie = await signInCookie(base, 'admin@example.com', PASSWORD);
    const api = `${base}/api/admin/finance`;
    for (const [label, url] of [
      ['summary cards', `${api}/summary`],
      ['first journal page', `${api}/journal?page=1&pageSize=20`],
      ['journal search "Bench entry 4242"', `${api}/journal?search=${encodeURIComponent('Bench entry 4242')}`],
      ['reports, all 3 years', `${api}/reports`],
      ['reports, 2025', `${api}/reports?from=2025-01-01&to=2025-12-31`],
      ['reports, one month', `${api}/reports?from=2026-03-01&to=2026-03-31`],
      ['Export All CSV, 2025', `${api}/reports.csv?from=2025-01-01&to=2025-12-31`],
      ['chart of accounts', `${api}/accounts`],
    ]) {
      const result = await timeRequests(url, cookie);
      process.stdout.write(
        `${label.padEnd(36)} median ${result.median} ms, p95 ${result.p95} ms, max ${result.max} ms\n`,
      );
    }
  } finally {
    await server.stop();
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
