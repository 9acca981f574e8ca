// Benchmark: the home feed endpoint under 50 concurrent connections for 10 s, on PGlite with the demo data.
// Usage: npm run bench:home   (builds if needed; runs the server as a separate process on a fresh DATA_DIR;
// BENCH_PATH=/ for the home page as the server renders it)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startBenchServer } from './bench-server.mjs';

const PORT = 3291;
const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-'));
const server = await startBenchServer({ PORT: String(PORT), DATA_DIR: dataDir, DEMO_PASSWORD: 'bench-pass' });

try {
  const url = `http://127.0.0.1:${PORT}${process.env.BENCH_PATH ?? '/api/home'}`;
  const check = await fetch(url);
  if (check.headers.get('content-type')?.includes('json')) {
    const feed = await check.json();
    if (feed.news) process.stdout.write(`Feed: ${feed.news.length} news, ${feed.events?.length ?? 0} events\n`);
  } else process.stdout.write(`${(await check.text()).length} bytes of HTML\n`);
  const result = await autocannon({ url, connections: 50, duration: 10 });
  const { requests, latency, non2xx, errors } = result;
  process.stdout.write(
    `GET ${new URL(url).pathname}, 50 connections, 10 s (PGlite): ${Math.round(requests.average)} requests/s, ` +
      `p50 ${latency.p50} ms, p99 ${latency.p99} ms, max ${latency.max} ms, non-2xx ${non2xx}, errors ${errors}\n`,
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
