import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { account } from '../db/schema';
import { createTestApp, TEST_PASSWORD_COST, type TestApp } from '../test/harness';
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
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({}, { standardPasswordHashing: true });
    });
    afterAll(() => app?.close());

    it('are made at the standard cost', async () => {
      const created = await createConfirmedAccount(app.auth, app.database.db, {
        email: 'standard-cost@club.test',
        fullName: 'Standard Cost',
        password: 'tide-and-reef-9',
        role: 'member',
      });
      const [row] = await app.database.db
        .select({ password: account.password })
        .from(account)
        .where(eq(account.userId, created.id));
      expect(await verifyPassword({ hash: row?.password ?? '', password: 'tide-and-reef-9' })).toBe(true);
    });
  });
});
