import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './platform/data-dir-lock';
import { base32Decode, hotp, timeStep } from './platform/totp';
import { onPostgres } from './test/harness';
import { ensureServerBuilt, startServerProcess, withMigratedDatabase } from './test/server-process';

const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

describe.skipIf(onPostgres())('the server process on PGlite', () => {
  let dataDir: string;
  beforeAll(async () => {
    ensureServerBuilt();
    dataDir = await mkdtemp(join(tmpdir(), 'club-main-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts on an empty DATA_DIR with demo accounts, refuses a second process, and shuts down cleanly', async () => {
    // How fast it starts is bench:start's to measure (a budget of 10 s on a quiet machine), not a test's.
    const server = await startServerProcess({ DATA_DIR: dataDir, SEED_DEMO: 'true', DEMO_PASSWORD: 'demo-pass-1' });
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
    // V8's compiled code of the server's modules, for the next start to load instead of compiling them again.
    expect(readdirSync(join(dataDir, 'compile-cache'), { recursive: true }).length).toBeGreaterThan(100);
  }, 90_000);

  it('lets the last admin who lost their phone and codes in again from the command line (npm run reset-2fa)', async () => {
    const folder = await withMigratedDatabase(await mkdtemp(join(tmpdir(), 'club-reset-')));
    const env = { PATH: process.env.PATH ?? '', DATA_DIR: folder, SEED_DEMO: 'false', LOG_LEVEL: 'warn' };
    const email = 'chair@club.test';
    const password = 'harbour-chair-2026';
    const cli = (script: string, args: string[], extra: Record<string, string> = {}) =>
      execFileSync(process.execPath, [`apps/server/dist/${script}.js`, ...args], {
        cwd: repoRoot,
        env: { ...env, ...extra },
        encoding: 'utf8',
      });
    try {
      cli('create-admin', ['--email', email, '--name', 'Club Chair'], { ADMIN_PASSWORD: password });
      const signIn = async (port: number) => {
        const response = await fetch(`http://127.0.0.1:${port}/api/auth/sign-in`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email, password }),
        });
        const cookie = response.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; ');
        return { cookie, secondFactorRequired: (await response.json()).secondFactorRequired as boolean };
      };
      let server = await startServerProcess({ DATA_DIR: folder });
      try {
        // The admin role requires a second factor: the first admin sets up the app (then loses the phone).
        const { cookie } = await signIn(server.port);
        const call = (url: string, body: object) =>
          fetch(`http://127.0.0.1:${server.port}${url}`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', cookie },
            body: JSON.stringify(body),
          });
        const { secret } = await (await call('/api/me/second-factor/authenticator', { password })).json();
        const code = hotp(base32Decode(secret), timeStep());
        expect((await call('/api/me/second-factor/authenticator/confirm', { code })).status).toBe(200);
        expect((await signIn(server.port)).secondFactorRequired).toBe(true);
      } finally {
        await server.stop('SIGTERM');
      }
      expect(cli('reset-2fa', ['--email', email])).toContain('second factor removed');
      expect(() => cli('reset-2fa', ['--email', 'nobody@club.test'])).toThrow();
      server = await startServerProcess({ DATA_DIR: folder });
      try {
        expect((await signIn(server.port)).secondFactorRequired).toBe(false);
      } finally {
        await server.stop('SIGTERM');
      }
      const outbox = readdirSync(join(folder, 'outbox')).map((file) =>
        readFileSync(join(folder, 'outbox', file), 'utf8'),
      );
      expect(outbox.some((mail) => mail.includes(`To: ${email}`) && mail.includes('reset two-step sign-in'))).toBe(
        true,
      );
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 90_000);

  it('stops within seconds on SIGTERM while a proxy keeps its connections busy, answering what reached it', async () => {
    const folder = await withMigratedDatabase(await mkdtemp(join(tmpdir(), 'club-drain-')));
    try {
      const server = await startServerProcess({ DATA_DIR: folder });
      // A proxy's pool: fifty kept-alive connections, each sending its next request as soon as one is answered.
      const agent = new http.Agent({ keepAlive: true, maxSockets: 50 });
      const answered: number[] = [];
      let refused = 0;
      let running = true;
      const request = () =>
        new Promise<void>((done) => {
          http
            .get({ host: '127.0.0.1', port: server.port, path: '/api/health', agent }, (response) => {
              response.resume();
              response.on('end', () => {
                answered.push(response.statusCode ?? 0);
                done();
              });
            })
            .on('error', () => {
              // The listener is closed: a proxy sends this request to another server.
              refused++;
              done();
            });
        });
      const proxies = Array.from({ length: 50 }, async () => {
        while (running) await request();
      });
      await new Promise((resolve) => setTimeout(resolve, 500));
      const stopping = performance.now();
      const code = await server.stop('SIGTERM');
      const stopMs = performance.now() - stopping;
      running = false;
      await Promise.all(proxies);
      agent.destroy();
      expect(code).toBe(0);
      expect(stopMs).toBeLessThan(5_000);
      expect(answered.length).toBeGreaterThan(10);
      expect(answered.filter((status) => status !== 200)).toEqual([]);
      expect(refused).toBeGreaterThan(0);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }, 60_000);
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
