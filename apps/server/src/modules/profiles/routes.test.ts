import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import { SESSION_CACHE_MS } from '../../platform/session-cache';
import { callApp, signedInAs, useTestApp } from '../../test/harness';

describe('profiles', () => {
  const suite = useTestApp();

  it('answers "signed out" on /api/me without a session, and 401 on the profile', async () => {
    const me = await suite.app.app.inject({ method: 'GET', url: '/api/me' });
    expect(me.json()).toEqual({
      user: null,
      role: 'guest',
      profile: null,
      permissions: {},
      secondFactorSetupRequired: false,
    });
    expect((await suite.app.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    const put = await suite.app.app.inject({ method: 'PUT', url: '/api/profile', payload: { fullName: 'X' } });
    expect(put.statusCode).toBe(401);
  });

  it('updates only its own name, phone, address and birth date; email and role stay', async () => {
    const member = await signedInAs(suite.app, 'member');
    const other = await signedInAs(suite.app, 'member');
    const response = await suite.app.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: member.cookie },
      payload: {
        fullName: '  Hassan Waheed ',
        phone: '+960 777-1234',
        address: 'Maafannu, Male',
        dateOfBirth: '1995-04-30',
        role: 'admin',
        email: 'hijack@club.test',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      fullName: 'Hassan Waheed',
      phone: '+9607771234',
      dateOfBirth: '1995-04-30',
      role: 'member',
      email: member.email,
    });
    const otherProfile = await suite.app.app.inject({
      method: 'GET',
      url: '/api/profile',
      headers: { cookie: other.cookie },
    });
    expect(otherProfile.json().fullName).toBe('Test member');
  });

  it('shows a change at once after saving it, and one written by another server within a second', async () => {
    const member = await signedInAs(suite.app, 'member');
    const read = async (url: string) =>
      (await suite.app.app.inject({ method: 'GET', url, headers: { cookie: member.cookie } })).json();
    expect((await read('/api/me')).profile.fullName).toBe('Test member');
    const saved = await callApp(suite.app, 'PUT', '/api/profile', member.cookie, { fullName: 'Aminath Rasheed' });
    expect(saved.statusCode).toBe(200);
    expect((await read('/api/me')).profile.fullName).toBe('Aminath Rasheed');
    expect((await read('/api/profile')).fullName).toBe('Aminath Rasheed');

    // Another server's write reaches this one as a change notification, not through this process.
    await suite.app.database.db
      .update(profiles)
      .set({ phone: '+9607654321' })
      .where(eq(profiles.userId, member.user.id));
    const started = Date.now();
    while ((await read('/api/me')).profile.phone !== '+9607654321') {
      expect(Date.now() - started).toBeLessThan(SESSION_CACHE_MS + 100);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect((await read('/api/profile')).phone).toBe('+9607654321');
  });

  it('rejects a blank name, a future birth date and a malformed date, changing nothing', async () => {
    const { cookie } = await signedInAs(suite.app, 'guest');
    for (const payload of [
      { fullName: '   ' },
      { fullName: 'Ok', dateOfBirth: '2999-01-01' },
      { fullName: 'Ok', dateOfBirth: '31/12/1990' },
      { fullName: 'Ok', phone: 12345 },
    ]) {
      const response = await suite.app.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().fieldErrors).toBeTruthy();
    }
    const profile = await suite.app.app.inject({ method: 'GET', url: '/api/profile', headers: { cookie } });
    expect(profile.json()).toMatchObject({ fullName: 'Test guest', dateOfBirth: null });
  });

  describe('the language a person reads the portal in', () => {
    const choose = (language: unknown, cookie?: string) =>
      suite.app.app.inject({
        method: 'PUT',
        url: '/api/language',
        headers: cookie ? { cookie } : {},
        payload: { language },
      });

    it('is remembered by a signed-out browser in a cookie every page reads', async () => {
      const response = await choose('dv');
      expect(response.statusCode).toBe(204);
      expect(response.headers['set-cookie']).toMatch(/^lang=dv; Path=\/; Max-Age=\d+; SameSite=Lax$/);
    });

    it('refuses a language the portal does not speak, and nonsense', async () => {
      for (const language of ['fr', '', null, 42, 'dv; Path=/evil', ['dv']]) {
        const response = await choose(language);
        expect(response.statusCode).toBe(400);
        expect(response.headers['set-cookie']).toBeUndefined();
      }
    });

    it('is remembered by the account, and another browser it signs in on learns it from /api/me', async () => {
      const member = await signedInAs(suite.app, 'member');
      const me = async (cookie: string) => suite.app.app.inject({ method: 'GET', url: '/api/me', headers: { cookie } });
      expect((await me(member.cookie)).json().profile.language).toBeNull();
      expect((await me(member.cookie)).headers['set-cookie']).toBeUndefined();

      expect((await choose('dv', member.cookie)).statusCode).toBe(204);
      const elsewhere = await me(member.cookie);
      expect(elsewhere.json().profile.language).toBe('dv');
      expect(elsewhere.headers['set-cookie']).toMatch(/^lang=dv;/);
      // A browser that already shows it is told nothing.
      expect((await me(`${member.cookie}; lang=dv`)).headers['set-cookie']).toBeUndefined();
      // Someone else's account keeps its own choice.
      const other = await signedInAs(suite.app, 'member');
      expect((await me(other.cookie)).json().profile.language).toBeNull();
    });
  });
});
