// Starts the built server as its own process for a benchmark (never in the load generator's process).
import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-launch.mjs';

const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_PROFILE}`] : [];

/**
 * Starts the server built at `entry`. Resolves once the server prints "Listening on"; `stop()` ends it.
 * With BENCH_PROFILE=<folder>, each server (the bare one too) writes a V8 CPU profile there when it stops
 * (open it in Chrome's DevTools, Performance tab).
 */
export function startBenchServer(env, entry = 'apps/server/dist/main.js') {
  const server = spawn(process.execPath, [...profile, ...SERVER_NODE_FLAGS, entry], {
    env: { ...process.env, ...SERVER_ENV, HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 60_000);
    server.stdout.on('data', (chunk) => {
      if (!chunk.toString().includes('Listening on')) return;
      clearTimeout(timer);
      let stopping = false;
      // A server that ends by itself under load (not stopped, not killed by a fault) is a finding.
      server.once('exit', (code, signal) => {
        if (!stopping && signal !== 'SIGKILL')
          process.stderr.write(`APP SERVER ${server.pid} ENDED BY ITSELF (exit ${code ?? signal})\n`);
      });
      resolve({
        pid: server.pid,
        stop: () =>
          new Promise((done) => {
            stopping = true;
            server.once('exit', done);
            server.kill('SIGTERM');
          }),
      });
    });
    server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
}

/** Serves each path's recorded answer (status, headers, body) from a bare Fastify route, nothing else. */
const BARE_SERVER = `
import Fastify from 'fastify';
const responses = JSON.parse(process.env.RESPONSES);
const app = Fastify({ logger: false });
for (const [path, { status, headers, body }] of Object.entries(responses))
  app.get(path, (request, reply) => reply.status(status).headers(headers).send(body));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.stdout.write('Listening on ' + process.env.PORT + '\\n');
process.once('SIGTERM', () => process.exit(0));
`;

/**
 * A server that answers each path (without its query) with the bytes the portal answered, for a floor:
 * what the machine allows when the app's own work costs nothing. Resolves like `startBenchServer`.
 */
export function startBareServer(port, responses) {
  const server = spawn(process.execPath, [...profile, '--input-type=module', '-e', BARE_SERVER], {
    cwd: 'apps/server',
    env: { ...process.env, PORT: String(port), RESPONSES: JSON.stringify(responses) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    server.stdout.once('data', () =>
      resolve({
        pid: server.pid,
        stop: () =>
          new Promise((done) => {
            server.once('exit', done);
            server.kill();
          }),
      }),
    );
    server.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
  });
}

const UNRECORDED_HEADERS = new Set(['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding']);

/** The answer to a GET of `url` as a load generator gets it (no compression asked), for `startBareServer`. */
export function recordedAnswer(url, cookie) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: cookie ? { cookie } : {} }, (response) => {
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode,
            headers: Object.fromEntries(
              Object.entries(response.headers).filter(([name]) => !UNRECORDED_HEADERS.has(name)),
            ),
            body: Buffer.concat(chunks).toString(),
          }),
        );
      })
      .on('error', reject);
  });
}

/** CPU seconds (user + system) a process and its children (the WORKERS processes) have used, from /proc. */
export function cpuSeconds(pid) {
  const stat = (id) => readFileSync(`/proc/${id}/stat`, 'utf8').split(') ')[1].split(' ');
  const own = (fields) => (Number(fields[11]) + Number(fields[12])) / 100;
  let total = own(stat(pid));
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = stat(entry);
      if (Number(fields[1]) === pid) total += own(fields);
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

/** The middle value (the upper of the two middle ones for an even count). */
export const median = (values) => values.toSorted((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Loads each server's URL at the same time (25 connections each) for `duration` seconds, so that the machine's
 * swings in speed fall on all of them alike: requests per second, p99 and CPU per request (ms) of each.
 */
export function cpuPerRequestTogether(servers, duration) {
  return Promise.all(
    servers.map(async ({ pid, url }) => {
      const before = cpuSeconds(pid);
      const result = await autocannon({ url, connections: 25, duration });
      return {
        rps: Math.round(result.requests.average),
        p99: result.latency.p99,
        msPerRequest: ((cpuSeconds(pid) - before) * 1000) / result.requests.total,
      };
    }),
  );
}

/** Resident memory (MB) of a process and its children (the WORKERS processes), from /proc. */
export function residentMegabytes(pid) {
  const rssKb = (id) => Number(/^VmRSS:\s+(\d+)/m.exec(readFileSync(`/proc/${id}/status`, 'utf8'))?.[1] ?? 0);
  let total = rssKb(pid);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === pid)
        total += rssKb(entry);
    } catch {
      // gone meanwhile
    }
  }
  return Math.round(total / 1024);
}

/**
 * When BENCH_DATABASE_URL names a Postgres server where databases may be created, runs `fn` with the URL
 * of a fresh database on it, dropped afterwards.
 */
export async function onScratchPostgres(fn) {
  if (!process.env.BENCH_DATABASE_URL) return;
  const name = `club_bench_${Date.now()}`;
  // A connection for each statement: a benchmark may restart the server in between.
  const administer = async (statement) => {
    const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query(statement);
    } finally {
      await admin.end();
    }
  };
  await administer(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.BENCH_DATABASE_URL);
  url.pathname = `/${name}`;
  try {
    await fn(url.toString());
  } finally {
    await administer(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}

/** Signs in through the API and returns the session cookie header. */
export async function signInCookie(base, email, password) {
  const response = await fetch(`${base}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in ${email}: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Times `runs` sequential GETs of `url`: median, p95 and max in ms, and the body's `total` if any. */
