import { existsSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './platform/data-dir-lock';
import { onPostgres } from './test/harness';
import { ensureServerBuilt, startServerProcess } from './test/server-process';

describe.skipIf(onPostgres())('the server process on PGlite', () => {
  let dataDir: string;
  beforeAll(async () => {
    ensureServerBuilt();
    dataDir = await mkdtemp(join(tmpdir(), 'club-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts on an empty DATA_DIR with demo accounts, refuses a second process, and shuts down cleanly', async () => {
    const started = performance.now();
    const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true', DEMO_PASSWORD: 'demo-pass-1' });
    expect(performance.now() - started).toBeLessThan(20_000);
    try {
      const health = await fetch(`http://127.0.0.1:${server.port}/api/health`).then((r) => r.json());
      expect(health).toMatchObject({ status: 'ok', database: { kind: 'pglite', ok: true } });
      // Checkout and donations show the transfer flow from the first start: a plainly fictitious account.
      const settings = await fetch(`http://127.0.0.1:${server.port}/api/settings`).then((r) => r.json());
      expect(settings.bankAccount).toEqual({
        bankName: 'Demo Bank (not a real bank)',
        accountName: 'Maldives Sports Club (demo)',
        accountNumber: '0000-000000-000',
      });
      const signIn = await fetch(`http://127.0.0.1:${server.port}/api/auth/sign-in`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'executive@example.com', password: 'demo-pass-1' }),
      });
      expect(signIn.status).toBe(200);
      expect(existsSync(join(dataDir, 'server.lock'))).toBe(true);

      await expect(startServerProcess({ DATA_DIR: dataDir })).rejects.toThrow(/already using the data folder/);
    } finally {
      expect(await server.stop('SIGTERM')).toBe(0);
    }
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false);
  });
});

describe('the data folder lock', () => {
  it('is exclusive while held and taken over when its holder died', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'club-lock-'));
    try {
      const release = acquireDataDirLock(dir);
      // A lock file naming a live process other than us (our parent) blocks.
      writeFileSync(join(dir, 'server.lock'), String(process.ppid));
      expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
      // A lock left by a dead process is taken over.
      writeFileSync(join(dir, 'server.lock'), '999999');
      const again = acquireDataDirLock(dir);
      again();
      release();
      expect(existsSync(join(dir, 'server.lock'))).toBe(false);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
