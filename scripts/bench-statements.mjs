// Benchmark: importing a bank statement of 10,000 lines, four in five naming a payment reference the club
// issued, and reading the statement's first page; then, with 100,000 journal lines on the bank account (half
// of them in the statement's month), the reconciliation view. On PGlite (and on Postgres when
// BENCH_DATABASE_URL names a server where databases may be created).
// Usage: npm run bench:statements   (budgets: the import with its matching under 5 s, the reconciliation under 200 ms)
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
const RECONCILIATION_BUDGET_MS = 200;
const BANK_ENTRIES = 50_000;

/**
 * 50,000 two-line entries, each between the bank account and a revenue account (money in and out by
 * turns): every one of the 100,000 lines is the bank account's or its counterpart. Half fall in the
 * statement's month; the balance triggers are off for the bulk load only.
 */
const bankJournalSql = `
  set session_replication_role = replica;
  insert into journal_entries (id, entry_number, transaction_date, description)
  select md5('bank' || i)::uuid, 'BANK-' || lpad(i::text, 6, '0'),
    case when i % 2 = 0 then date '2026-11-01' + (i % 30) else date '2024-11-01' + (i % 730) end, 'Bench bank entry ' || i
  from generate_series(1, ${BANK_ENTRIES}) as s(i);
  insert into journal_entry_lines (journal_entry_id, line_number, account_id, debit_amount, credit_amount)
  select md5('bank' || i)::uuid, side,
    case side when 1 then (select account_id from posting_roles where role = 'bank')
      else (select id from chart_of_accounts where account_type = 'Revenue' order by account_code limit 1) end,
    case when (side = 1) = (i % 3 <> 0) then (i * 37 % 100000) / 100.0 + 1 else 0 end,
    case when (side = 1) = (i % 3 <> 0) then 0 else (i * 37 % 100000) / 100.0 + 1 end
  from generate_series(1, ${BANK_ENTRIES}) as s(i) cross join (values (1), (2)) as sides(side);
  set session_replication_role = origin;
  analyze;
`;
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

/** The reconciliation at the statement's end, the journal seeded by `seed` while the server is stopped. */
async function timeReconciliation(label, env, seed) {
  await seed(bankJournalSql);
  const server = await startBenchServer(env);
  try {
    const cookie = await signInCookie(base, 'admin@example.com', PASSWORD);
    const url = `${base}/api/admin/finance/reconciliation?on=2026-11-30`;
    const body = await (await fetch(url, { headers: { cookie } })).json();
    const result = await timeRequests(url, cookie);
    const miss = result.median > RECONCILIATION_BUDGET_MS;
    process.stdout.write(
      `${label}: reconciliation over ${(BANK_ENTRIES * 2).toLocaleString('en')} journal lines (${body.notOnStatement.count} entries not on the statement, ${body.notInBooks.count} lines not in the books) median ${result.median} ms, p95 ${result.p95} ms${miss ? '  OVER BUDGET' : ''}\n`,
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
  over += await timeReconciliation('PGlite (the embedded default)', env, async (statements) => {
    const pglite = await PGlite.create(join(dataDir, 'pglite'), { extensions: { pg_trgm } });
    await pglite.exec(statements);
    await pglite.close();
  });
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
    over += await timeReconciliation('Postgres', env, async (statements) => {
      const seeding = new pg.Client({ connectionString: url });
      await seeding.connect();
      await seeding.query(statements);
      await seeding.end();
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

process.stdout.write(
  `\nBudgets: the import of ${LINES} lines with its matching under ${BUDGET_S} s; the reconciliation under ${RECONCILIATION_BUDGET_MS} ms. ${over ? `${over} over.` : 'Within.'}\n`,
);
process.exitCode = over ? 1 : 0;
