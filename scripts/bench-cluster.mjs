// Benchmark: the portal deployed as a club that outgrew one machine runs it (deploy/): nginx (Debian's
// package) with deploy/nginx/club-locations.conf in front of three app servers (ports 3401-3403, one process
// each), one Postgres (BENCH_DATABASE_URL, default the machine's) and an S3-compatible server (s3rver).
// 1. The mixed load of bench:mixed through nginx: CONNECTIONS (default 1,000) spread over the five targets
//    for DURATION seconds (default 60). Budgets: 0 errors, public p99 under 100 ms, signed-in p99 under 300 ms.
// 2. STREAMS (default 10,000) live-update streams through nginx, spread over the servers; staff publish a
//    change ROUNDS times (default 3). Budget: every stream hears it within 1 s.
// RATE paces the load (open loop): requests per second in all, shared 30/25/15 % over the public pages and
// 20/10 % over the signed-in ones, at evenly spaced moments (default: every connection as fast as it is answered).
// CALIBRATE=1 runs step 1's load once more with each app server replaced by a bare Fastify server answering
// the bytes the portal answered: what this machine allows when the app's own work costs nothing.
// FAULT adds a fault to step 1, at a third of the load, while 1,000 live streams that reconnect as browsers
// do stay open and a writer publishes news, uploads a photo and signs someone up every 50 ms:
//   kill      one app server SIGKILLed, started again 5 s later
//   restart   one app server stopped with SIGTERM (as systemctl does) and started again
//   postgres  the machine's Postgres stopped for 10 s (pg_ctlcluster)
//   s3        the S3 server stopped for 30 s
//   smtp      the mail server refusing connections for 30 s
// Afterwards every stream must hear a change, every news article the writer was told was saved must be there,
// and every acknowledged sign-up's mail must have arrived once. Every answer's status is counted.
// Usage: npm run bench:cluster   (FAULT=kill|restart|postgres|s3|smtp npm run bench:cluster)
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import sharp from 'sharp';
import { startNginx, startS3, startSmtpSink } from './bench-cluster-services.mjs';
import {
  cpuSeconds,
  onScratchPostgres,
  openLiveStream,
  recordedAnswer,
  signInCookie,
  startBareServer,
  startBenchServer,
} from './bench-server.mjs';

const DURATION = Number(process.env.DURATION ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 1000);
const STREAMS = Number(process.env.STREAMS ?? 10_000);
const ROUNDS = Number(process.env.ROUNDS ?? 3);
const FAULT = process.env.FAULT ?? '';
const CALIBRATE = process.env.CALIBRATE === '1';
// Requests per second in all, paced (pacedLoad); unset: every connection as fast as it is answered.
const RATE = Number(process.env.RATE ?? 0);
const PORTS = [3401, 3402, 3403];
const NGINX_PORT = 3400;
const PASSWORD = 'bench-lagoon-2026';
const base = `http://127.0.0.1:${NGINX_PORT}`;
process.env.BENCH_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/postgres';

const work = mkdtempSync(join(tmpdir(), 'club-cluster-'));
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

/**
 * The mixed load over CONNECTIONS connections: as fast as the servers answer (autocannon, each connection
 * sending its next request when the last is answered), or, with RATE, paced.
 */
async function mixedLoad(targets, cookies, duration, onProgress) {
  const perTarget = Math.round(CONNECTIONS / targets.length);
  const runs = RATE
    ? pacedLoad(targets, cookies, duration, perTarget)
    : Promise.all(
        targets.map((target) =>
          autocannon({
            url: `${base}${target.path}`,
            connections: perTarget,
            duration,
            timeout: 10,
            headers: target.cookie ? { cookie: cookies[target.cookie] } : {},
          }),
        ),
      );
  await onProgress?.();
  return runs;
}

/**
 * An open-loop load, as many people's browsers make it: RATE requests per second in all, each target its
 * `share`, sent at evenly spaced moments over `perTarget` kept-alive connections per target (all opened
 * first), whether or not earlier ones were answered. A request's time counts from the moment it was due,
 * so time spent waiting for a free connection counts too. Results in autocannon's shape.
 */
