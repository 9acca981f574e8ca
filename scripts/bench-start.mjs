// Benchmark: how fast the server starts and how much memory it keeps, on the embedded database (issue 48).
// 1. A first start on an empty data folder (65+ migrations and the demo data): seconds until it listens, and its
//    resident memory then and after ten quiet seconds.
// 2. A restart on that data: the same figures.
// Budgets: first start within 10 s (the build done before), restart within 2 s; under 300 MB at rest.
// Usage: npm run bench:start   (ROUNDS=3 by default: the median of each figure)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { residentMegabytes, startBenchServer } from './bench-server.mjs';

const ROUNDS = Number(process.env.ROUNDS ?? 3);
const PORT = 3298;
const QUIET_MS = 10_000;
const BUDGET = { firstStartS: 10, restartS: 2, atRestMb: 300 };

const print = (line = '') => process.stdout.write(`${line}\n`);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts the server on `dataDir`: seconds until it listens, memory then and after a quiet while. */
async function measuredStart(dataDir) {
  const started = performance.now();
  const server = await startBenchServer({
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DEMO_PASSWORD: 'bench-start-demo-pass',
    PUBLIC_URL: `http://127.0.0.1:${PORT}`,
    BACKUP_SCHEDULER: 'false',
  });
  const seconds = (performance.now() - started) / 1000;
  const listening = residentMegabytes(server.pid);
  await sleep(QUIET_MS);
  const atRest = residentMegabytes(server.pid);
  await server.stop();
  return { seconds, listening, atRest };
}

const first = [];
const restart = [];
for (let round = 0; round < ROUNDS; round++) {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-start-'));
  try {
    first.push(await measuredStart(dataDir));
    restart.push(await measuredStart(dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const row = (name, runs, budgetS) => {
  const seconds = median(runs.map((run) => run.seconds));
  const atRest = median(runs.map((run) => run.atRest));
  const misses = [seconds > budgetS && 'time', atRest > BUDGET.atRestMb && 'memory at rest'].filter(Boolean);
  print(
    `${name.padEnd(14)} ${seconds.toFixed(1).padStart(6)} s ${median(runs.map((run) => run.listening))
      .toFixed(0)
      .padStart(
        9,
      )} MB ${atRest.toFixed(0).padStart(9)} MB${misses.length ? `   over budget: ${misses.join(', ')}` : ''}`,
  );
  return misses.length;
};
print(`\nStart on the embedded database, median of ${ROUNDS} rounds\n`);
print('               listening   resident   at rest (10 s later)');
const over = row('first start', first, BUDGET.firstStartS) + row('restart', restart, BUDGET.restartS);
print(
  `\nBudgets: first start <= ${BUDGET.firstStartS} s, restart <= ${BUDGET.restartS} s, at rest <= ${BUDGET.atRestMb} MB.`,
);
process.exitCode = over ? 1 : 0;
