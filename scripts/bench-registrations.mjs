// Benchmark: staff registration lists with 50,000 membership registrations on PGlite.
// Creates a fresh DATA_DIR, seeds the demo data, bulk-inserts 50,000 registrations (and 20,000
// payments) straight into the database, restarts the server and times the first page and searches
// as the admin would load them. Usage: npm run bench:registrations
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { signInCookie, startBenchServer, timeRequests } from './bench-server.mjs';

const PORT = 3292;
const PASSWORD = 'bench-pass';
const ROWS = 50_000;
const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-reg-'));
const base = `http://127.0.0.1:${PORT}`;

const startServer = () => startBenchServer({ PORT: String(PORT), DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD });
const stop = (server) => server.stop();

async function bulkInsert() {
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  const started = performance.now();
  await db.exec(`
    insert into membership_registrations
      (form_number, full_name, permanent_address, id_card_number, date_of_birth, atoll_island, mobile_number, id_card_file, created_at)
    select
      'MEM-2026-' || lpad(i::text, 6, '0'),
      (array['Ahmed','Mohamed','Ibrahim','Aishath','Mariyam','Fathimath','Hassan','Ali','Hawwa','Yoosuf'])[1 + i % 10] || ' ' ||
        (array['Rasheed','Naseem','Shareef','Zahir','Nashid','Waheed','Faiz','Latheef','Saeed','Manik'])[1 + (i / 10) % 10] || ' ' || i,
      'House ' || i || ', Male',
      'A' || lpad(i::text, 6, '0'),
      date '1960-01-01' + (i % 15000),
      'K. Male',
      '+960 7' || lpad((i % 1000000)::text, 6, '0'),
      '00000000-0000-4000-8000-' || lpad(i::text, 12, '0') || '.png',
      now() - (i || ' minutes')::interval
    from generate_series(1, ${ROWS}) as s(i);
    insert into payment_records (registration_type, registration_id, amount, payment_method, receipt_number)
    select 'membership', id, 500, 'cash', 'BENCH-' || form_number
    from membership_registrations where form_number like 'MEM-2026-%' and right(form_number, 1) in ('0', '2', '5', '7');
    analyze;
  `);
  const count = await db.query('select count(*)::int as n from membership_registrations');
  const paid = await db.query('select count(*)::int as n from payment_records');
  await db.close();
  return { seconds: (performance.now() - started) / 1000, registrations: count.rows[0].n, payments: paid.rows[0].n };
}

try {
  await stop(await startServer()); // creates, migrates and seeds the database
  const inserted = await bulkInsert();
  process.stdout.write(
    `Inserted ${inserted.registrations} registrations and ${inserted.payments} payments in ${inserted.seconds.toFixed(1)} s\n`,
  );
  const server = await startServer();
  try {
    const cookie = await signInCookie(base, 'admin@example.com', PASSWORD);
    const list = `${base}/api/admin/registrations/membership`;
    for (const [label, url] of [
      ['first page', `${list}?page=1&pageSize=20`],
      ['page 500', `${list}?page=500&pageSize=20`],
      ['sorted by name, first page', `${list}?page=1&pageSize=20&sort=name`],
      ['sorted by name, last first, page 100', `${list}?page=100&pageSize=20&sort=name&dir=desc`],
      ['sorted by form number, first page', `${list}?page=1&pageSize=20&sort=form`],
      ['oldest first, first page', `${list}?page=1&pageSize=20&sort=submitted`],
      ['search by name "Hawwa Zahir"', `${list}?search=${encodeURIComponent('Hawwa Zahir')}`],
      ['search by form number "MEM-2026-04242"', `${list}?search=MEM-2026-04242`],
      ['search by mobile "7012345"', `${list}?search=7012345`],
      ['search with no match', `${list}?search=zzzz`],
    ]) {
      const result = await timeRequests(url, cookie);
      process.stdout.write(
        `${label.padEnd(40)} median ${result.median} ms, p95 ${result.p95} ms, max ${result.max} ms (${result.total} matches)\n`,
      );
    }
  } finally {
    await stop(server);
  }
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