async function pacedLoad(targets, cookies, duration, perTarget) {
  const agents = targets.map(
    () => new http.Agent({ keepAlive: true, maxSockets: perTarget, maxFreeSockets: perTarget, scheduling: 'fifo' }),
  );
  const results = targets.map(() => ({ latencies: [], statusCodeStats: {}, errors: 0 }));
  const send = (i, due, record) =>
    new Promise((done) => {
      const target = targets[i];
      const request = http.get(
        `${base}${target.path}`,
        { agent: agents[i], headers: target.cookie ? { cookie: cookies[target.cookie] } : {}, timeout: 10_000 },
        (response) => {
          response.resume();
          response.on('end', () => {
            if (record) {
              const stats = results[i].statusCodeStats;
              stats[response.statusCode] = { count: (stats[response.statusCode]?.count ?? 0) + 1 };
              results[i].latencies.push(performance.now() - due);
            }
            done();
          });
        },
      );
      request.on('timeout', () => request.destroy(new Error('timeout')));
      request.on('error', () => {
        if (record) results[i].errors++;
        done();
      });
    });
  // Every connection open before the clock starts.
  await Promise.all(targets.flatMap((_, i) => Array.from({ length: perTarget }, () => send(i, 0, false))));
  const started = performance.now();
  const sent = targets.map(() => 0);
  const inFlight = [];
  await new Promise((finished) => {
    const timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      if (elapsed >= duration) {
        clearInterval(timer);
        finished();
        return;
      }
      targets.forEach((target, i) => {
        const perSecond = RATE * target.share;
        for (; sent[i] < Math.floor(elapsed * perSecond); sent[i]++)
          inFlight.push(send(i, started + (sent[i] / perSecond) * 1000, true));
      });
    }, 2);
  });
  await Promise.all(inFlight);
  for (const agent of agents) agent.destroy();
  return results.map(({ latencies, statusCodeStats, errors }) => {
    latencies.sort((a, b) => a - b);
    const answered = latencies.length;
    const ok = statusCodeStats[200]?.count ?? 0;
    return {
      requests: { average: answered / duration },
      latency: { p50: Math.round(percentile(latencies, 50) ?? 0), p99: Math.round(percentile(latencies, 99) ?? 0) },
      errors,
      timeouts: 0,
      non2xx: answered - ok,
      statusCodeStats,
    };
  });
}

function table(targets, results) {
  const rows = targets.map((target, i) => {
    const r = results[i];
    const statuses = Object.entries(r.statusCodeStats)
      .filter(([code]) => code !== '200')
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(', ');
    return `| ${target.name} | ${Math.round(r.requests.average).toLocaleString('en')} | ${r.latency.p50} | ${r.latency.p99} | ${r.errors} | ${r.timeouts} | ${r.non2xx} | ${statuses || 'none'} |`;
  });
  return `| endpoint | req/s | p50 ms | p99 ms | errors | timeouts | non-2xx | answers other than 200 |\n|---|---|---|---|---|---|---|---|\n${rows.join('\n')}\n`;
}

/** CPU seconds so far of the machine (busy, all cores) and of each part of the deployment, from /proc. */
function cpuByPart(servers, nginx) {
  const [, ...jiffies] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
  const idle = jiffies[3] + jiffies[4];
  let postgres = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      postgres += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {
      // gone meanwhile
    }
  }
  const generator = process.cpuUsage();
  return {
    busy: (jiffies.reduce((sum, n) => sum + n, 0) - idle) / 100,
    servers: servers.reduce((sum, server) => sum + cpuSeconds(server.pid), 0),
    nginx: cpuSeconds(nginx.pid),
    postgres,
    generator: (generator.user + generator.system) / 1e6,
  };
}

/** Where the machine's time went between two `cpuByPart` readings, as shares of all its cores. */
function cpuShares(before, after, seconds) {
  const capacity = availableParallelism() * seconds;
  const share = (part) => `${(((after[part] - before[part]) / capacity) * 100).toFixed(0)} %`;
  return `Machine (${availableParallelism()} cores) busy ${share('busy')}: app servers ${share('servers')}, nginx ${share('nginx')}, Postgres ${share('postgres')}, load generator ${share('generator')}\n`;
}

