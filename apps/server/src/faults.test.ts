import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_UNREACHABLE } from './platform/errors';
import { STORAGE_UNREACHABLE } from './platform/object-store';
import { PNG } from './test/files';
import { createTestApp, onPostgres, signedInAs, type TestApp } from './test/harness';
import { multipartFile } from './test/multipart';
import { startS3Server } from './test/s3-server';
import { ensureServerBuilt, openLiveStream, type ServerProcess, startServerProcess } from './test/server-process';
import { startTcpProxy } from './test/tcp-proxy';

/**
 * A server process whose database and file storage go away and come back while it runs: it answers 503
 * (never 500) meanwhile, keeps serving what needs neither, and recovers by itself.
 */
describe.runIf(onPostgres())('a server outliving its database and its file storage', () => {
  let app: TestApp;
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let server: ServerProcess;
  let dataDir: string;
  let url: string;

  beforeAll(async () => {
    ensureServerBuilt();
    s3 = await startS3Server();
    const env = { ...s3.env, AUTH_SECRET: randomBytes(32).toString('hex') };
    app = await createTestApp(env);
    const database = new URL(app.databaseUrl ?? '');
    proxy = await startTcpProxy({ host: database.hostname, port: Number(database.port || 5432) });
    database.host = `127.0.0.1:${proxy.port}`;
    dataDir = await mkdtemp(join(tmpdir(), 'club-faults-'));
    server = await startServerProcess({
      ...env,
      DATABASE_URL: database.toString(),
      DATA_DIR: dataDir,
      PUBLIC_URL: 'http://localhost:3000',
    });
    url = `http://127.0.0.1:${server.port}`;
  }, 90_000);
  afterAll(async () => {
    await server?.stop();
    await proxy?.close();
    await app?.close();
    await s3?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  const upload = (cookie: string) => {
    const { payload, headers } = multipartFile('file', 'photo.png', PNG, 'image/png');
    return fetch(`${url}/api/uploads/gallery`, { method: 'POST', headers: { cookie, ...headers }, body: payload });
  };

  it('with file storage stopped, uploads answer 503 and pages keep serving; afterwards uploads work again', async () => {
    const { cookie } = await signedInAs(app, 'admin');
    await s3.stop();
    try {
      const refused = await upload(cookie);
      expect(refused.status).toBe(503);
      expect(refused.headers.get('retry-after')).toBe('5');
      expect(await refused.json()).toEqual({ error: 'storage_unavailable', message: STORAGE_UNREACHABLE });
      expect((await fetch(`${url}/api/news`)).status).toBe(200);
      expect((await fetch(`${url}/api/me`, { headers: { cookie } })).status).toBe(200);
    } finally {
      await s3.restart();
    }
    const stored = await upload(cookie);
    expect(stored.status).toBe(201);
    const { url: fileUrl } = (await stored.json()) as { url: string };
    expect((await fetch(`${url}${fileUrl}`)).status).toBe(200);
    expect(server.output()).not.toMatch(/unhandled error/);
  });

  it('with the database gone, requests answer 503 (not 500); it recovers by itself and live updates resume', async () => {
    const { cookie } = await signedInAs(app, 'admin');
    expect((await fetch(`${url}/api/me`, { headers: { cookie } })).status).toBe(200);
    const teams = await (await fetch(`${url}/api/teams`)).text();
    // A write through this server: every cached public list is dropped, to be read again.
    const before = await fetch(`${url}/api/news`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Written before', content: 'Body', isPublished: true, publishDate: '2026-11-01' }),
    });
    expect(before.status).toBe(201);
    await proxy.cut();
    try {
      // The session cache holds a viewer for a second: past it, every signed-in request needs the database.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const me = await fetch(`${url}/api/me`, { headers: { cookie } });
      expect(me.status).toBe(503);
      expect(me.headers.get('retry-after')).toBe('5');
      expect(await me.json()).toEqual({ error: 'unavailable', message: DATABASE_UNREACHABLE });
      const write = await fetch(`${url}/api/news`, {
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({
          title: 'Written while down',
          content: 'Body',
          isPublished: true,
          publishDate: '2026-11-01',
        }),
      });
      expect(write.status).toBe(503);
      expect((await fetch(`${url}/api/auth/sign-in`, signInRequest())).status).toBe(503);
      // Public pages read through a cache are served as they last stood.
      const staleTeams = await fetch(`${url}/api/teams`);
      expect(staleTeams.status).toBe(200);
      expect(await staleTeams.text()).toBe(teams);
      const health = await fetch(`${url}/api/health`);
      expect(health.status).toBe(503);
      expect(((await health.json()) as { status: string }).status).toBe('degraded');
    } finally {
      await proxy.restore();
    }
    // No restart, no manual step: the pool opens new connections and the listener reconnects.
    await until(async () => (await fetch(`${url}/api/health`)).status === 200);
    expect((await fetch(`${url}/api/me`, { headers: { cookie } })).status).toBe(200);
    const stream = await openLiveStream(url);
    try {
      const heard = stream.waitFor('news', 10_000);
      await until(async () => {
        const created = await fetch(`${url}/api/news`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json' },
          body: JSON.stringify({
            title: 'Written after',
            content: 'Body',
            isPublished: true,
            publishDate: '2026-11-01',
          }),
        });
        return created.status === 201;
      });
      await heard;
    } finally {
      stream.close();
    }
    // The write refused while the database was gone never happened.
    const titles = ((await (await fetch(`${url}/api/news`)).json()) as { items: { title: string }[] }).items.map(
      (item) => item.title,
    );
    expect(titles).toContain('Written after');
    expect(titles).not.toContain('Written while down');
    expect(server.child.exitCode).toBeNull();
    expect(server.output()).not.toMatch(/unhandled error/);
    // The failed session lookups were logged without the query's values: the session token never.
    expect(server.output()).toMatch(/auth: /);
    expect(server.output()).not.toContain(sessionToken(cookie));
  }, 60_000);
});

/** The token of a session cookie header (`...session_token=<token>.<signature>`). */
const sessionToken = (cookie: string) =>
  decodeURIComponent(/session_token=([^;]+)/.exec(cookie)?.[1] ?? '').split('.')[0] || 'no session cookie';

const signInRequest = () => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ email: 'nobody@club.test', password: 'correct-horse-7' }),
});

async function until(check: () => Promise<boolean>, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
