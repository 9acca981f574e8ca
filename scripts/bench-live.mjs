// Benchmark: live updates to many open browsers. CLIENTS (default 1,000) anonymous live-update streams
// stay open while staff publish a news article; each stream's delay from the request that writes to the
// moment it hears the change is recorded (ROUNDS times). On PGlite, and on Postgres when
// BENCH_DATABASE_URL names a server where databases may be created. Budget: every stream within 1 s.
// Usage: npm run bench:live
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { onScratchPostgres, openLiveStream, startBenchServer } from './bench-server.mjs';

const CLIENTS = Number(process.env.CLIENTS ?? 1000);
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const PORT = 3297;
const PASSWORD = 'bench-lagoon-2026';
const base = `http://127.0.0.1:${PORT}`;

async function signIn(email) {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function run(label, env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-'));
  const server = await startBenchServer({
    PORT: String(PORT),
    DATA_DIR: dataDir,
    DEMO_PASSWORD: PASSWORD,
    LIVE_MAX_PER_ADDRESS: String(CLIENTS + 10),
    ...env,
  });
  const streams = [];
  try {
    for (let i = 0; i < CLIENTS; i += 100)
      streams.push(
        ...(await Promise.all(Array.from({ length: Math.min(100, CLIENTS - i) }, () => openLiveStream(base)))),
      );
    const cookie = await signIn('admin@example.com');
    const delays = [];
    let missed = 0;
    for (let round = 0; round < ROUNDS; round++) {
      const heard = streams.map((stream) => stream.waitFor('news'));
      const started = performance.now();
      const created = await fetch(`${base}/api/news`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ title: `Live bench ${round}`, content: '<p>Bench</p>', isPublished: false }),
      });
      if (created.status !== 201) throw new Error(`create news: ${created.status}`);
      const times = await Promise.all(
        heard.map((arrival) => Promise.race([arrival, new Promise((r) => setTimeout(() => r(null), 5000))])),
      );
      for (const time of times) {
        if (time === null) missed++;
        else delays.push(time - started);
      }
      await new Promise((r) => setTimeout(r, 300));
    }
    delays.sort((a, b) => a - b);
    process.stdout.write(
      `${label}: ${CLIENTS} streams x ${ROUNDS} changes: heard ${delays.length}, missed ${missed}; ` +
        `p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, ` +
        `max ${delays.at(-1).toFixed(0)} ms (from the write request to the event)\n`,
    );
  } finally {
    for (const stream of streams) stream.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await run('PGlite', { DATABASE_URL: '' });
await onScratchPostgres((databaseUrl) =>
  run(`Postgres, ${process.env.WORKERS ?? 'one per core'} server processes`, { DATABASE_URL: databaseUrl }),
);
