import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './test/files';
import { createTestApp, onPostgres, signedInAs, type TestApp } from './test/harness';
import { multipartFile } from './test/multipart';
import { startS3Server } from './test/s3-server';
import { ensureServerBuilt, openLiveStream, type ServerProcess, startServerProcess } from './test/server-process';

/**
 * The scale-out shape of DESIGN.md §1: two app processes sharing nothing but one Postgres and one
 * S3-compatible bucket. Whatever one of them is asked, the other answers the same.
 */
describe.runIf(onPostgres())('two app servers on one Postgres and one bucket', () => {
  const AUTH_RATE_LIMIT = 4;
  let app: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  const servers: ServerProcess[] = [];
  const dataDirs: string[] = [];
  const urlOf = (server: ServerProcess | undefined) => `http://127.0.0.1:${server?.port}`;

  beforeAll(async () => {
    ensureServerBuilt();
    s3 = await startS3Server();
    const env = { ...s3.env, AUTH_SECRET: randomBytes(32).toString('hex'), AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT) };
    app = await createTestApp(env);
    for (let i = 0; i < 2; i++) {
      const dataDir = await mkdtemp(join(tmpdir(), 'club-scale-'));
      dataDirs.push(dataDir);
      servers.push(
        await startServerProcess({
          ...env,
          DATABASE_URL: app.databaseUrl ?? '',
          DATA_DIR: dataDir,
          PUBLIC_URL: 'http://localhost:3000',
        }),
      );
    }
  }, 90_000);
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
    await app.close();
    await s3.close();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('a photo uploaded through one server is served by the other', async () => {
    const { cookie } = await signedInAs(app, 'admin');
    const { payload, headers } = multipartFile('file', 'photo.png', PNG, 'image/png');
    const uploaded = await fetch(`${urlOf(servers[0])}/api/uploads/gallery`, {
      method: 'POST',
      headers: { cookie, ...headers },
      body: payload,
    });
    expect(uploaded.status).toBe(201);
    const { url } = (await uploaded.json()) as { url: string };
    const served = await fetch(`${urlOf(servers[1])}${url}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it(`a rate limit of ${AUTH_RATE_LIMIT} allows ${AUTH_RATE_LIMIT} in total across both`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMIT * 3; i++) {
      const response = await fetch(`${urlOf(servers[i % 2])}/api/auth/forgot-password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: `nobody-${i}@club.test` }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(AUTH_RATE_LIMIT);
    expect(statuses.slice(AUTH_RATE_LIMIT)).toEqual(Array(AUTH_RATE_LIMIT * 2).fill(429));
  });

  it('WORKERS=2 serves from two processes that share sessions, live updates and rate limits', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'club-workers-'));
    dataDirs.push(dataDir);
    const env = { ...s3.env, AUTH_RATE_LIMIT: String(AUTH_RATE_LIMIT) };
    const pair = await startServerProcess({
      ...env,
      DATABASE_URL: app.databaseUrl ?? '',
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
      AUTH_SECRET: app.config.authSecret ?? '',
      WORKERS: '2',
    });
    servers.push(pair);
    const url = urlOf(pair);
    // New connections are spread over the processes: both answer.
    const workers = new Set<number>();
    for (let i = 0; i < 40 && workers.size < 2; i++) {
      const health = await fetch(`${url}/api/health`, { headers: { connection: 'close' } });
      workers.add(((await health.json()) as { worker: number }).worker);
    }
    expect([...workers].sort()).toEqual([1, 2]);
    // A session made anywhere works on every connection, whichever process takes it.
    const { cookie } = await signedInAs(app, 'member');
    for (let i = 0; i < 6; i++) {
      const me = await fetch(`${url}/api/profile`, { headers: { cookie, connection: 'close' } });
      expect(me.status).toBe(200);
    }
    // A change heard on one process's stream whatever process wrote it.
    const stream = await openLiveStream(url);
    const heard = stream.waitFor('news');
    const admin = await signedInAs(app, 'admin');
    const created = await fetch(`${url}/api/news`, {
      method: 'POST',
      headers: { cookie: admin.cookie, 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ title: 'Worker news', content: 'Body', isPublished: false }),
    });
    expect(created.status).toBe(201);
    await heard;
    stream.close();
    // The limit counts across both processes.
    const statuses: number[] = [];
    for (let i = 0; i < AUTH_RATE_LIMIT * 2; i++) {
      const response = await fetch(`${url}/api/auth/confirm-email`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', connection: 'close' },
        body: JSON.stringify({ token: 'not-a-token' }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status !== 429)).toHaveLength(AUTH_RATE_LIMIT);
  });
});