function budgets(results) {
  const errors = results.reduce((sum, r) => sum + r.errors + r.timeouts + r.non2xx, 0);
  const publicP99 = Math.max(...results.slice(0, 3).map((r) => r.latency.p99));
  const signedInP99 = Math.max(...results.slice(3).map((r) => r.latency.p99));
  return `Budgets: errors ${errors} (0), public p99 ${publicP99} ms (under 100), signed-in p99 ${signedInP99} ms (under 300): ${errors === 0 && publicP99 < 100 && signedInP99 < 300 ? 'within' : 'OVER'}\n`;
}

/** The same load with each app server swapped for a bare one answering the portal's recorded bytes. */
async function calibrate({ servers, nginx, targets, cookies }) {
  const responses = {};
  for (const target of targets) {
    const answer = await recordedAnswer(`${base}${target.path}`, cookies[target.cookie]);
    if (answer.status !== 200) throw new Error(`${target.path}: ${answer.status}`);
    responses[new URL(target.path, base).pathname] = answer;
  }
  for (const [i, server] of servers.entries()) {
    await server.stop();
    servers[i] = await startBareServer(PORTS[i], responses);
  }
  const cpuBefore = cpuByPart(servers, nginx);
  const results = await mixedLoad(targets, cookies, DURATION);
  const cpuAfter = cpuByPart(servers, nginx);
  process.stdout.write(
    `\nThe same load, each app server replaced by bare Fastify answering the recorded bytes (the machine's floor):\n`,
  );
  process.stdout.write(table(targets, results));
  process.stdout.write(cpuShares(cpuBefore, cpuAfter, DURATION).replace('app servers', 'bare servers'));
  process.stdout.write(budgets(results));
}

async function publish(cookie, title) {
  const response = await fetch(`${base}/api/news`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ title, content: '<p>Bench</p>', isPublished: false }),
  });
  return response.status;
}

/** Opens `count` streams through nginx, a hundred at a time. */
async function openStreams(count, options) {
  const streams = [];
  for (let i = 0; i < count; i += 100)
    streams.push(
      ...(await Promise.all(Array.from({ length: Math.min(100, count - i) }, () => openLiveStream(base, options)))),
    );
  return streams;
}

/** Every stream's delay (ms) from the write to the event, after `rounds` changes; null for one never heard. */
async function changesHeard(streams, cookie, rounds, label) {
  const delays = [];
  let missed = 0;
  for (let round = 0; round < rounds; round++) {
    const heard = streams.map((stream) => stream.waitFor('news'));
    const started = performance.now();
    const status = await publish(cookie, `${label} ${round}`);
    if (status !== 201) throw new Error(`create news: ${status}`);
    const times = await Promise.all(heard.map((arrival) => Promise.race([arrival, sleep(5000).then(() => null)])));
    for (const time of times) {
      if (time === null) missed++;
      else delays.push(time - started);
    }
    await sleep(300);
  }
  delays.sort((a, b) => a - b);
  return { delays, missed };
}

