// Benchmark: the finance screen with 100,000 journal lines over 3 years on PGlite. Creates a fresh
// DATA_DIR, lets the server migrate and seed it, bulk-inserts 50,000 balanced two-line entries straight
// into the database, restarts the server and times each report and the first journal page as the
// treasurer would load them. Budget: each under 200 ms. Usage: npm run bench:finance
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { balancedJournalSql, signInCookie, startBenchServer, timeRequests } from './bench-server.mjs';

const PORT = 3298;
const PASSWORD = 'bench-pass';
const ENTRIES = 50_000;
const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-fin-'));
const base = `http://127.0.0.1:${PORT}`;
const startServer = () => startBenchServer({ PORT: String(PORT), DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD });

async function bulkInsert() {
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const started = performance.now();
  await db.exec(`
    ${balancedJournalSql(ENTRIES)}
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
