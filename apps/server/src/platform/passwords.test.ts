import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type ClubApp } from '../app';
import { loadConfig } from '../config';
import type { AppDatabase } from '../db/client';
import { account } from '../db/schema';
import { createTestDatabase, TEST_PASSWORD_COST, TEST_PUBLIC_URL } from '../test/harness';
import { createConfirmedAccount } from './accounts';
import { STANDARD_PASSWORD_COST, scryptPasswords } from './passwords';

describe('password hashes', () => {
  it('at another cost are better-auth’s own in every other way: each reads the other’s at the standard cost', async () => {
    const ours = scryptPasswords(STANDARD_PASSWORD_COST);
    expect(await ours.verify({ hash: await hashPassword('tide-and-reef-9'), password: 'tide-and-reef-9' })).toBe(true);
    const hash = await ours.hash('tide-and-reef-9');
    expect(await verifyPassword({ hash, password: 'tide-and-reef-9' })).toBe(true);
    expect(await verifyPassword({ hash, password: 'tide-and-reef-8' })).toBe(false);
    expect(await ours.verify({ hash, password: 'tide-and-reef-8' })).toBe(false);
  });

  it('at the tests’ cost are not the standard’s (the cost is in effect)', async () => {
    const quick = await scryptPasswords(TEST_PASSWORD_COST).hash('tide-and-reef-9');
    expect(await verifyPassword({ hash: quick, password: 'tide-and-reef-9' })).toBe(false);
  });

  describe('of a server built as npm start builds it', () => {
    let club: ClubApp;
    let db: AppDatabase;
    let close: () => Promise<void>;
    beforeAll(async () => {
      const dataDir = await mkdtemp(join(tmpdir(), 'club-test-'));
      const { database, drop } = await createTestDatabase();
      db = database.db;
      const config = loadConfig({
        DATA_DIR: dataDir,
        PUBLIC_URL: TEST_PUBLIC_URL,
        SEED_DEMO: 'false',
        SCHEDULED_JOBS: 'false',
        BACKUP_SCHEDULER: 'false',
      });
      club = await buildApp({ config, database, logger: false });
      close = async () => {
        await club.app.close();
        await database.close();
        await drop();
        await rm(dataDir, { recursive: true, force: true });
      };
    });
    afterAll(() => close?.());

    it('are made at the standard cost', async () => {
      const created = await createConfirmedAccount(club.auth, db, {
        email: 'standard-cost@club.test',
        fullName: 'Standard Cost',
        password: 'tide-and-reef-9',
        role: 'member',
      });
      const [row] = await db.select({ password: account.password }).from(account).where(eq(account.userId, created.id));
      expect(await verifyPassword({ hash: row?.password ?? '', password: 'tide-and-reef-9' })).toBe(true);
    });
  });
});