async function main(databaseUrl) {
  const s3 = await startS3(work);
  const smtp = await startSmtpSink();
  const env = (port) => ({
    ...s3.env,
    PORT: String(port),
    DATA_DIR: join(work, `server-${port}`),
    DATABASE_URL: databaseUrl,
    WORKERS: '1',
    AUTH_SECRET: 'b'.repeat(64),
    BACKUP_KEY: Buffer.alloc(32, 7).toString('base64'),
    DEMO_PASSWORD: PASSWORD,
    PUBLIC_URL: base,
    TRUST_PROXY: 'true',
    AUTH_RATE_LIMIT: '100000',
    SUBMISSION_RATE_LIMIT: '100000',
    LIVE_MAX_PER_ADDRESS: String(STREAMS + 100),
    LIVE_MAX_CONNECTIONS: String(STREAMS + 100),
    BACKUP_SCHEDULER: 'false',
    SMTP_URL: smtp.url,
  });
  // The first migrates and seeds the demo club; the others start on it.
  const servers = [await startBenchServer(env(PORTS[0]))];
  for (const port of PORTS.slice(1)) servers.push(await startBenchServer({ ...env(port), SEED_DEMO: 'false' }));
  const nginx = await startNginx(work, PORTS, NGINX_PORT);
  try {
    const cookies = {
      member: await signInCookie(base, 'member@example.com', PASSWORD),
      executive: await signInCookie(base, 'executive@example.com', PASSWORD),
      admin: await signInCookie(base, 'admin@example.com', PASSWORD),
    };
    const targets = [
      // `share`: of a paced load (RATE); most visitors read public pages, fewer are signed in, fewer are staff.
      { name: '/api/home (cached)', path: '/api/home', share: 0.3 },
      { name: '/api/news-events (cached)', path: '/api/news-events', share: 0.25 },
      { name: '/api/teams (cached)', path: '/api/teams', share: 0.15 },
      { name: '/api/me (member)', path: '/api/me', cookie: 'member', share: 0.2 },
      {
        name: 'staff registrations list',
        path: '/api/admin/registrations/membership?page=1&pageSize=20',
        cookie: 'executive',
        share: 0.1,
      },
    ];
    process.stdout.write(
      `\nnginx on :${NGINX_PORT} -> ${PORTS.length} app servers (one process each), Postgres, s3rver; ${CONNECTIONS} connections for ${DURATION} s${RATE ? ` at ${RATE.toLocaleString('en')} requests/s in all` : ', as fast as it answers'}${FAULT ? `, fault: ${FAULT}` : ''}\n`,
    );
    if (FAULT) await faultDuringLoad({ servers, env, targets, cookies, databaseUrl, s3, smtp });
    else {
      const cpuBefore = cpuByPart(servers, nginx);
      const results = await mixedLoad(targets, cookies, DURATION);
      const cpuAfter = cpuByPart(servers, nginx);
      process.stdout.write(table(targets, results));
      process.stdout.write(cpuShares(cpuBefore, cpuAfter, DURATION));
      process.stdout.write(budgets(results));
      const streams = await openStreams(STREAMS);
      const { delays, missed } = await changesHeard(streams, cookies.admin, ROUNDS, 'Cluster bench');
      for (const stream of streams) stream.close();
      process.stdout.write(
        `Live: ${STREAMS.toLocaleString('en')} streams through nginx x ${ROUNDS} changes: heard ${delays.length.toLocaleString('en')}, missed ${missed}; p50 ${percentile(delays, 50).toFixed(0)} ms, p99 ${percentile(delays, 99).toFixed(0)} ms, max ${delays.at(-1).toFixed(0)} ms (budget: all within 1,000 ms: ${missed === 0 && delays.at(-1) < 1000 ? 'within' : 'OVER'})\n`,
      );
      if (CALIBRATE) await calibrate({ servers, nginx, targets, cookies });
    }
  } finally {
    nginx.kill('SIGQUIT');
    await Promise.all(servers.map((server) => server.stop().catch(() => {})));
    await s3.close();
    await smtp.close();
  }
}

/** A small photo for the writer's uploads. */
const PHOTO = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#0b7a75' } })
  .png()
  .toBuffer();

