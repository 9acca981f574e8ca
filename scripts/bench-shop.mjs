// Benchmark: the shop's product listing (its first page, as the shop opens) with 2,000 products under 50 connections, and the checkout rate
// with 20 buyers placing orders at the same time (each: set a cart line, then check out with a slip).
// PGlite by default; with BENCH_DATABASE_URL, also on a fresh Postgres database.
// Usage: npm run bench:shop   (DURATION=10 by default)
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import { onScratchPostgres, signInCookie, startBenchServer } from './bench-server.mjs';

const PORT = 3295;
const PASSWORD = 'bench-shop-pass';
const PRODUCTS = 2_000;
const BUYERS = 20;
const DURATION = Number(process.env.DURATION ?? 10);
const base = `http://127.0.0.1:${PORT}`;
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const INSERT_PRODUCTS = `
  insert into products (name, description, price, sale_price, category_id, stock_quantity, is_featured)
  select 'Bench product ' || i, 'A product for the benchmark, number ' || i, 100 + (i % 400),
         case when i % 5 = 0 then 90 + (i % 300) else null end,
         (select id from product_categories order by name limit 1 offset (i % 3)), 1000000, i % 50 = 0
  from generate_series(1, ${PRODUCTS}) as s(i);
  insert into product_variants (product_id, name, value, stock_quantity)
  select p.id, 'Size', v, 1000000 from products p cross join (values ('S'), ('M'), ('L')) as sizes(v)
   where p.name like 'Bench product %' and right(p.name, 1) in ('1', '4', '7');
  analyze;`;

async function seed(env) {
  if (env.DATABASE_URL) {
    const client = new pg.Client({ connectionString: env.DATABASE_URL });
    await client.connect();
    await client.query(INSERT_PRODUCTS);
    await client.end();
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create(join(env.DATA_DIR, 'pglite'), { extensions: { pg_trgm } });
    await db.exec(INSERT_PRODUCTS);
    await db.close();
  }
  // Buyers: confirmed accounts made with the admin tool while the server is stopped.
  for (let i = 1; i <= BUYERS; i++)
    execFileSync(
      process.execPath,
      ['apps/server/dist/create-admin.js', '--email', `buyer${i}@bench.test`, '--name', `Buyer ${i}`],
      { env: { ...process.env, ...env, ADMIN_PASSWORD: PASSWORD, LOG_LEVEL: 'error' }, stdio: 'ignore' },
    );
}

async function listing() {
  const result = await autocannon({ url: `${base}/api/shop/products`, connections: 50, duration: DURATION });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99, errors: result.non2xx + result.errors };
}

async function checkouts() {
  const cookies = await Promise.all(
    Array.from({ length: BUYERS }, (_, i) => signInCookie(base, `buyer${i + 1}@bench.test`, PASSWORD)),
  );
  const products = await (await fetch(`${base}/api/shop/products?search=Bench%20product%202&pageSize=100`)).json();
  const plain = products.items.filter((p) => p.variants.length === 0);
  const latencies = [];
  let failed = 0;
  const deadline = Date.now() + DURATION * 1000;
  await Promise.all(
    cookies.map(async (cookie, buyer) => {
      const headers = { cookie, origin: base };
      while (Date.now() < deadline) {
        const product = plain[(buyer + latencies.length) % plain.length];
        await fetch(`${base}/api/cart/lines`, {
          method: 'PUT',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({ productId: product.id, variantId: null, quantity: 2 }),
        });
        const form = new FormData();
        for (const [key, value] of Object.entries({
          fullName: `Buyer ${buyer + 1}`,
          address: 'Majeedhee Magu',
          city: 'Male',
          phone: '+960 777-0000',
          idempotencyKey: randomUUID(),
        }))
          form.append(key, value);
        form.append('slip', new Blob([PNG], { type: 'image/png' }), 'slip.png');
        const started = performance.now();
        const response = await fetch(`${base}/api/orders`, { method: 'POST', headers, body: form });
        await response.arrayBuffer();
        if (response.status === 201) latencies.push(performance.now() - started);
        else failed++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return {
    orders: latencies.length,
    perSecond: (latencies.length / DURATION).toFixed(1),
    median: latencies[Math.floor(latencies.length / 2)]?.toFixed(0),
    p95: latencies[Math.floor(latencies.length * 0.95)]?.toFixed(0),
    failed,
  };
}

/** The load generator is one client: the per-client limits on sign-ins and orders would refuse it. */
const LIMITS = { AUTH_RATE_LIMIT: '100000', SUBMISSION_RATE_LIMIT: '100000' };

async function run(label, env) {
  const server = await startBenchServer({ PORT: String(PORT), DEMO_PASSWORD: PASSWORD, ...LIMITS, ...env });
  await server.stop(); // migrated and seeded with the demo shop
  await seed(env);
  const running = await startBenchServer({ PORT: String(PORT), DEMO_PASSWORD: PASSWORD, ...LIMITS, ...env });
  try {
    const list = await listing();
    const buy = await checkouts();
    process.stdout.write(
      `| ${label} | ${list.rps.toLocaleString('en-US')} | ${list.p99} | ${list.errors} | ${buy.orders} | ${buy.perSecond} | ${buy.median} | ${buy.p95} | ${buy.failed} |\n`,
    );
  } finally {
    await running.stop();
  }
}

process.stdout.write(
  `Shop: listing ${PRODUCTS} products (50 connections, ${DURATION} s) and ${BUYERS} buyers checking out at once (${DURATION} s)\n`,
);
process.stdout.write(
  '| database | listing req/s | listing p99 ms | listing errors | orders | orders/s | checkout median ms | checkout p95 ms | failed |\n|---|---|---|---|---|---|---|---|---|\n',
);
const dataDir = mkdtempSync(join(tmpdir(), 'club-bench-shop-'));
try {
  await run('PGlite', { DATA_DIR: dataDir });
  await onScratchPostgres(async (url) => {
    const pgDir = mkdtempSync(join(tmpdir(), 'club-bench-shop-pg-'));
    try {
      await run('Postgres', { DATA_DIR: pgDir, DATABASE_URL: url });
    } finally {
      rmSync(pgDir, { recursive: true, force: true });
    }
  });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
