// Benchmark: a busy day on one machine. 200 connections for DURATION seconds (default 30), 40 each on
// the home feed, the news & events feed, the teams list, /api/me signed in as a member, and the first
// page of the staff membership-registrations list signed in as an executive; on PGlite, and on Postgres
// when BENCH_DATABASE_URL names a server where databases may be created. Prints a table per database
// with the server's CPU time per request (its own process, the load generator excluded) and its resident
// memory: at rest (restarted on its seeded data, signed in, after a few quiet seconds), at its peak under the
// load, and after.
// Usage: npm run bench:mixed   (DURATION=60 for the budget run)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cpuSeconds, onScratchPostgres, residentMegabytes, startBenchServer } from './bench-server.mjs';

const DURATION = Number(process.env.DURATION ?? 30);
const PORT = 3292;
const PASSWORD = 'bench-lagoon-2026';
const base = `http://127.0.0.1:${PORT}`;

async function startServer(env) {
  const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-'));
  const start = () =>
    startBenchServer({
      PORT: String(PORT),
      DATA_DIR: dataDir,
      DEMO_PASSWORD: PASSWORD,
      LIVE_MAX_PER_ADDRESS: '10000',
      AUTH_RATE_LIMIT: '1000',
      ...env,
    });
  // The first start creates the database, migrates and seeds it; the server is measured as it runs after a
  // restart, as a club's server does on every day but its first.
  await (await start()).stop();
  const server = await start();
  return {
    pid: server.pid,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function cookieFor(email) {
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

async function run(label, env) {
  const server = await startServer(env);
  try {
    const member = await cookieFor('member@example.com');
    const executive = await cookieFor('executive@example.com');
    const targets = [
      { name: '/api/home (cached)', path: '/api/home' },
      { name: '/api/news-events (cached)', path: '/api/news-events' },
      { name: '/api/teams (cached)', path: '/api/teams' },
      { name: '/api/me (member)', path: '/api/me', cookie: member },
      {
        name: 'staff registrations list',
        path: '/api/admin/registrations/membership?page=1&pageSize=20',
        cookie: executive,
      },
    ];
    for (const target of targets) {
      const check = await fetch(`${base}${target.path}`, { headers: target.cookie ? { cookie: target.cookie } : {} });
      if (!check.ok) throw new Error(`${target.path}: ${check.status}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 5000));
    const atRest = residentMegabytes(server.pid);
    let peak = atRest;
    const sampler = setInterval(() => {
      peak = Math.max(peak, residentMegabytes(server.pid));
    }, 250);
    const cpuBefore = cpuSeconds(server.pid);
    const results = await Promise.all(
      targets.map((target) =>
        autocannon({
          url: `${base}${target.path}`,
          connections: 40,
          duration: DURATION,
          timeout: 10,
          headers: target.cookie ? { cookie: target.cookie } : {},
        }),
      ),
    );
    const cpu = cpuSeconds(server.pid) - cpuBefore;
    clearInterval(sampler);
    const after = residentMegabytes(server.pid);
    const total = results.reduce((sum, r) => sum + r.requests.total, 0);
    process.stdout.write(`\n${label}: 200 connections for ${DURATION} s\n`);
    process.stdout.write(
      '| endpoint | req/s | p50 ms | p99 ms | errors | timeouts | non-2xx |\n|---|---|---|---|---|---|---|\n',
    );
    targets.forEach((target, i) => {
      const r = results[i];
      process.stdout.write(
        `| ${target.name} | ${Math.round(r.requests.average).toLocaleString('en')} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors} | ${r.timeouts} | ${r.non2xx} |\n`,
      );
    });
    process.stdout.write(
      `Server CPU: ${cpu.toFixed(1)} s for ${total.toLocaleString('en')} requests = ${((cpu * 1000) / total).toFixed(3)} ms per request\n`,
    );
    process.stdout.write(
      `Server memory (RSS): ${atRest} MB at rest, ${peak} MB at the peak of the load, ${after} MB after\n`,
    );
  } finally {
    await server.stop();
  }
}

if (!process.env.BENCH_SKIP_PGLITE) await run('PGlite', { DATABASE_URL: '' });
await onScratchPostgres((databaseUrl) =>
  run(`Postgres, ${process.env.WORKERS ?? 'one per core'} server processes`, { DATABASE_URL: databaseUrl }),
);
