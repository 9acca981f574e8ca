import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { profiles, session, userRoles } from '../db/schema';
import { createTestApp, signedInAs, type TestApp } from '../test/harness';
import { SESSION_CACHE_MS } from './session-cache';

describe('remembered sessions', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  const status = async (cookie: string, url = '/api/profile') =>
    (await app.app.inject({ method: 'GET', url, headers: { cookie } })).statusCode;

  /** Milliseconds until the request is refused. */
  async function timeUntilRefused(cookie: string, url: string, refused: number) {
    const started = Date.now();
    while ((await status(cookie, url)) !== refused) {
      if (Date.now() - started > 5000) throw new Error('never refused');
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return Date.now() - started;
  }

  it('a sign-out through this server ends the session on the very next request', async () => {
    const { cookie } = await signedInAs(app, 'member');
    expect(await status(cookie)).toBe(200);
    await app.app.inject({ method: 'POST', url: '/api/auth/sign-out', headers: { cookie } });
    expect(await status(cookie)).toBe(401);
  });

  it('a session ended elsewhere (another process, no notification) is refused within a second', async () => {
    const member = await signedInAs(app, 'member');
    expect(await status(member.cookie)).toBe(200);
    await app.database.db.delete(session).where(eq(session.userId, member.user.id));
    expect(await timeUntilRefused(member.cookie, '/api/profile', 401)).toBeLessThanOrEqual(SESSION_CACHE_MS + 100);
  });

  it('a demotion written straight to the database takes the rights away within a second', async () => {
    const executive = await signedInAs(app, 'executive');
    expect(await status(executive.cookie, '/api/admin/sponsors')).toBe(200);
    const [guest] = await app.database.db
      .select({ id: userRoles.id })
      .from(userRoles)
      .where(eq(userRoles.name, 'guest'));
    await app.database.db
      .update(profiles)
      .set({ roleId: guest?.id ?? '' })
      .where(eq(profiles.userId, executive.user.id));
    expect(await timeUntilRefused(executive.cookie, '/api/admin/sponsors', 403)).toBeLessThanOrEqual(
      SESSION_CACHE_MS + 100,
    );
  });
});
