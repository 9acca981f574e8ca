// Benchmark: importing a bank statement of 10,000 lines, four in five naming a payment reference the club
// issued, and reading the statement's first page, on PGlite (and on Postgres when BENCH_DATABASE_URL names a
// server where databases may be created).
// Usage: npm run bench:statements   (budget: the import with its matching under 5 s)
import { randomInt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { onScratchPostgres, signInCookie, startBenchServer, timeRequests } from './bench-server.mjs';

const PORT = 3294;
const PASSWORD = 'bench-pass';
const LINES = 10_000;
const BUDGET_S = 5;
const base = `http://127.0.0.1:${PORT}`;

// The reference alphabet and check character of packages/shared/src/rules/payment-reference.ts.
const ALPHABET = 'ACDEFHJKMNPQRTWX3479';
function reference() {
  let body = '';
  for (let i = 0; i < 8; i++) body += ALPHABET[randomInt(ALPHABET.length)];
  let sum = 0;
  for (let i = body.length - 1, factor = 2; i >= 0; i--, factor = 3 - factor) {
    const addend = factor * ALPHABET.indexOf(body[i]);
    sum += Math.floor(addend / ALPHABET.length) + (addend % ALPHABET.length);
  }
  const full = body + ALPHABET[(ALPHABET.length - (sum % ALPHABET.length)) % ALPHABET.length];
  return `${full.slice(0, 3)}-${full.slice(3, 6)}-${full.slice(6)}`;
}

const references = [...new Set(Array.from({ length: (LINES * 4) / 5 + 100 }, reference))].slice(0, (LINES * 4) / 5);
const referencesSql = `insert into payment_references (reference, kind) values ${references.map((r) => `('${r}', 'contribution')`).join(', ')}`;

/** A Maldives Islamic Bank export of LINES credits over a month, by day. */
function statementCsv() {
  let balance = 1_000_000n;
  const rows = [];
  for (let i = 0; i < LINES; i++) {
    const cents = BigInt(500 + (i % 9000));
    balance += cents;
    const money = (value) => `${value / 100n}.${String(value % 100n).padStart(2, '0')}`;
    const day = String(1 + Math.floor((i * 28) / LINES)).padStart(2, '0');
    const text = i % 5 === 4 ? `Transfer from member ${i}` : `Donation ${references[i - Math.floor(i / 5)]}`;
    rows.push(`${day}/11/2026,${day}/11/2026,TRANSFER,,${text},${money(cents)},${money(balance)}`);
  }
  return ['Posted Date,Value Date,Transaction Type,Reference,Description,Amount,Running Balance', ...rows].join('\n');
}

async function timeImport(label, env) {
  const server = await startBenchServer(env);
  try {
    const cookie = await signInCookie(base, 'admin@example.com', PASSWORD);
    const formats = await (await fetch(`${base}/api/admin/finance/statement-formats`, { headers: { cookie } })).json();
    const mib = formats.find((format) => format.name === 'Maldives Islamic Bank (CSV)');
    const form = new FormData();
    form.append('formatId', mib.id);
    form.append('statement', new Blob([statementCsv()], { type: 'text/csv' }), 'november.csv');
    const started = performance.now();
    const response = await fetch(`${base}/api/admin/finance/statements`, {
      method: 'POST',
      headers: { cookie, origin: base },
      body: form,
    });
    const seconds = (performance.now() - started) / 1000;
    if (response.status !== 201) throw new Error(`import: ${response.status} ${await response.text()}`);
    const result = await response.json();
    const page = await timeRequests(`${base}/api/admin/finance/statements`, cookie, 11);
    const miss = seconds > BUDGET_S;
    process.stdout.write(
      `${label}: imported ${result.added} lines (${result.withReference} naming a reference, ${result.gaps} gaps) in ${seconds.toFixed(2)} s${miss ? '  OVER BUDGET' : ''}; statement first page median ${page.median} ms, p95 ${page.p95} ms\n`,
    );
    return miss ? 1 : 0;
  } finally {
    await server.stop();
  }
}

let over = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-statements-'));
try {
  const env = { PORT: String(PORT), DATA_DIR: dataDir, DEMO_PASSWORD: PASSWORD };
  await (await startBenchServer(env)).stop(); // creates, migrates and seeds the database
  const db = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
  await db.exec(referencesSql);
  await db.close();
  over += await timeImport('PGlite (the embedded default)', env);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await onScratchPostgres(async (url) => {
  const scratch = mkdtempSync(join(tmpdir(), 'club-bench-statements-pg-'));
  try {
    const env = { PORT: String(PORT), DATA_DIR: scratch, DEMO_PASSWORD: PASSWORD, DATABASE_URL: url };
    await (await startBenchServer(env)).stop();
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(referencesSql);
    await client.end();
    over += await timeImport('Postgres', env);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

process.stdout.write(
  `\nBudget: the import of ${LINES} lines with its matching under ${BUDGET_S} s. ${over ? `${over} over.` : 'Within.'}\n`,
);
process.exitCode = over ? 1 : 0;