export async function timeRequests(url, cookie, runs = 15) {
  const samples = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    const text = await response.text();
    const body = response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : {};
    samples.push(performance.now() - started);
    if (i === 0) timeRequests.lastTotal = body.total;
  }
  samples.sort((a, b) => a - b);
  const median = samples[Math.floor(samples.length / 2)];
  const p95 = samples[Math.min(samples.length - 1, Math.floor(samples.length * 0.95))];
  return {
    median: median.toFixed(1),
    p95: p95.toFixed(1),
    max: samples.at(-1).toFixed(1),
    total: timeRequests.lastTotal,
  };
}

/**
 * SQL inserting `entries` journal entries of two lines each, every one balanced by construction (the
 * balance triggers are off for the bulk load only).
 */
export const balancedJournalSql = (entries) => `
    set session_replication_role = replica;
    create temporary table pairs as
      select row_number() over () as n, d.id as debit_account, c.id as credit_account
      from chart_of_accounts d cross join chart_of_accounts c where d.id <> c.id;
    insert into journal_entries (id, entry_number, transaction_date, description, reference_number)
    select md5('entry' || i)::uuid, 'BENCH-' || lpad(i::text, 6, '0'), date '2024-01-01' + (i * 7919 % 1096),
      'Bench entry ' || i, 'REF-' || i
    from generate_series(1, ${entries}) as s(i);
    insert into journal_entry_lines (journal_entry_id, line_number, account_id, debit_amount, credit_amount)
    select md5('entry' || i)::uuid, side, case side when 1 then p.debit_account else p.credit_account end,
      case side when 1 then (i * 37 % 100000) / 100.0 + 1 else 0 end,
      case side when 2 then (i * 37 % 100000) / 100.0 + 1 else 0 end
    from generate_series(1, ${entries}) as s(i)
    cross join (values (1), (2)) as sides(side)
    join pairs p on p.n = 1 + i % (select count(*) from pairs);
    set session_replication_role = origin;
`;

/**
 * Opens one anonymous live stream at `base`; `waitFor(table)` resolves with the time the next change to it
 * arrived. With `reconnect`, a stream the server ends is opened again 2 s later, as browsers do (`retry`).
 */
export function openLiveStream(base, { reconnect = false } = {}) {
  let waiting = null;
  let request = null;
  const stream = {
    reconnects: 0,
    closed: false,
    waitFor: (table) => new Promise((done) => (waiting = { table, resolve: done })),
    close() {
      stream.closed = true;
      request?.destroy();
    },
  };
  const again = () => {
    if (!reconnect || stream.closed) return;
    setTimeout(() => {
      stream.reconnects++;
      connect().catch(again);
    }, 2000);
  };
  const connect = () =>
    new Promise((resolve, reject) => {
      request = http.get(`${base}/api/live`, { agent: false }, (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          return reject(new Error(`live stream: ${response.statusCode}`));
        }
        let buffered = '';
        response.setEncoding('utf8');
        response.on('data', (text) => {
          buffered += text;
          let end = buffered.indexOf('\n\n');
          while (end !== -1) {
            const event = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            if (waiting && event.includes('event: change') && event.includes(`"table":"${waiting.table}"`)) {
              waiting.resolve(performance.now());
              waiting = null;
            }
            end = buffered.indexOf('\n\n');
          }
        });
        response.on('close', again);
        resolve(stream);
      });
      request.on('error', reject);
    });
  return connect();
}
