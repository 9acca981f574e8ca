import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BackendStatus } from '@club/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOBS } from '../../platform/jobs';
import { PNG } from '../../test/files';
import { createTestApp, onPostgres, signedInAs, type TestApp } from '../../test/harness';
import { multipartFile } from '../../test/multipart';
import { ensureServerBuilt, startServerProcess } from '../../test/server-process';

describe('backend status', () => {
  let app: TestApp;
  let admin: Awaited<ReturnType<typeof signedInAs>>;
  const status = async () => {
    await app.metrics.flush(app.database.db);
    const response = await app.app.inject({
      method: 'GET',
      url: '/api/admin/backend/status',
      headers: { cookie: admin.cookie },
    });
    expect(response.statusCode).toBe(200);
    return response.json() as BackendStatus;
  };

  beforeAll(async () => {
    app = await createTestApp();
    admin = await signedInAs(app, 'admin');
  });
  afterAll(() => app.close());

  it('is for admins only', async () => {
    for (const role of ['executive', 'member'] as const) {
      const { cookie } = await signedInAs(app, role);
      const response = await app.app.inject({ method: 'GET', url: '/api/admin/backend/status', headers: { cookie } });
      expect(response.statusCode).toBe(403);
    }
    expect((await app.app.inject({ method: 'GET', url: '/api/admin/backend/status' })).statusCode).toBe(401);
  });

  it('shows live figures that move when the data moves', async () => {
    const before = await status();
    expect(before.database).toMatchObject({ kind: onPostgres() ? 'postgres' : 'pglite', ok: true });
    expect(before.database.sizeBytes).toBeGreaterThan(0);
    // Every job the server runs, in the order the screen lists them.
    expect(before.jobs.map((j) => j.job)).toEqual(Object.keys(JOBS));
    expect(before.monitoring.processes).toBeGreaterThanOrEqual(1);
    expect(before.monitoring.requestsPerMinute).toBeGreaterThan(0);
    const rows = (s: BackendStatus, table: string) => s.tables.find((t) => t.table === table)?.rows;

    await signedInAs(app, 'member');
    await app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: admin.email, password: 'not the password' },
    });
    const photo = multipartFile('file', 'logo.png', PNG, 'image/png');
    const uploaded = await app.app.inject({
      method: 'POST',
      url: '/api/uploads/sponsor-logos',
      headers: { cookie: admin.cookie, ...photo.headers },
      payload: photo.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const folder = await app.app.inject({
      method: 'POST',
      url: '/api/archive/folders',
      headers: { cookie: admin.cookie },
      payload: { name: 'Backend check' },
    });
    expect(folder.statusCode).toBe(201);

    const after = await status();
    expect(after.auth.accounts).toBe(before.auth.accounts + 1);
    expect(rows(after, 'user')).toBe((rows(before, 'user') ?? 0) + 1);
    expect(after.auth.confirmed).toBe(before.auth.confirmed + 1);
    expect(after.auth.failedSignIns24h).toBe(before.auth.failedSignIns24h + 1);
    expect(after.auth.signIns24h).toBe(before.auth.signIns24h + 1);
    const logos = (s: BackendStatus) => s.storage.buckets.find((b) => b.bucket === 'sponsor-logos');
    expect(logos(after)?.files).toBeGreaterThan(logos(before)?.files ?? 0);
    expect(after.storage.totalBytes).toBeGreaterThan(before.storage.totalBytes);
    expect(after.monitoring.requestsPerMinute).toBeGreaterThan(before.monitoring.requestsPerMinute);
    expect(rows(after, 'archive_folders')).toBe((rows(before, 'archive_folders') ?? 0) + 1);
    expect(after.security.recentAudit).toContainEqual(
      expect.objectContaining({ actorEmail: admin.email, entityType: 'archive_folders' }),
    );
  });

  it('offers the figures to a monitoring system in Prometheus format, with the token or an admin session', async () => {
    const metrics = (headers: Record<string, string>) =>
      app.app.inject({ method: 'GET', url: '/api/metrics', headers });
    expect((await metrics({})).statusCode).toBe(401);
    const executive = await signedInAs(app, 'executive');
    expect((await metrics({ cookie: executive.cookie })).statusCode).toBe(401);
    const byAdmin = await metrics({ cookie: admin.cookie });
    expect(byAdmin.statusCode).toBe(200);
    expect(byAdmin.headers['content-type']).toContain('text/plain; version=0.0.4');
    expect(byAdmin.body).toMatch(/^club_accounts \d+$/m);
    expect(byAdmin.body).toMatch(/^club_storage_files\{bucket="sponsor-logos"\} \d+$/m);
    expect(byAdmin.body).toMatch(/^# TYPE club_requests_total counter$/m);

    const token = 'monitoring-token-0123456789-abcdef';
    const settings = (
      await app.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { cookie: admin.cookie } })
    ).json();
    const saved = await app.app.inject({
      method: 'PUT',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie },
      payload: { ...settings, metricsToken: token },
    });
    expect(saved.statusCode).toBe(200);
    expect((await metrics({ authorization: `Bearer ${token}` })).statusCode).toBe(200);
    expect((await metrics({ authorization: `Bearer ${token}x` })).statusCode).toBe(401);
  });

  it.runIf(onPostgres())('adds up every server process sharing the database', async () => {
    ensureServerBuilt();
    const dataDir = await mkdtemp(join(tmpdir(), 'club-backend-'));
    const second = await startServerProcess({ DATABASE_URL: app.databaseUrl ?? '', DATA_DIR: dataDir });
    try {
      for (let i = 0; i < 5; i++) await fetch(`http://127.0.0.1:${second.port}/api/health`);
      const deadline = Date.now() + 10_000;
      let figures = await status();
      while (figures.monitoring.processes < 2 && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 250));
        figures = await status();
      }
      expect(figures.monitoring.processes).toBe(2);
    } finally {
      await second.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
