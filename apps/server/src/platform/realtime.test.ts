import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, onPostgres, signedInAs, type TestApp } from '../test/harness';
import { ensureServerBuilt, startServerProcess, waitForChange } from '../test/server-process';

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
    const { received } = await waitForChange(baseUrl, 'profiles');
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
      const { cookie } = await signedInAs(app, 'guest');
      const { received } = await waitForChange(`http://127.0.0.1:${second.port}`, 'profiles');
      const sent = performance.now();
      await app.app.inject({
        method: 'PUT',
        url: '/api/profile',
        headers: { cookie },
        payload: { fullName: 'Across' },
      });
      expect((await received) - sent).toBeLessThan(1000);
    } finally {
      await second.stop();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
