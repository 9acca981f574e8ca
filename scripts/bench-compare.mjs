// Benchmark: two builds of the server side by side, CPU per request of each on one path, both loaded AT THE
// SAME TIME (25 connections each) so that this machine's swings in speed (up to 1.6x from one stretch to the
// next) fall on both alike. For a change that should make a request cheaper: keep the build before it, build
// again, and compare. The copies must sit beside `dist` (the server finds the web build from there).
// Usage: cp -r apps/server/dist apps/server/dist-before; <change>; npm run build;  (dist-before is ignored by git)
//        node scripts/bench-compare.mjs apps/server/dist-before apps/server/dist
//        (BENCH_PATH=/api/home, ROUNDS=6, DURATION=5)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cpuPerRequestTogether, median, startBenchServer } from './bench-server.mjs';

const [before, after] = process.argv.slice(2);
if (!before || !after) throw new Error('usage: node scripts/bench-compare.mjs <dist before> <dist after>');
const PATH = process.env.BENCH_PATH ?? '/api/home';
const ROUNDS = Number(process.env.ROUNDS ?? 6);
const DURATION = Number(process.env.DURATION ?? 5);

const dataDirs = [before, after].map(() => mkdtempSync(join(tmpdir(), 'club-compare-')));
const servers = await Promise.all(
  [before, after].map((dist, i) =>
    startBenchServer(
      { PORT: String(3295 + i), DATA_DIR: dataDirs[i], DEMO_PASSWORD: 'bench-pass', WORKERS: '1' },
      join(dist, 'main.js'),
    ),
  ),
);
const targets = servers.map(({ pid }, i) => ({ pid, url: `http://127.0.0.1:${3295 + i}${PATH}` }));
const measureTogether = async (duration) =>
  (await cpuPerRequestTogether(targets, duration)).map((side) => side.msPerRequest);
try {
  await measureTogether(2); // warm up
  const rounds = [];
  process.stdout.write(`| round | ${before} ms CPU/req | ${after} ms CPU/req | after/before |\n|---|---|---|---|\n`);
  for (let round = 1; round <= ROUNDS; round++) {
    const [a, b] = await measureTogether(DURATION);
    rounds.push(b / a);
    process.stdout.write(`| ${round} | ${a.toFixed(4)} | ${b.toFixed(4)} | ${(b / a).toFixed(3)} |\n`);
  }
  process.stdout.write(
    `${PATH}: after/before ${median(rounds).toFixed(3)} (median of ${ROUNDS}; ${Math.min(...rounds).toFixed(3)}-${Math.max(...rounds).toFixed(3)})\n`,
  );
} finally {
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}
