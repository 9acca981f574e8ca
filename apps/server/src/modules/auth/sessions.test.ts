import { type ActiveSession, SESSION_MESSAGES, USER_MESSAGES } from '@club/shared';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { noteSessionSeen } from '../../platform/session-seen';
import {
  mailTo,
  readOutbox,
  signedInAs,
  signedInWithCustomRole,
  signIn,
  TEST_PASSWORD,
  useTestApp,
} from '../../test/harness';

describe('where a person is signed in: their sessions, ended by them or by staff', () => {
  const suite = useTestApp('admin');
  const { call } = suite;

  const sessionsOf = async (cookie: string) => {
    const response = await call('GET', '/api/me/sessions', cookie);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().sessions as ActiveSession[];
  };
  const signedInStill = async (cookie: string) => (await call('GET', '/api/me/sessions', cookie)).statusCode === 200;
  /** A second browser of the same person, with its own device. */
  const anotherBrowser = async (email: string, userAgent: string) => {
    const response = await suite.app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email, password: TEST_PASSWORD },
      headers: { 'user-agent': userAgent, 'x-club-client-address': '203.0.113.7' },
    });
    expect(response.statusCode).toBe(200);
    const setCookie = response.headers['set-cookie'];
    return (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');
  };

  it('lists the browsers signed in, this one marked, and ends one, the others, at once', async () => {
    const member = await signedInAs(suite.app, 'member');
    const phone = await anotherBrowser(
      member.email,
      'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
    );
    const laptop = await signIn(suite.app, member.email, TEST_PASSWORD);
    const listed = await sessionsOf(member.cookie);
    expect(listed).toHaveLength(3);
    expect(listed.filter((session) => session.current)).toHaveLength(1);
    expect(listed.some((session) => session.userAgent?.includes('Android 14'))).toBe(true);
    // The address the request came from, not one the browser claims.
    expect(listed.map((session) => session.ipAddress)).toEqual(['127.0.0.1', '127.0.0.1', '127.0.0.1']);
    for (const session of listed) {
      expect(Date.parse(session.signedInAt)).not.toBeNaN();
      expect(Date.parse(session.lastSeenAt)).toBeGreaterThanOrEqual(Date.parse(session.signedInAt) - 1000);
    }

    // The phone is lost: signed out from the laptop, it is refused on its very next request.
    const phoneSession = (await sessionsOf(phone)).find((session) => session.current);
    const ended = await call('DELETE', `/api/me/sessions/${phoneSession?.id}`, laptop);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe(SESSION_MESSAGES.ended);
    expect(await signedInStill(phone)).toBe(false);
    expect((await call('DELETE', `/api/me/sessions/${phoneSession?.id}`, laptop)).statusCode).toBe(404);

    // Someone else's session is not theirs to end: the same answer as one that has ended.
    const other = await signedInAs(suite.app, 'member');
    const othersSession = (await sessionsOf(other.cookie))[0];
    const refused = await call('DELETE', `/api/me/sessions/${othersSession?.id}`, member.cookie);
    expect(refused.statusCode).toBe(404);
    expect(refused.json().message).toBe(SESSION_MESSAGES.notFound);
    expect(await signedInStill(other.cookie)).toBe(true);
    expect((await call('DELETE', '/api/me/sessions/not%20a%20session', member.cookie)).statusCode).toBe(400);

    // Every other browser: only this one stays.
    expect((await call('POST', '/api/me/sessions/end-others', laptop)).statusCode).toBe(200);
    expect(await signedInStill(member.cookie)).toBe(false);
    expect(await signedInStill(laptop)).toBe(true);
    expect(await sessionsOf(laptop)).toEqual([expect.objectContaining({ current: true })]);
    expect((await call('GET', '/api/me/sessions')).statusCode).toBe(401);
  });

  it('notes when a session was last seen, at most every five minutes per process', async () => {
    const member = await signedInAs(suite.app, 'member');
    const [session] = await sessionsOf(member.cookie);
    const lastSeen = async () =>
      new Date(
        (
          await queryRows<{ last_seen_at: string | Date }>(
            suite.app.database.db,
            sql`select last_seen_at from session where id = ${session?.id}`,
          )
        )[0]?.last_seen_at ?? 0,
      ).getTime();
    await suite.app.database.db.execute(
      sql`update session set last_seen_at = now() - interval '2 days' where id = ${session?.id}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100)); // the session cache forgets it
    await sessionsOf(member.cookie);
    expect(Date.now() - (await lastSeen())).toBeGreaterThan(86_400_000); // noted a moment ago: no write now
    await noteSessionSeen(suite.app.database.db, session?.id ?? '', Date.now() + 6 * 60_000);
    expect(Date.now() - (await lastSeen())).toBeLessThan(60_000);
  });

  it('lets staff end every session of a person below their level, audited; not above it, not members', async () => {
    const member = await signedInAs(suite.app, 'member');
    const secondBrowser = await signIn(suite.app, member.email, TEST_PASSWORD);
    const executive = await signedInWithCustomRole(suite.app, 'executive', { users: ['view', 'edit'] });
    const ended = await call('POST', `/api/admin/users/${member.user.id}/sessions/end`, executive.cookie);
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().message).toBe(SESSION_MESSAGES.allEnded);
    expect(await signedInStill(member.cookie)).toBe(false);
    expect(await signedInStill(secondBrowser)).toBe(false);
    const [audit] = await queryRows<{ action: string; actor_id: string }>(
      suite.app.database.db,
      sql`select action, actor_id from audit_log where action = 'user.sessions.end' and entity_id = ${member.user.id}`,
    );
    expect(audit).toEqual({ action: 'user.sessions.end', actor_id: executive.user.id });

    const aboveLevel = await call('POST', `/api/admin/users/${suite.admin.user.id}/sessions/end`, executive.cookie);
    expect(aboveLevel.statusCode).toBe(403);
    expect(aboveLevel.json().message).toBe(USER_MESSAGES.aboveOwnLevel);
    expect(await signedInStill(suite.admin.cookie)).toBe(true);
    const plainExecutive = await signedInAs(suite.app, 'executive');
    expect(
      (await call('POST', `/api/admin/users/${member.user.id}/sessions/end`, plainExecutive.cookie)).statusCode,
    ).toBe(403);
    const someone = await signedInAs(suite.app, 'member');
    expect((await call('POST', `/api/admin/users/${someone.user.id}/sessions/end`, someone.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', `/api/admin/users/${crypto.randomUUID()}/sessions/end`, suite.admin.cookie)).statusCode,
    ).toBe(404);
  });

  it('changes a password with the current one: every other browser is signed out, this one carries on', async () => {
    const member = await signedInAs(suite.app, 'member');
    const phone = await signIn(suite.app, member.email, TEST_PASSWORD);
    const change = (cookie: string | undefined, payload: object) =>
      suite.app.app.inject({ method: 'POST', url: '/api/me/password', payload, headers: cookie ? { cookie } : {} });
    const wrong = await change(member.cookie, { currentPassword: 'not-my-password', newPassword: 'harbour-lights-81' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.currentPassword).toEqual([SESSION_MESSAGES.wrongPassword]);
    const weak = await change(member.cookie, { currentPassword: TEST_PASSWORD, newPassword: '123456' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().fieldErrors.newPassword).toBeTruthy();
    expect(
      (await change(undefined, { currentPassword: TEST_PASSWORD, newPassword: 'harbour-lights-81' })).statusCode,
    ).toBe(401);
    expect(await signedInStill(phone)).toBe(true);

    const changed = await change(member.cookie, { currentPassword: TEST_PASSWORD, newPassword: 'harbour-lights-81' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().message).toBe(SESSION_MESSAGES.passwordChanged);
    const setCookie = changed.headers['set-cookie'];
    const renewed = (Array.isArray(setCookie) ? setCookie : [setCookie ?? '']).map((c) => c.split(';')[0]).join('; ');
    expect(await signedInStill(phone)).toBe(false);
    expect(await signedInStill(member.cookie)).toBe(false);
    expect(await sessionsOf(renewed)).toEqual([expect.objectContaining({ current: true, ipAddress: '127.0.0.1' })]);
    await expect(signIn(suite.app, member.email, TEST_PASSWORD)).rejects.toThrow();
    expect(await signedInStill(await signIn(suite.app, member.email, 'harbour-lights-81'))).toBe(true);
  });

  it('tells a person of a sign-in from a browser new to their account, not of their first, nor of a known one', async () => {
    const member = await signedInAs(suite.app, 'member');
    const NOTICE = 'This browser had not signed in to it before';
    const notices = async () =>
      (await readOutbox(suite.app)).filter((mail) => mail.to.includes(member.email) && mail.text.includes(NOTICE));
    const phone = await anotherBrowser(
      member.email,
      'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
    );
    const notice = await mailTo(suite.app, member.email, NOTICE);
    expect(notice.text).toContain('Chrome on Android');
    expect(notice.text).toContain('127.0.0.1');
    expect(notice.text).toContain('/profile');
    // The same browser again (it carries the account's device mark): nothing to tell.
    const again = await suite.app.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in',
      payload: { email: member.email, password: TEST_PASSWORD },
      headers: { cookie: phone },
    });
    expect(again.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await notices()).toHaveLength(1);
    // A first sign-in is no news.
    const fresh = await signedInAs(suite.app, 'member');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(
      (await readOutbox(suite.app)).filter((mail) => mail.to.includes(fresh.email) && mail.text.includes(NOTICE)),
    ).toHaveLength(0);
  });
});
