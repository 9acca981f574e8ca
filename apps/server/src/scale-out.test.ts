import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PNG } from './test/files';
import { createTestApp, onPostgres, signedInAs, type TestApp } from './test/harness';
import { multipartFile } from './test/multipart';
import { startS3Server } from './test/s3-server';
import { ensureServerBuilt, type ServerProcess, startServerProcess } from './test/server-process';

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
});
