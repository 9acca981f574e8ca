// Benchmark: a club moving in its member list of 5,000 rows (a plan on most, two in three paid, one in four with an
// email: an account made and an invitation queued): the preview of
// every row, the import, and the same file imported again (nothing to write), over HTTP against a built server
// with the demo's data. On PGlite (and on Postgres when BENCH_DATABASE_URL names a server where databases may
// be created).
// Usage: npm run bench:import   (budget: preview and import together under 10 s)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onScratchPostgres, signInCookie, startBenchServer } from './bench-server.mjs';

const PORT = 3296;
const PASSWORD = 'bench-pass';
const ROWS = 5_000;
const BUDGET_S = 10;
const base = `http://127.0.0.1:${PORT}`;

const PLANS = ['regular', 'student', 'family', 'corporate', ''];
const ISLANDS = ['K. Male', 'HA. Dhidhdhoo', 'S. Hithadhoo', 'Lh. Naifaru', 'GDh. Thinadhoo'];

/** The club's sheet: names in Latin and Thaana, dates as dd/mm/yyyy, phones with and without +960. */
function memberSheet() {
  const rows = ['Name,ID Card No,Island,Phone,Email,Date of birth,Plan,Paid'];
  for (let i = 0; i < ROWS; i++) {
    const name = i % 3 === 0 ? `ޢަލީ ${i}` : `Member Number ${i}`;
    const phone = i % 2 ? `+960 7${String(i).padStart(6, '0')}` : `9${String(i).padStart(6, '0')}`;
    const born = `${String(1 + (i % 28)).padStart(2, '0')}/${String(1 + (i % 12)).padStart(2, '0')}/${1950 + (i % 55)}`;
    const plan = PLANS[i % PLANS.length];
    rows.push(
      [
        name,
        `Z${String(i).padStart(6, '0')}`,
        ISLANDS[i % ISLANDS.length],
        phone,
        i % 4 === 0 ? `member${i}@bench.club` : '',
        born,
        plan,
        plan && i % 3 ? 'yes' : 'no',
      ].join(','),
    );
  }
  return `${rows.join('\n')}\n`;
}

async function send(path, cookie, sheet) {
  const form = new FormData();
  form.append('file', new Blob([sheet], { type: 'text/csv' }), 'members.csv');
  const started = performance.now();
  const response = await fetch(`${base}/api/admin/members/${path}`, {
    method: 'POST',
    headers: { cookie, origin: base },
    body: form,
  });
  const seconds = (performance.now() - started) / 1000;
  if (response.status !== 200) throw new Error(`${path}: ${response.status} ${(await response.text()).slice(0, 300)}`);
  return { seconds, body: await response.json() };
}

async function timeImport(label, env) {
  const server = await startBenchServer(env);
  try {
    const cookie = await signInCookie(base, 'admin@example.com', PASSWORD);
    const sheet = memberSheet();
    const preview = await send('import/preview', cookie, sheet);
    if (preview.body.counts.invalid)
      throw new Error(
        `preview found problems: ${JSON.stringify(preview.body.rows.find((row) => row.problems.length))}`,
      );
    const done = await send('import', cookie, sheet);
    const again = await send('import', cookie, sheet);
    const total = preview.seconds + done.seconds;
    const miss = total > BUDGET_S;
    process.stdout.write(
      `${label}: preview of ${ROWS.toLocaleString('en')} rows ${preview.seconds.toFixed(2)} s, import (${done.body.counts.create} new) ${done.seconds.toFixed(2)} s, together ${total.toFixed(2)} s${miss ? '  OVER BUDGET' : ''}; the same file again ${again.seconds.toFixed(2)} s (${again.body.counts.unchanged} unchanged)\n`,
    );
    return miss ? 1 : 0;
  } finally {
    await server.stop();
  }
}

let over = 0;
const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-import-'));
try {
  over += await timeImport('PGlite (the embedded default)', {
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DEMO_PASSWORD: PASSWORD,
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

await onScratchPostgres(async (url) => {
  const scratch = mkdtempSync(join(tmpdir(), 'club-bench-import-pg-'));
  try {
    over += await timeImport('Postgres', {
      PORT: String(PORT),
      DATA_DIR: scratch,
      DEMO_PASSWORD: PASSWORD,
      DATABASE_URL: url,
    });
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

process.stdout.write(
  `\nBudget: preview and import of ${ROWS} rows under ${BUDGET_S} s. ${over ? `${over} over.` : 'Within.'}\n`,
);
process.exitCode = over ? 1 : 0;
