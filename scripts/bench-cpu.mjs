// Benchmark: CPU per request of the cached public reads against a bare Fastify route that answers the
// same bytes with the same response headers. Each server is its own process; its CPU (from /proc) is
// divided by the requests it served, so the load generator's CPU is left out. Budget: at most 2x.
// The two servers take turns, ROUNDS times (default 3): each figure is the median of its rounds, so a moment when
// the machine was busy with something else does not decide the ratio.
// Usage: npm run bench:cpu   (DURATION=10 by default; BENCH_PATHS=/api/home,/api/teams to choose)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds, recordedAnswer, startBareServer, startBenchServer } from './bench-server.mjs';

const PORT = 3293;
const BARE_PORT = 3294;
const DURATION = Number(process.env.DURATION ?? 10);
const PATHS = (process.env.BENCH_PATHS ?? '/api/home,/api/news-events,/api/teams').split(',');
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/** Requests per second, p99 and server CPU per request for one path under 50 connections. */
async function measure(pid, url) {
  await autocannon({ url, connections: 50, duration: 2 }); // warm up
  const before = cpuSeconds(pid);
  const result = await autocannon({ url, connections: 50, duration: DURATION });
  const cpu = cpuSeconds(pid) - before;
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    msPerRequest: (cpu * 1000) / result.requests.total,
  };
}

const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-'));
const server = await startBenchServer({
  PORT: String(PORT),
  DATA_DIR: dataDir,
  DEMO_PASSWORD: 'bench-pass',
  WORKERS: '1',
});
let bare;
try {
  const responses = {};
  for (const path of PATHS) responses[path] = await recordedAnswer(`http://127.0.0.1:${PORT}${path}`);
  bare = await startBareServer(BARE_PORT, responses);
  process.stdout.write(
    `CPU per request, 50 connections, ${DURATION} s each, median of ${ROUNDS} rounds (PGlite, one process)\n`,
  );
  process.stdout.write(
    '| path | portal req/s | portal p99 ms | portal ms CPU/req | bare req/s | bare ms CPU/req | ratio |\n|---|---|---|---|---|---|---|\n',
  );
  for (const path of PATHS) {
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) {
      rounds.push([
        await measure(server.pid, `http://127.0.0.1:${PORT}${path}`),
        await measure(bare.pid, `http://127.0.0.1:${BARE_PORT}${path}`),
      ]);
    }
    const [portal, plain] = [0, 1].map((side) => ({
      rps: median(rounds.map((round) => round[side].rps)),
      p99: median(rounds.map((round) => round[side].p99)),
      msPerRequest: median(rounds.map((round) => round[side].msPerRequest)),
    }));
    process.stdout.write(
      `| ${path} | ${portal.rps.toLocaleString('en')} | ${portal.p99} | ${portal.msPerRequest.toFixed(4)} | ` +
        `${plain.rps.toLocaleString('en')} | ${plain.msPerRequest.toFixed(4)} | ${(portal.msPerRequest / plain.msPerRequest).toFixed(2)}x |\n`,
    );
  }
} finally {
  await bare?.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
