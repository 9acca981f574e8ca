// Benchmark: CPU per request of the cached public reads against a bare Fastify route that answers the
// same bytes with the same response headers. Each server is its own process; its CPU (from /proc) is
// divided by the requests it served, so the load generator's CPU is left out.
// This machine's speed swings by up to 1.6x from one ten-second stretch to the next (the same bare server
// measured 0.028 and 0.047 ms per request a minute apart), so the two servers are loaded AT THE SAME TIME
// (25 connections each) for ROUNDS stretches of DURATION seconds (default 6 x 5 s): each round gives a ratio
// measured under the same conditions; the median is reported, and the lowest and highest.
// Usage: npm run bench:cpu   (BENCH_PATHS=/api/home,/api/teams to choose)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuPerRequestTogether, median, recordedAnswer, startBareServer, startBenchServer } from './bench-server.mjs';

const PORT = 3293;
const BARE_PORT = 3294;
const DURATION = Number(process.env.DURATION ?? 5);
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const PATHS = (process.env.BENCH_PATHS ?? '/api/home,/api/news-events,/api/teams').split(',');

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
    `CPU per request, both servers loaded at once (25 connections each), ${ROUNDS} rounds of ${DURATION} s (PGlite, one process)\n`,
  );
  process.stdout.write(
    '| path | portal req/s | portal p99 ms | portal ms CPU/req | bare req/s | bare ms CPU/req | ratio (median) | ratio (lowest-highest) |\n|---|---|---|---|---|---|---|---|\n',
  );
  for (const path of PATHS) {
    const servers = [
      { pid: server.pid, url: `http://127.0.0.1:${PORT}${path}` },
      { pid: bare.pid, url: `http://127.0.0.1:${BARE_PORT}${path}` },
    ];
    await cpuPerRequestTogether(servers, 2); // warm up
    const rounds = [];
    for (let round = 0; round < ROUNDS; round++) rounds.push(await cpuPerRequestTogether(servers, DURATION));
    const [portal, plain] = [0, 1].map((side) => ({
      rps: median(rounds.map((round) => round[side].rps)),
      p99: median(rounds.map((round) => round[side].p99)),
      msPerRequest: median(rounds.map((round) => round[side].msPerRequest)),
    }));
    const ratios = rounds.map(([ours, floor]) => ours.msPerRequest / floor.msPerRequest);
    process.stdout.write(
      `| ${path} | ${portal.rps.toLocaleString('en')} | ${portal.p99} | ${portal.msPerRequest.toFixed(4)} | ` +
        `${plain.rps.toLocaleString('en')} | ${plain.msPerRequest.toFixed(4)} | ${median(ratios).toFixed(2)}x | ` +
        `${Math.min(...ratios).toFixed(2)}-${Math.max(...ratios).toFixed(2)}x |\n`,
    );
  }
} finally {
  await bare?.stop();
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