function signUp(email) {
  return fetch(`${base}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ fullName: 'Fault Bench', email, password: 'bench-lagoon-2026-long' }),
  }).then((r) => r.status);
}

function upload(cookie) {
  const form = new FormData();
  form.append('file', new Blob([PHOTO], { type: 'image/png' }), 'photo.png');
  return fetch(`${base}/api/uploads/gallery`, { method: 'POST', headers: { cookie }, body: form }).then(
    (r) => r.status,
  );
}

const count = (tally, status) => {
  tally[status] = (tally[status] ?? 0) + 1;
};
const tallied = (tally) =>
  Object.entries(tally)
    .map(([status, n]) => `${status === '0' ? 'no answer' : status}: ${n}`)
    .join(', ');

/** What each FAULT does at a third of the load, and says when it is over. */
const FAULTS = {
  async kill({ servers, env }) {
    const victim = 1;
    process.kill(servers[victim].pid, 'SIGKILL');
    await sleep(5000);
    servers[victim] = await startBenchServer({ ...env(PORTS[victim]), SEED_DEMO: 'false' });
    return `app server on :${PORTS[victim]} killed (SIGKILL) and started again`;
  },
  async restart({ servers, env }) {
    const victim = 1;
    await servers[victim].stop();
    servers[victim] = await startBenchServer({ ...env(PORTS[victim]), SEED_DEMO: 'false' });
    return `app server on :${PORTS[victim]} stopped (SIGTERM, as systemctl stop does) and started again`;
  },
  async postgres() {
    const [version] = readdirSync('/etc/postgresql');
    execFileSync('pg_ctlcluster', [version, 'main', 'stop']);
    await sleep(10_000);
    execFileSync('pg_ctlcluster', [version, 'main', 'start']);
    return `Postgres ${version} stopped for 10 s and started again (pg_ctlcluster)`;
  },
  async s3({ s3 }) {
    await s3.stop();
    await sleep(30_000);
    await s3.restart();
    return 'S3 server stopped for 30 s and started again';
  },
  async smtp({ smtp }) {
    await smtp.stop();
    await sleep(30_000);
    await smtp.start();
    return 'mail server refusing connections for 30 s, then taking mail again';
  },
};

/**
 * A fault mid-load: what failed, whether live streams came back, and whether every write the load was told
 * succeeded is there.
 */
async function faultDuringLoad({ servers, env, targets, cookies, databaseUrl, s3, smtp }) {
  const fault = FAULTS[FAULT];
  if (!fault) throw new Error(`FAULT is one of ${Object.keys(FAULTS).join(', ')}`);
  const streams = await openStreams(1000, { reconnect: true });
  const acknowledged = [];
  const writes = {};
  const uploads = {};
  const signUps = [];
  let writing = true;
  const writer = (async () => {
    for (let i = 0; writing; i++) {
      const title = `Fault bench ${i}`;
      const email = `fault-${i}@club.test`;
      const [status, uploaded, signedUp] = await Promise.all([
        publish(cookies.admin, title).catch(() => 0),
        upload(cookies.admin).catch(() => 0),
        signUp(email).catch(() => 0),
      ]);
      count(writes, status);
      count(uploads, uploaded);
      if (signedUp === 201) signUps.push(email);
      if (status === 201) acknowledged.push(title);
      await sleep(50);
    }
  })();
  const results = await mixedLoad(targets, cookies, DURATION, async () => {
    await sleep((DURATION * 1000) / 3);
    const started = performance.now();
    const what = await fault({ servers, env, s3, smtp });
    process.stdout.write(`${what}: ${((performance.now() - started) / 1000).toFixed(1)} s\n`);
  });
  writing = false;
  await writer;
  process.stdout.write(table(targets, results));
  const reconnected = streams.filter((stream) => stream.reconnects > 0).length;
  await sleep(3000);
  const { delays, missed } = await changesHeard(streams, cookies.admin, 1, 'After the fault');
  const database = new pg.Client({ connectionString: databaseUrl });
  await database.connect();
  const { rows } = await database.query("select title from news where title like 'Fault bench %'");
  const stored = new Set(rows.map((row) => row.title));
  // Every confirmation mail of an acknowledged sign-up reaches the mail server once (retries come due 30 s
  // and 2 min after a failure).
  for (let waited = 0; waited < 240_000; waited += 2000) {
    const { rows: unsent } = await database.query('select count(*)::int as n from mail_queue where sent_at is null');
    if (unsent[0].n === 0) break;
    await sleep(2000);
  }
  const { rows: retried } = await database.query('select count(*)::int as n from mail_queue where attempts > 1');
  await database.end();
  const lost = acknowledged.filter((title) => !stored.has(title));
  const mailsTo = (email) => smtp.received.filter((mail) => mail.recipient === email).length;
  const undelivered = signUps.filter((email) => mailsTo(email) === 0).length;
  const twice = signUps.filter((email) => mailsTo(email) > 1).length;
  for (const stream of streams) stream.close();
  process.stdout.write(
    `Writer: news ${tallied(writes)}; uploads ${tallied(uploads)}\n` +
      `Live: 1,000 streams, ${reconnected} reconnected after the fault; afterwards ${delays.length} heard the next change (max ${delays.at(-1)?.toFixed(0)} ms), ${missed} missed\n` +
      `Mail: ${signUps.length} sign-ups acknowledged, ${signUps.length - undelivered} confirmation mails delivered, ${undelivered} never delivered, ${twice} delivered more than once, ${retried[0].n} after a failed attempt\n` +
      `Writes: ${acknowledged.length} news articles acknowledged (201) during the load, ${lost.length} missing afterwards, ${stored.size - acknowledged.length} saved whose answer was lost\n`,
  );
}

try {
  await onScratchPostgres(main);
} finally {
  rmSync(work, { recursive: true, force: true });
}
