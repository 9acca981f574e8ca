// Benchmark: backup and restore of a season's records on PGlite: 50,000 registrations, 5,000 balanced
// journal entries and 2,000 stored files (20 to 60 KB of incompressible bytes each, as scans are). Times a
// backup started from the backend API while public pages are under load (their p99 during the backup,
// against the same load without one), the archive's size, and a restore into an empty data folder with
// `npm run restore`. With BENCH_DATABASE_URL (a Postgres server where databases may be created), the same on
// Postgres, one server process, restored into a second scratch database. Usage: npm run bench:backup
import { execFileSync } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import autocannon from 'autocannon';
import pg from 'pg';
import { balancedJournalSql, onScratchPostgres, signInCookie, startBenchServer } from './bench-server.mjs';

const PORT = 3295;
const PASSWORD = 'bench-pass';
const REGISTRATIONS = 50_000;
const ENTRIES = 5_000;
const FILES = 2_000;
const base = `http://127.0.0.1:${PORT}`;
const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** Runs SQL on the portal's database: the embedded one in `dataDir`, or Postgres at `databaseUrl`. */
async function execute(dataDir, databaseUrl, statements) {
  if (databaseUrl) {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(statements);
    await client.end();
    return;
  }
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  await db.exec(statements);
  await db.close();
}

async function bulkInsert(dataDir, databaseUrl) {
  await execute(
    dataDir,
    databaseUrl,
    `
    insert into membership_registrations
      (form_number, full_name, permanent_address, id_card_number, date_of_birth, atoll_island, mobile_number, id_card_file)
    select 'MEM-2026-' || lpad(i::text, 6, '0'), 'Member ' || i, 'House ' || i || ', Male', 'A' || lpad(i::text, 6, '0'),
      date '1960-01-01' + (i % 15000), 'K. Male', '+960 7' || lpad((i % 1000000)::text, 6, '0'),
      '00000000-0000-4000-8000-' || lpad(i::text, 12, '0') || '.png'
    from generate_series(1, ${REGISTRATIONS}) as s(i);
    ${balancedJournalSql(ENTRIES)}
    analyze;
  `,
  );
  const folder = join(dataDir, 'storage/private/archive-documents');
  mkdirSync(folder, { recursive: true });
  let bytes = 0;
  for (let i = 0; i < FILES; i++) {
    const data = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(20_000 + (i % 41) * 1000)]);
    writeFileSync(join(folder, `${randomUUID()}.pdf`), data);
    bytes += data.length;
  }
  return bytes;
}

/** Load on a public address (50 connections) until `stop()`: its latency percentiles. */
function loadPublicPages(path) {
  const instance = autocannon({ url: `${base}${path}`, connections: 50, duration: 600 });
  const result = new Promise((resolve) => instance.on('done', resolve));
  return {
    stop: async () => {
      instance.stop();
      return result;
    },
  };
}

const waitFor = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function run(label, databaseUrl, restoreUrl) {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-backup-'));
  const restoreDir = mkdtempSync(join(tmpdir(), 'club-bench-restore-'));
  const env = { DATABASE_URL: databaseUrl ?? '', WORKERS: '1' };
  const startServer = () =>
    startBenchServer({
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_PASSWORD: PASSWORD,
      BACKUP_SCHEDULER: 'false',
      ...env,
    });
  process.stdout.write(`\n${label}\n`);
  try {
    await (await startServer()).stop(); // creates, migrates and seeds the database
    const fileBytes = await bulkInsert(dataDir, databaseUrl);
    process.stdout.write(
      `Seeded ${REGISTRATIONS} registrations, ${ENTRIES} journal entries, ${FILES} files (${mb(fileBytes)})\n`,
    );
    const server = await startServer();
    let archive;
    try {
      const cookie = await signInCookie(base, 'admin@example.com', PASSWORD);
      const headers = { cookie, origin: base };
      await fetch(`${base}/`); // warm the page cache
      // The home page is served from memory; the events list asks the database on every request, so it
      // shows the moments the embedded database is busy with the backup's snapshot.
      for (const [label, path] of [
        ['home page', '/'],
        ['events list (API)', '/api/events'],
      ]) {
        const quiet = loadPublicPages(path);
        await waitFor(10_000);
        const baseline = await quiet.stop();
        const load = loadPublicPages(path);
        await waitFor(1_000);
        const started = performance.now();
        const start = await fetch(`${base}/api/admin/backend/backups`, { method: 'POST', headers });
        if (start.status !== 202) throw new Error(`backup did not start: ${start.status} ${await start.text()}`);
        let status;
        do {
          await waitFor(200);
          status = await (await fetch(`${base}/api/admin/backend/backups`, { headers })).json();
        } while (status.lastBackup?.status === 'running');
        const seconds = (performance.now() - started) / 1000;
        const during = await load.stop();
        if (status.lastBackup?.status !== 'ok') throw new Error(`backup failed: ${status.lastBackup?.error}`);
        archive = status.lastBackup.archive;
        process.stdout.write(`Backup: ${seconds.toFixed(1)} s, archive ${mb(status.lastBackup.sizeBytes)}\n`);
        for (const line of status.lastBackup.findings) process.stdout.write(`  ${line}\n`);
        process.stdout.write(
          `Public ${label}, 50 connections: without a backup p50 ${baseline.latency.p50} ms, p99 ${baseline.latency.p99} ms ` +
            `(${Math.round(baseline.requests.average)} req/s); during the backup p50 ${during.latency.p50} ms, ` +
            `p99 ${during.latency.p99} ms, max ${during.latency.max} ms (${Math.round(during.requests.average)} req/s, ` +
            `${during.errors + during.non2xx} failed)\n`,
        );
      }
    } finally {
      await server.stop();
    }

    const restoreStarted = performance.now();
    const restoreArgs = [join(dataDir, 'backups', archive), ...(restoreUrl ? ['--to', restoreUrl] : [])];
    execFileSync(process.execPath, ['apps/server/dist/backup-cli.js', 'restore', ...restoreArgs], {
      env: {
        ...process.env,
        DATA_DIR: restoreDir,
        DATABASE_URL: '',
        BACKUP_KEY: readFileSync(join(dataDir, 'backup-key'), 'utf8').trim(),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    const restored = readdirSync(join(restoreDir, 'storage/private/archive-documents')).length;
    process.stdout.write(
      `Restore into an empty ${restoreUrl ? 'database' : 'data folder'}: ${((performance.now() - restoreStarted) / 1000).toFixed(1)} s ` +
        `(${restored} documents back; archive ${mb(statSync(join(dataDir, 'backups', archive)).size)})\n`,
    );
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(restoreDir, { recursive: true, force: true });
  }
}

await run('Embedded database (PGlite)');
await onScratchPostgres((databaseUrl) =>
  onScratchPostgres((restoreUrl) => run('Postgres, one server process', databaseUrl, restoreUrl)),
);
