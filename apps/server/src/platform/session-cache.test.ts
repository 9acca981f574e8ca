import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { profiles, session, userRoles } from '../db/schema';
import { createTestApp, signedInAs, type TestApp } from '../test/harness';
import { SESSION_CACHE_MS, SessionCache } from './session-cache';

/** Lookups that answer when the test says so (the latest one begun), counting how many were begun. */
function heldLookups() {
  let begun = 0;
  let answer: (value: string) => void = () => {};
  return {
    load: () => {
      begun++;
      return new Promise<string>((resolve) => {
        answer = resolve;
      });
    },
    finish: (value: string) => answer(value),
    lookups: () => begun,
  };
}

describe('the session cache', () => {
  it('requests that miss together share one lookup; a lookup begun before a clear is not remembered', async () => {
    const cache = new SessionCache<string | null>();
    const { load, finish, lookups } = heldLookups();
    const burst = Array.from({ length: 50 }, () => cache.resolve('token', load));
    finish('viewer');
    expect(await Promise.all(burst)).toEqual(Array(50).fill('viewer'));
    expect(lookups()).toBe(1);
    expect(await cache.resolve('token', load)).toBe('viewer');
    expect(lookups()).toBe(1);

    cache.clear();
    const before = cache.resolve('token', load);
    cache.clear();
    finish('stale');
    expect(await before).toBe('stale');
    const after = cache.resolve('token', load);
    expect(lookups()).toBe(3);
    finish('fresh');
    expect(await after).toBe('fresh');
  });

  it('a failed lookup is not remembered: the next request asks again', async () => {
    const cache = new SessionCache<string>();
    await expect(cache.resolve('token', () => Promise.reject(new Error('database gone')))).rejects.toThrow();
    expect(await cache.resolve('token', async () => 'viewer')).toBe('viewer');
  });
});

describe('a session read while the database is slow', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is remembered for a second from when its lookup began, not from when it answered', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(0);
    const cache = new SessionCache<string>();
    const { load, finish, lookups } = heldLookups();
    const first = cache.resolve('token', load);
    vi.setSystemTime(800);
    finish('viewer');
    expect(await first).toBe('viewer');
    vi.setSystemTime(SESSION_CACHE_MS - 1);
    expect(await cache.resolve('token', load)).toBe('viewer');
    expect(lookups()).toBe(1);
    vi.setSystemTime(SESSION_CACHE_MS);
    const again = cache.resolve('token', load);
    expect(lookups()).toBe(2);
    finish('signed out');
    expect(await again).toBe('signed out');
  });
});

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
