import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, signedInAs, type TestApp } from '../test/harness';
import { ensureServerBuilt, openLiveStream, startServerProcess, waitForChange } from '../test/server-process';

describe('live updates', () => {
  let app: TestApp;
  let baseUrl: string;
  beforeAll(async () => {
    app = await createTestApp();
    await app.app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.app.server.address();
    baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  });
  afterAll(() => app.close());

  it('a change written through the API reaches an SSE client within one second', async () => {
    const { cookie } = await signedInAs(app, 'member');
    const { received } = await waitForChange(baseUrl, 'profiles', { cookie });
    const sent = performance.now();
    const response = await app.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie },
      payload: { fullName: 'Live Update' },
    });
    expect(response.statusCode).toBe(200);
    const latency = (await received) - sent;
    expect(latency).toBeLessThan(1000);
  });

  it.runIf(onPostgres())('reaches the SSE clients of another server process sharing the database', async () => {
    ensureServerBuilt();
    const dataDir = await mkdtemp(join(tmpdir(), 'club-second-'));
    const second = await startServerProcess({ DATABASE_URL: app.databaseUrl ?? '', DATA_DIR: dataDir });
    try {
      const { cookie } = await signedInAs(app, 'admin');
      const { received } = await waitForChange(`http://127.0.0.1:${second.port}`, 'news');
      const sent = performance.now();
      await app.app.inject({
        method: 'POST',
        url: '/api/news',
        headers: { cookie },
        payload: { title: 'Across processes', content: 'Heard by the other one', isPublished: false },
      });
      expect((await received) - sent).toBeLessThan(1000);
    } finally {
      await second.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('tells anonymous clients about public tables only; staff tables go to those who may read them', async () => {
    const admin = await signedInAs(app, 'admin');
    const member = await signedInAs(app, 'member');
    const anonymous = await openLiveStream(baseUrl);
    const memberStream = await openLiveStream(baseUrl, member.cookie);
    const staffStream = await openLiveStream(baseUrl, admin.cookie);
    try {
      const contact = {
        name: 'Visitor',
        email: 'visitor@club.test',
        topic: 'Membership',
        message: 'Hello there, club!',
      };
      const staffHeard = staffStream.waitFor('contact_messages');
      expect((await app.app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(201);
      await staffHeard;
      const news = { title: 'Live news', content: 'Body of the live news', isPublished: false };
      const anonymousHeard = anonymous.waitFor('news');
      const memberHeard = memberStream.waitFor('news');
      await app.app.inject({ method: 'POST', url: '/api/news', headers: { cookie: admin.cookie }, payload: news });
      await Promise.all([anonymousHeard, memberHeard]);
      const profileHeard = memberStream.waitFor('profiles');
      await app.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie: member.cookie },
        payload: { fullName: 'M' },
      });
      await profileHeard;
      // Notifications arrive in order: by now the anonymous stream has had every chance to hear them.
      expect(anonymous.tables).toEqual(['news']);
      expect(memberStream.tables).not.toContain('contact_messages');
    } finally {
      for (const stream of [anonymous, memberStream, staffStream]) stream.close();
    }
  });

  it('caps live connections in total (429), whatever addresses they come from', async () => {
    const capped = await createTestApp({ LIVE_MAX_CONNECTIONS: '2', LIVE_MAX_PER_ADDRESS: '100' });
    await capped.app.listen({ port: 0, host: '127.0.0.1' });
    const address = capped.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const streams = [await openLiveStream(url), await openLiveStream(url)];
    try {
      const refused = await openLiveStream(url);
      expect(refused.status).toBe(429);
    } finally {
      for (const stream of streams) stream.close();
      await capped.close();
    }
  });

  it('caps live connections per client address (429)', async () => {
    const capped = await createTestApp({ LIVE_MAX_PER_ADDRESS: '2' });
    await capped.app.listen({ port: 0, host: '127.0.0.1' });
    const address = capped.app.server.address();
    const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const streams = [await openLiveStream(url), await openLiveStream(url)];
    try {
      expect(streams.map((s) => s.status)).toEqual([200, 200]);
      expect((await openLiveStream(url)).status).toBe(429);
      streams[0]?.close();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const again = await openLiveStream(url);
      expect(again.status).toBe(200);
      again.close();
    } finally {
      for (const stream of streams) stream.close();
      await capped.close();
    }
  });

  it.runIf(onPostgres())('reloads the permission matrix after the notification connection comes back', async () => {
    const executive = await signedInAs(app, 'executive');
    const list = () =>
      app.app.inject({ method: 'GET', url: '/api/admin/sponsors', headers: { cookie: executive.cookie } });
    expect((await list()).statusCode).toBe(200);
    const direct = new pg.Client({ connectionString: app.databaseUrl ?? '' });
    await direct.connect();
    try {
      // Cut the listening connection, then remove the right while nobody listens: the NOTIFY is lost.
      await direct.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
      );
      await direct.query(
        `delete from role_permissions where module = 'sponsors' and action = 'view'
           and role_id = (select id from user_roles where name = 'executive')`,
      );
      const deadline = Date.now() + 5_000;
      while ((await list()).statusCode !== 403 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await list()).statusCode).toBe(403);
    } finally {
      await direct.end();
    }
  });
});
